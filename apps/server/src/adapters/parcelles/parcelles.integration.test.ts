import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demarrerFauxServeur } from '../../test/faux-serveur.js';
import { ErreurServiceExterne } from '../erreur-service.js';
import { creerParcellesHttp } from './http.js';
import { creerParcellesLocal } from './local.js';
import donnees from './parcelles-locales.json' with { type: 'json' };
import type { PortParcelles } from './port.js';

// Faux serveur de l'API Carto (module cadastre) : FeatureCollection documentée de `GET /api/cadastre/parcelle`.
let faux: Awaited<ReturnType<typeof demarrerFauxServeur>>;

beforeAll(async () => {
  faux = await demarrerFauxServeur((url) => {
    const p = url.searchParams;
    if (p.get('numero') === '0666')
      return { statut: 503, corps: { code: 503, message: 'Service indisponible' } };
    if (p.get('numero') === '0777')
      return { delaiMs: 1500, corps: { type: 'FeatureCollection', features: [] } };
    const features = donnees.features.filter(
      (f) =>
        f.properties.code_insee === p.get('code_insee') &&
        f.properties.section === p.get('section') &&
        f.properties.numero === p.get('numero') &&
        (!p.has('com_abs') || f.properties.com_abs === p.get('com_abs')),
    );
    return {
      corps: {
        type: 'FeatureCollection',
        features,
        totalFeatures: features.length,
        numberMatched: features.length,
        numberReturned: features.length,
        timeStamp: '2026-11-24T05:00:00Z',
        crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::4326' } },
      },
    };
  });
});
afterAll(() => faux.fermer());

const adaptateurs: [string, () => PortParcelles][] = [
  ['local', () => creerParcellesLocal()],
  ['http', () => creerParcellesHttp(faux.url)],
];

// Parcelles du jeu local : la première de la rue de la Loge (Montpellier), une parcelle d'Annecy-le-Vieux
// (préfixe 011 de la commune déléguée), et la parcelle sans géométrie de la même voie.
const loge = donnees.features.find((f) => f.properties.code_insee === '34172' && f.geometry !== null)!;
const annecyLeVieux = donnees.features.find((f) => f.properties.com_abs === '011' && f.geometry !== null)!;
const sansGeometrie = donnees.features.find(
  (f) => f.properties.code_insee === '34172' && f.geometry === null,
)!;
const reference = (f: typeof loge) => ({
  codeInsee: f.properties.code_insee,
  prefixe: f.properties.com_abs,
  section: f.properties.section,
  numero: f.properties.numero,
});

describe.each(adaptateurs)('port du cadastre — adaptateur %s', (_nom, creer) => {
  it('trouve une parcelle localisée, avec son identifiant et son point central', async () => {
    const parcelle = await creer().trouverParcelle(reference(loge));
    expect(parcelle).toMatchObject({
      idu: loge.properties.idu,
      codeInsee: '34172',
      prefixe: '000',
      section: loge.properties.section,
      numero: loge.properties.numero,
    });
    expect(parcelle?.idu).toHaveLength(14);
    expect(parcelle?.longitude).toBeCloseTo(3.878, 2);
    expect(parcelle?.latitude).toBeCloseTo(43.61, 2);
  });

  it('trouve la parcelle d’une commune déléguée par son préfixe, et pas avec le préfixe 000', async () => {
    expect((await creer().trouverParcelle(reference(annecyLeVieux)))?.nomCommune).toBe('Annecy-le-Vieux');
    expect(await creer().trouverParcelle({ ...reference(annecyLeVieux), prefixe: '000' })).toBeNull();
  });

  it('rend une parcelle connue sans géométrie comme non localisée', async () => {
    const parcelle = await creer().trouverParcelle(reference(sansGeometrie));
    expect(parcelle).toMatchObject({ idu: sansGeometrie.properties.idu, longitude: null, latitude: null });
  });

  it('rend null pour une parcelle inconnue', async () => {
    expect(await creer().trouverParcelle({ ...reference(loge), numero: '8888' })).toBeNull();
  });
});

describe('adaptateur http du cadastre', () => {
  it('interroge l’API Carto par commune, préfixe, section et numéro (source PCI)', async () => {
    await creerParcellesHttp(faux.url).trouverParcelle(reference(annecyLeVieux));
    const url = faux.requetes.at(-1)!;
    expect(url.pathname).toBe('/api/cadastre/parcelle');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code_insee: '74010',
      section: annecyLeVieux.properties.section,
      numero: annecyLeVieux.properties.numero,
      com_abs: '011',
      source_ign: 'PCI',
    });
  });

  it('signale une panne ou un service trop lent', async () => {
    const http = creerParcellesHttp(faux.url, 300);
    await expect(http.trouverParcelle({ ...reference(loge), numero: '0666' })).rejects.toBeInstanceOf(
      ErreurServiceExterne,
    );
    await expect(http.trouverParcelle({ ...reference(loge), numero: '0777' })).rejects.toThrow(
      /délai dépassé/,
    );
  });
});
