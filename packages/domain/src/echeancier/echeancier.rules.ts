/**
 * Échéancier des obligations d'une copropriété (issue 11 §6, ADR 0340). Fonctions pures : « aujourd'hui » est un
 * paramètre (jour de Paris), les faits sont lus par l'appelant.
 *
 * Règles retenues (ADR 0340) :
 * - fin du mandat : la date de fin du mandat courant ;
 * - mise à jour annuelle : la règle de la liste (`MOIS_VALIDITE_MAJ_ANNUELLE`) : une mise à jour annuelle vaut
 *   12 mois, la suivante est due 12 mois après la dernière ; sans mise à jour annuelle, elle est due depuis
 *   l'immatriculation (la liste la dit « à faire ») ;
 * - mise à jour d'un exercice aux comptes non approuvés : due 8 mois après la clôture de cet exercice (6 mois pour
 *   réunir l'assemblée qui approuve les comptes, 2 mois pour déclarer) ;
 * - demande de précisions du teneur restée sans réponse : réponse attendue 15 jours après la question ;
 * - une échéance passée est « en retard » ; les rappels partent à 60, 30 et 7 jours.
 */

import { ajouterJours, ajouterMois, comparerDates, ecartEnJours, formaterDateIso } from '../commun/dates.js';
import { ETATS_MISE_A_JOUR } from '../copropriete/actions-copropriete.js';
import type { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { MOIS_VALIDITE_MAJ_ANNUELLE } from '../copropriete/liste-coproprietes.schema.js';
import type { TypeEcheance } from './echeancier.schema.js';

/** Mois entre la clôture d'un exercice aux comptes non approuvés et la mise à jour qui les déclare approuvés. */
export const MOIS_MAJ_COMPTES_NON_APPROUVES_APRES_CLOTURE = 8;
/** Jours laissés à l'établissement pour répondre à une demande de précisions du teneur. */
export const JOURS_REPONSE_PRECISIONS = 15;
/** Seuils des rappels par courriel, en jours avant l'échéance, du plus lointain au plus proche. */
export const SEUILS_RAPPEL_JOURS = [60, 30, 7] as const;
export type SeuilRappel = (typeof SEUILS_RAPPEL_JOURS)[number];

/** États où la copropriété a des obligations tenues par son syndic (ceux des mises à jour, ADR 0160). */
export const ETATS_ECHEANCIER: readonly EtatCopropriete[] = ETATS_MISE_A_JOUR;

/**
 * États où une demande attend la réponse du déclarant à une question du teneur (ADR 0193) : tant qu'elle n'est pas
 * tranchée, la dernière question du fil reste ouverte.
 */
export const ETATS_REPONSE_PRECISIONS: readonly EtatCopropriete[] = [
  'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
  'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
  'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
];

/** Ordre des types à date égale : le plus contraignant d'abord. */
export const ORDRE_TYPES_ECHEANCE: readonly TypeEcheance[] = [
  'REPONSE_PRECISIONS',
  'FIN_MANDAT',
  'MAJ_COMPTES_NON_APPROUVES',
  'MAJ_ANNUELLE',
];

/** Ce que l'échéancier sait d'une copropriété (dates calendaires, jour de Paris). */
export interface FaitsEcheancier {
  etat: EtatCopropriete;
  dateFinMandat: Date | null;
  dateDerniereMajAnnuelle: Date | null;
  /** Jour de l'immatriculation. */
  dateImmatriculation: Date | null;
  majComptesNonApprouvesAFaire: boolean;
  dateClotureDernierExercice: Date | null;
  /** Jour de la demande de précisions du teneur restée sans réponse, s'il y en a une. */
  dateQuestionOuverte: Date | null;
}

export interface Echeance {
  type: TypeEcheance;
  date: Date;
  /** Jours de « aujourd'hui » à l'échéance (négatif quand elle est passée). */
  joursRestants: number;
  enRetard: boolean;
}

/** Date de la mise à jour annuelle due (règle de la liste, `MOIS_VALIDITE_MAJ_ANNUELLE`). */
export function dateMajAnnuelleDue(
  dateDerniereMajAnnuelle: Date | null,
  dateImmatriculation: Date | null,
): Date | null {
  if (dateDerniereMajAnnuelle !== null)
    return ajouterMois(dateDerniereMajAnnuelle, MOIS_VALIDITE_MAJ_ANNUELLE);
  return dateImmatriculation;
}

/** Date due de la mise à jour d'un exercice aux comptes non approuvés. */
export function dateMajComptesNonApprouvesDue(dateCloture: Date | null): Date | null {
  return dateCloture === null ? null : ajouterMois(dateCloture, MOIS_MAJ_COMPTES_NON_APPROUVES_APRES_CLOTURE);
}

/** Date due de la réponse à une demande de précisions. */
export function dateReponsePrecisionsDue(dateQuestion: Date): Date {
  return ajouterJours(dateQuestion, JOURS_REPONSE_PRECISIONS);
}

/** Échéance datée vue « aujourd'hui ». */
export function echeanceDatee(type: TypeEcheance, date: Date, aujourdhui: Date): Echeance {
  const joursRestants = ecartEnJours(aujourdhui, date);
  return { type, date, joursRestants, enRetard: joursRestants < 0 };
}

/** Ordre de l'échéancier : par date, puis par type (`ORDRE_TYPES_ECHEANCE`). */
export function comparerEcheances(
  a: Pick<Echeance, 'type' | 'date'>,
  b: Pick<Echeance, 'type' | 'date'>,
): number {
  return (
    comparerDates(a.date, b.date) ||
    ORDRE_TYPES_ECHEANCE.indexOf(a.type) - ORDRE_TYPES_ECHEANCE.indexOf(b.type)
  );
}

/** Échéances d'une copropriété, triées (les plus proches, et d'abord celles en retard, en tête). */
export function echeancesCopropriete(faits: FaitsEcheancier, aujourdhui: Date): Echeance[] {
  const echeances: Echeance[] = [];
  const ajouter = (type: TypeEcheance, date: Date | null) => {
    if (date !== null) echeances.push(echeanceDatee(type, date, aujourdhui));
  };
  if (faits.dateQuestionOuverte !== null) {
    ajouter('REPONSE_PRECISIONS', dateReponsePrecisionsDue(faits.dateQuestionOuverte));
  }
  if (ETATS_ECHEANCIER.includes(faits.etat)) {
    ajouter('FIN_MANDAT', faits.dateFinMandat);
    ajouter('MAJ_ANNUELLE', dateMajAnnuelleDue(faits.dateDerniereMajAnnuelle, faits.dateImmatriculation));
    if (faits.majComptesNonApprouvesAFaire) {
      ajouter('MAJ_COMPTES_NON_APPROUVES', dateMajComptesNonApprouvesDue(faits.dateClotureDernierExercice));
    }
  }
  return echeances.sort(comparerEcheances);
}

/** Prochaine échéance d'une copropriété (la plus ancienne en retard, sinon la plus proche), ou `null`. */
export function prochaineEcheance(faits: FaitsEcheancier, aujourdhui: Date): Echeance | null {
  return echeancesCopropriete(faits, aujourdhui)[0] ?? null;
}

/**
 * Seuil de rappel atteint par une échéance : le plus petit des seuils (60, 30, 7 jours) qui couvre les jours
 * restants ; `null` quand l'échéance est passée ou à plus de 60 jours. Un passage manqué ne rattrape pas les
 * seuils plus lointains : seul le rappel du seuil courant part.
 */
export function seuilRappel(joursRestants: number): SeuilRappel | null {
  if (joursRestants < 0) return null;
  let seuil: SeuilRappel | null = null;
  for (const s of SEUILS_RAPPEL_JOURS) if (joursRestants <= s) seuil = s;
  return seuil;
}

/**
 * Identifiant stable d'une échéance : type, copropriété et date. Il ne change pas d'un jour à l'autre ; il change
 * quand l'échéance change de date (mandat renouvelé, mise à jour faite), ce qui ouvre de nouveaux rappels.
 */
export function cleEcheance(idCopropriete: number, type: TypeEcheance, date: Date): string {
  return `${type.toLowerCase().replaceAll('_', '-')}-${idCopropriete}-${formaterDateIso(date)}`;
}
