import { ajouterJours, ajouterMois, aujourdhuiParis, formaterDateTexte } from '@registre/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, courriel, evenementJournal, mandat, teledeclarant } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterProfil } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { connecterSyndic } from '../test/guichet.js';

// Successeurs (issue 11 §4 ; ADR 0330) : le syndic A déclare le syndic B comme successeur, B valide avec la clé reçue
// par courriel ; C est un troisième syndic sans lien. Chaque route : 401, 403, 400, 404 et l'autre établissement.

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let syndicC: Syndic;

const SIRET_A = '55203253400646';
const SIRET_B = '73282932000074';
const POSSIBLE = '/api/teledeclarant/verifieDeclSuccPossible';
const DECLARER = '/api/teledeclarant/successeur';
const VALIDER = '/api/successeur';
const CLE = (cle: string) => `/api/public/successeur/${cle}`;
const DECLARE = (id: number) => `/api/coproprietes/is-successeur-declare/${id}`;
const ETABLISSEMENT_MANDAT = (id: number) => `/api/etablissement/mandat/${id}`;

const aujourdhui = aujourdhuiParis(new Date());
const DEBUT = ajouterJours(aujourdhui, -2);
const FIN = ajouterJours(ajouterMois(DEBUT, 12), -1);

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

const mandatLu = async (id: number) => (await ctx.db.select().from(mandat).where(eq(mandat.id, id)))[0]!;
const coproLue = async (id: number) =>
  (await ctx.db.select().from(copropriete).where(eq(copropriete.id, id)))[0]!;

/** Dernier courriel reçu par cette adresse. */
async function dernierCourriel(adresse: string) {
  const [ligne] = await ctx.db
    .select()
    .from(courriel)
    .where(eq(courriel.destinataire, adresse))
    .orderBy(desc(courriel.id))
    .limit(1);
  return ligne;
}

/** A déclare B ; renvoie la clé lue dans le courriel reçu par B. */
async function declarerB(idCopropriete: number): Promise<string> {
  const r = await syndicA.client.requete({
    method: 'POST',
    url: DECLARER,
    payload: { idCopropriete, siret: SIRET_B, email: syndicB.login },
  });
  expect(r.statusCode, r.body).toBe(200);
  const texte = (await dernierCourriel(syndicB.login))!.texte;
  const cle = /\/successeur\/([A-Za-z0-9_-]+)/.exec(texte)?.[1];
  expect(cle).toBeTruthy();
  return cle as string;
}

const valider = (client: ClientTest, corps: Record<string, unknown>) =>
  client.requete({ method: 'PUT', url: VALIDER, payload: corps });

const validationB = (cle: string, surcharge: Record<string, unknown> = {}) => ({
  cle,
  dateDebutMandat: formaterDateTexte(DEBUT),
  dateFinMandat: formaterDateTexte(FIN),
  avertissementsConfirmes: [],
  ...surcharge,
});

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

describe('Accès aux routes des successeurs', () => {
  it('401 sans session, 403 sans les droits (teneur, notaire, profil par défaut selon la route)', async () => {
    const anonyme = new ClientTest(ctx.app);
    const corps = { idCopropriete: 1, siret: SIRET_B, email: 'x@exemple.fr' };
    expect(
      (await anonyme.requete({ method: 'POST', url: POSSIBLE, payload: { idCopropriete: 1 } })).statusCode,
    ).toBe(401);
    expect((await anonyme.requete({ method: 'POST', url: DECLARER, payload: corps })).statusCode).toBe(401);
    expect((await valider(anonyme, validationB('a'.repeat(43)))).statusCode).toBe(401);
    expect((await anonyme.get(DECLARE(1))).statusCode).toBe(401);
    expect((await anonyme.get(ETABLISSEMENT_MANDAT(1))).statusCode).toBe(401);
    for (const profil of ['TENEUR_ADMIN_PRINC', 'DEFAULT'] as const) {
      const client = await connecterProfil(ctx.app, ctx.db, profil);
      expect(
        (await client.requete({ method: 'POST', url: DECLARER, payload: corps })).statusCode,
        profil,
      ).toBe(403);
      expect((await valider(client, validationB('a'.repeat(43)))).statusCode, profil).toBe(403);
    }
    const notaire = await connecterProfil(ctx.app, ctx.db, 'NOTAIRE_NOTAIRE');
    expect((await valider(notaire, validationB('a'.repeat(43)))).statusCode).toBe(403);
  });

  it('400 sur un corps mal formé, 404 sur une clé inconnue ou mal formée', async () => {
    const r = await syndicA.client.requete({
      method: 'POST',
      url: DECLARER,
      payload: { idCopropriete: 'abc', siret: '123', email: 'pas-une-adresse' },
    });
    expect(r.statusCode).toBe(400);
    expect((await valider(syndicB.client, { cle: 'x', dateDebutMandat: '32/13/2026' })).statusCode).toBe(400);
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(CLE('cleInconnue0123456789abcdefghij'))).statusCode).toBe(404);
    expect((await anonyme.get(CLE('court'))).statusCode).toBe(400);
  });
});

describe('Déclarer un successeur', () => {
  it('possible pour le titulaire du mandat en cours ; 404 pour un autre établissement ou une copropriété inconnue', async () => {
    const c = await coproTenueParA();
    const ok = await syndicA.client.requete({
      method: 'POST',
      url: POSSIBLE,
      payload: { idCopropriete: c.id },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ possible: true, message: null });
    const autre = await syndicC.client.requete({
      method: 'POST',
      url: POSSIBLE,
      payload: { idCopropriete: c.id },
    });
    expect(autre.statusCode).toBe(404);
    const inconnue = await syndicA.client.requete({
      method: 'POST',
      url: POSSIBLE,
      payload: { idCopropriete: 2_000_000_000 },
    });
    expect(inconnue.statusCode).toBe(404);
    const declarationAutre = await syndicC.client.requete({
      method: 'POST',
      url: DECLARER,
      payload: { idCopropriete: c.id, siret: SIRET_B, email: syndicB.login },
    });
    expect(declarationAutre.statusCode).toBe(404);
    expect((await mandatLu(c.idMandat)).statut).toBe('COURANT');
  });

  it('400 sur le champ : SIRET inconnu, soi-même, adresse qui ne correspond pas ; rien n’est écrit', async () => {
    const c = await coproTenueParA();
    const cas = [
      { siret: '40483304800022', email: syndicB.login, champ: 'siret' },
      { siret: SIRET_A, email: syndicA.login, champ: 'siret' },
      { siret: SIRET_B, email: syndicC.login, champ: 'email' },
    ];
    for (const { siret, email, champ } of cas) {
      const r = await syndicA.client.requete({
        method: 'POST',
        url: DECLARER,
        payload: { idCopropriete: c.id, siret, email },
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().champs.map((e: { champ: string }) => e.champ)).toEqual([champ]);
    }
    const m = await mandatLu(c.idMandat);
    expect(m.statut).toBe('COURANT');
    expect(m.cleSuccesseurHash).toBeNull();
  });

  it('déclare B : mandat « successeur déclaré », clé gardée hachée, courriels aux deux syndics, journal ; une seule déclaration', async () => {
    const c = await coproTenueParA();
    const cle = await declarerB(c.id);
    const m = await mandatLu(c.idMandat);
    expect(m.statut).toBe('SUCCESSEUR_DECLARE');
    expect(m.idTeledeclarantSuccesseur).toBe(syndicB.idTeledeclarant);
    expect(m.cleSuccesseurHash).toMatch(/^[0-9a-f]{64}$/);
    expect(m.cleSuccesseurHash).not.toContain(cle);
    expect((await dernierCourriel(syndicA.login))!.sujet).toMatch(/déclaration de successeur/);
    const journal = await ctx.db
      .select({ type: evenementJournal.typeEvenement })
      .from(evenementJournal)
      .where(
        and(
          inArray(evenementJournal.idCible, [c.id, c.idMandat]),
          eq(evenementJournal.typeEvenement, 'DECLARATION_SUCCESSEUR'),
        ),
      );
    expect(journal).toHaveLength(2);

    const encore = await syndicA.client.requete({
      method: 'POST',
      url: DECLARER,
      payload: { idCopropriete: c.id, siret: SIRET_B, email: syndicB.login },
    });
    expect(encore.statusCode).toBe(409);
    const possible = await syndicA.client.requete({
      method: 'POST',
      url: POSSIBLE,
      payload: { idCopropriete: c.id },
    });
    expect(possible.json().possible).toBe(false);
    expect(possible.json().message).toMatch(/déjà déclaré/);
  });
});

describe('Lectures de la succession', () => {
  it('la clé publique montre la copropriété et les deux établissements, sans rien d’autre', async () => {
    const c = await coproTenueParA();
    const cle = await declarerB(c.id);
    const r = await new ClientTest(ctx.app).get(CLE(cle));
    expect(r.statusCode, r.body).toBe(200);
    const corps = r.json();
    expect(Object.keys(corps).sort()).toEqual(
      [
        'declareeLe',
        'nomCopropriete',
        'numeroImmatriculation',
        'predecesseur',
        'successeur',
        'valableJusquAu',
      ].sort(),
    );
    expect(corps.nomCopropriete).toBe((await coproLue(c.id)).nom);
    expect(corps.declareeLe).toBe(formaterDateTexte(aujourdhui));
  });

  it('is-successeur-declare : titulaire, successeur désigné et teneur ; 404 pour un autre établissement', async () => {
    const c = await coproTenueParA();
    expect((await syndicA.client.get(DECLARE(c.id))).json()).toBe(false);
    await declarerB(c.id);
    expect((await syndicA.client.get(DECLARE(c.id))).json()).toBe(true);
    expect((await syndicB.client.get(DECLARE(c.id))).json()).toBe(true);
    const teneur = await connecterProfil(ctx.app, ctx.db, 'TENEUR_ADMIN_PRINC');
    expect((await teneur.get(DECLARE(c.id))).json()).toBe(true);
    expect((await syndicC.client.get(DECLARE(c.id))).statusCode).toBe(404);
    expect((await syndicA.client.get(DECLARE(2_000_000_000))).statusCode).toBe(404);
    expect((await syndicA.client.get('/api/coproprietes/is-successeur-declare/abc')).statusCode).toBe(400);
  });

  it('etablissement/mandat : l’établissement qui détient le mandat ; 404 pour un autre établissement', async () => {
    const c = await coproTenueParA();
    const r = await syndicA.client.get(ETABLISSEMENT_MANDAT(c.idMandat));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().etablissement).toMatchObject({
      idTeledeclarant: syndicA.idTeledeclarant,
      siret: SIRET_A,
    });
    expect(r.json().statut).toBe('COURANT');
    expect((await syndicC.client.get(ETABLISSEMENT_MANDAT(c.idMandat))).statusCode).toBe(404);
    expect((await syndicB.client.get(ETABLISSEMENT_MANDAT(c.idMandat))).statusCode).toBe(404);
    await declarerB(c.id);
    expect((await syndicB.client.get(ETABLISSEMENT_MANDAT(c.idMandat))).statusCode).toBe(200);
    const teneur = await connecterProfil(ctx.app, ctx.db, 'TENEUR_ASS_HOTLINE_GES');
    expect((await teneur.get(ETABLISSEMENT_MANDAT(c.idMandat))).statusCode).toBe(200);
  });
});

describe('Le successeur valide la déclaration', () => {
  it('refus : autre établissement (403), dates hors règles (400 sur le champ), avertissement 12 mois à confirmer', async () => {
    const c = await coproTenueParA();
    const cle = await declarerB(c.id);
    expect((await valider(syndicC.client, validationB(cle))).statusCode).toBe(403);
    const avantPredecesseur = await valider(
      syndicB.client,
      validationB(cle, { dateDebutMandat: '01/01/2025', dateFinMandat: '31/12/2025' }),
    );
    expect(avantPredecesseur.statusCode).toBe(400);
    expect(avantPredecesseur.json().champs.map((e: { champ: string }) => e.champ)).toContain(
      'dateDebutMandat',
    );
    const horsDouzeMois = await valider(
      syndicB.client,
      validationB(cle, { dateFinMandat: formaterDateTexte(ajouterMois(DEBUT, 18)) }),
    );
    expect(horsDouzeMois.statusCode).toBe(400);
    expect(horsDouzeMois.json().avertissements.map((a: { code: string }) => a.code)).toEqual([
      'mandat.duree.differenteNormale',
    ]);
    const m = await mandatLu(c.idMandat);
    expect(m.statut).toBe('SUCCESSEUR_DECLARE');
    expect(m.cleSuccesseurHash).not.toBeNull();
  });

  it('B valide : son mandat courant suit celui de A, terminé la veille et archivé ; clé à usage unique', async () => {
    const c = await coproTenueParA();
    const cle = await declarerB(c.id);
    const r = await valider(syndicB.client, validationB(cle));
    expect(r.statusCode, r.body).toBe(200);
    const { idMandat, idMandatPrecedent } = r.json();
    expect(idMandatPrecedent).toBe(c.idMandat);
    const nouveau = await mandatLu(idMandat);
    expect(nouveau).toMatchObject({
      statut: 'COURANT',
      idTeledeclarant: syndicB.idTeledeclarant,
      idMandatPrecedent: c.idMandat,
    });
    expect(formaterDateTexte(nouveau.dateDebut!)).toBe(formaterDateTexte(DEBUT));
    const ancien = await mandatLu(c.idMandat);
    expect(ancien.statut).toBe('ARCHIVE');
    expect(formaterDateTexte(ancien.dateFin!)).toBe(formaterDateTexte(ajouterJours(DEBUT, -1)));
    expect(ancien.cleSuccesseurHash).toBeNull();
    const copro = await coproLue(c.id);
    expect(copro).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: syndicB.idTeledeclarant,
      idMandatCourant: idMandat,
    });
    expect((await dernierCourriel(syndicB.login))!.sujet).toMatch(/succession de syndic validée/);
    expect((await dernierCourriel(syndicA.login))!.texte).toMatch(/archivé/);
    const journal = await ctx.db
      .select({ type: evenementJournal.typeEvenement })
      .from(evenementJournal)
      .where(inArray(evenementJournal.idCible, [c.id, c.idMandat, idMandat]));
    const types = journal.map((j) => j.type);
    expect(types.filter((t) => t === 'VALIDATION_DECLARATION_PREDECESSEUR')).toHaveLength(3);
    expect(types).toContain('ARCHIVAGE_MANDAT');

    // Clé rejouée : refusée, rien ne change ; la page publique ne la montre plus.
    const rejouee = await valider(syndicB.client, validationB(cle));
    expect(rejouee.statusCode).toBe(400);
    expect(rejouee.json().champs.map((e: { champ: string }) => e.champ)).toEqual(['cle']);
    expect((await new ClientTest(ctx.app).get(CLE(cle))).statusCode).toBe(404);
    const mandats = await ctx.db.select().from(mandat).where(eq(mandat.idCopropriete, c.id));
    expect(mandats).toHaveLength(2);
    // A n'a plus la copropriété : il ne peut plus déclarer de successeur ; B le peut.
    expect(
      (await syndicA.client.requete({ method: 'POST', url: POSSIBLE, payload: { idCopropriete: c.id } }))
        .statusCode,
    ).toBe(404);
    const possibleB = await syndicB.client.requete({
      method: 'POST',
      url: POSSIBLE,
      payload: { idCopropriete: c.id },
    });
    expect(possibleB.json()).toEqual({ possible: true, message: null });
  });

  it('une clé de plus de 30 jours a expiré : ni montrée ni acceptée', async () => {
    const c = await coproTenueParA();
    const cle = await declarerB(c.id);
    await ctx.db
      .update(mandat)
      .set({ successeurDeclareLe: ajouterJours(new Date(), -31) })
      .where(eq(mandat.id, c.idMandat));
    expect((await new ClientTest(ctx.app).get(CLE(cle))).statusCode).toBe(404);
    const r = await valider(syndicB.client, validationB(cle));
    expect(r.statusCode).toBe(400);
    expect((await mandatLu(c.idMandat)).statut).toBe('SUCCESSEUR_DECLARE');
  });

  it('deux validations simultanées avec la même clé : une seule réussit', async () => {
    const c = await coproTenueParA();
    const cle = await declarerB(c.id);
    const [r1, r2] = await Promise.all([
      valider(syndicB.client, validationB(cle)),
      valider(syndicB.client, validationB(cle)),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 400]);
    const mandats = await ctx.db.select().from(mandat).where(eq(mandat.idCopropriete, c.id));
    expect(mandats).toHaveLength(2);
  });
});
