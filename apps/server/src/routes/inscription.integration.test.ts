import { createHash } from 'node:crypto';
import { messagesFormats, messagesInscription } from '@registre/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compte, courriel, document, evenementJournal, lettre, teledeclarant } from '../db/schema/index.js';
import { MESSAGE_CAPTCHA_INVALIDE } from '../services/comptes/authentification.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest, resoudreCaptcha } from '../test/comptes.js';
import { texteDuPdf } from '../test/pdf.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
}, 60_000);
afterAll(async () => {
  await ctx.fermer();
});

let numero = 0;
/** Adresse électronique unique pour chaque inscription du fichier. */
const adresse = (prefixe: string) => {
  numero += 1;
  return `${prefixe}.${numero}@exemple.fr`;
};

const personne = (email: string, nom = 'Dupont', prenom = 'Jean', civilite = 'M') => ({
  civilite,
  nom,
  prenom,
  email,
  confirmationEmail: email,
  telephone: '04 72 00 00 00',
});

async function corps(client: ClientTest, complements: Record<string, unknown> = {}) {
  return {
    siret: '81234567800013',
    representantLegal: personne(adresse('representant')),
    administrateurEstRepresentant: true,
    attestationSurLHonneur: true,
    captcha: await resoudreCaptcha(client),
    ...complements,
  };
}

const inscrire = (client: ClientTest, type: string, payload: unknown) =>
  client.requete({ method: 'POST', url: `/api/teledeclarant/${type}`, payload: payload as object });

const teledeclarantsParSiret = (siret: string) =>
  ctx.db.select().from(teledeclarant).where(eq(teledeclarant.siret, siret));

const compteParLogin = async (login: string) =>
  (await ctx.db.select().from(compte).where(eq(compte.login, login)))[0];

const evenements = (idTeledeclarant: number) =>
  ctx.db
    .select()
    .from(evenementJournal)
    .where(
      and(eq(evenementJournal.typeCible, 'TELEDECLARANT'), eq(evenementJournal.idCible, idTeledeclarant)),
    )
    .orderBy(asc(evenementJournal.id));

const lettresDe = (idTeledeclarant: number) =>
  ctx.db.select().from(lettre).where(eq(lettre.idTeledeclarant, idTeledeclarant)).orderBy(asc(lettre.id));

async function documentDe(id: number) {
  const [ligne] = await ctx.db.select().from(document).where(eq(document.id, id));
  return ligne!;
}

/** Code d'activation imprimé dans la lettre PDF. */
async function codeDeLaLettre(idDocument: number): Promise<string> {
  const texte = texteDuPdf((await documentDe(idDocument)).contenu);
  const code = /[A-Z2-9]{3}-[A-Z2-9]{3}-[A-Z2-9]{3}/.exec(texte)?.[0];
  if (!code) throw new Error(`Code introuvable dans la lettre : ${texte.slice(0, 500)}`);
  return code;
}

const nombreDe = async (table: typeof teledeclarant | typeof compte | typeof lettre | typeof document) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('POST /api/teledeclarant/{type} — inscription', () => {
  it("inscrit un syndic professionnel : télédéclarant en attente d'activation, administrateur principal, courriel, lettre PDF et journal", async () => {
    const client = new ClientTest(ctx.app);
    const payload = await corps(client, {
      siret: '81234567800013',
      representantLegal: personne('Jean.Dupont@Lumiere-Gestion.fr'),
    });
    const reponse = await inscrire(client, 'PRO', payload);
    expect(reponse.statusCode, reponse.body).toBe(204);

    const [td] = await teledeclarantsParSiret('81234567800013');
    expect(td).toMatchObject({
      type: 'PRO',
      statut: 'ATT_ACTIVATION',
      raisonSociale: 'CABINET LUMIERE GESTION',
      codeApe: '68.32A',
      libelleActivite: "Administration d'immeubles et autres biens immobiliers",
      adresseLigne1: 'CABINET LUMIERE GESTION',
      adresseLigne4: '12 RUE DE LA REPUBLIQUE',
      adresseLigne6: '69002 LYON',
      codePostal: '69002',
      codeInsee: '69382',
      representantCivilite: 'M',
      representantNom: 'Dupont',
      representantEmail: 'jean.dupont@lumiere-gestion.fr',
      representantTelephone: '0472000000',
    });
    expect(td!.codeActivationHash).toMatch(/^\$argon2id\$/);
    expect(td!.codeActivationEnvoyeLe).not.toBeNull();

    const admin = await compteParLogin('jean.dupont@lumiere-gestion.fr');
    expect(admin).toMatchObject({
      profil: 'TELE_PRO_ADMIN_PRINC',
      statut: 'ATT_ACTIVATION',
      adminPrincipal: true,
      activated: false,
      idTeledeclarant: td!.id,
      motDePasseHash: null,
    });
    expect(admin!.cleActivationHash).toHaveLength(64);

    const courriels = await ctx.db
      .select()
      .from(courriel)
      .where(eq(courriel.destinataire, 'jean.dupont@lumiere-gestion.fr'));
    expect(courriels).toHaveLength(1);
    expect(courriels[0]!.texte).toMatch(/\/compte\/activate\?key=/);

    const [courrier] = await lettresDe(td!.id);
    expect(courrier).toMatchObject({
      statut: 'A_ENVOYER',
      adresseLigne1: 'CABINET LUMIERE GESTION',
      adresseLigne2: "A L'ATTENTION DE M. Jean DUPONT",
      adresseLigne6: '69002 LYON',
    });
    const aujourdhui = new Date(new Date().toISOString().slice(0, 10));
    const ecartJours = (courrier!.dateEnvoiPrevue.getTime() - aujourdhui.getTime()) / 86_400_000;
    expect(ecartJours).toBeGreaterThanOrEqual(0);
    expect(ecartJours).toBeLessThanOrEqual(15);

    const pdf = await documentDe(courrier!.idDocument);
    expect(pdf.typeMime).toBe('application/pdf');
    expect(pdf.contenu.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.sha256).toBe(createHash('sha256').update(pdf.contenu).digest('hex'));
    expect(pdf.taille).toBe(pdf.contenu.length);
    expect(texteDuPdf(pdf.contenu)).toContain('81234567800013');

    const journal = await evenements(td!.id);
    expect(journal.map((e) => e.typeEvenement)).toEqual([
      'INSCRIPTION_TELEDECLARANT',
      'ENVOI_CODE_ACTIVATION',
    ]);
    expect(journal[0]).toMatchObject({
      categorie: 'TELEDECLARANT',
      idCompte: admin!.id,
      modalite: 'SAISIE_EN_LIGNE',
    });
    expect(journal[1]!.detail).toMatchObject({ idLettre: courrier!.id, idDocument: courrier!.idDocument });
  });

  it("inscrit un syndic bénévole sans SIRET, avec l'adresse de la copropriété où part le courrier", async () => {
    const client = new ClientTest(ctx.app);
    const email = adresse('benevole');
    const reponse = await inscrire(client, 'NON_PRO', {
      representantLegal: personne(email, 'Martin', 'Claire', 'MME'),
      administrateurEstRepresentant: true,
      adresseCopropriete: {
        complement: 'Appartement 12',
        immeuble: 'Résidence Les Tilleuls',
        voie: '8 rue Oberkampf',
        codePostal: '75011',
        commune: 'Paris',
      },
      attestationSurLHonneur: true,
      captcha: await resoudreCaptcha(client),
    });
    expect(reponse.statusCode, reponse.body).toBe(204);
    const admin = await compteParLogin(email);
    expect(admin?.profil).toBe('TELE_NONPRO_ADMIN_PRINC');
    const [td] = await ctx.db
      .select()
      .from(teledeclarant)
      .where(eq(teledeclarant.id, admin!.idTeledeclarant!));
    expect(td).toMatchObject({
      type: 'NON_PRO',
      statut: 'ATT_ACTIVATION',
      siret: null,
      codeApe: null,
      raisonSociale: 'Claire MARTIN',
      adresseLigne1: 'Mme Claire MARTIN',
      adresseLigne2: 'Appartement 12',
      adresseLigne3: 'Résidence Les Tilleuls',
      adresseLigne4: '8 rue Oberkampf',
      adresseLigne6: '75011 PARIS',
      codeInsee: '75111',
      representantVoie: '8 rue Oberkampf',
      representantCodePostal: '75011',
      representantCommune: 'Paris',
      representantPays: 'FRANCE',
    });
    const [courrier] = await lettresDe(td!.id);
    expect(courrier).toMatchObject({ adresseLigne1: 'Mme Claire MARTIN', adresseLigne6: '75011 PARIS' });
    expect(texteDuPdf((await documentDe(courrier!.idDocument)).contenu)).toContain('8 rue Oberkampf');
  });

  it('refuse une commune que le code postal ne dessert pas (69003 et « Marseille ») : rien n’est créé', async () => {
    const client = new ClientTest(ctx.app);
    const email = adresse('benevole-marseille');
    const reponse = await inscrire(client, 'NON_PRO', {
      representantLegal: personne(email, 'Durand', 'Paul', 'M'),
      administrateurEstRepresentant: true,
      adresseCopropriete: { voie: '3 rue de la République', codePostal: '69003', commune: 'Marseille' },
      attestationSurLHonneur: true,
      captcha: await resoudreCaptcha(client),
    });
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().champs).toContainEqual(
      expect.objectContaining({
        champ: 'adresseCopropriete.commune',
        message: 'La commune ne correspond pas au code postal, qui dessert Lyon 3e Arrondissement.',
      }),
    );
    expect(await compteParLogin(email)).toBeUndefined();
  });

  it('écrit la ligne 6 de la lettre avec le libellé d’acheminement officiel, quelle que soit la saisie', async () => {
    const client = new ClientTest(ctx.app);
    const email = adresse('benevole-lyon');
    const reponse = await inscrire(client, 'NON_PRO', {
      representantLegal: personne(email, 'Durand', 'Paule', 'MME'),
      administrateurEstRepresentant: true,
      adresseCopropriete: {
        voie: '3 rue de la Part-Dieu',
        codePostal: '69003',
        commune: 'lyon 3e arrondissement',
      },
      attestationSurLHonneur: true,
      captcha: await resoudreCaptcha(client),
    });
    expect(reponse.statusCode, reponse.body).toBe(204);
    const admin = await compteParLogin(email);
    const [td] = await ctx.db
      .select()
      .from(teledeclarant)
      .where(eq(teledeclarant.id, admin!.idTeledeclarant!));
    expect(td).toMatchObject({ adresseLigne6: '69003 LYON', codeInsee: '69383' });
  });

  it("inscrit une étude notariale en attente de finalisation, sans courrier d'activation", async () => {
    const client = new ClientTest(ctx.app);
    const email = adresse('notaire');
    const reponse = await inscrire(
      client,
      'NOTAIRE',
      await corps(client, {
        siret: '77812345600015',
        representantLegal: personne(email, 'Martin', 'Paul'),
      }),
    );
    expect(reponse.statusCode, reponse.body).toBe(204);
    const [td] = await teledeclarantsParSiret('77812345600015');
    expect(td).toMatchObject({
      type: 'NOTAIRE',
      statut: 'ATT_FIN_IMM_NOT',
      codeApe: '69.10Z',
      codeActivationHash: null,
    });
    expect((await compteParLogin(email))?.profil).toBe('NOTAIRE_ADMIN');
    expect(await lettresDe(td!.id)).toEqual([]);
    expect((await evenements(td!.id)).map((e) => e.typeEvenement)).toEqual(['INSCRIPTION_TELEDECLARANT']);
  });

  it("crée le compte de l'administrateur principal quand ce n'est pas le représentant légal", async () => {
    const client = new ClientTest(ctx.app);
    const representant = adresse('representant');
    const administrateur = adresse('administrateur');
    const reponse = await inscrire(
      client,
      'PRO',
      await corps(client, {
        siret: '88776655400018',
        representantLegal: personne(representant),
        administrateurEstRepresentant: false,
        administrateur: personne(administrateur, 'Leroy', 'Anne'),
      }),
    );
    expect(reponse.statusCode, reponse.body).toBe(204);
    const admin = await compteParLogin(administrateur);
    expect(admin).toMatchObject({ nom: 'Leroy', prenom: 'Anne', adminPrincipal: true });
    expect(await compteParLogin(representant)).toBeUndefined();
    const [td] = await teledeclarantsParSiret('88776655400018');
    expect(td?.representantEmail).toBe(representant);
  });

  it('refuse un SIRET déjà utilisé avec le message de la spécification, sans rien créer', async () => {
    const client = new ClientTest(ctx.app);
    const avant = await nombreDe(compte);
    const reponse = await inscrire(client, 'PRO', await corps(client, { siret: '81234567800013' }));
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json()).toMatchObject({
      message: "Ce SIRET est déjà utilisé : contactez l'administrateur principal de votre établissement.",
      champs: [{ champ: 'siret', message: messagesFormats.siretDejaUtilise }],
    });
    expect(await teledeclarantsParSiret('81234567800013')).toHaveLength(1);
    expect(await nombreDe(compte)).toBe(avant);
  });

  it("refuse un établissement dont le code APE n'est pas autorisé et renvoie le code NAF", async () => {
    const client = new ClientTest(ctx.app);
    const reponse = await inscrire(client, 'PRO', await corps(client, { siret: '90112233400013' }));
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().message).toBe(messagesFormats.codeApeNonAutorise('10.71C'));
    expect(reponse.json().champs[0]).toMatchObject({ champ: 'siret' });
    expect(await teledeclarantsParSiret('90112233400013')).toEqual([]);

    const notaire = await inscrire(client, 'NOTAIRE', await corps(client, { siret: '44298765400013' }));
    expect(notaire.statusCode).toBe(400);
    expect(notaire.json().message).toContain('68.32A');
  });

  it("refuse un SIRET valide qu'aucun établissement ne porte", async () => {
    const client = new ClientTest(ctx.app);
    const reponse = await inscrire(client, 'PRO', await corps(client, { siret: '73215498600010' }));
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().champs).toEqual([
      { champ: 'siret', message: messagesFormats.siretEtablissementInconnu },
    ]);
  });

  it('refuse une saisie invalide (400 par champ) : SIRET absent ou faux, confirmation, attestation, type', async () => {
    const client = new ClientTest(ctx.app);
    const sansSiret = await inscrire(client, 'PRO', await corps(client, { siret: null }));
    expect(sansSiret.statusCode).toBe(400);
    expect(sansSiret.json().champs).toContainEqual({
      champ: 'siret',
      message: messagesInscription.siretObligatoire,
    });

    const cleFausse = await inscrire(client, 'PRO', await corps(client, { siret: '81234567800014' }));
    expect(cleFausse.json().champs).toContainEqual({
      champ: 'siret',
      message: messagesFormats.siretCleControle,
    });

    const representant = { ...personne('a@exemple.fr'), confirmationEmail: 'b@exemple.fr' };
    const confirmation = await inscrire(
      client,
      'PRO',
      await corps(client, { representantLegal: representant }),
    );
    expect(confirmation.statusCode).toBe(400);
    expect(confirmation.json().champs).toContainEqual({
      champ: 'representantLegal.confirmationEmail',
      message: messagesFormats.emailConfirmation,
    });

    const emailFaux = await inscrire(
      client,
      'PRO',
      await corps(client, {
        representantLegal: { ...personne('pas-une-adresse'), confirmationEmail: 'pas-une-adresse' },
      }),
    );
    expect(emailFaux.statusCode).toBe(400);
    expect(emailFaux.json().champs.map((c: { champ: string }) => c.champ)).toContain(
      'representantLegal.email',
    );

    const sansAttestation = await inscrire(
      client,
      'PRO',
      await corps(client, { attestationSurLHonneur: false }),
    );
    expect(sansAttestation.statusCode).toBe(400);
    expect(sansAttestation.json().champs).toContainEqual({
      champ: 'attestationSurLHonneur',
      message: messagesInscription.attestation,
    });

    const sansAdresse = await inscrire(client, 'NON_PRO', await corps(client, { siret: null }));
    expect(sansAdresse.json().champs).toContainEqual({
      champ: 'adresseCopropriete',
      message: messagesInscription.adresseObligatoire,
    });

    const sansAdministrateur = await inscrire(
      client,
      'PRO',
      await corps(client, {
        siret: '44298765400013',
        administrateurEstRepresentant: false,
      }),
    );
    expect(sansAdministrateur.json().champs).toContainEqual({
      champ: 'administrateur',
      message: messagesInscription.administrateurObligatoire,
    });

    const typeInconnu = await inscrire(client, 'AUTRE', await corps(client));
    expect(typeInconnu.statusCode).toBe(400);
    expect(await teledeclarantsParSiret('44298765400013')).toEqual([]);
  });

  it("refuse un code postal inexistant pour l'adresse d'un syndic bénévole", async () => {
    const client = new ClientTest(ctx.app);
    const email = adresse('benevole');
    const reponse = await inscrire(client, 'NON_PRO', {
      representantLegal: personne(email),
      administrateurEstRepresentant: true,
      adresseCopropriete: { voie: '1 rue de Nulle Part', codePostal: '99999', commune: 'Ailleurs' },
      attestationSurLHonneur: true,
      captcha: await resoudreCaptcha(client),
    });
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().champs[0].champ).toBe('adresseCopropriete.codePostal');
    expect(await compteParLogin(email)).toBeUndefined();
  });

  it('exige un captcha présent, valide et jamais utilisé', async () => {
    const client = new ClientTest(ctx.app);
    const absent = await inscrire(client, 'PRO', {
      ...(await corps(client, { siret: '44298765400013' })),
      captcha: '',
    });
    expect(absent.statusCode).toBe(400);
    expect(absent.json().champs).toContainEqual({
      champ: 'captcha',
      message: messagesInscription.captchaObligatoire,
    });

    const invalide = await inscrire(client, 'PRO', {
      ...(await corps(client, { siret: '44298765400013' })),
      captcha: 'faux',
    });
    expect(invalide.statusCode).toBe(400);
    expect(invalide.json().champs).toEqual([{ champ: 'captcha', message: MESSAGE_CAPTCHA_INVALIDE }]);

    const captcha = await resoudreCaptcha(client);
    const premier = await inscrire(client, 'PRO', await corps(client, { siret: '90112233400013', captcha }));
    expect(premier.json().champs[0].champ).toBe('siret');
    const rejoue = await inscrire(client, 'PRO', await corps(client, { siret: '44298765400013', captcha }));
    expect(rejoue.json().champs).toEqual([{ champ: 'captcha', message: MESSAGE_CAPTCHA_INVALIDE }]);
    expect(await teledeclarantsParSiret('44298765400013')).toEqual([]);
  });

  it("ne révèle pas qu'une adresse est déjà un identifiant : même réponse, rien de créé, la personne est prévenue", async () => {
    const existant = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    const client = new ClientTest(ctx.app);
    const avant = await nombreDe(teledeclarant);
    const reponse = await inscrire(
      client,
      'PRO',
      await corps(client, {
        siret: '44298765400013',
        representantLegal: personne(existant.login),
      }),
    );
    expect(reponse.statusCode).toBe(204);
    expect(await nombreDe(teledeclarant)).toBe(avant);
    expect(await teledeclarantsParSiret('44298765400013')).toEqual([]);
    const courriels = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, existant.login));
    expect(courriels.map((c) => c.sujet)).toEqual([
      'Registre des copropriétés : demande d’inscription avec votre adresse',
    ]);
  });
});

describe('POST /api/teledeclarant/activate — activation par le code reçu par courrier', () => {
  it('parcours complet : inscription, mot de passe par le lien du courriel, connexion, code de la lettre', async () => {
    const client = new ClientTest(ctx.app);
    const email = adresse('parcours');
    const inscription = await inscrire(
      client,
      'PRO',
      await corps(client, {
        siret: '30123456700016',
        representantLegal: personne(email),
      }),
    );
    expect(inscription.statusCode, inscription.body).toBe(204);

    const [message] = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, email));
    const cle = decodeURIComponent(/key=([^\s&]+)/.exec(message!.texte)![1]!);
    const motDePasse = 'Mot-de-passe-Inscription-2026!';
    const activationCompte = await client.requete({
      method: 'POST',
      url: '/api/activate',
      payload: { cle, motDePasse, confirmationMotDePasse: motDePasse },
    });
    expect(activationCompte.statusCode, activationCompte.body).toBe(204);

    const connecte = await connecter(ctx.app, email, motDePasse);
    const avant = (await connecte.get('/api/account')).json();
    expect(avant.authorities).toContain('ATTENTE_ACTIVATION_TELE');
    expect(avant.authorities).not.toContain('IMMATRICULER_NVELLE_COPRO');

    const [td] = await teledeclarantsParSiret('30123456700016');
    const [courrier] = await lettresDe(td!.id);
    const code = await codeDeLaLettre(courrier!.idDocument);

    const faux = await connecte.requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: code === 'AAA-AAA-AAA' ? 'BBB-BBB-BBB' : 'AAA-AAA-AAA' },
    });
    expect(faux.statusCode).toBe(400);
    expect(faux.json().champs).toEqual([
      { champ: 'codeActivation', message: messagesInscription.codeActivationErrone },
    ]);
    expect((await teledeclarantsParSiret('30123456700016'))[0]!.statut).toBe('ATT_ACTIVATION');

    const juste = await connecte.requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: code.toLowerCase().replaceAll('-', ' ') },
    });
    expect(juste.statusCode, juste.body).toBe(204);
    const [actif] = await teledeclarantsParSiret('30123456700016');
    expect(actif).toMatchObject({ statut: 'ACTIF', codeActivationHash: null });
    expect(actif!.activeLe).not.toBeNull();
    expect((await evenements(td!.id)).map((e) => e.typeEvenement)).toContain('ACTIVATION_TELEDECLARANT');

    const apres = (await connecte.get('/api/account')).json();
    expect(apres.authorities).toContain('IMMATRICULER_NVELLE_COPRO');
    expect(apres.authorities).not.toContain('ATTENTE_ACTIVATION_TELE');

    const encore = await connecte.requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: code },
    });
    expect(encore.statusCode).toBe(403);
  });

  it('401 sans session, 403 sans attente d’activation, 400 sur un code mal formé', async () => {
    const anonyme = await new ClientTest(ctx.app).requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: 'ABC-DEF-GHJ' },
    });
    expect(anonyme.statusCode).toBe(401);

    const actif = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const clientActif = await connecter(ctx.app, actif.login);
    const interdit = await clientActif.requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: 'ABC-DEF-GHJ' },
    });
    expect(interdit.statusCode).toBe(403);

    const enAttente = await creerCompteDeTest(ctx.db, {
      profil: 'TELE_NONPRO_GESTION',
      statutTeledeclarant: 'ATT_ACTIVATION',
    });
    const clientEnAttente = await connecter(ctx.app, enAttente.login);
    const malForme = await clientEnAttente.requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: 'ABC' },
    });
    expect(malForme.statusCode).toBe(400);
    expect(malForme.json().champs).toEqual([
      { champ: 'codeActivation', message: messagesInscription.codeActivationFormat },
    ]);
  });

  it('refuse un code juste mais expiré (plus de 60 jours)', async () => {
    const enAttente = await creerCompteDeTest(ctx.db, {
      profil: 'TELE_PRO_ADMIN_PRINC',
      statutTeledeclarant: 'ATT_ACTIVATION',
    });
    const teneur = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' })).login,
    );
    const { clef } = (await teneur.get(`/api/regenerate/${enAttente.idTeledeclarant}`)).json();
    await ctx.db
      .update(teledeclarant)
      .set({ codeActivationEnvoyeLe: new Date(Date.now() - 61 * 86_400_000) })
      .where(eq(teledeclarant.id, enAttente.idTeledeclarant!));
    const client = await connecter(ctx.app, enAttente.login);
    const reponse = await client.requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: clef },
    });
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().champs).toEqual([
      { champ: 'codeActivation', message: messagesInscription.codeActivationExpire },
    ]);
    const [td] = await ctx.db
      .select()
      .from(teledeclarant)
      .where(eq(teledeclarant.id, enAttente.idTeledeclarant!));
    expect(td!.statut).toBe('ATT_ACTIVATION');
  });
});

describe('GET /api/regenerate/{id} — nouveau code d’activation par le teneur', () => {
  it('produit un nouveau code (clef), une nouvelle lettre, annule la précédente et journalise', async () => {
    const client = new ClientTest(ctx.app);
    const email = adresse('regeneration');
    await inscrire(
      client,
      'PRO',
      await corps(client, { siret: '32165498700015', representantLegal: personne(email) }),
    );
    const [td] = await teledeclarantsParSiret('32165498700015');
    const [ancienne] = await lettresDe(td!.id);
    const ancienCode = await codeDeLaLettre(ancienne!.idDocument);

    const teneur = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_SCOND' })).login,
    );
    const reponse = await teneur.get(`/api/regenerate/${td!.id}`);
    expect(reponse.statusCode, reponse.body).toBe(200);
    expect(reponse.headers['cache-control']).toBe('no-store');
    const { clef } = reponse.json();
    expect(clef).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}-[A-Z2-9]{3}$/);

    const lettres = await lettresDe(td!.id);
    expect(lettres.map((l) => l.statut)).toEqual(['ANNULEE', 'A_ENVOYER']);
    expect(await codeDeLaLettre(lettres[1]!.idDocument)).toBe(clef);
    const journal = await evenements(td!.id);
    expect(journal.at(-1)).toMatchObject({
      typeEvenement: 'REGENERATION_CODE_ACTIVATION',
      profil: 'TENEUR_ADMIN_SCOND',
    });

    // L'ancien code ne vaut plus rien, le nouveau active.
    const motDePasse = 'Mot-de-passe-Regeneration-2026!';
    const [message] = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, email));
    const cle = decodeURIComponent(/key=([^\s&]+)/.exec(message!.texte)![1]!);
    await client.requete({
      method: 'POST',
      url: '/api/activate',
      payload: { cle, motDePasse, confirmationMotDePasse: motDePasse },
    });
    const syndic = await connecter(ctx.app, email, motDePasse);
    const ancien = await syndic.requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: ancienCode },
    });
    expect(ancien.statusCode).toBe(400);
    const nouveau = await syndic.requete({
      method: 'POST',
      url: '/api/teledeclarant/activate',
      payload: { codeActivation: clef },
    });
    expect(nouveau.statusCode).toBe(204);
  });

  it('exige le jeton anti-CSRF (GET qui modifie l’état) : sans lui, 403 et aucun effet', async () => {
    const enAttente = await creerCompteDeTest(ctx.db, {
      profil: 'TELE_PRO_GESTION',
      statutTeledeclarant: 'ATT_ACTIVATION',
    });
    const teneur = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' })).login,
    );
    const reponse = await teneur.requete({
      method: 'GET',
      url: `/api/regenerate/${enAttente.idTeledeclarant}`,
      sansCsrf: true,
    });
    expect(reponse.statusCode).toBe(403);
    expect(await lettresDe(enAttente.idTeledeclarant!)).toEqual([]);
  });

  it('401 sans session, 403 sans EDITER_TELEDECLARANT, 404 inconnu, 409 télédéclarant actif, 400 identifiant invalide', async () => {
    const actif = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
    const enAttente = await creerCompteDeTest(ctx.db, {
      profil: 'TELE_PRO_GESTION',
      statutTeledeclarant: 'ATT_ACTIVATION',
    });
    expect(
      (await new ClientTest(ctx.app).get(`/api/regenerate/${enAttente.idTeledeclarant}`)).statusCode,
    ).toBe(401);

    const hotline = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_GES' })).login,
    );
    expect((await hotline.get(`/api/regenerate/${enAttente.idTeledeclarant}`)).statusCode).toBe(403);
    const syndic = await connecter(ctx.app, actif.login);
    expect((await syndic.get(`/api/regenerate/${enAttente.idTeledeclarant}`)).statusCode).toBe(403);

    const teneur = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_ADMIN' })).login,
    );
    expect((await teneur.get('/api/regenerate/987654')).statusCode).toBe(404);
    const conflit = await teneur.get(`/api/regenerate/${actif.idTeledeclarant}`);
    expect(conflit.statusCode).toBe(409);
    expect(conflit.json().message).toMatch(/Régénérer le code d'activation/);
    expect((await teneur.get('/api/regenerate/abc')).statusCode).toBe(400);
    expect(await lettresDe(actif.idTeledeclarant!)).toEqual([]);
  });
});
