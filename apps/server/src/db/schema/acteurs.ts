import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { horodatage, indexTrigramme, texteRecherche } from './colonnes.js';
import {
  civiliteEnum,
  profilEnum,
  statutCompteEnum,
  statutTeledeclarantEnum,
  typeEtablissementTeledeclarantEnum,
} from './enums.js';
import { commune } from './referentiels.js';

/**
 * Premier identifiant attribué automatiquement aux comptes : les identifiants 1 à 999 sont réservés aux
 * comptes intégrés, insérés avec un identifiant explicite. Le compte institutionnel
 * (`ID_UTILISATEUR_INSTITUTIONNEL` = 1 du domaine) est créé par la migration 0003.
 */
export const PREMIER_ID_COMPTE_AUTOMATIQUE = 1000;

/**
 * Établissement télédéclarant : syndic professionnel, syndic bénévole ou étude notariale (spec 1 §3).
 * Un seul télédéclarant non supprimé par SIRET (index unique partiel).
 */
export const teledeclarant = pgTable(
  'teledeclarant',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: typeEtablissementTeledeclarantEnum('type').notNull(),
    statut: statutTeledeclarantEnum('statut').notNull(),
    raisonSociale: varchar('raison_sociale', { length: 200 }),
    siret: varchar('siret', { length: 14 }),
    /** Code APE / NAF de l'activité principale (forme « 43.21Z »). */
    codeApe: varchar('code_ape', { length: 6 }),
    libelleActivite: varchar('libelle_activite', { length: 200 }),
    /** Libellé du type d'établissement (siège, établissement secondaire…). */
    typeEtablissement: varchar('type_etablissement', { length: 100 }),
    /** Numéro de l'étude notariale (CRPCEN), pour une étude. */
    numeroEtudeNotariale: varchar('numero_etude_notariale', { length: 20 }),
    /** Adresse postale en 7 lignes (norme AFNOR NF Z10-011, 38 caractères par ligne). */
    adresseLigne1: varchar('adresse_ligne1', { length: 38 }),
    adresseLigne2: varchar('adresse_ligne2', { length: 38 }),
    adresseLigne3: varchar('adresse_ligne3', { length: 38 }),
    adresseLigne4: varchar('adresse_ligne4', { length: 38 }),
    adresseLigne5: varchar('adresse_ligne5', { length: 38 }),
    adresseLigne6: varchar('adresse_ligne6', { length: 38 }),
    adresseLigne7: varchar('adresse_ligne7', { length: 38 }),
    /** Code postal et commune de l'établissement, pour la recherche du teneur. */
    codePostal: varchar('code_postal', { length: 5 }),
    codeInsee: varchar('code_insee', { length: 5 }).references(() => commune.codeInsee),
    localite: varchar('localite', { length: 100 }),
    telephone: varchar('telephone', { length: 20 }),
    /** Empreinte du code d'activation envoyé par courrier (le code en clair n'est pas conservé). */
    codeActivationHash: varchar('code_activation_hash', { length: 255 }),
    codeActivationEnvoyeLe: timestamp('code_activation_envoye_le', horodatage),
    /** Deux jeux de noms distinctifs de certificat client (renouvellement sans interruption du service web). */
    certificat1SubjectDn: varchar('certificat1_subject_dn', { length: 500 }),
    certificat1IssuerDn: varchar('certificat1_issuer_dn', { length: 500 }),
    certificat2SubjectDn: varchar('certificat2_subject_dn', { length: 500 }),
    certificat2IssuerDn: varchar('certificat2_issuer_dn', { length: 500 }),
    /** Représentant légal de l'établissement. */
    representantCivilite: civiliteEnum('representant_civilite'),
    representantNom: varchar('representant_nom', { length: 100 }),
    representantPrenom: varchar('representant_prenom', { length: 100 }),
    representantEmail: varchar('representant_email', { length: 254 }),
    representantTelephone: varchar('representant_telephone', { length: 20 }),
    representantComplement: varchar('representant_complement', { length: 100 }),
    representantImmeuble: varchar('representant_immeuble', { length: 100 }),
    representantVoie: varchar('representant_voie', { length: 200 }),
    representantLieuDit: varchar('representant_lieu_dit', { length: 100 }),
    representantCodePostal: varchar('representant_code_postal', { length: 10 }),
    representantCommune: varchar('representant_commune', { length: 100 }),
    representantPays: varchar('representant_pays', { length: 100 }).notNull().default('FRANCE'),
    creeLe: timestamp('cree_le', horodatage).notNull().defaultNow(),
    modifieLe: timestamp('modifie_le', horodatage).notNull().defaultNow(),
    activeLe: timestamp('active_le', horodatage),
    supprimeLe: timestamp('supprime_le', horodatage),
  },
  (t) => [
    uniqueIndex('teledeclarant_siret_actif_unique').on(t.siret).where(sql`${t.statut} <> 'SUPPRIME'`),
    index('teledeclarant_siret_idx').on(t.siret),
    indexTrigramme('teledeclarant_raison_sociale_trgm_idx', t.raisonSociale),
    // Tri de la liste du teneur par raison sociale (sans accents ni casse) sans trier toute la table.
    index('teledeclarant_raison_sociale_tri_idx').on(texteRecherche(t.raisonSociale)),
    indexTrigramme('teledeclarant_localite_trgm_idx', t.localite),
    index('teledeclarant_statut_idx').on(t.statut),
    index('teledeclarant_code_postal_idx').on(t.codePostal),
    index('teledeclarant_code_insee_idx').on(t.codeInsee),
    index('teledeclarant_numero_etude_notariale_idx').on(t.numeroEtudeNotariale),
    check('teledeclarant_siret_check', sql`${t.siret} ~ '^[0-9]{14}$'`),
  ],
);

/**
 * Compte utilisateur (spec 1 §3 « Account info »). L'identifiant de connexion est l'adresse électronique,
 * enregistrée en minuscules. Les identifiants automatiques commencent à 1000 ; le compte institutionnel
 * intégré porte l'identifiant 1.
 */
export const compte = pgTable(
  'compte',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: PREMIER_ID_COMPTE_AUTOMATIQUE }),
    login: varchar('login', { length: 254 }).notNull(),
    email: varchar('email', { length: 254 }),
    civilite: civiliteEnum('civilite'),
    nom: varchar('nom', { length: 100 }),
    prenom: varchar('prenom', { length: 100 }),
    telephone: varchar('telephone', { length: 20 }),
    profil: profilEnum('profil').notNull(),
    statut: statutCompteEnum('statut').notNull().default('ATT_ACTIVATION'),
    idTeledeclarant: integer('id_teledeclarant').references(() => teledeclarant.id),
    /** Administrateur principal de son établissement (un seul par télédéclarant). */
    adminPrincipal: boolean('admin_principal').notNull().default(false),
    activated: boolean('activated').notNull().default(false),
    /** Numéro de carte professionnelle (syndic professionnel). */
    numCartePro: varchar('num_carte_pro', { length: 50 }),
    /** Empreinte argon2id du mot de passe ; vide tant que le mot de passe n'est pas créé. */
    motDePasseHash: varchar('mot_de_passe_hash', { length: 255 }),
    /** Empreinte de la clé d'activation envoyée par courriel. */
    cleActivationHash: varchar('cle_activation_hash', { length: 128 }),
    cleActivationEnvoyeeLe: timestamp('cle_activation_envoyee_le', horodatage),
    /** Empreinte de la clé de réinitialisation du mot de passe et sa date d'expiration. */
    cleReinitialisationHash: varchar('cle_reinitialisation_hash', { length: 128 }),
    cleReinitialisationExpireLe: timestamp('cle_reinitialisation_expire_le', horodatage),
    /** Dernier courriel de réinitialisation envoyé : un par compte par intervalle (ADR 0005). */
    reinitialisationEnvoyeeLe: timestamp('reinitialisation_envoyee_le', horodatage),
    /**
     * Changement d'adresse en attente de confirmation (ADR 0086) : la nouvelle adresse, l'empreinte de la clé
     * envoyée à cette adresse et son expiration. L'adresse du compte ne change qu'à la confirmation.
     */
    emailEnAttente: varchar('email_en_attente', { length: 254 }),
    cleEmailHash: varchar('cle_email_hash', { length: 128 }),
    cleEmailExpireLe: timestamp('cle_email_expire_le', horodatage),
    /** Certificat client associé au compte (dépôt par service web). */
    certificatSubjectDn: varchar('certificat_subject_dn', { length: 500 }),
    certificatIssuerDn: varchar('certificat_issuer_dn', { length: 500 }),
    /** Acceptation de la charte de confidentialité (compte institutionnel). */
    charteAccepteeLe: timestamp('charte_acceptee_le', horodatage),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    dateModification: timestamp('date_modification', horodatage).notNull().defaultNow(),
    dateDerniereActivite: timestamp('date_derniere_activite', horodatage),
    dateDerniereRelanceInactivite: timestamp('date_derniere_relance_inactivite', horodatage),
    dateValidationCleEmail: timestamp('date_validation_cle_email', horodatage),
    dateSuppression: timestamp('date_suppression', horodatage),
  },
  (t) => [
    uniqueIndex('compte_login_unique').on(t.login),
    index('compte_email_idx').on(t.email),
    index('compte_id_teledeclarant_idx').on(t.idTeledeclarant, t.profil),
    index('compte_profil_idx').on(t.profil),
    index('compte_statut_derniere_activite_idx').on(t.statut, t.dateDerniereActivite),
    indexTrigramme('compte_nom_trgm_idx', t.nom),
    indexTrigramme('compte_prenom_trgm_idx', t.prenom),
    indexTrigramme('compte_email_trgm_idx', t.email),
    uniqueIndex('compte_admin_principal_unique')
      .on(t.idTeledeclarant)
      .where(sql`${t.adminPrincipal} AND ${t.statut} <> 'SUPPRIME'`),
    uniqueIndex('compte_cle_activation_unique').on(t.cleActivationHash),
    uniqueIndex('compte_cle_reinitialisation_unique').on(t.cleReinitialisationHash),
    check('compte_login_minuscules_check', sql`${t.login} = lower(${t.login})`),
    uniqueIndex('compte_cle_email_unique').on(t.cleEmailHash),
  ],
);

/**
 * Échecs de connexion et verrouillage temporaire, par compte ET par adresse du client (ADR 0005) : des
 * échecs venus d'une adresse ne verrouillent le compte que pour cette adresse.
 */
export const verrouillageConnexion = pgTable(
  'verrouillage_connexion',
  {
    idCompte: integer('id_compte')
      .notNull()
      .references(() => compte.id, { onDelete: 'cascade' }),
    adresse: varchar('adresse', { length: 64 }).notNull(),
    echecs: smallint('echecs').notNull().default(0),
    verrouilleJusquA: timestamp('verrouille_jusqu_a', horodatage),
    modifieLe: timestamp('modifie_le', horodatage).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idCompte, t.adresse] }),
    check('verrouillage_connexion_echecs_check', sql`${t.echecs} >= 0`),
  ],
);
