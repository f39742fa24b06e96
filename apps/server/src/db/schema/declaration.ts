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
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte, teledeclarant } from './acteurs.js';
import { dateCalendaire, horodatage, indexTrigramme, montant } from './colonnes.js';
import { copropriete, mandat } from './copropriete.js';
import {
  energieChauffageEnum,
  periodeConstructionEnum,
  profilEnum,
  statutDeclarationEnum,
  typeAdresseEnum,
  typeArreteEnum,
  typeChauffageEnum,
  typeImmatEnum,
  typeMajEnum,
  typeMotifRefusEnum,
} from './enums.js';
import { commune } from './referentiels.js';

/**
 * Déclaration d'une copropriété (spec 1 §3 « Condominium declaration ») : chaque déclaration reste lisible
 * après sa validation (historique). Les cinq parties sont des colonnes typées :
 * - `infoRattachement` : le mandat demandé (`idMandat`, table `mandat`) ;
 * - `identification` : colonnes ci-dessous, adresses (`adresse`) et parcelles (`parcelle`) ;
 * - `procedures` : drapeaux, mandat ad hoc et ordonnance de carence ci-dessous, arrêtés (`arrete`) ;
 * - `donneesFinancieres` et `donneesTechniques` : colonnes ci-dessous, étiquettes énergétiques comprises.
 * Un brouillon s'enregistre incomplet : les colonnes métier sont facultatives, les règles sont dans le domaine.
 */
export const declaration = pgTable(
  'declaration',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idCopropriete: integer('id_copropriete')
      .notNull()
      .references(() => copropriete.id),
    statut: statutDeclarationEnum('statut').notNull().default('BROUILLON'),
    typeDeclaration: typeMajEnum('type_declaration'),
    typeMaj: typeMajEnum('type_maj'),
    typeImmat: typeImmatEnum('type_immat'),
    /** Déclaration portant sur un exercice non approuvé. */
    exerciceNonApprouve: boolean('exercice_non_approuve').notNull().default(false),
    /** Télédéclarant auteur (`numTeledeclarant`) et mandat demandé avec la déclaration (`infoRattachement`). */
    idTeledeclarant: integer('id_teledeclarant').references(() => teledeclarant.id),
    idMandat: integer('id_mandat').references(() => mandat.id),
    /** Compte auteur, son nom (`utilisateurDeclare`) et son adresse électronique au moment de la déclaration. */
    idCompteDeclarant: integer('id_compte_declarant').references(() => compte.id),
    /**
     * Profil du compte auteur, recopié de `compte.profil` par la base (déclencheurs, ADR 0280) : tri par défaut du
     * guichet lu dans l'index partiel des demandes à valider, sans jointure. Toujours égal au profil actuel du
     * compte (insertion, changement d'auteur, changement de profil du compte).
     */
    profilDemandeur: profilEnum('profil_demandeur'),
    utilisateurDeclare: varchar('utilisateur_declare', { length: 200 }),
    adresseEmailUtilisateur: varchar('adresse_email_utilisateur', { length: 254 }),
    dateCreation: timestamp('date_creation', horodatage).notNull().defaultNow(),
    dateModification: timestamp('date_modification', horodatage).notNull().defaultNow(),
    dateSoumission: timestamp('date_soumission', horodatage),
    dateValidation: timestamp('date_validation', horodatage),
    idCompteValidateur: integer('id_compte_validateur').references(() => compte.id),
    motifRefus: typeMotifRefusEnum('motif_refus'),
    raisonRefus: text('raison_refus'),
    /**
     * Clé de création fournie par le client (UUID) : un double clic, deux onglets ou une requête rejouée
     * retrouvent le même brouillon au lieu d'en créer un second (index unique, ADR 0130).
     */
    cleCreation: uuid('cle_creation'),
    /** Version pour le verrouillage optimiste : une sauvegarde entière gagne, jamais un mélange (ADR 0130). */
    version: integer('version').notNull().default(1),
    /**
     * Correction de la dernière déclaration annuelle (ADR 0171) : la déclaration annuelle que ce brouillon
     * corrige et remplacera à sa transmission ; vide pour toute autre déclaration.
     */
    idDeclarationCorrigee: integer('id_declaration_corrigee').references((): AnyPgColumn => declaration.id),

    // --- identification ---
    nomCopropriete: varchar('nom_copropriete', { length: 100 }),
    dateReglementCopropriete: date('date_reglement_copropriete', dateCalendaire),
    numImmatriculationPrincipale: char('num_immatriculation_principale', { length: 9 }),
    siret: varchar('siret', { length: 14 }),
    syndicatPrincipal: boolean('syndicat_principal'),
    syndicatCooperatif: boolean('syndicat_cooperatif'),
    residenceService: boolean('residence_service'),
    nbLots: integer('nb_lots'),
    nbLotsHab: integer('nb_lots_hab'),
    nbLotsHabBurCom: integer('nb_lots_hab_bur_com'),
    nbLotsStationnement: integer('nb_lots_stationnement'),
    nbAsl: smallint('nb_asl'),
    nbAful: smallint('nb_aful'),
    nbUnionsSyndicats: smallint('nb_unions_syndicats'),

    // --- procedures ---
    flagSecuriteInsalubritePartiesCom: boolean('flag_securite_insalubrite_parties_com')
      .notNull()
      .default(false),
    flagPerilPartiesCom: boolean('flag_peril_parties_com').notNull().default(false),
    flagInsalubritePartiesCom: boolean('flag_insalubrite_parties_com').notNull().default(false),
    flagEquipementsCom: boolean('flag_equipements_com').notNull().default(false),
    flagMandatAdhoc: boolean('flag_mandat_adhoc').notNull().default(false),
    flagOrdonnanceCarence: boolean('flag_ordonnance_carence').notNull().default(false),
    mandatAdHocDateNomination: date('mandat_ad_hoc_date_nomination', dateCalendaire),
    mandatAdHocDateFinMission: date('mandat_ad_hoc_date_fin_mission', dateCalendaire),
    ordonnanceCarenceDate: date('ordonnance_carence_date', dateCalendaire),

    // --- donneesFinancieres ---
    donneesFinancieresInconnues: boolean('donnees_financieres_inconnues').notNull().default(false),
    dateDebutExercice: date('date_debut_exercice', dateCalendaire),
    dateClotureComptes: date('date_cloture_comptes', dateCalendaire),
    dateAg: date('date_ag', dateCalendaire),
    premierExerciceComptable: boolean('premier_exercice_comptable'),
    comptesNonApprouves: boolean('comptes_non_approuves'),
    presenceEmployes: boolean('presence_employes'),
    chargesOperationsCourantes: numeric('charges_operations_courantes', montant),
    chargesOperationsExceptionnelles: numeric('charges_operations_exceptionnelles', montant),
    montantDettes: numeric('montant_dettes', montant),
    montantImpayesCoproprietaires: numeric('montant_impayes_coproprietaires', montant),
    montantFondTravaux: numeric('montant_fond_travaux', montant),
    /** Copropriétaires débiteurs de plus de 300 euros. */
    nbCoproprietairesImpayes: integer('nb_coproprietaires_impayes'),

    // --- donneesTechniques ---
    anneeConstruction: smallint('annee_construction'),
    periodeConstruction: periodeConstructionEnum('periode_construction'),
    nbBatimentsTotal: integer('nb_batiments_total'),
    nbAscenseurs: integer('nb_ascenseurs'),
    typeChauffage: typeChauffageEnum('type_chauffage'),
    chauffageCollectifUrbain: boolean('chauffage_collectif_urbain'),
    energieChauffageCollectifNonUrbain: energieChauffageEnum('energie_chauffage_collectif_non_urbain'),
    /** Plan pluriannuel de travaux : inscrit à l'ordre du jour, adopté, date d'adoption. */
    pptInscritAg: boolean('ppt_inscrit_ag'),
    ppt: boolean('ppt'),
    pptDate: date('ppt_date', dateCalendaire),
    /** Nombre de bâtiments par étiquette du diagnostic de performance énergétique (ETIQ_A … ETIQ_NON_DETERMINE). */
    etiqA: integer('etiq_a'),
    etiqB: integer('etiq_b'),
    etiqC: integer('etiq_c'),
    etiqD: integer('etiq_d'),
    etiqE: integer('etiq_e'),
    etiqF: integer('etiq_f'),
    etiqG: integer('etiq_g'),
    etiqNonDetermine: integer('etiq_non_determine'),
  },
  (t) => [
    index('declaration_id_copropriete_statut_idx').on(t.idCopropriete, t.statut),
    // Guichet de validation : déclarations `A_VALIDER` de la plus ancienne à la plus récente.
    index('declaration_statut_date_soumission_idx').on(t.statut, t.dateSoumission),
    // Guichet, tri par défaut (profil du demandeur, dépôt) : les seules demandes à valider, dans l'ordre (ADR 0280).
    index('declaration_a_valider_profil_idx')
      .on(t.profilDemandeur, t.dateSoumission, t.idCopropriete)
      .where(sql`${t.statut} = 'A_VALIDER'`),
    // Guichet, tri par dépôt décroissant (les plus récentes d'abord, départage par copropriété) : l'index du statut,
    // lu à rebours, range les dates inconnues en tête et chaque page triait toutes les demandes (ADR 0282).
    index('declaration_a_valider_depot_idx')
      .on(t.dateSoumission.desc().nullsLast(), t.idCopropriete)
      .where(sql`${t.statut} = 'A_VALIDER'`),
    // Guichet, filtre « modification d'une demande » (rare) : ses seules demandes, dans l'ordre du tri par défaut ;
    // sans lui, la page et le total lisaient toutes les demandes à valider pour en trouver quelques-unes (ADR 0282).
    index('declaration_a_valider_modif_idx')
      .on(t.profilDemandeur, t.dateSoumission, t.idCopropriete)
      .where(sql`${t.statut} = 'A_VALIDER' AND ${t.typeMaj} = 'MODIF_DEMANDE'`),
    // Déclarations en cours d'un établissement : l'identifiant de la copropriété est lu dans l'index (ADR 0185).
    index('declaration_id_teledeclarant_statut_idx').on(t.idTeledeclarant, t.statut, t.idCopropriete),
    index('declaration_id_mandat_idx').on(t.idMandat),
    index('declaration_id_compte_declarant_idx').on(t.idCompteDeclarant),
    uniqueIndex('declaration_cle_creation_unique').on(t.cleCreation),
    index('declaration_id_declaration_corrigee_idx').on(t.idDeclarationCorrigee),
    check('declaration_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * Adresse d'une déclaration : l'adresse de référence (une seule) et les adresses complémentaires.
 * Une adresse choisie dans la Base Adresse Nationale est géolocalisée et porte l'identifiant RNB du bâtiment.
 */
export const adresse = pgTable(
  'adresse',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idDeclaration: integer('id_declaration')
      .notNull()
      .references(() => declaration.id, { onDelete: 'cascade' }),
    type: typeAdresseEnum('type').notNull(),
    /** Rang parmi les adresses complémentaires (0 pour l'adresse de référence). */
    ordre: smallint('ordre').notNull().default(0),
    /** Numéro dans la voie avec son indice de répétition (« 12 bis »). */
    numero: varchar('numero', { length: 20 }),
    voie: varchar('voie', { length: 200 }),
    lieuDit: varchar('lieu_dit', { length: 200 }),
    codePostal: varchar('code_postal', { length: 5 }),
    codeInsee: varchar('code_insee', { length: 5 }).references(() => commune.codeInsee),
    commune: varchar('commune', { length: 100 }),
    libelle: varchar('libelle', { length: 300 }),
    /** Identifiant de l'adresse dans la Base Adresse Nationale. */
    identifiantBan: varchar('identifiant_ban', { length: 100 }),
    /** Identifiant du bâtiment dans le Référentiel national des bâtiments (RNB). */
    idBatiment: varchar('id_batiment', { length: 20 }),
    /** Coordonnées WGS 84 (x = longitude, y = latitude). */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    geolocalisee: boolean('geolocalisee').notNull().default(false),
  },
  (t) => [
    index('adresse_id_declaration_idx').on(t.idDeclaration, t.type, t.ordre),
    uniqueIndex('adresse_reference_unique').on(t.idDeclaration).where(sql`${t.type} = 'REFERENCE'`),
    index('adresse_code_insee_idx').on(t.codeInsee),
    index('adresse_code_postal_idx').on(t.codePostal),
    index('adresse_id_batiment_idx').on(t.idBatiment),
    index('adresse_latitude_longitude_idx').on(t.latitude, t.longitude),
    indexTrigramme('adresse_voie_trgm_idx', t.voie),
    check('adresse_longitude_check', sql`${t.longitude} BETWEEN -180 AND 180`),
    check('adresse_latitude_check', sql`${t.latitude} BETWEEN -90 AND 90`),
  ],
);

/** Parcelle cadastrale d'une déclaration. */
export const parcelle = pgTable(
  'parcelle',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idDeclaration: integer('id_declaration')
      .notNull()
      .references(() => declaration.id, { onDelete: 'cascade' }),
    ordre: smallint('ordre').notNull().default(0),
    codePostal: varchar('code_postal', { length: 5 }),
    codeInsee: varchar('code_insee', { length: 5 }).references(() => commune.codeInsee),
    /** Nom de la commune absorbée (commune déléguée ou associée), le cas échéant. */
    communeAbsorbee: varchar('commune_absorbee', { length: 100 }),
    /** Préfixe de section : code de la commune absorbée, « 000 » sinon. */
    prefixe: char('prefixe', { length: 3 }).notNull().default('000'),
    section: varchar('section', { length: 2 }).notNull(),
    numero: varchar('numero', { length: 4 }).notNull(),
    geolocalisee: boolean('geolocalisee').notNull().default(false),
  },
  (t) => [
    index('parcelle_id_declaration_idx').on(t.idDeclaration, t.ordre),
    index('parcelle_reference_cadastrale_idx').on(t.codeInsee, t.prefixe, t.section, t.numero),
  ],
);

/** Arrêté de police administrative visant les parties communes (partie `procedures`). */
export const arrete = pgTable(
  'arrete',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idDeclaration: integer('id_declaration')
      .notNull()
      .references(() => declaration.id, { onDelete: 'cascade' }),
    ordre: smallint('ordre').notNull().default(0),
    type: typeArreteEnum('type').notNull(),
    dateArrete: date('date_arrete', dateCalendaire),
    /** Date de mainlevée de l'arrêté. */
    dateMainLevee: date('date_main_levee', dateCalendaire),
  },
  (t) => [index('arrete_id_declaration_idx').on(t.idDeclaration, t.ordre)],
);
