import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** État d'une copropriété dans le registre (spec 1 §4). */
export const EtatCopropriete = z.enum(
  [
    'BROUILLON',
    'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
    'IMMATRICULEE_A_RATTACHER',
    'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
    'IMMATRICULATION_ANNULEE',
    'IMMATRICULEE_RATTACHEE',
    'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    'DISSOLUTION_EN_COURS_DE_VALIDATION',
    'DISSOLUTION_A_VALIDER',
    'DISSOLUTION_EN_COURS',
    'DISSOUTE',
    'SUPPRIMEE',
    'FUTUR',
    'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
    'IMMATRICULEE_RATTACHEMENT_CONTESTE',
  ],
  { error: erreursDuChamp("L'état de la copropriété") },
);
export type EtatCopropriete = z.infer<typeof EtatCopropriete>;

export const etatCoproprieteLabels: Record<EtatCopropriete, string> = {
  BROUILLON: 'Brouillon',
  IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER: 'Immatriculation et rattachement à valider',
  IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION:
    'Immatriculation et rattachement en cours de validation',
  IMMATRICULATION_ET_RATTACHEMENT_REFUSES: 'Immatriculation et rattachement refusés',
  IMMATRICULEE_A_RATTACHER: 'Immatriculée, à rattacher',
  IMMATRICULEE_RATTACHEMENT_A_CONFIRMER: 'Immatriculée, rattachement à confirmer',
  IMMATRICULATION_ANNULEE: 'Immatriculation annulée',
  IMMATRICULEE_RATTACHEE: 'Immatriculée et rattachée',
  IMMATRICULEE_RATTACHEMENT_EXPIRE: 'Immatriculée, rattachement expiré',
  DISSOLUTION_EN_COURS_DE_VALIDATION: 'Dissolution en cours de validation',
  DISSOLUTION_A_VALIDER: 'Dissolution à valider',
  DISSOLUTION_EN_COURS: 'Dissolution en cours',
  DISSOUTE: 'Dissoute',
  SUPPRIMEE: 'Supprimée',
  FUTUR: 'Future',
  IMMATRICULATION_DEMANDE_DE_PRECISIONS: "Demande de précisions sur l'immatriculation",
  IMMATRICULEE_RATTACHEMENT_CONTESTE: 'Immatriculée, rattachement contesté',
};
