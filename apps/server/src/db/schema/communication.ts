import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte, teledeclarant } from './acteurs.js';
import { dateCalendaire, horodatage } from './colonnes.js';
import { copropriete } from './copropriete.js';
import { document } from './document.js';
import {
  categorieFicheMemoEnum,
  civiliteEnum,
  precisionReclamationEnum,
  statutCourrielEnum,
  statutLettreEnum,
  statutReclamationEnum,
  typeDemandeurEnum,
  typeReclamationEnum,
} from './enums.js';

/** Réclamation ou demande de contact déposée par le formulaire public (spec 1 §3 « contact claim »). */
export const reclamation = pgTable(
  'reclamation',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    typeDemandeur: typeDemandeurEnum('type_demandeur').notNull(),
    typeReclamation: typeReclamationEnum('type_reclamation').notNull(),
    precision: precisionReclamationEnum('precision'),
    objet: varchar('objet', { length: 150 }).notNull(),
    message: text('message').notNull(),
    civilite: civiliteEnum('civilite'),
    nom: varchar('nom', { length: 100 }).notNull(),
    prenom: varchar('prenom', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    telephone: varchar('telephone', { length: 20 }),
    adressePrincipale: varchar('adresse_principale', { length: 300 }),
    numImmatriculation: char('num_immatriculation', { length: 9 }),
    /** Copropriété retrouvée par son numéro, le cas échéant. */
    idCopropriete: integer('id_copropriete').references(() => copropriete.id),
    /** Pièce justificative PDF. */
    idDocument: integer('id_document').references(() => document.id),
    statut: statutReclamationEnum('statut').notNull().default('NOUVELLE'),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    idCompteTraitement: integer('id_compte_traitement').references(() => compte.id),
    dateTraitement: timestamp('date_traitement', horodatage),
  },
  (t) => [
    index('reclamation_statut_date_creation_idx').on(t.statut, t.dateCreation),
    // Liste du teneur sans filtre de statut, les plus récentes d'abord (ADR 0296).
    index('reclamation_date_creation_idx').on(t.dateCreation),
    index('reclamation_id_document_idx').on(t.idDocument),
    index('reclamation_id_compte_traitement_idx').on(t.idCompteTraitement),
    index('reclamation_num_immatriculation_idx').on(t.numImmatriculation),
    index('reclamation_id_copropriete_idx').on(t.idCopropriete),
  ],
);

/** Abonné à la lettre d'information (adaptateur local des contacts ; adresse enregistrée en minuscules). */
export const abonneNewsletter = pgTable(
  'abonne_newsletter',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 100 }).notNull(),
    dateInscription: timestamp('date_inscription', horodatage).notNull().defaultNow(),
    /** Formulaire d'origine (pied de page, page des lettres…). */
    source: varchar('source', { length: 50 }),
  },
  (t) => [
    uniqueIndex('abonne_newsletter_email_unique').on(t.email),
    check('abonne_newsletter_email_minuscules_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Lettre d'information publiée, téléchargeable en PDF par son nom de fichier. */
export const newsletter = pgTable(
  'newsletter',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Nom du fichier (« lettre-2024-03.pdf »), clé du téléchargement public. */
    nom: varchar('nom', { length: 200 }).notNull(),
    idDocument: integer('id_document')
      .notNull()
      .references(() => document.id),
    datePublication: date('date_publication', dateCalendaire).notNull(),
  },
  (t) => [
    uniqueIndex('newsletter_nom_unique').on(t.nom),
    index('newsletter_date_publication_idx').on(t.datePublication),
    index('newsletter_id_document_idx').on(t.idDocument),
  ],
);

/** Fiche mémo téléchargeable, rangée par catégorie de public. */
export const ficheMemo = pgTable(
  'fiche_memo',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categorie: categorieFicheMemoEnum('categorie').notNull(),
    nom: varchar('nom', { length: 200 }).notNull(),
    /** Titre lisible, repris dans les métadonnées du PDF (ADR 0262). */
    titre: varchar('titre', { length: 200 }).notNull().default(''),
    /** Une phrase qui dit ce que la fiche explique, affichée sous le lien. */
    description: varchar('description', { length: 500 }).notNull().default(''),
    ordre: smallint('ordre').notNull().default(0),
    idDocument: integer('id_document')
      .notNull()
      .references(() => document.id),
  },
  (t) => [
    uniqueIndex('fiche_memo_categorie_nom_unique').on(t.categorie, t.nom),
    index('fiche_memo_categorie_ordre_idx').on(t.categorie, t.ordre),
    index('fiche_memo_id_document_idx').on(t.idDocument),
  ],
);

/**
 * Boîte d'envoi des courriels : le service écrit le courriel dans la transaction métier, une tâche l'envoie
 * (SMTP) ou, en développement, la boîte de démonstration l'affiche.
 */
export const courriel = pgTable(
  'courriel',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    destinataire: varchar('destinataire', { length: 254 }).notNull(),
    sujet: varchar('sujet', { length: 300 }).notNull(),
    texte: text('texte').notNull(),
    html: text('html'),
    /** Pièce jointe PDF facultative. */
    idDocumentPieceJointe: integer('id_document_piece_jointe').references(() => document.id),
    statut: statutCourrielEnum('statut').notNull().default('A_ENVOYER'),
    tentatives: smallint('tentatives').notNull().default(0),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    dateProchaineTentative: timestamp('date_prochaine_tentative', horodatage).notNull().defaultNow(),
    dateEnvoi: timestamp('date_envoi', horodatage),
    erreur: text('erreur'),
  },
  (t) => [
    index('courriel_a_envoyer_idx').on(t.dateProchaineTentative).where(sql`${t.statut} = 'A_ENVOYER'`),
    index('courriel_date_creation_idx').on(t.dateCreation),
    index('courriel_destinataire_idx').on(t.destinataire),
    index('courriel_id_document_piece_jointe_idx').on(t.idDocumentPieceJointe),
    check('courriel_tentatives_check', sql`${t.tentatives} >= 0`),
  ],
);

/**
 * Lot de lettres postales préparé par le teneur pour l'imprimeur (ADR 0235) : un PDF, puis la déclaration
 * d'envoi, qui ne marque que les lettres du lot.
 */
export const lotLettres = pgTable(
  'lot_lettres',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    idCompteCreation: integer('id_compte_creation')
      .notNull()
      .references(() => compte.id),
    /** Lettres mises dans le lot à sa préparation. */
    nbLettres: integer('nb_lettres').notNull(),
    dateEnvoi: timestamp('date_envoi', horodatage),
    idCompteEnvoi: integer('id_compte_envoi').references(() => compte.id),
  },
  (t) => [
    index('lot_lettres_date_creation_idx').on(t.dateCreation),
    index('lot_lettres_id_compte_creation_idx').on(t.idCompteCreation),
    index('lot_lettres_id_compte_envoi_idx').on(t.idCompteEnvoi),
    check('lot_lettres_nb_lettres_check', sql`${t.nbLettres} > 0`),
    check('lot_lettres_envoi_check', sql`(${t.dateEnvoi} IS NULL) = (${t.idCompteEnvoi} IS NULL)`),
  ],
);

/**
 * Lettre postale (par exemple le code d'activation d'un télédéclarant, envoyé sous 15 jours) : le PDF est
 * produit à la demande et remis à l'imprimeur.
 */
export const lettre = pgTable(
  'lettre',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idTeledeclarant: integer('id_teledeclarant').references(() => teledeclarant.id),
    objet: varchar('objet', { length: 200 }).notNull(),
    /** Adresse du destinataire en 7 lignes (norme AFNOR NF Z10-011). */
    adresseLigne1: varchar('adresse_ligne1', { length: 38 }),
    adresseLigne2: varchar('adresse_ligne2', { length: 38 }),
    adresseLigne3: varchar('adresse_ligne3', { length: 38 }),
    adresseLigne4: varchar('adresse_ligne4', { length: 38 }),
    adresseLigne5: varchar('adresse_ligne5', { length: 38 }),
    adresseLigne6: varchar('adresse_ligne6', { length: 38 }),
    adresseLigne7: varchar('adresse_ligne7', { length: 38 }),
    idDocument: integer('id_document')
      .notNull()
      .references(() => document.id),
    statut: statutLettreEnum('statut').notNull().default('A_ENVOYER'),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    dateEnvoiPrevue: date('date_envoi_prevue', dateCalendaire).notNull(),
    dateEnvoi: timestamp('date_envoi', horodatage),
    /** Lot préparé pour l'imprimeur qui la contient (ADR 0235). */
    idLot: integer('id_lot').references(() => lotLettres.id),
  },
  (t) => [
    index('lettre_statut_date_envoi_prevue_idx').on(t.statut, t.dateEnvoiPrevue),
    // Lettres encore hors lot, les plus urgentes d'abord : la préparation d'un lot les prend dans cet ordre.
    index('lettre_a_envoyer_hors_lot_idx')
      .on(t.dateEnvoiPrevue, t.id)
      .where(sql`${t.statut} = 'A_ENVOYER' AND ${t.idLot} IS NULL`),
    index('lettre_id_lot_idx').on(t.idLot, t.id),
    index('lettre_id_teledeclarant_idx').on(t.idTeledeclarant),
    index('lettre_id_document_idx').on(t.idDocument),
  ],
);
