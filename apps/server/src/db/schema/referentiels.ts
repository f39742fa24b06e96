import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Régions (découpage administratif en vigueur). */
export const region = pgTable('region', {
  code: varchar('code', { length: 3 }).primaryKey(),
  nom: varchar('nom', { length: 100 }).notNull(),
});

/** Départements. */
export const departement = pgTable(
  'departement',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    nom: varchar('nom', { length: 100 }).notNull(),
    codeRegion: varchar('code_region', { length: 3 })
      .notNull()
      .references(() => region.code),
  },
  (t) => [index('departement_code_region_idx').on(t.codeRegion)],
);

/** Établissements publics de coopération intercommunale à fiscalité propre. */
export const epci = pgTable('epci', {
  siren: varchar('siren', { length: 9 }).primaryKey(),
  nom: varchar('nom', { length: 200 }).notNull(),
  type: varchar('type', { length: 10 }).notNull(),
});

/**
 * Communes actuelles et arrondissements municipaux (Paris, Lyon, Marseille).
 * `nomRecherche` : nom en minuscules sans accents, pour la recherche par texte.
 */
export const commune = pgTable(
  'commune',
  {
    codeInsee: varchar('code_insee', { length: 5 }).primaryKey(),
    nom: varchar('nom', { length: 100 }).notNull(),
    nomRecherche: varchar('nom_recherche', { length: 100 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    codeDepartement: varchar('code_departement', { length: 3 })
      .notNull()
      .references(() => departement.code),
    codeRegion: varchar('code_region', { length: 3 })
      .notNull()
      .references(() => region.code),
    sirenEpci: varchar('siren_epci', { length: 9 }).references(() => epci.siren),
    /** Commune de rattachement d'un arrondissement municipal. */
    codeCommuneParente: varchar('code_commune_parente', { length: 5 }),
    population: integer('population'),
  },
  (t) => [
    index('commune_code_departement_idx').on(t.codeDepartement),
    index('commune_code_region_idx').on(t.codeRegion),
    index('commune_siren_epci_idx').on(t.sirenEpci),
    index('commune_nom_recherche_trgm_idx').using('gin', t.nomRecherche.op('gin_trgm_ops')),
  ],
);

/** Communes déléguées et associées (« communes absorbées ») rattachées à une commune actuelle. */
export const communeAbsorbee = pgTable(
  'commune_absorbee',
  {
    code: varchar('code', { length: 5 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    nom: varchar('nom', { length: 100 }).notNull(),
    codeCommune: varchar('code_commune', { length: 5 })
      .notNull()
      .references(() => commune.codeInsee),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.type] }),
    index('commune_absorbee_code_commune_idx').on(t.codeCommune),
  ],
);

/** Codes postaux desservant chaque commune (base officielle des codes postaux). */
export const codePostal = pgTable(
  'code_postal',
  {
    codePostal: varchar('code_postal', { length: 5 }).notNull(),
    codeInsee: varchar('code_insee', { length: 5 })
      .notNull()
      .references(() => commune.codeInsee),
    libelleAcheminement: varchar('libelle_acheminement', { length: 100 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codePostal, t.codeInsee] }),
    index('code_postal_code_insee_idx').on(t.codeInsee),
  ],
);

/** Nomenclature d'activités française (codes NAF / APE), tous niveaux. */
export const naf = pgTable('naf', {
  code: varchar('code', { length: 6 }).primaryKey(),
  libelle: varchar('libelle', { length: 300 }).notNull(),
});
