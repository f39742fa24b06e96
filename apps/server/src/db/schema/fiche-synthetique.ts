import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { compte } from './acteurs.js';
import { horodatage } from './colonnes.js';
import { copropriete, mandat } from './copropriete.js';
import { declaration } from './declaration.js';

/**
 * Fiches synthétiques émises (issue 8 §7, ADR 0116) : seules leurs empreintes sont conservées, pas les
 * fichiers. Une fiche est la fiche courante tant que la copropriété a la même déclaration qui fait foi et le
 * même mandat courant qu'à son émission ; la page publique de vérification la retrouve par l'une ou l'autre
 * de ses empreintes (celle du contenu, portée par le code QR, ou celle du fichier PDF).
 */
export const ficheSynthetique = pgTable(
  'fiche_synthetique',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCopropriete: integer('id_copropriete')
      .notNull()
      .references(() => copropriete.id),
    /** Déclaration courante et mandat courant de la copropriété à l'émission. */
    idDeclaration: integer('id_declaration')
      .notNull()
      .references(() => declaration.id),
    idMandat: integer('id_mandat').references(() => mandat.id),
    numeroImmatriculation: char('numero_immatriculation', { length: 9 }).notNull(),
    nomFichier: varchar('nom_fichier', { length: 255 }).notNull(),
    /** SHA-256 du contenu imprimé (code QR) et du fichier PDF, en hexadécimal minuscule. */
    empreinteContenu: char('empreinte_contenu', { length: 64 }).notNull(),
    empreintePdf: char('empreinte_pdf', { length: 64 }).notNull(),
    idCompteEmetteur: integer('id_compte_emetteur').references(() => compte.id),
    etablieLe: timestamp('etablie_le', horodatage).notNull(),
  },
  (t) => [
    uniqueIndex('fiche_synthetique_empreinte_contenu_unique').on(t.empreinteContenu),
    uniqueIndex('fiche_synthetique_empreinte_pdf_unique').on(t.empreintePdf),
    index('fiche_synthetique_id_copropriete_idx').on(t.idCopropriete),
    index('fiche_synthetique_id_declaration_idx').on(t.idDeclaration),
    index('fiche_synthetique_id_mandat_idx').on(t.idMandat),
    index('fiche_synthetique_id_compte_emetteur_idx').on(t.idCompteEmetteur),
    check('fiche_synthetique_empreinte_contenu_check', sql`${t.empreinteContenu} ~ '^[0-9a-f]{64}$'`),
    check('fiche_synthetique_empreinte_pdf_check', sql`${t.empreintePdf} ~ '^[0-9a-f]{64}$'`),
  ],
);
