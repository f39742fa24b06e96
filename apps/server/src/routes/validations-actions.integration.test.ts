import type { Profil, ResultatActionGuichet, TeneurAffectable } from '@registre/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affectationTeneur,
  compte,
  copropriete,
  courriel,
  declaration,
  echangeDemande,
  evenementJournal,
  mandat,
  verrouValidation,
} from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest } from '../test/comptes.js';
import { CHEMINS_GUICHET, connecterActeur, connecterSyndic, deposerDemande } from '../test/guichet.js';

// Actions du guichet (issue 9 §3 ; ADR 0190, 0192) : accepter, refuser, affecter, demander des précisions.
// Chacune : une transaction, son journal, les cycles de vie, le verrou libéré, un courriel ; rejeu et
// parallélisme → une seule action.

let ctx: ContexteTest;
let syndic: { client: ClientTest; idCompte: number; idTeledeclarant: number; login: string };
let teneurA: { client: ClientTest; idCompte: number; login: string };
let teneurB: { client: ClientTest; idCompte: number; login: string };
let assistance: { client: ClientTest; idCompte: number; login: string };

const { ouvrir: OUVRIR, accepter: ACCEPTER } = CHEMINS_GUICHET;
const REFUSER = (immat: string | number, idMandat: number, query: string) =>
  `/api/mandats/refusRattachementTeneur/${immat}/${idMandat}?${query}`;
const PRECISIONS = '/api/demande-precision/sendMail';
const AFFECTER = '/api/affectationTeneur';

const teneur = (profil: Profil) => connecterActeur(ctx, profil);
const demandeDeposee = () => deposerDemande(ctx, syndic);

async function demandeOuverte(par = teneurA) {
  const d = await demandeDeposee();
  const r = await par.client.get(OUVRIR(d.idCopropriete));
  expect(r.statusCode, r.body).toBe(200);
  return d;
}

const ligneCopro = async (id: number) =>
  (await ctx.db.select().from(copropriete).where(eq(copropriete.id, id)))[0]!;
const ligneMandat = async (id: number) => (await ctx.db.select().from(mandat).where(eq(mandat.id, id)))[0]!;
const statutDeclaration = async (id: number) =>
  (await ctx.db.select({ s: declaration.statut }).from(declaration).where(eq(declaration.id, id)))[0]!.s;
const typesJournal = async (type: 'COPROPRIETE' | 'MANDAT' | 'DECLARATION', id: number) =>
  (
    await ctx.db
      .select({ t: evenementJournal.typeEvenement })
      .from(evenementJournal)
      .where(and(eq(evenementJournal.typeCible, type), eq(evenementJournal.idCible, id)))
      .orderBy(evenementJournal.id)
  ).map((e) => e.t);
const courrielsA = (destinataire: string) =>
  ctx.db.select().from(courriel).where(eq(courriel.destinataire, destinataire));
const verrous = (id: number) =>
  ctx.db
    .select()
    .from(verrouValidation)
    .where(and(eq(verrouValidation.objet, 'COPROPRIETE'), eq(verrouValidation.idObjet, id)));

beforeAll(async () => {
  ctx = await creerContexteTest();
  syndic = await connecterSyndic(ctx);
  teneurA = await teneur('TENEUR_ADMIN_PRINC');
  teneurB = await teneur('TENEUR_ASS_HOTLINE_ADMIN');
  assistance = await teneur('TENEUR_ASS_HOTLINE_GES');
});

afterAll(async () => {
  await ctx.fermer();
});

describe('accepter une demande (PUT declarations/valider/{n})', () => {
  it('numéro attribué, copropriété rattachée, mandat courant, déclaration validée, journal, courriel, verrou libéré', async () => {
    const d = await demandeOuverte();
    const avant = (await courrielsA(syndic.login)).length;
    const r = await teneurA.client.requete({ method: 'PUT', url: ACCEPTER(d.idCopropriete) });
    expect(r.statusCode, r.body).toBe(200);
    const resultat = r.json<ResultatActionGuichet>();
    expect(resultat.etatCopropriete).toBe('IMMATRICULEE_RATTACHEE');
    expect(resultat.numeroImmatriculation).toMatch(/^[A-Z]{2}\d{7}$/);
    expect(resultat.notification.titre).toBe('Demande validée');
    const copro = await ligneCopro(d.idCopropriete);
    expect(copro).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEE',
      numeroImmatriculation: resultat.numeroImmatriculation,
      idDeclarationCourante: d.id,
      idMandatCourant: d.idMandat,
      idTeledeclarantCourant: syndic.idTeledeclarant,
    });
    expect(copro.dateImmatriculation).not.toBeNull();
    expect((await ligneMandat(d.idMandat)).statut).toBe('COURANT');
    expect(await statutDeclaration(d.id)).toBe('IMMATRICULATION');
    expect(await typesJournal('COPROPRIETE', d.idCopropriete)).toContain('VALIDATION_DEMANDE');
    expect(await typesJournal('MANDAT', d.idMandat)).toContain('VALIDATION_DEMANDE');
    expect(await typesJournal('DECLARATION', d.id)).toContain('VALIDATION_DEMANDE');
    expect(await verrous(d.idCopropriete)).toEqual([]);
    const recus = await courrielsA(syndic.login);
    expect(recus.length).toBe(avant + 1);
    expect(recus.at(-1)?.texte).toContain(resultat.numeroImmatriculation as string);
    // Le syndic voit le numéro dans sa liste.
    const liste = await syndic.client.requete({
      method: 'POST',
      url: '/api/coproprietes/rechercher',
      payload: {},
    });
    expect(liste.body).toContain(resultat.numeroImmatriculation as string);
  });

  it('rejeu et 50 acceptations parallèles : une seule action, un numéro, un courriel ; les autres 409', async () => {
    const d = await demandeOuverte();
    const avant = (await courrielsA(syndic.login)).length;
    const reponses = await Promise.all(
      Array.from({ length: 50 }, () =>
        teneurA.client.requete({ method: 'PUT', url: ACCEPTER(d.idCopropriete) }),
      ),
    );
    const codes = reponses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect((await courrielsA(syndic.login)).length).toBe(avant + 1);
    expect(
      (await typesJournal('COPROPRIETE', d.idCopropriete)).filter((t) => t === 'VALIDATION_DEMANDE'),
    ).toHaveLength(1);
    const rejeu = await teneurA.client.requete({ method: 'PUT', url: ACCEPTER(d.idCopropriete) });
    expect(rejeu.statusCode).toBe(409);
  });

  it('refusé sans avoir ouvert la demande (409), à un autre teneur qui la tient (409), à l’assistance gestionnaire (403)', async () => {
    const d = await demandeDeposee();
    const fermee = await teneurA.client.requete({ method: 'PUT', url: ACCEPTER(d.idCopropriete) });
    expect(fermee.statusCode).toBe(409);
    expect(fermee.json().message).toMatch(/Ouvrez d'abord cette demande/);
    await teneurA.client.get(OUVRIR(d.idCopropriete));
    const autre = await teneurB.client.requete({ method: 'PUT', url: ACCEPTER(d.idCopropriete) });
    expect(autre.statusCode).toBe(409);
    expect(autre.json().message).toMatch(/en cours de traitement par/);
    expect(
      (await assistance.client.requete({ method: 'PUT', url: ACCEPTER(d.idCopropriete) })).statusCode,
    ).toBe(403);
    expect((await syndic.client.requete({ method: 'PUT', url: ACCEPTER(d.idCopropriete) })).statusCode).toBe(
      403,
    );
    expect(
      (
        await new ClientTest(ctx.app).requete({
          method: 'PUT',
          url: ACCEPTER(d.idCopropriete),
          sansCsrf: true,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await teneurA.client.requete({ method: 'PUT', url: '/api/declarations/valider/x' })).statusCode,
    ).toBe(400);
    expect((await ligneCopro(d.idCopropriete)).etat).toBe(
      'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    );
  });
});

describe('refuser une demande (GET mandats/refusRattachementTeneur/{immat}/{idMandat})', () => {
  it('motifs et raison : copropriété refusée, mandat refusé avec son motif, déclaration rendue au déclarant', async () => {
    const d = await demandeOuverte();
    const r = await teneurA.client.get(
      REFUSER(
        d.idCopropriete,
        d.idMandat,
        'typesMotifRefus=JUSTIFICATIF_ILLISIBLE,AUTRE&raison=Page%202%20manquante',
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<ResultatActionGuichet>()).toMatchObject({
      etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
      notification: { titre: 'Refus confirmé' },
    });
    expect(await ligneMandat(d.idMandat)).toMatchObject({
      statut: 'REFUSE',
      motifRefus: 'JUSTIFICATIF_ILLISIBLE',
      raisonRefus: 'Page 2 manquante',
    });
    expect(await statutDeclaration(d.id)).toBe('BROUILLON');
    expect(await typesJournal('COPROPRIETE', d.idCopropriete)).toContain('REFUS_DEMANDE');
    const dernier = (await courrielsA(syndic.login)).at(-1);
    expect(dernier?.texte).toContain('Le justificatif est illisible ou incomplet');
    expect(dernier?.texte).toContain('Page 2 manquante');
    expect(await verrous(d.idCopropriete)).toEqual([]);
    // Le déclarant corrige et redépose : la demande revient au guichet comme modification.
    const redepot = await syndic.client.requete({
      method: 'PUT',
      url: '/api/coproprietes/brouillon/submit',
      payload: { idDeclaration: d.id },
    });
    expect(redepot.statusCode, redepot.body).toBe(200);
    expect(redepot.json()).toMatchObject({
      typeMaj: 'MODIF_DEMANDE',
      etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    });
    const rouverte = await teneurB.client.get(OUVRIR(d.idCopropriete));
    expect(rouverte.json().typeDemande).toBe('MODIFICATION_DEMANDE');
  });

  it('400 sans motif ou AUTRE sans raison, 404 mauvais mandat, 403 assistance gestionnaire', async () => {
    const d = await demandeOuverte();
    expect((await teneurA.client.get(REFUSER(d.idCopropriete, d.idMandat, ''))).statusCode).toBe(400);
    const sansRaison = await teneurA.client.get(
      REFUSER(d.idCopropriete, d.idMandat, 'typesMotifRefus=AUTRE'),
    );
    expect(sansRaison.statusCode).toBe(400);
    expect(sansRaison.json().champs[0].champ).toBe('raison');
    expect(
      (await teneurA.client.get(REFUSER(d.idCopropriete, d.idMandat, 'typesMotifRefus=INCONNU'))).statusCode,
    ).toBe(400);
    expect(
      (await teneurA.client.get(REFUSER(d.idCopropriete, 0, 'typesMotifRefus=MANDAT_EXPIRE'))).statusCode,
    ).toBe(404);
    expect(
      (await assistance.client.get(REFUSER(d.idCopropriete, d.idMandat, 'typesMotifRefus=MANDAT_EXPIRE')))
        .statusCode,
    ).toBe(403);
    expect((await ligneCopro(d.idCopropriete)).etat).toBe(
      'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    );
  });
});

describe('demander des précisions (POST demande-precision/sendMail)', () => {
  it('par l’assistance : état « demande de précisions », question au fil avec son PDF, courriel avec la pièce', async () => {
    const d = await demandeOuverte(assistance);
    const pdf = Buffer.from('%PDF-1.4\n% modèle de contrat\n%%EOF').toString('base64');
    const r = await assistance.client.requete({
      method: 'POST',
      url: PRECISIONS,
      payload: {
        idCopropriete: d.idCopropriete,
        message: 'Merci de joindre le contrat signé.\nPage 2 comprise.',
        piece: { nom: 'modele.pdf', contenu: pdf },
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().etatCopropriete).toBe('IMMATRICULATION_DEMANDE_DE_PRECISIONS');
    expect(await statutDeclaration(d.id)).toBe('BROUILLON');
    expect((await ligneMandat(d.idMandat)).statut).toBe('A_VALIDER');
    expect(await typesJournal('COPROPRIETE', d.idCopropriete)).toContain('DEMANDE_PRECISIONS');
    const fil = await ctx.db
      .select()
      .from(echangeDemande)
      .where(eq(echangeDemande.idCopropriete, d.idCopropriete));
    expect(fil).toHaveLength(1);
    expect(fil[0]).toMatchObject({ nature: 'DEMANDE_PRECISIONS', cote: 'TENEUR' });
    expect(fil[0]?.idDocument).not.toBeNull();
    const dernier = (await courrielsA(syndic.login)).at(-1);
    expect(dernier?.idDocumentPieceJointe).toBe(fil[0]?.idDocument);
    expect(await verrous(d.idCopropriete)).toEqual([]);
    // Le déclarant modifie et redépose : la demande revient au guichet.
    const redepot = await syndic.client.requete({
      method: 'PUT',
      url: '/api/coproprietes/brouillon/submit',
      payload: { idDeclaration: d.id },
    });
    expect(redepot.statusCode, redepot.body).toBe(200);
    expect(redepot.json().etatCopropriete).toBe('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
  });

  it('refuse un faux PDF (400, rien d’écrit) et un message vide (400)', async () => {
    const d = await demandeOuverte();
    const faux = await teneurA.client.requete({
      method: 'POST',
      url: PRECISIONS,
      payload: {
        idCopropriete: d.idCopropriete,
        message: 'Voir pièce',
        piece: { nom: 'x.pdf', contenu: Buffer.from('pas un pdf').toString('base64') },
      },
    });
    expect(faux.statusCode).toBe(400);
    expect(faux.json().champs[0].champ).toBe('piece');
    const vide = await teneurA.client.requete({
      method: 'POST',
      url: PRECISIONS,
      payload: { idCopropriete: d.idCopropriete, message: '  ' },
    });
    expect(vide.statusCode).toBe(400);
    expect((await ligneCopro(d.idCopropriete)).etat).toBe(
      'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    );
    expect(
      await ctx.db.select().from(echangeDemande).where(eq(echangeDemande.idCopropriete, d.idCopropriete)),
    ).toEqual([]);
  });
});

describe('affecter à un teneur (POST affectationTeneur)', () => {
  it('la demande passe au teneur désigné (verrou à son nom), raison tracée et journalisée, courriel au désigné', async () => {
    const d = await demandeOuverte(assistance);
    const r = await assistance.client.requete({
      method: 'POST',
      url: AFFECTER,
      payload: {
        idMandat: d.idMandat,
        idCompteTeneur: teneurA.idCompte,
        raisonAffectationTeneur: 'Dossier à trancher',
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().notification.titre).toBe('Affectation effectuée');
    expect((await verrous(d.idCopropriete))[0]?.idCompte).toBe(teneurA.idCompte);
    expect(await typesJournal('COPROPRIETE', d.idCopropriete)).toContain('AFFECTATION_TENEUR');
    const traces = await ctx.db
      .select()
      .from(affectationTeneur)
      .where(eq(affectationTeneur.idCopropriete, d.idCopropriete));
    expect(traces.map((t) => t.raison)).toEqual(['Dossier à trancher']);
    expect((await courrielsA(teneurA.login)).at(-1)?.texte).toContain('Dossier à trancher');
    // L'assistance n'a plus la main ; le teneur désigné tranche.
    expect((await assistance.client.get(OUVRIR(d.idCopropriete))).statusCode).toBe(409);
    expect((await teneurA.client.requete({ method: 'PUT', url: ACCEPTER(d.idCopropriete) })).statusCode).toBe(
      200,
    );
  });

  it('affecte une demande libre ; 400 vers un compte qui n’est pas un teneur ; 409 si un autre la tient', async () => {
    const d = await demandeDeposee();
    const versSyndic = await teneurA.client.requete({
      method: 'POST',
      url: AFFECTER,
      payload: {
        idCopropriete: d.idCopropriete,
        idCompteTeneur: syndic.idCompte,
        raisonAffectationTeneur: 'x',
      },
    });
    expect(versSyndic.statusCode).toBe(400);
    expect(versSyndic.json().champs[0].champ).toBe('idCompteTeneur');
    const libre = await teneurA.client.requete({
      method: 'POST',
      url: AFFECTER,
      payload: {
        idCopropriete: d.idCopropriete,
        idCompteTeneur: teneurB.idCompte,
        raisonAffectationTeneur: 'Congés',
      },
    });
    expect(libre.statusCode, libre.body).toBe(200);
    expect((await ligneCopro(d.idCopropriete)).etat).toBe(
      'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    );
    expect((await ligneMandat(d.idMandat)).statut).toBe('VALIDATION_EN_COURS');
    const tenue = await teneurA.client.requete({
      method: 'POST',
      url: AFFECTER,
      payload: {
        idCopropriete: d.idCopropriete,
        idCompteTeneur: teneurA.idCompte,
        raisonAffectationTeneur: 'Reprise',
      },
    });
    expect(tenue.statusCode).toBe(409);
    const sansDemande = await teneurA.client.requete({
      method: 'POST',
      url: AFFECTER,
      payload: { idCompteTeneur: teneurB.idCompte, raisonAffectationTeneur: 'x' },
    });
    expect(sansDemande.statusCode).toBe(400);
    const lignes = await ctx.db
      .select()
      .from(verrouValidation)
      .where(inArray(verrouValidation.idObjet, [d.idCopropriete]));
    expect(lignes.map((l) => l.idCompte)).toEqual([teneurB.idCompte]);
  });

  it('liste des teneurs à qui affecter (GET affectationTeneur/teneurs) : comptes actifs des quatre profils du teneur, par nom et prénom', async () => {
    const parti = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_SCOND' });
    await ctx.db.update(compte).set({ statut: 'SUPPRIME' }).where(eq(compte.id, parti.compte.id));
    const premier = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_ADMIN' });
    await ctx.db.update(compte).set({ nom: 'Aaron', prenom: 'Zoé' }).where(eq(compte.id, premier.compte.id));
    for (const lecteur of [teneurA, assistance]) {
      const r = await lecteur.client.get(`${AFFECTER}/teneurs`);
      expect(r.statusCode, r.body).toBe(200);
      const liste = r.json<TeneurAffectable[]>();
      const ids = liste.map((t) => t.idCompte);
      expect(ids).toEqual(expect.arrayContaining([teneurA.idCompte, teneurB.idCompte, assistance.idCompte]));
      expect(ids).not.toContain(parti.compte.id);
      expect(ids).not.toContain(syndic.idCompte);
      expect(liste[0]).toEqual({
        idCompte: premier.compte.id,
        nom: 'Aaron',
        prenom: 'Zoé',
        profil: 'TENEUR_ASS_HOTLINE_ADMIN',
      });
      expect(liste.every((t) => t.profil.startsWith('TENEUR_'))).toBe(true);
    }
    expect((await syndic.client.get(`${AFFECTER}/teneurs`)).statusCode).toBe(403);
    expect((await new ClientTest(ctx.app).get(`${AFFECTER}/teneurs`)).statusCode).toBe(401);
  });
});
