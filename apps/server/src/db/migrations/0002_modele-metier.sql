CREATE TYPE "public"."categorie_evenement" AS ENUM('CONNEXION', 'COMPTE', 'TELEDECLARANT', 'IMMATRICULATION', 'MISE_A_JOUR', 'RATTACHEMENT', 'MANDAT', 'DISSOLUTION', 'VALIDATION', 'TELECHARGEMENT');--> statement-breakpoint
CREATE TYPE "public"."categorie_fiche_memo" AS ENUM('GENERAL', 'INSTITUTION', 'NOTAIRE', 'PRO', 'BENEVOLE');--> statement-breakpoint
CREATE TYPE "public"."civilite" AS ENUM('MME', 'M');--> statement-breakpoint
CREATE TYPE "public"."energie_chauffage" AS ENUM('BOIS_DE_CHAUFFAGE', 'GAZ_NATUREL', 'GAZ_PROPANE_BUTANE', 'FIOUL_DOMESTIQUE', 'CHARBON', 'ELECTRICITE', 'ENERGIE_AUTRE');--> statement-breakpoint
CREATE TYPE "public"."etat_copropriete" AS ENUM('BROUILLON', 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION', 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES', 'IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', 'IMMATRICULATION_ANNULEE', 'IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE', 'DISSOLUTION_EN_COURS_DE_VALIDATION', 'DISSOLUTION_A_VALIDER', 'DISSOLUTION_EN_COURS', 'DISSOUTE', 'SUPPRIMEE', 'FUTUR', 'IMMATRICULATION_DEMANDE_DE_PRECISIONS', 'IMMATRICULEE_RATTACHEMENT_CONTESTE');--> statement-breakpoint
CREATE TYPE "public"."modalite_evenement" AS ENUM('SAISIE_EN_LIGNE', 'SERVICE_WEB', 'CONNEXION_EN_TANT_QUE', 'TRAITEMENT_AUTOMATIQUE');--> statement-breakpoint
CREATE TYPE "public"."motif_dissolution" AS ENUM('REUNION_LOTS', 'DEMOLITION', 'SCISSION', 'SORTIE_STATUT', 'AUTRE');--> statement-breakpoint
CREATE TYPE "public"."periode_construction" AS ENUM('AVANT_1949', 'DE_1949_A_1960', 'DE_1961_A_1974', 'DE_1975_A_1993', 'DE_1994_A_2000', 'DE_2001_A_2010', 'APRES_2011', 'NON_CONNUE');--> statement-breakpoint
CREATE TYPE "public"."precision_reclamation" AS ENUM('ADRESSE', 'NOM', 'NOMBRE_LOTS', 'REPRESENTANT_LEGAL', 'DONNEES_FINANCIERES', 'DONNEES_TECHNIQUES', 'AUTRE_DONNEE', 'RATTACHEMENT_CONTESTE', 'ANCIEN_SYNDIC_TOUJOURS_RATTACHE', 'DEMANDE_EN_ATTENTE', 'CODE_ACTIVATION_NON_RECU', 'MOT_DE_PASSE', 'COMPTE_DESACTIVE');--> statement-breakpoint
CREATE TYPE "public"."profil" AS ENUM('DEFAULT', 'restricted', 'INSTITUTIONNEL', 'TELE_NONPRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_SECOND', 'TELE_NONPRO_GESTION', 'TELE_PRO_ADMIN_PRINC', 'TELE_PRO_ADMIN_SECOND', 'TELE_PRO_GESTION', 'NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB', 'TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND', 'TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES');--> statement-breakpoint
CREATE TYPE "public"."statut_compte" AS ENUM('ATT_ACTIVATION', 'ACTIF', 'DESACTIVE', 'SUPPRIME');--> statement-breakpoint
CREATE TYPE "public"."statut_courriel" AS ENUM('A_ENVOYER', 'ENVOYE', 'ECHEC');--> statement-breakpoint
CREATE TYPE "public"."statut_declaration" AS ENUM('BROUILLON', 'SUPPRIME', 'A_VALIDER', 'COURANTE', 'IMMATRICULATION', 'AVANT_DECLARATION_ANNUELLE');--> statement-breakpoint
CREATE TYPE "public"."statut_dissolution" AS ENUM('A_VALIDER', 'VALIDEE', 'EXECUTEE', 'REFUSEE', 'ANNULEE');--> statement-breakpoint
CREATE TYPE "public"."statut_lettre" AS ENUM('A_ENVOYER', 'ENVOYEE', 'ANNULEE');--> statement-breakpoint
CREATE TYPE "public"."statut_mandat" AS ENUM('A_VALIDER', 'ARCHIVE', 'BROUILLON', 'COURANT', 'EXPIRE', 'REFUSE', 'RENOUVELLEMENT_DECLARE', 'SUCCESSEUR_DECLARE', 'SUCCESSEUR_VALIDE', 'SUPPRIME', 'VALIDATION_EN_COURS');--> statement-breakpoint
CREATE TYPE "public"."statut_reclamation" AS ENUM('NOUVELLE', 'EN_COURS', 'TRAITEE');--> statement-breakpoint
CREATE TYPE "public"."statut_teledeclarant" AS ENUM('ATT_CREA_COMPTE', 'ATT_ACTIVATION', 'ACTIF', 'SUPPRIME', 'ATT_FIN_IMM_NOT');--> statement-breakpoint
CREATE TYPE "public"."type_adresse" AS ENUM('REFERENCE', 'COMPLEMENTAIRE');--> statement-breakpoint
CREATE TYPE "public"."type_arrete" AS ENUM('SECURITE_TR_INSALUBRITE', 'PERIL_PARTIES_COMMUNES', 'INSALUBRITE_PARTIES_COMMUNES', 'EQUIPEMENTS_COMMUNS');--> statement-breakpoint
CREATE TYPE "public"."type_chauffage" AS ENUM('COLLECTIF', 'INDIVIDUEL', 'MIXTE', 'SANS_CHAUFFAGE', 'NON_RENSEIGNE');--> statement-breakpoint
CREATE TYPE "public"."type_cible_evenement" AS ENUM('COPROPRIETE', 'DECLARATION', 'MANDAT', 'TELEDECLARANT', 'UTILISATEUR', 'DOCUMENT', 'AUCUNE');--> statement-breakpoint
CREATE TYPE "public"."type_demandeur" AS ENUM('COPROPRIETAIRE', 'MEMBRE_CONSEIL_SYNDICAL', 'ACQUEREUR', 'SYNDIC_PROFESSIONNEL', 'SYNDIC_BENEVOLE', 'ADMINISTRATEUR_PROVISOIRE', 'NOTAIRE', 'COLLECTIVITE', 'AUTRE');--> statement-breakpoint
CREATE TYPE "public"."type_etablissement_teledeclarant" AS ENUM('PRO', 'NON_PRO', 'NOTAIRE');--> statement-breakpoint
CREATE TYPE "public"."type_evenement" AS ENUM('CONNEXION_REUSSIE', 'CONNEXION_ECHOUEE', 'DECONNEXION', 'CONNEXION_INSTITUTIONNELLE', 'ACCEPTATION_CHARTE', 'REFUS_CHARTE', 'CONNEXION_EN_TANT_QUE', 'FIN_CONNEXION_EN_TANT_QUE', 'CREATION_UTILISATEUR', 'ACTIVATION_COMPTE', 'MODIFICATION_COMPTE', 'CREATION_MOT_DE_PASSE', 'CHANGEMENT_MOT_DE_PASSE', 'REINITIALISATION_MOT_DE_PASSE', 'SUPPRESSION_UTILISATEUR', 'RELANCE_INACTIVITE', 'INSCRIPTION_TELEDECLARANT', 'ENVOI_CODE_ACTIVATION', 'REGENERATION_CODE_ACTIVATION', 'ACTIVATION_TELEDECLARANT', 'MODIFICATION_TELEDECLARANT', 'MODIFICATION_ETABLISSEMENT', 'CHANGEMENT_STATUT_TELEDECLARANT', 'SUPPRESSION_TELEDECLARANT', 'CREATION_BROUILLON', 'ENREGISTREMENT_BROUILLON', 'SUPPRESSION_BROUILLON', 'SOUMISSION_IMMATRICULATION', 'IMMATRICULATION_D_OFFICE', 'MODIFICATION_DEMANDE', 'DOUBLON_SIGNALE', 'DECLARATION_COPROPRIETE_FUTURE', 'ANNULATION_IMMATRICULATION', 'MAJ_STANDARD', 'MAJ_ANNUELLE', 'MAJ_COMPTES_NON_APPROUVES', 'CORRECTION_DERNIERE_MAJ_ANNUELLE', 'SUPPRESSION_DECLARATIONS', 'MAJ_PARCELLES_NON_GEOLOCALISEES', 'MODIFICATION_ADMINISTRATIVE', 'ARCHIVAGE_DECLARATION', 'DEMANDE_RATTACHEMENT', 'MODIFICATION_RATTACHEMENT', 'CONTESTATION_RATTACHEMENT', 'RETRAIT_RATTACHEMENT', 'RENOUVELLEMENT_MANDAT', 'DECLARATION_SUCCESSEUR', 'VALIDATION_DECLARATION_PREDECESSEUR', 'CHANGEMENT_REPRESENTANT_LEGAL', 'MODIFICATION_DATE_DEBUT_MANDAT', 'MODIFICATION_DATE_FIN_MANDAT_ARCHIVE', 'SUPPRESSION_MANDAT', 'EXPIRATION_MANDAT', 'ARCHIVAGE_MANDAT', 'ANNULATION_RENOUVELLEMENT', 'ANNULATION_SUCCESSEUR', 'DEMANDE_DISSOLUTION', 'DISSOLUTION_EXECUTEE', 'ANNULATION_DISSOLUTION', 'SUPPRESSION_COPROPRIETE', 'PRISE_EN_CHARGE', 'AFFECTATION_TENEUR', 'DEMANDE_PRECISIONS', 'VALIDATION_DEMANDE', 'REFUS_DEMANDE', 'VALIDATION_DOUBLON', 'VALIDATION_CONTESTATION', 'LIBERATION_VERROU', 'TELECHARGEMENT_FICHE_SYNTHETIQUE', 'TELECHARGEMENT_DONNEES_BRUTES', 'TELECHARGEMENT_RAPPORT', 'EXTRACTION_CATEGORISATION', 'TELECHARGEMENT_JUSTIFICATIF');--> statement-breakpoint
CREATE TYPE "public"."type_immat" AS ENUM('DEFAULT', 'INITIALE', 'OFFICE');--> statement-breakpoint
CREATE TYPE "public"."type_justif_dissolution" AS ENUM('ACTE_NOTARIE', 'PV_AG', 'DECISION_JUSTICE', 'ATTESTATION_DEMOLITION', 'AUTRE_JUSTIFICATIF');--> statement-breakpoint
CREATE TYPE "public"."type_justif_mandat" AS ENUM('CONTRAT_SYNDIC', 'PV_AG', 'ORDO_NOMINATION');--> statement-breakpoint
CREATE TYPE "public"."type_maj" AS ENUM('STANDARD', 'ANNUELLE', 'INITIALE', 'OFFICE', 'MODIF_DEMANDE', 'COMPTESNONAPPROUVES', 'MODIFICATION_ADMIN');--> statement-breakpoint
CREATE TYPE "public"."type_motif_refus" AS ENUM('JUSTIFICATIF_ILLISIBLE', 'JUSTIFICATIF_NON_CONFORME', 'JUSTIFICATIF_AUTRE_COPROPRIETE', 'DECLARANT_NON_DESIGNE', 'DATES_MANDAT_INCOHERENTES', 'MANDAT_EXPIRE', 'COPROPRIETE_DEJA_IMMATRICULEE', 'INFORMATIONS_INCOMPLETES', 'AUTRE');--> statement-breakpoint
CREATE TYPE "public"."type_reclamation" AS ENUM('DONNEES_ERRONEES', 'COPROPRIETE_INTROUVABLE', 'RATTACHEMENT', 'ACCES_COMPTE', 'IMMATRICULATION', 'FICHE_SYNTHETIQUE', 'DONNEES_STATISTIQUES', 'AUTRE');--> statement-breakpoint
CREATE SEQUENCE "public"."numero_immatriculation_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "compte" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "compte_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"login" varchar(254) NOT NULL,
	"email" varchar(254),
	"civilite" "civilite",
	"nom" varchar(100),
	"prenom" varchar(100),
	"telephone" varchar(20),
	"profil" "profil" NOT NULL,
	"statut" "statut_compte" DEFAULT 'ATT_ACTIVATION' NOT NULL,
	"id_teledeclarant" integer,
	"admin_principal" boolean DEFAULT false NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"num_carte_pro" varchar(50),
	"mot_de_passe_hash" varchar(255),
	"cle_activation_hash" varchar(128),
	"cle_activation_envoyee_le" timestamp with time zone,
	"cle_reinitialisation_hash" varchar(128),
	"cle_reinitialisation_expire_le" timestamp with time zone,
	"tentatives_echouees" smallint DEFAULT 0 NOT NULL,
	"verrouille_jusqu_a" timestamp with time zone,
	"certificat_subject_dn" varchar(500),
	"certificat_issuer_dn" varchar(500),
	"charte_acceptee_le" timestamp with time zone,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modification" timestamp with time zone DEFAULT now() NOT NULL,
	"date_derniere_activite" timestamp with time zone,
	"date_derniere_relance_inactivite" timestamp with time zone,
	"date_validation_cle_email" timestamp with time zone,
	"date_suppression" timestamp with time zone,
	CONSTRAINT "compte_login_minuscules_check" CHECK ("compte"."login" = lower("compte"."login")),
	CONSTRAINT "compte_tentatives_echouees_check" CHECK ("compte"."tentatives_echouees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teledeclarant" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "teledeclarant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "type_etablissement_teledeclarant" NOT NULL,
	"statut" "statut_teledeclarant" NOT NULL,
	"raison_sociale" varchar(200),
	"siret" varchar(14),
	"code_ape" varchar(6),
	"libelle_activite" varchar(200),
	"type_etablissement" varchar(100),
	"numero_etude_notariale" varchar(20),
	"adresse_ligne1" varchar(38),
	"adresse_ligne2" varchar(38),
	"adresse_ligne3" varchar(38),
	"adresse_ligne4" varchar(38),
	"adresse_ligne5" varchar(38),
	"adresse_ligne6" varchar(38),
	"adresse_ligne7" varchar(38),
	"code_postal" varchar(5),
	"code_insee" varchar(5),
	"localite" varchar(100),
	"telephone" varchar(20),
	"code_activation_hash" varchar(255),
	"code_activation_envoye_le" timestamp with time zone,
	"certificat1_subject_dn" varchar(500),
	"certificat1_issuer_dn" varchar(500),
	"certificat2_subject_dn" varchar(500),
	"certificat2_issuer_dn" varchar(500),
	"representant_civilite" "civilite",
	"representant_nom" varchar(100),
	"representant_prenom" varchar(100),
	"representant_email" varchar(254),
	"representant_telephone" varchar(20),
	"representant_complement" varchar(100),
	"representant_immeuble" varchar(100),
	"representant_voie" varchar(200),
	"representant_lieu_dit" varchar(100),
	"representant_code_postal" varchar(10),
	"representant_commune" varchar(100),
	"representant_pays" varchar(100) DEFAULT 'FRANCE' NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	"modifie_le" timestamp with time zone DEFAULT now() NOT NULL,
	"active_le" timestamp with time zone,
	"supprime_le" timestamp with time zone,
	CONSTRAINT "teledeclarant_siret_check" CHECK ("teledeclarant"."siret" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
CREATE TABLE "recherche_sauvegardee" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "recherche_sauvegardee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_compte" integer NOT NULL,
	"identifiant_auteur" varchar(254) NOT NULL,
	"nom_auteur" varchar(100),
	"prenom_auteur" varchar(100),
	"libelle" varchar(100) NOT NULL,
	"criteres" jsonb NOT NULL,
	"partagee" boolean DEFAULT false NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modification" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abonne_newsletter" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "abonne_newsletter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(100) NOT NULL,
	"date_inscription" timestamp with time zone DEFAULT now() NOT NULL,
	"source" varchar(50),
	CONSTRAINT "abonne_newsletter_email_minuscules_check" CHECK ("abonne_newsletter"."email" = lower("abonne_newsletter"."email"))
);
--> statement-breakpoint
CREATE TABLE "courriel" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "courriel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"destinataire" varchar(254) NOT NULL,
	"sujet" varchar(300) NOT NULL,
	"texte" text NOT NULL,
	"html" text,
	"id_document_piece_jointe" integer,
	"statut" "statut_courriel" DEFAULT 'A_ENVOYER' NOT NULL,
	"tentatives" smallint DEFAULT 0 NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_prochaine_tentative" timestamp with time zone DEFAULT now() NOT NULL,
	"date_envoi" timestamp with time zone,
	"erreur" text,
	CONSTRAINT "courriel_tentatives_check" CHECK ("courriel"."tentatives" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fiche_memo" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "fiche_memo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"categorie" "categorie_fiche_memo" NOT NULL,
	"nom" varchar(200) NOT NULL,
	"ordre" smallint DEFAULT 0 NOT NULL,
	"id_document" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lettre" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "lettre_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_teledeclarant" integer,
	"objet" varchar(200) NOT NULL,
	"adresse_ligne1" varchar(38),
	"adresse_ligne2" varchar(38),
	"adresse_ligne3" varchar(38),
	"adresse_ligne4" varchar(38),
	"adresse_ligne5" varchar(38),
	"adresse_ligne6" varchar(38),
	"adresse_ligne7" varchar(38),
	"id_document" integer NOT NULL,
	"statut" "statut_lettre" DEFAULT 'A_ENVOYER' NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_envoi_prevue" date NOT NULL,
	"date_envoi" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "newsletter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" varchar(200) NOT NULL,
	"id_document" integer NOT NULL,
	"date_publication" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reclamation" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "reclamation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_demandeur" "type_demandeur" NOT NULL,
	"type_reclamation" "type_reclamation" NOT NULL,
	"precision" "precision_reclamation",
	"objet" varchar(150) NOT NULL,
	"message" text NOT NULL,
	"civilite" "civilite",
	"nom" varchar(100) NOT NULL,
	"prenom" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"telephone" varchar(20),
	"adresse_principale" varchar(300),
	"num_immatriculation" char(9),
	"id_copropriete" integer,
	"id_document" integer,
	"statut" "statut_reclamation" DEFAULT 'NOUVELLE' NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"id_compte_traitement" integer,
	"date_traitement" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "affectation_teneur" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "affectation_teneur_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_copropriete" integer NOT NULL,
	"id_mandat" integer,
	"raison" text NOT NULL,
	"id_compte_auteur" integer NOT NULL,
	"date_affectation" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copropriete" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "copropriete_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero_immatriculation" char(9),
	"etat" "etat_copropriete" DEFAULT 'BROUILLON' NOT NULL,
	"nom" varchar(100),
	"date_reglement_copropriete" date,
	"adresse_reference" varchar(300),
	"code_postal" varchar(5),
	"code_insee" varchar(5),
	"code_departement" varchar(3),
	"code_region" varchar(3),
	"longitude" double precision,
	"latitude" double precision,
	"geolocalisee" boolean DEFAULT false NOT NULL,
	"nb_lots" integer,
	"nb_lots_hab" integer,
	"nb_lots_hab_bur_com" integer,
	"nb_lots_stationnement" integer,
	"nb_batiments" integer,
	"syndicat_principal" boolean,
	"syndicat_cooperatif" boolean,
	"residence_service" boolean,
	"num_immatriculation_principale" char(9),
	"siret" varchar(14),
	"id_declaration_courante" integer,
	"id_teledeclarant_courant" integer,
	"id_mandat_courant" integer,
	"date_debut_mandat" date,
	"date_fin_mandat" date,
	"date_derniere_maj_annuelle" date,
	"date_cloture_dernier_exercice" date,
	"maj_comptes_non_approuves_a_faire" boolean DEFAULT false NOT NULL,
	"id_copropriete_doublon" integer,
	"doublon_signale_le" timestamp with time zone,
	"verrou_id_compte" integer,
	"verrou_pris_le" timestamp with time zone,
	"motif_suppression" varchar(500),
	"date_immatriculation" timestamp with time zone,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modification" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "copropriete_numero_immatriculation_check" CHECK ("copropriete"."numero_immatriculation" ~ '^[A-Z]{2}[0-9]{7}$'),
	CONSTRAINT "copropriete_num_immatriculation_principale_check" CHECK ("copropriete"."num_immatriculation_principale" ~ '^[A-Z]{2}[0-9]{7}$'),
	CONSTRAINT "copropriete_nombres_check" CHECK ("copropriete"."nb_lots" >= 0 AND "copropriete"."nb_lots_hab" >= 0 AND "copropriete"."nb_lots_hab_bur_com" >= 0 AND "copropriete"."nb_lots_stationnement" >= 0 AND "copropriete"."nb_batiments" >= 0),
	CONSTRAINT "copropriete_verrou_check" CHECK (("copropriete"."verrou_id_compte" IS NULL) = ("copropriete"."verrou_pris_le" IS NULL)),
	CONSTRAINT "copropriete_version_check" CHECK ("copropriete"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "demande_precision" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "demande_precision_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_copropriete" integer NOT NULL,
	"id_mandat" integer,
	"id_declaration" integer,
	"message" text NOT NULL,
	"id_compte_auteur" integer NOT NULL,
	"date_demande" timestamp with time zone DEFAULT now() NOT NULL,
	"reponse" text,
	"id_compte_reponse" integer,
	"date_reponse" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dissolution" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "dissolution_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_copropriete" integer NOT NULL,
	"statut" "statut_dissolution" DEFAULT 'A_VALIDER' NOT NULL,
	"motif" "motif_dissolution" NOT NULL,
	"autre" varchar(500),
	"date_fait_generateur" date NOT NULL,
	"type_justif" "type_justif_dissolution" NOT NULL,
	"id_document" integer,
	"id_compte_demandeur" integer,
	"id_teledeclarant_demandeur" integer,
	"date_demande" timestamp with time zone DEFAULT now() NOT NULL,
	"id_compte_validateur" integer,
	"date_validation" timestamp with time zone,
	"date_execution" timestamp with time zone,
	"raison_refus" text,
	CONSTRAINT "dissolution_autre_check" CHECK ("dissolution"."motif" <> 'AUTRE' OR "dissolution"."autre" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "mandat" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "mandat_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_copropriete" integer NOT NULL,
	"id_teledeclarant" integer NOT NULL,
	"statut" "statut_mandat" NOT NULL,
	"date_debut" date,
	"date_fin" date,
	"admin_provisoire" boolean DEFAULT false NOT NULL,
	"syndic_provisoire" boolean DEFAULT false NOT NULL,
	"type_justif" "type_justif_mandat",
	"id_document" integer,
	"date_televersement" timestamp with time zone,
	"id_mandat_precedent" integer,
	"contestation" boolean DEFAULT false NOT NULL,
	"motif_contestation" text,
	"id_teledeclarant_successeur" integer,
	"email_successeur" varchar(254),
	"cle_successeur_hash" varchar(128),
	"successeur_declare_le" timestamp with time zone,
	"motif_refus" "type_motif_refus",
	"raison_refus" text,
	"motif_suppression" varchar(500),
	"id_compte_demandeur" integer,
	"id_compte_validateur" integer,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modification" timestamp with time zone DEFAULT now() NOT NULL,
	"date_soumission" timestamp with time zone,
	"date_validation" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mandat_version_check" CHECK ("mandat"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "adresse" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "adresse_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_declaration" integer NOT NULL,
	"type" "type_adresse" NOT NULL,
	"ordre" smallint DEFAULT 0 NOT NULL,
	"numero" varchar(20),
	"voie" varchar(200),
	"lieu_dit" varchar(200),
	"code_postal" varchar(5),
	"code_insee" varchar(5),
	"commune" varchar(100),
	"libelle" varchar(300),
	"identifiant_ban" varchar(100),
	"id_batiment" varchar(20),
	"longitude" double precision,
	"latitude" double precision,
	"geolocalisee" boolean DEFAULT false NOT NULL,
	CONSTRAINT "adresse_longitude_check" CHECK ("adresse"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "adresse_latitude_check" CHECK ("adresse"."latitude" BETWEEN -90 AND 90)
);
--> statement-breakpoint
CREATE TABLE "arrete" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "arrete_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_declaration" integer NOT NULL,
	"ordre" smallint DEFAULT 0 NOT NULL,
	"type" "type_arrete" NOT NULL,
	"date_arrete" date,
	"date_main_levee" date
);
--> statement-breakpoint
CREATE TABLE "declaration" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "declaration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_copropriete" integer NOT NULL,
	"statut" "statut_declaration" DEFAULT 'BROUILLON' NOT NULL,
	"type_declaration" "type_maj",
	"type_maj" "type_maj",
	"type_immat" "type_immat",
	"exercice_non_approuve" boolean DEFAULT false NOT NULL,
	"id_teledeclarant" integer,
	"id_mandat" integer,
	"id_compte_declarant" integer,
	"utilisateur_declare" varchar(200),
	"adresse_email_utilisateur" varchar(254),
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modification" timestamp with time zone DEFAULT now() NOT NULL,
	"date_soumission" timestamp with time zone,
	"date_validation" timestamp with time zone,
	"id_compte_validateur" integer,
	"motif_refus" "type_motif_refus",
	"raison_refus" text,
	"nom_copropriete" varchar(100),
	"date_reglement_copropriete" date,
	"num_immatriculation_principale" char(9),
	"siret" varchar(14),
	"syndicat_principal" boolean,
	"syndicat_cooperatif" boolean,
	"residence_service" boolean,
	"nb_lots" integer,
	"nb_lots_hab" integer,
	"nb_lots_hab_bur_com" integer,
	"nb_lots_stationnement" integer,
	"nb_asl" smallint,
	"nb_aful" smallint,
	"nb_unions_syndicats" smallint,
	"flag_securite_insalubrite_parties_com" boolean DEFAULT false NOT NULL,
	"flag_peril_parties_com" boolean DEFAULT false NOT NULL,
	"flag_insalubrite_parties_com" boolean DEFAULT false NOT NULL,
	"flag_equipements_com" boolean DEFAULT false NOT NULL,
	"flag_mandat_adhoc" boolean DEFAULT false NOT NULL,
	"flag_ordonnance_carence" boolean DEFAULT false NOT NULL,
	"mandat_ad_hoc_date_nomination" date,
	"mandat_ad_hoc_date_fin_mission" date,
	"ordonnance_carence_date" date,
	"donnees_financieres_inconnues" boolean DEFAULT false NOT NULL,
	"date_debut_exercice" date,
	"date_cloture_comptes" date,
	"date_ag" date,
	"premier_exercice_comptable" boolean,
	"comptes_non_approuves" boolean,
	"presence_employes" boolean,
	"charges_operations_courantes" numeric(14, 2),
	"charges_operations_exceptionnelles" numeric(14, 2),
	"montant_dettes" numeric(14, 2),
	"montant_impayes_coproprietaires" numeric(14, 2),
	"montant_fond_travaux" numeric(14, 2),
	"nb_coproprietaires_impayes" integer,
	"annee_construction" smallint,
	"periode_construction" "periode_construction",
	"nb_batiments_total" integer,
	"nb_ascenseurs" integer,
	"type_chauffage" "type_chauffage",
	"chauffage_collectif_urbain" boolean,
	"energie_chauffage_collectif_non_urbain" "energie_chauffage",
	"ppt_inscrit_ag" boolean,
	"ppt" boolean,
	"ppt_date" date,
	"etiq_a" integer,
	"etiq_b" integer,
	"etiq_c" integer,
	"etiq_d" integer,
	"etiq_e" integer,
	"etiq_f" integer,
	"etiq_g" integer,
	"etiq_non_determine" integer
);
--> statement-breakpoint
CREATE TABLE "parcelle" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "parcelle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_declaration" integer NOT NULL,
	"ordre" smallint DEFAULT 0 NOT NULL,
	"code_postal" varchar(5),
	"code_insee" varchar(5),
	"commune_absorbee" varchar(100),
	"prefixe" char(3) DEFAULT '000' NOT NULL,
	"section" varchar(2) NOT NULL,
	"numero" varchar(4) NOT NULL,
	"geolocalisee" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nom" varchar(255) NOT NULL,
	"type_mime" varchar(100) NOT NULL,
	"taille" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"contenu" "bytea" NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_sha256_check" CHECK ("document"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "document_taille_check" CHECK ("document"."taille" >= 0 AND "document"."taille" = octet_length("document"."contenu"))
);
--> statement-breakpoint
CREATE TABLE "evenement_journal" (
	"id" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "evenement_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"id_compte" integer,
	"login" varchar(254),
	"nom_complet" varchar(250),
	"profil" "profil",
	"id_compte_origine" integer,
	"login_origine" varchar(254),
	"categorie" "categorie_evenement" NOT NULL,
	"type_evenement" "type_evenement" NOT NULL,
	"modalite" "modalite_evenement" NOT NULL,
	"type_cible" "type_cible_evenement" DEFAULT 'AUCUNE' NOT NULL,
	"id_cible" bigint,
	"libelle_cible" varchar(300),
	"detail" jsonb,
	CONSTRAINT "evenement_journal_detail_check" CHECK ("evenement_journal"."detail" IS NULL OR (jsonb_typeof("evenement_journal"."detail") = 'object' AND length("evenement_journal"."detail"::text) <= 4000)),
	CONSTRAINT "evenement_journal_cible_check" CHECK ("evenement_journal"."type_cible" <> 'AUCUNE' OR "evenement_journal"."id_cible" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "compte" ADD CONSTRAINT "compte_id_teledeclarant_teledeclarant_id_fk" FOREIGN KEY ("id_teledeclarant") REFERENCES "public"."teledeclarant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teledeclarant" ADD CONSTRAINT "teledeclarant_code_insee_commune_code_insee_fk" FOREIGN KEY ("code_insee") REFERENCES "public"."commune"("code_insee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recherche_sauvegardee" ADD CONSTRAINT "recherche_sauvegardee_id_compte_compte_id_fk" FOREIGN KEY ("id_compte") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courriel" ADD CONSTRAINT "courriel_id_document_piece_jointe_document_id_fk" FOREIGN KEY ("id_document_piece_jointe") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiche_memo" ADD CONSTRAINT "fiche_memo_id_document_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lettre" ADD CONSTRAINT "lettre_id_teledeclarant_teledeclarant_id_fk" FOREIGN KEY ("id_teledeclarant") REFERENCES "public"."teledeclarant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lettre" ADD CONSTRAINT "lettre_id_document_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter" ADD CONSTRAINT "newsletter_id_document_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation" ADD CONSTRAINT "reclamation_id_copropriete_copropriete_id_fk" FOREIGN KEY ("id_copropriete") REFERENCES "public"."copropriete"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation" ADD CONSTRAINT "reclamation_id_document_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation" ADD CONSTRAINT "reclamation_id_compte_traitement_compte_id_fk" FOREIGN KEY ("id_compte_traitement") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affectation_teneur" ADD CONSTRAINT "affectation_teneur_id_copropriete_copropriete_id_fk" FOREIGN KEY ("id_copropriete") REFERENCES "public"."copropriete"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affectation_teneur" ADD CONSTRAINT "affectation_teneur_id_mandat_mandat_id_fk" FOREIGN KEY ("id_mandat") REFERENCES "public"."mandat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affectation_teneur" ADD CONSTRAINT "affectation_teneur_id_compte_auteur_compte_id_fk" FOREIGN KEY ("id_compte_auteur") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copropriete" ADD CONSTRAINT "copropriete_code_insee_commune_code_insee_fk" FOREIGN KEY ("code_insee") REFERENCES "public"."commune"("code_insee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copropriete" ADD CONSTRAINT "copropriete_code_departement_departement_code_fk" FOREIGN KEY ("code_departement") REFERENCES "public"."departement"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copropriete" ADD CONSTRAINT "copropriete_code_region_region_code_fk" FOREIGN KEY ("code_region") REFERENCES "public"."region"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copropriete" ADD CONSTRAINT "copropriete_id_declaration_courante_declaration_id_fk" FOREIGN KEY ("id_declaration_courante") REFERENCES "public"."declaration"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copropriete" ADD CONSTRAINT "copropriete_id_teledeclarant_courant_teledeclarant_id_fk" FOREIGN KEY ("id_teledeclarant_courant") REFERENCES "public"."teledeclarant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copropriete" ADD CONSTRAINT "copropriete_id_mandat_courant_mandat_id_fk" FOREIGN KEY ("id_mandat_courant") REFERENCES "public"."mandat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copropriete" ADD CONSTRAINT "copropriete_id_copropriete_doublon_copropriete_id_fk" FOREIGN KEY ("id_copropriete_doublon") REFERENCES "public"."copropriete"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copropriete" ADD CONSTRAINT "copropriete_verrou_id_compte_compte_id_fk" FOREIGN KEY ("verrou_id_compte") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_precision" ADD CONSTRAINT "demande_precision_id_copropriete_copropriete_id_fk" FOREIGN KEY ("id_copropriete") REFERENCES "public"."copropriete"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_precision" ADD CONSTRAINT "demande_precision_id_mandat_mandat_id_fk" FOREIGN KEY ("id_mandat") REFERENCES "public"."mandat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_precision" ADD CONSTRAINT "demande_precision_id_declaration_declaration_id_fk" FOREIGN KEY ("id_declaration") REFERENCES "public"."declaration"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_precision" ADD CONSTRAINT "demande_precision_id_compte_auteur_compte_id_fk" FOREIGN KEY ("id_compte_auteur") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demande_precision" ADD CONSTRAINT "demande_precision_id_compte_reponse_compte_id_fk" FOREIGN KEY ("id_compte_reponse") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dissolution" ADD CONSTRAINT "dissolution_id_copropriete_copropriete_id_fk" FOREIGN KEY ("id_copropriete") REFERENCES "public"."copropriete"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dissolution" ADD CONSTRAINT "dissolution_id_document_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dissolution" ADD CONSTRAINT "dissolution_id_compte_demandeur_compte_id_fk" FOREIGN KEY ("id_compte_demandeur") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dissolution" ADD CONSTRAINT "dissolution_id_teledeclarant_demandeur_teledeclarant_id_fk" FOREIGN KEY ("id_teledeclarant_demandeur") REFERENCES "public"."teledeclarant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dissolution" ADD CONSTRAINT "dissolution_id_compte_validateur_compte_id_fk" FOREIGN KEY ("id_compte_validateur") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandat" ADD CONSTRAINT "mandat_id_copropriete_copropriete_id_fk" FOREIGN KEY ("id_copropriete") REFERENCES "public"."copropriete"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandat" ADD CONSTRAINT "mandat_id_teledeclarant_teledeclarant_id_fk" FOREIGN KEY ("id_teledeclarant") REFERENCES "public"."teledeclarant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandat" ADD CONSTRAINT "mandat_id_document_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandat" ADD CONSTRAINT "mandat_id_mandat_precedent_mandat_id_fk" FOREIGN KEY ("id_mandat_precedent") REFERENCES "public"."mandat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandat" ADD CONSTRAINT "mandat_id_teledeclarant_successeur_teledeclarant_id_fk" FOREIGN KEY ("id_teledeclarant_successeur") REFERENCES "public"."teledeclarant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandat" ADD CONSTRAINT "mandat_id_compte_demandeur_compte_id_fk" FOREIGN KEY ("id_compte_demandeur") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandat" ADD CONSTRAINT "mandat_id_compte_validateur_compte_id_fk" FOREIGN KEY ("id_compte_validateur") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adresse" ADD CONSTRAINT "adresse_id_declaration_declaration_id_fk" FOREIGN KEY ("id_declaration") REFERENCES "public"."declaration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adresse" ADD CONSTRAINT "adresse_code_insee_commune_code_insee_fk" FOREIGN KEY ("code_insee") REFERENCES "public"."commune"("code_insee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrete" ADD CONSTRAINT "arrete_id_declaration_declaration_id_fk" FOREIGN KEY ("id_declaration") REFERENCES "public"."declaration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration" ADD CONSTRAINT "declaration_id_copropriete_copropriete_id_fk" FOREIGN KEY ("id_copropriete") REFERENCES "public"."copropriete"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration" ADD CONSTRAINT "declaration_id_teledeclarant_teledeclarant_id_fk" FOREIGN KEY ("id_teledeclarant") REFERENCES "public"."teledeclarant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration" ADD CONSTRAINT "declaration_id_mandat_mandat_id_fk" FOREIGN KEY ("id_mandat") REFERENCES "public"."mandat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration" ADD CONSTRAINT "declaration_id_compte_declarant_compte_id_fk" FOREIGN KEY ("id_compte_declarant") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration" ADD CONSTRAINT "declaration_id_compte_validateur_compte_id_fk" FOREIGN KEY ("id_compte_validateur") REFERENCES "public"."compte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelle" ADD CONSTRAINT "parcelle_id_declaration_declaration_id_fk" FOREIGN KEY ("id_declaration") REFERENCES "public"."declaration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelle" ADD CONSTRAINT "parcelle_code_insee_commune_code_insee_fk" FOREIGN KEY ("code_insee") REFERENCES "public"."commune"("code_insee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compte_login_unique" ON "compte" USING btree ("login");--> statement-breakpoint
CREATE INDEX "compte_email_idx" ON "compte" USING btree ("email");--> statement-breakpoint
CREATE INDEX "compte_id_teledeclarant_idx" ON "compte" USING btree ("id_teledeclarant","profil");--> statement-breakpoint
CREATE INDEX "compte_profil_idx" ON "compte" USING btree ("profil");--> statement-breakpoint
CREATE INDEX "compte_statut_derniere_activite_idx" ON "compte" USING btree ("statut","date_derniere_activite");--> statement-breakpoint
CREATE INDEX "compte_nom_trgm_idx" ON "compte" USING gin (immutable_unaccent(lower("nom")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "compte_admin_principal_unique" ON "compte" USING btree ("id_teledeclarant") WHERE "compte"."admin_principal" AND "compte"."statut" <> 'SUPPRIME';--> statement-breakpoint
CREATE UNIQUE INDEX "compte_cle_activation_unique" ON "compte" USING btree ("cle_activation_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "compte_cle_reinitialisation_unique" ON "compte" USING btree ("cle_reinitialisation_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "teledeclarant_siret_actif_unique" ON "teledeclarant" USING btree ("siret") WHERE "teledeclarant"."statut" <> 'SUPPRIME';--> statement-breakpoint
CREATE INDEX "teledeclarant_siret_idx" ON "teledeclarant" USING btree ("siret");--> statement-breakpoint
CREATE INDEX "teledeclarant_raison_sociale_trgm_idx" ON "teledeclarant" USING gin (immutable_unaccent(lower("raison_sociale")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teledeclarant_statut_idx" ON "teledeclarant" USING btree ("statut");--> statement-breakpoint
CREATE INDEX "teledeclarant_code_postal_idx" ON "teledeclarant" USING btree ("code_postal");--> statement-breakpoint
CREATE INDEX "teledeclarant_code_insee_idx" ON "teledeclarant" USING btree ("code_insee");--> statement-breakpoint
CREATE INDEX "teledeclarant_numero_etude_notariale_idx" ON "teledeclarant" USING btree ("numero_etude_notariale");--> statement-breakpoint
CREATE INDEX "recherche_sauvegardee_auteur_idx" ON "recherche_sauvegardee" USING btree ("identifiant_auteur");--> statement-breakpoint
CREATE INDEX "recherche_sauvegardee_id_compte_idx" ON "recherche_sauvegardee" USING btree ("id_compte");--> statement-breakpoint
CREATE INDEX "recherche_sauvegardee_partagee_idx" ON "recherche_sauvegardee" USING btree ("partagee","date_creation");--> statement-breakpoint
CREATE UNIQUE INDEX "abonne_newsletter_email_unique" ON "abonne_newsletter" USING btree ("email");--> statement-breakpoint
CREATE INDEX "courriel_a_envoyer_idx" ON "courriel" USING btree ("date_prochaine_tentative") WHERE "courriel"."statut" = 'A_ENVOYER';--> statement-breakpoint
CREATE INDEX "courriel_date_creation_idx" ON "courriel" USING btree ("date_creation");--> statement-breakpoint
CREATE INDEX "courriel_destinataire_idx" ON "courriel" USING btree ("destinataire");--> statement-breakpoint
CREATE INDEX "courriel_id_document_piece_jointe_idx" ON "courriel" USING btree ("id_document_piece_jointe");--> statement-breakpoint
CREATE UNIQUE INDEX "fiche_memo_categorie_nom_unique" ON "fiche_memo" USING btree ("categorie","nom");--> statement-breakpoint
CREATE INDEX "fiche_memo_id_document_idx" ON "fiche_memo" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "lettre_statut_date_envoi_prevue_idx" ON "lettre" USING btree ("statut","date_envoi_prevue");--> statement-breakpoint
CREATE INDEX "lettre_id_teledeclarant_idx" ON "lettre" USING btree ("id_teledeclarant");--> statement-breakpoint
CREATE INDEX "lettre_id_document_idx" ON "lettre" USING btree ("id_document");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_nom_unique" ON "newsletter" USING btree ("nom");--> statement-breakpoint
CREATE INDEX "newsletter_date_publication_idx" ON "newsletter" USING btree ("date_publication");--> statement-breakpoint
CREATE INDEX "newsletter_id_document_idx" ON "newsletter" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "reclamation_statut_date_creation_idx" ON "reclamation" USING btree ("statut","date_creation");--> statement-breakpoint
CREATE INDEX "reclamation_num_immatriculation_idx" ON "reclamation" USING btree ("num_immatriculation");--> statement-breakpoint
CREATE INDEX "reclamation_id_copropriete_idx" ON "reclamation" USING btree ("id_copropriete");--> statement-breakpoint
CREATE INDEX "affectation_teneur_id_copropriete_idx" ON "affectation_teneur" USING btree ("id_copropriete","date_affectation");--> statement-breakpoint
CREATE INDEX "affectation_teneur_id_mandat_idx" ON "affectation_teneur" USING btree ("id_mandat");--> statement-breakpoint
CREATE UNIQUE INDEX "copropriete_numero_immatriculation_unique" ON "copropriete" USING btree ("numero_immatriculation");--> statement-breakpoint
CREATE INDEX "copropriete_nom_trgm_idx" ON "copropriete" USING gin (immutable_unaccent(lower("nom")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "copropriete_etat_idx" ON "copropriete" USING btree ("etat");--> statement-breakpoint
CREATE INDEX "copropriete_id_teledeclarant_courant_idx" ON "copropriete" USING btree ("id_teledeclarant_courant","etat");--> statement-breakpoint
CREATE INDEX "copropriete_code_insee_idx" ON "copropriete" USING btree ("code_insee");--> statement-breakpoint
CREATE INDEX "copropriete_code_departement_idx" ON "copropriete" USING btree ("code_departement","etat");--> statement-breakpoint
CREATE INDEX "copropriete_code_region_idx" ON "copropriete" USING btree ("code_region","etat");--> statement-breakpoint
CREATE INDEX "copropriete_code_postal_idx" ON "copropriete" USING btree ("code_postal");--> statement-breakpoint
CREATE INDEX "copropriete_date_fin_mandat_idx" ON "copropriete" USING btree ("date_fin_mandat");--> statement-breakpoint
CREATE INDEX "copropriete_date_debut_mandat_idx" ON "copropriete" USING btree ("date_debut_mandat");--> statement-breakpoint
CREATE INDEX "copropriete_date_derniere_maj_annuelle_idx" ON "copropriete" USING btree ("date_derniere_maj_annuelle");--> statement-breakpoint
CREATE INDEX "copropriete_nb_lots_idx" ON "copropriete" USING btree ("nb_lots");--> statement-breakpoint
CREATE INDEX "copropriete_id_mandat_courant_idx" ON "copropriete" USING btree ("id_mandat_courant");--> statement-breakpoint
CREATE INDEX "copropriete_id_declaration_courante_idx" ON "copropriete" USING btree ("id_declaration_courante");--> statement-breakpoint
CREATE INDEX "copropriete_num_immatriculation_principale_idx" ON "copropriete" USING btree ("num_immatriculation_principale");--> statement-breakpoint
CREATE INDEX "copropriete_siret_idx" ON "copropriete" USING btree ("siret");--> statement-breakpoint
CREATE INDEX "copropriete_latitude_longitude_idx" ON "copropriete" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "copropriete_doublon_idx" ON "copropriete" USING btree ("doublon_signale_le") WHERE "copropriete"."id_copropriete_doublon" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "copropriete_verrou_id_compte_idx" ON "copropriete" USING btree ("verrou_id_compte");--> statement-breakpoint
CREATE INDEX "demande_precision_id_copropriete_idx" ON "demande_precision" USING btree ("id_copropriete","date_demande");--> statement-breakpoint
CREATE INDEX "demande_precision_id_mandat_idx" ON "demande_precision" USING btree ("id_mandat");--> statement-breakpoint
CREATE INDEX "demande_precision_id_declaration_idx" ON "demande_precision" USING btree ("id_declaration");--> statement-breakpoint
CREATE INDEX "dissolution_id_copropriete_statut_idx" ON "dissolution" USING btree ("id_copropriete","statut");--> statement-breakpoint
CREATE INDEX "dissolution_statut_date_demande_idx" ON "dissolution" USING btree ("statut","date_demande");--> statement-breakpoint
CREATE INDEX "dissolution_id_document_idx" ON "dissolution" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "mandat_id_copropriete_statut_idx" ON "mandat" USING btree ("id_copropriete","statut");--> statement-breakpoint
CREATE INDEX "mandat_id_teledeclarant_statut_idx" ON "mandat" USING btree ("id_teledeclarant","statut");--> statement-breakpoint
CREATE INDEX "mandat_date_fin_idx" ON "mandat" USING btree ("date_fin");--> statement-breakpoint
CREATE INDEX "mandat_statut_date_soumission_idx" ON "mandat" USING btree ("statut","date_soumission");--> statement-breakpoint
CREATE INDEX "mandat_id_mandat_precedent_idx" ON "mandat" USING btree ("id_mandat_precedent");--> statement-breakpoint
CREATE INDEX "mandat_id_document_idx" ON "mandat" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "mandat_id_teledeclarant_successeur_idx" ON "mandat" USING btree ("id_teledeclarant_successeur");--> statement-breakpoint
CREATE UNIQUE INDEX "mandat_cle_successeur_unique" ON "mandat" USING btree ("cle_successeur_hash");--> statement-breakpoint
CREATE INDEX "adresse_id_declaration_idx" ON "adresse" USING btree ("id_declaration","type","ordre");--> statement-breakpoint
CREATE UNIQUE INDEX "adresse_reference_unique" ON "adresse" USING btree ("id_declaration") WHERE "adresse"."type" = 'REFERENCE';--> statement-breakpoint
CREATE INDEX "adresse_code_insee_idx" ON "adresse" USING btree ("code_insee");--> statement-breakpoint
CREATE INDEX "adresse_code_postal_idx" ON "adresse" USING btree ("code_postal");--> statement-breakpoint
CREATE INDEX "adresse_id_batiment_idx" ON "adresse" USING btree ("id_batiment");--> statement-breakpoint
CREATE INDEX "adresse_latitude_longitude_idx" ON "adresse" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "adresse_voie_trgm_idx" ON "adresse" USING gin (immutable_unaccent(lower("voie")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arrete_id_declaration_idx" ON "arrete" USING btree ("id_declaration","ordre");--> statement-breakpoint
CREATE INDEX "declaration_id_copropriete_statut_idx" ON "declaration" USING btree ("id_copropriete","statut");--> statement-breakpoint
CREATE INDEX "declaration_statut_date_soumission_idx" ON "declaration" USING btree ("statut","date_soumission");--> statement-breakpoint
CREATE INDEX "declaration_id_teledeclarant_statut_idx" ON "declaration" USING btree ("id_teledeclarant","statut");--> statement-breakpoint
CREATE INDEX "declaration_id_mandat_idx" ON "declaration" USING btree ("id_mandat");--> statement-breakpoint
CREATE INDEX "declaration_id_compte_declarant_idx" ON "declaration" USING btree ("id_compte_declarant");--> statement-breakpoint
CREATE INDEX "parcelle_id_declaration_idx" ON "parcelle" USING btree ("id_declaration","ordre");--> statement-breakpoint
CREATE INDEX "parcelle_reference_cadastrale_idx" ON "parcelle" USING btree ("code_insee","prefixe","section","numero");--> statement-breakpoint
CREATE INDEX "document_sha256_idx" ON "document" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "evenement_journal_date_idx" ON "evenement_journal" USING btree ("date");--> statement-breakpoint
CREATE INDEX "evenement_journal_categorie_type_idx" ON "evenement_journal" USING btree ("categorie","type_evenement","date");--> statement-breakpoint
CREATE INDEX "evenement_journal_profil_idx" ON "evenement_journal" USING btree ("profil","date");--> statement-breakpoint
CREATE INDEX "evenement_journal_id_compte_idx" ON "evenement_journal" USING btree ("id_compte","date");--> statement-breakpoint
CREATE INDEX "evenement_journal_cible_idx" ON "evenement_journal" USING btree ("type_cible","id_cible");