import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** Statut d'un télédéclarant (spec 1 §4). */
export const StatutTeledeclarant = z.enum(
  ['ATT_CREA_COMPTE', 'ATT_ACTIVATION', 'ACTIF', 'SUPPRIME', 'ATT_FIN_IMM_NOT'],
  { error: erreursDuChamp('Le statut du télédéclarant') },
);
export type StatutTeledeclarant = z.infer<typeof StatutTeledeclarant>;

export const statutTeledeclarantLabels: Record<StatutTeledeclarant, string> = {
  ATT_CREA_COMPTE: 'En attente de création du compte',
  ATT_ACTIVATION: "En attente d'activation",
  ACTIF: 'Actif',
  SUPPRIME: 'Supprimé',
  ATT_FIN_IMM_NOT: "En attente de finalisation de l'inscription notariale",
};
