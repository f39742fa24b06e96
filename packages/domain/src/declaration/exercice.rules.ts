/**
 * Règles de l'exercice comptable et de l'assemblée générale (spec 2 §5.5). Fonctions pures :
 * « aujourd'hui » est un paramètre ; la présence des dates relève des schémas (une date absente
 * n'est pas contrôlée ici).
 *
 * Lectures retenues (ADR 0020 et 0024) :
 * - durée « inférieure à 18 mois » : clôture strictement avant début + 18 mois
 *   (du 01/01/2024 au 01/07/2025 : refusé ; au 30/06/2025 : accepté) ;
 * - une clôture identique à celle de l'exercice précédent est une nouvelle déclaration du même
 *   exercice : à la mise à jour annuelle elle demande confirmation, et les contrôles « après
 *   l'exercice précédent » ne s'appliquent pas ;
 * - changement du jour ou du mois de clôture : confirmation si le jour et le mois de clôture en
 *   vigueur l'étaient depuis moins de 4 ans à la nouvelle clôture.
 */

import {
  ajouterAnnees,
  ajouterMois,
  comparerDates,
  estApres,
  estAvant,
  estDateRenseignee,
  estMemeJour,
  estMemeJourEtMois,
  formaterDateTexte,
} from '../commun/dates.js';
import type { Constat, ResultatRegles } from '../commun/resultat.js';
import { DUREE_MAX_EXERCICE_MOIS } from '../constants.js';
import { CHAMPS_REGLES } from '../regles/champs.js';
import { constatRegle } from '../regles/constat.js';
import { SEUILS_REGLES } from '../regles/seuils-regles.js';
import type { StatutDeclaration } from './statut-declaration.js';

const CHAMPS = CHAMPS_REGLES.donneesFinancieres;
const S = SEUILS_REGLES;

/** Données de l'exercice saisies à l'étape « données financières ». */
export interface SaisieExercice {
  dateDebutExercice?: Date | null;
  dateClotureComptes?: Date | null;
  dateAg?: Date | null;
  premierExerciceComptable?: boolean | null;
  /** Case « données financières inconnues » : aucune règle d'exercice ne s'applique. */
  donneesFinancieresInconnues?: boolean | null;
}

/** Ce que l'on sait de l'exercice déclaré précédemment (dernière déclaration annuelle). */
export interface ExercicePrecedent {
  /** Date de clôture du dernier exercice déclaré (`dateClotureDernierExercice`). */
  dateCloture?: Date | null;
  /** Date d'AG de la dernière mise à jour annuelle (`dateAgDerniereMajAnnuelle`). */
  dateAg?: Date | null;
  /**
   * Première clôture déclarée au jour et au mois de la clôture précédente, c'est-à-dire la date
   * d'effet du dernier changement de jour ou de mois (voir `dateDernierChangementCloture`).
   * Inconnue (`null`), on retient la clôture précédente elle-même.
   */
  dateDernierChangementCloture?: Date | null;
}

export interface ContexteExercice {
  aujourdhui: Date;
  /** Vrai pour une mise à jour annuelle (`typeMaj` ANNUELLE). */
  estMajAnnuelle: boolean;
  /** Exercice précédent, quand la copropriété en a déjà déclaré un. */
  exercicePrecedent?: ExercicePrecedent | null;
  dateReglementCopropriete?: Date | null;
}

/** Vrai si la durée de l'exercice est strictement inférieure à 18 mois (clôture < début + 18 mois). */
export function dureeExerciceAutorisee(dateDebut: Date, dateCloture: Date): boolean {
  return estAvant(dateCloture, ajouterMois(dateDebut, DUREE_MAX_EXERCICE_MOIS));
}

/**
 * À partir des clôtures déclarées (dans n'importe quel ordre), date de la première clôture du
 * jour et du mois actuels : la date d'effet du dernier changement, ou la première clôture connue
 * s'il n'y en a jamais eu. `null` sans aucune clôture.
 * Exemple : 31/12/2019, 31/12/2020, 30/06/2022, 30/06/2023 → 30/06/2022.
 */
export function dateDernierChangementCloture(clotures: readonly Date[]): Date | null {
  const triees = clotures.filter((d) => estDateRenseignee(d)).sort(comparerDates);
  let indice = triees.length - 1;
  const derniere = triees[indice];
  if (derniere === undefined) return null;
  while (indice > 0 && estMemeJourEtMois(triees[indice - 1] as Date, derniere)) indice -= 1;
  return triees[indice] ?? null;
}

/** Contrôles par rapport à l'exercice précédent (clôture, début, jour et mois de clôture, AG). */
function verifierParRapportAuPrecedent(
  saisie: SaisieExercice,
  precedent: ExercicePrecedent,
  estMajAnnuelle: boolean,
  erreurs: Constat[],
  avertissements: Constat[],
): void {
  const cloturePrecedente = precedent.dateCloture;
  if (!estDateRenseignee(cloturePrecedente)) return;
  const { dateDebutExercice: debut, dateClotureComptes: cloture, dateAg } = saisie;

  if (estDateRenseignee(cloture) && estMemeJour(cloture, cloturePrecedente)) {
    // Même exercice déclaré de nouveau : confirmation à la mise à jour annuelle seulement.
    if (estMajAnnuelle) {
      avertissements.push(
        constatRegle(CHAMPS.dateClotureComptes, 'exercice.cloture.inchangee', {
          date: formaterDateTexte(cloturePrecedente),
        }),
      );
    }
    return;
  }

  if (estDateRenseignee(debut) && !estApres(debut, cloturePrecedente)) {
    erreurs.push(
      constatRegle(CHAMPS.dateDebutExercice, 'exercice.debut.nonPosterieurCloturePrecedente', {
        date: formaterDateTexte(cloturePrecedente),
      }),
    );
  }

  if (estDateRenseignee(cloture) && !estMemeJourEtMois(cloture, cloturePrecedente)) {
    const dernierChangement = estDateRenseignee(precedent.dateDernierChangementCloture)
      ? precedent.dateDernierChangementCloture
      : cloturePrecedente;
    if (estAvant(cloture, ajouterAnnees(dernierChangement, S.exerciceDelaiChangementClotureAnnees))) {
      avertissements.push(
        constatRegle(CHAMPS.dateClotureComptes, 'exercice.cloture.changementJourMoisRapproche', {
          date: formaterDateTexte(dernierChangement),
        }),
      );
    }
  }

  if (
    estDateRenseignee(dateAg) &&
    estDateRenseignee(precedent.dateAg) &&
    estMemeJour(dateAg, precedent.dateAg)
  ) {
    avertissements.push(
      constatRegle(CHAMPS.dateAg, 'exercice.dateAg.identiquePrecedente', {
        date: formaterDateTexte(precedent.dateAg),
      }),
    );
  }
}

/**
 * Règles de l'exercice comptable (§5.5) :
 * - erreurs : début antérieur à la clôture ; durée inférieure à 18 mois ; début postérieur à la
 *   clôture de l'exercice précédent ; AG pas future et postérieure à la clôture ;
 * - avertissements : clôture inchangée à la mise à jour annuelle ; jour ou mois de clôture changé
 *   moins de 4 ans après le précédent changement ; AG à la même date que la précédente ; premier
 *   exercice alors que le règlement a plus de 5 ans.
 */
export function verifierExercice(saisie: SaisieExercice, contexte: ContexteExercice): ResultatRegles {
  const erreurs: Constat[] = [];
  const avertissements: Constat[] = [];
  if (saisie.donneesFinancieresInconnues === true) return { erreurs, avertissements };
  const { aujourdhui } = contexte;
  const { dateDebutExercice: debut, dateClotureComptes: cloture, dateAg } = saisie;

  if (estDateRenseignee(debut) && estDateRenseignee(cloture)) {
    if (!estAvant(debut, cloture)) {
      erreurs.push(constatRegle(CHAMPS.dateDebutExercice, 'exercice.debut.nonAnterieurCloture'));
    } else if (!dureeExerciceAutorisee(debut, cloture)) {
      erreurs.push(constatRegle(CHAMPS.dateClotureComptes, 'exercice.duree.max'));
    }
  }

  if (contexte.exercicePrecedent) {
    verifierParRapportAuPrecedent(
      saisie,
      contexte.exercicePrecedent,
      contexte.estMajAnnuelle,
      erreurs,
      avertissements,
    );
  }

  if (estDateRenseignee(dateAg)) {
    if (estApres(dateAg, aujourdhui))
      erreurs.push(constatRegle(CHAMPS.dateAg, 'exercice.dateAg.posterieureAujourdhui'));
    if (estDateRenseignee(cloture) && !estApres(dateAg, cloture)) {
      erreurs.push(constatRegle(CHAMPS.dateAg, 'exercice.dateAg.nonPosterieureCloture'));
    }
  }

  const reglement = contexte.dateReglementCopropriete;
  if (
    saisie.premierExerciceComptable === true &&
    estDateRenseignee(reglement) &&
    estAvant(ajouterAnnees(reglement, S.premierExerciceAncienneteReglementAnnees), aujourdhui)
  ) {
    avertissements.push(
      constatRegle(CHAMPS.premierExerciceComptable, 'exercice.premierExercice.reglementAncien'),
    );
  }
  return { erreurs, avertissements };
}

/** Statuts d'une déclaration validée (inscrite au registre) : ses données d'exercice sont figées. */
const STATUTS_VALIDES: ReadonlySet<StatutDeclaration> = new Set<StatutDeclaration>([
  'COURANTE',
  'IMMATRICULATION',
  'AVANT_DECLARATION_ANNUELLE',
]);

/** État de la déclaration qui porte l'exercice. */
export interface EtatExercice {
  /** Statut de la déclaration ; `null` pour une déclaration pas encore enregistrée. */
  statutDeclaration?: StatutDeclaration | null;
  /** Comptes de l'exercice déclarés non approuvés (`comptesNonApprouves`). */
  comptesNonApprouves?: boolean | null;
}

/**
 * Les données d'un exercice validé ne sont plus modifiables (§5.5, ADR 0024) :
 * - brouillon, déclaration à valider ou pas encore enregistrée : modifiable ;
 * - déclaration supprimée : jamais ;
 * - déclaration validée : seulement par la mise à jour des exercices non approuvés
 *   (`typeMaj` COMPTESNONAPPROUVES) et si ses comptes avaient été déclarés non approuvés.
 */
export function exerciceModifiable(etat: EtatExercice, miseAJourComptesNonApprouves = false): boolean {
  const statut = etat.statutDeclaration;
  if (statut === null || statut === undefined || statut === 'BROUILLON' || statut === 'A_VALIDER')
    return true;
  if (!STATUTS_VALIDES.has(statut)) return false;
  return miseAJourComptesNonApprouves && etat.comptesNonApprouves === true;
}
