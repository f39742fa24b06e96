import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { controlerConfirmation, Email, MotDePasseCreationCompte, Telephone } from '../commun/formats.js';
import { Identifiant } from '../commun/identifiant.js';
import { messagesFormats } from '../messages/formats.js';
import { messagesGeneriques } from '../messages/generiques.js';
import { Authority } from '../permissions/authorities.js';
import { Profil } from '../permissions/profils.js';
import { Civilite, StatutCompteUtilisateur } from '../referentiels/compte.js';
import { TypeTeledeclarant } from '../referentiels/teledeclarant.js';

/** Longueur maximale des noms et prénoms. */
export const LONGUEUR_MAX_NOM_PERSONNE = 100;

const NomPersonne = z
  .string({ error: messagesGeneriques.required })
  .trim()
  .min(1, { error: messagesGeneriques.required })
  .max(LONGUEUR_MAX_NOM_PERSONNE, { error: messagesGeneriques.maxlength(LONGUEUR_MAX_NOM_PERSONNE) });

/** Noms distinctifs (DN) du certificat client d'un compte qui dépose par service web. */
export const CertificatDn = z.object({
  subjectDn: z.string().max(500).nullish(),
  issuerDn: z.string().max(500).nullish(),
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
    prenom: NomPersonne,
    email: Email,
    confirmationEmail: z.string({ error: messagesGeneriques.required }).trim(),
    telephone: Telephone.nullish(),
    profil: Profil,
    idTeledeclarant: Identifiant.nullish(),
    /**
     * Preuve captcha, ou jeton de contournement (`api/public/captcha/bypass`) : exigé à la création
     * d'un compte par un notaire (spec 2 §7.8, ADR 0055), ignoré sinon.
     */
    captcha: z.string().max(10_000).nullish(),
  })
  .superRefine(controlerConfirmation('email', 'confirmationEmail', messagesFormats.emailConfirmation));
export type SaisieUtilisateur = z.infer<typeof SaisieUtilisateur>;

/** Création du mot de passe à l'activation d'un compte (`api/activate`) : clé reçue par courriel. */
export const CreationMotDePasse = z
  .object({
    cle: z.string().min(1).max(200),
    motDePasse: MotDePasseCreationCompte,
    confirmationMotDePasse: z.string({ error: messagesGeneriques.required }),
  })
  .superRefine(
    controlerConfirmation('motDePasse', 'confirmationMotDePasse', messagesFormats.motDePasseConfirmation),
  );
export type CreationMotDePasse = z.infer<typeof CreationMotDePasse>;

/** Changement de mot de passe par la personne connectée (`api/account/change_password`). */
export const ChangementMotDePasse = z
  .object({
    motDePasseActuel: z
      .string({ error: messagesGeneriques.required })
      .min(1, { error: messagesGeneriques.required }),
    nouveauMotDePasse: MotDePasseCreationCompte,
    confirmationMotDePasse: z.string({ error: messagesGeneriques.required }),
  })
  .superRefine(
    controlerConfirmation(
      'nouveauMotDePasse',
      'confirmationMotDePasse',
      messagesFormats.motDePasseConfirmation,
    ),
  );
export type ChangementMotDePasse = z.infer<typeof ChangementMotDePasse>;
