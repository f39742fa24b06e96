import { randomUUID } from 'node:crypto';
import { type Declaration, MESSAGE_SANS_DECLARATION_EN_VIGUEUR } from '@registre/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, declaration, evenementJournal, signalementErreur } from '../db/schema/index.js';
import { creerDeclarationRepository } from '../repositories/declaration.repository.js';
import {
  MESSAGE_DECLARATION_A_SOI,
  MESSAGE_DECLARATION_FIGEE,
} from '../services/declarations/ecarter-declaration-predecesseur.js';
import { MESSAGE_AUCUNE_DECLARATION_VALIDEE } from '../services/declarations/ouverture-mise-a-jour.js';
import {
  MESSAGE_DECLARATION_INTROUVABLE,
  MESSAGE_DECLARATION_NON_VALIDEE,
} from '../services/declarations/signalement-erreur.js';
import { MESSAGE_ANNUELLE_CORRIGEE_CHANGEE } from '../services/declarations/transmission-mise-a-jour.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import {
  creerCoproprieteDeclaree,
  exerciceComplet,
  inscrireDeclarationValidee,
  saisieComplete,
} from '../test/declarations.js';

let ctx: ContexteTest;
let syndic: ClientTest;
let collegue: ClientTest;
let autreSyndic: ClientTest;
let collaborateurNotaire: ClientTest;
let teneur: ClientTest;
let teneurAdmin: ClientTest;
let idTeledeclarant: number;
let idCompteSyndic: number;
let idTeledeclarantAutre: number;

beforeAll(async () => {
  ctx = await creerContexteTest();
  const admin = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  idTeledeclarant = admin.idTeledeclarant as number;
  idCompteSyndic = admin.compte.id;
  const gestion = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION', idTeledeclarant });
  const autre = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  idTeledeclarantAutre = autre.idTeledeclarant as number;
  const collab = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_COLLAB' });
  const ten = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_GES' });
  syndic = await connecter(ctx.app, admin.login);
  collegue = await connecter(ctx.app, gestion.login);
  autreSyndic = await connecter(ctx.app, autre.login);
  collaborateurNotaire = await connecter(ctx.app, collab.login);
  teneur = await connecter(ctx.app, ten.login);
  const tenAdmin = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_SCOND' });
  teneurAdmin = await connecter(ctx.app, tenAdmin.login);
}, 60_000);
afterAll(async () => {
  await ctx.fermer();
});

/** Copropriété immatriculée, rattachée au syndic, avec sa déclaration validée qui fait foi. */
async function coproprieteImmatriculee(
  options: { declarationCourante?: boolean; majComptesNonApprouvesAFaire?: boolean } = {},
) {
  return creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: idTeledeclarant,
    declarationCourante: options.declarationCourante ?? true,
    majComptesNonApprouvesAFaire: options.majComptesNonApprouvesAFaire ?? false,
  });
}

/** Brouillon de mise à jour standard du syndic, écrit par le dépôt des déclarations. */
async function brouillonDeMiseAJour(
  idCopropriete: number,
  immatCopropriete: Declaration['immatCopropriete'],
) {
  const id = await creerDeclarationRepository(ctx.db).creer({
    idCopropriete,
    statut: 'BROUILLON',
    typeMaj: 'STANDARD',
    idTeledeclarant,
    idCompteDeclarant: idCompteSyndic,
    cleCreation: randomUUID(),
    contenu: { immatCopropriete },
  });
  return id as number;
}

const ouvrir = (client: ClientTest, id: number | string, x: string, corriger = 'false') =>
  client.get(`/api/coproprietes/declaration/${id}/${x}/${corriger}`);

async function nombreDeDeclarations(idCopropriete: number): Promise<number> {
  return ctx.db.$count(declaration, eq(declaration.idCopropriete, idCopropriete));
}

describe('GET coproprietes/declaration/{id}/{x}/{corriger} : ouverture d’une mise à jour (ADR 0133)', () => {
  it('pré-remplit la mise à jour standard depuis la déclaration validée, sans rien créer', async () => {
    const copro = await coproprieteImmatriculee();
    const avant = await nombreDeDeclarations(copro.id);
    const reponse = await ouvrir(syndic, copro.id, 'STANDARD');
    expect(reponse.statusCode, reponse.body).toBe(200);
    const editable = reponse.json();
    expect(editable).toMatchObject({ id: null, version: null, idCopropriete: copro.id });
    expect(editable.cleCreation).toMatch(/^[0-9a-f-]{36}$/);
    expect(editable.declaration).toMatchObject({
      statut: 'BROUILLON',
      typeMaj: 'STANDARD',
      typeImmat: null,
      numTeledeclarant: idTeledeclarant,
      // Mise à jour standard : les données de l'exercice validé ne se modifient plus (§5.5).
      dateClotureEditable: false,
      nomCopropriete: copro.nom,
    });
    expect(editable.declaration.immatCopropriete.infoRattachement).toBeUndefined();
    // Un GET n'écrit pas : rejoué, il ne crée rien non plus, et chaque ouverture a sa clé.
    const rejeu = await ouvrir(collegue, copro.id, 'STANDARD');
    expect(rejeu.statusCode, rejeu.body).toBe(200);
    expect(rejeu.json().cleCreation).not.toBe(editable.cleCreation);
    expect(await nombreDeDeclarations(copro.id)).toBe(avant);
  });

  it('ouvre une mise à jour annuelle avec un nouvel exercice à déclarer', async () => {
    const copro = await coproprieteImmatriculee();
    const reponse = await ouvrir(syndic, copro.id, 'ANNUELLE');
    expect(reponse.statusCode, reponse.body).toBe(200);
    expect(reponse.json().declaration).toMatchObject({ typeMaj: 'ANNUELLE', dateClotureEditable: true });
  });

  it('reprend le brouillon de mise à jour de même nature de l’établissement (idempotent)', async () => {
    const copro = await coproprieteImmatriculee();
    const id = await brouillonDeMiseAJour(copro.id, {
      identification: { nomCopropriete: 'Nom en cours de saisie' },
    });
    for (const client of [syndic, collegue]) {
      const reponse = await ouvrir(client, copro.id, 'STANDARD');
      expect(reponse.statusCode, reponse.body).toBe(200);
      expect(reponse.json()).toMatchObject({ id, version: 1, cleCreation: null });
      expect(reponse.json().declaration.immatCopropriete.identification.nomCopropriete).toBe(
        'Nom en cours de saisie',
      );
    }
    // Une autre nature de mise à jour n'est pas ce brouillon.
    expect((await ouvrir(syndic, copro.id, 'ANNUELLE')).json().id).toBeNull();
  });

  it('409 sans déclaration validée ; 409 pour corriger une annuelle qui n’existe pas', async () => {
    const sansDeclaration = await coproprieteImmatriculee({ declarationCourante: false });
    const reponse = await ouvrir(syndic, sansDeclaration.id, 'STANDARD');
    expect(reponse.statusCode).toBe(409);
    expect(reponse.json().message).toBe(MESSAGE_AUCUNE_DECLARATION_VALIDEE);
    const copro = await coproprieteImmatriculee();
    expect((await ouvrir(syndic, copro.id, 'ANNUELLE', 'true')).statusCode).toBe(409);
    expect((await ouvrir(syndic, copro.id, 'COMPTESNONAPPROUVES')).statusCode).toBe(409);
  });

  it('400 sur un identifiant, une nature ou un drapeau invalides, ou une correction non annuelle', async () => {
    const copro = await coproprieteImmatriculee();
    expect((await ouvrir(syndic, 'abc', 'STANDARD')).statusCode).toBe(400);
    expect((await ouvrir(syndic, copro.id, 'INITIALE')).statusCode).toBe(400);
    expect((await ouvrir(syndic, copro.id, 'STANDARD', 'peut-etre')).statusCode).toBe(400);
    const correction = await ouvrir(syndic, copro.id, 'STANDARD', 'true');
    expect(correction.statusCode).toBe(400);
    expect(correction.json().champs).toEqual([expect.objectContaining({ champ: 'corriger' })]);
  });

  it('401 sans session, 403 sans le droit, 403 pour un autre établissement, 404 inconnue', async () => {
    const copro = await coproprieteImmatriculee();
    expect((await ouvrir(new ClientTest(ctx.app), copro.id, 'STANDARD')).statusCode).toBe(401);
    expect((await ouvrir(collaborateurNotaire, copro.id, 'STANDARD')).statusCode).toBe(403);
    expect((await ouvrir(teneur, copro.id, 'STANDARD')).statusCode).toBe(403);
    const autre = await ouvrir(autreSyndic, copro.id, 'STANDARD');
    expect(autre.statusCode).toBe(403);
    expect(autre.body).not.toContain(copro.nom);
    expect((await ouvrir(syndic, 999_999_999, 'STANDARD')).statusCode).toBe(404);
  });
});

/** Copropriété rattachée au syndic dont la déclaration d'immatriculation validée est complète. */
const coproprieteDeclaree = (options: { comptesNonApprouves?: boolean; exercice?: number } = {}) =>
  creerCoproprieteDeclaree(ctx.db, { idTeledeclarant, idCompteDeclarant: idCompteSyndic, ...options });

/** Déclaration complète et valide d'une copropriété immatriculée (sans mandat : il a ses propres écrans). */
const contenuValide = (nom: string) =>
  saisieComplete({ nom, avecMandat: false, donneesFinancieres: exerciceComplet(2024) });

const enregistrerMaj = (
  client: ClientTest,
  transmettre: string,
  id: number | string,
  payload: Record<string, unknown>,
) => client.requete({ method: 'PUT', url: `/api/coproprietes/declaration/${transmettre}/${id}`, payload });

async function journal(type: string, idCible: number) {
  return ctx.db
    .select()
    .from(evenementJournal)
    .where(
      and(
        eq(evenementJournal.typeEvenement, type as never),
        eq(evenementJournal.typeCible, 'DECLARATION'),
        eq(evenementJournal.idCible, idCible),
      ),
    );
}

describe('PUT coproprietes/declaration/{transmettre}/{id} : enregistrement d’une mise à jour (ADR 0134)', () => {
  it('standard : brouillon créé une fois par clé, puis transmis, devenu courant, journalisé, rejouable', async () => {
    const copro = await coproprieteDeclaree();
    const ouverte = (await ouvrir(syndic, copro.id, 'STANDARD')).json();
    const immat = { ...ouverte.declaration.immatCopropriete };
    immat.identification = { ...immat.identification, nomCopropriete: 'Le Clos rénové' };
    const corps = { cleCreation: ouverte.cleCreation, typeMaj: 'STANDARD', immatCopropriete: immat };
    const brouillon = await enregistrerMaj(syndic, 'false', copro.id, corps);
    expect(brouillon.statusCode, brouillon.body).toBe(200);
    expect(brouillon.json()).toMatchObject({ idCopropriete: copro.id, version: 1, statut: 'BROUILLON' });
    const { id } = brouillon.json();
    // Double clic : même clé, même brouillon.
    expect((await enregistrerMaj(collegue, 'false', copro.id, corps)).json().id).toBe(id);
    expect(await journal('CREATION_BROUILLON', id)).toHaveLength(1);
    // La réouverture reprend ce brouillon, avec la dernière déclaration validée pour les différences (ADR 0176).
    const reprise = (await ouvrir(syndic, copro.id, 'STANDARD')).json();
    expect(reprise).toMatchObject({ id, version: 1 });
    expect(reprise.declaration.immatCopropriete.identification.nomCopropriete).toBe('Le Clos rénové');
    expect(reprise.reference).toEqual(ouverte.reference);
    expect(reprise.reference.identification.nomCopropriete).toBe(copro.nom);
    expect(reprise.reference.infoRattachement).toBeUndefined();

    const transmission = { id, version: 1, typeMaj: 'STANDARD', immatCopropriete: immat };
    const transmise = await enregistrerMaj(syndic, 'true', copro.id, transmission);
    expect(transmise.statusCode, transmise.body).toBe(200);
    expect(transmise.json()).toMatchObject({ id, statut: 'COURANTE' });
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c).toMatchObject({ idDeclarationCourante: id, nom: 'Le Clos rénové' });
    expect(await journal('MAJ_STANDARD', id)).toHaveLength(1);
    // Rejeu de la transmission : même réponse, rien de plus.
    const rejeu = await enregistrerMaj(syndic, 'true', copro.id, transmission);
    expect(rejeu.statusCode, rejeu.body).toBe(200);
    expect(rejeu.json()).toEqual(transmise.json());
    expect(await journal('MAJ_STANDARD', id)).toHaveLength(1);
    // Une version dépassée est refusée.
    expect((await enregistrerMaj(syndic, 'false', copro.id, transmission)).statusCode).toBe(409);
  });

  it('standard : les données de l’exercice validé ne se modifient plus (400, rien d’écrit)', async () => {
    const copro = await coproprieteDeclaree();
    const ouverte = (await ouvrir(syndic, copro.id, 'STANDARD')).json();
    const immat = ouverte.declaration.immatCopropriete;
    immat.donneesFinancieres = { ...immat.donneesFinancieres, chargesOperationsCourantes: 99_999 };
    const avant = await nombreDeDeclarations(copro.id);
    const reponse = await enregistrerMaj(syndic, 'true', copro.id, {
      cleCreation: ouverte.cleCreation,
      typeMaj: 'STANDARD',
      immatCopropriete: immat,
    });
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().champs.map((c: { champ: string }) => c.champ)).toContain(
      'donneesFinancieres.chargesOperationsCourantes',
    );
    expect(await nombreDeDeclarations(copro.id)).toBe(avant);
  });

  it('annuelle : clôture inchangée à confirmer, puis courante ; les précédentes sont archivées', async () => {
    const copro = await coproprieteDeclaree();
    const ouverte = (await ouvrir(syndic, copro.id, 'ANNUELLE')).json();
    const corps = {
      cleCreation: ouverte.cleCreation,
      typeMaj: 'ANNUELLE',
      immatCopropriete: ouverte.declaration.immatCopropriete,
    };
    const sans = await enregistrerMaj(syndic, 'true', copro.id, corps);
    expect(sans.statusCode).toBe(400);
    const codes = sans.json().avertissements.map((a: { code: string }) => a.code);
    expect(codes).toContain('exercice.cloture.inchangee');
    expect(await nombreDeDeclarations(copro.id)).toBe(1);

    // Confirmée, la même clôture est acceptée (§5.5) : la mise à jour devient la déclaration courante.
    const nouvelle = { ...corps, avertissementsConfirmes: codes };
    const reponse = await enregistrerMaj(syndic, 'true', copro.id, nouvelle);
    expect(reponse.statusCode, reponse.body).toBe(200);
    const { id } = reponse.json();
    expect(reponse.json().statut).toBe('COURANTE');
    const [validee] = await ctx.db.select().from(declaration).where(eq(declaration.id, copro.idValidee));
    expect(validee?.statut).toBe('AVANT_DECLARATION_ANNUELLE');
    expect(await journal('ARCHIVAGE_DECLARATION', copro.idValidee)).toHaveLength(1);
    expect(await journal('MAJ_ANNUELLE', id)).toHaveLength(1);
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c?.idDeclarationCourante).toBe(id);
    expect(c?.dateClotureDernierExercice).not.toBeNull();
    expect(new Date(c?.dateClotureDernierExercice as Date).getFullYear()).toBe(2024);
  });

  it('annuelle : un changement de jour ou de mois de clôture se confirme seulement dans les 4 ans du précédent (§5.5)', async () => {
    // Même copropriété deux fois : l'une n'a que son exercice 2024 ; l'autre a aussi des exercices clos au
    // 31 décembre depuis 2018 (archivés par des annuelles) : son dernier changement de clôture date de 2018.
    const recente = await coproprieteDeclaree();
    const ancienne = await coproprieteDeclaree();
    for (const annee of [2018, 2019, 2020]) {
      await creerDeclarationRepository(ctx.db).creer({
        idCopropriete: ancienne.id,
        statut: 'AVANT_DECLARATION_ANNUELLE',
        typeMaj: 'ANNUELLE',
        idTeledeclarant,
        idCompteDeclarant: idCompteSyndic,
        contenu: {
          immatCopropriete: saisieComplete({
            nom: ancienne.nom,
            avecMandat: false,
            donneesFinancieres: exerciceComplet(annee),
          }),
        },
      });
    }
    // Un brouillon ou une déclaration supprimée ne comptent pas dans l'historique.
    await creerDeclarationRepository(ctx.db).creer({
      idCopropriete: recente.id,
      statut: 'SUPPRIME',
      typeMaj: 'ANNUELLE',
      idTeledeclarant,
      idCompteDeclarant: idCompteSyndic,
      contenu: {
        immatCopropriete: saisieComplete({
          nom: recente.nom,
          avecMandat: false,
          donneesFinancieres: exerciceComplet(2015),
        }),
      },
    });

    const codesSansConfirmation = async (idCopropriete: number) => {
      const ouverte = (await ouvrir(syndic, idCopropriete, 'ANNUELLE')).json();
      const immat = ouverte.declaration.immatCopropriete;
      // Exercice de six mois clos au 30 juin : le jour et le mois de clôture changent.
      immat.donneesFinancieres = {
        ...immat.donneesFinancieres,
        dateDebutExercice: '01/01/2025',
        dateClotureComptes: '30/06/2025',
        dateAg: '15/10/2025',
      };
      const reponse = await enregistrerMaj(syndic, 'true', idCopropriete, {
        cleCreation: ouverte.cleCreation,
        typeMaj: 'ANNUELLE',
        immatCopropriete: immat,
      });
      const codes = (reponse.json().avertissements ?? []).map((a: { code: string }) => a.code);
      return { ouverte, reponse, codes };
    };

    const sansHistorique = await codesSansConfirmation(recente.id);
    expect(sansHistorique.ouverte.dateDernierChangementCloture).toBe('31/12/2024');
    expect(sansHistorique.reponse.statusCode).toBe(400);
    expect(sansHistorique.codes).toContain('exercice.cloture.changementJourMoisRapproche');

    const avecHistorique = await codesSansConfirmation(ancienne.id);
    expect(avecHistorique.ouverte.dateDernierChangementCloture).toBe('31/12/2018');
    expect(avecHistorique.codes).not.toContain('exercice.cloture.changementJourMoisRapproche');
    expect(avecHistorique.reponse.statusCode, avecHistorique.reponse.body).toBe(200);
    expect(avecHistorique.reponse.json().statut).toBe('COURANTE');

    // Une standard n'a pas de règle de clôture : pas de date.
    expect((await ouvrir(syndic, ancienne.id, 'STANDARD')).json().dateDernierChangementCloture).toBeNull();
  });

  it('400 sur une saisie incomplète transmise, un drapeau, un identifiant ou une nature invalides', async () => {
    const copro = await coproprieteDeclaree();
    const ouverte = (await ouvrir(syndic, copro.id, 'STANDARD')).json();
    const immat = ouverte.declaration.immatCopropriete;
    const corps = { cleCreation: ouverte.cleCreation, typeMaj: 'STANDARD', immatCopropriete: immat };
    const incomplete = await enregistrerMaj(syndic, 'true', copro.id, {
      ...corps,
      immatCopropriete: { ...immat, identification: { ...immat.identification, nbLots: null } },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().champs.map((c: { champ: string }) => c.champ)).toContain(
      'identification.nbLots',
    );
    expect((await enregistrerMaj(syndic, 'peut-etre', copro.id, corps)).statusCode).toBe(400);
    expect((await enregistrerMaj(syndic, 'false', 'abc', corps)).statusCode).toBe(400);
    expect(
      (await enregistrerMaj(syndic, 'false', copro.id, { ...corps, typeMaj: 'INITIALE' })).statusCode,
    ).toBe(400);
    expect(await nombreDeDeclarations(copro.id)).toBe(1);
  });

  it('401 sans session, 403 sans le droit, 403 pour un autre établissement (rien d’écrit)', async () => {
    const copro = await coproprieteDeclaree();
    const corps = {
      cleCreation: randomUUID(),
      typeMaj: 'STANDARD',
      immatCopropriete: contenuValide(copro.nom),
    };
    expect((await enregistrerMaj(new ClientTest(ctx.app), 'false', copro.id, corps)).statusCode).toBe(401);
    expect((await enregistrerMaj(collaborateurNotaire, 'false', copro.id, corps)).statusCode).toBe(403);
    expect((await enregistrerMaj(teneur, 'false', copro.id, corps)).statusCode).toBe(403);
    expect((await enregistrerMaj(autreSyndic, 'true', copro.id, corps)).statusCode).toBe(403);
    expect(await nombreDeDeclarations(copro.id)).toBe(1);
  });
});

describe('PUT coproprietes/mettreAJourDonneesFinancieres/{id} : exercice aux comptes non approuvés (ADR 0135)', () => {
  const url = (id: number | string) => `/api/coproprietes/mettreAJourDonneesFinancieres/${id}`;
  const envoyer = (client: ClientTest, id: number | string, payload: Record<string, unknown>) =>
    client.requete({ method: 'PUT', url: url(id), payload });
  const approuve = () => ({ ...exerciceComplet(2024), comptesNonApprouves: false });

  it('complète l’exercice validé : courante, journalisée, fait levé, rejouable', async () => {
    const copro = await coproprieteDeclaree({ comptesNonApprouves: true });
    const corps = { cleCreation: randomUUID(), donneesFinancieres: approuve() };
    const reponse = await envoyer(syndic, copro.id, corps);
    expect(reponse.statusCode, reponse.body).toBe(200);
    const { id } = reponse.json();
    expect(reponse.json()).toMatchObject({ idCopropriete: copro.id, statut: 'COURANTE' });
    expect(await journal('MAJ_COMPTES_NON_APPROUVES', id)).toHaveLength(1);
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c).toMatchObject({ idDeclarationCourante: id, majComptesNonApprouvesAFaire: false });
    const rejeu = await envoyer(collegue, copro.id, corps);
    expect(rejeu.statusCode, rejeu.body).toBe(200);
    expect(rejeu.json().id).toBe(id);
    expect(await nombreDeDeclarations(copro.id)).toBe(2);
    // Plus rien à mettre à jour : une nouvelle demande est refusée.
    const encore = await envoyer(syndic, copro.id, { ...corps, cleCreation: randomUUID() });
    expect(encore.statusCode).toBe(409);
  });

  it('400 si les dates de l’exercice changent ou si l’identifiant est invalide ; rien d’écrit', async () => {
    const copro = await coproprieteDeclaree({ comptesNonApprouves: true });
    const autreExercice = await envoyer(syndic, copro.id, {
      cleCreation: randomUUID(),
      donneesFinancieres: { ...approuve(), dateClotureComptes: '30/11/2024' },
    });
    expect(autreExercice.statusCode).toBe(400);
    expect(autreExercice.json().champs.map((c: { champ: string }) => c.champ)).toContain(
      'donneesFinancieres.dateClotureComptes',
    );
    expect((await envoyer(syndic, 'abc', { cleCreation: randomUUID() })).statusCode).toBe(400);
    expect((await envoyer(syndic, copro.id, { cleCreation: 'pas-une-cle' })).statusCode).toBe(400);
    expect(await nombreDeDeclarations(copro.id)).toBe(1);
  });

  it('401 sans session, 403 sans le droit ou pour un autre établissement, 409 sans exercice à compléter', async () => {
    const copro = await coproprieteDeclaree({ comptesNonApprouves: true });
    const corps = { cleCreation: randomUUID(), donneesFinancieres: approuve() };
    expect((await envoyer(new ClientTest(ctx.app), copro.id, corps)).statusCode).toBe(401);
    expect((await envoyer(collaborateurNotaire, copro.id, corps)).statusCode).toBe(403);
    expect((await envoyer(teneur, copro.id, corps)).statusCode).toBe(403);
    expect((await envoyer(autreSyndic, copro.id, corps)).statusCode).toBe(403);
    expect(await nombreDeDeclarations(copro.id)).toBe(1);
    const approuvee = await coproprieteDeclaree();
    expect((await envoyer(syndic, approuvee.id, corps)).statusCode).toBe(409);
  });
});

describe('PUT coproprietes/supprimer-declarations : déclarations depuis la dernière annuelle (ADR 0136)', () => {
  const supprimer = (client: ClientTest, payload: Record<string, unknown>) =>
    client.requete({ method: 'PUT', url: '/api/coproprietes/supprimer-declarations', payload });

  async function avecMiseAJourCourante() {
    const copro = await coproprieteDeclaree();
    const idMaj = await inscrireDeclarationValidee(ctx.db, {
      idCopropriete: copro.id,
      statut: 'COURANTE',
      typeMaj: 'STANDARD',
      idTeledeclarant,
      idCompteDeclarant: idCompteSyndic,
      contenu: { immatCopropriete: contenuValide('Nom changé par la mise à jour') },
      copropriete: { nom: 'Nom changé par la mise à jour' },
    });
    return { ...copro, idMaj: idMaj as number };
  }

  it('supprime par le cycle de vie, journalise, revient à la déclaration validée ; le rejeu est refusé', async () => {
    const copro = await avecMiseAJourCourante();
    const reponse = await supprimer(collegue, { id: copro.id });
    expect(reponse.statusCode, reponse.body).toBe(204);
    const [maj] = await ctx.db.select().from(declaration).where(eq(declaration.id, copro.idMaj));
    expect(maj?.statut).toBe('SUPPRIME');
    expect(await journal('SUPPRESSION_DECLARATIONS', copro.idMaj)).toHaveLength(1);
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c).toMatchObject({ idDeclarationCourante: copro.idValidee, nom: copro.nom });
    const rejeu = await supprimer(syndic, { id: copro.id });
    expect(rejeu.statusCode).toBe(409);
    expect(await journal('SUPPRESSION_DECLARATIONS', copro.idMaj)).toHaveLength(1);
  });

  it('400 sur un identifiant invalide, 401, 403 sans le droit ou pour un autre établissement (rien supprimé)', async () => {
    const copro = await avecMiseAJourCourante();
    expect((await supprimer(syndic, { id: 'abc' })).statusCode).toBe(400);
    expect((await supprimer(syndic, {})).statusCode).toBe(400);
    expect((await supprimer(new ClientTest(ctx.app), { id: copro.id })).statusCode).toBe(401);
    expect((await supprimer(collaborateurNotaire, { id: copro.id })).statusCode).toBe(403);
    expect((await supprimer(teneur, { id: copro.id })).statusCode).toBe(403);
    const autre = await supprimer(autreSyndic, { id: copro.id });
    expect(autre.statusCode).toBe(403);
    expect(autre.body).not.toContain(copro.nom);
    const [maj] = await ctx.db.select().from(declaration).where(eq(declaration.id, copro.idMaj));
    expect(maj?.statut).toBe('COURANTE');
    const sansMaj = await coproprieteDeclaree();
    expect((await supprimer(syndic, { id: sansMaj.id })).statusCode).toBe(409);
  });

  it('409 quand la suppression laisserait la copropriété sans déclaration en vigueur ; rien supprimé, pas proposée', async () => {
    // Seule déclaration validée : une annuelle courante (aucune immatriculation ni déclaration archivée).
    const copro = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      idTeledeclarantCourant: idTeledeclarant,
    });
    const seule = await inscrireDeclarationValidee(ctx.db, {
      idCopropriete: copro.id,
      statut: 'COURANTE',
      typeMaj: 'ANNUELLE',
      idTeledeclarant,
      idCompteDeclarant: idCompteSyndic,
      contenu: { immatCopropriete: contenuValide(copro.nom) },
    });
    for (const client of [syndic, teneurAdmin]) {
      const refus = await supprimer(client, { id: copro.id });
      expect(refus.statusCode, refus.body).toBe(409);
      expect(refus.json().message).toBe(MESSAGE_SANS_DECLARATION_EN_VIGUEUR);
    }
    const [restee] = await ctx.db.select().from(declaration).where(eq(declaration.id, seule));
    expect(restee?.statut).toBe('COURANTE');
    expect(await journal('SUPPRESSION_DECLARATIONS', seule)).toHaveLength(0);
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c?.idDeclarationCourante).toBe(seule);
    // La liste ne propose pas l'action ; la correction de l'annuelle reste proposée.
    const liste = await syndic.requete({
      method: 'POST',
      url: '/api/coproprietes/rechercher',
      payload: { immatriculationOuNom: copro.nom },
    });
    expect(liste.statusCode, liste.body).toBe(200);
    const ligne = liste
      .json()
      .ligneRechercheCoproprieteDTOList.find((l: { id: number }) => l.id === copro.id);
    expect(ligne.actions).toContain('CORRIGER_DERNIERE_MAJ_ANNUELLE');
    expect(ligne.actions).not.toContain('SUPPRIMER_DECLARATIONS');
  });
});

describe('supprimer-declarations par un administrateur du teneur, faits recalculés (ADR 0136, 0172)', () => {
  const supprimer = (client: ClientTest, id: number) =>
    client.requete({ method: 'PUT', url: '/api/coproprietes/supprimer-declarations', payload: { id } });

  /** Mise à jour annuelle transmise par l'API, de l'exercice `annee`. */
  async function annuelle(idCopropriete: number, annee: number) {
    const ouverte = (await ouvrir(syndic, idCopropriete, 'ANNUELLE')).json();
    const immat = { ...ouverte.declaration.immatCopropriete, donneesFinancieres: exerciceComplet(annee) };
    const corps = { cleCreation: ouverte.cleCreation, typeMaj: 'ANNUELLE', immatCopropriete: immat };
    const reponse = await enregistrerMaj(syndic, 'true', idCopropriete, corps);
    expect(reponse.statusCode, reponse.body).toBe(200);
    return reponse.json().id as number;
  }
  const ligne = async (id: number) =>
    (await ctx.db.select().from(copropriete).where(eq(copropriete.id, id)))[0]!;

  it('le teneur administrateur supprime ; date de dernière annuelle et exercice reviennent à l’annuelle restante', async () => {
    const copro = await coproprieteDeclaree({ exercice: 2023 });
    const premiere = await annuelle(copro.id, 2024);
    // L'immatriculation a été validée au printemps 2024, la première annuelle au printemps 2025.
    const valideeLe = (id: number, instant: string) =>
      ctx.db
        .update(declaration)
        .set({ dateValidation: new Date(instant) })
        .where(eq(declaration.id, id));
    await valideeLe(copro.idValidee, '2024-04-02T10:00:00Z');
    await valideeLe(premiere, '2025-04-10T10:00:00Z');
    const seconde = await annuelle(copro.id, 2025);
    expect((await ligne(copro.id)).dateDerniereMajAnnuelle).not.toEqual(new Date('2025-04-10T00:00:00Z'));

    const reponse = await supprimer(teneurAdmin, copro.id);
    expect(reponse.statusCode, reponse.body).toBe(204);
    const [s] = await ctx.db.select().from(declaration).where(eq(declaration.id, seconde));
    expect(s?.statut).toBe('SUPPRIME');
    const [evenement] = await journal('SUPPRESSION_DECLARATIONS', seconde);
    expect(evenement?.profil).toBe('TENEUR_ADMIN_SCOND');
    const c = await ligne(copro.id);
    expect(c.idDeclarationCourante).toBe(premiere);
    expect(c.dateDerniereMajAnnuelle).toEqual(new Date('2025-04-10T00:00:00Z'));
    expect(new Date(c.dateClotureDernierExercice as Date).getFullYear()).toBe(2024);
    expect(c.majComptesNonApprouvesAFaire).toBe(false);
    expect((await supprimer(teneurAdmin, copro.id)).statusCode).toBe(409);
  });

  it('sans annuelle restante, plus de date ; l’assistance du teneur est refusée (403), rien supprimé', async () => {
    const copro = await coproprieteDeclaree();
    const seule = await annuelle(copro.id, 2025);
    expect((await ligne(copro.id)).dateDerniereMajAnnuelle).not.toBeNull();
    const refus = await supprimer(teneur, copro.id);
    expect(refus.statusCode).toBe(403);
    expect(refus.body).not.toContain(copro.nom);
    const [avant] = await ctx.db.select().from(declaration).where(eq(declaration.id, seule));
    expect(avant?.statut).toBe('COURANTE');
    expect((await supprimer(syndic, copro.id)).statusCode).toBe(204);
    const c = await ligne(copro.id);
    expect(c).toMatchObject({ idDeclarationCourante: copro.idValidee, dateDerniereMajAnnuelle: null });
    expect(new Date(c.dateClotureDernierExercice as Date).getFullYear()).toBe(2024);
  });
});

describe('GET declarations/declarerErreur/{id}?erreur : erreur signalée au teneur (ADR 0170)', () => {
  const signaler = (client: ClientTest, id: number | string, erreur?: string, sansCsrf = false) =>
    client.requete({
      method: 'GET',
      url: `/api/declarations/declarerErreur/${id}`,
      ...(erreur === undefined ? {} : { query: { erreur } }),
      sansCsrf,
    });
  const signalements = (idDeclaration: number) =>
    ctx.db.select().from(signalementErreur).where(eq(signalementErreur.idDeclaration, idDeclaration));
  const TEXTE = 'Le nombre de lots déclaré est faux :\n24 lots et non 20.';

  it('écrit le signalement et le journalise ; le rejeu rend le même signalement sans rien écrire', async () => {
    const copro = await coproprieteDeclaree();
    const reponse = await signaler(collegue, copro.idValidee, TEXTE);
    expect(reponse.statusCode, reponse.body).toBe(200);
    const signale = reponse.json();
    expect(signale).toMatchObject({
      idDeclaration: copro.idValidee,
      idCopropriete: copro.id,
      dejaSignale: false,
    });
    const [ligne] = await signalements(copro.idValidee);
    expect(ligne).toMatchObject({ id: signale.id, description: TEXTE, idTeledeclarant: idTeledeclarant });
    const [evenement] = await journal('SIGNALEMENT_ERREUR_DECLARATION', copro.idValidee);
    expect(evenement?.detail).toMatchObject({ idSignalement: signale.id, description: TEXTE });
    const rejeu = await signaler(collegue, copro.idValidee, TEXTE);
    expect(rejeu.statusCode, rejeu.body).toBe(200);
    expect(rejeu.json()).toEqual({ ...signale, dejaSignale: true });
    // Un autre texte, ou une autre personne du même établissement, est un autre signalement.
    expect(
      (await signaler(collegue, copro.idValidee, 'Autre erreur : la date du règlement.')).json().dejaSignale,
    ).toBe(false);
    expect((await signaler(syndic, copro.idValidee, TEXTE)).json().dejaSignale).toBe(false);
    expect(await signalements(copro.idValidee)).toHaveLength(3);
    expect(await journal('SIGNALEMENT_ERREUR_DECLARATION', copro.idValidee)).toHaveLength(3);
  });

  it('50 appels simultanés (double clic) : un seul signalement, un seul événement', async () => {
    const copro = await coproprieteDeclaree();
    const reponses = await Promise.all(
      Array.from({ length: 50 }, () => signaler(syndic, copro.idValidee, TEXTE)),
    );
    expect(reponses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(reponses.map((r) => r.json().id)).size).toBe(1);
    expect(reponses.filter((r) => !r.json().dejaSignale)).toHaveLength(1);
    expect(await signalements(copro.idValidee)).toHaveLength(1);
    expect(await journal('SIGNALEMENT_ERREUR_DECLARATION', copro.idValidee)).toHaveLength(1);
  });

  it('une déclaration archivée par une annuelle se signale aussi ; un brouillon non (409)', async () => {
    const copro = await coproprieteDeclaree();
    await ctx.db
      .update(declaration)
      .set({ statut: 'AVANT_DECLARATION_ANNUELLE' })
      .where(eq(declaration.id, copro.idValidee));
    expect((await signaler(syndic, copro.idValidee, TEXTE)).statusCode).toBe(200);
    const brouillon = await brouillonDeMiseAJour(copro.id, contenuValide(copro.nom));
    const refus = await signaler(syndic, brouillon, TEXTE);
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toBe(MESSAGE_DECLARATION_NON_VALIDEE);
    expect(await signalements(brouillon)).toHaveLength(0);
  });

  it('400 sans description, description vide ou trop longue, identifiant invalide ; rien d’écrit', async () => {
    const copro = await coproprieteDeclaree();
    for (const erreur of [undefined, '', '   ', 'x'.repeat(1001)]) {
      const reponse = await signaler(syndic, copro.idValidee, erreur);
      expect(reponse.statusCode, String(erreur)).toBe(400);
      expect(reponse.json().champs).toEqual([expect.objectContaining({ champ: 'erreur' })]);
    }
    expect((await signaler(syndic, 'abc', TEXTE)).statusCode).toBe(400);
    expect(await signalements(copro.idValidee)).toHaveLength(0);
  });

  it('401 sans session, 403 sans jeton CSRF ou sans le droit, 404 pour un autre établissement ou inconnue', async () => {
    const copro = await coproprieteDeclaree();
    expect((await signaler(new ClientTest(ctx.app), copro.idValidee, TEXTE)).statusCode).toBe(401);
    expect((await signaler(syndic, copro.idValidee, TEXTE, true)).statusCode).toBe(403);
    expect((await signaler(collaborateurNotaire, copro.idValidee, TEXTE)).statusCode).toBe(403);
    expect((await signaler(teneur, copro.idValidee, TEXTE)).statusCode).toBe(403);
    const autre = await signaler(autreSyndic, copro.idValidee, TEXTE);
    expect(autre.statusCode).toBe(404);
    expect(autre.json().message).toBe(MESSAGE_DECLARATION_INTROUVABLE);
    expect(autre.body).not.toContain(copro.nom);
    expect((await signaler(syndic, 999_999_999, TEXTE)).statusCode).toBe(404);
    expect(await signalements(copro.idValidee)).toHaveLength(0);
  });
});

describe('Correction de la dernière déclaration annuelle (ADR 0171)', () => {
  /** Copropriété déclarée (exercice 2024) puis mise à jour annuelle transmise (exercice 2025) par l'API. */
  async function avecAnnuelle() {
    const copro = await coproprieteDeclaree();
    const ouverte = (await ouvrir(syndic, copro.id, 'ANNUELLE')).json();
    const immat = { ...ouverte.declaration.immatCopropriete, donneesFinancieres: exerciceComplet(2025) };
    const corps = { cleCreation: ouverte.cleCreation, typeMaj: 'ANNUELLE', immatCopropriete: immat };
    const annuelle = await enregistrerMaj(syndic, 'true', copro.id, corps);
    expect(annuelle.statusCode, annuelle.body).toBe(200);
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    return { ...copro, idAnnuelle: annuelle.json().id as number, avant: c! };
  }

  it('ouvre la correction, l’enregistre à part, la transmet : elle remplace la dernière annuelle', async () => {
    const copro = await avecAnnuelle();
    const ouverte = await ouvrir(syndic, copro.id, 'ANNUELLE', 'true');
    expect(ouverte.statusCode, ouverte.body).toBe(200);
    const correction = ouverte.json();
    expect(correction).toMatchObject({
      id: null,
      declaration: { typeMaj: 'ANNUELLE', dateClotureEditable: true },
    });
    // Pré-remplie depuis la déclaration en vigueur ; comparée à celle d'où partait l'annuelle (exercice 2024).
    expect(correction.declaration.immatCopropriete.donneesFinancieres.dateClotureComptes).toBe('31/12/2025');
    expect(correction.reference.donneesFinancieres.dateClotureComptes).toBe('31/12/2024');

    const immat = correction.declaration.immatCopropriete;
    immat.donneesFinancieres = { ...immat.donneesFinancieres, chargesOperationsCourantes: 61_000 };
    const corps = {
      cleCreation: correction.cleCreation,
      typeMaj: 'ANNUELLE',
      corriger: true,
      immatCopropriete: immat,
    };
    const brouillon = await enregistrerMaj(syndic, 'false', copro.id, corps);
    expect(brouillon.statusCode, brouillon.body).toBe(200);
    const { id } = brouillon.json();
    const [ligne] = await ctx.db.select().from(declaration).where(eq(declaration.id, id));
    expect(ligne).toMatchObject({
      statut: 'BROUILLON',
      typeMaj: 'ANNUELLE',
      idDeclarationCorrigee: copro.idAnnuelle,
    });
    // La correction se reprend par son ouverture ; une nouvelle annuelle n'est pas ce brouillon.
    expect((await ouvrir(collegue, copro.id, 'ANNUELLE', 'true')).json()).toMatchObject({ id, version: 1 });
    expect((await ouvrir(syndic, copro.id, 'ANNUELLE')).json().id).toBeNull();
    // « Mes brouillons » le dit correction : il s'y rouvre avec `corriger=true`.
    const mesBrouillons = (await collegue.get('/api/coproprietes/brouillons?pageSize=100')).json().brouillons;
    expect(mesBrouillons.find((b: { id: number }) => b.id === id)).toMatchObject({
      typeMaj: 'ANNUELLE',
      correction: true,
    });
    // Ouvert par son identifiant (`brouillon/{id}`), il se dit correction : le parcours le rouvre avec `corriger=true`.
    const parIdentifiant = await collegue.get(`/api/coproprietes/brouillon/${id}`);
    expect(parIdentifiant.statusCode, parIdentifiant.body).toBe(200);
    expect(parIdentifiant.json()).toMatchObject({
      id,
      correction: true,
      declaration: { typeMaj: 'ANNUELLE' },
    });
    expect(correction.correction).toBe(true);
    expect((await ouvrir(syndic, copro.id, 'ANNUELLE')).json().correction).toBe(false);
    // Le brouillon de correction ne s'enregistre pas comme une annuelle ordinaire.
    const sansDrapeau = await enregistrerMaj(syndic, 'false', copro.id, {
      ...corps,
      corriger: false,
      id,
      version: 1,
    });
    expect(sansDrapeau.statusCode).toBe(404);

    const archivagesAvant = (await journal('ARCHIVAGE_DECLARATION', copro.idValidee)).length;
    const transmission = { id, version: 1, typeMaj: 'ANNUELLE', corriger: true, immatCopropriete: immat };
    const transmise = await enregistrerMaj(syndic, 'true', copro.id, transmission);
    expect(transmise.statusCode, transmise.body).toBe(200);
    expect(transmise.json()).toMatchObject({ id, statut: 'COURANTE' });
    const [corrigee] = await ctx.db.select().from(declaration).where(eq(declaration.id, copro.idAnnuelle));
    expect(corrigee?.statut).toBe('SUPPRIME');
    expect(await journal('CORRECTION_DERNIERE_MAJ_ANNUELLE', copro.idAnnuelle)).toHaveLength(1);
    expect(await journal('CORRECTION_DERNIERE_MAJ_ANNUELLE', id)).toHaveLength(1);
    expect(await journal('MAJ_ANNUELLE', id)).toHaveLength(0);
    // Rien n'est archivé de plus ; l'immatriculation reste archivée par l'annuelle corrigée.
    expect(await journal('ARCHIVAGE_DECLARATION', copro.idValidee)).toHaveLength(archivagesAvant);
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c?.idDeclarationCourante).toBe(id);
    expect(c?.dateDerniereMajAnnuelle).toEqual(copro.avant.dateDerniereMajAnnuelle);
    expect(new Date(c?.dateClotureDernierExercice as Date).getFullYear()).toBe(2025);
    // Rejeu : la même réponse, rien de plus.
    const rejeu = await enregistrerMaj(syndic, 'true', copro.id, transmission);
    expect(rejeu.json()).toEqual(transmise.json());
    expect(await journal('CORRECTION_DERNIERE_MAJ_ANNUELLE', id)).toHaveLength(1);
  });

  it('deux corrections de la même annuelle : la seconde transmise est refusée (409), rien d’écrit', async () => {
    const copro = await avecAnnuelle();
    const ouverte = (await ouvrir(syndic, copro.id, 'ANNUELLE', 'true')).json();
    const immat = ouverte.declaration.immatCopropriete;
    const corps = () => ({
      cleCreation: randomUUID(),
      typeMaj: 'ANNUELLE',
      corriger: true,
      immatCopropriete: immat,
    });
    const premiere = await enregistrerMaj(syndic, 'false', copro.id, corps());
    const seconde = await enregistrerMaj(collegue, 'false', copro.id, corps());
    expect([premiere.statusCode, seconde.statusCode]).toEqual([200, 200]);
    const transmettre = (r: typeof premiere) =>
      enregistrerMaj(syndic, 'true', copro.id, {
        ...corps(),
        cleCreation: undefined,
        id: r.json().id,
        version: 1,
      });
    expect((await transmettre(premiere)).statusCode).toBe(200);
    const refus = await transmettre(seconde);
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toBe(MESSAGE_ANNUELLE_CORRIGEE_CHANGEE);
    const [ligne] = await ctx.db.select().from(declaration).where(eq(declaration.id, seconde.json().id));
    expect(ligne?.statut).toBe('BROUILLON');
  });

  it('400 pour corriger autre chose qu’une annuelle ; 409 sans annuelle ; 401 ; 403 autre établissement', async () => {
    const copro = await avecAnnuelle();
    const immat = contenuValide(copro.nom);
    const corps = { cleCreation: randomUUID(), typeMaj: 'STANDARD', corriger: true, immatCopropriete: immat };
    const standard = await enregistrerMaj(syndic, 'false', copro.id, corps);
    expect(standard.statusCode).toBe(400);
    expect(standard.json().champs).toEqual([expect.objectContaining({ champ: 'corriger' })]);
    expect((await enregistrerMaj(syndic, 'false', copro.id, { ...corps, corriger: 'oui' })).statusCode).toBe(
      400,
    );
    const annuelle = { ...corps, typeMaj: 'ANNUELLE' };
    expect((await enregistrerMaj(new ClientTest(ctx.app), 'false', copro.id, annuelle)).statusCode).toBe(401);
    expect((await enregistrerMaj(autreSyndic, 'false', copro.id, annuelle)).statusCode).toBe(403);
    expect((await enregistrerMaj(teneur, 'false', copro.id, annuelle)).statusCode).toBe(403);
    const sansAnnuelle = await coproprieteDeclaree();
    expect((await enregistrerMaj(syndic, 'false', sansAnnuelle.id, annuelle)).statusCode).toBe(409);
    expect(await nombreDeDeclarations(sansAnnuelle.id)).toBe(1);
  });
});

describe('DELETE coproprietes/declarationpredecesseur/{id} : le successeur écarte une déclaration (ADR 0174)', () => {
  const ecarter = (client: ClientTest, id: number | string) =>
    client.requete({ method: 'DELETE', url: `/api/coproprietes/declarationpredecesseur/${id}` });

  /** Copropriété du syndic dont la déclaration en vigueur est une mise à jour de son prédécesseur. */
  async function avecDeclarationDuPredecesseur() {
    const copro = await coproprieteDeclaree();
    const idPredecesseur = await inscrireDeclarationValidee(ctx.db, {
      idCopropriete: copro.id,
      statut: 'COURANTE',
      typeMaj: 'STANDARD',
      idTeledeclarant: idTeledeclarantAutre,
      contenu: { immatCopropriete: contenuValide('Nom du prédécesseur') },
      copropriete: { nom: 'Nom du prédécesseur' },
    });
    return { ...copro, idPredecesseur };
  }
  const statut = async (id: number) =>
    (await ctx.db.select().from(declaration).where(eq(declaration.id, id)))[0]?.statut;

  it('écartée par le cycle de vie, journalisée ; la copropriété revient à la déclaration validée ; rejeu 204', async () => {
    const copro = await avecDeclarationDuPredecesseur();
    const reponse = await ecarter(collegue, copro.idPredecesseur);
    expect(reponse.statusCode, reponse.body).toBe(204);
    expect(await statut(copro.idPredecesseur)).toBe('SUPPRIME');
    const [evenement] = await journal('SUPPRESSION_DECLARATIONS', copro.idPredecesseur);
    expect(evenement?.detail).toMatchObject({
      evenement: 'supprimer',
      motif: expect.stringContaining('prédécesseur'),
    });
    const [c] = await ctx.db.select().from(copropriete).where(eq(copropriete.id, copro.id));
    expect(c).toMatchObject({ idDeclarationCourante: copro.idValidee, nom: copro.nom });
    expect((await ecarter(syndic, copro.idPredecesseur)).statusCode).toBe(204);
    expect(await journal('SUPPRESSION_DECLARATIONS', copro.idPredecesseur)).toHaveLength(1);
  });

  it('50 appels simultanés : une seule suppression, un seul événement', async () => {
    const copro = await avecDeclarationDuPredecesseur();
    const reponses = await Promise.all(
      Array.from({ length: 50 }, () => ecarter(syndic, copro.idPredecesseur)),
    );
    expect(reponses.map((r) => r.statusCode)).toEqual(Array(50).fill(204));
    expect(await journal('SUPPRESSION_DECLARATIONS', copro.idPredecesseur)).toHaveLength(1);
  });

  it('409 pour sa propre déclaration ou une immatriculation du prédécesseur ; rien de changé', async () => {
    const copro = await avecDeclarationDuPredecesseur();
    const soi = await ecarter(syndic, copro.idValidee);
    expect(soi.statusCode).toBe(409);
    expect(soi.json().message).toBe(MESSAGE_DECLARATION_A_SOI);
    await ctx.db
      .update(declaration)
      .set({ idTeledeclarant: idTeledeclarantAutre, idCompteDeclarant: null })
      .where(eq(declaration.id, copro.idValidee));
    const figee = await ecarter(syndic, copro.idValidee);
    expect(figee.statusCode).toBe(409);
    expect(figee.json().message).toBe(MESSAGE_DECLARATION_FIGEE);
    expect(await statut(copro.idValidee)).toBe('IMMATRICULATION');
    expect(await statut(copro.idPredecesseur)).toBe('COURANTE');
  });

  it('400 identifiant invalide, 401, 403 sans le droit, 404 hors de ses copropriétés ; rien de changé', async () => {
    const copro = await avecDeclarationDuPredecesseur();
    expect((await ecarter(syndic, 'abc')).statusCode).toBe(400);
    expect((await ecarter(new ClientTest(ctx.app), copro.idPredecesseur)).statusCode).toBe(401);
    expect((await ecarter(collaborateurNotaire, copro.idPredecesseur)).statusCode).toBe(403);
    expect((await ecarter(teneur, copro.idPredecesseur)).statusCode).toBe(403);
    // Le prédécesseur lui-même n'est plus le titulaire : la copropriété n'est plus la sienne.
    const autre = await ecarter(autreSyndic, copro.idPredecesseur);
    expect(autre.statusCode).toBe(404);
    expect(autre.body).not.toContain('prédécesseur');
    expect((await ecarter(syndic, 999_999_999)).statusCode).toBe(404);
    expect(await statut(copro.idPredecesseur)).toBe('COURANTE');
  });
});
