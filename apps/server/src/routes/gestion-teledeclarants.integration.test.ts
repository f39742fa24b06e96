import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { estSiretValide, type LigneTeledeclarant, type Profil } from '@registre/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compte,
  copropriete,
  evenementJournal,
  lettre,
  mandat,
  session,
  teledeclarant,
} from '../db/schema/index.js';
import { hacherMotDePasse } from '../services/mots-de-passe.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';

const pem = (nom: string) => readFileSync(new URL(`../test/certificats/${nom}`, import.meta.url), 'utf8');

let ctx: ContexteTest;
let teneur: ClientTest;
let hotlineGestionnaire: ClientTest;
let syndic: ClientTest;

/** SIRET dont la clé de contrôle est exacte, construit à partir de 13 chiffres. */
function siretValide(debut: string): string {
  for (let cle = 0; cle <= 9; cle += 1) {
    if (estSiretValide(`${debut}${cle}`)) return `${debut}${cle}`;
  }
  throw new Error(`Aucune clé pour ${debut}`);
}

type NouveauTd = typeof teledeclarant.$inferInsert;

async function insererTd(valeurs: Partial<NouveauTd> & Pick<NouveauTd, 'type' | 'statut'>) {
  const [td] = await ctx.db.insert(teledeclarant).values(valeurs).returning();
  return td!;
}

let numeroCompte = 0;
async function insererCompte(
  idTeledeclarant: number,
  valeurs: {
    nom?: string;
    prenom?: string;
    email?: string;
    profil?: Profil;
    admin?: boolean;
    motDePasse?: boolean;
  },
) {
  numeroCompte += 1;
  const email = valeurs.email ?? `utilisateur.${numeroCompte}@gestion-td.fr`;
  const [c] = await ctx.db
    .insert(compte)
    .values({
      login: email.toLowerCase(),
      email,
      nom: valeurs.nom ?? 'Nom',
      prenom: valeurs.prenom ?? 'Prénom',
      profil: valeurs.profil ?? 'TELE_PRO_ADMIN_PRINC',
      statut: 'ACTIF',
      activated: true,
      idTeledeclarant,
      adminPrincipal: valeurs.admin ?? true,
      motDePasseHash: valeurs.motDePasse ? await hacherMotDePasse('Mot-de-passe-Test-2026!') : null,
    })
    .returning();
  return c!;
}

// Jeu de données isolé par ses codes postaux en 98xxx.
let A: typeof teledeclarant.$inferSelect;
let B: typeof teledeclarant.$inferSelect;
let C: typeof teledeclarant.$inferSelect;
let D: typeof teledeclarant.$inferSelect;
let E: typeof teledeclarant.$inferSelect;
const SIRET_A = siretValide('7328293200007');
const SIRET_C = siretValide('5524201900012');

beforeAll(async () => {
  ctx = await creerContexteTest();
  teneur = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' })).login,
  );
  hotlineGestionnaire = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_GES' })).login,
  );
  syndic = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' })).login,
  );

  A = await insererTd({
    type: 'PRO',
    statut: 'ACTIF',
    raisonSociale: 'Cabinet Lumière',
    siret: SIRET_A,
    codePostal: '98000',
    localite: 'Éragny-sur-Oise',
    codeApe: '68.32A',
    telephone: '01 23 45 67 89',
    adresseLigne1: 'CABINET LUMIERE',
    adresseLigne4: '12 RUE DES LILAS',
    adresseLigne6: '98000 ERAGNY SUR OISE',
    representantCivilite: 'MME',
    representantNom: 'Dupré',
    representantPrenom: 'Hélène',
    certificat1SubjectDn: 'CN=Ancien,O=Cabinet Lumiere,C=FR',
    certificat1IssuerDn: 'CN=AC ancienne,C=FR',
  });
  await insererCompte(A.id, {
    nom: 'Dupré',
    prenom: 'Hélène',
    email: 'helene.dupre@lumiere.fr',
    motDePasse: true,
  });
  await insererCompte(A.id, { nom: 'Zola', prenom: 'Émile', profil: 'TELE_PRO_GESTION', admin: false });
  const supprime = await insererCompte(A.id, { nom: 'Ancien', profil: 'TELE_PRO_GESTION', admin: false });
  await ctx.db.update(compte).set({ statut: 'SUPPRIME' }).where(eq(compte.id, supprime.id));

  B = await insererTd({
    type: 'NON_PRO',
    statut: 'ATT_ACTIVATION',
    raisonSociale: 'Syndic bénévole des Tilleuls',
    codePostal: '98100',
    localite: 'Saint-Étienne',
  });
  await insererCompte(B.id, {
    nom: 'Martin',
    prenom: 'Paul',
    email: 'paul.martin@exemple.fr',
    profil: 'TELE_NONPRO_ADMIN_PRINC',
  });
  C = await insererTd({
    type: 'NOTAIRE',
    statut: 'ATT_FIN_IMM_NOT',
    raisonSociale: 'Étude Maître Durand',
    siret: SIRET_C,
    codePostal: '98200',
    localite: 'Paris',
    codeApe: '69.10Z',
  });
  await insererCompte(C.id, {
    nom: 'Durand',
    prenom: 'Éloïse',
    email: 'etude.durand@notaires.fr',
    profil: 'NOTAIRE_ADMIN',
    motDePasse: true,
  });
  D = await insererTd({
    type: 'PRO',
    statut: 'SUPPRIME',
    raisonSociale: 'Lumière Gestion',
    codePostal: '98300',
    localite: 'Lyon',
    codeApe: '68.32A',
  });
  E = await insererTd({
    type: 'PRO',
    statut: 'ATT_CREA_COMPTE',
    raisonSociale: 'Immo Lumineux',
    siret: siretValide('4432182200001'),
    codePostal: '98400',
    localite: 'Lumio',
  });
}, 120_000);

afterAll(async () => {
  await ctx.fermer();
});

const rechercher = (client: ClientTest, criteres: Record<string, unknown>) =>
  client.requete({ method: 'POST', url: '/api/teledeclarants', payload: criteres });

/** Identifiants trouvés parmi le jeu de données (codes postaux 98xxx). */
async function trouves(criteres: Record<string, unknown>): Promise<number[]> {
  const r = await rechercher(teneur, { codePostal: '$98', ...criteres });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().teledeclarantDTOList as LigneTeledeclarant[]).map((l) => l.id).sort((x, y) => x - y);
}

const ids = (...tds: { id: number }[]) => tds.map((t) => t.id).sort((x, y) => x - y);

describe('POST /api/teledeclarants (recherche)', () => {
  it('sans critère de statut, écarte les télédéclarants supprimés et renvoie lignes et total', async () => {
    const r = await rechercher(teneur, { codePostal: '$98' });
    expect(r.statusCode).toBe(200);
    const corps = r.json();
    expect(corps.totalItems).toBe(4);
    expect(corps.teledeclarantDTOList.map((l: LigneTeledeclarant) => l.id)).not.toContain(D.id);
    const ligneA = corps.teledeclarantDTOList.find((l: LigneTeledeclarant) => l.id === A.id);
    expect(ligneA).toEqual({
      id: A.id,
      raisonSociale: 'Cabinet Lumière',
      siret: SIRET_A,
      type: 'PRO',
      codePostal: '98000',
      commune: 'Éragny-sur-Oise',
      codeApe: '68.32A',
      statut: 'ACTIF',
      idAdmin: expect.any(Number),
      nomAdmin: 'Dupré',
      prenomAdmin: 'Hélène',
      emailAdmin: 'helene.dupre@lumiere.fr',
      motDePasseCree: true,
    });
  });

  it('recherche par raison sociale : contient, sans accents ni casse, « $ » commence par, « _ » un caractère', async () => {
    expect(await trouves({ raisonSociale: 'lumiere' })).toEqual(ids(A));
    expect(await trouves({ raisonSociale: 'LUMIÈRE' })).toEqual(ids(A));
    expect(await trouves({ raisonSociale: '$lumi' })).toEqual([]);
    expect(await trouves({ raisonSociale: '$lumi', statut: 'SUPPRIME' })).toEqual(ids(D));
    expect(await trouves({ raisonSociale: '$cabinet l_miere' })).toEqual(ids(A));
    expect(await trouves({ raisonSociale: 'lumi' })).toEqual(ids(A, E));
    expect(await trouves({ raisonSociale: '100%' })).toEqual([]);
  });

  it('recherche par identifiant, SIRET, type et code postal', async () => {
    expect(await trouves({ id: C.id })).toEqual(ids(C));
    expect(await trouves({ siret: `$${SIRET_A.slice(0, 5)}` })).toEqual(ids(A));
    expect(await trouves({ siret: SIRET_C.slice(3, 9) })).toEqual(ids(C));
    expect(await trouves({ siret: '732 829' })).toEqual(ids(A));
    expect(await trouves({ type: 'NON_PRO' })).toEqual(ids(B));
    expect(await trouves({ type: 'NOTAIRE' })).toEqual(ids(C));
    const r = await rechercher(teneur, { codePostal: '$981' });
    expect(r.json().teledeclarantDTOList.map((l: LigneTeledeclarant) => l.id)).toEqual([B.id]);
  });

  it('recherche par commune, nom, prénom et adresse de l’administrateur principal', async () => {
    expect(await trouves({ commune: 'etienne' })).toEqual(ids(B));
    expect(await trouves({ commune: '$ERAGNY' })).toEqual(ids(A));
    expect(await trouves({ nomAdmin: 'dupre' })).toEqual(ids(A));
    expect(await trouves({ nomAdmin: 'zola' })).toEqual([]);
    expect(await trouves({ prenomAdmin: 'ELOISE' })).toEqual(ids(C));
    expect(await trouves({ email: 'notaires' })).toEqual(ids(C));
    expect(await trouves({ email: '$paul.' })).toEqual(ids(B));
  });

  it('recherche par statut, mot de passe créé et code APE', async () => {
    expect(await trouves({ statut: 'ATT_FIN_IMM_NOT' })).toEqual(ids(C));
    expect(await trouves({ motDePasseCree: true })).toEqual(ids(A, C));
    expect(await trouves({ motDePasseCree: false })).toEqual(ids(B, E));
    expect(await trouves({ codeApe: '6832a' })).toEqual(ids(A));
    expect(await trouves({ codeApe: '68.32A' })).toEqual(ids(A));
    expect(await trouves({ codeApe: '$69' })).toEqual(ids(C));
  });

  it('combine les critères (et logique)', async () => {
    expect(await trouves({ raisonSociale: 'lumi', type: 'PRO', motDePasseCree: false })).toEqual(ids(E));
  });

  it('pagine en SQL : taille, numéro de page, total, tri par colonne dans les deux sens', async () => {
    const page = async (pageNumber: number, sortField: string | null, sortDirection: string | null) => {
      const r = await rechercher(teneur, {
        codePostal: '$98',
        paginationOptions: { pageNumber, pageSize: 2, sortField, sortDirection },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { teledeclarantDTOList: LigneTeledeclarant[]; totalItems: number };
    };
    const p1 = await page(1, 'raisonSociale', 'ASC');
    const p2 = await page(2, 'raisonSociale', 'ASC');
    const p3 = await page(3, 'raisonSociale', 'ASC');
    expect(p1.totalItems).toBe(4);
    expect(p3.totalItems).toBe(4);
    expect(p3.teledeclarantDTOList).toEqual([]);
    expect([...p1.teledeclarantDTOList, ...p2.teledeclarantDTOList].map((l) => l.raisonSociale)).toEqual([
      'Cabinet Lumière',
      'Étude Maître Durand',
      'Immo Lumineux',
      'Syndic bénévole des Tilleuls',
    ]);
    const desc = await page(1, 'raisonSociale', 'DESC');
    expect(desc.teledeclarantDTOList.map((l) => l.raisonSociale)).toEqual([
      'Syndic bénévole des Tilleuls',
      'Immo Lumineux',
    ]);
    const parAdmin = await rechercher(teneur, {
      codePostal: '$98',
      paginationOptions: { pageSize: 10, sortField: 'nomAdmin', sortDirection: 'ASC' },
    });
    expect(parAdmin.json().teledeclarantDTOList.map((l: LigneTeledeclarant) => l.nomAdmin)).toEqual([
      'Dupré',
      'Durand',
      'Martin',
      null,
    ]);
    const parDefaut = await page(1, null, null);
    expect(parDefaut.teledeclarantDTOList.map((l) => l.id)).toEqual([E.id, C.id]);
  });

  it.each([
    ['une page 0', { paginationOptions: { pageNumber: 0 } }],
    ['une taille de page de 0', { paginationOptions: { pageSize: 0 } }],
    ['une taille de page de 101', { paginationOptions: { pageSize: 101 } }],
    ['une colonne de tri inconnue', { paginationOptions: { sortField: 'motDePasseHash' } }],
    ['un sens de tri inconnu', { paginationOptions: { sortDirection: 'HAUT' } }],
    ['un critère inconnu', { nom: 'Dupont' }],
    ['un SIRET avec des lettres', { siret: 'ABC' }],
    ['un code postal trop long', { codePostal: '980000' }],
    ['un statut inconnu', { statut: 'EN_SOMMEIL' }],
    ['un type inconnu', { type: 'teneur' }],
    ['un identifiant négatif', { id: -3 }],
    ['un critère trop long', { raisonSociale: 'x'.repeat(101) }],
  ])('400 pour %s, avec un message en français', async (_nom, criteres) => {
    const r = await rechercher(teneur, criteres);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/requête|critère/);
    expect(r.json().champs.length).toBeGreaterThan(0);
  });

  it('401 sans session, 403 pour un profil de télédéclarant', async () => {
    expect((await rechercher(new ClientTest(ctx.app), {})).statusCode).toBe(401);
    expect((await rechercher(syndic, {})).statusCode).toBe(403);
  });
});

describe('GET /api/teledeclarants/:id et GET /api/utilisateurs/teledeclarant/:id', () => {
  it('rend la fiche : type, établissement, représentant légal, adresse, service web', async () => {
    const r = await teneur.get(`/api/teledeclarants/${A.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      id: A.id,
      type: 'PRO',
      statut: 'ACTIF',
      raisonSociale: 'Cabinet Lumière',
      siret: SIRET_A,
      adresse: { l1: 'CABINET LUMIERE', l4: '12 RUE DES LILAS', l6: '98000 ERAGNY SUR OISE', l2: null },
      representantLegal: { civilite: 'MME', nom: 'Dupré', prenom: 'Hélène', adresse: { pays: 'FRANCE' } },
      parametresServiceWeb: {
        certificat1: { subjectDn: 'CN=Ancien,O=Cabinet Lumiere,C=FR', issuerDn: 'CN=AC ancienne,C=FR' },
        certificat2: null,
      },
      nbCopro: 0,
    });
  });

  it('rend le télédéclarant avec ses comptes non supprimés, administrateur principal en tête', async () => {
    const r = await hotlineGestionnaire.get(`/api/utilisateurs/teledeclarant/${A.id}`);
    expect(r.statusCode).toBe(200);
    const { teledeclarant: td, utilisateurs } = r.json();
    expect(td.id).toBe(A.id);
    expect(utilisateurs.map((u: { nom: string }) => u.nom)).toEqual(['Dupré', 'Zola']);
    expect(utilisateurs[0]).toMatchObject({ adminPrincipal: true, motDePasseCree: true, statut: 'ACTIF' });
    expect(utilisateurs[1]).toMatchObject({ adminPrincipal: false, motDePasseCree: false });
  });

  it('404 pour un télédéclarant inconnu, 400 pour un identifiant invalide', async () => {
    expect((await teneur.get('/api/teledeclarants/987654')).statusCode).toBe(404);
    expect((await teneur.get('/api/utilisateurs/teledeclarant/987654')).statusCode).toBe(404);
    const invalide = await teneur.get('/api/teledeclarants/abc');
    expect(invalide.statusCode).toBe(400);
    expect(invalide.json().message).toBe('Le chemin de la requête contient des valeurs invalides.');
  });

  it('401 sans session, 403 pour un profil de télédéclarant', async () => {
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(`/api/teledeclarants/${A.id}`)).statusCode).toBe(401);
    expect((await anonyme.get(`/api/utilisateurs/teledeclarant/${A.id}`)).statusCode).toBe(401);
    expect((await syndic.get(`/api/teledeclarants/${A.id}`)).statusCode).toBe(403);
    expect((await syndic.get(`/api/utilisateurs/teledeclarant/${A.id}`)).statusCode).toBe(403);
  });
});

/** Corps complet d'une modification à partir de la fiche actuelle. */
async function corpsModification(id: number, changements: Record<string, unknown> = {}) {
  const f = (await teneur.get(`/api/teledeclarants/${id}`)).json();
  const vide = (v: string | null) => v ?? '';
  return {
    id,
    raisonSociale: f.raisonSociale,
    siret: vide(f.siret),
    codeApe: vide(f.codeApe),
    libelleActivite: vide(f.libelleActivite),
    typeEtablissement: vide(f.typeEtablissement),
    telephone: vide(f.telephone),
    adresse: Object.fromEntries(Object.entries(f.adresse).map(([k, v]) => [k, vide(v as string | null)])),
    codePostal: vide(f.codePostal),
    commune: vide(f.commune),
    representantLegal: {
      civilite: f.representantLegal.civilite,
      nom: vide(f.representantLegal.nom),
      prenom: vide(f.representantLegal.prenom),
      email: vide(f.representantLegal.email),
      telephone: vide(f.representantLegal.telephone),
      adresse: Object.fromEntries(
        Object.entries(f.representantLegal.adresse).map(([k, v]) => [k, vide(v as string | null)]),
      ),
    },
    statut: f.statut,
    ...changements,
  };
}

const modifier = (client: ClientTest, corps: unknown) =>
  client.requete({ method: 'PUT', url: '/api/utilisateurs/teledeclarant', payload: corps as object });

async function evenements(type: string, idCible: number) {
  return ctx.db
    .select()
    .from(evenementJournal)
    .where(and(sql`${evenementJournal.typeEvenement} = ${type}`, eq(evenementJournal.idCible, idCible)));
}

/**
 * Télédéclarant propre à un test de modification : le jeu commun (A à E) n'est jamais modifié, aucun test
 * ne dépend de ce qu'un autre a écrit.
 */
let numeroModifiable = 0;
async function tdModifiable(valeurs: Partial<NouveauTd> = {}) {
  numeroModifiable += 1;
  return insererTd({
    type: 'PRO',
    statut: 'ACTIF',
    raisonSociale: `Cabinet modifiable ${numeroModifiable}`,
    siret: siretValide(`8123456${String(numeroModifiable).padStart(6, '0')}`),
    codePostal: '96000',
    localite: 'Lumio',
    codeApe: '68.32A',
    ...valeurs,
  });
}

describe('PUT /api/utilisateurs/teledeclarant (mise à jour par le teneur)', () => {
  it('enregistre établissement, représentant légal et certificats, et journalise', async () => {
    const T = await tdModifiable({ certificat1SubjectDn: 'CN=Ancien,O=Cabinet,C=FR' });
    const corps = await corpsModification(T.id, {
      raisonSociale: 'Cabinet Lumière et Associés',
      telephone: '01 98 76 54 32',
      codeApe: '6832a',
      certificat1: { action: 'remplacer', pem: pem('autosigne.pem'), nomFichier: 'autosigne.pem' },
      certificat2: { action: 'remplacer', pem: pem('emis-par-ac.pem') },
    });
    corps.representantLegal = {
      ...corps.representantLegal,
      email: 'Helene.Dupre@Lumiere.fr',
      telephone: '+33 6 12 34 56 78',
      adresse: { ...corps.representantLegal.adresse, voie: ' 3 place de la Mairie ', pays: '' },
    };
    const r = await modifier(teneur, corps);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      raisonSociale: 'Cabinet Lumière et Associés',
      telephone: '01 98 76 54 32',
      codeApe: '68.32A',
      representantLegal: {
        email: 'helene.dupre@lumiere.fr',
        // Même normalisation que l'inscription et « Mon établissement » (ADR 0115).
        telephone: '0612345678',
        adresse: { voie: '3 place de la Mairie', pays: 'FRANCE', lieuDit: null },
      },
      parametresServiceWeb: {
        certificat1: {
          subjectDn: 'C=FR,O=Cabinet Lumiere,CN=Syndic test',
          issuerDn: 'C=FR,O=Cabinet Lumiere,CN=Syndic test',
        },
        certificat2: {
          subjectDn: 'CN=Syndic test,O=Cabinet Lumière\\, fils,C=FR',
          issuerDn: 'CN=AC de test du registre,O=Registre des coproprietes,C=FR',
        },
      },
    });
    const [ligne] = await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, T.id));
    expect(ligne?.certificat2IssuerDn).toBe('CN=AC de test du registre,O=Registre des coproprietes,C=FR');
    const [entree] = await evenements('MODIFICATION_TELEDECLARANT', T.id);
    expect(entree?.detail).toMatchObject({ certificat1: expect.stringContaining('remplacé') });
    expect(String(entree?.detail?.champs)).toContain('raisonSociale');
    expect(entree?.categorie).toBe('TELEDECLARANT');
  });

  it('retire un certificat et conserve l’autre', async () => {
    const T = await tdModifiable({
      certificat1SubjectDn: 'CN=Premier,O=Cabinet,C=FR',
      certificat1IssuerDn: 'CN=AC,C=FR',
      certificat2SubjectDn: 'CN=Second,O=Cabinet,C=FR',
      certificat2IssuerDn: 'CN=AC,C=FR',
    });
    const r = await modifier(teneur, await corpsModification(T.id, { certificat1: { action: 'retirer' } }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().parametresServiceWeb.certificat1).toBeNull();
    expect(r.json().parametresServiceWeb.certificat2.subjectDn).toBe('CN=Second,O=Cabinet,C=FR');
  });

  it.each([
    ['PKCS#8', 'pkcs8'],
    ['PKCS#1 (RSA)', 'pkcs1'],
  ] as const)(
    'refuse un fichier qui contient une clé privée %s, sans rien enregistrer',
    async (_nom, format) => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const cle = privateKey.export({ type: format, format: 'pem' }).toString();
      const T = await tdModifiable({ raisonSociale: 'Cabinet intact' });
      const r = await modifier(
        teneur,
        await corpsModification(T.id, {
          raisonSociale: 'Ne doit pas être enregistrée',
          certificat1: { action: 'remplacer', pem: `${cle}\n${pem('autosigne.pem')}` },
        }),
      );
      expect(r.statusCode).toBe(400);
      expect(r.json().champs).toEqual([
        { champ: 'certificat1', message: expect.stringContaining('clé privée') },
      ]);
      const [ligne] = await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, T.id));
      expect(ligne?.raisonSociale).toBe('Cabinet intact');
      expect(ligne?.certificat1SubjectDn).toBeNull();
    },
  );

  it('refuse un certificat expiré et un fichier qui n’est pas un certificat', async () => {
    const expire = await modifier(
      teneur,
      await corpsModification(A.id, { certificat2: { action: 'remplacer', pem: pem('expire.pem') } }),
    );
    expect(expire.statusCode).toBe(400);
    expect(expire.json().champs[0]).toMatchObject({
      champ: 'certificat2',
      message: expect.stringContaining('expiré'),
    });
    const texte = await modifier(
      teneur,
      await corpsModification(A.id, { certificat1: { action: 'remplacer', pem: 'bonjour' } }),
    );
    expect(texte.statusCode).toBe(400);
    expect(texte.json().champs[0].message).toContain('BEGIN CERTIFICATE');
    const abime = await modifier(
      teneur,
      await corpsModification(A.id, {
        certificat1: {
          action: 'remplacer',
          pem: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
        },
      }),
    );
    expect(abime.statusCode).toBe(400);
    expect(abime.json().champs[0].message).toContain('illisible');
  });

  it('change le statut par le cycle de vie (activation) et le journalise', async () => {
    const T = await tdModifiable({ type: 'NON_PRO', statut: 'ATT_ACTIVATION', siret: null, codeApe: null });
    const r = await modifier(teneur, await corpsModification(T.id, { statut: 'ACTIF' }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().statut).toBe('ACTIF');
    expect(r.json().dateActivation).not.toBeNull();
    const [entree] = await evenements('ACTIVATION_TELEDECLARANT', T.id);
    expect(entree?.detail).toMatchObject({
      evenement: 'activer',
      ancienEtat: 'ATT_ACTIVATION',
      nouvelEtat: 'ACTIF',
    });
  });

  it('exiger une nouvelle activation envoie un nouveau code par courrier, dans la même transaction', async () => {
    const L = await insererTd({
      type: 'PRO',
      statut: 'ACTIF',
      raisonSociale: 'Syndic à réactiver',
      siret: siretValide('3420191200001'),
      adresseLigne1: 'SYNDIC A REACTIVER',
      adresseLigne4: '1 RUE DE LA PAIX',
      adresseLigne6: '75002 PARIS',
    });
    const r = await modifier(teneur, await corpsModification(L.id, { statut: 'ATT_ACTIVATION' }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().statut).toBe('ATT_ACTIVATION');
    expect(r.json().dateEnvoiCodeActivation).not.toBeNull();
    const [ligne] = await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, L.id));
    expect(ligne?.codeActivationHash).toMatch(/^\$argon2id\$/);
    const lettres = await ctx.db.select().from(lettre).where(eq(lettre.idTeledeclarant, L.id));
    expect(lettres).toHaveLength(1);
    expect(lettres[0]?.adresseLigne1).toBe('SYNDIC A REACTIVER');
    expect(await evenements('CHANGEMENT_STATUT_TELEDECLARANT', L.id)).toHaveLength(1);
    expect(await evenements('ENVOI_CODE_ACTIVATION', L.id)).toHaveLength(1);
  });

  it.each([
    ['ACTIF → ATT_FIN_IMM_NOT', () => A.id, 'ATT_FIN_IMM_NOT', "n'est pas permis"],
    ['ATT_CREA_COMPTE → ACTIF', () => E.id, 'ACTIF', "n'est pas permis"],
    ['ACTIF → SUPPRIME', () => A.id, 'SUPPRIME', 'Supprimer le télédéclarant'],
  ] as const)(
    'refuse le changement de statut %s (400 sur le champ statut)',
    async (_nom, id, statut, extrait) => {
      const r = await modifier(teneur, await corpsModification(id(), { statut }));
      expect(r.statusCode).toBe(400);
      expect(r.json().champs).toEqual([{ champ: 'statut', message: expect.stringContaining(extrait) }]);
    },
  );

  it('exige le SIRET d’un syndic professionnel et refuse un SIRET déjà pris', async () => {
    const sans = await modifier(teneur, await corpsModification(A.id, { siret: '' }));
    expect(sans.statusCode).toBe(400);
    expect(sans.json().champs[0]).toMatchObject({
      champ: 'siret',
      message: expect.stringContaining('obligatoire'),
    });
    const pris = await modifier(teneur, await corpsModification(A.id, { siret: SIRET_C }));
    expect(pris.statusCode).toBe(400);
    expect(pris.json().champs[0]).toEqual({
      champ: 'siret',
      message: 'Ce SIRET est déjà utilisé par un autre télédéclarant.',
    });
    const faux = await modifier(teneur, await corpsModification(A.id, { siret: '12345678901234' }));
    expect(faux.statusCode).toBe(400);
    expect(faux.json().champs[0].champ).toBe('siret');
  });

  it('croise le code postal et la commune changés avec le référentiel, pour l’établissement et le représentant', async () => {
    const T = await tdModifiable();
    const corps = await corpsModification(T.id, { codePostal: '69003', commune: 'Marseille' });
    corps.representantLegal = {
      ...corps.representantLegal,
      adresse: { ...corps.representantLegal.adresse, codePostal: '99999', commune: 'Ailleurs' },
    };
    const r = await modifier(teneur, corps);
    expect(r.statusCode).toBe(400);
    expect(r.json().champs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          champ: 'commune',
          message: 'La commune ne correspond pas au code postal, qui dessert Lyon 3e Arrondissement.',
        }),
        expect.objectContaining({
          champ: 'representantLegal.adresse.codePostal',
          message: "Ce code postal n'existe pas : vérifiez votre saisie.",
        }),
      ]),
    );
    const bon = await modifier(
      teneur,
      await corpsModification(T.id, { codePostal: '69003', commune: 'Lyon' }),
    );
    expect(bon.statusCode, bon.body).toBe(200);
    expect(bon.json()).toMatchObject({ codePostal: '69003', commune: 'Lyon' });
  });

  it('400 pour un corps invalide ou un télédéclarant supprimé, 404 pour un inconnu', async () => {
    expect((await modifier(teneur, { id: A.id })).statusCode).toBe(400);
    const telephone = await modifier(teneur, await corpsModification(A.id, { telephone: 'abc' }));
    expect(telephone.statusCode).toBe(400);
    expect(telephone.json().champs[0].champ).toBe('telephone');
    expect((await modifier(teneur, await corpsModification(D.id))).json().message).toContain('supprimé');
    expect((await modifier(teneur, { ...(await corpsModification(A.id)), id: 987654 })).statusCode).toBe(404);
  });

  it('401 sans session, 403 pour l’assistance gestionnaire (sans EDITER_TELEDECLARANT) et un syndic', async () => {
    const corps = await corpsModification(A.id);
    expect((await modifier(new ClientTest(ctx.app), corps)).statusCode).toBe(401);
    expect((await modifier(hotlineGestionnaire, corps)).statusCode).toBe(403);
    expect((await modifier(syndic, corps)).statusCode).toBe(403);
  });
});

describe('DELETE /api/teledeclarants/:id (suppression avec les mandats)', () => {
  let numeroCopro = 0;
  async function insererCopro(etat: (typeof copropriete.$inferInsert)['etat'], idTd: number | null = null) {
    numeroCopro += 1;
    const [c] = await ctx.db
      .insert(copropriete)
      .values({
        numeroImmatriculation: `ZZ${String(9_000_000 + numeroCopro)}`,
        etat,
        idTeledeclarantCourant: idTd,
      })
      .returning();
    return c!;
  }
  async function insererMandat(
    idCopropriete: number,
    idTeledeclarant: number,
    statut: (typeof mandat.$inferInsert)['statut'],
    courant = false,
    valeurs: Partial<typeof mandat.$inferInsert> = {},
  ) {
    const [m] = await ctx.db
      .insert(mandat)
      .values({ idCopropriete, idTeledeclarant, statut, ...valeurs })
      .returning();
    if (courant) {
      await ctx.db
        .update(copropriete)
        .set({ idMandatCourant: m!.id, idTeledeclarantCourant: idTeledeclarant })
        .where(eq(copropriete.id, idCopropriete));
    }
    return m!;
  }
  const statutMandat = async (id: number) =>
    (await ctx.db.select().from(mandat).where(eq(mandat.id, id)))[0]?.statut;
  const sessionsDe = (idCompte: number) =>
    ctx.db
      .select()
      .from(session)
      .where(sql`(${session.donnees} -> 'utilisateur' ->> 'idCompte') = ${String(idCompte)}`);
  const copro = async (id: number) =>
    (await ctx.db.select().from(copropriete).where(eq(copropriete.id, id)))[0]!;

  it('supprime mandats, rattachements, comptes et sessions en une transaction journalisée', async () => {
    const F = await insererTd({
      type: 'PRO',
      statut: 'ACTIF',
      raisonSociale: 'Syndic à supprimer',
      codePostal: '97000',
    });
    const G = await insererTd({
      type: 'PRO',
      statut: 'ACTIF',
      raisonSociale: 'Autre syndic',
      codePostal: '97000',
    });
    const adminF = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC', idTeledeclarant: F.id });
    const gestionnaireF = await creerCompteDeTest(ctx.db, {
      profil: 'TELE_PRO_GESTION',
      idTeledeclarant: F.id,
    });
    const sessionF = await connecter(ctx.app, adminF.login);
    expect((await sessionF.get('/api/account')).statusCode).toBe(200);
    expect(await sessionsDe(adminF.compte.id)).toHaveLength(1);

    const c1 = await insererCopro('IMMATRICULEE_RATTACHEE');
    const m1 = await insererMandat(c1.id, F.id, 'COURANT', true);
    const c2 = await insererCopro('IMMATRICULEE_RATTACHEMENT_EXPIRE');
    const m2 = await insererMandat(c2.id, F.id, 'EXPIRE', true);
    const c3 = await insererCopro('IMMATRICULEE_A_RATTACHER');
    const m3 = await insererMandat(c3.id, F.id, 'ARCHIVE');
    const c4 = await insererCopro('IMMATRICULEE_RATTACHEE');
    const m4 = await insererMandat(c4.id, F.id, 'RENOUVELLEMENT_DECLARE');
    const m5 = await insererMandat(c4.id, F.id, 'COURANT', true, { idMandatPrecedent: m4.id });
    const c5 = await insererCopro('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER');
    await insererMandat(c5.id, G.id, 'COURANT', true);
    const m6 = await insererMandat(c5.id, F.id, 'A_VALIDER');
    const c6 = await insererCopro('IMMATRICULEE_RATTACHEE');
    const m7 = await insererMandat(c6.id, G.id, 'SUCCESSEUR_DECLARE', true, {
      idTeledeclarantSuccesseur: F.id,
      emailSuccesseur: 'successeur@exemple.fr',
    });

    const r = await teneur.requete({ method: 'DELETE', url: `/api/teledeclarants/${F.id}` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      id: F.id,
      nbMandatsSupprimes: 4,
      nbMandatsArchives: 1,
      nbComptesSupprimes: 2,
      nbRattachementsRetires: 3,
    });

    expect(await statutMandat(m1.id)).toBe('SUPPRIME');
    expect(await statutMandat(m2.id)).toBe('SUPPRIME');
    expect(await statutMandat(m3.id)).toBe('ARCHIVE');
    expect(await statutMandat(m4.id)).toBe('ARCHIVE');
    expect(await statutMandat(m5.id)).toBe('SUPPRIME');
    expect(await statutMandat(m6.id)).toBe('SUPPRIME');
    expect(await statutMandat(m7.id)).toBe('COURANT');
    expect(
      (await ctx.db.select().from(mandat).where(eq(mandat.id, m7.id)))[0]?.idTeledeclarantSuccesseur,
    ).toBeNull();

    for (const c of [c1, c2, c4]) {
      expect(await copro(c.id)).toMatchObject({
        etat: 'IMMATRICULEE_A_RATTACHER',
        idTeledeclarantCourant: null,
        idMandatCourant: null,
      });
    }
    expect((await copro(c5.id)).etat).toBe('IMMATRICULEE_RATTACHEE');
    expect((await copro(c5.id)).idTeledeclarantCourant).toBe(G.id);
    expect((await copro(c3.id)).etat).toBe('IMMATRICULEE_A_RATTACHER');

    const comptes = await ctx.db.select().from(compte).where(eq(compte.idTeledeclarant, F.id));
    expect(comptes.map((c) => c.statut)).toEqual(['SUPPRIME', 'SUPPRIME']);
    expect(comptes.every((c) => c.motDePasseHash === null && c.dateSuppression !== null)).toBe(true);
    expect(await sessionsDe(adminF.compte.id)).toEqual([]);
    expect((await sessionF.get('/api/account')).statusCode).toBe(401);
    const [tdApres] = await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, F.id));
    expect(tdApres?.statut).toBe('SUPPRIME');
    expect(tdApres?.supprimeLe).not.toBeNull();

    const journal = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        inArray(evenementJournal.idCible, [
          F.id,
          ...[m1, m2, m4, m5, m6, m7].map((m) => m.id),
          ...[c1, c2, c4, c5].map((c) => c.id),
          adminF.compte.id,
          gestionnaireF.compte.id,
        ]),
      );
    const compter = (type: string) => journal.filter((e) => e.typeEvenement === type).length;
    expect(compter('SUPPRESSION_TELEDECLARANT')).toBe(1);
    expect(compter('SUPPRESSION_MANDAT')).toBe(4);
    expect(compter('ARCHIVAGE_MANDAT')).toBe(1);
    expect(compter('ANNULATION_SUCCESSEUR')).toBe(1);
    expect(compter('RETRAIT_RATTACHEMENT')).toBe(3);
    expect(compter('REFUS_DEMANDE')).toBe(1);
    expect(compter('SUPPRESSION_UTILISATEUR')).toBe(2);
    const suppression = journal.find((e) => e.typeEvenement === 'SUPPRESSION_TELEDECLARANT');
    expect(suppression).toMatchObject({ typeCible: 'TELEDECLARANT', libelleCible: 'Syndic à supprimer' });

    // Un télédéclarant supprimé ne se supprime pas deux fois.
    const encore = await teneur.requete({ method: 'DELETE', url: `/api/teledeclarants/${F.id}` });
    expect(encore.statusCode).toBe(400);
    expect(encore.json().message).toContain('Supprimé');
  });

  it("annule avec lui ses lettres d'activation pas encore envoyées, et le journalise", async () => {
    const M = await insererTd({
      type: 'NON_PRO',
      statut: 'ATT_ACTIVATION',
      raisonSociale: 'Bénévole au courrier',
      adresseLigne1: 'BENEVOLE AU COURRIER',
      adresseLigne4: '3 RUE DES POSTES',
      adresseLigne6: '97400 SAINT DENIS',
      codePostal: '97400',
    });
    // Deux courriers préparés par le service : le premier est déjà parti chez l'imprimeur.
    expect((await teneur.get(`/api/regenerate/${M.id}`)).statusCode).toBe(200);
    await ctx.db.update(lettre).set({ statut: 'ENVOYEE' }).where(eq(lettre.idTeledeclarant, M.id));
    expect((await teneur.get(`/api/regenerate/${M.id}`)).statusCode).toBe(200);
    const statuts = async () =>
      (await ctx.db.select().from(lettre).where(eq(lettre.idTeledeclarant, M.id)).orderBy(lettre.id)).map(
        (l) => l.statut,
      );
    expect(await statuts()).toEqual(['ENVOYEE', 'A_ENVOYER']);

    const r = await teneur.requete({ method: 'DELETE', url: `/api/teledeclarants/${M.id}` });
    expect(r.statusCode, r.body).toBe(200);
    expect(await statuts()).toEqual(['ENVOYEE', 'ANNULEE']);
    const [suppression] = await evenements('SUPPRESSION_TELEDECLARANT', M.id);
    expect(suppression?.detail).toMatchObject({
      evenement: 'supprimer',
      ancienEtat: 'ATT_ACTIVATION',
      nouvelEtat: 'SUPPRIME',
      nbLettresAnnulees: 1,
    });
  });

  it('annule tout si une étape échoue (une seule transaction)', async () => {
    const H = await insererTd({
      type: 'PRO',
      statut: 'ACTIF',
      raisonSociale: 'Syndic atomique',
      codePostal: '97100',
    });
    const adminH = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC', idTeledeclarant: H.id });
    const c = await insererCopro('IMMATRICULEE_RATTACHEE');
    const m = await insererMandat(c.id, H.id, 'COURANT', true);
    // La dernière écriture (journal de la suppression du télédéclarant) échoue : rien ne doit rester.
    await ctx.db.execute(sql`
      CREATE FUNCTION echec_test() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'échec provoqué'; END $$ LANGUAGE plpgsql`);
    await ctx.db.execute(sql`
      CREATE TRIGGER echec_test BEFORE INSERT ON evenement_journal FOR EACH ROW
      WHEN (NEW.type_evenement = 'SUPPRESSION_TELEDECLARANT') EXECUTE FUNCTION echec_test()`);
    try {
      const r = await teneur.requete({ method: 'DELETE', url: `/api/teledeclarants/${H.id}` });
      expect(r.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER echec_test ON evenement_journal`);
      await ctx.db.execute(sql`DROP FUNCTION echec_test()`);
    }
    expect(await statutMandat(m.id)).toBe('COURANT');
    expect((await copro(c.id)).etat).toBe('IMMATRICULEE_RATTACHEE');
    expect((await ctx.db.select().from(compte).where(eq(compte.id, adminH.compte.id)))[0]?.statut).toBe(
      'ACTIF',
    );
    expect((await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, H.id)))[0]?.statut).toBe(
      'ACTIF',
    );
    expect(await evenements('SUPPRESSION_MANDAT', m.id)).toEqual([]);
  });

  it('refuse la suppression tant qu’une demande du télédéclarant est en cours de validation', async () => {
    const J = await insererTd({
      type: 'PRO',
      statut: 'ACTIF',
      raisonSociale: 'Syndic en instruction',
      codePostal: '97200',
    });
    const c = await insererCopro('IMMATRICULEE_A_RATTACHER');
    const m = await insererMandat(c.id, J.id, 'VALIDATION_EN_COURS');
    const r = await teneur.requete({ method: 'DELETE', url: `/api/teledeclarants/${J.id}` });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain(`mandat n° ${m.id}`);
    expect(r.json().message).toContain('guichet de validation');
    expect(await statutMandat(m.id)).toBe('VALIDATION_EN_COURS');
    expect((await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, J.id)))[0]?.statut).toBe(
      'ACTIF',
    );
  });

  it('404 pour un inconnu, 400 pour un identifiant invalide, 401 sans session, 403 pour un syndic', async () => {
    expect((await teneur.requete({ method: 'DELETE', url: '/api/teledeclarants/987654' })).statusCode).toBe(
      404,
    );
    expect((await teneur.requete({ method: 'DELETE', url: '/api/teledeclarants/0' })).statusCode).toBe(400);
    expect(
      (await new ClientTest(ctx.app).requete({ method: 'DELETE', url: `/api/teledeclarants/${E.id}` }))
        .statusCode,
    ).toBe(401);
    expect((await syndic.requete({ method: 'DELETE', url: `/api/teledeclarants/${E.id}` })).statusCode).toBe(
      403,
    );
    expect((await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.id, E.id)))[0]?.statut).toBe(
      'ATT_CREA_COMPTE',
    );
  });

  it('l’assistance gestionnaire du teneur peut supprimer (SUPPRIMER_TELEDECLARANT)', async () => {
    const K = await insererTd({
      type: 'NON_PRO',
      statut: 'ATT_ACTIVATION',
      raisonSociale: 'Bénévole',
      codePostal: '97300',
    });
    const r = await hotlineGestionnaire.requete({ method: 'DELETE', url: `/api/teledeclarants/${K.id}` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ nbMandatsSupprimes: 0, nbComptesSupprimes: 0 });
  });
});
