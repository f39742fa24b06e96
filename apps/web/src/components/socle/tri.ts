import type { SensTri } from '@registre/domain';

/** Tri en cours d'une liste : colonne et sens (aucun tri : `null`). */
export interface TriEnCours<C extends string> {
  sortField: C | null;
  sortDirection: SensTri | null;
}

/** Tri suivant quand on active le bouton d'une colonne : croissant, puis décroissant, puis croissant… */
export function triSuivant<P extends TriEnCours<string> & { pageNumber: number }>(
  page: P,
  champ: NonNullable<P['sortField']>,
): P {
  const sens: SensTri = page.sortField === champ && page.sortDirection === 'ASC' ? 'DESC' : 'ASC';
  return { ...page, pageNumber: 1, sortField: champ, sortDirection: sens };
}

/** Nombre de pages d'un résultat (au moins 1). */
export function nombreDePages(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

const entierPositif = (texte: string | null): number | null =>
  texte !== null && /^[1-9]\d{0,6}$/.test(texte) ? Number(texte) : null;

/**
 * Page, taille et tri lus dans l'adresse (`page`, `taille`, `tri`, `sens`) : page 1, 10 lignes, sans tri par défaut.
 * Colonnes triables : un `z.enum` du domaine ou, pour une page publique sans zod (ADR 0260), `{ options: liste }`.
 */
export function pageDepuisParametres<C extends string>(
  params: URLSearchParams,
  champsTri: { readonly options: readonly C[] },
  tailleMax: number,
): { pageNumber: number; pageSize: number; sortField: C | null; sortDirection: SensTri | null } {
  const taille = entierPositif(params.get('taille'));
  const valeurTri = params.get('tri');
  const tri = champsTri.options.find((champ) => champ === valeurTri) ?? null;
  const sens = params.get('sens');
  return {
    pageNumber: entierPositif(params.get('page')) ?? 1,
    pageSize: taille !== null && taille <= tailleMax ? taille : 10,
    sortField: tri,
    sortDirection: tri === null ? null : sens === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** Ajoute à l'adresse la page, la taille et le tri quand ils diffèrent du défaut. */
export function ajouterPageAuxParametres(
  params: URLSearchParams,
  page: { pageNumber: number; pageSize: number } & TriEnCours<string>,
): URLSearchParams {
  if (page.pageNumber > 1) params.set('page', String(page.pageNumber));
  if (page.pageSize !== 10) params.set('taille', String(page.pageSize));
  if (page.sortField) {
    params.set('tri', page.sortField);
    params.set('sens', page.sortDirection ?? 'ASC');
  }
  return params;
}
