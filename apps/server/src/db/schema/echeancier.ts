import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { compte, teledeclarant } from './acteurs.js';
import { horodatage } from './colonnes.js';
import { copropriete } from './copropriete.js';

/**
 * Flux iCalendar privé de l'échéancier d'un établissement (ADR 0341) : un au plus par établissement ; seule
 * l'empreinte SHA-256 du jeton secret est gardée (le jeton n'est montré qu'à sa création). Révoquer supprime la
 * ligne ; régénérer la remplace.
 */
export const fluxEcheancier = pgTable(
  'flux_echeancier',
  {
    idTeledeclarant: integer('id_teledeclarant')
      .primaryKey()
      .references(() => teledeclarant.id),
    jetonHash: varchar('jeton_hash', { length: 64 }).notNull(),
    idCompteAuteur: integer('id_compte_auteur').references(() => compte.id),
    creeLe: timestamp('cree_le', horodatage).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flux_echeancier_jeton_hash_unique').on(t.jetonHash)],
);

/**
 * Rappels d'échéance envoyés (ADR 0340 §5) : un par échéance (clé stable) et par seuil, garanti par la contrainte
 * unique ; une tâche relancée deux fois n'envoie pas deux courriels.
 */
export const rappelEcheance = pgTable(
  'rappel_echeance',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cleEcheance: varchar('cle_echeance', { length: 80 }).notNull(),
    seuil: integer('seuil').notNull(),
    idCopropriete: integer('id_copropriete')
      .notNull()
      .references(() => copropriete.id),
    idTeledeclarant: integer('id_teledeclarant')
      .notNull()
      .references(() => teledeclarant.id),
    envoyeLe: timestamp('envoye_le', horodatage).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rappel_echeance_cle_seuil_unique').on(t.cleEcheance, t.seuil),
    index('rappel_echeance_id_copropriete_idx').on(t.idCopropriete),
    index('rappel_echeance_id_teledeclarant_idx').on(t.idTeledeclarant),
    check('rappel_echeance_seuil_check', sql`${t.seuil} IN (60, 30, 7)`),
  ],
);
