import { CODES_APE, type VerificationCodeApe, verifierCodeApeAutorise } from '../commun/codes-ape.js';
import {
  AIDE_EMAIL,
  AIDE_TELEPHONE,
  LONGUEUR_MAX_LIGNE_ADRESSE,
  LONGUEUR_MAX_NOM_PERSONNE,
} from '../commun/saisies.js';
import type { PresentationChamp } from '../formulaire/descripteurs.js';
import { CIVILITES, civiliteLabels } from '../referentiels/civilites.js';
import type { TypeEtablissementTeledeclarant } from '../referentiels/liste-teledeclarants.js';

/**
 * Ce que montrent les champs du formulaire d'inscription (libellés, aides, limites, options), sans zod (ADR 0303) :
 * la page publique de l'inscription les affiche sans charger zod ; `inscription.ts` en fait les descripteurs en y
 * ajoutant les schémas, qui ne viennent qu'au premier contrôle (`resolveurDiffere`, ADR 0286).
 */

/** Longueur maximale de la commune dans l'adresse postale : la ligne 6 « code postal + commune » tient en 38 caractères. */
export const LONGUEUR_MAX_COMMUNE_ADRESSE = LONGUEUR_MAX_LIGNE_ADRESSE - 6;

/** Champs d'une personne de l'inscription (représentant légal ou administrateur principal). */
export const presentationPersonneInscription = {
  civilite: {
    libelle: 'Civilité',
    saisie: 'choix',
    options: CIVILITES.map((valeur) => ({ valeur, libelle: civiliteLabels[valeur] })),
  },
  nom: {
    libelle: 'Nom',
    saisie: 'texte',
    longueurMax: LONGUEUR_MAX_NOM_PERSONNE,
    autoComplete: 'family-name',
  },
  prenom: {
    libelle: 'Prénom',
    saisie: 'texte',
    longueurMax: LONGUEUR_MAX_NOM_PERSONNE,
    autoComplete: 'given-name',
  },
  email: { libelle: 'Adresse électronique', aide: AIDE_EMAIL, saisie: 'email', autoComplete: 'email' },
  confirmationEmail: {
    libelle: "Confirmation de l'adresse électronique",
    aide: "Saisissez à nouveau l'adresse",
    saisie: 'email',
  },
  telephone: { libelle: 'Téléphone', aide: AIDE_TELEPHONE, saisie: 'tel', autoComplete: 'tel' },
} as const satisfies Record<string, PresentationChamp>;

const elementAdresse = (libelle: string, aide?: string) => ({
  libelle,
  saisie: 'texte' as const,
  longueurMax: LONGUEUR_MAX_LIGNE_ADRESSE,
  ...(aide ? { aide } : {}),
});

/**
 * Champs de l'adresse postale de la copropriété d'un syndic bénévole (ADR 0050), où le code d'activation est
 * envoyé. Chaque élément tient sur une ligne postale de 38 caractères (norme AFNOR NF Z10-011).
 */
export const presentationAdresseCoproprieteInscription = {
  /** Appartement, étage, escalier, boîte aux lettres. */
  complement: {
    ...elementAdresse('Appartement, étage, nom sur la boîte aux lettres'),
    autoComplete: 'address-line2',
    facultatif: true,
  },
  /** Bâtiment, résidence. */
  immeuble: { ...elementAdresse('Bâtiment, résidence'), autoComplete: 'address-line3', facultatif: true },
  /** Numéro et libellé de la voie. */
  voie: {
    ...elementAdresse('Numéro et voie', 'Par exemple : 8 rue Oberkampf'),
    autoComplete: 'address-line1',
  },
  lieuDit: { ...elementAdresse('Lieu-dit ou boîte postale'), facultatif: true },
  codePostal: { libelle: 'Code postal', saisie: 'texte', longueurMax: 5, autoComplete: 'postal-code' },
  commune: { libelle: 'Commune', saisie: 'texte', longueurMax: LONGUEUR_MAX_COMMUNE_ADRESSE },
} as const satisfies Record<string, PresentationChamp>;

/**
 * Codes APE (NAF) autorisés par type de déclarant (spec 2 §5.2, ADR 0050) : administration d'immeubles
 * (syndics), agences immobilières titulaires de la carte « gestion immobilière », location de logements
 * (organismes de logement social), activités juridiques (administrateurs provisoires) pour les syndics
 * professionnels ; activités juridiques (offices notariaux) pour les études. Le syndic bénévole n'a pas de SIRET.
 */
export const CODES_APE_AUTORISES: Record<TypeEtablissementTeledeclarant, readonly string[]> = {
  PRO: [CODES_APE.syndic, '68.31Z', CODES_APE.logementSocial, CODES_APE.notaire],
  NOTAIRE: [CODES_APE.notaire],
  NON_PRO: [],
};

/** Le code APE de l'établissement est-il autorisé pour ce type ? Le refus renvoie le code NAF reçu. */
export function verifierCodeApeInscription(
  type: TypeEtablissementTeledeclarant,
  codeNaf: string,
): VerificationCodeApe {
  return verifierCodeApeAutorise(codeNaf, CODES_APE_AUTORISES[type]);
}
