import {
  ajouterMois,
  aujourdhuiParis,
  type SeriePubliqueImmatriculations,
  type StatistiquesNiveau,
  type StatistiquesPubliques,
} from '@registre/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete } from '../db/schema/index.js';
import { LIMITE_API_OUVERTE_PAR_MINUTE } from '../plugins/api-ouverte.js';
import { LIMITE_GENERALE_PAR_DEFAUT } from '../plugins/contrats.js';
import { regenererStatistiques } from '../services/statistiques/regenerer-statistiques.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';

let ctx: ContexteTest;
let visiteur: ClientTest;
const maintenant = new Date();
const jour = aujourdhuiParis(maintenant);

const V1 = '/api/public/v1/statistiques';

beforeAll(async () => {
  ctx = await creerContexteTest();
  visiteur = new ClientTest(ctx.app);
  // Lyon 3e (compté dans Lyon) à jour ; Lyon 1er sans mandat ; Montpellier ; un brouillon jamais compté.
  const places: [Parameters<typeof creerCoproprieteDeTest>[1]['etat'], string, number, boolean][] = [
    ['IMMATRICULEE_RATTACHEE', '69383', 12, true],
    ['IMMATRICULEE_A_RATTACHER', '69381', 250, false],
    ['IMMATRICULEE_RATTACHEE', '34172', 60, true],
    ['BROUILLON', '69383', 40, true],
  ];
  for (const [etat, codeInsee, nbLots, aJour] of places) {
    const c = await creerCoproprieteDeTest(ctx.db, { etat });
    await ctx.db
      .update(copropriete)
      .set({
        codeInsee,
        nbLots,
        nbLotsHab: nbLots - 2,
        dateDebutMandat: aJour ? ajouterMois(jour, -6) : null,
        dateFinMandat: aJour ? ajouterMois(jour, 6) : null,
        dateDerniereMajAnnuelle: aJour ? ajouterMois(jour, -2) : null,
        dateImmatriculation: new Date(Date.UTC(jour.getUTCFullYear(), 0, 10, 10)),
      })
      .where(eq(copropriete.id, c.id));
  }
  await regenererStatistiques(ctx.db, maintenant, { force: true });
});

afterAll(async () => {
  await ctx.fermer();
});

/** Chaque route v1 et la route de la page dont elle reprend les agrégats. */
const PAIRES: [string, string][] = [
  [V1, '/api/public/statistiques/chargeRegion'],
  [`${V1}/departements`, '/api/public/statistiques/chargeDepartement/0'],
  [`${V1}/regions/84`, '/api/public/statistiques/chargeDepartement/84'],
  [`${V1}/departements/69`, '/api/public/statistiques/chargeInterCommunalite/69'],
  [`${V1}/epci/200046977`, '/api/public/statistiques/chargeCommune/200046977'],
  [`${V1}/conformite/69`, '/api/public/statistiques/conformite/69'],
];

describe('API publique v1 : statistiques', () => {
  it('mêmes agrégats que la page, marqués de la version, sans session ni cookie', async () => {
    for (const [v1, page] of PAIRES) {
      const r = await visiteur.get(v1);
      expect(r.statusCode, v1).toBe(200);
      expect(r.headers['set-cookie'], v1).toBeUndefined();
      const { version, ...reste } = r.json() as StatistiquesPubliques;
      expect(version, v1).toBe('v1');
      expect(reste, v1).toEqual((await visiteur.get(page)).json() as StatistiquesNiveau);
    }
  });

  it('France : les copropriétés comptées (pas le brouillon), les régions en détail', async () => {
    const corps = (await visiteur.get(V1)).json() as StatistiquesPubliques;
    expect(corps.territoire).toMatchObject({
      niveau: 'NATIONAL',
      code: 'FR',
      nbCoproprietes: 3,
      nbLots: 322,
    });
    expect(corps.genereLe).not.toBeNull();
    expect(corps.detail.find((t) => t.code === '84')).toMatchObject({ niveau: 'REGION', nbCoproprietes: 2 });
  });

  it('commune : même forme que les autres niveaux, sans subdivision ; un arrondissement donne sa commune', async () => {
    const r = await visiteur.get(`${V1}/communes/69383`);
    expect(r.statusCode).toBe(200);
    const corps = r.json() as StatistiquesPubliques;
    expect(corps.version).toBe('v1');
    expect(corps.detail).toEqual([]);
    expect(corps.territoire).toMatchObject({ niveau: 'COMMUNE', code: '69123', nbCoproprietes: 2 });
    expect(corps.territoire).toEqual(
      (await visiteur.get('/api/public/statistiques/commune/69383')).json() as object,
    );
    expect(corps.territoire.partConformes).toBe(50);
  });

  it('séries : années et trimestres d’un territoire, comme la page', async () => {
    const annees = await visiteur.get(`${V1}/immatriculations/annees?niveau=DEPARTEMENT&code=69`);
    expect(annees.statusCode).toBe(200);
    const { version, ...serie } = annees.json() as SeriePubliqueImmatriculations;
    expect(version).toBe('v1');
    expect(serie).toEqual(
      (
        await visiteur.get(
          '/api/public/statistiques/chargementAnneeGeneration/false?niveau=DEPARTEMENT&code=69',
        )
      ).json() as object,
    );
    expect(serie.periodes.at(-1)).toMatchObject({ nbImmatriculations: 2 });
    const trimestres = await visiteur.get(`${V1}/immatriculations/trimestres`);
    expect(trimestres.statusCode).toBe(200);
    const t = trimestres.json() as SeriePubliqueImmatriculations;
    expect(t.territoire.niveau).toBe('NATIONAL');
    expect(t.periodes).toHaveLength(8);
  });

  it('ETag et Cache-Control ; 304 sans corps avec If-None-Match ; RateLimit-* annoncés', async () => {
    const r = await visiteur.get(`${V1}/departements/69`);
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    expect(r.headers.etag).toMatch(/^W\/"/);
    expect(r.headers['ratelimit-limit']).toBeDefined();
    expect(r.headers['ratelimit-remaining']).toBeDefined();
    expect(r.headers['ratelimit-reset']).toBeDefined();
    const encore = await visiteur.get(`${V1}/departements/69`, {
      headers: { 'if-none-match': r.headers.etag as string },
    });
    expect(encore.statusCode).toBe(304);
    expect(encore.body).toBe('');
    const autre = await visiteur.get(`${V1}/departements/34`, {
      headers: { 'if-none-match': r.headers.etag as string },
    });
    expect(autre.statusCode).toBe(200);
  });

  it('entrées mauvaises : 400 en français sur le champ, jamais 500', async () => {
    for (const url of [
      `${V1}/regions/8`,
      `${V1}/regions/abc`,
      `${V1}/departements/6`,
      `${V1}/departements/%25%27`,
      `${V1}/epci/12345`,
      `${V1}/communes/123`,
      `${V1}/immatriculations/annees?niveau=COMMUNE&code=${'9'.repeat(10_240)}`,
      `${V1}/conformite/2C`,
      `${V1}/immatriculations/annees?niveau=PAYS`,
      `${V1}/immatriculations/annees?niveau=DEPARTEMENT`,
      `${V1}/immatriculations/annees?niveau=DEPARTEMENT&code=%5C`,
      `${V1}/immatriculations/trimestres?inconnu=1`,
    ]) {
      const r = await visiteur.get(url);
      expect(r.statusCode, url.slice(0, 80)).toBe(400);
      expect((r.json() as { message: string }).message, url.slice(0, 80)).toMatch(/[a-zé]/);
    }
  });

  it('territoire inconnu du référentiel : 404', async () => {
    for (const url of [
      `${V1}/regions/99`,
      `${V1}/departements/96`,
      `${V1}/epci/999999999`,
      `${V1}/communes/99999`,
      `${V1}/conformite/96`,
      `${V1}/immatriculations/annees?niveau=COMMUNE&code=99999`,
    ]) {
      expect((await visiteur.get(url)).statusCode, url).toBe(404);
    }
  });

  it('document OpenAPI : chaque route v1 décrite en français, groupée sous « API publique v1 »', async () => {
    const doc = (await visiteur.get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { description?: string; tags?: string[]; summary?: string } }>;
    };
    const chemins = Object.keys(doc.paths).filter((c) => c.startsWith('/api/public/v1/'));
    expect(chemins.length).toBeGreaterThanOrEqual(12);
    for (const chemin of chemins) {
      const get = doc.paths[chemin]?.get;
      expect(get?.tags, chemin).toEqual(['API publique v1']);
      expect(get?.description, chemin).toContain('curl');
      expect(get?.description, chemin).toContain('RateLimit-Limit');
    }
  });
});

describe('limite par adresse des statistiques v1', () => {
  it('chaque route a sa limite : 429 en français au-delà, les autres routes restent ouvertes', async () => {
    const limite = await creerContexteTest({ limiteRequetesParMinute: LIMITE_GENERALE_PAR_DEFAUT });
    try {
      const client = new ClientTest(limite.app);
      for (let i = 0; i < LIMITE_API_OUVERTE_PAR_MINUTE; i += 1) await client.get(`${V1}/regions/99`);
      const refusee = await client.get(`${V1}/regions/99`);
      expect(refusee.statusCode).toBe(429);
      expect(refusee.headers['retry-after']).toBeDefined();
      expect((refusee.json() as { message: string }).message).toMatch(/^Trop de requêtes/);
      expect((await client.get(`${V1}/departements/96`)).statusCode).toBe(404);
    } finally {
      await limite.fermer();
    }
  });
});
