import {
  TYPES_ETABLISSEMENT_TELEDECLARANT,
  type TypeEtablissementTeledeclarant,
} from '../referentiels/liste-teledeclarants.js';

/**
 * Types de déclarant qui s'inscrivent en ligne et leurs libellés, sans zod (ADR 0260, 0286) : lus par les pages
 * publiques de l'inscription sans charger zod ; `inscription.ts` construit `TypeInscription` (le `z.enum`) sur la
 * même liste et réexporte ces valeurs.
 */
export const TYPES_INSCRIPTION = TYPES_ETABLISSEMENT_TELEDECLARANT;

/** Le texte est-il un type de déclarant qui s'inscrit en ligne ? (même verdict que `TypeInscription.safeParse`) */
export function estTypeInscription(valeur: unknown): valeur is TypeEtablissementTeledeclarant {
  return (TYPES_INSCRIPTION as readonly unknown[]).includes(valeur);
}

export const typeInscriptionLabels: Record<TypeEtablissementTeledeclarant, string> = {
  PRO: 'Syndic professionnel',
  NON_PRO: 'Syndic bénévole',
  NOTAIRE: 'Étude notariale',
};

/** Présentation de chaque type sur la page de choix de l'inscription. */
export const typeInscriptionDescriptions: Record<TypeEtablissementTeledeclarant, string> = {
  PRO: "Cabinet de syndic, administrateur provisoire ou bailleur social, identifié par le SIRET de l'établissement.",
  NON_PRO:
    'Copropriétaire élu syndic par l’assemblée générale, sans numéro SIRET : le courrier d’activation est envoyé à l’adresse de la copropriété.',
  NOTAIRE: "Office notarial identifié par le SIRET de l'étude.",
};

/** Le type de déclarant s'identifie-t-il par le SIRET d'un établissement ? (ADR 0050 : pas le syndic bénévole) */
export function inscriptionAvecSiret(type: TypeEtablissementTeledeclarant): boolean {
  return type !== 'NON_PRO';
}
