/** Civilités d'une personne (spec 1 §3 : MME ou M), sans zod (ADR 0303) ; `compte.ts` en fait le schéma. */
export const CIVILITES = ['MME', 'M'] as const;
export type CodeCivilite = (typeof CIVILITES)[number];

export const civiliteLabels: Record<CodeCivilite, string> = {
  MME: 'Madame',
  M: 'Monsieur',
};
