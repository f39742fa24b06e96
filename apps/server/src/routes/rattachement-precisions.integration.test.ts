import { createHash } from 'node:crypto';
import {
  ajouterJours,
  ajouterMois,
  aujourdhuiParis,
  type FilEchanges,
  formaterDateTexte,
  type PageDemandes,
  type QuestionsOuvertes,
  type RattachementAValider,
} from '@registre/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compte,
  copropriete,
  courriel,
  evenementJournal,
  mandat,
  verrouValidation,
} from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { type ActeurGuichet, connecterActeur, connecterSyndic } from '../test/guichet.js';
import { enMultipartRattachement } from '../test/rattachement.js';

// Précisions sur une demande de rattachement (issue 11 §2, ADR 0305) : la demande ouverte par le teneur rend son
// verrou et reste au guichet ; la question entre dans le fil du mandat demandé, lisible par les teneurs et
// l'établissement demandeur seulement ; l'établissement répond (PDF facultatif) ; journal et courriel.

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let syndicC: Syndic;
let teneur: ActeurGuichet;
let autreTeneur: ActeurGuichet;

const OUVRIR = (n: number) => `/api/mandats/encours/validation/${n}`;
const LIRE = (id: number) => `/api/mandats/copro/validation/${id}`;
const TRANCHER = '/api/mandats/validation/contestation/valider';
const PRECISIONS = '/api/demande-precision/sendMail';
const FIL = (idMandat: number) => `/api/mandats/echanges/${idMandat}`;
const FIL_IMMATRICULATION = (n: number) => `/api/declarations/echanges/${n}`;
const QUESTIONS = '/api/declarations/questions-ouvertes';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const aujourdhui = aujourdhuiParis(new Date());
const DEBUT = formaterDateTexte(ajouterJours(aujourdhui, -10));
const FIN = formaterDateTexte(ajouterMois(ajouterJours(aujourdhui, -10), 12));

/** Demande de rattachement (ou contestation) de B déposée par la vraie route ; la copropriété a été immatriculée par A. */
async function demandeDeB(options: { contestation?: boolean } = {}) {
  const c = await creerCoproprieteDeTest(ctx.db, {
    etat: options.contestation ? 'IMMATRICULEE_RATTACHEE' : 'IMMATRICULEE_A_RATTACHER',
    ...(options.contestation ? { idTeledeclarantCourant: syndicA.idTeledeclarant } : {}),
    declarations: [{ idTeledeclarant: syndicA.idTeledeclarant, statut: 'IMMATRICULATION' }],
  });
  const r = await syndicB.client.requete({
    method: 'POST',
    url: '/api/coproprietes/rattachement',
    ...enMultipartRattachement({
      numeroImmatriculation: c.numero,
      infoRattachement: {
        adminProvisoire: false,
        dateDebutMandat: DEBUT,
        dateFinMandat: FIN,
        typeJustifMandat: 'CONTRAT_SYNDIC',
      },
      justificatif: { nom: 'contrat.pdf', contenu: PDF },
      ...(options.contestation ? { motifContestation: 'Élus à la dernière assemblée générale.' } : {}),
    }),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { idCopropriete: number; idMandat: number };
}

async function ouvrir(acteur: ActeurGuichet, idCopropriete: number) {
  const r = await acteur.client.get(OUVRIR(idCopropriete));
  expect(r.statusCode, r.body).toBe(200);
}

const demander = (acteur: ActeurGuichet, corps: Record<string, unknown>) =>
  acteur.client.requete({ method: 'POST', url: PRECISIONS, payload: corps });

const repondre = (client: ClientTest, idMandat: number, corps: Record<string, unknown>) =>
  client.requete({ method: 'POST', url: FIL(idMandat), payload: corps });

const questionsDe = async (client: ClientTest) => {
  const r = await client.get(QUESTIONS);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<QuestionsOuvertes>();
};

const journal = (type: 'DEMANDE_PRECISIONS' | 'REPONSE_PRECISIONS' | 'LIBERATION_VERROU', idMandat: number) =>
  ctx.db
    .select()
    .from(evenementJournal)
    .where(
      and(
        eq(evenementJournal.typeEvenement, type),
        eq(evenementJournal.typeCible, 'MANDAT'),
        eq(evenementJournal.idCible, idMandat),
      ),
    );

const emailDe = async (s: Syndic) =>
  (await ctx.db.select({ email: compte.email }).from(compte).where(eq(compte.id, s.idCompte)))[0]
    ?.email as string;

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndicA = await connecterSyndic(ctx);
  syndicB = await connecterSyndic(ctx);
  syndicC = await connecterSyndic(ctx);
  for (const s of [syndicA, syndicB, syndicC]) await s.client.get('/api/csrf');
  teneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
  autreTeneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
});

afterAll(async () => {
  await ctx?.fermer();
});

describe('demander des précisions sur un rattachement (POST demande-precision/sendMail avec idMandat)', () => {
  it('la demande rend son verrou et reste au guichet, la question entre dans le fil du mandat, journal et courriel', async () => {
    const d = await demandeDeB();
    await ouvrir(teneur, d.idCopropriete);
    const avant = (await teneur.client.get(LIRE(d.idMandat))).json<RattachementAValider>();
    expect(avant.actions).toContain('demanderPrecisions');
    expect(avant.fil).toMatchObject({ idMandat: d.idMandat, questionOuverte: false, echanges: [] });

    const r = await demander(teneur, {
      idCopropriete: d.idCopropriete,
      idMandat: d.idMandat,
      message: 'Merci de joindre le procès-verbal de l’assemblée qui vous a désigné.',
      piece: { nom: 'modele.pdf', contenu: PDF.toString('base64') },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      idCopropriete: d.idCopropriete,
      etatCopropriete: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
    });
    // Le mandat rend son verrou (A_VALIDER) ; la copropriété garde son état.
    const [m] = await ctx.db.select().from(mandat).where(eq(mandat.id, d.idMandat));
    expect(m?.statut).toBe('A_VALIDER');
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, d.idCopropriete));
    expect(c?.etat).toBe('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER');
    const verrous = await ctx.db
      .select()
      .from(verrouValidation)
      .where(and(eq(verrouValidation.objet, 'MANDAT'), eq(verrouValidation.idObjet, d.idMandat)));
    expect(verrous).toEqual([]);
    // Journal du mandat : la question (motif) et la libération du verrou.
    const [question] = await journal('DEMANDE_PRECISIONS', d.idMandat);
    expect(question).toMatchObject({
      idCompte: teneur.idCompte,
      detail: { motif: expect.stringContaining('procès-verbal') },
    });
    expect(await journal('LIBERATION_VERROU', d.idMandat)).toHaveLength(1);
    // Courriel à l'établissement demandeur, avec la pièce et le lien du fil.
    const envois = await ctx.db
      .select()
      .from(courriel)
      .where(eq(courriel.destinataire, await emailDe(syndicB)));
    const envoi = envois.find((e) =>
      e.sujet.includes('précisions demandées sur votre demande de rattachement'),
    );
    expect(envoi?.texte).toContain('procès-verbal');
    expect(envoi?.texte).toContain(`/rattacher-une-copropriete/echanges/${d.idMandat}`);
    expect(envoi?.idDocumentPieceJointe).not.toBeNull();

    // Le teneur voit la question dans le fil de la lecture ; la demande est de nouveau libre au guichet.
    const apres = (await autreTeneur.client.get(LIRE(d.idMandat))).json<RattachementAValider>();
    expect(apres.verrou).toBeNull();
    expect(apres.fil.questionOuverte).toBe(true);
    expect(apres.fil.echanges).toMatchObject([
      { nature: 'DEMANDE_PRECISIONS', cote: 'TENEUR', nomAuteur: 'Le teneur du registre' },
    ]);
    // Une seconde demande sans rouvrir : 409 (la demande n'est plus ouverte par l'appelant).
    const encore = await demander(teneur, {
      idCopropriete: d.idCopropriete,
      idMandat: d.idMandat,
      message: 'Encore une question.',
    });
    expect(encore.statusCode).toBe(409);
  });

  it('l’établissement demandeur lit la question, la voit à l’accueil, y répond avec un PDF ; le teneur tranche ensuite', async () => {
    const d = await demandeDeB();
    await ouvrir(teneur, d.idCopropriete);
    // Pas encore de question : rien à répondre.
    expect((await repondre(syndicB.client, d.idMandat, { message: 'Bonjour' })).statusCode).toBe(409);
    expect(
      (
        await demander(teneur, {
          idCopropriete: d.idCopropriete,
          idMandat: d.idMandat,
          message: 'Qui vous a élu ?',
        })
      ).statusCode,
    ).toBe(200);

    // La ligne du guichet signale la question ouverte (ADR 0305) ; la réponse l'efface (plus bas).
    const ligneAuGuichet = async () => {
      const r = await teneur.client.requete({
        method: 'POST',
        url: '/api/declarations/rechercher',
        payload: { typeDemande: 'RATTACHEMENT' },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PageDemandes>().ligneDemandeDTOList.find((l) => l.idCopropriete === d.idCopropriete);
    };
    expect(await ligneAuGuichet()).toMatchObject({ idMandat: d.idMandat, precisionsDemandees: true });

    const fil = await syndicB.client.get(FIL(d.idMandat));
    expect(fil.statusCode, fil.body).toBe(200);
    expect(fil.json<FilEchanges>()).toMatchObject({
      idCopropriete: d.idCopropriete,
      idMandat: d.idMandat,
      questionOuverte: true,
      echanges: [{ nature: 'DEMANDE_PRECISIONS', message: 'Qui vous a élu ?' }],
    });
    const questions = await questionsDe(syndicB.client);
    expect(questions.questions).toContainEqual(
      expect.objectContaining({
        idCopropriete: d.idCopropriete,
        idMandat: d.idMandat,
        extrait: 'Qui vous a élu ?',
      }),
    );

    // Le teneur ne répond pas à la place du demandeur (droit du rattachement) ; faux PDF et message vide refusés.
    expect((await repondre(teneur.client, d.idMandat, { message: 'x' })).statusCode).toBe(403);
    const faux = await repondre(syndicB.client, d.idMandat, {
      message: 'x',
      piece: { nom: 'x.pdf', contenu: Buffer.from('GIF89a').toString('base64') },
    });
    expect(faux.statusCode).toBe(400);
    expect((await repondre(syndicB.client, d.idMandat, { message: '' })).statusCode).toBe(400);

    const octets = Buffer.from('%PDF-1.4\n% procès-verbal\n%%EOF');
    const reponse = await repondre(syndicB.client, d.idMandat, {
      message: 'L’assemblée du 12 mars ; voici le procès-verbal.',
      piece: { nom: 'pv.pdf', contenu: octets.toString('base64') },
    });
    expect(reponse.statusCode, reponse.body).toBe(200);
    expect(reponse.json()).toMatchObject({ nature: 'REPONSE', cote: 'DECLARANT' });
    expect(await ligneAuGuichet()).toMatchObject({ idMandat: d.idMandat, precisionsDemandees: false });
    expect(reponse.json().piece.sha256).toBe(createHash('sha256').update(octets).digest('hex'));
    const [trace] = await journal('REPONSE_PRECISIONS', d.idMandat);
    expect(trace).toMatchObject({
      categorie: 'VALIDATION',
      idCompte: syndicB.idCompte,
      detail: { idEchange: reponse.json().id, pieceJointe: true },
    });
    // La question n'est plus ouverte ; la demande n'a pas changé d'état.
    const apres = await questionsDe(syndicB.client);
    expect(apres.questions.map((q) => q.idMandat)).not.toContain(d.idMandat);
    const [m] = await ctx.db.select().from(mandat).where(eq(mandat.id, d.idMandat));
    expect(m?.statut).toBe('A_VALIDER');

    // Le teneur lit la réponse et sa pièce, puis tranche comme d'habitude.
    await ouvrir(teneur, d.idCopropriete);
    const lue = (await teneur.client.get(LIRE(d.idMandat))).json<RattachementAValider>();
    expect(lue.fil.echanges.map((e) => e.nature)).toEqual(['DEMANDE_PRECISIONS', 'REPONSE']);
    expect(lue.fil.questionOuverte).toBe(false);
    const idPiece = reponse.json().piece.id as number;
    const pdf = await teneur.client.get(`${FIL(d.idMandat)}/piece/${idPiece}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const decision = await teneur.client.requete({
      method: 'POST',
      url: TRANCHER,
      payload: { idMandat: d.idMandat, valider: true },
    });
    expect(decision.statusCode, decision.body).toBe(200);
    // Tranchée : plus de réponse possible (409), le fil reste lisible.
    expect((await repondre(syndicB.client, d.idMandat, { message: 'Et encore ceci.' })).statusCode).toBe(409);
    expect((await syndicB.client.get(FIL(d.idMandat))).statusCode).toBe(200);
  });
});

describe('cloisonnement du fil d’un rattachement', () => {
  it('ni le déclarant de l’immatriculation ni un autre établissement ne lisent le fil (404) ; pas de fuite par le fil de la copropriété', async () => {
    const d = await demandeDeB();
    await ouvrir(teneur, d.idCopropriete);
    expect(
      (
        await demander(teneur, {
          idCopropriete: d.idCopropriete,
          idMandat: d.idMandat,
          message: 'Question confidentielle pour B.',
        })
      ).statusCode,
    ).toBe(200);
    const reponse = await repondre(syndicB.client, d.idMandat, {
      message: 'Réponse de B.',
      piece: { nom: 'b.pdf', contenu: PDF.toString('base64') },
    });
    expect(reponse.statusCode).toBe(200);
    const idPiece = reponse.json().piece.id as number;

    for (const intrus of [syndicA, syndicC]) {
      expect((await intrus.client.get(FIL(d.idMandat))).statusCode).toBe(404);
      expect((await intrus.client.get(`${FIL(d.idMandat)}/piece/${idPiece}`)).statusCode).toBe(404);
      expect((await repondre(intrus.client, d.idMandat, { message: 'x' })).statusCode).toBe(404);
      const questions = await questionsDe(intrus.client);
      expect(questions.questions.map((q) => q.idCopropriete)).not.toContain(d.idCopropriete);
    }
    // Le déclarant de l'immatriculation (A) lit le fil de SA demande : les messages du rattachement n'y sont pas.
    const filA = await syndicA.client.get(FIL_IMMATRICULATION(d.idCopropriete));
    expect(filA.statusCode, filA.body).toBe(200);
    expect(filA.json<FilEchanges>().echanges).toEqual([]);
    expect(
      (await syndicA.client.get(`${FIL_IMMATRICULATION(d.idCopropriete)}/piece/${idPiece}`)).statusCode,
    ).toBe(404);
    // Le fil d'un autre mandat ne rend pas la pièce de celui-ci ; un mandat inexistant : 404.
    const autre = await demandeDeB();
    expect((await syndicB.client.get(`${FIL(autre.idMandat)}/piece/${idPiece}`)).statusCode).toBe(404);
    expect((await teneur.client.get(FIL(2_000_000_000))).statusCode).toBe(404);
    // Sans session : 401.
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get(FIL(d.idMandat))).statusCode).toBe(401);
  });
});

describe('refus et conflits', () => {
  it('401 sans session, 403 pour un syndic, 400 sur la saisie, 404 pour un mandat qui n’est pas celui de la demande', async () => {
    const d = await demandeDeB();
    const anonyme = new ClientTest(ctx.app);
    const corps = { idCopropriete: d.idCopropriete, idMandat: d.idMandat, message: 'Question ?' };
    expect((await anonyme.requete({ method: 'POST', url: PRECISIONS, payload: corps })).statusCode).toBe(401);
    expect(
      (await syndicB.client.requete({ method: 'POST', url: PRECISIONS, payload: corps })).statusCode,
    ).toBe(403);
    await ouvrir(teneur, d.idCopropriete);
    const vide = await demander(teneur, { ...corps, message: '' });
    expect(vide.statusCode).toBe(400);
    const fauxPdf = await demander(teneur, {
      ...corps,
      piece: { nom: 'x.pdf', contenu: Buffer.from('GIF89a').toString('base64') },
    });
    expect(fauxPdf.statusCode).toBe(400);
    const autre = await demandeDeB();
    const mauvais = await demander(teneur, { ...corps, idCopropriete: autre.idCopropriete });
    expect(mauvais.statusCode).toBe(404);
    // Rien n'a été écrit : le mandat est toujours ouvert par le teneur, le fil vide.
    const [m] = await ctx.db.select().from(mandat).where(eq(mandat.id, d.idMandat));
    expect(m?.statut).toBe('VALIDATION_EN_COURS');
    expect((await teneur.client.get(FIL(d.idMandat))).json<FilEchanges>().echanges).toEqual([]);
  });

  it('409 : demande non ouverte, tenue par un autre teneur, contestation', async () => {
    const libre = await demandeDeB();
    const corps = (d: { idCopropriete: number; idMandat: number }) => ({
      idCopropriete: d.idCopropriete,
      idMandat: d.idMandat,
      message: 'Question ?',
    });
    expect((await demander(teneur, corps(libre))).statusCode).toBe(409);
    await ouvrir(autreTeneur, libre.idCopropriete);
    const tenue = await demander(teneur, corps(libre));
    expect(tenue.statusCode).toBe(409);
    expect(tenue.body).toContain('en cours de traitement');

    const contestation = await demandeDeB({ contestation: true });
    await ouvrir(teneur, contestation.idCopropriete);
    const lue = (await teneur.client.get(LIRE(contestation.idMandat))).json<RattachementAValider>();
    expect(lue.actions).not.toContain('demanderPrecisions');
    const refus = await demander(teneur, corps(contestation));
    expect(refus.statusCode).toBe(409);
    const [m] = await ctx.db.select().from(mandat).where(eq(mandat.id, contestation.idMandat));
    expect(m?.statut).toBe('VALIDATION_EN_COURS');
  });

  it('50 demandes identiques en parallèle : une seule passe, un seul message, un seul courriel', async () => {
    const d = await demandeDeB();
    await ouvrir(teneur, d.idCopropriete);
    const message = `Question unique ${d.idMandat}`;
    const reponses = await Promise.all(
      Array.from({ length: 50 }, () =>
        demander(teneur, { idCopropriete: d.idCopropriete, idMandat: d.idMandat, message }),
      ),
    );
    const codes = reponses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const fil = (await teneur.client.get(FIL(d.idMandat))).json<FilEchanges>();
    expect(fil.echanges).toHaveLength(1);
    expect(await journal('DEMANDE_PRECISIONS', d.idMandat)).toHaveLength(1);
    const envois = await ctx.db
      .select()
      .from(courriel)
      .where(eq(courriel.destinataire, await emailDe(syndicB)));
    expect(envois.filter((e) => e.texte.includes(message))).toHaveLength(1);
  });
});
