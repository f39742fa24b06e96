import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { compte } from './acteurs.js';
import { horodatage } from './colonnes.js';
import { copropriete, mandat } from './copropriete.js';
import { declaration } from './declaration.js';
import { document } from './document.js';

/**
 * Verrou du guichet de validation (issue 9 §2, ADR 0191) : la demande portée par un objet (copropriété pour une
 * immatriculation, mandat pour un rattachement) est tenue par un teneur depuis `pris_le` ; `actif_le` est sa
 * dernière activité sur elle (expiration après `DUREE_INACTIVITE_VERROU_MINUTES`). Une ligne au plus par objet
 * (clé primaire) : deux instances de l'application ne peuvent pas donner la même demande à deux teneurs.
 * La suppression physique d'un compte emporte ses verrous ; un compte marqué supprimé ne tient plus rien.
 */
export const verrouValidation = pgTable(
  'verrou_validation',
  {
    objet: varchar('objet', { length: 20 }).notNull(),
    idObjet: integer('id_objet').notNull(),
    idCompte: integer('id_compte')
      .notNull()
      .references(() => compte.id, { onDelete: 'cascade' }),
    prisLe: timestamp('pris_le', horodatage).notNull().defaultNow(),
    actifLe: timestamp('actif_le', horodatage).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'verrou_validation_pkey', columns: [t.objet, t.idObjet] }),
    index('verrou_validation_id_compte_idx').on(t.idCompte),
    check('verrou_validation_objet_check', sql`${t.objet} IN ('COPROPRIETE', 'MANDAT')`),
  ],
);

/**
 * Fil des échanges d'une demande (issue 9 §4, ADR 0193) : demandes de précisions du teneur et réponses de
 * l'établissement déclarant, datées, avec un PDF joint facultatif (dans `document`, même transaction). Le fil d'une
 * immatriculation est celui de la copropriété sans mandat ; celui d'un rattachement, celui de son mandat (ADR 0305).
 */
export const echangeDemande = pgTable(
  'echange_demande',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCopropriete: integer('id_copropriete')
      .notNull()
      .references(() => copropriete.id),
    /** Déclaration en attente au moment du message. */
    idDeclaration: integer('id_declaration').references(() => declaration.id),
    /**
     * Mandat demandé quand le message porte sur une demande de rattachement (ADR 0305) : le fil d'un rattachement
     * se lit par son mandat, celui d'une immatriculation n'en porte pas (les deux demandeurs ne se lisent pas).
     */
    idMandat: integer('id_mandat').references(() => mandat.id),
    nature: varchar('nature', { length: 30 }).notNull(),
    cote: varchar('cote', { length: 20 }).notNull(),
    message: text('message').notNull(),
    idCompteAuteur: integer('id_compte_auteur')
      .notNull()
      .references(() => compte.id),
    /** Nom de l'auteur au moment du message (il reste lisible si le compte change). */
    nomAuteur: varchar('nom_auteur', { length: 254 }).notNull(),
    le: timestamp('le', horodatage).notNull().defaultNow(),
    idDocument: integer('id_document').references(() => document.id),
  },
  (t) => [
    index('echange_demande_id_copropriete_idx').on(t.idCopropriete, t.le),
    index('echange_demande_id_document_idx').on(t.idDocument),
    index('echange_demande_id_declaration_idx').on(t.idDeclaration),
    index('echange_demande_id_mandat_idx').on(t.idMandat, t.le),
    check('echange_demande_nature_check', sql`${t.nature} IN ('DEMANDE_PRECISIONS', 'REPONSE')`),
    check('echange_demande_cote_check', sql`${t.cote} IN ('TENEUR', 'DECLARANT')`),
  ],
);
