import { LIMITE_LOCALISATION_PAR_MINUTE, MESSAGE_GEOLOCALISATION_INDISPONIBLE } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import batiments from '../adapters/batiments/batiments-locaux.json' with { type: 'json' };
import parcelles from '../adapters/parcelles/parcelles-locales.json' with { type: 'json' };
import { LIMITE_GENERALE_PAR_DEFAUT } from '../plugins/contrats.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { demarrerFauxServeur } from '../test/faux-serveur.js';

let ctx: ContexteTest;
let syndic: ClientTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
  const compte = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
  syndic = await connecter(ctx.app, compte.login);
});
afterAll(() => ctx.fermer());

const parcelle = parcelles.features.find((f) => f.properties.code_insee === '34172' && f.geometry !== null)!;
const sansGeometrie = parcelles.features.find(
  (f) => f.properties.code_insee === '34172' && f.geometry === null,
)!;
const requeteParcelle = (f: typeof parcelle, autres: Record<string, string> = {}) =>
  `/api/cadastre/parcelle?${new URLSearchParams({
    codeInsee: f.properties.code_insee,
    prefixe: f.properties.com_abs,
    section: f.properties.section,
    numero: String(Number(f.properties.numero)),
    ...autres,
  })}`;

describe('GET /api/geocodage/autocompletion et /recherche (adaptateur local)', () => {
  it('propose au plus 10 adresses, service disponible', async () => {
    const r = await syndic.get(`/api/geocodage/autocompletion?q=${encodeURIComponent('5 rue de la loge')}`);
    expect(r.statusCode).toBe(200);
    const corps = r.json();
    expect(corps.disponible).toBe(true);
    expect(corps.message).toBeNull();
    expect(corps.resultats[0].properties.label).toBe('5 Rue de la Loge 34000 Montpellier');
    const paris = (await syndic.get('/api/geocodage/recherche?q=Paris')).json();
    expect(paris.resultats).toHaveLength(10);
  });

  it('rend une liste vide pour une adresse inconnue, 400 pour une saisie trop courte ou absente', async () => {
    const r = await syndic.get(`/api/geocodage/recherche?q=${encodeURIComponent('999 rue imaginaire')}`);
    expect(r.json()).toEqual({ disponible: true, message: null, resultats: [] });
    const court = await syndic.get('/api/geocodage/recherche?q=ab');
    expect(court.statusCode).toBe(400);
    expect(JSON.stringify(court.json())).toContain("L'adresse");
    expect((await syndic.get('/api/geocodage/autocompletion')).statusCode).toBe(400);
  });

  it('refuse une personne non connectée (401)', async () => {
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get('/api/geocodage/autocompletion?q=rue%20foch')).statusCode).toBe(401);
    expect((await anonyme.get(requeteParcelle(parcelle))).statusCode).toBe(401);
    expect((await anonyme.get('/api/batiments/adresse/34172_1234_00005')).statusCode).toBe(401);
  });
});

describe('GET /api/cadastre/parcelle (adaptateur local)', () => {
  it('dit qu’une parcelle existe et est localisée, section et numéro mis en forme canonique', async () => {
    const r = await syndic.get(requeteParcelle(parcelle));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      disponible: true,
      existe: true,
      geolocalisee: true,
      parcelle: { idu: parcelle.properties.idu, codeInsee: '34172' },
    });
  });

  it('distingue une parcelle connue non localisée et une parcelle inconnue', async () => {
    expect((await syndic.get(requeteParcelle(sansGeometrie))).json()).toMatchObject({
      existe: true,
      geolocalisee: false,
    });
    expect((await syndic.get(requeteParcelle(parcelle, { numero: '8888' }))).json()).toEqual({
      disponible: true,
      message: null,
      existe: false,
      geolocalisee: false,
      parcelle: null,
    });
  });

  it('refuse (400) une section de 3 lettres, un numéro de 5 chiffres, un code INSEE mal formé', async () => {
    const mauvaises: Record<string, string>[] = [
      { section: 'ABC' },
      { numero: '12345' },
      { codeInsee: '3417' },
      { prefixe: '1' },
    ];
    for (const autres of mauvaises) {
      const r = await syndic.get(requeteParcelle(parcelle, autres));
      expect(r.statusCode, JSON.stringify(autres)).toBe(400);
      expect(r.json().champs.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/batiments/adresse/{cleBan} (adaptateur local)', () => {
  it('donne l’identifiant RNB d’une adresse, null sans bâtiment connu, 400 pour une clé mal formée', async () => {
    const [b] = batiments.features;
    expect((await syndic.get(`/api/batiments/adresse/${b!.addresses[0]!.id}`)).json()).toEqual({
      disponible: true,
      message: null,
      idBatiment: b!.rnb_id,
    });
    expect((await syndic.get('/api/batiments/adresse/34172_9999_00001')).json().idBatiment).toBeNull();
    expect((await syndic.get('/api/batiments/adresse/pas-une-cle')).statusCode).toBe(400);
  });
});

describe('services de localisation en panne ou trop lents (adaptateurs http)', () => {
  let enPanne: ContexteTest;
  let faux: Awaited<ReturnType<typeof demarrerFauxServeur>>;
  let client: ClientTest;

  beforeAll(async () => {
    // Le faux cadastre répond après 4 s : au-delà du délai de l'adaptateur (moins de 3 s).
    faux = await demarrerFauxServeur(() => ({
      delaiMs: 4000,
      corps: { type: 'FeatureCollection', features: [] },
    }));
    enPanne = await creerContexteTest({
      env: {
        GEOCODAGE_API_URL: 'http://127.0.0.1:1',
        CADASTRE_API_URL: faux.url,
        RNB_API_URL: 'http://127.0.0.1:1',
      },
    });
    const compte = await creerCompteDeTest(enPanne.db, { profil: 'TELE_PRO_GESTION' });
    client = await connecter(enPanne.app, compte.login);
  });
  afterAll(async () => {
    await enPanne.fermer();
    await faux.fermer();
  });

  it('garde la saisie et donne le message « Géolocalisation indisponible », jamais une erreur 500', async () => {
    const adresse = await client.get('/api/geocodage/recherche?q=5%20rue%20de%20la%20loge');
    expect(adresse.statusCode).toBe(200);
    expect(adresse.json()).toEqual({
      disponible: false,
      message: MESSAGE_GEOLOCALISATION_INDISPONIBLE,
      resultats: [],
    });
    const batiment = await client.get('/api/batiments/adresse/34172_1234_00005');
    expect(batiment.json()).toEqual({
      disponible: false,
      message: MESSAGE_GEOLOCALISATION_INDISPONIBLE,
      idBatiment: null,
    });
    const lent = await client.get(requeteParcelle(parcelle));
    expect(lent.statusCode).toBe(200);
    expect(lent.json()).toMatchObject({ disponible: false, existe: false, geolocalisee: false });
  });
});

describe('limite de débit des services de localisation', () => {
  it(`refuse (429) au-delà de ${LIMITE_LOCALISATION_PAR_MINUTE} recherches par minute`, async () => {
    const limite = await creerContexteTest({ limiteRequetesParMinute: LIMITE_GENERALE_PAR_DEFAUT });
    try {
      const compte = await creerCompteDeTest(limite.db, { profil: 'TELE_PRO_GESTION' });
      const client = await connecter(limite.app, compte.login);
      const statuts: number[] = [];
      for (let i = 0; i < LIMITE_LOCALISATION_PAR_MINUTE + 2; i += 1) {
        statuts.push((await client.get('/api/geocodage/autocompletion?q=rue%20foch')).statusCode);
      }
      expect(statuts.slice(0, LIMITE_LOCALISATION_PAR_MINUTE)).not.toContain(429);
      expect(statuts.slice(LIMITE_LOCALISATION_PAR_MINUTE)).toEqual([429, 429]);
    } finally {
      await limite.fermer();
    }
  });
});
