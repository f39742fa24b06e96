import { index, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Sessions HTTP (stockées en base pour que plusieurs instances partagent les connexions). */
export const session = pgTable(
  'session',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    donnees: jsonb('donnees').notNull(),
    expireLe: timestamp('expire_le', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_expire_le_idx').on(t.expireLe)],
);

/** Message d'information affiché dans le bandeau du site ; la ligne la plus récente fait foi. */
export const messageInformation = pgTable('message_information', {
  id: serial('id').primaryKey(),
  texte: text('texte').notNull().default(''),
  modifieLe: timestamp('modifie_le', { withTimezone: true }).notNull().defaultNow(),
});

/** Trace des chargements de données de référence et de démonstration (chargement idempotent). */
export const chargementDonnees = pgTable('chargement_donnees', {
  nom: varchar('nom', { length: 64 }).primaryKey(),
  version: varchar('version', { length: 64 }).notNull(),
  chargeLe: timestamp('charge_le', { withTimezone: true }).notNull().defaultNow(),
});

/** Preuves de travail (captcha ALTCHA) déjà utilisées : une preuve ne sert qu'une fois jusqu'à son expiration. */
export const captchaUtilise = pgTable(
  'captcha_utilise',
  {
    signature: varchar('signature', { length: 128 }).primaryKey(),
    expireLe: timestamp('expire_le', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_utilise_expire_le_idx').on(t.expireLe)],
);
