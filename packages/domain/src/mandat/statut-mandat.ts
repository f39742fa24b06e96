import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** Statut d'un mandat (spec 1 §4). */
export const StatutMandat = z.enum(
  [
    'A_VALIDER',
    'ARCHIVE',
    'BROUILLON',
    'COURANT',
    'EXPIRE',
    'REFUSE',
    'RENOUVELLEMENT_DECLARE',
    'SUCCESSEUR_DECLARE',
    'SUCCESSEUR_VALIDE',
    'SUPPRIME',
    'VALIDATION_EN_COURS',
  ],
  { error: erreursDuChamp('Le statut du mandat') },
);
export type StatutMandat = z.infer<typeof StatutMandat>;

export const statutMandatLabels: Record<StatutMandat, string> = {
  A_VALIDER: 'À valider',
  ARCHIVE: 'Archivé',
  BROUILLON: 'Brouillon',
  COURANT: 'En cours',
  EXPIRE: 'Expiré',
  REFUSE: 'Refusé',
  RENOUVELLEMENT_DECLARE: 'Renouvellement déclaré',
  SUCCESSEUR_DECLARE: 'Successeur déclaré',
  SUCCESSEUR_VALIDE: 'Successeur validé',
  SUPPRIME: 'Supprimé',
  VALIDATION_EN_COURS: 'Validation en cours',
};
