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
