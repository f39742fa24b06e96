import { type SQL, sql } from 'drizzle-orm';
import { customType, index, type PgColumn } from 'drizzle-orm/pg-core';

/** Contenu binaire (`bytea`) : le pilote `pg` le restitue en `Buffer`. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType() {
    return 'bytea';
  },
});

/**
 * Expression de recherche d'un texte : minuscules et sans accents. Une requête qui filtre sur
 * `texteRecherche(colonne)` avec `LIKE`, `ILIKE` ou `%` profite de l'index trigramme `indexTrigramme`.
 */
export function texteRecherche(colonne: PgColumn | SQL): SQL<string> {
  return sql<string>`immutable_unaccent(lower(${colonne}))`;
}

/**
 * Index GIN trigramme sur `immutable_unaccent(lower(colonne))` (fonction créée par la migration 0000) :
 * recherche « contient » insensible à la casse et aux accents.
 */
export function indexTrigramme(nom: string, colonne: PgColumn) {
  return index(nom).using('gin', sql`immutable_unaccent(lower(${colonne})) gin_trgm_ops`);
}

/** Horodatage avec fuseau, valeur par défaut : maintenant. */
export const horodatage = { withTimezone: true } as const;

/** Date calendaire lue en `Date` à minuit UTC, comme dans le domaine (`commun/dates.ts`). */
export const dateCalendaire = { mode: 'date' } as const;

/** Montant en euros au centime près, lu en `number`. */
export const montant = { precision: 14, scale: 2, mode: 'number' } as const;
