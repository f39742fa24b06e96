import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { compte, teledeclarant } from './acteurs.js';
import { horodatage } from './colonnes.js';
import { copropriete } from './copropriete.js';
import { declaration } from './declaration.js';

/**
 * Erreurs signalées au teneur dans une déclaration validée (`GET declarations/declarerErreur/{id}`, ADR 0170) :
 * qui, sur quelle déclaration, quoi. Une même personne ne signale qu'une fois le même texte sur la même
 * déclaration (index unique sur l'empreinte du texte) : un rejeu, un double clic ou des appels simultanés
 * retrouvent le même signalement.
 */
export const signalementErreur = pgTable(
  'signalement_erreur',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idDeclaration: integer('id_declaration')
      .notNull()
      .references(() => declaration.id),
    idCopropriete: integer('id_copropriete')
      .notNull()
      .references(() => copropriete.id),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => compte.id),
    /** Établissement du compte au moment du signalement. */
    idTeledeclarant: integer('id_teledeclarant').references(() => teledeclarant.id),
    description: text('description').notNull(),
    /** SHA-256 de la description, en hexadécimal minuscule (unicité sans indexer le texte entier). */
    empreinte: char('empreinte', { length: 64 }).notNull(),
    signaleLe: timestamp('signale_le', horodatage).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signalement_erreur_unique').on(t.idDeclaration, t.idCompte, t.empreinte),
    index('signalement_erreur_id_copropriete_idx').on(t.idCopropriete),
    index('signalement_erreur_id_compte_idx').on(t.idCompte),
    index('signalement_erreur_id_teledeclarant_idx').on(t.idTeledeclarant),
    check('signalement_erreur_empreinte_check', sql`${t.empreinte} ~ '^[0-9a-f]{64}$'`),
    check('signalement_erreur_description_check', sql`char_length(${t.description}) BETWEEN 1 AND 1000`),
  ],
);
