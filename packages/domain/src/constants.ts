/** Constantes métier et limites (spec 2 §9). */

/** Titre du site, repris dans le titre de chaque page. */
export const TITRE_SITE = 'Registre national des copropriétés';

/** Largeur minimale d'écran (px) en dessous de laquelle un avertissement s'affiche. */
export const LARGEUR_ECRAN_MINIMALE = 992;

/** Durée de mémorisation du consentement aux cookies, en jours. */
export const DUREE_CONSENTEMENT_COOKIES_JOURS = 1;

/** Taille maximale d'un fichier déposé : 5 Mo. */
export const TAILLE_MAX_FICHIER_OCTETS = 5 * 1024 * 1024;

/** Hauteur maximale de la liste d'autocomplétion d'adresse, en px. */
export const HAUTEUR_MAX_AUTOCOMPLETION_PX = 250;

/** Pagination par défaut des listes. */
export const PAGINATION_DEFAUT = { pageNumber: 1, pageSize: 10, sortField: null, sortDirection: null } as const;

/** Texte indicatif des champs de date. */
export const PLACEHOLDER_DATE = 'Renseignez une date';
