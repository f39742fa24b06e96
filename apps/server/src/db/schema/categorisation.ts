import type { CriteresCategorisation } from '@registre/domain';
import { boolean, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { compte } from './acteurs.js';
import { horodatage } from './colonnes.js';

/**
 * Recherche sauvegardée de l'outil de catégorisation. Les utilisateurs institutionnels partagent le compte
 * intégré (id 1) : la personne qui a enregistré la recherche est identifiée par son identité fédérée
 * (`identifiantAuteur`, nom, prénom), le compte par `idCompte`.
 */
export const rechercheSauvegardee = pgTable(
  'recherche_sauvegardee',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => compte.id),
    /** Identité de l'auteur auprès du service d'authentification institutionnel (sujet ou adresse). */
    identifiantAuteur: varchar('identifiant_auteur', { length: 254 }).notNull(),
    nomAuteur: varchar('nom_auteur', { length: 100 }),
    prenomAuteur: varchar('prenom_auteur', { length: 100 }),
    libelle: varchar('libelle', { length: 100 }).notNull(),
    /** Critères tels que l'outil les a composés (échelle, territoires, filtres) : jamais interrogés en SQL. */
    criteres: jsonb('criteres').$type<CriteresCategorisation>().notNull(),
    partagee: boolean('partagee').notNull().default(false),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    dateModification: timestamp('date_modification', horodatage).notNull().defaultNow(),
  },
  (t) => [
    index('recherche_sauvegardee_auteur_idx').on(t.identifiantAuteur),
    index('recherche_sauvegardee_id_compte_idx').on(t.idCompte),
    index('recherche_sauvegardee_partagee_idx').on(t.partagee, t.dateCreation),
  ],
);
