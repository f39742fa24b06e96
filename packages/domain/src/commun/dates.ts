import type { z } from 'zod';
import { FUSEAU_HORAIRE } from '../constants.js';
import { messagesGeneriques } from '../messages/generiques.js';
import { texte } from './texte.js';

/**
 * Dates calendaires du domaine (spec 1 §3, spec 2 §5.1).
 *
 * Les dates s'échangent en texte « jj/mm/aaaa » et se manipulent comme des `Date` à minuit UTC :
 * une date calendaire n'a ni heure ni fuseau, et minuit UTC rend les comparaisons et les calculs
 * indépendants du fuseau de la machine. Aucune fonction de ce module ne lit l'horloge : la date du
 * jour est toujours passée en paramètre (voir `aujourdhuiParis`).
 */

const MOTIF_DATE_TEXTE = /^(?<jour>\d{2})\/(?<mois>\d{2})\/(?<annee>\d{4})$/;
const MOTIF_DATE_ISO = /^(?<annee>\d{4})-(?<mois>\d{2})-(?<jour>\d{2})$/;
const MS_PAR_JOUR = 86_400_000;

/** Nombre de jours du mois (1 à 12) de l'année donnée, années bissextiles comprises. */
export function joursDansLeMois(annee: number, mois: number): number {
  if (mois === 2) {
    return estAnneeBissextile(annee) ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(mois) ? 30 : 31;
}

/** Année bissextile du calendrier grégorien. */
export function estAnneeBissextile(annee: number): boolean {
  return (annee % 4 === 0 && annee % 100 !== 0) || annee % 400 === 0;
}

/**
 * Construit la date calendaire (minuit UTC) ; `null` si elle n'existe pas (31/04, 29/02 hors année
 * bissextile, mois 13…). Années acceptées : 1 à 9999.
 */
export function dateCalendaire(annee: number, mois: number, jour: number): Date | null {
  if (![annee, mois, jour].every(Number.isInteger)) {
    return null;
  }
  if (annee < 1 || annee > 9999 || mois < 1 || mois > 12 || jour < 1 || jour > joursDansLeMois(annee, mois)) {
    return null;
  }
  const date = new Date(Date.UTC(annee, mois - 1, jour));
  // Date.UTC interprète les années 0 à 99 comme 1900 à 1999 : on rétablit l'année exacte.
  date.setUTCFullYear(annee);
  return date;
}

/** Lit une date selon un motif à groupes nommés `annee`, `mois` et `jour` ; `null` si elle n'y répond pas. */
function lireDateSelonMotif(texte: string | null | undefined, motif: RegExp): Date | null {
  if (typeof texte !== 'string') {
    return null;
  }
  const groupes = motif.exec(texte)?.groups;
  if (groupes === undefined) {
    return null;
  }
  return dateCalendaire(Number(groupes.annee), Number(groupes.mois), Number(groupes.jour));
}

/** Lit une date « jj/mm/aaaa » ; `null` pour tout texte qui n'est pas une date de ce format. */
export function lireDateTexte(texte: string | null | undefined): Date | null {
  return lireDateSelonMotif(texte, MOTIF_DATE_TEXTE);
}

/** Vrai si la valeur est une date exploitable (ni absente, ni « Invalid Date »). */
export function estDateRenseignee(date: Date | null | undefined): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/** Indique si le texte est une date valide au format « jj/mm/aaaa ». */
export function estDateTexteValide(texte: string | null | undefined): texte is string {
  return lireDateTexte(texte) !== null;
}

/** Garde la date si elle est valide, sinon `null` (normalisation de spec 2 §5.1). */
export function dateTexteOuNull(texte: string | null | undefined): string | null {
  return estDateTexteValide(texte) ? texte : null;
}

const deuxChiffres = (n: number): string => String(n).padStart(2, '0');
const quatreChiffres = (n: number): string => String(n).padStart(4, '0');

/** Écrit une date calendaire en « jj/mm/aaaa » (composantes UTC). */
export function formaterDateTexte(date: Date): string {
  return `${deuxChiffres(date.getUTCDate())}/${deuxChiffres(date.getUTCMonth() + 1)}/${quatreChiffres(date.getUTCFullYear())}`;
}

/** Écrit une date calendaire en « aaaa-mm-jj » (colonnes `date` de PostgreSQL, attributs HTML). */
export function formaterDateIso(date: Date): string {
  return `${quatreChiffres(date.getUTCFullYear())}-${deuxChiffres(date.getUTCMonth() + 1)}-${deuxChiffres(date.getUTCDate())}`;
}

/** Écrit une date calendaire en « aaaammjj » (noms des fichiers exportés, spec 2 §9). */
export function formaterDateCompacte(date: Date): string {
  return formaterDateIso(date).replaceAll('-', '');
}

/** Lit une date « aaaa-mm-jj » ; `null` si le texte n'est pas une date valide de ce format. */
export function lireDateIso(texte: string | null | undefined): Date | null {
  return lireDateSelonMotif(texte, MOTIF_DATE_ISO);
}

/** Convertit « jj/mm/aaaa » en « aaaa-mm-jj » ; `null` si la date n'est pas valide. */
export function dateTexteVersIso(texte: string | null | undefined): string | null {
  const date = lireDateTexte(texte);
  return date === null ? null : formaterDateIso(date);
}

/** Convertit « aaaa-mm-jj » en « jj/mm/aaaa » ; `null` si la date n'est pas valide. */
export function dateIsoVersTexte(texte: string | null | undefined): string | null {
  const date = lireDateIso(texte);
  return date === null ? null : formaterDateTexte(date);
}

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
