/** Ancre de la section de l'assistance sur la page d'aide. */
export const ANCRE_ASSISTANCE = 'assistance';

/** Lien vers les coordonnées de l'assistance et la marche à suivre (courrier perdu, code expiré). */
export const LIEN_ASSISTANCE = `/aide#${ANCRE_ASSISTANCE}`;
