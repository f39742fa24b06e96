import {
  type DemandeOuverte,
  type InfosValidation,
  type LigneDemande,
  MESSAGE_AU_DELA_DES_DEMANDES,
  type PageDemandes,
  PLAFOND_DEMANDES,
  type Profil,
} from '@registre/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compte, copropriete, evenementJournal, mandat, verrouValidation } from '../db/schema/index.js';
import { sqlPageDemandes, sqlTotalDemandes } from '../repositories/validation.repository.js';
import { demandeTenueParUnTeneur } from '../services/validation/index.js';
import { libererVerrousAbandonnes } from '../services/validation/liberation-verrous-abandonnes.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { peuplerRegistre } from '../test/coproprietes-existantes.js';
import { creerBrouillonDeposable, nouveauRang } from '../test/declarations.js';
import { CHEMINS_GUICHET, connecterActeur, connecterSyndic, deposerDemande } from '../test/guichet.js';
import { tablesParcourues } from '../test/plans.js';

// Guichet de validation du teneur (issue 9 §1-§2 ; ADR 0190, 0191) : recherche, ouverture et verrou, lectures.

let ctx: ContexteTest;
let syndic: { client: ClientTest; idCompte: number; idTeledeclarant: number };
let teneurA: { client: ClientTest; idCompte: number };
let teneurB: { client: ClientTest; idCompte: number };
let assistance: { client: ClientTest; idCompte: number };

const {
  rechercher: RECHERCHER,
  ouvrir: OUVRIR,
  ouvrirParMandat: OUVRIR_MANDAT,
  liberer: LIBERER,
  infos: INFOS,
} = CHEMINS_GUICHET;
const teneur = (profil: Profil) => connecterActeur(ctx, profil);
const demandeDeposee = () => deposerDemande(ctx, syndic);

const etatCopro = async (id: number) =>
  (await ctx.db.select({ etat: copropriete.etat }).from(copropriete).where(eq(copropriete.id, id)))[0]!.etat;
const statutMandat = async (id: number) =>
  (await ctx.db.select({ statut: mandat.statut }).from(mandat).where(eq(mandat.id, id)))[0]!.statut;
const journal = (type: 'COPROPRIETE' | 'MANDAT', id: number) =>
  ctx.db
    .select({ typeEvenement: evenementJournal.typeEvenement, idCompte: evenementJournal.idCompte })
    .from(evenementJournal)
    .where(and(eq(evenementJournal.typeCible, type), eq(evenementJournal.idCible, id)))
    .orderBy(evenementJournal.id);

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndic = await connecterSyndic(ctx);
  teneurA = await teneur('TENEUR_ADMIN_PRINC');
  teneurB = await teneur('TENEUR_ADMIN_SCOND');
  assistance = await teneur('TENEUR_ASS_HOTLINE_GES');
});

afterAll(async () => {
  await ctx.fermer();
});

describe('ouverture d’une demande et verrou', () => {
  it('ouvrir prend le verrou : copropriété et mandat en cours de validation, journalisés', async () => {
    const d = await demandeDeposee();
    const r = await teneurA.client.get(OUVRIR(d.idCopropriete));
    expect(r.statusCode, r.body).toBe(200);
    const ouverte = r.json<DemandeOuverte>();
    expect(ouverte).toMatchObject({
      idCopropriete: d.idCopropriete,
      idMandat: d.idMandat,
      typeDemande: 'IMMATRICULATION',
      reprise: false,
      verrou: { idCompte: teneurA.idCompte, parMoi: true, nomDetenteur: 'Profil TENEUR_ADMIN_PRINC Testeur' },
    });
    expect(new Date(ouverte.verrou.expireLe).getTime() - new Date(ouverte.verrou.depuis).getTime()).toBe(
      30 * 60_000,
    );
    expect(await etatCopro(d.idCopropriete)).toBe('IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION');
    expect(await statutMandat(d.idMandat)).toBe('VALIDATION_EN_COURS');
    expect((await journal('COPROPRIETE', d.idCopropriete)).map((e) => e.typeEvenement)).toContain(
      'PRISE_EN_CHARGE',
    );
    expect((await journal('MANDAT', d.idMandat)).map((e) => e.typeEvenement)).toContain('PRISE_EN_CHARGE');
    // Rouvrir par son détenteur ne change rien (pas de second événement).
    const encore = await teneurA.client.get(OUVRIR_MANDAT(d.idMandat));
    expect(encore.statusCode, encore.body).toBe(200);
    const prises = (await journal('COPROPRIETE', d.idCopropriete)).filter(
      (e) => e.typeEvenement === 'PRISE_EN_CHARGE',
    );
    expect(prises).toHaveLength(1);
  });

  it('un second teneur voit qui tient la demande et depuis quand, et ne peut pas l’ouvrir (409)', async () => {
    const d = await demandeDeposee();
    expect((await teneurA.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    const r = await teneurB.client.get(OUVRIR(d.idCopropriete));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(
      /^Cette demande est en cours de traitement par Profil TENEUR_ADMIN_PRINC Testeur depuis le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/,
    );
    const infos = await teneurB.client.get(INFOS(d.idCopropriete));
    expect(infos.statusCode).toBe(200);
    expect(infos.json<InfosValidation>()).toMatchObject({
      verrou: { idCompte: teneurA.idCompte, parMoi: false },
      actions: [],
    });
    // B ne peut pas libérer le verrou de A.
    expect((await teneurB.client.get(LIBERER(d.idCopropriete))).json()).toEqual({ libere: false });
    const tenue = await demandeTenueParUnTeneur(ctx.db, d.idCopropriete);
    expect(tenue?.idCompte).toBe(teneurA.idCompte);
  });

  it('deux teneurs qui ouvrent la même demande en même temps : un seul la tient, l’autre reçoit 409', async () => {
    const d = await demandeDeposee();
    const reponses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? teneurA : teneurB).client.get(OUVRIR(d.idCopropriete)),
      ),
    );
    const gagnants = new Set(
      reponses.filter((r) => r.statusCode === 200).map((r) => r.json<DemandeOuverte>().verrou.idCompte),
    );
    expect(gagnants.size).toBe(1);
    expect(reponses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const prises = (await journal('COPROPRIETE', d.idCopropriete)).filter(
      (e) => e.typeEvenement === 'PRISE_EN_CHARGE',
    );
    expect(prises).toHaveLength(1);
  });

  it('la sortie libère le verrou : la demande revient au guichet, un autre teneur peut l’ouvrir', async () => {
    const d = await demandeDeposee();
    await teneurA.client.get(OUVRIR(d.idCopropriete));
    const r = await teneurA.client.get(LIBERER(d.idCopropriete));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ libere: true });
    expect(await etatCopro(d.idCopropriete)).toBe('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
    expect(await statutMandat(d.idMandat)).toBe('A_VALIDER');
    expect(await demandeTenueParUnTeneur(ctx.db, d.idCopropriete)).toBeNull();
    expect((await journal('COPROPRIETE', d.idCopropriete)).map((e) => e.typeEvenement)).toContain(
      'LIBERATION_VERROU',
    );
    expect((await teneurB.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
  });

  it('un verrou inactif depuis la durée fixée expire : un autre teneur reprend la demande (journalisé)', async () => {
    const d = await demandeDeposee();
    await teneurA.client.get(OUVRIR(d.idCopropriete));
    await ctx.db
      .update(verrouValidation)
      .set({ actifLe: sql`now() - interval '31 minutes'` })
      .where(eq(verrouValidation.idObjet, d.idCopropriete));
    expect(await demandeTenueParUnTeneur(ctx.db, d.idCopropriete)).toBeNull();
    const r = await teneurB.client.get(OUVRIR(d.idCopropriete));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<DemandeOuverte>()).toMatchObject({ reprise: true, verrou: { idCompte: teneurB.idCompte } });
    const evenements = await journal('COPROPRIETE', d.idCopropriete);
    expect(evenements.map((e) => e.typeEvenement).slice(-2)).toEqual([
      'LIBERATION_VERROU',
      'PRISE_EN_CHARGE',
    ]);
    expect(evenements.at(-2)?.idCompte).toBeNull();
    expect(await statutMandat(d.idMandat)).toBe('VALIDATION_EN_COURS');
  });

  it('le traitement de fond rend au guichet les demandes au verrou abandonné, et seulement celles-là', async () => {
    const abandonnee = await demandeDeposee();
    const tenue = await demandeDeposee();
    await teneurA.client.get(OUVRIR(abandonnee.idCopropriete));
    await teneurA.client.get(OUVRIR(tenue.idCopropriete));
    await ctx.db
      .update(verrouValidation)
      .set({ actifLe: sql`now() - interval '31 minutes'` })
      .where(eq(verrouValidation.idObjet, abandonnee.idCopropriete));
    expect((await libererVerrousAbandonnes(ctx.db)).immatriculations).toBeGreaterThanOrEqual(1);
    expect(await etatCopro(abandonnee.idCopropriete)).toBe('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
    expect(await statutMandat(abandonnee.idMandat)).toBe('A_VALIDER');
    const evenements = await journal('COPROPRIETE', abandonnee.idCopropriete);
    expect(evenements.at(-1)).toEqual({ typeEvenement: 'LIBERATION_VERROU', idCompte: null });
    expect(await etatCopro(tenue.idCopropriete)).toBe(
      'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    );
    expect((await demandeTenueParUnTeneur(ctx.db, tenue.idCopropriete))?.idCompte).toBe(teneurA.idCompte);
    // Un second passage n'a plus rien à faire pour elle.
    await libererVerrousAbandonnes(ctx.db);
    expect((await journal('COPROPRIETE', abandonnee.idCopropriete)).length).toBe(evenements.length);
  });

  it('le verrou d’un teneur dont le compte est supprimé ne tient plus', async () => {
    const d = await demandeDeposee();
    const c = await teneur('TENEUR_ASS_HOTLINE_ADMIN');
    expect((await c.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
    expect((await teneurB.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(409);
    await ctx.db.update(compte).set({ statut: 'SUPPRIME' }).where(eq(compte.id, c.idCompte));
    expect(await demandeTenueParUnTeneur(ctx.db, d.idCopropriete)).toBeNull();
    expect((await teneurB.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(200);
  });

  it('400 sur un identifiant mal formé, 404 sur une copropriété sans demande, 401 sans session, 403 hors teneur', async () => {
    expect((await teneurA.client.get(OUVRIR(0).replace('/0', '/abc'))).statusCode).toBe(400);
    expect((await teneurA.client.get(OUVRIR(999_999))).statusCode).toBe(404);
    const d = await demandeDeposee();
    expect((await syndic.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(403);
    expect((await syndic.client.get(INFOS(d.idCopropriete))).statusCode).toBe(403);
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(INFOS(d.idCopropriete))).statusCode).toBe(401);
  });
});

describe('recherche des demandes en attente', () => {
  it('pagine en SQL, trie par défaut par profil du demandeur, filtre par type, réservée aux teneurs', async () => {
    const d1 = await demandeDeposee();
    const d2 = await demandeDeposee();
    const tout = await teneurA.client.requete({ method: 'POST', url: RECHERCHER, payload: {} });
    expect(tout.statusCode, tout.body).toBe(200);
    const page = tout.json<PageDemandes>();
    expect(page.totalItems).toBeGreaterThanOrEqual(2);
    const ids = page.ligneDemandeDTOList.map((l) => l.idCopropriete);
    expect(page.ligneDemandeDTOList.length).toBeLessThanOrEqual(10);
    const tous = await teneurA.client.requete({
      method: 'POST',
      url: RECHERCHER,
      payload: { paginationOptions: { pageNumber: 1, pageSize: 100 } },
    });
    const lignes = tous.json<PageDemandes>().ligneDemandeDTOList;
    expect(lignes.map((l) => l.idCopropriete)).toEqual(
      expect.arrayContaining([d1.idCopropriete, d2.idCopropriete]),
    );
    expect(ids.length).toBeGreaterThan(0);
    const ligne = lignes.find((l) => l.idCopropriete === d1.idCopropriete) as LigneDemande;
    expect(ligne).toMatchObject({
      typeDemande: 'IMMATRICULATION',
      profilDemandeur: 'TELE_PRO_ADMIN_PRINC',
      idMandat: d1.idMandat,
      idDeclaration: d1.id,
    });
    // Page 2 de taille 1 : la deuxième ligne de l'ordre par défaut.
    const p2 = await teneurA.client.requete({
      method: 'POST',
      url: RECHERCHER,
      payload: { paginationOptions: { pageNumber: 2, pageSize: 1 } },
    });
    expect(p2.json<PageDemandes>().ligneDemandeDTOList[0]?.idCopropriete).toBe(lignes[1]?.idCopropriete);
    // Filtre par type.
    const doublons = await teneurA.client.requete({
      method: 'POST',
      url: RECHERCHER,
      payload: { typeDemande: 'DOUBLON' },
    });
    expect(doublons.json<PageDemandes>().ligneDemandeDTOList.map((l) => l.idCopropriete)).not.toContain(
      d1.idCopropriete,
    );
    // 400, 403.
    const mauvais = await teneurA.client.requete({
      method: 'POST',
      url: RECHERCHER,
      payload: { typeDemande: 'INCONNU', paginationOptions: { pageSize: 1000 } },
    });
    expect(mauvais.statusCode).toBe(400);
    expect((await syndic.client.requete({ method: 'POST', url: RECHERCHER, payload: {} })).statusCode).toBe(
      403,
    );
  });

  it('types de demande et plus ancienne demande libre', async () => {
    const types = await assistance.client.get('/api/type-demande-valider-ratt-immat');
    expect(types.statusCode).toBe(200);
    expect(types.json().map((t: { code: string }) => t.code)).toEqual([
      'DOUBLON',
      'IMMATRICULATION',
      'MODIFICATION_DEMANDE',
      'RATTACHEMENT',
      'CONTESTATION',
      'DISSOLUTION',
    ]);
    const r = await teneurB.client.get('/api/declarations/rechercher/oldest');
    expect(r.statusCode).toBe(200);
    const ligne = r.json<LigneDemande | null>();
    expect(ligne).not.toBeNull();
    expect(ligne?.verrou === null || ligne?.verrou?.parMoi).toBe(true);
  });
});

describe('lectures de la demande', () => {
  it('infos, déclaration, adresses et doublons recalculés ; actions seulement une fois ouverte', async () => {
    const d = await demandeDeposee();
    const avant = await teneurA.client.get(INFOS(d.idCopropriete));
    expect(avant.statusCode).toBe(200);
    expect(avant.json<InfosValidation>()).toMatchObject({ actions: [], verrou: null, nbEchanges: 0 });
    await teneurA.client.get(OUVRIR(d.idCopropriete));
    const infos = (await teneurA.client.get(INFOS(d.idCopropriete))).json<InfosValidation>();
    expect(infos.actions).toEqual(['accepter', 'refuser', 'affecter', 'demanderPrecisions']);
    expect(infos.emailDeclarant).toMatch(/@exemple\.fr$/);
    // L'assistance gestionnaire instruit mais ne tranche pas.
    await teneurA.client.get(LIBERER(d.idCopropriete));
    await assistance.client.get(OUVRIR(d.idCopropriete));
    const vue = (await assistance.client.get(INFOS(d.idCopropriete))).json<InfosValidation>();
    expect(vue.actions).toEqual(['affecter', 'demanderPrecisions']);
    await assistance.client.get(LIBERER(d.idCopropriete));

    const decl = await teneurA.client.get(`/api/declarations/a-valider/${d.id}`);
    expect(decl.statusCode, decl.body).toBe(200);
    expect(decl.json().declaration.immatCopropriete.identification.nomCopropriete).toMatch(/^Le Clos numéro/);
    const adresses = await teneurA.client.get(`/api/coproprietes/infos/adresses/${d.idCopropriete}`);
    expect(adresses.statusCode).toBe(200);
    expect(adresses.json().adressePrincipale.codeInsee).toBe('69383');
    const doublons = await teneurA.client.get(
      `/api/coproprietes/doublon/declaration/adressePrincipale/${d.id}/nbBatimentsRef/2/noType`,
    );
    expect(doublons.statusCode).toBe(200);
    expect(Array.isArray(doublons.json())).toBe(true);
    // Un brouillon n'est pas « à valider ».
    const brouillon = await creerBrouillonDeposable(ctx.db, syndic, { n: nouveauRang() });
    expect((await teneurA.client.get(`/api/declarations/a-valider/${brouillon.id}`)).statusCode).toBe(404);
    expect((await syndic.client.get(`/api/declarations/a-valider/${d.id}`)).statusCode).toBe(403);
  });
});

type NoeudPlan = { 'Node Type': string; Plans?: NoeudPlan[] };

/** Nœuds d'agrégat (les comptes) d'un plan d'exécution JSON. */
function agregatsDuPlan(plan: unknown): NoeudPlan[] {
  const trouves: NoeudPlan[] = [];
  const visiter = (n: NoeudPlan): void => {
    if (n['Node Type'] === 'Aggregate') trouves.push(n);
    for (const enfant of n.Plans ?? []) visiter(enfant);
  };
  for (const racine of plan as { Plan: NoeudPlan }[]) visiter(racine.Plan);
  return trouves;
}

/**
 * Un mandat courant pour chaque copropriété immatriculée du peuplement, puis, parmi elles, 400 rattachements en
 * attente (dont 100 contestations) et 100 dissolutions à valider, déposés par le syndic de test, à côté de 3 000
 * dissolutions exécutées.
 */
async function peuplerRattachementsEtDissolutions(idTeledeclarant: number, idCompte: number) {
  await ctx.db.execute(sql`
    INSERT INTO mandat (id_copropriete, id_teledeclarant, statut, date_debut, date_fin, date_soumission)
    SELECT id, ${idTeledeclarant}, 'COURANT', current_date - 100, current_date + 900, now() - interval '100 days'
    FROM copropriete WHERE adresse_reference LIKE '% rue du Peuplement' AND numero_immatriculation IS NOT NULL`);
  await ctx.db.execute(sql`
    WITH choisies AS (
      SELECT id, row_number() OVER (ORDER BY id) AS rang FROM copropriete
      WHERE adresse_reference LIKE '% rue du Peuplement' AND numero_immatriculation IS NOT NULL
      ORDER BY id LIMIT 500),
    etats AS (
      UPDATE copropriete c SET etat = (CASE WHEN ch.rang <= 300 THEN 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'
        WHEN ch.rang <= 400 THEN 'IMMATRICULEE_RATTACHEMENT_CONTESTE' ELSE 'DISSOLUTION_A_VALIDER' END)::etat_copropriete
      FROM choisies ch WHERE ch.id = c.id RETURNING c.id, ch.rang)
    INSERT INTO mandat (id_copropriete, id_teledeclarant, statut, date_debut, date_fin, date_soumission,
      demande_rattachement, contestation, id_compte_demandeur)
    SELECT id, ${idTeledeclarant}, 'A_VALIDER', current_date, current_date + 900, now() - (rang || ' minutes')::interval,
      true, rang > 300, ${idCompte}
    FROM etats WHERE rang <= 400`);
  await ctx.db.execute(sql`
    INSERT INTO dissolution (id_copropriete, motif, date_fait_generateur, type_justif, id_compte_demandeur,
      id_teledeclarant_demandeur, date_demande)
    SELECT id, 'DEMOLITION', current_date - 10, 'ATTESTATION_DEMOLITION', ${idCompte}, ${idTeledeclarant},
      now() - (id % 500 || ' minutes')::interval
    FROM copropriete WHERE etat = 'DISSOLUTION_A_VALIDER' AND adresse_reference LIKE '% rue du Peuplement'`);
  // Historique : 3 000 dissolutions déjà exécutées, que la liste ne doit pas lire.
  await ctx.db.execute(sql`
    INSERT INTO dissolution (id_copropriete, statut, motif, date_fait_generateur, type_justif, date_demande)
    SELECT id, 'EXECUTEE', 'DEMOLITION', current_date - 400, 'ATTESTATION_DEMOLITION', now() - interval '400 days'
    FROM copropriete WHERE adresse_reference LIKE '% rue du Peuplement' AND numero_immatriculation IS NOT NULL
    ORDER BY id DESC LIMIT 3000`);
}

describe('recherche sur 20 000 copropriétés dont 2 000 demandes en attente', () => {
  beforeAll(async () => {
    await peuplerRegistre(ctx.db, 20_000);
    await peuplerRattachementsEtDissolutions(syndic.idTeledeclarant, syndic.idCompte);
    await ctx.db.execute(
      sql`ANALYZE compte, copropriete, mandat, dissolution, teledeclarant, verrou_validation`,
    );
  });

  it('les rattachements, contestations et dissolutions déposés sont listés avec le profil de leur demandeur', async () => {
    for (const [typeDemande, attendu] of [
      ['RATTACHEMENT', 300],
      ['CONTESTATION', 100],
      ['DISSOLUTION', 100],
    ] as const) {
      const r = await teneurA.client.requete({ method: 'POST', url: RECHERCHER, payload: { typeDemande } });
      expect(r.statusCode, r.body).toBe(200);
      const page = r.json<PageDemandes>();
      expect(page.totalItems, typeDemande).toBeGreaterThanOrEqual(attendu);
      const lignes = page.ligneDemandeDTOList;
      expect(lignes.length, typeDemande).toBeGreaterThan(0);
      expect(lignes.every((l: LigneDemande) => l.typeDemande === typeDemande)).toBe(true);
      expect(lignes[0]?.profilDemandeur).toBe('TELE_PRO_ADMIN_PRINC');
    }
  });

  it('plan d’exécution : ni la copropriété ni la déclaration ne sont parcourues en entier', async () => {
    for (const recherche of [
      { type: null, tri: 'profilDemandeur', sens: 'ASC' },
      { type: 'DOUBLON', tri: 'profilDemandeur', sens: 'ASC' },
      { type: 'IMMATRICULATION', tri: 'dateDepot', sens: 'DESC' },
      { type: 'MODIFICATION_DEMANDE', tri: 'profilDemandeur', sens: 'ASC' },
      { type: 'RATTACHEMENT', tri: 'dateDepot', sens: 'DESC' },
      { type: 'RATTACHEMENT', tri: 'profilDemandeur', sens: 'ASC' },
      { type: 'DISSOLUTION', tri: 'profilDemandeur', sens: 'ASC' },
    ] as const) {
      const r = await ctx.db.execute<{ 'QUERY PLAN': unknown }>(
        sql`EXPLAIN (FORMAT JSON) ${sqlPageDemandes({ ...recherche, offset: 0, limit: 10 })}`,
      );
      const plan = r.rows[0]!['QUERY PLAN'];
      const tables = tablesParcourues(plan);
      expect(tables, JSON.stringify(recherche)).toEqual([]);
      // Rattachements et contestations (sans filtre ou filtrés) : un index partiel des rattachements en attente
      // (ADR 0306), jamais la table des mandats (18 000 lignes ici) ; dissolutions : par un index (aucune table
      // parcourue, vérifié plus haut).
      const texte = JSON.stringify(plan);
      if (recherche.type === null || recherche.type === 'RATTACHEMENT') {
        expect(texte).toMatch(/mandat_rattachement_attente_(profil|depot)_idx/);
      }
      if (recherche.type === 'RATTACHEMENT' || recherche.type === 'DISSOLUTION') continue;
      // Tri par défaut : l'index partiel des demandes à valider dans l'ordre du tri (ADR 0280) ; par dépôt
      // décroissant : l'index partiel des dates (ADR 0282) ; les doublons, par l'index partiel des doublons ; les
      // modifications d'une demande, rares, par leur index partiel (ADR 0282).
      expect(JSON.stringify(plan)).toContain(
        recherche.type === 'DOUBLON'
          ? 'copropriete_doublon_idx'
          : recherche.type === 'MODIFICATION_DEMANDE'
            ? 'declaration_a_valider_modif_idx'
            : recherche.tri === 'profilDemandeur'
              ? 'declaration_a_valider_profil_idx'
              : 'declaration_a_valider_depot_idx',
      );
    }
    // Le total est borné (ADR 0282) : ni table parcourue en entier, ni compte sans limite. Sur 100 000 demandes,
    // le planificateur lit l'index partiel des demandes à valider dans l'ordre et s'arrête au plafond (mesures de
    // l'ADR) ; ici, 2 000 demandes seulement, il peut aussi bien les joindre toutes.
    for (const type of [null, 'IMMATRICULATION', 'MODIFICATION_DEMANDE', 'RATTACHEMENT'] as const) {
      const r = await ctx.db.execute<{ 'QUERY PLAN': unknown }>(
        sql`EXPLAIN (FORMAT JSON) ${sqlTotalDemandes(type)}`,
      );
      const plan = r.rows[0]!['QUERY PLAN'];
      // Aucune table parcourue en entier ; rattachements comptés sur leur index partiel.
      expect(tablesParcourues(plan), String(type)).toEqual([]);
      if (type === null || type === 'RATTACHEMENT')
        expect(JSON.stringify(plan)).toContain('mandat_rattachement_attente_profil_idx');
      // Chaque source est comptée sous une limite (plafond + 1) : aucun compte sans borne.
      const comptes = agregatsDuPlan(plan);
      expect(comptes.length, String(type)).toBe(type === null ? 3 : 1);
      for (const a of comptes) expect(a.Plans?.[0]?.['Node Type'], String(type)).toBe('Limit');
    }
  });

  it('au-delà de 1 000 demandes, le total est plafonné (« au moins ») et les pages s’arrêtent au plafond', async () => {
    const enAttente = await ctx.db.execute<{ n: number; doublons: number }>(
      sql`SELECT count(*)::int AS n, count(c.id_copropriete_doublon)::int AS doublons
          FROM declaration d JOIN copropriete c ON c.id = d.id_copropriete
          WHERE d.statut = 'A_VALIDER'
            AND c.etat IN ('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION')`,
    );
    expect(enAttente.rows[0]!.n).toBeGreaterThan(PLAFOND_DEMANDES);
    const rechercher = (payload: object) =>
      teneurA.client.requete({ method: 'POST', url: RECHERCHER, payload });

    const premiere = await rechercher({});
    expect(premiere.statusCode, premiere.body).toBe(200);
    expect(premiere.json<PageDemandes>()).toMatchObject({
      totalItems: PLAFOND_DEMANDES,
      totalPlafonne: true,
    });

    // Dernière page consultable, par dépôt décroissant : pleine, dans l'ordre des dates.
    const derniere = await rechercher({
      paginationOptions: {
        pageNumber: PLAFOND_DEMANDES / 10,
        pageSize: 10,
        sortField: 'dateDepot',
        sortDirection: 'DESC',
      },
    });
    expect(derniere.statusCode, derniere.body).toBe(200);
    const dates = derniere.json<PageDemandes>().ligneDemandeDTOList.map((l) => l.deposeeLe ?? '');
    expect(dates).toHaveLength(10);
    expect([...dates].sort().reverse()).toEqual(dates);

    // Au-delà : 400, message français sur le numéro de page.
    const auDela = await rechercher({
      paginationOptions: { pageNumber: PLAFOND_DEMANDES / 10 + 1, pageSize: 10 },
    });
    expect(auDela.statusCode, auDela.body).toBe(400);
    const champs = auDela.json().champs as { champ: string; message: string }[];
    expect(champs).toContainEqual({
      champ: 'paginationOptions.pageNumber',
      message: MESSAGE_AU_DELA_DES_DEMANDES,
    });

    // Sous le plafond, le total est exact.
    const doublons = await rechercher({ typeDemande: 'DOUBLON' });
    expect(doublons.json<PageDemandes>()).toMatchObject({
      totalItems: enAttente.rows[0]!.doublons,
      totalPlafonne: false,
    });
  });
});
