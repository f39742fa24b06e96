/**
 * Seuils financiers des procédures (spec 2 §5.6 et §9, ADR 0022) :
 * - mandat ad hoc (article 29-1 A de la loi du 10 juillet 1965) : « lorsqu'à la clôture des comptes
 *   les impayés atteignent 25 % des sommes exigibles […]. Pour les copropriétés de plus de deux
 *   cents lots, le pourcentage […] est fixé à 15 % » ;
 * - copropriétaires débiteurs : le nombre déclaré est celui des copropriétaires qui doivent plus
 *   de 300 € au syndicat.
 * Les montants sont en euros ; les calculs se font en centimes entiers pour éviter les erreurs
 * d'arrondi des nombres à virgule.
 */
import type { ResultatRegles } from '../commun/resultat.js';
import { MANDAT_AD_HOC, SEUIL_DETTE_COPROPRIETAIRE_EUROS } from '../constants.js';
import { CHAMPS_REGLES } from '../regles/champs.js';
import { constatRegle } from '../regles/constat.js';
import { formaterEntier } from '../regles/nombres-regles.js';

const CHAMPS = CHAMPS_REGLES.donneesFinancieres;

const enCentimes = (euros: number | null | undefined): number =>
  euros === null || euros === undefined || !Number.isFinite(euros) ? 0 : Math.round(euros * 100);

/** Données lues pour le seuil du mandat ad hoc. */
export interface DonneesImpayes {
  /** Nombre total de lots de la copropriété (`identification.nbLots`). */
  nbLots?: number | null;
  chargesOperationsCourantes?: number | null;
  chargesOperationsExceptionnelles?: number | null;
  montantImpayesCoproprietaires?: number | null;
}

export interface EvaluationSeuilMandatAdHoc {
  /** Seuil applicable, en % : 15 au-delà de 200 lots, 25 sinon. */
  pourcentageSeuil: number;
  /** Impayés rapportés aux sommes exigibles, en % ; `null` si les sommes exigibles sont nulles. */
  pourcentageImpayes: number | null;
  /** Vrai si les impayés atteignent (≥) le seuil. */
  seuilAtteint: boolean;
}

/**
 * Seuil du mandat ad hoc : 15 % pour une copropriété de plus de 200 lots (201 et plus), 25 %
 * sinon (200 lots compris, ou nombre de lots inconnu).
 */
export function pourcentageSeuilMandatAdHoc(nbLots: number | null | undefined): number {
  return typeof nbLots === 'number' && nbLots > MANDAT_AD_HOC.seuilLots
    ? MANDAT_AD_HOC.pourcentageGrandeCopropriete
    : MANDAT_AD_HOC.pourcentage;
}

/** Le même seuil exprimé en taux (0,15 ou 0,25). */
export function tauxImpayesMandatAdHoc(nbLots: number): number {
  return pourcentageSeuilMandatAdHoc(nbLots) / 100;
}

/**
 * Rapport des impayés des copropriétaires aux sommes exigibles de l'exercice (charges des
 * opérations courantes, le budget prévisionnel de l'article 14-1, plus charges des opérations
 * exceptionnelles, les dépenses de l'article 14-2), comparé au seuil : atteint dès l'égalité.
 */
export function evaluerSeuilMandatAdHoc(donnees: DonneesImpayes): EvaluationSeuilMandatAdHoc {
  const pourcentageSeuil = pourcentageSeuilMandatAdHoc(donnees.nbLots);
  const exigibles =
    enCentimes(donnees.chargesOperationsCourantes) + enCentimes(donnees.chargesOperationsExceptionnelles);
  const impayes = enCentimes(donnees.montantImpayesCoproprietaires);
  if (exigibles <= 0) return { pourcentageSeuil, pourcentageImpayes: null, seuilAtteint: false };
  return {
    pourcentageSeuil,
    pourcentageImpayes: (impayes * 100) / exigibles,
    // impayés / exigibles ≥ seuil / 100, en entiers.
    seuilAtteint: impayes * 100 >= exigibles * pourcentageSeuil,
  };
}

/** Pourcentage affiché : arrondi par défaut au dixième, virgule décimale (24,99 → « 24,9 »). */
function formaterPourcentage(pourcentage: number): string {
  return (Math.floor(pourcentage * 10) / 10).toString().replace('.', ',');
}

/**
 * Avertissement quand les impayés atteignent le seuil du mandat ad hoc et qu'aucun mandat ad hoc
 * n'est déclaré (`procedures.flagMandatAdhoc`) : le syndic doit saisir le juge. Ce n'est pas une
 * erreur : la déclaration reste possible une fois l'information confirmée.
 */
export function verifierSeuilMandatAdHoc(
  donnees: DonneesImpayes & {
    flagMandatAdhoc?: boolean | null;
    donneesFinancieresInconnues?: boolean | null;
  },
): ResultatRegles {
  if (donnees.donneesFinancieresInconnues === true || donnees.flagMandatAdhoc === true) {
    return { erreurs: [], avertissements: [] };
  }
  const evaluation = evaluerSeuilMandatAdHoc(donnees);
  if (!evaluation.seuilAtteint || evaluation.pourcentageImpayes === null)
    return { erreurs: [], avertissements: [] };
  return {
    erreurs: [],
    avertissements: [
      constatRegle(CHAMPS.montantImpayesCoproprietaires, 'procedures.mandatAdHoc.seuilImpayesAtteint', {
        ratio: formaterPourcentage(evaluation.pourcentageImpayes),
        seuil: evaluation.pourcentageSeuil,
        nbLots: donnees.nbLots ?? 0,
      }),
    ],
  };
}

/** Données lues pour la cohérence des copropriétaires débiteurs. */
export interface DonneesCoproprietairesImpayes {
  montantImpayesCoproprietaires?: number | null;
  /** Nombre de copropriétaires débiteurs de plus de 300 € (`nbCoproprietairesImpayes`). */
  nbCoproprietairesImpayes?: number | null;
  donneesFinancieresInconnues?: boolean | null;
}

/**
 * Chaque copropriétaire compté doit plus de 300 € : le montant des impayés est donc au moins égal
 * à 300 € × leur nombre. L'égalité est admise pour tolérer un montant arrondi à l'euro
 * (ADR 0022). Erreur bloquante, rapportée au code serveur CNB009.
 */
export function verifierCoproprietairesImpayes(donnees: DonneesCoproprietairesImpayes): ResultatRegles {
  const nombre = donnees.nbCoproprietairesImpayes;
  if (donnees.donneesFinancieresInconnues === true || typeof nombre !== 'number' || !(nombre > 0)) {
    return { erreurs: [], avertissements: [] };
  }
  const minimumCentimes = nombre * SEUIL_DETTE_COPROPRIETAIRE_EUROS * 100;
  if (enCentimes(donnees.montantImpayesCoproprietaires) >= minimumCentimes)
    return { erreurs: [], avertissements: [] };
  const minimum = formaterEntier(nombre * SEUIL_DETTE_COPROPRIETAIRE_EUROS);
  return {
    erreurs: [
      constatRegle(CHAMPS.montantImpayesCoproprietaires, 'financier.impayes.incoherentNbCoproprietaires', {
        minimum,
      }),
    ],
    avertissements: [],
  };
}
