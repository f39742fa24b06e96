import { z } from 'zod';

/** Catégorie des fiches mémo téléchargeables (spec 1 §3, `api/public/fichesmemo/recupereNomDesFichiers`). */
export const CategorieFicheMemo = z.enum(['GENERAL', 'INSTITUTION', 'NOTAIRE', 'PRO', 'BENEVOLE']);
export type CategorieFicheMemo = z.infer<typeof CategorieFicheMemo>;

export const categorieFicheMemoLabels: Record<CategorieFicheMemo, string> = {
  GENERAL: 'Fiches générales',
  INSTITUTION: 'Fiches pour les institutionnels',
  NOTAIRE: 'Fiches pour les notaires',
  PRO: 'Fiches pour les syndics professionnels',
  BENEVOLE: 'Fiches pour les syndics bénévoles',
};
