import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Nature d'une demande traitée au guichet de validation du teneur (référentiel
 * `api/type-demande-valider-ratt-immat` ; mêmes familles que le tableau des indicateurs :
 * immatriculation, contestation, rattachement, dissolution, doublons).
 */
export const TypeDemandeValidation = z.enum(
  ['IMMATRICULATION', 'RATTACHEMENT', 'CONTESTATION', 'DISSOLUTION', 'DOUBLON'],
  { error: erreursDuChamp('Le type de demande') },
);
export type TypeDemandeValidation = z.infer<typeof TypeDemandeValidation>;

export const typeDemandeValidationLabels: Record<TypeDemandeValidation, string> = {
  IMMATRICULATION: 'Immatriculation',
  RATTACHEMENT: 'Rattachement',
  CONTESTATION: 'Contestation de rattachement',
  DISSOLUTION: 'Dissolution',
  DOUBLON: 'Doublon potentiel',
};
