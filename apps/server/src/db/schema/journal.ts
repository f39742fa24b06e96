import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { horodatage } from './colonnes.js';
import {
  categorieEvenementEnum,
  modaliteEvenementEnum,
  profilEnum,
  typeCibleEvenementEnum,
  typeEvenementEnum,
} from './enums.js';

/** Détail d'un événement : quelques valeurs simples (motif, ancienne et nouvelle valeur…). */
export type DetailEvenement = Record<string, string | number | boolean | null>;

/** Taille maximale du détail d'un événement, en caractères de sa forme JSON. */
export const TAILLE_MAX_DETAIL_EVENEMENT = 4000;

/**
 * Journal des événements (spec 1 §2 « Event journal », spec 2 §7.9) : chaque changement d'état et chaque
 * action notable y est écrit dans la transaction qui le réalise. Les lignes ne sont jamais modifiées.
 * L'auteur est recopié (identifiant, login, nom, profil) et sans clé étrangère : le journal survit aux comptes.
 */
export const evenementJournal = pgTable(
  'evenement_journal',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    date: timestamp('date', horodatage).notNull().defaultNow(),
    /** Auteur ; vide pour un traitement automatique. */
    idCompte: integer('id_compte'),
    login: varchar('login', { length: 254 }),
    nomComplet: varchar('nom_complet', { length: 250 }),
    profil: profilEnum('profil'),
    /** Teneur connecté en tant que l'auteur (« connexion en tant que »), le cas échéant. */
    idCompteOrigine: integer('id_compte_origine'),
    loginOrigine: varchar('login_origine', { length: 254 }),
    categorie: categorieEvenementEnum('categorie').notNull(),
    typeEvenement: typeEvenementEnum('type_evenement').notNull(),
    modalite: modaliteEvenementEnum('modalite').notNull(),
    typeCible: typeCibleEvenementEnum('type_cible').notNull().default('AUCUNE'),
    idCible: bigint('id_cible', { mode: 'number' }),
    /** Libellé lisible de la cible : numéro d'immatriculation, raison sociale, login… */
    libelleCible: varchar('libelle_cible', { length: 300 }),
    detail: jsonb('detail').$type<DetailEvenement>(),
  },
  (t) => [
    index('evenement_journal_date_idx').on(t.date),
    index('evenement_journal_categorie_type_idx').on(t.categorie, t.typeEvenement, t.date),
    index('evenement_journal_profil_idx').on(t.profil, t.date),
    index('evenement_journal_id_compte_idx').on(t.idCompte, t.date),
    // Recherche par modalité seule (service web, connexion en tant que : rares) : ADR 0200.
    index('evenement_journal_modalite_idx').on(t.modalite, t.date),
    index('evenement_journal_cible_idx').on(t.typeCible, t.idCible),
    // Détail : un objet JSON de TAILLE_MAX_DETAIL_EVENEMENT caractères au plus.
    check(
      'evenement_journal_detail_check',
      sql`${t.detail} IS NULL OR (jsonb_typeof(${t.detail}) = 'object' AND length(${t.detail}::text) <= 4000)`,
    ),
    check('evenement_journal_cible_check', sql`${t.typeCible} <> 'AUCUNE' OR ${t.idCible} IS NULL`),
  ],
);
