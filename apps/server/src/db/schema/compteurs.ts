import { sql } from 'drizzle-orm';
import { bigint, check, pgTable } from 'drizzle-orm/pg-core';
import { etatCoproprieteEnum } from './enums.js';

/**
 * Nombre de copropriétés par état, tenu à jour par des déclencheurs d'instruction sur `copropriete`
 * (migration qui crée cette table ; ADR 0162) : la liste du teneur filtrée par états seulement lit son total
 * ici au lieu de compter un million de lignes à chaque page. Une mise à jour qui ne change pas d'état ne
 * touche pas ce compteur (aucun verrou partagé entre les sauvegardes de brouillons).
 */
export const compteurCopropriete = pgTable(
  'compteur_copropriete',
  {
    etat: etatCoproprieteEnum('etat').primaryKey(),
    nombre: bigint('nombre', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('compteur_copropriete_nombre_check', sql`${t.nombre} >= 0`)],
);
