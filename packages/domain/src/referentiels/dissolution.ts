import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Motif d'une dissolution (spec 1 §3 « Dissolution » : motif, autre, date du fait générateur ;
 * référentiel `api/coproprietes/motifdissolution`, valeurs non détaillées par la spécification).
 * Le régime de la copropriété cesse lorsque tous les lots sont réunis dans une même main, lorsque
 * l'immeuble disparaît, lorsque le syndicat est scindé ou lorsque l'immeuble sort du statut ;
 * `AUTRE` impose de préciser le motif dans le champ `autre`.
 */
export const MotifDissolution = z.enum(['REUNION_LOTS', 'DEMOLITION', 'SCISSION', 'SORTIE_STATUT', 'AUTRE'], {
  error: erreursDuChamp('Le motif de la dissolution'),
});
export type MotifDissolution = z.infer<typeof MotifDissolution>;

export const motifDissolutionLabels: Record<MotifDissolution, string> = {
  REUNION_LOTS: "Réunion de tous les lots entre les mains d'un même propriétaire",
  DEMOLITION: "Démolition ou destruction totale de l'immeuble",
  SCISSION: 'Scission de la copropriété en plusieurs syndicats',
  SORTIE_STATUT: "Sortie du statut de la copropriété (division en volumes, changement d'affectation)",
  AUTRE: 'Autre motif',
};

/**
 * Libellé de la date du fait générateur selon le motif (référentiel `api/coproprietes/faitgenerateur/{motif}`).
 * Cette date ne peut pas être postérieure à la date du jour (spec 2 §5.4).
 */
export const faitGenerateurLabels: Record<MotifDissolution, string> = {
  REUNION_LOTS: "Date de l'acte réunissant tous les lots",
  DEMOLITION: "Date d'achèvement de la démolition ou de la destruction",
  SCISSION: "Date de l'assemblée générale ayant décidé la scission",
  SORTIE_STATUT: "Date de l'acte constatant la sortie du statut",
  AUTRE: 'Date du fait générateur',
};

/** Type de pièce justifiant une dissolution (référentiel `api/typeDePiecesJustif/dissolution/{motif}`). */
export const TypeJustifDissolution = z.enum(
  ['ACTE_NOTARIE', 'PV_AG', 'DECISION_JUSTICE', 'ATTESTATION_DEMOLITION', 'AUTRE_JUSTIFICATIF'],
  { error: erreursDuChamp('Le type de justificatif de la dissolution') },
);
export type TypeJustifDissolution = z.infer<typeof TypeJustifDissolution>;

export const typeJustifDissolutionLabels: Record<TypeJustifDissolution, string> = {
  ACTE_NOTARIE: 'Acte notarié',
  PV_AG: "Procès-verbal d'assemblée générale",
  DECISION_JUSTICE: 'Décision de justice',
  ATTESTATION_DEMOLITION: 'Attestation ou constat de démolition',
  AUTRE_JUSTIFICATIF: 'Autre justificatif',
};

/** Pièces acceptées pour chaque motif de dissolution. */
export const typesJustifDissolutionParMotif: Record<MotifDissolution, readonly TypeJustifDissolution[]> = {
  REUNION_LOTS: ['ACTE_NOTARIE'],
  DEMOLITION: ['ATTESTATION_DEMOLITION', 'ACTE_NOTARIE', 'DECISION_JUSTICE'],
  SCISSION: ['PV_AG', 'ACTE_NOTARIE', 'DECISION_JUSTICE'],
  SORTIE_STATUT: ['ACTE_NOTARIE', 'PV_AG', 'DECISION_JUSTICE'],
  AUTRE: TypeJustifDissolution.options,
};

/**
 * Avancement d'une demande de dissolution, en regard des états `DISSOLUTION_*` de la copropriété : déposée
 * (à valider), validée par le teneur (dissolution en cours), exécutée (copropriété dissoute), refusée, ou
 * retirée par son auteur.
 */
export const StatutDissolution = z.enum(['A_VALIDER', 'VALIDEE', 'EXECUTEE', 'REFUSEE', 'ANNULEE'], {
  error: erreursDuChamp('Le statut de la dissolution'),
});
export type StatutDissolution = z.infer<typeof StatutDissolution>;

export const statutDissolutionLabels: Record<StatutDissolution, string> = {
  A_VALIDER: 'À valider',
  VALIDEE: 'Validée',
  EXECUTEE: 'Exécutée',
  REFUSEE: 'Refusée',
  ANNULEE: 'Retirée',
};
