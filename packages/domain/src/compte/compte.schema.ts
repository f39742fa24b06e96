import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import {
  ConfirmationEmail,
  ConfirmationMotDePasse,
  controlerConfirmation,
  Email,
  LONGUEUR_MAX_MOT_DE_PASSE,
  MotDePasseCreationCompte,
  Telephone,
} from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import {
  LONGUEUR_MAX_NOM_PERSONNE,
  NomPersonne,
  PrenomPersonne,
  PreuveCaptcha,
  texte,
} from '../commun/texte.js';
import { messagesFormats } from '../messages/formats.js';
import { Authority } from '../permissions/authorities.js';
import { Profil } from '../permissions/profils.js';
import { Civilite, StatutCompteUtilisateur } from '../referentiels/compte.js';
import { TypeTeledeclarant } from '../referentiels/teledeclarant.js';

/** Noms distinctifs (DN) du certificat client d'un compte qui dépose par service web. */
export const CertificatDn = z.object({
  subjectDn: texte({ max: 500, libelle: 'Le sujet du certificat' }).nullish(),
  issuerDn: texte({ max: 500, libelle: "L'émetteur du certificat" }).nullish(),
});
export type CertificatDn = z.infer<typeof CertificatDn>;

/**
 * Informations du compte connecté (spec 1 §3 « Account info », réponse de `GET api/account`).
 * `authorities` liste les autorisations dont dépendent menus, tuiles et routes.
 */
export const InfoCompte = z.object({
  id: Identifiant,
  login: z.string().min(1).max(254),
  email: Email.nullish(),
  nom: z.string().max(LONGUEUR_MAX_NOM_PERSONNE).nullish(),
  prenom: z.string().max(LONGUEUR_MAX_NOM_PERSONNE).nullish(),
  civilite: Civilite.nullish(),
  /** Téléphone du compte, pour préremplir « Mon compte ». */
  telephone: z.string().max(20).nullish(),
  profil: Profil,
  statut: StatutCompteUtilisateur.nullish(),
  typeTeledeclarant: TypeTeledeclarant.nullish(),
  authorities: z.array(Authority),
  /** Session d'un teneur connecté en tant que ce compte. */
  loginAs: z.boolean().default(false),
  /** Administrateur principal de son établissement. */
  adminPrincipal: z.boolean().default(false),
  allowedToChangeProfile: z.boolean().default(false),
  allowedToDelete: z.boolean().default(false),
  allowedToEdit: z.boolean().default(false),
  activated: z.boolean().default(false),
  /** Numéro de carte professionnelle (syndic professionnel). */
  numCartePro: z.string().max(50).nullish(),
  idTeledeclarant: Identifiant.nullish(),
  dateCreation: DateTexte.nullish(),
  dateDerniereActivite: DateTexte.nullish(),
  dateDerniereRelanceInactivite: DateTexte.nullish(),
  dateValidationCleEmail: DateTexte.nullish(),
  /** Certificat client associé au compte (noms du sujet et de l'émetteur). */
  certificat: CertificatDn.nullish(),
});
export type InfoCompte = z.infer<typeof InfoCompte>;

/**
 * Saisie d'un compte utilisateur par un administrateur (création ou modification, `api/utilisateurs`) ;
 * l'adresse électronique sert d'identifiant de connexion.
 */
export const SaisieUtilisateur = z
  .object({
    id: Identifiant.nullish(),
    civilite: Civilite,
    nom: NomPersonne,
    prenom: PrenomPersonne,
    email: Email,
    confirmationEmail: ConfirmationEmail,
    telephone: Telephone.nullish(),
    profil: Profil,
    idTeledeclarant: Identifiant.nullish(),
    /**
     * Preuve captcha, ou jeton de contournement (`api/public/captcha/bypass`) : exigé à la création
     * d'un compte par un notaire (spec 2 §7.8, ADR 0055), ignoré sinon.
     */
    captcha: PreuveCaptcha.nullish(),
  })
  .superRefine(controlerConfirmation('email', 'confirmationEmail', messagesFormats.emailConfirmation));
export type SaisieUtilisateur = z.infer<typeof SaisieUtilisateur>;

/** Clé d'activation ou de réinitialisation reçue par courriel. */
export const CleActivation = texte({ max: 200, min: 1, libelle: "La clé d'activation" });

/** Création du mot de passe à l'activation d'un compte (`api/activate`) : clé reçue par courriel. */
export const CreationMotDePasse = z
  .object({
    cle: CleActivation,
    motDePasse: MotDePasseCreationCompte,
    confirmationMotDePasse: ConfirmationMotDePasse,
  })
  .superRefine(
    controlerConfirmation('motDePasse', 'confirmationMotDePasse', messagesFormats.motDePasseConfirmation),
  );
export type CreationMotDePasse = z.infer<typeof CreationMotDePasse>;

/** Changement de mot de passe par la personne connectée (`api/account/change_password`). */
export const ChangementMotDePasse = z
  .object({
    motDePasseActuel: texte({
      max: LONGUEUR_MAX_MOT_DE_PASSE,
      min: 1,
      libelle: 'Le mot de passe actuel',
      trim: false,
    }),
    nouveauMotDePasse: MotDePasseCreationCompte,
    confirmationMotDePasse: ConfirmationMotDePasse,
  })
  .superRefine(
    controlerConfirmation(
      'nouveauMotDePasse',
      'confirmationMotDePasse',
      messagesFormats.motDePasseConfirmation,
    ),
  );
export type ChangementMotDePasse = z.infer<typeof ChangementMotDePasse>;
