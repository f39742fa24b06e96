import { ajouterJours, ajouterMois, aujourdhuiParis, formaterDateTexte } from '@registre/domain';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, evenementJournal } from '../db/schema/index.js';
import { corpsMultipart } from '../securite/appels.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { type ActeurGuichet, connecterActeur, connecterSyndic } from '../test/guichet.js';
import { enMultipartRattachement } from '../test/rattachement.js';

// Justificatifs PDF des demandes instruites au guichet (ADR 0350) : le teneur lit le justificatif du mandat
// demandé (rattachement, contestation) et celui de la dissolution ; l'établissement titulaire ou demandeur lit le
// sien ; tout autre appelant reçoit 404, comme pour une pièce absente ou une demande inconnue. Lecture sans journal.

type Syndic = Awaited<ReturnType<typeof connecterSyndic>>;
let ctx: ContexteTest;
let syndicA: Syndic;
let syndicB: Syndic;
let gestionnaireB: ClientTest;
let notaire: ClientTest;
let collaborateur: ClientTest;
let institutionnel: ClientTest;
let teneur: ActeurGuichet;
let assistance: ActeurGuichet;

const JUSTIF_MANDAT = (id: number | string) => `/api/mandats/${id}/justificatif`;
const JUSTIF_DISSOLUTION = (id: number | string) => `/api/coproprietes/dissolution/${id}/justificatif`;
const INCONNU = 2_000_000_000;

const PDF_MANDAT = Buffer.from('%PDF-1.4\n%Contrat de syndic B\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PDF_DISSOLUTION = Buffer.from(
  '%PDF-1.4\n%Acte de dissolution\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
);
const NOM_MANDAT = 'contrat signé été 2026.pdf';
const aujourdhui = aujourdhuiParis(new Date());
const DEBUT = formaterDateTexte(ajouterJours(aujourdhui, -10));
const FIN = formaterDateTexte(ajouterMois(ajouterJours(aujourdhui, -10), 12));
const HIER = formaterDateTexte(ajouterJours(aujourdhui, -1));

const evenements = async () => (await ctx.db.select({ n: count() }).from(evenementJournal))[0]?.n ?? 0;

/** Demande de rattachement (ou contestation du rattachement de A) de B, par la vraie route du dépôt. */
async function rattachementDeB(contestation: boolean) {
  const c = await creerCoproprieteDeTest(
    ctx.db,
    contestation
      ? { etat: 'IMMATRICULEE_RATTACHEE', idTeledeclarantCourant: syndicA.idTeledeclarant }
      : { etat: 'IMMATRICULEE_A_RATTACHER' },
  );
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
      justificatif: { nom: NOM_MANDAT, contenu: PDF_MANDAT },
      ...(contestation ? { motifContestation: 'Élu à la dernière assemblée générale.' } : {}),
    }),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { idCopropriete: number; idMandat: number };
}

/** Copropriété de A dont A a déclaré la dissolution, par la vraie route. */
async function dissolutionDeA() {
  const c = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: syndicA.idTeledeclarant,
  });
  const r = await syndicA.client.requete({
    method: 'PUT',
    url: `/api/coproprietes/infos/dissolution/${c.id}`,
    ...corpsMultipart({
      demande: JSON.stringify({
        motif: 'REUNION_LOTS',
        dateFaitGenerateur: HIER,
        typeJustifDissolution: 'ACTE_NOTARIE',
      }),
      justificatif: { nom: 'acte de réunion.pdf', type: 'application/pdf', contenu: PDF_DISSOLUTION },
    }),
  });
  expect(r.statusCode, r.body).toBe(200);
  return c;
}

function attendrePdf(r: LightMyRequestResponse, octets: Buffer, nom: string) {
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  expect(r.headers['cache-control']).toBe('no-store');
  expect(r.headers['content-disposition']).toContain('attachment;');
  expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(nom)}`);
  expect(Buffer.compare(r.rawPayload, octets)).toBe(0);
}

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndicA = await connecterSyndic(ctx);
  syndicB = await connecterSyndic(ctx);
  const g = await creerCompteDeTest(ctx.db, {
    profil: 'TELE_PRO_GESTION',
    idTeledeclarant: syndicB.idTeledeclarant,
  });
  gestionnaireB = await connecter(ctx.app, g.login);
  notaire = await connecter(ctx.app, (await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_NOTAIRE' })).login);
  collaborateur = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_COLLAB' })).login,
  );
  institutionnel = await connecter(
    ctx.app,
    (await creerCompteDeTest(ctx.db, { profil: 'INSTITUTIONNEL' })).login,
  );
  teneur = await connecterActeur(ctx, 'TENEUR_ADMIN_PRINC');
  assistance = await connecterActeur(ctx, 'TENEUR_ASS_HOTLINE_GES');
});

afterAll(async () => {
  await ctx?.fermer();
});

describe('justificatif d’un mandat', () => {
  it('rend au teneur le PDF déposé, octet pour octet, à télécharger sous son nom, sans rien journaliser', async () => {
    const d = await rattachementDeB(false);
    const avant = await evenements();
    attendrePdf(await teneur.client.get(JUSTIF_MANDAT(d.idMandat)), PDF_MANDAT, NOM_MANDAT);
    // L'assistance gestionnaire instruit (ADR 0031 §2) : elle lit la pièce.
    attendrePdf(await assistance.client.get(JUSTIF_MANDAT(d.idMandat)), PDF_MANDAT, NOM_MANDAT);
    expect(await evenements()).toBe(avant);
  });

  it('rend le PDF à l’établissement demandeur (le déposant et un autre compte du même établissement)', async () => {
    const d = await rattachementDeB(false);
    attendrePdf(await syndicB.client.get(JUSTIF_MANDAT(d.idMandat)), PDF_MANDAT, NOM_MANDAT);
    attendrePdf(await gestionnaireB.get(JUSTIF_MANDAT(d.idMandat)), PDF_MANDAT, NOM_MANDAT);
  });

  it('404 pour un autre établissement, même le titulaire contesté, comme pour un mandat inconnu ou sans pièce', async () => {
    const d = await rattachementDeB(true);
    const refus = [
      await syndicA.client.get(JUSTIF_MANDAT(d.idMandat)),
      await notaire.get(JUSTIF_MANDAT(d.idMandat)),
      await teneur.client.get(JUSTIF_MANDAT(INCONNU)),
    ];
    // Le mandat en place de A (créé sans justificatif) : 404 même pour le teneur et pour A.
    const [copro] = await ctx.db
      .select({ idMandatCourant: copropriete.idMandatCourant })
      .from(copropriete)
      .where(eq(copropriete.id, d.idCopropriete));
    refus.push(await teneur.client.get(JUSTIF_MANDAT(copro!.idMandatCourant as number)));
    refus.push(await syndicA.client.get(JUSTIF_MANDAT(copro!.idMandatCourant as number)));
    for (const r of refus) {
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json().message).toBe("Ce justificatif n'existe pas ou vous ne pouvez pas le consulter.");
      expect(r.headers['content-type']).not.toContain('application/pdf');
    }
  });

  it('401 sans session, 403 sans droit de consulter les copropriétés, 400 pour un identifiant invalide', async () => {
    const d = await rattachementDeB(false);
    expect((await new ClientTest(ctx.app).get(JUSTIF_MANDAT(d.idMandat))).statusCode).toBe(401);
    expect((await institutionnel.get(JUSTIF_MANDAT(d.idMandat))).statusCode).toBe(403);
    expect((await teneur.client.get(JUSTIF_MANDAT('abc'))).statusCode).toBe(400);
  });
});

describe('justificatif de la dissolution en attente', () => {
  it('rend le PDF au teneur et à l’établissement demandeur, sans rien journaliser', async () => {
    const c = await dissolutionDeA();
    const avant = await evenements();
    attendrePdf(await teneur.client.get(JUSTIF_DISSOLUTION(c.id)), PDF_DISSOLUTION, 'acte de réunion.pdf');
    attendrePdf(await syndicA.client.get(JUSTIF_DISSOLUTION(c.id)), PDF_DISSOLUTION, 'acte de réunion.pdf');
    expect(await evenements()).toBe(avant);
  });

  it('404 pour un autre établissement, une copropriété sans dissolution en attente ou inconnue', async () => {
    const c = await dissolutionDeA();
    const sansDemande = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: syndicA.idTeledeclarant,
    });
    // Une dissolution refusée n'est plus en attente : sa pièce ne se lit plus par cet appel.
    const refusee = await dissolutionDeA();
    expect((await teneur.client.get(`/api/coproprietes/getinfosdissolution/${refusee.id}`)).statusCode).toBe(
      200,
    );
    const refus = await teneur.client.requete({
      method: 'PUT',
      url: '/api/coproprietes/dissoudre',
      payload: { idCopropriete: refusee.id, valider: false, raison: 'Acte illisible.' },
    });
    expect(refus.statusCode, refus.body).toBe(200);
    for (const r of [
      await syndicB.client.get(JUSTIF_DISSOLUTION(c.id)),
      await teneur.client.get(JUSTIF_DISSOLUTION(refusee.id)),
      await syndicA.client.get(JUSTIF_DISSOLUTION(refusee.id)),
      // Le notaire peut déclarer une dissolution, mais pas lire celle d'un autre établissement.
      await notaire.get(JUSTIF_DISSOLUTION(c.id)),
      await teneur.client.get(JUSTIF_DISSOLUTION(sansDemande.id)),
      await teneur.client.get(JUSTIF_DISSOLUTION(INCONNU)),
    ]) {
      expect(r.statusCode, r.body).toBe(404);
      expect(r.json().message).toBe("Ce justificatif n'existe pas ou vous ne pouvez pas le consulter.");
    }
  });

  it('401 sans session, 403 sans droit de déclarer ni d’instruire, 400 pour un identifiant invalide', async () => {
    const c = await dissolutionDeA();
    expect((await new ClientTest(ctx.app).get(JUSTIF_DISSOLUTION(c.id))).statusCode).toBe(401);
    expect((await collaborateur.get(JUSTIF_DISSOLUTION(c.id))).statusCode).toBe(403);
    expect((await institutionnel.get(JUSTIF_DISSOLUTION(c.id))).statusCode).toBe(403);
    expect((await teneur.client.get(JUSTIF_DISSOLUTION('0'))).statusCode).toBe(400);
  });
});
