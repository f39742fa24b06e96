import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea, horodatage } from './colonnes.js';

/**
 * Jeu de données public du jour (CSV des champs publics, ADR 0291) : produit une fois par jour par la tâche de
 * fond, conservé dans PostgreSQL comme les autres fichiers (ARCHITECTURE, règle 7), mais découpé en morceaux
 * d'au plus 1 Mio : le registre entier pèse des centaines de mégaoctets, ni son écriture ni sa lecture ne
 * tiennent le fichier entier en mémoire.
 */
export const jeuDeDonnees = pgTable(
  'jeu_de_donnees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Jour de Paris de la génération : un seul fichier par jour. */
    jour: date('jour', { mode: 'string' }).notNull().unique('jeu_de_donnees_jour_unique'),
    genereLe: timestamp('genere_le', horodatage).notNull(),
    /** Copropriétés du fichier (lignes hors en-tête). */
    nbLignes: integer('nb_lignes').notNull(),
    /** Taille du fichier en octets. */
    taille: bigint('taille', { mode: 'number' }).notNull(),
    /** Empreinte SHA-256 du fichier entier, en hexadécimal minuscule. */
    sha256: char('sha256', { length: 64 }).notNull(),
  },
  (t) => [
    check('jeu_de_donnees_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('jeu_de_donnees_comptes_check', sql`${t.nbLignes} >= 0 AND ${t.taille} >= 0`),
  ],
);

/** Morceaux d'un fichier, dans l'ordre de `rang` (0, 1, 2…). */
export const jeuDeDonneesMorceau = pgTable(
  'jeu_de_donnees_morceau',
  {
    idJeu: integer('id_jeu').notNull(),
    rang: integer('rang').notNull(),
    contenu: bytea('contenu').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.idJeu, t.rang], name: 'jeu_de_donnees_morceau_pk' }),
    foreignKey({
      columns: [t.idJeu],
      foreignColumns: [jeuDeDonnees.id],
      name: 'jeu_de_donnees_morceau_jeu_fk',
    }).onDelete('cascade'),
    check('jeu_de_donnees_morceau_rang_check', sql`${t.rang} >= 0`),
  ],
);
