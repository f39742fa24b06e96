/**
 * Limites et aides de saisie communes, sans zod (ADR 0286, 0303) : lues par les pages publiques de l'inscription
 * sans charger zod ; les schémas (`texte.ts`, `teledeclarant.schema.ts`, formulaires) les réexportent.
 */

/** Longueur maximale d'un nom ou d'un prénom de personne. */
export const LONGUEUR_MAX_NOM_PERSONNE = 100;

/** Longueur d'une ligne d'adresse postale (norme AFNOR NF Z10-011 : 38 caractères). */
export const LONGUEUR_MAX_LIGNE_ADRESSE = 38;

export const AIDE_TELEPHONE = 'Exemple : 01 23 45 67 89 ou +33 1 23 45 67 89';
export const AIDE_EMAIL = 'Format attendu : nom@domaine.fr';
