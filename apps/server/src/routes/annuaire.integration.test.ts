import {
  COLONNES_JEU_DE_DONNEES,
  LIBELLE_SYNDIC_BENEVOLE,
  SEUIL_TROP_DE_RESULTATS_ANNUAIRE,
} from '@registre/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, declaration, teledeclarant } from '../db/schema/index.js';
import { LIMITE_API_OUVERTE_PAR_MINUTE } from '../plugins/api-ouverte.js';
import { LIMITE_GENERALE_PAR_DEFAUT } from '../plugins/contrats.js';
import { genererJeuDeDonnees } from '../services/annuaire/jeu-de-donnees.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';

let ctx: ContexteTest;
let visiteur: ClientTest;
const ids: Record<string, number> = {};
const numeros: Record<string, string> = {};

const RECHERCHE = '/api/public/annuaire/rechercherAnnuaire';

async function copro(
  cle: string,
  etat: Parameters<typeof creerCoproprieteDeTest>[1]['etat'],
  nom: string,
  idTd: number | null = null,
  en?: { longitude: number; latitude: number; codeInsee?: string; codePostal?: string },
) {
  const c = await creerCoproprieteDeTest(ctx.db, {
    etat,
    nom,
    idTeledeclarantCourant: idTd,
    declarationCourante: true,
  });
  if (en) {
    await ctx.db
      .update(copropriete)
      .set({
        longitude: en.longitude,
        latitude: en.latitude,
        codeInsee: en.codeInsee ?? '69383',
        codePostal: en.codePostal ?? '69003',
        codeDepartement: (en.codeInsee ?? '69383').slice(0, 2),
      })
      .where(eq(copropriete.id, c.id));
  }
  ids[cle] = c.id;
  const [lue] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, c.id));
  numeros[cle] = lue?.numeroImmatriculation ?? '';
  return c;
}

const chercher = (body: unknown) =>
  visiteur.requete({ method: 'POST', url: RECHERCHE, payload: body as object });
const noms = (r: { json: () => unknown }) =>
  (r.json() as { coproprieteAnnuaireDTOList: { nom: string }[] }).coproprieteAnnuaireDTOList
    .map((l) => l.nom)
    .sort();

beforeAll(async () => {
  ctx = await creerContexteTest();
  visiteur = new ClientTest(ctx.app);
  const pro = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  const benevole = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
  await ctx.db
    .update(teledeclarant)
    .set({ raisonSociale: 'Cabinet Syndic Exemple' })
    .where(eq(teledeclarant.id, pro.idTeledeclarant as number));
  await ctx.db
    .update(teledeclarant)
    .set({ raisonSociale: 'Jeanne Particulier' })
    .where(eq(teledeclarant.id, benevole.idTeledeclarant as number));
  await copro('tilleuls', 'IMMATRICULEE_RATTACHEE', 'Les Tilleuls', pro.idTeledeclarant as number, {
    longitude: 4.85,
    latitude: 45.76,
  });
  await copro('elysee', 'IMMATRICULEE_RATTACHEE', 'Résidence Élysée', benevole.idTeledeclarant as number, {
    longitude: 4.8505,
    latitude: 45.7605,
  });
  await copro('pourcent', 'IMMATRICULEE_A_RATTACHER', '100% Béton', null, {
    longitude: 2.34,
    latitude: 48.87,
    codeInsee: '75102',
    codePostal: '75002',
  });
  await copro('apostrophe', 'DISSOUTE', "L'Étoile des Tilleuls", null);
  await copro('antislash', 'DISSOLUTION_EN_COURS', 'Barre\\Oblique', null);
  await copro('brouillon', 'BROUILLON', 'Tilleuls brouillon');
  await copro('demande', 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', 'Tilleuls en demande');
  await copro('refusee', 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES', 'Tilleuls refusés');
  await ctx.db
    .update(declaration)
    .set({ flagPerilPartiesCom: true, montantDettes: 123456 })
    .where(eq(declaration.idCopropriete, ids.tilleuls as number));
});

afterAll(async () => {
  await ctx?.fermer();
});

describe('POST api/public/annuaire/rechercherAnnuaire', () => {
  it('répond sans session et ne montre que les copropriétés du registre (ADR 0240)', async () => {
    const r = await chercher({ immatriculationOuNom: 'tilleuls' });
    expect(r.statusCode).toBe(200);
    expect(noms(r)).toEqual(["L'Étoile des Tilleuls", 'Les Tilleuls']);
    expect(r.headers['x-sicoproapp-error']).toBeUndefined();
  });

  it('« $ » commence par, « _ » un caractère, sans casse ni accents', async () => {
    expect(noms(await chercher({ immatriculationOuNom: '$les t' }))).toEqual(['Les Tilleuls']);
    expect(noms(await chercher({ immatriculationOuNom: 'ELYS_E' }))).toEqual(['Résidence Élysée']);
    expect(noms(await chercher({ immatriculationOuNom: 'e_oile' }))).toEqual(["L'Étoile des Tilleuls"]);
  });

  it("prend « % », « ' » et « \\ » littéralement", async () => {
    expect(noms(await chercher({ immatriculationOuNom: '100%' }))).toEqual(['100% Béton']);
    expect(noms(await chercher({ immatriculationOuNom: '%' }))).toEqual(['100% Béton']);
    expect(noms(await chercher({ immatriculationOuNom: "l'étoile" }))).toEqual(["L'Étoile des Tilleuls"]);
    expect(noms(await chercher({ immatriculationOuNom: 'e\\o' }))).toEqual(['Barre\\Oblique']);
    expect(noms(await chercher({ immatriculationOuNom: '\\' }))).toEqual(['Barre\\Oblique']);
  });

  it('trouve par numéro d’immatriculation, avec ou sans tirets en recherche avancée', async () => {
    const numero = numeros.tilleuls as string;
    expect(noms(await chercher({ immatriculationOuNom: numero }))).toEqual(['Les Tilleuls']);
    const tirets = `${numero.slice(0, 3)}-${numero.slice(3, 6)}-${numero.slice(6)}`;
    expect(noms(await chercher({ isRechercheAvancee: true, numeroImmatriculation: tirets }))).toEqual([
      'Les Tilleuls',
    ]);
  });

  it('recherche avancée : statuts, département, commune, mise à jour annuelle', async () => {
    expect(
      noms(await chercher({ isRechercheAvancee: true, statutsCopropriete: ['DISSOUTE', 'EN_COURS'] })),
    ).toEqual(['Barre\\Oblique', "L'Étoile des Tilleuls"]);
    expect(noms(await chercher({ isRechercheAvancee: true, codeDepartement: '75' }))).toEqual(['100% Béton']);
    expect(noms(await chercher({ isRechercheAvancee: true, commune: '$paris 2' }))).toEqual(['100% Béton']);
    expect(
      noms(await chercher({ isRechercheAvancee: true, statutsRattachement: ['NON_RATTACHEE'] })),
    ).toEqual(['100% Béton']);
    const aFaire = noms(await chercher({ isRechercheAvancee: true, majAnnuelle: 'A_FAIRE' }));
    expect(aFaire).toHaveLength(5);
  });

  it('adresse choisie : les copropriétés proches, de la plus proche à la plus lointaine, avec leur distance', async () => {
    const r = await chercher({
      adresseNonStructuree: { voie: 'rue des Essais', codePostal: '69003', x: 4.8504, y: 45.7604 },
    });
    expect(r.statusCode).toBe(200);
    const lignes = (r.json() as { coproprieteAnnuaireDTOList: { nom: string; distanceMetres: number }[] })
      .coproprieteAnnuaireDTOList;
    expect(lignes.map((l) => l.nom)).toEqual(['Résidence Élysée', 'Les Tilleuls']);
    expect(lignes[0]?.distanceMetres).toBeLessThan(lignes[1]?.distanceMetres as number);
    expect(r.headers['x-sicoproapp-error']).toBeUndefined();
  });

  it('adresse non choisie : cherchée par son texte, X-sicoproApp-error « nonGeolocalise »', async () => {
    const r = await chercher({
      adresseNonSelectionnee: true,
      adresseNonStructuree: { voie: 'rue des Essais', codePostal: '75002' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-sicoproapp-error']).toBe('nonGeolocalise');
    expect((r.json() as { avertissement: string }).avertissement).toBe('nonGeolocalise');
  });

  it('entrées mauvaises : 400 en français, jamais 500', async () => {
    const cas: unknown[] = [
      {},
      { isRechercheAvancee: true },
      { immatriculationOuNom: 'x'.repeat(10_240) },
      { immatriculationOuNom: 'a', paginationOptions: { pageSize: 101 } },
      { immatriculationOuNom: 'a', paginationOptions: { pageNumber: 0 } },
      { immatriculationOuNom: 'a', paginationOptions: { sortField: 'siret' } },
      { immatriculationOuNom: 42 },
      { immatriculationOuNom: 'a', champInconnu: true },
      { isRechercheAvancee: true, codeDepartement: "75' OR 1=1" },
      { isRechercheAvancee: true, statutsCopropriete: ['SUPPRIMEE'] },
      { adresseNonStructuree: { x: 500, y: 2 } },
    ];
    for (const body of cas) {
      const r = await chercher(body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((r.json() as { message: string }).message).toMatch(/[a-zé]/);
    }
    const vide = await chercher({});
    expect(JSON.stringify(vide.json())).toContain('Renseignez au moins un champ de recherche.');
    const malforme = await visiteur.requete({
      method: 'POST',
      url: RECHERCHE,
      payload: '{"immatriculationOuNom": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malforme.statusCode).toBe(400);
  });

  it('au-delà du seuil : X-sicoproApp-error « tropDeResultats », total borné, la page est servie', async () => {
    await ctx.db.execute(sql`
      INSERT INTO copropriete (etat, nom, numero_immatriculation, code_postal)
      SELECT 'IMMATRICULEE_A_RATTACHER', 'Masse ' || g, 'ZZ' || lpad(g::text, 7, '0'), '13001'
      FROM generate_series(1, ${SEUIL_TROP_DE_RESULTATS_ANNUAIRE + 5}) g`);
    const r = await chercher({
      immatriculationOuNom: '$masse',
      paginationOptions: { pageSize: 100, pageNumber: 2 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-sicoproapp-error']).toBe('tropDeResultats');
    const corps = r.json() as { totalItems: number; coproprieteAnnuaireDTOList: unknown[] };
    expect(corps.totalItems).toBe(SEUIL_TROP_DE_RESULTATS_ANNUAIRE);
    expect(corps.coproprieteAnnuaireDTOList).toHaveLength(100);
    const moins = await chercher({ isRechercheAvancee: true, codePostal: '13001', nom: 'masse 99' });
    expect(moins.headers['x-sicoproapp-error']).toBeUndefined();
    expect((moins.json() as { totalItems: number }).totalItems).toBe(11);
  });
});

describe('GET api/public/annuaire/coproannuairedetail/{id}', () => {
  it('rend les champs publics seulement : syndic professionnel nommé, bénévole anonymisé, arrêtés', async () => {
    const r = await visiteur.get(`/api/public/annuaire/coproannuairedetail/${ids.tilleuls}`);
    expect(r.statusCode).toBe(200);
    const fiche = r.json() as Record<string, unknown>;
    expect(fiche.nom).toBe('Les Tilleuls');
    expect(fiche.nomSyndic).toBe('Cabinet Syndic Exemple');
    expect(fiche.statut).toBe('IMMATRICULEE');
    expect((fiche.procedures as Record<string, boolean>).arretePeril).toBe(true);
    for (const prive of [
      'siret',
      'montantDettes',
      'idTeledeclarantCourant',
      'etat',
      'idDeclarationCourante',
    ]) {
      expect(fiche).not.toHaveProperty(prive);
    }
    expect(JSON.stringify(fiche)).not.toContain('123456');
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    expect(r.headers['set-cookie']).toBeUndefined();
    const benevole = (
      await visiteur.get(`/api/public/annuaire/coproannuairedetail/${ids.elysee}`)
    ).json() as {
      nomSyndic: string;
    };
    expect(benevole.nomSyndic).toBe(LIBELLE_SYNDIC_BENEVOLE);
    expect(JSON.stringify(benevole)).not.toContain('Jeanne');
  });

  it('404 pour une copropriété hors du registre ou inconnue ; 400 pour un identifiant faux', async () => {
    for (const cle of ['brouillon', 'demande', 'refusee']) {
      expect((await visiteur.get(`/api/public/annuaire/coproannuairedetail/${ids[cle]}`)).statusCode).toBe(
        404,
      );
    }
    expect((await visiteur.get('/api/public/annuaire/coproannuairedetail/2147483647')).statusCode).toBe(404);
    for (const faux of ['abc', '-1', '0', '1.5', '99999999999', "1'"]) {
      expect((await visiteur.get(`/api/public/annuaire/coproannuairedetail/${faux}`)).statusCode).toBe(400);
    }
  });

  it('fiche PDF de l’annuaire : un vrai PDF nommé par le numéro, sans donnée financière', async () => {
    const r = await visiteur.get(`/api/public/annuaire/coproannuairedetail/${ids.tilleuls}/fiche`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.headers['content-disposition']).toContain(`${numeros.tilleuls}_fiche_annuaire_`);
    expect(
      (await visiteur.get(`/api/public/annuaire/coproannuairedetail/${ids.brouillon}/fiche`)).statusCode,
    ).toBe(404);
  });
});

describe('GET api/public/annuaire/adresses/{autocompletion,recherche} (adaptateur local)', () => {
  it('répond sans session : 10 propositions au plus, liste vide pour une adresse inconnue', async () => {
    const r = await visiteur.get(
      `/api/public/annuaire/adresses/autocompletion?q=${encodeURIComponent('5 rue de la loge')}`,
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ disponible: true, message: null });
    expect(r.json().resultats[0].properties.label).toBe('5 Rue de la Loge 34000 Montpellier');
    const paris = await visiteur.get('/api/public/annuaire/adresses/recherche?q=Paris');
    expect(paris.statusCode).toBe(200);
    expect(paris.json().resultats).toHaveLength(10);
    const inconnue = await visiteur.get(
      `/api/public/annuaire/adresses/recherche?q=${encodeURIComponent('999 rue imaginaire')}`,
    );
    expect(inconnue.json()).toEqual({ disponible: true, message: null, resultats: [] });
  });

  it('400 en français pour une saisie absente, trop courte ou trop longue', async () => {
    const court = await visiteur.get('/api/public/annuaire/adresses/recherche?q=ab');
    expect(court.statusCode).toBe(400);
    expect(JSON.stringify(court.json())).toContain("L'adresse");
    expect((await visiteur.get('/api/public/annuaire/adresses/autocompletion')).statusCode).toBe(400);
    const long = await visiteur.get(`/api/public/annuaire/adresses/recherche?q=${'a'.repeat(10_240)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('API publique v1', () => {
  it('recherche : JSON aux noms stables, pages, ETag et 304, limite annoncée par RateLimit-*', async () => {
    const r = await visiteur.get('/api/public/v1/coproprietes?q=tilleuls&taille=1');
    expect(r.statusCode).toBe(200);
    const corps = r.json() as {
      version: string;
      total: number;
      taille: number;
      coproprietes: Record<string, unknown>[];
    };
    expect(corps.version).toBe('v1');
    expect(corps.total).toBe(2);
    expect(corps.coproprietes).toHaveLength(1);
    expect(corps.coproprietes[0]).not.toHaveProperty('id');
    expect(r.headers.etag).toMatch(/^W\/"/);
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    expect(r.headers['ratelimit-limit']).toBeDefined();
    expect(r.headers['ratelimit-remaining']).toBeDefined();
    expect(r.headers['set-cookie']).toBeUndefined();
    const encore = await visiteur.get('/api/public/v1/coproprietes?q=tilleuls&taille=1', {
      headers: { 'if-none-match': r.headers.etag as string },
    });
    expect(encore.statusCode).toBe(304);
    expect(encore.body).toBe('');
    const autre = await visiteur.get('/api/public/v1/coproprietes?q=tilleuls&taille=2', {
      headers: { 'if-none-match': r.headers.etag as string },
    });
    expect(autre.statusCode).toBe(200);
  });

  it('recherche : mauvaises entrées 400', async () => {
    for (const q of [
      '',
      '?taille=0&q=a',
      '?taille=101&q=a',
      '?page=abc&q=a',
      '?codeInsee=123&q=a',
      '?inconnu=1&q=a',
      `?q=${'x'.repeat(10_240)}`,
    ]) {
      const r = await visiteur.get(`/api/public/v1/coproprietes${q}`);
      expect(r.statusCode, q.slice(0, 40)).toBe(400);
    }
  });

  it('fiche par numéro : 200 pour une copropriété du registre, 404 sinon, 400 pour un numéro mal formé', async () => {
    const r = await visiteur.get(`/api/public/v1/coproprietes/${numeros.tilleuls}`);
    expect(r.statusCode).toBe(200);
    expect((r.json() as { nom: string }).nom).toBe('Les Tilleuls');
    expect((await visiteur.get(`/api/public/v1/coproprietes/${numeros.refusee}`)).statusCode).toBe(404);
    expect((await visiteur.get('/api/public/v1/coproprietes/QQ0000001')).statusCode).toBe(404);
    expect((await visiteur.get('/api/public/v1/coproprietes/%25%27')).statusCode).toBe(400);
  });

  it('jeu de données CSV : en-tête des colonnes publiques, copropriétés du registre seulement', async () => {
    expect((await genererJeuDeDonnees(ctx.db, new Date())).statut).toBe('genere');
    const r = await visiteur.get('/api/public/v1/jeu-de-donnees/coproprietes.csv');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const lignes = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lignes[0]).toBe(COLONNES_JEU_DE_DONNEES.join(';'));
    expect(r.body).toContain('Les Tilleuls');
    expect(r.body).toContain(LIBELLE_SYNDIC_BENEVOLE);
    expect(r.body).not.toContain('Tilleuls brouillon');
    expect(r.body).not.toContain('Jeanne');
    expect(lignes.length).toBeGreaterThan(SEUIL_TROP_DE_RESULTATS_ANNUAIRE + 5);
  });
});

describe('limite par adresse de l’API ouverte', () => {
  it('au-delà de la limite : 429 en français avec Retry-After ; la limite générale reste intacte', async () => {
    const limite = await creerContexteTest({ limiteRequetesParMinute: LIMITE_GENERALE_PAR_DEFAUT });
    try {
      const client = new ClientTest(limite.app);
      const premiere = await client.get('/api/public/v1/coproprietes/QQ0000001');
      expect(premiere.headers['ratelimit-limit']).toBe(String(LIMITE_API_OUVERTE_PAR_MINUTE));
      expect(premiere.headers['ratelimit-remaining']).toBe(String(LIMITE_API_OUVERTE_PAR_MINUTE - 1));
      for (let i = 1; i < LIMITE_API_OUVERTE_PAR_MINUTE; i += 1) {
        await client.get('/api/public/v1/coproprietes/QQ0000001');
      }
      const refusee = await client.get('/api/public/v1/coproprietes/QQ0000001');
      expect(refusee.statusCode).toBe(429);
      expect(refusee.headers['retry-after']).toBeDefined();
      expect((refusee.json() as { message: string }).message).toMatch(/^Trop de requêtes/);
      // La limite générale de l'API n'est pas entamée par l'API ouverte.
      expect((await client.get('/api/health')).statusCode).toBe(200);
    } finally {
      await limite.fermer();
    }
  });
});
