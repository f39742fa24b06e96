import joursFeries from '@socialgouv/jours-feries';
import { aujourdhuiParis } from '../commun/dates.js';
import { DELAI_REPONSE_DOUBLON_JOURS_OUVRES, DEPARTEMENTS_ALSACE_MOSELLE } from '../constants.js';

/**
 * Jours ouvrés (ADR 0039) : du lundi au vendredi, hors jours fériés français (paquet
 * `@socialgouv/jours-feries`), en heure de Paris. Les départements d'Alsace-Moselle (57, 67, 68)
 * ont en plus le Vendredi saint et le 26 décembre.
 *
 * Toutes les fonctions acceptent un instant (`Date`) et raisonnent sur le jour qu'il est à Paris à cet
 * instant ; une date calendaire du domaine (minuit UTC, voir commun/dates.ts) désigne donc bien son
 * propre jour. Elles renvoient des dates calendaires (minuit UTC). Aucune ne lit l'horloge.
 */

export interface OptionsCalendrier {
  /** Département dont on applique le calendrier ; sans département, le calendrier national. */
  readonly departement?: string | null;
}

const MS_PAR_JOUR = 86_400_000;
const MIDI_MS = 12 * 3_600_000;

const cleJour = (jour: Date): string => jour.toISOString().slice(0, 10);

export const estAlsaceMoselle = (departement: string | null | undefined): boolean =>
  departement !== null &&
  departement !== undefined &&
  (DEPARTEMENTS_ALSACE_MOSELLE as readonly string[]).includes(departement.trim());

const cacheFeries = new Map<string, ReadonlySet<string>>();

/**
 * Jours fériés de l'année (« aaaa-mm-jj »). Le paquet construit ses dates à minuit dans le fuseau du
 * processus, certaines par ajout de jours de 24 h : on lit le jour local à midi, ce qui neutralise un
 * éventuel changement d'heure entre Pâques et la date calculée, quel que soit le fuseau du serveur.
 */
function feries(annee: number, alsace: boolean): ReadonlySet<string> {
  const cle = `${annee}|${alsace}`;
  const connu = cacheFeries.get(cle);
  if (connu !== undefined) {
    return connu;
  }
  const jours = new Set(
    Object.values(joursFeries(annee, { alsace })).map((date) => {
      const midi = new Date(date.getTime() + MIDI_MS);
      return cleJour(new Date(Date.UTC(midi.getFullYear(), midi.getMonth(), midi.getDate())));
    }),
  );
  cacheFeries.set(cle, jours);
  return jours;
}

/** Jours fériés de l'année (dates calendaires, triées) pour le calendrier demandé. */
export function joursFeriesDeLAnnee(annee: number, options: OptionsCalendrier = {}): Date[] {
  return [...feries(annee, estAlsaceMoselle(options.departement))]
    .sort()
    .map((cle) => new Date(`${cle}T00:00:00Z`));
}

function estOuvre(jour: Date, alsace: boolean): boolean {
  const jourSemaine = jour.getUTCDay();
  if (jourSemaine === 0 || jourSemaine === 6) {
    return false;
  }
  return !feries(jour.getUTCFullYear(), alsace).has(cleJour(jour));
}

/** Le jour (à Paris) de cet instant est-il ouvré ? */
export function estJourOuvre(date: Date, options: OptionsCalendrier = {}): boolean {
  return estOuvre(aujourdhuiParis(date), estAlsaceMoselle(options.departement));
}

/**
 * Jour calendaire situé `n` jours ouvrés après (ou avant, si `n` est négatif) le jour de `date`.
 * Le jour de départ ne compte pas : 1 jour ouvré après un vendredi est le lundi suivant (s'il n'est pas
 * férié), 1 jour ouvré après un samedi aussi. Avec `n = 0`, renvoie le jour de `date` lui-même.
 */
export function ajouterJoursOuvres(date: Date, n: number, options: OptionsCalendrier = {}): Date {
  if (!Number.isInteger(n)) {
    throw new RangeError(`Nombre de jours ouvrés invalide : ${n}`);
  }
  const alsace = estAlsaceMoselle(options.departement);
  const pas = n < 0 ? -1 : 1;
  let jour = aujourdhuiParis(date);
  let restants = Math.abs(n);
  while (restants > 0) {
    jour = new Date(jour.getTime() + pas * MS_PAR_JOUR);
    if (estOuvre(jour, alsace)) {
      restants -= 1;
    }
  }
  return jour;
}

export interface OptionsDelai extends OptionsCalendrier {
  /** Délai de réponse en jours ouvrés ; par défaut, celui des doublons (un jour ouvré). */
  readonly delaiJoursOuvres?: number;
}

/**
 * Dernier jour (calendaire) où le teneur peut répondre à temps à une suspicion de doublon déposée à
 * `dateDemande` : le premier jour ouvré qui suit le jour de la demande (ou le n-ième, selon
 * `delaiJoursOuvres`). Le calendrier est celui du teneur (national) sauf si l'on en précise un autre.
 */
export function echeanceReponse(dateDemande: Date, options: OptionsDelai = {}): Date {
  return ajouterJoursOuvres(
    dateDemande,
    options.delaiJoursOuvres ?? DELAI_REPONSE_DOUBLON_JOURS_OUVRES,
    options,
  );
}

/** La demande est hors délai quand, à Paris, le jour de son échéance est passé (indicateurs). */
export function estHorsDelai(dateDemande: Date, maintenant: Date, options: OptionsDelai = {}): boolean {
  return aujourdhuiParis(maintenant).getTime() > echeanceReponse(dateDemande, options).getTime();
}

/** Nombre de jours ouvrés écoulés après le jour de `debut`, jusqu'au jour de `fin` compris. */
export function joursOuvresEntre(debut: Date, fin: Date, options: OptionsCalendrier = {}): number {
  const alsace = estAlsaceMoselle(options.departement);
  const premier = aujourdhuiParis(debut);
  const dernier = aujourdhuiParis(fin);
  if (dernier.getTime() < premier.getTime()) {
    return -joursOuvresEntre(fin, debut, options);
  }
  let total = 0;
  for (let jour = premier.getTime() + MS_PAR_JOUR; jour <= dernier.getTime(); jour += MS_PAR_JOUR) {
    if (estOuvre(new Date(jour), alsace)) {
      total += 1;
    }
  }
  return total;
}
