import { createHash } from 'node:crypto';
import type {
  CleDoublon,
  FilEchanges,
  InfosValidation,
  PageDemandes,
  QuestionsOuvertes,
} from '@registre/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, courriel, evenementJournal } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { inscrireCopropriete } from '../test/coproprietes-existantes.js';
import { nouveauRang } from '../test/declarations.js';
import { CHEMINS_GUICHET, connecterActeur, connecterSyndic, deposerDemande } from '../test/guichet.js';

// Demandes de doublon (ADR 0190 §5, 0192 §6) et fil des échanges d'une demande (issue 9 §4, ADR 0193).

let ctx: ContexteTest;
let syndic: { client: ClientTest; idCompte: number; idTeledeclarant: number; login: string };
let collegue: ClientTest;
let autreSyndic: ClientTest;
let teneurA: { client: ClientTest; idCompte: number };
let assistance: { client: ClientTest; idCompte: number };

const OUVRIR = CHEMINS_GUICHET.ouvrir;
const CLE = (n: number) => `/api/coproprietes/typeModifNotaireOk/${n}`;
const DECIDER = (key: string, n: number, fusion: boolean) =>
  `/api/coproprietes/validerDoublonCoproNotaire/${key}/${n}/${fusion}`;
const FIL = (n: number) => `/api/declarations/echanges/${n}`;

const teneur = (profil: 'TENEUR_ADMIN_PRINC' | 'TENEUR_ASS_HOTLINE_GES') => connecterActeur(ctx, profil);

/** Demande déposée comme doublon d'une copropriété immatriculée qui partage sa parcelle. */
async function demandeDeDoublon(numeroExistant: string | null) {
  const n = nouveauRang();
  const existante = await inscrireCopropriete(ctx.db, {
    etat: numeroExistant ? 'IMMATRICULEE_A_RATTACHER' : 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    numero: numeroExistant,
    nom: `Le Clos numéro ${n}`,
    adresse: { numero: String(n), voie: `Allée numéro ${n}`, codeInsee: '69383', codePostal: '69003' },
    parcelles: [{ codeInsee: '69383', prefixe: '000', section: 'QA', numero: String(1000 + n) }],
  });
  const b = await deposerDemande(ctx, syndic, { n, transmettreMalgreDoublons: true });
  return { ...b, existante: existante.idCopropriete };
}

const typesJournal = async (id: number) =>
  (
    await ctx.db
      .select({ t: evenementJournal.typeEvenement })
      .from(evenementJournal)
      .where(and(eq(evenementJournal.typeCible, 'COPROPRIETE'), eq(evenementJournal.idCible, id)))
  ).map((e) => e.t);

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndic = await connecterSyndic(ctx);
  const g = await creerCompteDeTest(ctx.db, {
    profil: 'TELE_PRO_GESTION',
    idTeledeclarant: syndic.idTeledeclarant,
  });
  collegue = await connecter(ctx.app, g.login);
  const a = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
  autreSyndic = await connecter(ctx.app, a.login);
  teneurA = await teneur('TENEUR_ADMIN_PRINC');
  assistance = await teneur('TENEUR_ASS_HOTLINE_GES');
});

afterAll(async () => {
  await ctx.fermer();
});

describe('demandes de doublon', () => {
  it('la demande est du type DOUBLON, avec son échéance d’un jour ouvré et la copropriété existante', async () => {
    const d = await demandeDeDoublon('DB1000001');
    const page = await teneurA.client.requete({
      method: 'POST',
      url: '/api/declarations/rechercher',
      payload: { typeDemande: 'DOUBLON', paginationOptions: { pageSize: 100 } },
    });
    const ligne = page
      .json<PageDemandes>()
      .ligneDemandeDTOList.find((l) => l.idCopropriete === d.idCopropriete);
    expect(ligne).toMatchObject({ typeDemande: 'DOUBLON', horsDelai: false });
    expect(ligne?.echeance).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await teneurA.client.get(OUVRIR(d.idCopropriete));
    const infos = (
      await teneurA.client.get(`/api/coproprietes/infos/validation/${d.idCopropriete}`)
    ).json<InfosValidation>();
    expect(infos.doublon).toMatchObject({ idCopropriete: d.existante, numeroImmatriculation: 'DB1000001' });
    expect(infos.actions).toEqual([
      'validerDoublon',
      'fusionnerDoublon',
      'refuser',
      'affecter',
      'demanderPrecisions',
    ]);
  });

  it('nouvelle copropriété : numéro attribué, journal VALIDATION_DOUBLON ; une clé périmée répond 409', async () => {
    const d = await demandeDeDoublon('DB1000002');
    await teneurA.client.get(OUVRIR(d.idCopropriete));
    const cle = await teneurA.client.get(CLE(d.idCopropriete));
    expect(cle.statusCode, cle.body).toBe(200);
    const { key, fusionPossible } = cle.json<CleDoublon>();
    expect(fusionPossible).toBe(true);
    expect((await teneurA.client.get(DECIDER('perimee', d.idCopropriete, false))).statusCode).toBe(409);
    expect((await assistance.client.get(DECIDER(key, d.idCopropriete, false))).statusCode).toBe(403);
    const r = await teneurA.client.get(DECIDER(key, d.idCopropriete, false));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().etatCopropriete).toBe('IMMATRICULEE_RATTACHEE');
    expect(r.json().numeroImmatriculation).not.toBe('DB1000002');
    expect(await typesJournal(d.idCopropriete)).toContain('VALIDATION_DOUBLON');
    const [copro] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, d.idCopropriete));
    expect(copro?.idCoproprieteDoublon).toBeNull();
    expect((await teneurA.client.get(DECIDER(key, d.idCopropriete, false))).statusCode).toBe(409);
  });

  it('fusion : la demande est refusée au profit de la copropriété existante, le déclarant reçoit le lien de rattachement', async () => {
    const d = await demandeDeDoublon('DB1000003');
    await teneurA.client.get(OUVRIR(d.idCopropriete));
    const { key } = (await teneurA.client.get(CLE(d.idCopropriete))).json<CleDoublon>();
    const r = await teneurA.client.get(DECIDER(key, d.idCopropriete, true));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
      numeroImmatriculation: 'DB1000003',
      notification: { titre: 'Doublon fusionné' },
    });
    const recus = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, syndic.login));
    expect(recus.at(-1)?.texte).toContain('/rattacher-une-copropriete?numero=DB1000003');
  });

  it('pas de fusion dans une copropriété qui n’est pas encore immatriculée (409) ; 400 sur un drapeau invalide', async () => {
    const d = await demandeDeDoublon(null);
    await teneurA.client.get(OUVRIR(d.idCopropriete));
    const cle = (await teneurA.client.get(CLE(d.idCopropriete))).json<CleDoublon>();
    expect(cle.fusionPossible).toBe(false);
    expect((await teneurA.client.get(DECIDER(cle.key, d.idCopropriete, true))).statusCode).toBe(409);
    expect(
      (
        await teneurA.client.get(
          `/api/coproprietes/validerDoublonCoproNotaire/${cle.key}/${d.idCopropriete}/peut-etre`,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('fil des échanges d’une demande', () => {
  it('question du teneur, réponse du déclarant avec un PDF ; lisible par le teneur et l’établissement, pas par un autre', async () => {
    const b = await deposerDemande(ctx, syndic);
    await teneurA.client.get(OUVRIR(b.idCopropriete));
    // Pas de question : rien à répondre.
    const tot = await syndic.client.requete({
      method: 'POST',
      url: FIL(b.idCopropriete),
      payload: { message: 'Bonjour' },
    });
    expect(tot.statusCode).toBe(409);
    const q = await teneurA.client.requete({
      method: 'POST',
      url: '/api/demande-precision/sendMail',
      payload: { idCopropriete: b.idCopropriete, message: 'Le contrat est-il signé ?' },
    });
    expect(q.statusCode, q.body).toBe(200);

    const octets = Buffer.from('%PDF-1.4\n% contrat signé\n%%EOF');
    const reponse = await collegue.requete({
      method: 'POST',
      url: FIL(b.idCopropriete),
      payload: {
        message: 'Oui, le voici.',
        piece: { nom: 'contrat signé.pdf', contenu: octets.toString('base64') },
      },
    });
    expect(reponse.statusCode, reponse.body).toBe(200);
    expect(reponse.json()).toMatchObject({ nature: 'REPONSE', cote: 'DECLARANT', message: 'Oui, le voici.' });
    expect(reponse.json().piece.sha256).toBe(createHash('sha256').update(octets).digest('hex'));
    // La réponse est journalisée (ADR 0230) avec le message du fil et sa pièce jointe.
    const [journal] = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          eq(evenementJournal.typeEvenement, 'REPONSE_PRECISIONS'),
          eq(evenementJournal.idCible, b.idCopropriete),
        ),
      );
    expect(journal).toMatchObject({
      categorie: 'VALIDATION',
      typeCible: 'COPROPRIETE',
      detail: { idEchange: reponse.json().id, pieceJointe: true },
    });

    for (const lecteur of [teneurA.client, assistance.client, syndic.client]) {
      const fil = await lecteur.get(FIL(b.idCopropriete));
      expect(fil.statusCode).toBe(200);
      const contenu = fil.json<FilEchanges>();
      expect(contenu.echanges.map((e) => e.nature)).toEqual(['DEMANDE_PRECISIONS', 'REPONSE']);
      expect(contenu.questionOuverte).toBe(false);
      expect(contenu.echanges[0]?.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    const idPiece = reponse.json().piece.id as number;
    const pdf = await teneurA.client.get(`${FIL(b.idCopropriete)}/piece/${idPiece}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Un autre établissement : 404, rien appris ; pas de réponse possible.
    expect((await autreSyndic.get(FIL(b.idCopropriete))).statusCode).toBe(404);
    expect((await autreSyndic.get(`${FIL(b.idCopropriete)}/piece/${idPiece}`)).statusCode).toBe(404);
    const intrus = await autreSyndic.requete({
      method: 'POST',
      url: FIL(b.idCopropriete),
      payload: { message: 'x' },
    });
    expect(intrus.statusCode).toBe(404);
    // Le teneur ne répond pas à la place du déclarant ; faux PDF et message vide refusés.
    expect(
      (await teneurA.client.requete({ method: 'POST', url: FIL(b.idCopropriete), payload: { message: 'x' } }))
        .statusCode,
    ).toBe(403);
    const faux = await syndic.client.requete({
      method: 'POST',
      url: FIL(b.idCopropriete),
      payload: { message: 'x', piece: { nom: 'x.pdf', contenu: Buffer.from('GIF89a').toString('base64') } },
    });
    expect(faux.statusCode).toBe(400);
    expect(
      (await syndic.client.requete({ method: 'POST', url: FIL(b.idCopropriete), payload: { message: '' } }))
        .statusCode,
    ).toBe(400);
    expect((await new ClientTest(ctx.app).get(FIL(b.idCopropriete))).statusCode).toBe(401);
  });
});

describe('questions ouvertes de l’établissement (GET declarations/questions-ouvertes)', () => {
  const QUESTIONS = '/api/declarations/questions-ouvertes';
  const questionsDe = async (client: ClientTest) => {
    const r = await client.get(QUESTIONS);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<QuestionsOuvertes>();
  };

  it('la question du teneur s’affiche à l’établissement déclarant jusqu’à sa réponse, pas à un autre établissement', async () => {
    const b = await deposerDemande(ctx, syndic);
    const avant = await questionsDe(syndic.client);
    expect(avant.questions.map((q) => q.idCopropriete)).not.toContain(b.idCopropriete);
    await teneurA.client.get(OUVRIR(b.idCopropriete));
    const longue = `Merci de joindre le contrat de syndic signé.\n${'Le règlement de copropriété manque aussi. '.repeat(10)}`;
    const q = await teneurA.client.requete({
      method: 'POST',
      url: '/api/demande-precision/sendMail',
      payload: { idCopropriete: b.idCopropriete, message: longue },
    });
    expect(q.statusCode, q.body).toBe(200);

    for (const lecteur of [syndic.client, collegue]) {
      const ouvertes = await questionsDe(lecteur);
      expect(ouvertes.total).toBe(avant.total + 1);
      const question = ouvertes.questions.find((x) => x.idCopropriete === b.idCopropriete);
      expect(question?.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(question?.extrait.startsWith('Merci de joindre le contrat de syndic signé. Le règlement')).toBe(
        true,
      );
      expect(question?.extrait.endsWith('…')).toBe(true);
      expect(question?.extrait.length).toBeLessThanOrEqual(161);
    }
    expect((await questionsDe(autreSyndic)).questions.map((x) => x.idCopropriete)).not.toContain(
      b.idCopropriete,
    );

    const reponse = await syndic.client.requete({
      method: 'POST',
      url: FIL(b.idCopropriete),
      payload: { message: 'Le voici.' },
    });
    expect(reponse.statusCode, reponse.body).toBe(200);
    const apres = await questionsDe(syndic.client);
    expect(apres.questions.map((x) => x.idCopropriete)).not.toContain(b.idCopropriete);
    expect(apres.total).toBe(avant.total);
  });

  it('403 pour le teneur, 401 sans session', async () => {
    expect((await teneurA.client.get(QUESTIONS)).statusCode).toBe(403);
    expect((await new ClientTest(ctx.app).get(QUESTIONS)).statusCode).toBe(401);
  });
});
