import { z } from 'zod';
import type { CategorieEvenement, TypeEvenement } from '../referentiels/journal.js';

/**
 * Types d'événement du journal qu'exigent les cycles de vie (ADR 0030) et que le référentiel
 * `referentiels/journal.ts` ne contient pas encore. À fusionner dans `TypeEvenement` (avec leur
 * catégorie dans `typesEvenementParCategorie`), puis à retirer d'ici.
 */
export const TypeEvenementComplementaire = z.enum([
  'DECLARATION_COPROPRIETE_FUTURE',
  'ANNULATION_IMMATRICULATION',
  'ANNULATION_DISSOLUTION',
  'ANNULATION_RENOUVELLEMENT',
  'ANNULATION_SUCCESSEUR',
  'ARCHIVAGE_MANDAT',
  'ARCHIVAGE_DECLARATION',
]);
export type TypeEvenementComplementaire = z.infer<typeof TypeEvenementComplementaire>;

export const typeEvenementComplementaireLabels: Record<TypeEvenementComplementaire, string> = {
  DECLARATION_COPROPRIETE_FUTURE: "Déclaration d'une copropriété future",
  ANNULATION_IMMATRICULATION: "Annulation d'une demande d'immatriculation",
  ANNULATION_DISSOLUTION: "Retrait d'une demande de dissolution",
  ANNULATION_RENOUVELLEMENT: "Annulation d'un renouvellement de mandat",
  ANNULATION_SUCCESSEUR: "Annulation ou refus d'une déclaration de successeur",
  ARCHIVAGE_MANDAT: "Archivage d'un mandat",
  ARCHIVAGE_DECLARATION: 'Archivage des déclarations antérieures à la dernière mise à jour annuelle',
};

/** Catégorie du journal de chaque type complémentaire. */
export const categorieTypeEvenementComplementaire: Record<TypeEvenementComplementaire, CategorieEvenement> = {
  DECLARATION_COPROPRIETE_FUTURE: 'IMMATRICULATION',
  ANNULATION_IMMATRICULATION: 'IMMATRICULATION',
  ANNULATION_DISSOLUTION: 'DISSOLUTION',
  ANNULATION_RENOUVELLEMENT: 'MANDAT',
  ANNULATION_SUCCESSEUR: 'MANDAT',
  ARCHIVAGE_MANDAT: 'MANDAT',
  ARCHIVAGE_DECLARATION: 'MISE_A_JOUR',
};

/** Type d'événement qu'une transition de cycle de vie écrit au journal. */
export type TypeEvenementCycle = TypeEvenement | TypeEvenementComplementaire;
