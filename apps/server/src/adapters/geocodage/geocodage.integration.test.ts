import { libelleAdresseComparable } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demarrerFauxServeur } from '../../test/faux-serveur.js';
import { ErreurServiceExterne } from '../erreur-service.js';
import donnees from './adresses-locales.json' with { type: 'json' };
import { creerGeocodageHttp } from './http.js';
import { creerGeocodageLocal } from './local.js';
import type { PortGeocodage } from './port.js';

// Faux serveur de l'API Adresse : GeoJSON documenté de `GET /search/` ; « panne » → 500, « lent » → 1,5 s,
// « illisible » → corps qui n'est pas une collection GeoJSON.
let faux: Awaited<ReturnType<typeof demarrerFauxServeur>>;

beforeAll(async () => {
  faux = await demarrerFauxServeur((url) => {
    const q = url.searchParams.get('q') ?? '';
    if (q.includes('panne')) return { statut: 500, corps: { code: 500, message: 'panne' } };
    if (q.includes('lent')) return { delaiMs: 1500, corps: { type: 'FeatureCollection', features: [] } };
    if (q.includes('illisible')) return { corps: { resultats: [] } };
    const type = url.searchParams.get('type');
    const cherche = libelleAdresseComparable(q);
    const features = donnees.features
      .filter((f) => (type ? f.properties.type === type : true))
      .filter((f) => libelleAdresseComparable(f.properties.label).includes(cherche))
      .slice(0, Number(url.searchParams.get('limit') ?? 5));
    // La BAN renvoie aussi des communes : l'adaptateur ne garde que les adresses de voie.
    const commune = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [3.87, 43.61] },
      properties: {
        id: '34172',
        label: 'Montpellier',
        name: 'Montpellier',
        type: 'municipality',
        postcode: '34000',
        citycode: '34172',
        city: 'Montpellier',
        score: 0.3,
      },
    };
    return {
      corps: {
        type: 'FeatureCollection',
        version: 'draft',
        features: type ? features : [...features, commune],
        attribution: 'BAN',
        licence: 'ETALAB-2.0',
        query: q,
        limit: 10,
      },
    };
  });
});
afterAll(() => faux.fermer());

const adaptateurs: [string, () => PortGeocodage][] = [
  ['local', () => creerGeocodageLocal()],
  ['http', () => creerGeocodageHttp(faux.url)],
];

describe.each(adaptateurs)('port de géocodage — adaptateur %s', (_nom, creer) => {
  it('propose les numéros d’une voie à l’autocomplétion, avec leur position et leur commune', async () => {
    const resultats = await creer().autocompleter('5 Rue de la Loge');
    expect(resultats.length).toBeGreaterThanOrEqual(1);
    expect(resultats.length).toBeLessThanOrEqual(10);
    expect(resultats[0]).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point' },
      properties: {
        label: '5 Rue de la Loge 34000 Montpellier',
        name: '5 Rue de la Loge',
        housenumber: '5',
        street: 'Rue de la Loge',
        postcode: '34000',
        city: 'Montpellier',
        citycode: '34172',
        type: 'housenumber',
      },
    });
    expect(resultats[0]?.properties.id).toMatch(/^34172_\w{4}_00005$/);
    const [lon, lat] = resultats[0]!.geometry.coordinates;
    expect(lon).toBeCloseTo(3.877, 2);
    expect(lat).toBeCloseTo(43.611, 2);
  });

  it('garde la commune déléguée (ancienne commune) d’une adresse d’Annecy', async () => {
    const [premier] = await creer().rechercher('12 Avenue de Brogny 74940 Annecy');
    expect(premier?.properties).toMatchObject({
      citycode: '74010',
      oldcity: 'Annecy-le-Vieux',
      oldcitycode: '74011',
    });
  });

  it('ne trouve rien pour une adresse inconnue', async () => {
    expect(await creer().rechercher('999 Rue Imaginaire du Registre')).toEqual([]);
  });

  it('ne rend jamais plus de 10 propositions', async () => {
    expect((await creer().rechercher('Paris')).length).toBe(10);
    expect((await creer().autocompleter('2 Rue')).length).toBeLessThanOrEqual(10);
  });
});

describe('adaptateur local de géocodage : les branches de la fenêtre de choix', () => {
  const local = creerGeocodageLocal();

  it('trouve plusieurs adresses pour un numéro d’une voie de même nom dans deux villes', async () => {
    const villes = (await local.rechercher('10 rue de la République')).map((c) => c.properties.city);
    expect(villes).toEqual(expect.arrayContaining(['Lyon', 'Marseille']));
  });

  it('trouve une seule adresse, au libellé exact ou non', async () => {
    expect(
      (await local.rechercher('5 Rue de la Loge 34000 Montpellier')).map((c) => c.properties.label),
    ).toEqual(['5 Rue de la Loge 34000 Montpellier']);
    expect((await local.rechercher('5 rue loge montpel')).map((c) => c.properties.label)).toEqual([
      '5 Rue de la Loge 34000 Montpellier',
    ]);
  });

  it('propose des voies (sans numéro) quand la saisie ne commence pas par un numéro', async () => {
    const voies = await local.autocompleter('rue de la republique');
    expect(voies.map((v) => [v.properties.type, v.properties.label])).toEqual([
      ['street', 'Rue de la République 13002 Marseille'],
      ['street', 'Rue de la République 69002 Lyon'],
    ]);
  });

  it('est déterministe', async () => {
    expect(await local.autocompleter('2 rue')).toEqual(await local.autocompleter('2 rue'));
  });
});

describe('adaptateur http de géocodage', () => {
  it('demande la BAN comme le client d’origine : type, 10 réponses, autocomplétion', async () => {
    await creerGeocodageHttp(faux.url).autocompleter('5 rue de la loge');
    const auto = faux.requetes.at(-1)!;
    expect(auto.pathname).toBe('/search/');
    expect(Object.fromEntries(auto.searchParams)).toEqual({
      q: '5 rue de la loge',
      type: 'housenumber',
      autocomplete: '1',
      limit: '10',
    });
    await creerGeocodageHttp(`${faux.url}/`).autocompleter('rue de la loge');
    expect(faux.requetes.at(-1)!.searchParams.get('type')).toBe('street');
    await creerGeocodageHttp(faux.url).rechercher('5 rue de la loge');
    expect(faux.requetes.at(-1)!.searchParams.get('autocomplete')).toBe('0');
    expect(faux.requetes.at(-1)!.searchParams.has('type')).toBe(false);
  });

  it('écarte les communes et ne garde que les adresses de voie', async () => {
    const resultats = await creerGeocodageHttp(faux.url).rechercher('Loge');
    expect(resultats.length).toBeGreaterThan(0);
    expect(resultats.every((r) => r.properties.type === 'housenumber')).toBe(true);
  });

  it('signale une panne, une réponse illisible, un service injoignable ou trop lent', async () => {
    const http = creerGeocodageHttp(faux.url, 300);
    await expect(http.rechercher('panne')).rejects.toBeInstanceOf(ErreurServiceExterne);
    await expect(http.rechercher('illisible')).rejects.toThrow(/réponse inattendue/);
    await expect(creerGeocodageHttp('http://127.0.0.1:1').rechercher('5 rue')).rejects.toThrow(/injoignable/);
    // Le faux serveur lent répond après 1,5 s : l'appel est abandonné au délai de l'adaptateur.
    await expect(http.autocompleter('lent')).rejects.toThrow(/délai dépassé/);
  });
});
