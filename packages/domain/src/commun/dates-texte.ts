/**
 * Dates calendaires « jj/mm/aaaa » et « aaaa-mm-jj », sans zod (ADR 0260, 0285) : lues par les pages publiques
 * sans charger zod ; `dates.ts` les réexporte avec le schéma `DateTexte` (aucun import existant ne change).
 */

const MOTIF_DATE_TEXTE = /^(?<jour>\d{2})\/(?<mois>\d{2})\/(?<annee>\d{4})$/;
const MOTIF_DATE_ISO = /^(?<annee>\d{4})-(?<mois>\d{2})-(?<jour>\d{2})$/;

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
