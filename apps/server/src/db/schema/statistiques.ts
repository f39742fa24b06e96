import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Agrégats des statistiques publiques (ADR 0252) : une ligne par commune (et par commune et trimestre pour
 * les immatriculations), recalculées ensemble par la tâche de fond quand les données du registre ont changé.
 * Les niveaux région, département et EPCI sont des sommes de ces lignes, lues sur leurs index : une page de
 * statistiques ne parcourt jamais la table des copropriétés.
 */

const compte = (nom: string) => integer(nom).notNull().default(0);

/** Comptes par commune (codes du référentiel recopiés pour sommer par territoire sans jointure). */
export const statistiqueCommune = pgTable(
  'statistique_commune',
  {
    codeInsee: varchar('code_insee', { length: 5 }).primaryKey(),
    codeDepartement: varchar('code_departement', { length: 3 }).notNull(),
    codeRegion: varchar('code_region', { length: 3 }).notNull(),
    sirenEpci: varchar('siren_epci', { length: 9 }),
    nbCoproprietes: compte('nb_coproprietes'),
    nbLots: bigint('nb_lots', { mode: 'number' }).notNull().default(0),
    nbLotsHabitation: bigint('nb_lots_habitation', { mode: 'number' }).notNull().default(0),
    nbJusqua10: compte('nb_jusqu_a_10'),
    nbDe11a49: compte('nb_de_11_a_49'),
    nbDe50a199: compte('nb_de_50_a_199'),
    nbAPartirDe200: compte('nb_a_partir_de_200'),
    nbMandatEnCours: compte('nb_mandat_en_cours'),
    nbMajAnnuelleFaite: compte('nb_maj_annuelle_faite'),
    nbConformes: compte('nb_conformes'),
  },
  (t) => [
    index('statistique_commune_code_departement_idx').on(t.codeDepartement),
    index('statistique_commune_code_region_idx').on(t.codeRegion),
    index('statistique_commune_siren_epci_idx').on(t.sirenEpci),
  ],
);

/** Immatriculations par commune et par trimestre (premier jour du trimestre). */
export const statistiqueTrimestre = pgTable(
  'statistique_trimestre',
  {
    trimestre: date('trimestre', { mode: 'string' }).notNull(),
    codeInsee: varchar('code_insee', { length: 5 }).notNull(),
    codeDepartement: varchar('code_departement', { length: 3 }).notNull(),
    codeRegion: varchar('code_region', { length: 3 }).notNull(),
    sirenEpci: varchar('siren_epci', { length: 9 }),
    nbImmatriculations: compte('nb_immatriculations'),
  },
  (t) => [
    primaryKey({ columns: [t.codeInsee, t.trimestre] }),
    index('statistique_trimestre_trimestre_idx').on(t.trimestre),
    index('statistique_trimestre_code_departement_idx').on(t.codeDepartement),
    index('statistique_trimestre_code_region_idx').on(t.codeRegion),
    index('statistique_trimestre_siren_epci_idx').on(t.sirenEpci),
  ],
);

/**
 * Dernière génération des agrégats (une seule ligne) : instant, jour de Paris (la conformité dépend de la
 * date) et dernier événement du journal pris en compte (la tâche recalcule quand un événement est arrivé).
 */
export const statistiqueGeneration = pgTable(
  'statistique_generation',
  {
    id: smallint('id').primaryKey().default(1),
    genereLe: timestamp('genere_le', { withTimezone: true, mode: 'date' }).notNull(),
    jour: date('jour', { mode: 'string' }).notNull(),
    dernierEvenement: bigint('dernier_evenement', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('statistique_generation_unique_check', sql`${t.id} = 1`)],
);
