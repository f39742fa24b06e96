/** Espace insécable, entre un nombre et son unité et entre les milliers. */
export const ESPACE_INSECABLE = '\u00a0';

/** Entier avec ses milliers séparés par une espace insécable, sans dépendre de la locale : 99 999. */
export function formaterEntier(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ESPACE_INSECABLE);
}
