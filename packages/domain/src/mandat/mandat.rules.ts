/**
 * Règles des mandats (spec 2 §5.3). Fonctions pures : « aujourd'hui » est un paramètre.
 *
 * Lecture des durées (ADR 0020) : la durée d'un mandat va de sa date de début à sa date de fin,
 * en mois calendaires.
 * - « Inférieure à 3 ans » : la date de fin est strictement avant la date de début + 3 ans.
 *   Du 01/01/2024 au 01/01/2027 : refusé ; du 01/01/2024 au 31/12/2026 : accepté.
 * - « 12 mois » : la date de fin est la date de début + 12 mois, ou ce jour moins un jour (les deux
 *   manières d'écrire un mandat d'un an : au 01/01/2025 ou au 31/12/2024 pour un début au 01/01/2024).
 *   Toute autre durée donne un avertissement que la personne peut confirmer.
 * - Deux mandats successifs ne se chevauchent pas : un mandat commence strictement après la fin
 *   du précédent, au renouvellement comme lors d'un changement de date de début.
 */

import {
  ajouterAnnees,
  ajouterJours,
  ajouterMois,
  estApres,
  estAvant,
  estDateRenseignee,
  estMemeJour,
  formaterDateTexte,
} from '../commun/dates.js';
import type { Constat, ResultatRegles } from '../commun/resultat.js';
import { DUREE_MAX_MANDAT_ANNEES, DUREE_NORMALE_MANDAT_MOIS } from '../constants.js';
import { CHAMPS_REGLES } from '../regles/champs.js';
import { constatRegle } from '../regles/constat.js';

const CHAMP_DEBUT = CHAMPS_REGLES.mandat.dateDebut;
const CHAMP_FIN = CHAMPS_REGLES.mandat.dateFin;

/** Dates d'un mandat saisies dans le formulaire ou lues en base. */
export interface DatesMandat {
  dateDebutMandat?: Date | null;
  dateFinMandat?: Date | null;
}

/** Vrai si la durée du mandat est strictement inférieure à 3 ans (fin < début + 3 ans). */
export function dureeMandatAutorisee(dateDebut: Date, dateFin: Date): boolean {
  return estAvant(dateFin, ajouterAnnees(dateDebut, DUREE_MAX_MANDAT_ANNEES));
}

/** Vrai si le mandat dure 12 mois : fin = début + 12 mois, ou début + 12 mois − 1 jour. */
export function dureeMandatNormale(dateDebut: Date, dateFin: Date): boolean {
  const finExclue = ajouterMois(dateDebut, DUREE_NORMALE_MANDAT_MOIS);
  return estMemeJour(dateFin, finExclue) || estMemeJour(dateFin, ajouterJours(finExclue, -1));
}

/**
 * Contrôles communs à la fin et à la durée : fin postérieure à aujourd'hui et au début,
 * durée inférieure à 3 ans (erreurs), durée différente de 12 mois (avertissement).
 */
function verifierFinEtDuree(
  debut: Date,
  fin: Date,
  aujourdhui: Date,
  erreurs: Constat[],
  avertissements: Constat[],
): void {
  if (!estApres(fin, aujourdhui))
    erreurs.push(constatRegle(CHAMP_FIN, 'mandat.fin.nonPosterieureAujourdhui'));
  if (!estApres(fin, debut)) {
    erreurs.push(constatRegle(CHAMP_FIN, 'mandat.fin.nonPosterieureDebut'));
    return;
  }
  if (!dureeMandatAutorisee(debut, fin)) {
    erreurs.push(constatRegle(CHAMP_FIN, 'mandat.duree.max'));
    return;
  }
  if (!dureeMandatNormale(debut, fin))
    avertissements.push(constatRegle(CHAMP_FIN, 'mandat.duree.differenteNormale'));
}

/** Dates obligatoires d'un mandat ; renvoie les deux dates quand elles sont renseignées. */
function datesObligatoires(saisie: DatesMandat, erreurs: Constat[]): { debut: Date; fin: Date } | null {
  const { dateDebutMandat: debut, dateFinMandat: fin } = saisie;
  if (!estDateRenseignee(debut)) erreurs.push(constatRegle(CHAMP_DEBUT, 'mandat.debut.obligatoire'));
  if (!estDateRenseignee(fin)) erreurs.push(constatRegle(CHAMP_FIN, 'mandat.fin.obligatoire'));
  return estDateRenseignee(debut) && estDateRenseignee(fin) ? { debut, fin } : null;
}

/**
 * Mandat déclaré à l'immatriculation ou au rattachement : début au plus tard aujourd'hui,
 * fin après aujourd'hui et après le début, durée inférieure à 3 ans, avertissement hors 12 mois.
 */
export function verifierMandat(saisie: DatesMandat, aujourdhui: Date): ResultatRegles {
  const erreurs: Constat[] = [];
  const avertissements: Constat[] = [];
  const dates = datesObligatoires(saisie, erreurs);
  if (dates) {
    if (estApres(dates.debut, aujourdhui))
      erreurs.push(constatRegle(CHAMP_DEBUT, 'mandat.debut.posterieureAujourdhui'));
    verifierFinEtDuree(dates.debut, dates.fin, aujourdhui, erreurs, avertissements);
  }
  return { erreurs, avertissements };
}

/**
 * Renouvellement : le nouveau mandat commence strictement après la fin du précédent.
 * Son début peut être futur (un renouvellement se déclare avant l'échéance du mandat en cours,
 * ADR 0020) ; la fin, la durée et l'avertissement 12 mois suivent `verifierMandat`.
 */
export function verifierRenouvellementMandat(
  saisie: DatesMandat,
  mandatPrecedent: Pick<DatesMandat, 'dateFinMandat'>,
  aujourdhui: Date,
): ResultatRegles {
  const erreurs: Constat[] = [];
  const avertissements: Constat[] = [];
  const dates = datesObligatoires(saisie, erreurs);
  if (dates) {
    const finPrecedente = mandatPrecedent.dateFinMandat;
    if (estDateRenseignee(finPrecedente) && !estApres(dates.debut, finPrecedente)) {
      erreurs.push(
        constatRegle(CHAMP_DEBUT, 'mandat.renouvellement.debutNonPosterieurFinPrecedent', {
          date: formaterDateTexte(finPrecedente),
        }),
      );
    }
    verifierFinEtDuree(dates.debut, dates.fin, aujourdhui, erreurs, avertissements);
  }
  return { erreurs, avertissements };
}

/**
 * Changement de la date de début d'un mandat : refusé si la nouvelle date n'est pas postérieure
 * à la fin du mandat précédent (quand il existe) ou pas antérieure à la fin du mandat lui-même ;
 * la durée reste inférieure à 3 ans. Pas d'avertissement 12 mois : les dates ont déjà été confirmées.
 */
export function verifierModificationDateDebutMandat(
  nouvelleDateDebut: Date | null,
  mandat: Pick<DatesMandat, 'dateFinMandat'>,
  mandatPrecedent: Pick<DatesMandat, 'dateFinMandat'> | null,
): ResultatRegles {
  const erreurs: Constat[] = [];
  if (!estDateRenseignee(nouvelleDateDebut)) {
    erreurs.push(constatRegle(CHAMP_DEBUT, 'mandat.modificationDebut.obligatoire'));
    return { erreurs, avertissements: [] };
  }
  const finPrecedente = mandatPrecedent?.dateFinMandat ?? null;
  if (estDateRenseignee(finPrecedente) && !estApres(nouvelleDateDebut, finPrecedente)) {
    erreurs.push(
      constatRegle(CHAMP_DEBUT, 'mandat.modificationDebut.nonPosterieureFinPrecedent', {
        date: formaterDateTexte(finPrecedente),
      }),
    );
  }
  const fin = mandat.dateFinMandat;
  if (estDateRenseignee(fin)) {
    if (!estAvant(nouvelleDateDebut, fin)) {
      erreurs.push(
        constatRegle(CHAMP_DEBUT, 'mandat.modificationDebut.nonAnterieureFin', {
          date: formaterDateTexte(fin),
        }),
      );
    } else if (!dureeMandatAutorisee(nouvelleDateDebut, fin)) {
      erreurs.push(constatRegle(CHAMP_DEBUT, 'mandat.duree.max'));
    }
  }
  return { erreurs, avertissements: [] };
}

/**
 * Changement de la date de fin d'un mandat archivé : refusé si la nouvelle date n'est pas
 * postérieure au début du mandat ; elle doit aussi rester antérieure au début du mandat suivant
 * quand il existe (pas de chevauchement), et la durée inférieure à 3 ans.
 */
export function verifierModificationDateFinMandat(
  nouvelleDateFin: Date | null,
  mandat: Pick<DatesMandat, 'dateDebutMandat'>,
  mandatSuivant: Pick<DatesMandat, 'dateDebutMandat'> | null,
): ResultatRegles {
  const erreurs: Constat[] = [];
  if (!estDateRenseignee(nouvelleDateFin)) {
    erreurs.push(constatRegle(CHAMP_FIN, 'mandat.modificationFin.obligatoire'));
    return { erreurs, avertissements: [] };
  }
  const debut = mandat.dateDebutMandat;
  if (estDateRenseignee(debut)) {
    if (!estApres(nouvelleDateFin, debut)) {
      erreurs.push(
        constatRegle(CHAMP_FIN, 'mandat.modificationFin.nonPosterieureDebut', {
          date: formaterDateTexte(debut),
        }),
      );
    } else if (!dureeMandatAutorisee(debut, nouvelleDateFin)) {
      erreurs.push(constatRegle(CHAMP_FIN, 'mandat.duree.max'));
    }
  }
  const debutSuivant = mandatSuivant?.dateDebutMandat ?? null;
  if (estDateRenseignee(debutSuivant) && !estAvant(nouvelleDateFin, debutSuivant)) {
    erreurs.push(
      constatRegle(CHAMP_FIN, 'mandat.modificationFin.nonAnterieureDebutSuivant', {
        date: formaterDateTexte(debutSuivant),
      }),
    );
  }
  return { erreurs, avertissements: [] };
}

/** Suppression d'un mandat : un mandat doit être sélectionné (identifiant non vide). */
export function verifierSuppressionMandat(
  idMandatSelectionne: string | number | null | undefined,
): ResultatRegles {
  const selectionne =
    typeof idMandatSelectionne === 'number'
      ? Number.isFinite(idMandatSelectionne)
      : typeof idMandatSelectionne === 'string' && idMandatSelectionne.trim() !== '';
  return {
    erreurs: selectionne
      ? []
      : [constatRegle(CHAMPS_REGLES.mandat.selection, 'mandat.suppression.selection')],
    avertissements: [],
  };
}
