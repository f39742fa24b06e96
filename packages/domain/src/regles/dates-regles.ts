/**
 * Petites aides de dates, privées aux règles métier (spec 2 §5.3 à §5.6).
 *
 * Convention : une date calendaire est un `Date` JavaScript à minuit UTC (c'est ce que produit
 * la lecture d'une date jj/mm/aaaa côté client comme côté serveur). Seul le jour UTC compte :
 * les heures éventuelles sont ignorées. « Aujourd'hui » est toujours passé en paramètre, jamais
 * lu sur l'horloge, pour que les règles soient pures et testables.
 *
 * Ces aides seront fusionnées avec `commun/dates.ts` par le responsable ; elles ne sont pas
 * exportées par le barrel `regles/index.ts`.
 */

const MILLISECONDES_PAR_JOUR = 86_400_000;

/** Construit une date calendaire (mois de 1 à 12) à minuit UTC. */
export function dateCalendaire(annee: number, mois: number, jour: number): Date {
  return new Date(Date.UTC(annee, mois - 1, jour));
}

/** Vrai si la valeur est une date exploitable (ni absente, ni « Invalid Date »). */
export function estDateRenseignee(date: Date | null | undefined): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/** Numéro du jour UTC (nombre de jours depuis le 01/01/1970), heures ignorées. */
function numeroJour(date: Date): number {
  return Math.floor(date.getTime() / MILLISECONDES_PAR_JOUR);
}

/** Compare deux jours : négatif si `a` est avant `b`, 0 le même jour, positif après. */
export function comparerJours(a: Date, b: Date): number {
  return numeroJour(a) - numeroJour(b);
}

export const estAvant = (a: Date, b: Date): boolean => comparerJours(a, b) < 0;
export const estApres = (a: Date, b: Date): boolean => comparerJours(a, b) > 0;
export const estMemeJour = (a: Date, b: Date): boolean => comparerJours(a, b) === 0;

/** Ajoute (ou retire) un nombre de jours. */
export function ajouterJours(date: Date, jours: number): Date {
  return new Date((numeroJour(date) + jours) * MILLISECONDES_PAR_JOUR);
}

/**
 * Ajoute un nombre de mois calendaires. Quand le jour n'existe pas dans le mois d'arrivée,
 * on retient le dernier jour de ce mois : 31/01 + 1 mois = 28/02 (29/02 une année bissextile),
 * 29/02/2024 + 12 mois = 28/02/2025.
 */
export function ajouterMois(date: Date, mois: number): Date {
  const annee = date.getUTCFullYear();
  const indiceMois = date.getUTCMonth() + mois;
  const dernierJourDuMois = new Date(Date.UTC(annee, indiceMois + 1, 0)).getUTCDate();
  return new Date(Date.UTC(annee, indiceMois, Math.min(date.getUTCDate(), dernierJourDuMois)));
}

/** Ajoute un nombre d'années calendaires (29/02 + 1 an = 28/02). */
export function ajouterAnnees(date: Date, annees: number): Date {
  return ajouterMois(date, annees * 12);
}

/** Vrai si les deux dates tombent le même jour du même mois (l'année est ignorée). */
export function estMemeJourEtMois(a: Date, b: Date): boolean {
  return a.getUTCDate() === b.getUTCDate() && a.getUTCMonth() === b.getUTCMonth();
}

/** Formate une date calendaire en jj/mm/aaaa, pour les messages. */
export function formaterDate(date: Date): string {
  const jour = String(date.getUTCDate()).padStart(2, '0');
  const mois = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${jour}/${mois}/${date.getUTCFullYear()}`;
}
