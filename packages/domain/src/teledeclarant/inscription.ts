import { z } from 'zod';
import {
  CodePostal,
  ConfirmationEmail,
  controlerConfirmation,
  Email,
  estSiretValide,
  normaliserSiret,
  Telephone,
} from '../commun/formats.js';
import { erreursDuChamp, NomPersonne, PrenomPersonne, PreuveCaptcha, texte } from '../commun/texte.js';
import type { ErreurChamp } from '../erreurs.js';
import { champ, schemaSoumission } from '../formulaire/descripteurs.js';
import { messagesFormats } from '../messages/formats.js';
import type { Profil } from '../permissions/profils.js';
import { Civilite } from '../referentiels/compte.js';
import {
  type TypeEtablissementTeledeclarant as TypeEtablissement,
  TypeEtablissementTeledeclarant,
} from '../referentiels/teledeclarant.js';
import {
  presentationAdresseCoproprieteInscription as A,
  LONGUEUR_MAX_COMMUNE_ADRESSE,
  presentationPersonneInscription as P,
} from './presentation-inscription.js';
import { LONGUEUR_MAX_LIGNE_ADRESSE } from './teledeclarant.schema.js';
import { inscriptionAvecSiret } from './valeurs-inscription.js';

export {
  CODES_APE_AUTORISES,
  LONGUEUR_MAX_COMMUNE_ADRESSE,
  presentationAdresseCoproprieteInscription,
  presentationPersonneInscription,
  verifierCodeApeInscription,
} from './presentation-inscription.js';

/**
 * Inscription en ligne d'un télédéclarant (spec 2 §7.1 `POST api/teledeclarant/{type}`, §5.2, §5.6 ;
 * ADR 0050 et 0051) et saisie du code d'activation reçu par courrier (`POST api/teledeclarant/activate`).
 */

/** Types de déclarant qui s'inscrivent en ligne : syndic professionnel, syndic bénévole, étude notariale. */
export const TypeInscription = TypeEtablissementTeledeclarant;
export type TypeInscription = TypeEtablissement;

export {
  estTypeInscription,
  inscriptionAvecSiret,
  TYPES_INSCRIPTION,
  typeInscriptionDescriptions,
  typeInscriptionLabels,
} from './valeurs-inscription.js';

/** Profil du compte de l'administrateur principal créé à l'inscription, selon le type. */
export const PROFIL_ADMIN_PRINCIPAL: Record<TypeInscription, Profil> = {
  PRO: 'TELE_PRO_ADMIN_PRINC',
  NON_PRO: 'TELE_NONPRO_ADMIN_PRINC',
  NOTAIRE: 'NOTAIRE_ADMIN',
};

export const messagesInscription = {
  siretObligatoire: "Le numéro SIRET de l'établissement est obligatoire.",
  adresseObligatoire:
    "L'adresse de la copropriété est obligatoire : le code d'activation y est envoyé par courrier.",
  administrateurObligatoire: "Renseignez l'administrateur principal du compte.",
  attestation: "Vous devez attester sur l'honneur l'exactitude des informations saisies.",
  captchaObligatoire: 'Le captcha est obligatoire.',
  civilite: 'Indiquez la civilité.',
  codeActivationObligatoire: "Saisissez le code d'activation reçu par courrier.",
  codeActivationFormat:
    "Le code d'activation comporte 9 lettres ou chiffres, par exemple ABC-DEF-GHJ (tirets facultatifs).",
  codeActivationErrone:
    "Le code d'activation est erroné : vérifiez votre saisie ou le dernier courrier reçu.",
  codeActivationExpire:
    "Ce code d'activation a expiré : contactez l'assistance du registre pour recevoir un nouveau courrier.",
} as const;

/** Durée de validité d'un code d'activation envoyé par courrier (arrêté du 10 octobre 2016, art. 3 ; ADR 0051). */
export const DUREE_VALIDITE_CODE_ACTIVATION_JOURS = 60;

const texteObligatoire = (max: number, libelle: string) => texte({ max, min: 1, libelle });

/**
 * Champs d'une personne de l'inscription (représentant légal ou administrateur principal), décrits une fois
 * (ADR 0101) : le formulaire web en tire libellés, aides et limites, le schéma ci-dessous ses contrôles.
 * `autoComplete` ne sert que lorsque la personne qui remplit le formulaire est celle-ci.
 */
export const champsPersonneInscription = {
  civilite: champ({
    ...P.civilite,
    valeur: z.enum(Civilite.options, { error: messagesInscription.civilite }),
  }),
  nom: champ({ ...P.nom, valeur: NomPersonne }),
  prenom: champ({ ...P.prenom, valeur: PrenomPersonne }),
  email: champ({ ...P.email, valeur: Email }),
  confirmationEmail: champ({ ...P.confirmationEmail, valeur: ConfirmationEmail }),
  telephone: champ({ ...P.telephone, valeur: Telephone }),
} as const;

/** Identité, adresse électronique (saisie deux fois) et téléphone d'une personne : représentant légal ou administrateur. */
export const PersonneInscription = schemaSoumission(champsPersonneInscription).superRefine(
  controlerConfirmation('email', 'confirmationEmail', messagesFormats.emailConfirmation),
);
export type PersonneInscription = z.infer<typeof PersonneInscription>;

/**
 * Champs de l'adresse postale de la copropriété d'un syndic bénévole (ADR 0050), où le code d'activation est
 * envoyé. Chaque élément tient sur une ligne postale de 38 caractères (norme AFNOR NF Z10-011).
 */
export const champsAdresseCoproprieteInscription = {
  complement: champ({
    ...A.complement,
    valeur: texte({ max: LONGUEUR_MAX_LIGNE_ADRESSE, libelle: "Le complément d'adresse" }),
  }),
  immeuble: champ({
    ...A.immeuble,
    valeur: texte({ max: LONGUEUR_MAX_LIGNE_ADRESSE, libelle: "L'immeuble" }),
  }),
  voie: champ({ ...A.voie, valeur: texteObligatoire(LONGUEUR_MAX_LIGNE_ADRESSE, 'La voie') }),
  lieuDit: champ({
    ...A.lieuDit,
    valeur: texte({ max: LONGUEUR_MAX_LIGNE_ADRESSE, libelle: 'Le lieu-dit' }),
  }),
  codePostal: champ({ ...A.codePostal, valeur: CodePostal }),
  commune: champ({ ...A.commune, valeur: texteObligatoire(LONGUEUR_MAX_COMMUNE_ADRESSE, 'La commune') }),
} as const;

/** Adresse postale de la copropriété d'un syndic bénévole, tirée de ses champs. */
export const AdresseCoproprieteInscription = schemaSoumission(champsAdresseCoproprieteInscription);
export type AdresseCoproprieteInscription = z.infer<typeof AdresseCoproprieteInscription>;

/**
 * Demande d'inscription (corps de `POST api/teledeclarant/{type}`). Les éléments qui dépendent du type
 * (SIRET ou adresse de la copropriété) sont contrôlés par `controlerInscription`, que reprend
 * `schemaInscription(type)` pour le formulaire.
 */
export const InscriptionTeledeclarant = z.object({
  /** SIRET de l'établissement (syndic professionnel, étude notariale) ; absent pour un syndic bénévole. */
  siret: texte({ max: 20, libelle: 'Le numéro SIRET' }).nullish(),
  /** Adresse postale de la copropriété (syndic bénévole seulement). */
  adresseCopropriete: AdresseCoproprieteInscription.nullish(),
  representantLegal: PersonneInscription,
  /** Le représentant légal est aussi l'administrateur principal du compte (cas le plus courant). */
  administrateurEstRepresentant: z.boolean({
    error: erreursDuChamp("Le choix de l'administrateur principal"),
  }),
  /** Administrateur principal, quand ce n'est pas le représentant légal. */
  administrateur: PersonneInscription.nullish(),
  /** Attestation sur l'honneur de l'exactitude des informations (spec 2 §5.6). */
  attestationSurLHonneur: z.literal(true, { error: messagesInscription.attestation }),
  /** Preuve de travail ALTCHA résolue par le navigateur. */
  captcha: PreuveCaptcha,
});
export type InscriptionTeledeclarant = z.infer<typeof InscriptionTeledeclarant>;

/** Contrôles qui dépendent du type de déclarant ; renvoie les erreurs par champ (liste vide si tout va bien). */
export function controlerInscription(type: TypeInscription, saisie: InscriptionTeledeclarant): ErreurChamp[] {
  const erreurs: ErreurChamp[] = [];
  if (inscriptionAvecSiret(type)) {
    const siret = normaliserSiret(saisie.siret ?? '');
    if (siret === '') {
      erreurs.push({ champ: 'siret', message: messagesInscription.siretObligatoire });
    } else if (!/^\d{14}$/.test(siret)) {
      erreurs.push({ champ: 'siret', message: messagesFormats.siretFormat });
    } else if (!estSiretValide(siret)) {
      erreurs.push({ champ: 'siret', message: messagesFormats.siretCleControle });
    }
  } else if (!saisie.adresseCopropriete) {
    erreurs.push({ champ: 'adresseCopropriete', message: messagesInscription.adresseObligatoire });
  }
  if (!saisie.administrateurEstRepresentant && !saisie.administrateur) {
    erreurs.push({ champ: 'administrateur', message: messagesInscription.administrateurObligatoire });
  }
  return erreurs;
}

/** Schéma complet du formulaire d'inscription pour un type donné (mêmes contrôles que le serveur). */
export function schemaInscription(type: TypeInscription) {
  return InscriptionTeledeclarant.superRefine(
    (saisie, ctx) => {
      for (const erreur of controlerInscription(type, saisie)) {
        ctx.addIssue({ code: 'custom', path: erreur.champ.split('.'), message: erreur.message });
      }
    },
    // Contrôlé même quand d'autres champs sont en erreur : le formulaire signale tout en une fois.
    { when: (charge) => typeof charge.value === 'object' && charge.value !== null },
  );
}

/** Adresse électronique qui servira d'identifiant de connexion à l'administrateur principal. */
export function emailAdministrateurPrincipal(saisie: InscriptionTeledeclarant): string {
  const personne =
    saisie.administrateurEstRepresentant || !saisie.administrateur
      ? saisie.representantLegal
      : saisie.administrateur;
  return personne.email.trim().toLowerCase();
}

// ---------------------------------------------------------------------------------------------------
// Code d'activation
// ---------------------------------------------------------------------------------------------------

/** Forme canonique d'un code saisi : majuscules, sans espaces ni tirets. */
export function normaliserSaisieCodeActivation(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** Saisie du code d'activation (`POST api/teledeclarant/activate`). */
export const SaisieCodeActivation = z.object({
  codeActivation: texte({ max: 1_000, libelle: "Le code d'activation" })
    .min(1, { error: messagesInscription.codeActivationObligatoire })
    .max(20, { error: messagesInscription.codeActivationFormat })
    .refine((code) => /^[A-Za-z0-9]{9}$/.test(normaliserSaisieCodeActivation(code)), {
      error: messagesInscription.codeActivationFormat,
    }),
});
export type SaisieCodeActivation = z.infer<typeof SaisieCodeActivation>;
