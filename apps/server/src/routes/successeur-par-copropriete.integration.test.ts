import { ajouterJours, ajouterMois, aujourdhuiParis, formaterDateTexte } from '@registre/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, courriel, evenementJournal, mandat, teledeclarant } from '../db/schema/index.js';
import { creerSuccessionRepository } from '../repositories/succession.repository.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, connecterProfil, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { connecterSyndic } from '../test/guichet.js';

// Le successeur connecté valide la déclaration de son prédécesseur par l'identifiant de la copropriété, sans la clé
// du courriel (issue 11 §4, action de ligne « valider la déclaration du prédécesseur » ; ADR 0312), depuis la section
// de sa liste qui montre les déclarations qui le désignent (`GET successeur/declarations-a-valider`).

const A_VALIDER = '/api/successeur/declarations-a-valider';

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let syndicC: Syndic;

const SIRET_A = '55203253400646';
const SIRET_B = '73282932000074';
const aujourdhui = aujourdhuiParis(new Date());
const DEBUT = ajouterJours(aujourdhui, -2);
const FIN = ajouterJours(ajouterMois(DEBUT, 12), -1);

beforeAll(async () => {
  ctx = await creerContexteTest();
  [syndicA, syndicB, syndicC] = [
    await connecterSyndic(ctx),
    await connecterSyndic(ctx),
    await connecterSyndic(ctx),
  ];
  await ctx.db
    .update(teledeclarant)
    .set({ siret: SIRET_A })
    .where(eq(teledeclarant.id, syndicA.idTeledeclarant));
  await ctx.db
    .update(teledeclarant)
    .set({ siret: SIRET_B })
    .where(eq(teledeclarant.id, syndicB.idTeledeclarant));
});
afterAll(async () => {
  await ctx?.fermer();
});

async function coproTenueParA() {
  const c = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: syndicA.idTeledeclarant,
  });
  const [ligne] = await ctx.db
    .select({ idMandat: copropriete.idMandatCourant })
    .from(copropriete)
    .where(eq(copropriete.id, c.id));
  return { id: c.id, idMandat: ligne!.idMandat as number };
}

async function declarerB(idCopropriete: number) {
  const r = await syndicA.client.requete({
    method: 'POST',
    url: '/api/teledeclarant/successeur',
    payload: { idCopropriete, siret: SIRET_B, email: syndicB.login },
  });
  expect(r.statusCode, r.body).toBe(200);
}

const valider = (s: Syndic, corps: Record<string, unknown>) =>
  s.client.requete({
    method: 'PUT',
    url: '/api/successeur',
    payload: {
      dateDebutMandat: formaterDateTexte(DEBUT),
      dateFinMandat: formaterDateTexte(FIN),
      avertissementsConfirmes: [],
      ...corps,
    },
  });

const mandatLu = async (id: number) => (await ctx.db.select().from(mandat).where(eq(mandat.id, id)))[0]!;

describe('PUT /api/successeur avec idCopropriete (successeur connecté, sans clé)', () => {
  it('B valide par la copropriété : mandat de A archivé, clé effacée, copropriété rattachée à B, courriels ; rejeu 404', async () => {
    const copro = await coproTenueParA();
    await declarerB(copro.id);
    const r = await valider(syndicB, { idCopropriete: copro.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().idMandatPrecedent).toBe(copro.idMandat);
    const precedent = await mandatLu(copro.idMandat);
    expect(precedent.statut).toBe('ARCHIVE');
    expect(precedent.cleSuccesseurHash).toBeNull();
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c!.idTeledeclarantCourant).toBe(syndicB.idTeledeclarant);
    const [dernier] = await ctx.db
      .select()
      .from(courriel)
      .where(eq(courriel.destinataire, syndicA.login))
      .orderBy(desc(courriel.id))
      .limit(1);
    expect(dernier?.sujet).toContain('succession de syndic validée');
    // La déclaration a servi : la même demande ne trouve plus rien à valider.
    expect((await valider(syndicB, { idCopropriete: copro.id })).statusCode).toBe(404);
  });

  it('404 pour un autre établissement, pour le titulaire lui-même, sans déclaration, ou copropriété inconnue ; rien écrit', async () => {
    const copro = await coproTenueParA();
    expect((await valider(syndicB, { idCopropriete: copro.id })).statusCode).toBe(404);
    await declarerB(copro.id);
    expect((await valider(syndicC, { idCopropriete: copro.id })).statusCode).toBe(404);
    expect((await valider(syndicA, { idCopropriete: copro.id })).statusCode).toBe(404);
    expect((await valider(syndicB, { idCopropriete: 999_999_999 })).statusCode).toBe(404);
    expect((await mandatLu(copro.idMandat)).statut).toBe('SUCCESSEUR_DECLARE');
  });

  it('déclaration de plus de 30 jours : 404 ; ni clé ni copropriété : 400 sur le champ cle', async () => {
    const copro = await coproTenueParA();
    await declarerB(copro.id);
    await ctx.db
      .update(mandat)
      .set({ successeurDeclareLe: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(mandat.id, copro.idMandat));
    expect((await valider(syndicB, { idCopropriete: copro.id })).statusCode).toBe(404);
    const vide = await valider(syndicB, {});
    expect(vide.statusCode).toBe(400);
    expect(vide.json().champs.map((c: { champ: string }) => c.champ)).toEqual(['cle']);
  });
});

interface LigneAValider {
  id: number;
  predecesseur: string | null;
  declareeLe: string;
  valableJusquAu: string;
  actions: string[];
}

const section = async (s: { client: ClientTest }, requete = '') => {
  const r = await s.client.get(`${A_VALIDER}${requete}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { lignes: LigneAValider[]; totalItems: number };
};
const idsDe = (page: { lignes: LigneAValider[] }) => page.lignes.map((l) => l.id);

describe('GET /api/successeur/declarations-a-valider (section de la liste du successeur)', () => {
  it('B voit la copropriété qui le désigne, avec l’action ; ni A ni C ; elle quitte la section une fois validée', async () => {
    const copro = await coproTenueParA();
    expect(idsDe(await section(syndicB))).not.toContain(copro.id);
    await declarerB(copro.id);
    const [ligne] = (await section(syndicB)).lignes.filter((l) => l.id === copro.id);
    expect(ligne).toMatchObject({
      actions: ['VALIDER_DECLARATION_PREDECESSEUR'],
      declareeLe: formaterDateTexte(aujourdhui),
      valableJusquAu: formaterDateTexte(ajouterJours(aujourdhui, 29)),
    });
    const [raison] = await ctx.db
      .select({ raisonSociale: teledeclarant.raisonSociale })
      .from(teledeclarant)
      .where(eq(teledeclarant.id, syndicA.idTeledeclarant));
    expect(ligne!.predecesseur).toBe(raison!.raisonSociale);
    expect(idsDe(await section(syndicA))).not.toContain(copro.id);
    expect(idsDe(await section(syndicC))).not.toContain(copro.id);

    expect((await valider(syndicB, { idCopropriete: copro.id })).statusCode).toBe(200);
    expect(idsDe(await section(syndicB))).not.toContain(copro.id);
    // Elle est désormais dans la liste principale de B, qui en détient le mandat.
    const liste = await syndicB.client.requete({
      method: 'POST',
      url: '/api/coproprietes/rechercher',
      payload: { paginationOptions: { pageNumber: 1, pageSize: 50 } },
    });
    expect(liste.statusCode, liste.body).toBe(200);
    expect(liste.json().ligneRechercheCoproprieteDTOList.map((l: { id: number }) => l.id)).toContain(
      copro.id,
    );
  });

  it('déclaration de plus de 30 jours ou déjà validée par la clé : hors de la section ; pagination et total', async () => {
    const vieille = await coproTenueParA();
    await declarerB(vieille.id);
    await ctx.db
      .update(mandat)
      .set({ successeurDeclareLe: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(mandat.id, vieille.idMandat));
    const usee = await coproTenueParA();
    await declarerB(usee.id);
    await ctx.db.update(mandat).set({ cleSuccesseurHash: null }).where(eq(mandat.id, usee.idMandat));
    const [x, y] = [await coproTenueParA(), await coproTenueParA()];
    await declarerB(x.id);
    await declarerB(y.id);

    const tout = await section(syndicB, '?taille=50');
    expect(idsDe(tout)).not.toContain(vieille.id);
    expect(idsDe(tout)).not.toContain(usee.id);
    expect(idsDe(tout)).toEqual(expect.arrayContaining([x.id, y.id]));
    // La plus récente d'abord ; une page d'une ligne porte le total.
    const premiere = await section(syndicB, '?page=1&taille=1');
    expect(premiere.lignes).toHaveLength(1);
    expect(premiere.lignes[0]!.id).toBe(y.id);
    expect(premiere.totalItems).toBe(tout.totalItems);
    const vide = await section(syndicB, `?page=${tout.totalItems + 1}&taille=1`);
    expect(vide).toEqual({ lignes: [], totalItems: tout.totalItems });
  });

  it('la page part de l’index du successeur (plan d’exécution), sans parcourir les mandats ni les copropriétés', async () => {
    const requete = creerSuccessionRepository(ctx.db)
      .pageDeclarationsAValider(syndicB.idTeledeclarant, new Date(), { offset: 0, limit: 10 })
      .toSQL();
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      // Sur une petite base le planificateur préférerait lire la table : on lui retire ce choix.
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = (await client.query(`EXPLAIN ${requete.sql}`, requete.params)).rows
        .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('mandat_id_teledeclarant_successeur_idx');
      expect(plan).not.toMatch(/Seq Scan on (mandat|copropriete)/);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });

  it('400 sur une pagination invalide, 401 sans session, 403 sans le droit (teneur, défaut) ; notaire : section vide', async () => {
    for (const [requete, champ] of [
      ['?page=0', 'page'],
      ['?taille=51', 'taille'],
      ['?page=abc', 'page'],
    ] as const) {
      const r = await syndicB.client.get(`${A_VALIDER}${requete}`);
      expect(r.statusCode, requete).toBe(400);
      expect(
        r.json().champs.map((c: { champ: string }) => c.champ),
        requete,
      ).toEqual([champ]);
    }
    expect((await new ClientTest(ctx.app).get(A_VALIDER)).statusCode).toBe(401);
    for (const profil of ['TENEUR_ADMIN_PRINC', 'DEFAULT'] as const) {
      const client = await connecterProfil(ctx.app, ctx.db, profil);
      expect((await client.get(A_VALIDER)).statusCode, profil).toBe(403);
    }
  });
});

describe('PUT /api/successeur par la copropriété : accès, saisie, concurrence', () => {
  it('401 sans session, 403 sans le droit ; 400 sur des dates invalides sans rien écrire', async () => {
    const copro = await coproTenueParA();
    await declarerB(copro.id);
    const anonyme = new ClientTest(ctx.app);
    expect((await valider({ client: anonyme } as Syndic, { idCopropriete: copro.id })).statusCode).toBe(401);
    const teneur = await connecterProfil(ctx.app, ctx.db, 'TENEUR_ADMIN_PRINC');
    expect((await valider({ client: teneur } as Syndic, { idCopropriete: copro.id })).statusCode).toBe(403);
    const invalide = await valider(syndicB, { idCopropriete: copro.id, dateDebutMandat: '32/13/2026' });
    expect(invalide.statusCode).toBe(400);
    expect(invalide.json().champs.map((c: { champ: string }) => c.champ)).toContain('dateDebutMandat');
    const futur = await valider(syndicB, {
      idCopropriete: copro.id,
      dateDebutMandat: formaterDateTexte(ajouterJours(aujourdhui, 5)),
    });
    expect(futur.statusCode).toBe(400);
    // Règle §5.3 du mandat (domaine) : le champ est nommé comme dans le formulaire de rattachement.
    expect(futur.json().champs.map((c: { champ: string }) => c.champ)).toEqual([
      'infoRattachement.dateDebutMandat',
    ]);
    const m = await mandatLu(copro.idMandat);
    expect(m.statut).toBe('SUCCESSEUR_DECLARE');
    expect(m.cleSuccesseurHash).not.toBeNull();
    expect(idsDe(await section(syndicB))).toContain(copro.id);
  });

  it('50 validations simultanées : une seule réussit, un seul nouveau mandat, une seule transition journalisée', async () => {
    const copro = await coproTenueParA();
    await declarerB(copro.id);
    const reponses = await Promise.all(
      Array.from({ length: 50 }, () => valider(syndicB, { idCopropriete: copro.id })),
    );
    const statuts = reponses.map((r) => r.statusCode);
    expect(statuts.filter((s) => s === 200)).toHaveLength(1);
    expect(statuts.filter((s) => s !== 200 && s !== 404)).toEqual([]);
    const mandats = await ctx.db.select().from(mandat).where(eq(mandat.idCopropriete, copro.id));
    expect(mandats.filter((m) => m.idMandatPrecedent === copro.idMandat)).toHaveLength(1);
    expect(mandats.filter((m) => m.statut === 'COURANT')).toHaveLength(1);
    const transitions = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          eq(evenementJournal.typeEvenement, 'VALIDATION_DECLARATION_PREDECESSEUR'),
          eq(evenementJournal.typeCible, 'COPROPRIETE'),
          eq(evenementJournal.idCible, copro.id),
        ),
      );
    expect(transitions).toHaveLength(1);
  });
});

const annuler = (s: { client: ClientTest }, id: number | string) =>
  s.client.requete({ method: 'DELETE', url: `/api/teledeclarant/successeur/${id}` });

describe('DELETE /api/teledeclarant/successeur/:id (le titulaire annule sa déclaration, ADR 0313)', () => {
  it('A annule : mandat de nouveau courant, clé effacée, journal, courriel à B ; hors de la section ; lien et validation refusés', async () => {
    const copro = await coproTenueParA();
    await declarerB(copro.id);
    const actionsDeA = async () => {
      const liste = await syndicA.client.requete({
        method: 'POST',
        url: '/api/coproprietes/rechercher',
        payload: { paginationOptions: { pageNumber: 1, pageSize: 50 } },
      });
      expect(liste.statusCode, liste.body).toBe(200);
      const lignes = liste.json().ligneRechercheCoproprieteDTOList as { id: number; actions: string[] }[];
      return lignes.find((l) => l.id === copro.id)?.actions;
    };
    // La liste de A propose l'annulation tant que la déclaration attend.
    expect(await actionsDeA()).toContain('ANNULER_DECLARATION_SUCCESSEUR');
    const r = await annuler(syndicA, copro.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      idCopropriete: copro.id,
      idMandat: copro.idMandat,
      statutMandat: 'COURANT',
    });
    const m = await mandatLu(copro.idMandat);
    expect(m).toMatchObject({
      statut: 'COURANT',
      cleSuccesseurHash: null,
      idTeledeclarantSuccesseur: null,
      successeurDeclareLe: null,
    });
    const journal = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          eq(evenementJournal.typeEvenement, 'ANNULATION_SUCCESSEUR'),
          eq(evenementJournal.typeCible, 'MANDAT'),
          eq(evenementJournal.idCible, copro.idMandat),
        ),
      );
    expect(journal).toHaveLength(1);
    expect(journal[0]!.idCompte).toBe(syndicA.idCompte);
    const [dernier] = await ctx.db
      .select()
      .from(courriel)
      .where(eq(courriel.destinataire, syndicB.login))
      .orderBy(desc(courriel.id))
      .limit(1);
    expect(dernier?.sujet).toContain('déclaration de successeur annulée');
    expect(idsDe(await section(syndicB))).not.toContain(copro.id);
    expect((await valider(syndicB, { idCopropriete: copro.id })).statusCode).toBe(404);
    expect(await actionsDeA()).not.toContain('ANNULER_DECLARATION_SUCCESSEUR');
    // Rejouée : plus rien à annuler (409) ; le mandat est libre pour une nouvelle déclaration.
    expect((await annuler(syndicA, copro.id)).statusCode).toBe(409);
    await declarerB(copro.id);
    expect(idsDe(await section(syndicB))).toContain(copro.id);
  });

  it('404 pour le successeur, un autre établissement, un notaire, une copropriété inconnue ; 409 sans déclaration ; rien écrit', async () => {
    const copro = await coproTenueParA();
    expect((await annuler(syndicA, copro.id)).statusCode).toBe(409);
    await declarerB(copro.id);
    const notaire = await connecterProfil(ctx.app, ctx.db, 'NOTAIRE_NOTAIRE');
    for (const [nom, client] of [
      ['successeur', syndicB.client],
      ['autre', syndicC.client],
      ['notaire', notaire],
    ] as const) {
      expect((await annuler({ client }, copro.id)).statusCode, nom).toBe(404);
    }
    expect((await annuler(syndicA, 999_999_999)).statusCode).toBe(404);
    expect((await mandatLu(copro.idMandat)).statut).toBe('SUCCESSEUR_DECLARE');
  });

  it('400 sur un identifiant mal formé, 401 sans session, 403 sans le droit (teneur)', async () => {
    expect((await annuler(syndicA, 'abc')).statusCode).toBe(400);
    expect((await annuler({ client: new ClientTest(ctx.app) }, 1)).statusCode).toBe(401);
    const teneur = await connecterProfil(ctx.app, ctx.db, 'TENEUR_ADMIN_PRINC');
    expect((await annuler({ client: teneur }, 1)).statusCode).toBe(403);
  });

  it('annulation et validation simultanées : une seule réussit, état cohérent', async () => {
    const copro = await coproTenueParA();
    await declarerB(copro.id);
    const [a, b] = await Promise.all([
      annuler(syndicA, copro.id),
      valider(syndicB, { idCopropriete: copro.id }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const m = await mandatLu(copro.idMandat);
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    if (a.statusCode === 200) {
      expect(m.statut).toBe('COURANT');
      expect(c!.idTeledeclarantCourant).toBe(syndicA.idTeledeclarant);
    } else {
      expect(m.statut).toBe('ARCHIVE');
      expect(c!.idTeledeclarantCourant).toBe(syndicB.idTeledeclarant);
    }
  });
});

describe('Un notaire et la déclaration de successeur (ADR 0313)', () => {
  it('404 (et non 403) pour déclarer ou vérifier : copropriété d’un syndic, de son étude, ou inconnue', async () => {
    const copro = await coproTenueParA();
    const n = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_NOTAIRE' });
    const notaire = await connecter(ctx.app, n.login);
    // Même une copropriété dont l'étude serait titulaire ne révèle rien (le refus « relation » serait un 403).
    const deLEtude = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: n.idTeledeclarant as number,
    });
    for (const id of [copro.id, deLEtude.id, 999_999_999]) {
      const possible = await notaire.requete({
        method: 'POST',
        url: '/api/teledeclarant/verifieDeclSuccPossible',
        payload: { idCopropriete: id },
      });
      expect(possible.statusCode, possible.body).toBe(404);
      const declarer = await notaire.requete({
        method: 'POST',
        url: '/api/teledeclarant/successeur',
        payload: { idCopropriete: id, siret: SIRET_B, email: syndicB.login },
      });
      expect(declarer.statusCode, declarer.body).toBe(404);
    }
    expect((await mandatLu(copro.idMandat)).statut).toBe('COURANT');
  });
});
