import { echeanceReponse, type OptionsCalendrier } from '../calendrier/jours-ouvres.js';
import { ajouterJours, aujourdhuiParis } from '../commun/dates.js';
import { DELAI_REPONSE_DOUBLON_JOURS_OUVRES } from '../constants.js';
import type { TypeDemandeIndicateur } from './indicateurs.schema.js';

/**
 * Délai de réponse du teneur par type de demande, en jours ouvrés (ADR 0039 §5 : la spécification n'en donne
 * que pour les doublons, un jour ouvré ; les autres délais valent un jour ouvré tant que le teneur du registre
 * n'en a pas fixé d'autre).
 */
export const DELAIS_REPONSE_JOURS_OUVRES: Readonly<Record<TypeDemandeIndicateur, number>> = {
  IMMATRICULATION: 1,
  CONTESTATION: 1,
  RATTACHEMENT: 1,
  DISSOLUTION: 1,
  DOUBLON: DELAI_REPONSE_DOUBLON_JOURS_OUVRES,
};

/**
 * Premier jour (calendaire, à Paris) dont les demandes sont encore dans les délais à l'instant `maintenant` :
 * une demande déposée un jour antérieur est hors délai (`estHorsDelai` du calendrier, ADR 0039 §3). Comme
 * l'échéance croît avec le jour de dépôt, « hors délai » devient une simple borne sur la date de dépôt, que
 * la base compare sur un index au lieu d'évaluer le calendrier ligne par ligne.
 */
export function premierJourDansLesDelais(
  maintenant: Date,
  delaiJoursOuvres: number,
  options: OptionsCalendrier = {},
): Date {
  const aujourdhui = aujourdhuiParis(maintenant);
  // Dernier jour de dépôt hors délai : le plus récent dont l'échéance précède aujourd'hui.
  let jour = ajouterJours(aujourdhui, -1);
  while (echeanceReponse(jour, { ...options, delaiJoursOuvres }).getTime() >= aujourdhui.getTime()) {
    jour = ajouterJours(jour, -1);
  }
  return ajouterJours(jour, 1);
}
