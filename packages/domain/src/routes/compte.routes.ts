import { z } from 'zod';
import {
  Email,
  LONGUEUR_MAX_EMAIL,
  LONGUEUR_MAX_MOT_DE_PASSE,
  MotDePasseSaisi,
  Telephone,
} from '../commun/formats.js';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { erreursDuChamp, NomPersonne, PrenomPersonne, PreuveCaptcha, texte } from '../commun/texte.js';
import {
  ChangementMotDePasse,
  CleActivation,
  CreationMotDePasse,
  InfoCompte,
} from '../compte/compte.schema.js';
import { Civilite } from '../referentiels/compte.js';
import { defineRoute } from './contrat.js';

/** Formulaire de connexion (spec 2 §7.1) : champs d'un formulaire encodé, noms hérités du service d'origine. */
export const FormulaireConnexion = z.object({
  j_username: texte({ max: LONGUEUR_MAX_EMAIL, min: 1, libelle: "L'identifiant" }),
  j_password: MotDePasseSaisi,
  'remember-me': z
    .enum(['true', 'false', 'on'], { error: erreursDuChamp('Le choix « Se souvenir de moi »') })
    .optional(),
  /** Preuve de travail ALTCHA résolue par le navigateur. */
  captcha: PreuveCaptcha,
  submit: texte({ max: 100, libelle: 'Le bouton de validation' }).optional(),
});
export type FormulaireConnexion = z.infer<typeof FormulaireConnexion>;

/** Modification de son propre compte (`POST api/account`). */
export const SaisieMonCompte = z.object({
  civilite: Civilite,
  nom: NomPersonne,
  prenom: PrenomPersonne,
  email: Email,
  telephone: Telephone.nullish(),
  /** Mot de passe actuel : exigé quand l'adresse électronique change (ADR 0086). */
  motDePasseActuel: texte({
    max: LONGUEUR_MAX_MOT_DE_PASSE,
    libelle: 'Le mot de passe actuel',
    trim: false,
  }).nullish(),
});
export type SaisieMonCompte = z.infer<typeof SaisieMonCompte>;

/** Suite à donner après la modification de son compte (spec 1 §6). */
export const ResultatModificationCompte = z.object({
  /** Vrai quand la personne doit se reconnecter (identifiant de connexion modifié). */
  reconnexionNecessaire: z.boolean(),
  /** Vrai quand un lien de confirmation est parti vers la nouvelle adresse (ADR 0086). */
  confirmationEnvoyee: z.boolean().optional(),
});

/** Confirmation d'une nouvelle adresse électronique par la clé du lien reçu (`POST api/account/confirm_email`). */
export const ConfirmationNouvelleAdresse = z.object({
  cle: texte({ max: 200, min: 1, libelle: 'La clé de confirmation' }),
});
export type ConfirmationNouvelleAdresse = z.infer<typeof ConfirmationNouvelleAdresse>;

const Vide = z.null();

/** Connexion, compte de la personne connectée, mots de passe (spec 2 §7.1). */
export const compteRoutes = {
  authentification: defineRoute({
    method: 'POST',
    path: '/api/authentication',
    summary: 'Connexion par identifiant, mot de passe et captcha (formulaire encodé)',
    acces: 'public',
    body: FormulaireConnexion,
    bodyFormat: 'form',
    response: Vide,
    responseFormat: 'vide',
    erreurs400Metier: true,
    limiteParMinute: 20,
    exemple: {
      body: {
        j_username: 'camille.martin@exemple.fr',
        j_password: 'Mot-de-passe-2026!',
        captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
      },
    },
  }),
  deconnexion: defineRoute({
    method: 'POST',
    path: '/api/logout',
    summary: 'Déconnexion (fin de la session)',
    acces: 'public',
    response: Vide,
    responseFormat: 'vide',
  }),
  compte: defineRoute({
    method: 'GET',
    path: '/api/account',
    summary: 'Informations du compte connecté (profil, autorisations)',
    acces: 'connecte',
    response: InfoCompte,
  }),
  enregistrerCompte: defineRoute({
    method: 'POST',
    path: '/api/account',
    summary: 'Modification de son propre compte',
    acces: ['MON_COMPTE', 'UPDATE_ACCOUNT'],
    body: SaisieMonCompte,
    response: ResultatModificationCompte,
    erreurs400Metier: true,
    exemple: {
      body: {
        civilite: 'MME',
        nom: 'Martin',
        prenom: 'Camille',
        email: 'camille.martin@exemple.fr',
        telephone: '0102030405',
      },
    },
  }),
  confirmerEmail: defineRoute({
    method: 'POST',
    path: '/api/account/confirm_email',
    summary:
      "Confirmation d'une nouvelle adresse électronique par le lien reçu à cette adresse (l'adresse ne change qu'alors)",
    acces: 'public',
    body: ConfirmationNouvelleAdresse,
    response: ResultatModificationCompte,
    erreurs400Metier: true,
    limiteParMinute: 10,
    exemple: { body: { cle: '0123456789abcdef0123' } },
  }),
  verifierCleActivation: defineRoute({
    method: 'GET',
    path: '/api/public/activate/verify/:key',
    summary: "Vérifie qu'une clé d'activation ou de réinitialisation reçue par courriel est valide",
    acces: 'public',
    params: z.object({ key: CleActivation }),
    response: z.boolean(),
    exemple: { params: { key: '0123456789abcdef0123' } },
  }),
  activer: defineRoute({
    method: 'POST',
    path: '/api/activate',
    summary: 'Création du mot de passe avec la clé reçue par courriel (activation ou réinitialisation)',
    acces: 'public',
    body: CreationMotDePasse,
    response: Vide,
    responseFormat: 'vide',
    erreurs400Metier: true,
    exemple: {
      body: {
        cle: '0123456789abcdef0123',
        motDePasse: 'Nouveau-mot-de-passe-2026!',
        confirmationMotDePasse: 'Nouveau-mot-de-passe-2026!',
      },
    },
  }),
  reinitialiserMotDePasse: defineRoute({
    method: 'POST',
    path: '/api/account/reset_password/init',
    summary:
      'Demande de réinitialisation du mot de passe (courriel avec une clé, sans révéler si le compte existe)',
    acces: 'public',
    body: z.object({ email: texte({ max: LONGUEUR_MAX_EMAIL, min: 1, libelle: "L'adresse électronique" }) }),
    response: Vide,
    responseFormat: 'vide',
    limiteParMinute: 10,
    exemple: { body: { email: 'camille.martin@exemple.fr' } },
  }),
  changerMotDePasse: defineRoute({
    method: 'POST',
    path: '/api/account/change_password',
    summary: 'Changement du mot de passe par la personne connectée',
    // Le compte institutionnel, partagé et ouvert par le service d'identité, n'a pas de mot de passe à changer
    // (spec 1 §6 : il n'a que la charte, la catégorisation et les données brutes) : oracle d'autorisations, ADR 0096.
    acces: ['MON_COMPTE', 'UPDATE_ACCOUNT'],
    body: ChangementMotDePasse,
    response: Vide,
    responseFormat: 'vide',
    erreurs400Metier: true,
    exemple: {
      body: {
        motDePasseActuel: 'Mot-de-passe-2026!',
        nouveauMotDePasse: 'Nouveau-mot-de-passe-2026!',
        confirmationMotDePasse: 'Nouveau-mot-de-passe-2026!',
      },
    },
  }),
  connexionEnTantQue: defineRoute({
    method: 'GET',
    path: '/api/teledeclarant/loginAs/:id',
    summary: "Un teneur se connecte en tant qu'un autre compte (télédéclarant, notaire)",
    acces: ['LIST_RCH_USER_TENEUR'],
    modifieEtat: true,
    params: z.object({ id: IdentifiantChemin }),
    response: InfoCompte,
    exemple: { params: { id: 987654 } },
  }),
  finConnexionEnTantQue: defineRoute({
    method: 'GET',
    path: '/api/restoreAccount',
    summary: "Fin de la connexion en tant qu'un autre compte : retour au compte du teneur",
    acces: 'connecte',
    modifieEtat: true,
    response: InfoCompte,
  }),
} as const;
