import {
  ajouterMois,
  aujourdhuiParis,
  echeanceReponse,
  formaterDateTexte,
  type ResultatDepot,
} from '@registre/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copropriete,
  courriel,
  declaration,
  evenementJournal,
  mandat,
  teledeclarant,
} from '../db/schema/index.js';
import { creerValidationRepository } from '../repositories/validation.repository.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { inscrireCopropriete } from '../test/coproprietes-existantes.js';
import { creerBrouillonDeposable } from '../test/declarations.js';

// Dépôt d'une demande d'immatriculation (issue 8 §3-§4, ADR 0142) : `PUT coproprietes/brouillon/submit`,
// `POST coproprietes/notaire/immatriculation/td/{x}/submit`, `POST teledeclarant/immatriculation/{kind}/continuer`.

const SUBMIT = '/api/coproprietes/brouillon/submit';
const SUBMIT_NOTAIRE = (x: number | string) => `/api/coproprietes/notaire/immatriculation/td/${x}/submit`;
const CONTINUER = (kind: string) => `/api/teledeclarant/immatriculation/${kind}/continuer`;

let ctx: ContexteTest;
let syndic: { client: ClientTest; idCompte: number; idTeledeclarant: number; login: string };
let autreSyndic: ClientTest;
let notaire: { client: ClientTest; idCompte: number; idTeledeclarant: number; login: string };
let successeurPro: { id: number; siret: string };
let successeurBenevole: { id: number; email: string };

/** Chaque brouillon est ailleurs (adresse, parcelle, point) : les dépôts des tests ne sont pas doublons entre eux. */
let rang = 0;

/**
 * Brouillon prêt à déposer, écrit par le dépôt des déclarations : copropriété et déclaration `BROUILLON`, et pour
 * un syndic le mandat demandé `BROUILLON` avec son justificatif PDF.
 */
async function brouillon(
  auteur: { idCompte: number; idTeledeclarant: number },
  options: Omit<Parameters<typeof creerBrouillonDeposable>[2], 'n'> = {},
) {
  rang += 1;
  return { ...(await creerBrouillonDeposable(ctx.db, auteur, { ...options, n: rang })), rang };
}

const deposer = (client: ClientTest, corps: object, url = SUBMIT) =>
  client.requete({ method: url === SUBMIT ? 'PUT' : 'POST', url, payload: corps });

const courrielsA = (destinataire: string) =>
  ctx.db.select().from(courriel).where(eq(courriel.destinataire, destinataire));

const journalDe = (type: 'DECLARATION' | 'COPROPRIETE' | 'MANDAT', id: number) =>
  ctx.db
    .select({ typeEvenement: evenementJournal.typeEvenement })
    .from(evenementJournal)
    .where(and(eq(evenementJournal.typeCible, type), eq(evenementJournal.idCible, id)));

const ligneDeclaration = async (id: number) =>
  (await ctx.db.select().from(declaration).where(eq(declaration.id, id)))[0]!;
const ligneCopropriete = async (id: number) =>
  (await ctx.db.select().from(copropriete).where(eq(copropriete.id, id)))[0]!;

beforeAll(async () => {
  ctx = await creerContexteTest();
  const s = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
  syndic = {
    client: await connecter(ctx.app, s.login),
    idCompte: s.compte.id,
    idTeledeclarant: s.idTeledeclarant!,
    login: s.login,
  };
  const a = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
  autreSyndic = await connecter(ctx.app, a.login);
  const n = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_NOTAIRE' });
  notaire = {
    client: await connecter(ctx.app, n.login),
    idCompte: n.compte.id,
    idTeledeclarant: n.idTeledeclarant!,
    login: n.login,
  };
  const pro = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  // SIRET à clé de contrôle exacte (ceux des comptes de test n'en ont pas).
  await ctx.db
    .update(teledeclarant)
    .set({ siret: '36600000000005' })
    .where(eq(teledeclarant.id, pro.idTeledeclarant!));
  successeurPro = { id: pro.idTeledeclarant!, siret: '36600000000005' };
  const benevole = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
  successeurBenevole = { id: benevole.idTeledeclarant!, email: benevole.login };
});
afterAll(async () => {
  await ctx.fermer();
});

describe('Dépôt par un syndic (PUT brouillon/submit)', () => {
  it('dépose la demande : déclaration, copropriété et mandat à valider, journal, accusé de réception', async () => {
    const b = await brouillon(syndic);
    const avant = (await courrielsA(syndic.login)).length;
    const reponse = await deposer(syndic.client, { idDeclaration: b.id });
    expect(reponse.statusCode).toBe(200);
    const resultat = reponse.json<ResultatDepot>();
    expect(resultat).toMatchObject({
      resultat: 'DEPOSE',
      idDeclaration: b.id,
      idCopropriete: b.idCopropriete,
      typeImmat: 'DEFAULT',
      statutDeclaration: 'A_VALIDER',
      etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      doublonSignale: false,
      echeanceReponse: null,
      dejaDeposee: false,
      notification: { titre: 'Demande transmise' },
    });
    const decl = await ligneDeclaration(b.id);
    expect(decl.statut).toBe('A_VALIDER');
    expect(decl.dateSoumission).toBeInstanceOf(Date);
    const copro = await ligneCopropriete(b.idCopropriete);
    expect(copro.etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
    expect(copro.numeroImmatriculation).toBeNull();
    expect(copro.latitude).toBeCloseTo(45 + b.rang / 50);
    const [m] = await ctx.db.select().from(mandat).where(eq(mandat.id, b.idMandat!));
    expect(m?.statut).toBe('A_VALIDER');
    expect((await journalDe('DECLARATION', b.id)).map((e) => e.typeEvenement)).toContain(
      'SOUMISSION_IMMATRICULATION',
    );
    expect((await journalDe('COPROPRIETE', b.idCopropriete)).map((e) => e.typeEvenement)).toEqual([
      'SOUMISSION_IMMATRICULATION',
    ]);
    expect((await journalDe('MANDAT', b.idMandat!)).map((e) => e.typeEvenement)).toEqual([
      'SOUMISSION_IMMATRICULATION',
    ]);
    const courriels = await courrielsA(syndic.login);
    expect(courriels).toHaveLength(avant + 1);
    const accuse = courriels.at(-1)!;
    expect(accuse.sujet).toBe('Registre des copropriétés : demande d’immatriculation a bien été reçue');
    expect(accuse.texte).toContain(`Le Clos numéro ${b.rang}`);
    expect(accuse.texte).not.toContain('doublon');
  });

  it('rejeu et double clic : un seul dépôt, un seul courriel, un seul événement', async () => {
    const b = await brouillon(syndic);
    const avant = (await courrielsA(syndic.login)).length;
    const premier = await deposer(syndic.client, { idDeclaration: b.id });
    const rejeu = await deposer(syndic.client, { idDeclaration: b.id });
    expect(premier.json().dejaDeposee).toBe(false);
    expect(rejeu.statusCode).toBe(200);
    expect(rejeu.json()).toMatchObject({
      resultat: 'DEPOSE',
      dejaDeposee: true,
      statutDeclaration: 'A_VALIDER',
    });
    expect(await courrielsA(syndic.login)).toHaveLength(avant + 1);
    expect(await journalDe('COPROPRIETE', b.idCopropriete)).toHaveLength(1);
  });

  it('50 dépôts parallèles du même brouillon : un seul dépôt, un seul courriel', async () => {
    const b = await brouillon(syndic);
    const avant = (await courrielsA(syndic.login)).length;
    const reponses = await Promise.all(
      Array.from({ length: 50 }, () => deposer(syndic.client, { idDeclaration: b.id })),
    );
    expect(reponses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const resultats = reponses.map((r) => r.json<ResultatDepot>());
    expect(resultats.filter((r) => r.resultat === 'DEPOSE' && !r.dejaDeposee)).toHaveLength(1);
    expect(resultats.filter((r) => r.resultat === 'DEPOSE' && r.dejaDeposee)).toHaveLength(49);
    expect(await courrielsA(syndic.login)).toHaveLength(avant + 1);
    expect(await journalDe('DECLARATION', b.id)).toHaveLength(1);
    expect(await journalDe('COPROPRIETE', b.idCopropriete)).toHaveLength(1);
  });

  it('doublons : listés sans rien déposer, puis transmis au teneur comme demande de doublon', async () => {
    const b = await brouillon(syndic);
    const existante = await inscrireCopropriete(ctx.db, {
      numero: 'AD1234567',
      nom: 'Le Clos',
      nbBatiments: 2,
      adresse: { numero: '1', voie: 'Rue Ailleurs', codeInsee: '69383', latitude: 48, longitude: 2 },
      parcelles: [{ codeInsee: '69383', section: 'QA', numero: String(1000 + b.rang) }],
    });
    const avant = (await courrielsA(syndic.login)).length;
    const liste = await deposer(syndic.client, { idDeclaration: b.id });
    expect(liste.statusCode).toBe(200);
    const doublons = liste.json<ResultatDepot>();
    expect(doublons).toMatchObject({ resultat: 'DOUBLONS', idDeclaration: b.id });
    expect(doublons.resultat === 'DOUBLONS' && doublons.doublons[0]).toMatchObject({
      id: existante.idCopropriete,
      numeroImmatriculation: 'AD1234567',
      motifs: expect.arrayContaining(['PARCELLE_COMMUNE']),
      lienRattachement: '/rattacher-une-copropriete?numero=AD1234567',
    });
    expect((await ligneDeclaration(b.id)).statut).toBe('BROUILLON');
    expect((await ligneCopropriete(b.idCopropriete)).etat).toBe('BROUILLON');
    expect(await courrielsA(syndic.login)).toHaveLength(avant);

    const transmise = await deposer(syndic.client, { idDeclaration: b.id, transmettreMalgreDoublons: true });
    expect(transmise.statusCode).toBe(200);
    const attendue = formaterDateTexte(echeanceReponse(new Date()));
    expect(transmise.json()).toMatchObject({
      resultat: 'DEPOSE',
      doublonSignale: true,
      echeanceReponse: attendue,
      etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    });
    expect(transmise.json().notification.description).toContain(`au plus tard le ${attendue}`);
    const copro = await ligneCopropriete(b.idCopropriete);
    expect(copro.idCoproprieteDoublon).toBe(existante.idCopropriete);
    expect(copro.doublonSignaleLe).toBeInstanceOf(Date);
    expect((await journalDe('COPROPRIETE', b.idCopropriete)).map((e) => e.typeEvenement)).toEqual([
      'DOUBLON_SIGNALE',
    ]);
    const accuse = (await courrielsA(syndic.login)).at(-1)!;
    expect(accuse.texte).toContain('demande de doublon');
    expect(accuse.texte).toContain(`au plus tard le ${attendue}`);
    expect(accuse.texte).toContain('/rattacher-une-copropriete?numero=AD1234567');
    // Le rejeu dit toujours la demande de doublon et son échéance.
    const rejeu = await deposer(syndic.client, { idDeclaration: b.id, transmettreMalgreDoublons: true });
    expect(rejeu.json()).toMatchObject({
      dejaDeposee: true,
      doublonSignale: true,
      echeanceReponse: attendue,
    });
  });

  it('déclaration incomplète ou invalide : 400 par champ, rien de changé', async () => {
    const b = await brouillon(syndic, {
      modifier: (d) => {
        const ident = d.immatCopropriete.identification!;
        ident.nbLots = null;
      },
    });
    const reponse = await deposer(syndic.client, { idDeclaration: b.id });
    expect(reponse.statusCode).toBe(400);
    const champs = reponse.json().champs.map((c: { champ: string }) => c.champ);
    expect(champs).toContain('identification.nbLots');
    expect((await ligneDeclaration(b.id)).statut).toBe('BROUILLON');
    expect((await ligneCopropriete(b.idCopropriete)).etat).toBe('BROUILLON');
    expect(await journalDe('DECLARATION', b.id)).toHaveLength(0);
  });

  it('avertissement à confirmer (durée du mandat) : 400 avec son code, puis déposé une fois confirmé', async () => {
    const b = await brouillon(syndic);
    const aujourdhui = aujourdhuiParis(new Date());
    await ctx.db
      .update(mandat)
      .set({ dateFin: ajouterMois(aujourdhui, 17) })
      .where(eq(mandat.id, b.idMandat!));
    const refus = await deposer(syndic.client, { idDeclaration: b.id });
    expect(refus.statusCode).toBe(400);
    const avertissements = refus.json().avertissements as { code: string; champ: string }[];
    expect(avertissements.map((a) => a.code)).toContain('mandat.duree.differenteNormale');
    expect((await ligneDeclaration(b.id)).statut).toBe('BROUILLON');
    const confirme = await deposer(syndic.client, {
      idDeclaration: b.id,
      avertissementsConfirmes: avertissements.map((a) => a.code),
    });
    expect(confirme.statusCode).toBe(200);
    expect(confirme.json()).toMatchObject({ resultat: 'DEPOSE', dejaDeposee: false });
  });

  it('étape jamais enregistrée : 400 en français sur la partie manquante', async () => {
    const b = await brouillon(syndic, { sansMandat: true });
    const reponse = await deposer(syndic.client, { idDeclaration: b.id });
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().champs).toContainEqual({
      champ: 'infoRattachement',
      message: 'Cette partie de la déclaration est à remplir avant le dépôt de la demande.',
    });
    expect(JSON.stringify(reponse.json())).not.toMatch(/Invalid input/);
  });

  it("modification d'une demande refusée : MODIF_DEMANDE, sans nouvelle comparaison", async () => {
    const b = await brouillon(syndic, { etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES' });
    const reponse = await deposer(syndic.client, { idDeclaration: b.id });
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toMatchObject({
      resultat: 'DEPOSE',
      typeMaj: 'MODIF_DEMANDE',
      etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    });
    expect((await journalDe('COPROPRIETE', b.idCopropriete)).map((e) => e.typeEvenement)).toEqual([
      'MODIFICATION_DEMANDE',
    ]);
    expect((await journalDe('MANDAT', b.idMandat!)).map((e) => e.typeEvenement)).toEqual([
      'MODIFICATION_RATTACHEMENT',
    ]);
    expect((await courrielsA(syndic.login)).at(-1)?.sujet).toContain('modification');
  });

  it('401 sans session, 403 sans le droit, 404 pour le brouillon d’un autre établissement, 400 malformé', async () => {
    const b = await brouillon(syndic);
    expect((await deposer(new ClientTest(ctx.app), { idDeclaration: b.id })).statusCode).toBe(401);
    for (const profil of ['TENEUR_ADMIN_PRINC', 'NOTAIRE_COLLAB', 'INSTITUTIONNEL'] as const) {
      const compte = await creerCompteDeTest(ctx.db, { profil });
      const client = await connecter(ctx.app, compte.login);
      expect((await deposer(client, { idDeclaration: b.id })).statusCode).toBe(403);
    }
    const autrui = await deposer(autreSyndic, { idDeclaration: b.id });
    expect(autrui.statusCode).toBe(404);
    expect(autrui.json().message).toBe("Cette déclaration n'existe pas ou n'est pas la vôtre.");
    expect((await deposer(syndic.client, { idDeclaration: 999_999_999 })).statusCode).toBe(404);
    for (const corps of [
      {},
      { idDeclaration: 'un' },
      { idDeclaration: b.id, transmettreMalgreDoublons: 'oui' },
    ]) {
      const r = await deposer(syndic.client, corps);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/[a-zé]/);
    }
    expect((await ligneDeclaration(b.id)).statut).toBe('BROUILLON');
  });
});

describe('Dépôt par un notaire (notaire/immatriculation/td/{x}/submit et continuer)', () => {
  it('immatriculation initiale sans successeur (td/0) : déposée, sans mandat', async () => {
    const b = await brouillon(notaire, { typeImmat: 'INITIALE' });
    const reponse = await deposer(notaire.client, { idDeclaration: b.id }, SUBMIT_NOTAIRE(0));
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toMatchObject({ resultat: 'DEPOSE', typeImmat: 'INITIALE', typeMaj: 'INITIALE' });
    expect((await ligneDeclaration(b.id)).idMandat).toBeNull();
    expect((await courrielsA(notaire.login)).length).toBeGreaterThan(0);
  });

  it('choisit un successeur professionnel puis dépose : mandat du successeur à valider', async () => {
    const choix = await notaire.client.requete({
      method: 'POST',
      url: CONTINUER('PRO'),
      payload: { siret: successeurPro.siret },
    });
    expect(choix.statusCode).toBe(200);
    expect(choix.json()).toMatchObject({
      idTeledeclarant: successeurPro.id,
      genre: 'PRO',
      cheminDepot: `/api/coproprietes/notaire/immatriculation/td/${successeurPro.id}/submit`,
    });
    const b = await brouillon(notaire, { typeImmat: 'INITIALE' });
    const reponse = await deposer(notaire.client, { idDeclaration: b.id }, choix.json().cheminDepot);
    expect(reponse.statusCode).toBe(200);
    const decl = await ligneDeclaration(b.id);
    expect(decl.idMandat).not.toBeNull();
    const [m] = await ctx.db.select().from(mandat).where(eq(mandat.id, decl.idMandat!));
    expect(m).toMatchObject({
      idTeledeclarant: successeurPro.id,
      statut: 'A_VALIDER',
      idCompteDemandeur: notaire.idCompte,
    });
    expect((await journalDe('MANDAT', decl.idMandat!)).map((e) => e.typeEvenement).sort()).toEqual([
      'CREATION_BROUILLON',
      'SOUMISSION_IMMATRICULATION',
    ]);
  });

  it('successeur bénévole par son adresse ; inconnu ou absent : 400 sur le champ', async () => {
    const benevole = await notaire.client.requete({
      method: 'POST',
      url: CONTINUER('NON_PRO'),
      payload: { email: successeurBenevole.email.toUpperCase() },
    });
    expect(benevole.statusCode).toBe(200);
    expect(benevole.json()).toMatchObject({ idTeledeclarant: successeurBenevole.id, genre: 'NON_PRO' });
    const inconnu = await notaire.client.requete({
      method: 'POST',
      url: CONTINUER('PRO'),
      payload: { siret: '36600000000013' },
    });
    expect(inconnu.statusCode).toBe(400);
    expect(inconnu.json().champs[0].champ).toBe('siret');
    const absent = await notaire.client.requete({ method: 'POST', url: CONTINUER('NON_PRO'), payload: {} });
    expect(absent.statusCode).toBe(400);
    expect(absent.json().champs[0].champ).toBe('email');
    const genre = await notaire.client.requete({ method: 'POST', url: CONTINUER('AUTRE'), payload: {} });
    expect(genre.statusCode).toBe(400);
    // Un successeur qui n'est pas un syndic actif est refusé au dépôt, rien n'est déposé.
    const b = await brouillon(notaire, { typeImmat: 'INITIALE' });
    const refuse = await deposer(
      notaire.client,
      { idDeclaration: b.id },
      SUBMIT_NOTAIRE(notaire.idTeledeclarant),
    );
    expect(refuse.statusCode).toBe(400);
    expect(refuse.json().champs[0].champ).toBe('successeur');
    expect((await ligneDeclaration(b.id)).statut).toBe('BROUILLON');
  });

  it("immatriculation d'office : règle de spec 2 §5.4 sur la situation du syndic", async () => {
    const b = await brouillon(notaire, { typeImmat: 'OFFICE' });
    const sans = await deposer(notaire.client, { idDeclaration: b.id }, SUBMIT_NOTAIRE(0));
    expect(sans.statusCode).toBe(400);
    expect(sans.json().champs[0].champ).toBe('situationSyndic.syndicDesigne');
    const recente = formaterDateTexte(ajouterMois(aujourdhuiParis(new Date()), 0));
    const trop = await deposer(
      notaire.client,
      { idDeclaration: b.id, situationSyndic: { syndicDesigne: true, dateMiseEnDemeureSyndic: recente } },
      SUBMIT_NOTAIRE(0),
    );
    expect(trop.statusCode).toBe(400);
    expect(trop.json().champs[0]).toMatchObject({
      champ: 'typeImmat',
      code: 'copropriete.office.syndicNonMisEnDemeure',
    });
    expect((await ligneDeclaration(b.id)).statut).toBe('BROUILLON');
    const ancienne = formaterDateTexte(ajouterMois(aujourdhuiParis(new Date()), -2));
    const ok = await deposer(
      notaire.client,
      { idDeclaration: b.id, situationSyndic: { syndicDesigne: true, dateMiseEnDemeureSyndic: ancienne } },
      SUBMIT_NOTAIRE(0),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ resultat: 'DEPOSE', typeImmat: 'OFFICE' });
    expect((await journalDe('COPROPRIETE', b.idCopropriete)).map((e) => e.typeEvenement)).toEqual([
      'IMMATRICULATION_D_OFFICE',
    ]);
    expect((await journalDe('DECLARATION', b.id)).map((e) => e.typeEvenement)).toEqual([
      'IMMATRICULATION_D_OFFICE',
    ]);
  });

  it('401, 403 (syndic, collaborateur), 404 (autre étude), 400 malformé', async () => {
    const b = await brouillon(notaire, { typeImmat: 'INITIALE' });
    const anonyme = new ClientTest(ctx.app);
    expect((await deposer(anonyme, { idDeclaration: b.id }, SUBMIT_NOTAIRE(0))).statusCode).toBe(401);
    expect(
      (
        await anonyme.requete({
          method: 'POST',
          url: CONTINUER('PRO'),
          payload: { siret: successeurPro.siret },
        })
      ).statusCode,
    ).toBe(401);
    const collab = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_COLLAB' })).login,
    );
    for (const client of [syndic.client, collab]) {
      expect((await deposer(client, { idDeclaration: b.id }, SUBMIT_NOTAIRE(0))).statusCode).toBe(403);
      expect(
        (
          await client.requete({
            method: 'POST',
            url: CONTINUER('PRO'),
            payload: { siret: successeurPro.siret },
          })
        ).statusCode,
      ).toBe(403);
    }
    const autreEtude = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_ADMIN' })).login,
    );
    expect((await deposer(autreEtude, { idDeclaration: b.id }, SUBMIT_NOTAIRE(0))).statusCode).toBe(404);
    // Le brouillon d'un syndic n'est pas déposé par un notaire (ni l'inverse) : il n'est pas le sien.
    const s = await brouillon(syndic);
    expect((await deposer(notaire.client, { idDeclaration: s.id }, SUBMIT_NOTAIRE(0))).statusCode).toBe(404);
    for (const x of ['-1', 'abc', '1.5']) {
      expect((await deposer(notaire.client, { idDeclaration: b.id }, SUBMIT_NOTAIRE(x))).statusCode).toBe(
        400,
      );
    }
    expect(
      (
        await deposer(
          notaire.client,
          { idDeclaration: b.id, situationSyndic: { syndicDesigne: 'non' } },
          SUBMIT_NOTAIRE(0),
        )
      ).statusCode,
    ).toBe(400);
    const etats = await ctx.db
      .select({ statut: declaration.statut })
      .from(declaration)
      .where(inArray(declaration.id, [b.id, s.id]));
    expect(etats.map((e) => e.statut)).toEqual(['BROUILLON', 'BROUILLON']);
  });
});

describe('Modifier une demande encore en attente (brouillon/change-etat BROUILLON, ADR 0173)', () => {
  const changerEtat = (client: ClientTest, corps: object) =>
    client.requete({ method: 'PUT', url: '/api/coproprietes/brouillon/change-etat', payload: corps });

  /** Demande déposée par le syndic, en attente du teneur, et sa version. */
  async function demandeEnAttente() {
    const b = await brouillon(syndic);
    const depot = await deposer(syndic.client, { idDeclaration: b.id });
    expect(depot.json().resultat, depot.body).toBe('DEPOSE');
    return { ...b, version: (await ligneDeclaration(b.id)).version };
  }
  const modifications = async (id: number) =>
    (await journalDe('DECLARATION', id)).filter((e) => e.typeEvenement === 'MODIFICATION_DEMANDE');

  it('reprise en brouillon, enregistrée par le parcours, redéposée : MODIF_DEMANDE, toujours à valider', async () => {
    const d = await demandeEnAttente();
    // La demande en attente se relit par son auteur, avec la version que demande sa reprise (ADR 0178).
    const enAttente = await syndic.client.get(`/api/coproprietes/brouillon/${d.id}`);
    expect(enAttente.statusCode, enAttente.body).toBe(200);
    expect(enAttente.json()).toMatchObject({
      id: d.id,
      version: d.version,
      declaration: { statut: 'A_VALIDER' },
    });
    expect((await autreSyndic.get(`/api/coproprietes/brouillon/${d.id}`)).statusCode).toBe(404);
    // Elle ne s'enregistre pas telle quelle : il faut d'abord la reprendre.
    const sansReprise = await syndic.client.requete({
      method: 'PUT',
      url: '/api/coproprietes/brouillon/save/quitter',
      payload: {
        id: d.id,
        version: d.version,
        immatCopropriete: enAttente.json().declaration.immatCopropriete,
      },
    });
    expect(sansReprise.statusCode).not.toBe(200);
    expect((await ligneDeclaration(d.id)).statut).toBe('A_VALIDER');
    const reprise = await changerEtat(syndic.client, { id: d.id, version: d.version, etat: 'BROUILLON' });
    expect(reprise.statusCode, reprise.body).toBe(200);
    expect(reprise.json()).toEqual({ id: d.id, idCopropriete: d.idCopropriete, version: d.version + 1 });
    expect(await ligneDeclaration(d.id)).toMatchObject({ statut: 'BROUILLON', dateSoumission: null });
    // La copropriété attend toujours le guichet ; la demande reprise n'y est plus tant qu'elle n'est pas redéposée.
    expect((await ligneCopropriete(d.idCopropriete)).etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
    expect(await modifications(d.id)).toHaveLength(1);
    // Rejeu : même réponse, rien de plus.
    const rejeu = await changerEtat(syndic.client, { id: d.id, version: d.version, etat: 'BROUILLON' });
    expect(rejeu.json()).toEqual(reprise.json());
    expect(await modifications(d.id)).toHaveLength(1);

    const lue = (await syndic.client.get(`/api/coproprietes/brouillon/${d.id}`)).json();
    const immat = lue.declaration.immatCopropriete;
    immat.identification = { ...immat.identification, nomCopropriete: 'Le Clos modifié' };
    const enregistre = await syndic.client.requete({
      method: 'PUT',
      url: '/api/coproprietes/brouillon/save/quitter',
      payload: { id: d.id, version: lue.version, immatCopropriete: immat },
    });
    expect(enregistre.statusCode, enregistre.body).toBe(200);

    const redepot = await deposer(syndic.client, { idDeclaration: d.id });
    expect(redepot.statusCode, redepot.body).toBe(200);
    expect(redepot.json()).toMatchObject({
      resultat: 'DEPOSE',
      typeMaj: 'MODIF_DEMANDE',
      statutDeclaration: 'A_VALIDER',
      etatCopropriete: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      doublonSignale: false,
    });
    expect((await ligneDeclaration(d.id)).nomCopropriete).toBe('Le Clos modifié');
    expect(await modifications(d.id)).toHaveLength(2);
    expect((await courrielsA(syndic.login)).at(-1)?.sujet).toContain('modification');
  });

  it('50 reprises simultanées : une seule transition, un seul événement', async () => {
    const d = await demandeEnAttente();
    const corps = { id: d.id, version: d.version, etat: 'BROUILLON' };
    const reponses = await Promise.all(Array.from({ length: 50 }, () => changerEtat(syndic.client, corps)));
    expect(reponses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(reponses.map((r) => r.json().version))).toEqual(new Set([d.version + 1]));
    expect(await modifications(d.id)).toHaveLength(1);
  });

  it('409 si le teneur a pris ou ouvert la demande, ou si la version est dépassée ; rien de changé', async () => {
    const prise = await demandeEnAttente();
    await ctx.db
      .update(copropriete)
      .set({ etat: 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION' })
      .where(eq(copropriete.id, prise.idCopropriete));
    const refus = await changerEtat(syndic.client, {
      id: prise.id,
      version: prise.version,
      etat: 'BROUILLON',
    });
    expect(refus.statusCode).toBe(409);
    expect((await ligneDeclaration(prise.id)).statut).toBe('A_VALIDER');
    // Demande ouverte au guichet par un teneur (verrou en table, ADR 0191) : 409, qui la tient.
    const ouverte = await demandeEnAttente();
    const teneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
    await creerValidationRepository(ctx.db).poserVerrou(
      'COPROPRIETE',
      ouverte.idCopropriete,
      teneur.compte.id,
      new Date(),
    );
    const tenue = await changerEtat(syndic.client, {
      id: ouverte.id,
      version: ouverte.version,
      etat: 'BROUILLON',
    });
    expect(tenue.statusCode).toBe(409);
    expect(tenue.json().message).toContain('en cours de traitement par');
    expect((await ligneDeclaration(ouverte.id)).statut).toBe('A_VALIDER');
    const d = await demandeEnAttente();
    const perimee = await changerEtat(syndic.client, { id: d.id, version: d.version - 1, etat: 'BROUILLON' });
    expect(perimee.statusCode).toBe(409);
    expect((await ligneDeclaration(d.id)).statut).toBe('A_VALIDER');
    expect(await modifications(d.id)).toHaveLength(0);
  });

  it('401, 403 sans le droit, 404 pour la demande d’un autre établissement, 400 malformé', async () => {
    const d = await demandeEnAttente();
    const corps = { id: d.id, version: d.version, etat: 'BROUILLON' };
    expect((await changerEtat(new ClientTest(ctx.app), corps)).statusCode).toBe(401);
    const collab = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_COLLAB' });
    expect((await changerEtat(await connecter(ctx.app, collab.login), corps)).statusCode).toBe(403);
    const ten = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
    expect((await changerEtat(await connecter(ctx.app, ten.login), corps)).statusCode).toBe(403);
    const autrui = await changerEtat(autreSyndic, corps);
    expect(autrui.statusCode).toBe(404);
    expect(autrui.body).not.toContain('Le Clos');
    for (const malforme of [
      { ...corps, etat: 'A_VALIDER' },
      { ...corps, id: 'un' },
      { id: d.id, etat: 'BROUILLON' },
    ]) {
      expect((await changerEtat(syndic.client, malforme)).statusCode, JSON.stringify(malforme)).toBe(400);
    }
    expect((await ligneDeclaration(d.id)).statut).toBe('A_VALIDER');
  });
});
