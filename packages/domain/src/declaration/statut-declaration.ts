import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** Statut d'une déclaration (spec 1 §4). */
export const StatutDeclaration = z.enum(
  ['BROUILLON', 'SUPPRIME', 'A_VALIDER', 'COURANTE', 'IMMATRICULATION', 'AVANT_DECLARATION_ANNUELLE'],
  { error: erreursDuChamp('Le statut de la déclaration') },
);
export type StatutDeclaration = z.infer<typeof StatutDeclaration>;

export const statutDeclarationLabels: Record<StatutDeclaration, string> = {
  BROUILLON: 'Brouillon',
  SUPPRIME: 'Supprimée',
  A_VALIDER: 'À valider',
  COURANTE: 'Courante',
  IMMATRICULATION: "Déclaration d'immatriculation",
  AVANT_DECLARATION_ANNUELLE: 'Antérieure à la dernière déclaration annuelle',
};

/**
 * Déclarations validées que la suppression des déclarations faites depuis la dernière mise à jour annuelle laisse
 * en place : l'immatriculation et les déclarations archivées. Sans l'une d'elles, la copropriété resterait sans
 * déclaration en vigueur : la suppression est refusée (ADR 0220).
 */
export const STATUTS_DECLARATION_ANTERIEURE = [
  'IMMATRICULATION',
  'AVANT_DECLARATION_ANNUELLE',
] as const satisfies readonly StatutDeclaration[];
