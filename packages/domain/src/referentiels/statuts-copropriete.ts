import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Statut de la copropriété tel que l'affichent et le filtrent l'annuaire et la liste des copropriétés
 * (spec 1 §2, filtres « property status » ; champ `statutCopropriete` de la vue formulaire).
 * C'est une vue simplifiée de l'`EtatCopropriete` ; la correspondance entre les deux relève des règles.
 */
export const StatutCopropriete = z.enum(
  ['DEMANDE_EFFECTUEE', 'IMMATRICULEE', 'DISSOLUTION_A_VALIDER', 'A_VALIDER', 'EN_COURS'],
  { error: erreursDuChamp('Le statut de la copropriété') },
);
export type StatutCopropriete = z.infer<typeof StatutCopropriete>;

export const statutCoproprieteLabels: Record<StatutCopropriete, string> = {
  DEMANDE_EFFECTUEE: 'Demande effectuée',
  IMMATRICULEE: 'Immatriculée',
  DISSOLUTION_A_VALIDER: 'Dissolution en attente de validation',
  A_VALIDER: 'À valider',
  EN_COURS: 'En cours',
};

/**
 * Statut du rattachement tel que l'affichent et le filtrent l'annuaire et la liste des copropriétés
 * (spec 1 §2, filtres « attachment status » ; champ `statutRattachement` de la vue formulaire).
 */
export const StatutRattachement = z.enum(
  [
    'DEMANDE_EFFECTUEE',
    'EN_COURS_EXAMEN',
    'REFUSE',
    'NON_RATTACHEE',
    'A_CONFIRMER',
    'RATTACHEE_MANDAT_NON_DEBUTE',
    'EN_COURS',
    'EXPIRE',
    'CONTESTE',
  ],
  { error: erreursDuChamp('Le statut du rattachement') },
);
export type StatutRattachement = z.infer<typeof StatutRattachement>;

export const statutRattachementLabels: Record<StatutRattachement, string> = {
  DEMANDE_EFFECTUEE: 'Demande effectuée',
  EN_COURS_EXAMEN: "En cours d'examen",
  REFUSE: 'Refusé',
  NON_RATTACHEE: 'Non rattachée',
  A_CONFIRMER: 'À confirmer',
  RATTACHEE_MANDAT_NON_DEBUTE: 'Rattachée, mandat non débuté',
  EN_COURS: 'En cours',
  EXPIRE: 'Expiré',
  CONTESTE: 'Contesté',
};
