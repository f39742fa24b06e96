import type { z } from 'zod';
import { FUSEAU_HORAIRE } from '../constants.js';
import { messagesGeneriques } from '../messages/generiques.js';
import {
  dateCalendaire,
  estDateRenseignee,
  estDateTexteValide,
  formaterDateTexte,
  joursDansLeMois,
} from './dates-texte.js';
import { texte } from './texte.js';

/**
 * Dates calendaires du domaine (spec 1 §3, spec 2 §5.1).
 *
 * Les dates s'échangent en texte « jj/mm/aaaa » et se manipulent comme des `Date` à minuit UTC :
 * une date calendaire n'a ni heure ni fuseau, et minuit UTC rend les comparaisons et les calculs
 * indépendants du fuseau de la machine. Aucune fonction de ce module ne lit l'horloge : la date du
 * jour est toujours passée en paramètre (voir `aujourdhuiParis`).
 */

export * from './dates-texte.js';

const MS_PAR_JOUR = 86_400_000;

/** Date au format « jj/mm/aaaa », calendaire (le 31/02/2024 est refusé). */
export const DateTexte = texte({ max: 100, libelle: 'La date' }).refine(
  (texte) => estDateTexteValide(texte),
  { error: messagesGeneriques.date },
);
export type DateTexte = z.infer<typeof DateTexte>;

/** Ramène un instant à sa date calendaire UTC (minuit UTC du même jour UTC). */
export function jourUtc(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

const formateurParis = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSEAU_HORAIRE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Date calendaire du jour à Paris pour l'instant `maintenant` (fourni par l'appelant : le code
 * métier ne lit jamais l'horloge). Exemple : le 31/12/2024 à 23 h 30 UTC, il est déjà le 01/01/2025 à Paris.
 */
export function aujourdhuiParis(maintenant: Date): Date {
  const parties = formateurParis.formatToParts(maintenant);
  const valeur = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parties.find((partie) => partie.type === type)?.value);
  const date = dateCalendaire(valeur('year'), valeur('month'), valeur('day'));
  if (date === null) {
    throw new Error('Date du jour à Paris impossible à déterminer.');
  }
  return date;
}

/**
 * Jour à Paris d'un instant enregistré (horodatage), écrit « jj/mm/aaaa » ; `null` sans instant. Seule
 * manière de restituer la date d'un horodatage (création d'un compte, activation, dernière activité…).
 */
export function dateParisTexte(instant: Date | null | undefined): string | null {
  return estDateRenseignee(instant) ? formaterDateTexte(aujourdhuiParis(instant)) : null;
}

/** Instant enregistré écrit en ISO 8601 UTC (« 2024-06-10T22:30:00.000Z ») ; `null` sans instant. */
export function instantIso(instant: Date | null | undefined): string | null {
  return estDateRenseignee(instant) ? instant.toISOString() : null;
}

/** Compare deux dates calendaires : négatif si `a` précède `b`, 0 si même jour, positif sinon. */
export function comparerDates(a: Date, b: Date): number {
  return Math.sign(jourUtc(a).getTime() - jourUtc(b).getTime());
}

export const estMemeJour = (a: Date, b: Date): boolean => comparerDates(a, b) === 0;
export const estAvant = (a: Date, b: Date): boolean => comparerDates(a, b) < 0;
export const estApres = (a: Date, b: Date): boolean => comparerDates(a, b) > 0;
export const estAvantOuEgal = (a: Date, b: Date): boolean => comparerDates(a, b) <= 0;
export const estApresOuEgal = (a: Date, b: Date): boolean => comparerDates(a, b) >= 0;

/** Vrai si les deux dates tombent le même jour du même mois (l'année est ignorée). */
export function estMemeJourEtMois(a: Date, b: Date): boolean {
  return a.getUTCDate() === b.getUTCDate() && a.getUTCMonth() === b.getUTCMonth();
}

/** Ajoute (ou retire) des jours à une date calendaire. */
export function ajouterJours(date: Date, jours: number): Date {
  return new Date(jourUtc(date).getTime() + jours * MS_PAR_JOUR);
}

/**
 * Ajoute (ou retire) des mois à une date calendaire. Quand le jour n'existe pas dans le mois
 * d'arrivée, on retient le dernier jour de ce mois : 31/01/2024 + 1 mois = 29/02/2024.
 */
export function ajouterMois(date: Date, mois: number): Date {
  const rang = date.getUTCFullYear() * 12 + date.getUTCMonth() + mois;
  const annee = Math.floor(rang / 12);
  const moisArrivee = rang - annee * 12 + 1;
  const jour = Math.min(date.getUTCDate(), joursDansLeMois(annee, moisArrivee));
  const resultat = dateCalendaire(annee, moisArrivee, jour);
  if (resultat === null) {
    throw new Error(`Date hors limites : ${annee}`);
  }
  return resultat;
}

/** Ajoute (ou retire) des années : 29/02/2024 + 1 an = 28/02/2025. */
export function ajouterAnnees(date: Date, annees: number): Date {
  return ajouterMois(date, annees * 12);
}

/** Nombre de jours de `a` à `b` (négatif si `b` précède `a`). */
export function ecartEnJours(a: Date, b: Date): number {
  return Math.round((jourUtc(b).getTime() - jourUtc(a).getTime()) / MS_PAR_JOUR);
}

/**
 * Nombre de mois entiers écoulés de `debut` à `fin` : du 15/01 au 14/02 il s'écoule 0 mois,
 * du 15/01 au 15/02 1 mois, du 31/01 au 29/02/2024 1 mois (fin de mois).
 */
export function ecartEnMoisEntiers(debut: Date, fin: Date): number {
  if (estApres(debut, fin)) {
    return -ecartEnMoisEntiers(fin, debut);
  }
  let mois = (fin.getUTCFullYear() - debut.getUTCFullYear()) * 12 + fin.getUTCMonth() - debut.getUTCMonth();
  if (estApres(ajouterMois(debut, mois), fin)) {
    mois -= 1;
  }
  return mois;
}
