import { estApresOuEgal, lireDateIso } from '../commun/dates.js';
import {
  ANCIENNETE_MIN_PLAN_TRAVAUX_ANS,
  PALIERS_PLAN_PLURIANNUEL_TRAVAUX,
  trancheDeLots,
} from '../constants.js';
import type { PeriodeConstruction } from '../referentiels/donnees-techniques.js';

/**
 * Plan pluriannuel de travaux (PPT) — loi n° 2021-1104 du 22 août 2021 « Climat et résilience »,
 * article 14-2 de la loi du 10 juillet 1965 (ADR 0037).
 *
 * Le syndicat d'un immeuble achevé depuis plus de 15 ans fait adopter un projet de plan pluriannuel
 * de travaux, à partir du 01/01/2023 s'il compte plus de 200 lots à usage de logement, de bureaux ou
 * de commerce, du 01/01/2024 de 51 à 200 lots, du 01/01/2025 jusqu'à 50 lots. Le registre demande alors
 * les champs du PPT (inscription à l'ordre du jour de l'AG, adoption, date d'adoption).
 *
 * La règle est volontairement inclusive : quand l'âge de l'immeuble ou le nombre de lots n'est pas
 * connu avec certitude, la copropriété est considérée comme concernée (répondre ne coûte qu'une
 * question ; l'omettre ferait perdre la donnée).
 */

export interface DonneesPlanTravaux {
  /** Lots à usage de logement, de bureaux ou de commerce (le critère de la loi). */
  readonly nbLotsHabBurCom?: number | null;
  /** Nombre total de lots, retenu seulement si le précédent manque. */
  readonly nbLots?: number | null;
  readonly anneeConstruction?: number | null;
  readonly periodeConstruction?: PeriodeConstruction | null;
}

export type MotifPlanTravaux =
  | 'obligation-en-vigueur'
  | 'obligation-pas-encore-en-vigueur'
  | 'immeuble-de-moins-de-15-ans';

export interface ResultatPlanTravaux {
  /** La déclaration doit renseigner les champs du plan pluriannuel de travaux. */
  readonly concernee: boolean;
  readonly motif: MotifPlanTravaux;
  /** Date d'entrée en vigueur de l'obligation pour cette copropriété (« aaaa-mm-jj »). */
  readonly dateApplication: string;
  /** Explication en français, affichable près des champs. */
  readonly message: string;
}

/** Première année possible d'achèvement pour chaque période de construction (`null` : inconnue). */
const PREMIERE_ANNEE_PERIODE: Record<PeriodeConstruction, number | null> = {
  AVANT_1949: null,
  DE_1949_A_1960: 1949,
  DE_1961_A_1974: 1961,
  DE_1975_A_1993: 1975,
  DE_1994_A_2000: 1994,
  DE_2001_A_2010: 2001,
  APRES_2011: 2011,
  NON_CONNUE: null,
};

const estNombre = (valeur: number | null | undefined): valeur is number =>
  typeof valeur === 'number' && Number.isFinite(valeur) && valeur >= 0;

/**
 * L'immeuble peut-il avoir plus de 15 ans à la date de référence ? On ne connaît que l'année ou la
 * période d'achèvement : on retient l'année la plus ancienne possible, et un âge de 15 ans en années
 * civiles suffit (un immeuble achevé en janvier 2010 a plus de 15 ans en décembre 2025).
 */
function peutAvoirPlusDe15Ans(donnees: DonneesPlanTravaux, anneeReference: number): boolean {
  const annee = estNombre(donnees.anneeConstruction)
    ? donnees.anneeConstruction
    : donnees.periodeConstruction
      ? PREMIERE_ANNEE_PERIODE[donnees.periodeConstruction]
      : null;
  return annee === null || anneeReference - annee >= ANCIENNETE_MIN_PLAN_TRAVAUX_ANS;
}

const formaterDate = (iso: string): string => iso.split('-').reverse().join('/');

/** Date d'application du plan pluriannuel de travaux selon le nombre de lots (« aaaa-mm-jj »). */
export function dateApplicationPlanTravaux(donnees: DonneesPlanTravaux): string {
  const nbLots = estNombre(donnees.nbLotsHabBurCom)
    ? donnees.nbLotsHabBurCom
    : estNombre(donnees.nbLots)
      ? donnees.nbLots
      : null;
  const premierPalier = PALIERS_PLAN_PLURIANNUEL_TRAVAUX[0]!;
  if (nbLots === null) {
    // Nombre de lots inconnu : on retient la date la plus précoce (règle inclusive).
    return premierPalier.dateApplication;
  }
  return (trancheDeLots(PALIERS_PLAN_PLURIANNUEL_TRAVAUX, nbLots) ?? premierPalier).dateApplication;
}

/**
 * La copropriété doit-elle renseigner le plan pluriannuel de travaux à la date de référence ?
 * La date de référence est celle de l'assemblée générale de l'exercice déclaré quand elle est connue,
 * sinon la date de la déclaration (voir `dateReferencePlanTravaux`).
 */
export function obligationPlanTravaux(donnees: DonneesPlanTravaux, dateReference: Date): ResultatPlanTravaux {
  const dateApplication = dateApplicationPlanTravaux(donnees);
  const debut = lireDateIso(dateApplication)!;
  if (!estApresOuEgal(dateReference, debut)) {
    return {
      concernee: false,
      motif: 'obligation-pas-encore-en-vigueur',
      dateApplication,
      message: `Le plan pluriannuel de travaux est obligatoire pour cette copropriété à partir du ${formaterDate(dateApplication)}.`,
    };
  }
  if (!peutAvoirPlusDe15Ans(donnees, dateReference.getUTCFullYear())) {
    return {
      concernee: false,
      motif: 'immeuble-de-moins-de-15-ans',
      dateApplication,
      message: 'Le plan pluriannuel de travaux ne concerne que les immeubles achevés depuis plus de 15 ans.',
    };
  }
  return {
    concernee: true,
    motif: 'obligation-en-vigueur',
    dateApplication,
    message: `Le plan pluriannuel de travaux est obligatoire pour cette copropriété depuis le ${formaterDate(dateApplication)} : renseignez s'il a été inscrit à l'ordre du jour de l'assemblée générale et adopté.`,
  };
}

/** Raccourci : les champs du plan pluriannuel de travaux sont-ils à renseigner ? */
export function doitRenseignerPlanTravaux(donnees: DonneesPlanTravaux, dateReference: Date): boolean {
  return obligationPlanTravaux(donnees, dateReference).concernee;
}

/** Date de référence : celle de l'AG de l'exercice déclaré si elle est connue, sinon celle de la déclaration. */
export function dateReferencePlanTravaux(dates: { dateAg?: Date | null; dateDeclaration: Date }): Date {
  return dates.dateAg ?? dates.dateDeclaration;
}
