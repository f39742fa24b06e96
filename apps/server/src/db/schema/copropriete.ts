import { RANG_MAX_NUMERO_IMMATRICULATION } from '@registre/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte, teledeclarant } from './acteurs.js';
import { dateCalendaire, horodatage, indexTrigramme } from './colonnes.js';
import { declaration } from './declaration.js';
import { document } from './document.js';
import {
  etatCoproprieteEnum,
  motifDissolutionEnum,
  profilEnum,
  statutDissolutionEnum,
  statutMandatEnum,
  typeJustifDissolutionEnum,
  typeJustifMandatEnum,
  typeMotifRefusEnum,
} from './enums.js';
import { commune, departement, region } from './referentiels.js';

/**
 * Séquence qui fournit le rang des numéros d'immatriculation : partagée par toutes les instances, elle ne
 * donne jamais deux fois le même rang ; le domaine en déduit le numéro, lettres comprises
 * (`numeroImmatriculationDuRang`, ADR 0140), jusqu'à 576 paires de lettres de 9 999 999 numéros.
 */
export const numeroImmatriculationSequence = pgSequence('numero_immatriculation_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: RANG_MAX_NUMERO_IMMATRICULATION,
});

/**
 * Copropriété du registre. Elle porte son état (cycle de vie du domaine) et, recopiés de la déclaration
 * et du mandat qui font foi, les champs que listes, recherches et statistiques filtrent ou agrègent :
 * commune, département et région de l'adresse de référence, nombres de lots et de bâtiments, dates du
 * mandat et de la dernière mise à jour annuelle. Le détail se lit dans `declaration` (`idDeclarationCourante`).
 */
export const copropriete = pgTable(
  'copropriete',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /**
     * Numéro d'immatriculation canonique (« AB1234567 ») ; attribué à la validation de la demande par le
     * teneur (`attribuerNumeroImmatriculation`, ADR 0140), nul jusque-là.
     */
    numeroImmatriculation: char('numero_immatriculation', { length: 9 }),
    etat: etatCoproprieteEnum('etat').notNull().default('BROUILLON'),
    /** Nom (50 caractères au plus à la saisie ; la colonne tolère les noms plus longs de données reprises). */
    nom: varchar('nom', { length: 100 }),
    /**
     * Nom sans accents ni casse, recopié par la base : la recherche « contient » de la liste et le tri par nom le
     * lisent sans recalculer `unaccent` pour chaque ligne candidate (ADR 0227).
     */
    nomRecherche: text('nom_recherche').generatedAlwaysAs(sql`immutable_unaccent(lower(nom))`),
    dateReglementCopropriete: date('date_reglement_copropriete', dateCalendaire),
    /** Adresse de référence : libellé pour les listes, code postal et codes géographiques pour les filtres. */
    adresseReference: varchar('adresse_reference', { length: 300 }),
    codePostal: varchar('code_postal', { length: 5 }),
    codeInsee: varchar('code_insee', { length: 5 }).references(() => commune.codeInsee),
    codeDepartement: varchar('code_departement', { length: 3 }).references(() => departement.code),
    codeRegion: varchar('code_region', { length: 3 }).references(() => region.code),
    /** Coordonnées WGS 84 de l'adresse de référence (x = longitude, y = latitude), pour l'annuaire et la carte. */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** Adresse de référence et parcelles toutes géolocalisées. */
    geolocalisee: boolean('geolocalisee').notNull().default(false),
    nbLots: integer('nb_lots'),
    nbLotsHab: integer('nb_lots_hab'),
    nbLotsHabBurCom: integer('nb_lots_hab_bur_com'),
    nbLotsStationnement: integer('nb_lots_stationnement'),
    nbBatiments: integer('nb_batiments'),
    /** Syndicat principal (`true`) ou secondaire (`false`). */
    syndicatPrincipal: boolean('syndicat_principal'),
    syndicatCooperatif: boolean('syndicat_cooperatif'),
    residenceService: boolean('residence_service'),
    /** Pour un syndicat secondaire : numéro d'immatriculation du syndicat principal. */
    numImmatriculationPrincipale: char('num_immatriculation_principale', { length: 9 }),
    siret: varchar('siret', { length: 14 }),
    /** Déclaration qui fait foi (la dernière validée). */
    idDeclarationCourante: integer('id_declaration_courante').references((): AnyPgColumn => declaration.id),
    /** Représentant légal courant et son mandat. */
    idTeledeclarantCourant: integer('id_teledeclarant_courant').references(() => teledeclarant.id),
    idMandatCourant: integer('id_mandat_courant').references((): AnyPgColumn => mandat.id),
    dateDebutMandat: date('date_debut_mandat', dateCalendaire),
    dateFinMandat: date('date_fin_mandat', dateCalendaire),
    /** Dernière mise à jour annuelle validée et clôture de l'exercice qu'elle déclare. */
    dateDerniereMajAnnuelle: date('date_derniere_maj_annuelle', dateCalendaire),
    dateClotureDernierExercice: date('date_cloture_dernier_exercice', dateCalendaire),
    /** Les comptes du dernier exercice déclaré ne sont pas approuvés : une mise à jour reste à faire. */
    majComptesNonApprouvesAFaire: boolean('maj_comptes_non_approuves_a_faire').notNull().default(false),
    /** Copropriété existante très proche signalée au dépôt (doublon potentiel), en attente du teneur. */
    idCoproprieteDoublon: integer('id_copropriete_doublon').references((): AnyPgColumn => copropriete.id),
    doublonSignaleLe: timestamp('doublon_signale_le', horodatage),
    motifSuppression: varchar('motif_suppression', { length: 500 }),
    dateImmatriculation: timestamp('date_immatriculation', horodatage),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    dateModification: timestamp('date_modification', horodatage).notNull().defaultNow(),
    /** Version pour le verrouillage optimiste : chaque mise à jour l'incrémente et vérifie l'ancienne. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('copropriete_numero_immatriculation_unique').on(t.numeroImmatriculation),
    indexTrigramme('copropriete_nom_trgm_idx', t.nom),
    // Liste des copropriétés (ADR 0161, 0162) : recherche « contient » sur le numéro, tri par nom sans accents.
    indexTrigramme('copropriete_numero_immatriculation_trgm_idx', t.numeroImmatriculation),
    index('copropriete_nom_tri_idx').on(sql`immutable_unaccent(lower(${t.nom}))`),
    // Recherche « contient » et tri par nom de la liste, sur la colonne recopiée (ADR 0227).
    index('copropriete_nom_recherche_trgm_idx').using('gin', sql`${t.nomRecherche} gin_trgm_ops`),
    index('copropriete_nom_recherche_idx').on(t.nomRecherche),
    index('copropriete_etat_idx').on(t.etat),
    // Périmètre d'un établissement (ADR 0185) : ses copropriétés dans l'ordre de l'identifiant (page sans tri qui
    // s'arrête tôt), avec l'état et les colonnes des filtres du tableau de bord (total lu par l'index seul).
    index('copropriete_id_teledeclarant_courant_id_idx').on(
      t.idTeledeclarantCourant,
      t.id,
      t.etat,
      t.dateDerniereMajAnnuelle,
      t.geolocalisee,
      t.dateDebutMandat,
      t.dateFinMandat,
    ),
    index('copropriete_code_insee_idx').on(t.codeInsee),
    index('copropriete_code_departement_idx').on(t.codeDepartement, t.etat),
    index('copropriete_code_region_idx').on(t.codeRegion, t.etat),
    index('copropriete_code_postal_idx').on(t.codePostal),
    index('copropriete_date_fin_mandat_idx').on(t.dateFinMandat),
    index('copropriete_date_debut_mandat_idx').on(t.dateDebutMandat),
    index('copropriete_date_derniere_maj_annuelle_idx').on(t.dateDerniereMajAnnuelle),
    index('copropriete_nb_lots_idx').on(t.nbLots),
    index('copropriete_id_mandat_courant_idx').on(t.idMandatCourant),
    index('copropriete_id_declaration_courante_idx').on(t.idDeclarationCourante),
    index('copropriete_num_immatriculation_principale_idx').on(t.numImmatriculationPrincipale),
    index('copropriete_siret_idx').on(t.siret),
    index('copropriete_latitude_longitude_idx').on(t.latitude, t.longitude),
    index('copropriete_doublon_idx').on(t.doublonSignaleLe).where(sql`${t.idCoproprieteDoublon} IS NOT NULL`),
    // Indicateurs du teneur : immatriculations des 52 dernières semaines (ADR 0201).
    index('copropriete_date_immatriculation_idx').on(t.dateImmatriculation),
    check('copropriete_numero_immatriculation_check', sql`${t.numeroImmatriculation} ~ '^[A-Z]{2}[0-9]{7}$'`),
    check(
      'copropriete_num_immatriculation_principale_check',
      sql`${t.numImmatriculationPrincipale} ~ '^[A-Z]{2}[0-9]{7}$'`,
    ),
    check(
      'copropriete_nombres_check',
      sql`${t.nbLots} >= 0 AND ${t.nbLotsHab} >= 0 AND ${t.nbLotsHabBurCom} >= 0 AND ${t.nbLotsStationnement} >= 0 AND ${t.nbBatiments} >= 0`,
    ),
    check('copropriete_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * Mandat d'un télédéclarant (syndic ou administrateur provisoire) sur une copropriété (spec 1 §3).
 * Un renouvellement ou une succession crée un nouveau mandat chaîné au précédent (`idMandatPrecedent`).
 */
export const mandat = pgTable(
  'mandat',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCopropriete: integer('id_copropriete')
      .notNull()
      .references(() => copropriete.id),
    idTeledeclarant: integer('id_teledeclarant')
      .notNull()
      .references(() => teledeclarant.id),
    statut: statutMandatEnum('statut').notNull(),
    dateDebut: date('date_debut', dateCalendaire),
    dateFin: date('date_fin', dateCalendaire),
    adminProvisoire: boolean('admin_provisoire').notNull().default(false),
    syndicProvisoire: boolean('syndic_provisoire').notNull().default(false),
    typeJustif: typeJustifMandatEnum('type_justif'),
    /** Justificatif PDF du mandat. */
    idDocument: integer('id_document').references(() => document.id),
    dateTeleversement: timestamp('date_televersement', horodatage),
    /** Mandat précédent : celui que ce mandat renouvelle ou auquel il succède. */
    idMandatPrecedent: integer('id_mandat_precedent').references((): AnyPgColumn => mandat.id),
    /** Demande de rattachement par contestation du rattachement en place. */
    contestation: boolean('contestation').notNull().default(false),
    motifContestation: text('motif_contestation'),
    /** Successeur déclaré par ce mandat et clé (empreinte) qui lui permet de valider la déclaration. */
    idTeledeclarantSuccesseur: integer('id_teledeclarant_successeur').references(() => teledeclarant.id),
    emailSuccesseur: varchar('email_successeur', { length: 254 }),
    cleSuccesseurHash: varchar('cle_successeur_hash', { length: 128 }),
    successeurDeclareLe: timestamp('successeur_declare_le', horodatage),
    /** Refus par le teneur : motif codé et texte libre. */
    motifRefus: typeMotifRefusEnum('motif_refus'),
    raisonRefus: text('raison_refus'),
    motifSuppression: varchar('motif_suppression', { length: 500 }),
    idCompteDemandeur: integer('id_compte_demandeur').references(() => compte.id),
    /** Profil du compte demandeur, recopié par déclencheur (ordre du guichet, ADR 0280, 0306). */
    profilDemandeur: profilEnum('profil_demandeur'),
    /**
     * Mandat déposé par une demande de rattachement ou de contestation (source « mandat » du guichet, ADR 0306) ;
     * les mandats décidés avant la migration 0030 n'ont pas été requalifiés.
     */
    demandeRattachement: boolean('demande_rattachement').notNull().default(false),
    idCompteValidateur: integer('id_compte_validateur').references(() => compte.id),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    dateModification: timestamp('date_modification', horodatage).notNull().defaultNow(),
    /** Dépôt de la demande (passage à `A_VALIDER`), pour l'ordre du guichet de validation. */
    dateSoumission: timestamp('date_soumission', horodatage),
    dateValidation: timestamp('date_validation', horodatage),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('mandat_id_copropriete_statut_idx').on(t.idCopropriete, t.statut),
    index('mandat_id_teledeclarant_statut_idx').on(t.idTeledeclarant, t.statut),
    index('mandat_date_fin_idx').on(t.dateFin),
    index('mandat_statut_date_soumission_idx').on(t.statut, t.dateSoumission),
    index('mandat_id_mandat_precedent_idx').on(t.idMandatPrecedent),
    index('mandat_id_document_idx').on(t.idDocument),
    index('mandat_id_teledeclarant_successeur_idx').on(t.idTeledeclarantSuccesseur),
    // Recopie du profil quand celui du compte change (déclencheur, ADR 0306).
    index('mandat_id_compte_demandeur_idx').on(t.idCompteDemandeur),
    // Indicateurs du teneur : rattachements validés des 52 dernières semaines (ADR 0201).
    index('mandat_date_validation_idx').on(t.dateValidation),
    uniqueIndex('mandat_cle_successeur_unique').on(t.cleSuccesseurHash),
    // Une seule demande (immatriculation, rattachement ou contestation) en attente du teneur par copropriété
    // (spec 2 §8, ADR 0300) : deux syndics qui se rattachent en même temps, le second reçoit le message de §8.
    uniqueIndex('mandat_une_demande_en_attente_unique')
      .on(t.idCopropriete)
      .where(sql`${t.statut} IN ('A_VALIDER', 'VALIDATION_EN_COURS')`),
    // Guichet : rattachements et contestations en attente, dans l'ordre du tri par défaut (profil, dépôt) et par
    // dépôt (lu dans les deux sens) ; la liste s'arrête à sa page sans lire les autres mandats en attente (ADR 0306).
    index('mandat_rattachement_attente_profil_idx')
      .on(t.profilDemandeur, t.dateSoumission, t.idCopropriete)
      .where(sql`${t.demandeRattachement} AND ${t.statut} IN ('A_VALIDER', 'VALIDATION_EN_COURS')`),
    index('mandat_rattachement_attente_depot_idx')
      .on(t.dateSoumission, t.idCopropriete)
      .where(sql`${t.demandeRattachement} AND ${t.statut} IN ('A_VALIDER', 'VALIDATION_EN_COURS')`),
    check('mandat_version_check', sql`${t.version} >= 1`),
    // Un rattachement demandé a sa date de dépôt : le guichet la trie sans nuls, par son index (ADR 0306).
    check(
      'mandat_demande_rattachement_depot_check',
      sql`NOT ${t.demandeRattachement} OR ${t.dateSoumission} IS NOT NULL`,
    ),
  ],
);

/** Demande de dissolution d'une copropriété (spec 1 §3 « Dissolution »). */
export const dissolution = pgTable(
  'dissolution',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCopropriete: integer('id_copropriete')
      .notNull()
      .references(() => copropriete.id),
    statut: statutDissolutionEnum('statut').notNull().default('A_VALIDER'),
    motif: motifDissolutionEnum('motif').notNull(),
    /** Précision du motif « autre ». */
    autre: varchar('autre', { length: 500 }),
    dateFaitGenerateur: date('date_fait_generateur', dateCalendaire).notNull(),
    typeJustif: typeJustifDissolutionEnum('type_justif').notNull(),
    idDocument: integer('id_document').references(() => document.id),
    /** Auteur de la demande : compte et établissement (notaire ou syndic). */
    idCompteDemandeur: integer('id_compte_demandeur').references(() => compte.id),
    idTeledeclarantDemandeur: integer('id_teledeclarant_demandeur').references(() => teledeclarant.id),
    /** Profil du compte demandeur, recopié par déclencheur (ordre du guichet, ADR 0306). */
    profilDemandeur: profilEnum('profil_demandeur'),
    dateDemande: timestamp('date_demande', horodatage).notNull().defaultNow(),
    idCompteValidateur: integer('id_compte_validateur').references(() => compte.id),
    dateValidation: timestamp('date_validation', horodatage),
    dateExecution: timestamp('date_execution', horodatage),
    raisonRefus: text('raison_refus'),
  },
  (t) => [
    index('dissolution_id_copropriete_statut_idx').on(t.idCopropriete, t.statut),
    index('dissolution_statut_date_demande_idx').on(t.statut, t.dateDemande),
    // Guichet : dissolutions à valider dans l'ordre du tri par défaut (ADR 0306) ; par dépôt, l'index du statut.
    index('dissolution_a_valider_profil_idx')
      .on(t.profilDemandeur, t.dateDemande, t.idCopropriete)
      .where(sql`${t.statut} = 'A_VALIDER'`),
    index('dissolution_id_document_idx').on(t.idDocument),
    index('dissolution_id_compte_demandeur_idx').on(t.idCompteDemandeur),
    check('dissolution_autre_check', sql`${t.motif} <> 'AUTRE' OR ${t.autre} IS NOT NULL`),
  ],
);

/** Affectation d'une demande au teneur (assistance qui transmet à un administrateur), avec sa raison. */
export const affectationTeneur = pgTable(
  'affectation_teneur',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCopropriete: integer('id_copropriete')
      .notNull()
      .references(() => copropriete.id),
    idMandat: integer('id_mandat').references(() => mandat.id),
    raison: text('raison').notNull(),
    idCompteAuteur: integer('id_compte_auteur')
      .notNull()
      .references(() => compte.id),
    dateAffectation: timestamp('date_affectation', horodatage).notNull().defaultNow(),
  },
  (t) => [
    index('affectation_teneur_id_copropriete_idx').on(t.idCopropriete, t.dateAffectation),
    index('affectation_teneur_id_mandat_idx').on(t.idMandat),
  ],
);
