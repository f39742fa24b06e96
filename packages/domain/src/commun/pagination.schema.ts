import { z } from 'zod';
import { CATEGORISATION_TAILLE_LISTE } from '../constants.js';
import { messagesGeneriques } from '../messages/generiques.js';
import { erreursDuChamp, texte } from './texte.js';

/** Nombre maximal d'éléments par page : la plus grande liste du produit (catégorisation, spec 2 §9). */
export const TAILLE_PAGE_MAX = CATEGORISATION_TAILLE_LISTE;

/** Sens de tri d'une liste. */
export const SensTri = z.enum(['ASC', 'DESC'], { error: erreursDuChamp('Le sens du tri') });
export type SensTri = z.infer<typeof SensTri>;

export const sensTriLabels: Record<SensTri, string> = {
  ASC: 'Croissant',
  DESC: 'Décroissant',
};

/**
 * Options de pagination des recherches (spec 1 §3, spec 2 §9) : page 1, 10 éléments, sans tri par défaut.
 * Les pages sont numérotées à partir de 1.
 */
export const PaginationOptions = z.object({
  pageNumber: z
    .number({ error: erreursDuChamp('Le numéro de page') })
    .int()
    .min(1)
    .default(1),
  pageSize: z
    .number({ error: erreursDuChamp('La taille de page') })
    .int()
    .min(1)
    .max(TAILLE_PAGE_MAX)
    .default(10),
  sortDirection: SensTri.nullable().default(null),
  sortField: texte({ max: 100, min: 1, libelle: 'Le critère de tri' }).nullable().default(null),
});
export type PaginationOptions = z.infer<typeof PaginationOptions>;

/**
 * Pagination d'une liste particulière : celle de toutes les listes, bornée à `tailleMax` lignes et triée sur
 * les seules colonnes de `champsTri`.
 */
export function paginationBornee<T extends z.ZodType<string>>(champsTri: T, tailleMax: number) {
  return PaginationOptions.extend({
    pageSize: z
      .number({ error: erreursDuChamp('La taille de page') })
      .int()
      .min(1, { error: messagesGeneriques.min(1) })
      .max(tailleMax, { error: messagesGeneriques.max(tailleMax) })
      .default(10),
    sortField: champsTri.nullable().default(null),
  });
}

/**
 * Pagination d'une liste passée dans l'adresse (`?page=1&taille=20`, valeurs textuelles converties) : page à
 * partir de 1 (100 000 au plus), taille par défaut `tailleDefaut`, bornée à `tailleMax`.
 */
export function paginationParAdresse(tailleDefaut: number, tailleMax: number) {
  return z.object({
    page: z.coerce
      .number({ error: erreursDuChamp('Le numéro de page') })
      .int({ error: 'Le numéro de page doit être un nombre entier.' })
      .min(1, { error: 'Le numéro de page doit être au moins 1.' })
      .max(100_000, { error: 'Le numéro de page ne peut pas dépasser 100 000.' })
      .default(1),
    taille: z.coerce
      .number({ error: erreursDuChamp('La taille de page') })
      .int({ error: 'La taille de page doit être un nombre entier.' })
      .min(1, { error: 'La taille de page doit être au moins 1.' })
      .max(tailleMax, { error: `La taille de page ne peut pas dépasser ${tailleMax}.` })
      .default(tailleDefaut),
  });
}

/** Décalage et limite SQL correspondant à des options de pagination. */
export function decalageEtLimite(options: Pick<PaginationOptions, 'pageNumber' | 'pageSize'>): {
  offset: number;
  limit: number;
} {
  return { offset: (options.pageNumber - 1) * options.pageSize, limit: options.pageSize };
}

/**
 * Résultat paginé : la liste de la page sous le nom que fixe le contrat (par exemple
 * `teledeclarantDTOList` ou `ligneRechercheCoproprieteDTOList`) et le nombre total d'éléments.
 */
export function resultatPagine<const K extends string, T extends z.ZodType>(cleListe: K, element: T) {
  const forme = { [cleListe]: z.array(element), totalItems: z.number().int().min(0) } as {
    [P in K]: z.ZodArray<T>;
  } & { totalItems: z.ZodNumber };
  return z.object(forme);
}

/** Type d'un résultat paginé, par exemple `ResultatPagine<'teledeclarantDTOList', Teledeclarant>`. */
export type ResultatPagine<K extends string, T> = { [P in K]: T[] } & { totalItems: number };

/** Découpe une liste en mémoire selon des options de pagination (tests, adaptateurs locaux). */
export function paginer<T>(
  elements: readonly T[],
  options: Pick<PaginationOptions, 'pageNumber' | 'pageSize'>,
): { elements: T[]; totalItems: number } {
  const { offset, limit } = decalageEtLimite(options);
  return { elements: elements.slice(offset, offset + limit), totalItems: elements.length };
}
