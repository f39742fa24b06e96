import type { EtatCopropriete } from './etat-copropriete.js';

/**
 * États d'une copropriété dont la demande d'immatriculation, refusée, à préciser ou encore en attente, se modifie :
 * son brouillon est une modification de la demande (`MODIF_DEMANDE` au dépôt, ADR 0173, 0178).
 */
export const ETATS_MODIFICATION_DEMANDE = [
  'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
  'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
  'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
] as const satisfies readonly EtatCopropriete[];

export const estModificationDemande = (etat: EtatCopropriete | null | undefined): boolean =>
  (ETATS_MODIFICATION_DEMANDE as readonly (EtatCopropriete | null | undefined)[]).includes(etat);
