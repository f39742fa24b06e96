import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea, horodatage } from './colonnes.js';

/**
 * Fichier déposé ou produit (justificatif PDF, lettre, lettre d'information, fiche mémo) : ses octets
 * sont conservés dans PostgreSQL avec leur empreinte, dans la même transaction que ce qui s'y réfère
 * (ARCHITECTURE, règle 7). La taille maximale des dépôts (5 Mo) est contrôlée par le service.
 */
export const document = pgTable(
  'document',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Nom du fichier tel que déposé ou produit. */
    nom: varchar('nom', { length: 255 }).notNull(),
    /** Type MIME reconnu à la signature du contenu. */
    typeMime: varchar('type_mime', { length: 100 }).notNull(),
    /** Taille en octets. */
    taille: integer('taille').notNull(),
    /** Empreinte SHA-256 du contenu, en hexadécimal minuscule. */
    sha256: char('sha256', { length: 64 }).notNull(),
    contenu: bytea('contenu').notNull(),
    creeLe: timestamp('cree_le', horodatage).notNull().defaultNow(),
  },
  (t) => [
    index('document_sha256_idx').on(t.sha256),
    check('document_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('document_taille_check', sql`${t.taille} >= 0 AND ${t.taille} = octet_length(${t.contenu})`),
  ],
);
