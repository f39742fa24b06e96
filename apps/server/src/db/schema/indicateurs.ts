import { sql } from 'drizzle-orm';
import { bigint, check, date, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Instantané du tableau des indicateurs du teneur (ADR 0281) : une seule ligne, le tableau entier calculé à
 * `calculeLe` (détail compris), relu en une requête au lieu de compter le registre à chaque affichage. Le jour
 * de Paris et le dernier événement du journal pris en compte disent s'il est encore à jour.
 */
export const instantaneIndicateurs = pgTable(
  'instantane_indicateurs',
  {
    id: smallint('id').primaryKey().default(1),
    calculeLe: timestamp('calcule_le', { withTimezone: true, mode: 'date' }).notNull(),
    jour: date('jour', { mode: 'string' }).notNull(),
    dernierEvenement: bigint('dernier_evenement', { mode: 'number' }).notNull().default(0),
    tableau: jsonb('tableau').notNull(),
  },
  (t) => [check('instantane_indicateurs_unique_check', sql`${t.id} = 1`)],
);
