import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** Catégorie des fiches mémo téléchargeables (spec 1 §3, `api/public/fichesmemo/recupereNomDesFichiers`). */
export const CategorieFicheMemo = z.enum(['GENERAL', 'INSTITUTION', 'NOTAIRE', 'PRO', 'BENEVOLE'], {
  error: erreursDuChamp('La catégorie de la fiche'),
});
export type CategorieFicheMemo = z.infer<typeof CategorieFicheMemo>;

export const categorieFicheMemoLabels: Record<CategorieFicheMemo, string> = {
  GENERAL: 'Fiches générales',
  INSTITUTION: 'Fiches pour les institutionnels',
  NOTAIRE: 'Fiches pour les notaires',
  PRO: 'Fiches pour les syndics professionnels',
  BENEVOLE: 'Fiches pour les syndics bénévoles',
};
