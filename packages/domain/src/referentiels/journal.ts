import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Référentiels du journal des événements (spec 1 §3, spec 2 §7.9 : `api/evenement-journal/profil`,
 * `/categorie`, `/type-evenement/{categorie}`, `/all-type-evenement`, `/type-modalite`).
 * Le profil d'un événement est le `Profil` de l'auteur (permissions/profils.ts).
 * Chaque changement d'état d'un cycle de vie écrit un événement dans la même transaction.
 */

/** Famille d'événements, calquée sur les parcours du produit. */
export const CategorieEvenement = z.enum(
  [
    'CONNEXION',
    'COMPTE',
    'TELEDECLARANT',
    'IMMATRICULATION',
    'MISE_A_JOUR',
    'RATTACHEMENT',
    'MANDAT',
    'DISSOLUTION',
    'VALIDATION',
    'TELECHARGEMENT',
    'RECLAMATION',
  ],
  { error: erreursDuChamp("La catégorie d'événement") },
);
export type CategorieEvenement = z.infer<typeof CategorieEvenement>;

export const categorieEvenementLabels: Record<CategorieEvenement, string> = {
  CONNEXION: 'Connexion',
  COMPTE: 'Comptes utilisateurs',
  TELEDECLARANT: 'Télédéclarants',
  IMMATRICULATION: 'Immatriculation',
  MISE_A_JOUR: 'Mise à jour',
  RATTACHEMENT: 'Rattachement',
  MANDAT: 'Mandat',
  DISSOLUTION: 'Dissolution et suppression',
  VALIDATION: 'Validation par le teneur',
  TELECHARGEMENT: 'Téléchargements',
  RECLAMATION: 'Contact et réclamations',
};

/**
 * Types d'événement de chaque catégorie : chaque type appartient à exactement une catégorie. La liste des types
 * (`TypeEvenement`) en est tirée, dans le même ordre : une seule source.
 */
const TYPES_EVENEMENT_PAR_CATEGORIE = {
  CONNEXION: [
    'CONNEXION_REUSSIE',
    'CONNEXION_ECHOUEE',
    'VERROUILLAGE_COMPTE',
    'DECONNEXION',
    'CONNEXION_INSTITUTIONNELLE',
    'ACCEPTATION_CHARTE',
    'REFUS_CHARTE',
    'CONNEXION_EN_TANT_QUE',
    'FIN_CONNEXION_EN_TANT_QUE',
  ],
  COMPTE: [
    'CREATION_UTILISATEUR',
    'ACTIVATION_COMPTE',
    'MODIFICATION_COMPTE',
    'CREATION_MOT_DE_PASSE',
    'CHANGEMENT_MOT_DE_PASSE',
    'REINITIALISATION_MOT_DE_PASSE',
    'SUPPRESSION_UTILISATEUR',
    'RELANCE_INACTIVITE',
  ],
  TELEDECLARANT: [
    'INSCRIPTION_TELEDECLARANT',
    'ENVOI_CODE_ACTIVATION',
    'REGENERATION_CODE_ACTIVATION',
    'ACTIVATION_TELEDECLARANT',
    'MODIFICATION_TELEDECLARANT',
    'MODIFICATION_ETABLISSEMENT',
    'CREATION_FLUX_ECHEANCIER',
    'REVOCATION_FLUX_ECHEANCIER',
    'CHANGEMENT_STATUT_TELEDECLARANT',
    'SUPPRESSION_TELEDECLARANT',
    'PREPARATION_LOT_LETTRES',
    'ENVOI_LOT_LETTRES',
  ],
  IMMATRICULATION: [
    'CREATION_BROUILLON',
    'ENREGISTREMENT_BROUILLON',
    'SUPPRESSION_BROUILLON',
    'SOUMISSION_IMMATRICULATION',
    'IMMATRICULATION_D_OFFICE',
    'MODIFICATION_DEMANDE',
    'DOUBLON_SIGNALE',
    'DECLARATION_COPROPRIETE_FUTURE',
    'ANNULATION_IMMATRICULATION',
  ],
  MISE_A_JOUR: [
    'MAJ_STANDARD',
    'MAJ_ANNUELLE',
    'MAJ_COMPTES_NON_APPROUVES',
    'CORRECTION_DERNIERE_MAJ_ANNUELLE',
    'SUPPRESSION_DECLARATIONS',
    'MAJ_PARCELLES_NON_GEOLOCALISEES',
    'MODIFICATION_ADMINISTRATIVE',
    'ARCHIVAGE_DECLARATION',
    'SIGNALEMENT_ERREUR_DECLARATION',
    'RAPPEL_ECHEANCE',
  ],
  RATTACHEMENT: [
    'DEMANDE_RATTACHEMENT',
    'MODIFICATION_RATTACHEMENT',
    'CONTESTATION_RATTACHEMENT',
    'RETRAIT_RATTACHEMENT',
  ],
  MANDAT: [
    'RENOUVELLEMENT_MANDAT',
    'DECLARATION_SUCCESSEUR',
    'VALIDATION_DECLARATION_PREDECESSEUR',
    'CHANGEMENT_REPRESENTANT_LEGAL',
    'MODIFICATION_DATE_DEBUT_MANDAT',
    'MODIFICATION_DATE_FIN_MANDAT_ARCHIVE',
    'SUPPRESSION_MANDAT',
    'EXPIRATION_MANDAT',
    'ARCHIVAGE_MANDAT',
    'ANNULATION_RENOUVELLEMENT',
    'ANNULATION_SUCCESSEUR',
  ],
  DISSOLUTION: [
    'DEMANDE_DISSOLUTION',
    'DISSOLUTION_EXECUTEE',
    'ANNULATION_DISSOLUTION',
    'SUPPRESSION_COPROPRIETE',
  ],
  VALIDATION: [
    'PRISE_EN_CHARGE',
    'AFFECTATION_TENEUR',
    'DEMANDE_PRECISIONS',
    'REPONSE_PRECISIONS',
    'VALIDATION_DEMANDE',
    'REFUS_DEMANDE',
    'VALIDATION_DOUBLON',
    'VALIDATION_CONTESTATION',
    'LIBERATION_VERROU',
  ],
  TELECHARGEMENT: [
    'TELECHARGEMENT_FICHE_SYNTHETIQUE',
    'TELECHARGEMENT_DONNEES_BRUTES',
    'TELECHARGEMENT_RAPPORT',
    'EXTRACTION_CATEGORISATION',
    'TELECHARGEMENT_JUSTIFICATIF',
  ],
  RECLAMATION: ['DEPOT_RECLAMATION', 'PRISE_EN_CHARGE_RECLAMATION', 'CLOTURE_RECLAMATION'],
} as const satisfies Record<CategorieEvenement, readonly string[]>;

type TypeEvenementListe = (typeof TYPES_EVENEMENT_PAR_CATEGORIE)[CategorieEvenement][number];

/** Types d'événement, regroupés par catégorie dans `typesEvenementParCategorie`. */
export const TypeEvenement = z.enum(
  CategorieEvenement.options.flatMap((c) => TYPES_EVENEMENT_PAR_CATEGORIE[c]) as [
    TypeEvenementListe,
    ...TypeEvenementListe[],
  ],
  { error: erreursDuChamp("Le type d'événement") },
);
export type TypeEvenement = z.infer<typeof TypeEvenement>;

export const typesEvenementParCategorie: Record<CategorieEvenement, readonly TypeEvenement[]> =
  TYPES_EVENEMENT_PAR_CATEGORIE;

export const typeEvenementLabels: Record<TypeEvenement, string> = {
  CONNEXION_REUSSIE: 'Connexion',
  CONNEXION_ECHOUEE: 'Échec de connexion',
  VERROUILLAGE_COMPTE: 'Verrouillage temporaire du compte après des échecs de connexion',
  DECONNEXION: 'Déconnexion',
  CONNEXION_INSTITUTIONNELLE: 'Connexion par le service institutionnel',
  ACCEPTATION_CHARTE: 'Acceptation de la charte de confidentialité',
  REFUS_CHARTE: 'Refus de la charte de confidentialité',
  CONNEXION_EN_TANT_QUE: "Connexion en tant qu'un autre compte",
  FIN_CONNEXION_EN_TANT_QUE: "Fin de la connexion en tant qu'un autre compte",
  CREATION_UTILISATEUR: "Création d'un compte utilisateur",
  ACTIVATION_COMPTE: "Activation d'un compte utilisateur",
  MODIFICATION_COMPTE: "Modification d'un compte utilisateur",
  CREATION_MOT_DE_PASSE: 'Création du mot de passe',
  CHANGEMENT_MOT_DE_PASSE: 'Changement du mot de passe',
  REINITIALISATION_MOT_DE_PASSE: 'Demande de réinitialisation du mot de passe',
  SUPPRESSION_UTILISATEUR: "Suppression d'un compte utilisateur",
  RELANCE_INACTIVITE: 'Relance pour inactivité',
  INSCRIPTION_TELEDECLARANT: "Inscription d'un télédéclarant",
  ENVOI_CODE_ACTIVATION: "Envoi du code d'activation par courrier",
  PREPARATION_LOT_LETTRES: "Préparation d'un lot de lettres pour l'imprimeur",
  ENVOI_LOT_LETTRES: "Lot de lettres remis à l'imprimeur",
  REGENERATION_CODE_ACTIVATION: "Régénération du code d'activation",
  ACTIVATION_TELEDECLARANT: "Activation d'un télédéclarant",
  MODIFICATION_TELEDECLARANT: "Modification d'un télédéclarant",
  MODIFICATION_ETABLISSEMENT: "Modification de l'établissement",
  CREATION_FLUX_ECHEANCIER: "Création du flux de calendrier de l'échéancier",
  REVOCATION_FLUX_ECHEANCIER: "Révocation du flux de calendrier de l'échéancier",
  RAPPEL_ECHEANCE: "Rappel d'une échéance par courriel",
  CHANGEMENT_STATUT_TELEDECLARANT: "Changement de statut d'un télédéclarant",
  SUPPRESSION_TELEDECLARANT: "Suppression d'un télédéclarant",
  CREATION_BROUILLON: "Création d'un brouillon de déclaration",
  ENREGISTREMENT_BROUILLON: "Enregistrement d'un brouillon",
  SUPPRESSION_BROUILLON: "Suppression d'un brouillon",
  SOUMISSION_IMMATRICULATION: "Dépôt d'une demande d'immatriculation",
  IMMATRICULATION_D_OFFICE: "Immatriculation d'office par un notaire",
  MODIFICATION_DEMANDE: "Modification d'une demande d'immatriculation",
  DOUBLON_SIGNALE: 'Doublon potentiel signalé',
  DECLARATION_COPROPRIETE_FUTURE: "Déclaration d'une copropriété future",
  ANNULATION_IMMATRICULATION: "Annulation d'une demande d'immatriculation",
  MAJ_STANDARD: 'Mise à jour standard',
  MAJ_ANNUELLE: 'Mise à jour annuelle',
  MAJ_COMPTES_NON_APPROUVES: 'Mise à jour des exercices non approuvés',
  CORRECTION_DERNIERE_MAJ_ANNUELLE: 'Correction de la dernière mise à jour annuelle',
  SUPPRESSION_DECLARATIONS: 'Suppression des déclarations depuis la dernière mise à jour annuelle',
  MAJ_PARCELLES_NON_GEOLOCALISEES: 'Mise à jour des parcelles non géolocalisées',
  MODIFICATION_ADMINISTRATIVE: 'Modification administrative par le teneur',
  ARCHIVAGE_DECLARATION: 'Archivage des déclarations antérieures à la dernière mise à jour annuelle',
  SIGNALEMENT_ERREUR_DECLARATION: "Signalement d'une erreur dans une déclaration validée",
  DEMANDE_RATTACHEMENT: 'Demande de rattachement',
  MODIFICATION_RATTACHEMENT: "Modification d'une demande de rattachement",
  CONTESTATION_RATTACHEMENT: "Contestation d'un rattachement",
  RETRAIT_RATTACHEMENT: "Retrait d'un rattachement",
  RENOUVELLEMENT_MANDAT: 'Renouvellement de mandat',
  DECLARATION_SUCCESSEUR: "Déclaration d'un successeur",
  VALIDATION_DECLARATION_PREDECESSEUR: 'Validation de la déclaration du prédécesseur',
  CHANGEMENT_REPRESENTANT_LEGAL: 'Changement de représentant légal',
  MODIFICATION_DATE_DEBUT_MANDAT: 'Modification de la date de début du mandat',
  MODIFICATION_DATE_FIN_MANDAT_ARCHIVE: "Modification de la date de fin d'un mandat archivé",
  SUPPRESSION_MANDAT: "Suppression d'un mandat",
  EXPIRATION_MANDAT: "Expiration d'un mandat",
  ARCHIVAGE_MANDAT: "Archivage d'un mandat",
  ANNULATION_RENOUVELLEMENT: "Annulation d'un renouvellement de mandat",
  ANNULATION_SUCCESSEUR: "Annulation ou refus d'une déclaration de successeur",
  DEMANDE_DISSOLUTION: 'Demande de dissolution',
  DISSOLUTION_EXECUTEE: 'Dissolution effectuée',
  ANNULATION_DISSOLUTION: "Retrait d'une demande de dissolution",
  SUPPRESSION_COPROPRIETE: "Suppression d'une copropriété",
  PRISE_EN_CHARGE: "Prise en charge d'une demande (verrou)",
  AFFECTATION_TENEUR: 'Affectation au teneur',
  DEMANDE_PRECISIONS: 'Demande de précisions',
  REPONSE_PRECISIONS: 'Réponse du déclarant à une demande de précisions',
  VALIDATION_DEMANDE: "Validation d'une demande",
  REFUS_DEMANDE: "Refus d'une demande",
  VALIDATION_DOUBLON: "Traitement d'un doublon",
  VALIDATION_CONTESTATION: "Traitement d'une contestation",
  LIBERATION_VERROU: "Libération d'une demande (verrou)",
  TELECHARGEMENT_FICHE_SYNTHETIQUE: "Téléchargement d'une fiche synthétique",
  TELECHARGEMENT_DONNEES_BRUTES: 'Téléchargement des données brutes',
  TELECHARGEMENT_RAPPORT: "Téléchargement d'un rapport",
  EXTRACTION_CATEGORISATION: "Extraction de l'outil de catégorisation",
  TELECHARGEMENT_JUSTIFICATIF: "Téléchargement d'un justificatif",
  DEPOT_RECLAMATION: "Dépôt d'une réclamation par le formulaire de contact",
  PRISE_EN_CHARGE_RECLAMATION: "Prise en charge d'une réclamation",
  CLOTURE_RECLAMATION: "Clôture d'une réclamation",
};

/** Catégorie à laquelle appartient un type d'événement. */
export function categorieDuTypeEvenement(type: TypeEvenement): CategorieEvenement {
  const categorie = CategorieEvenement.options.find((c) => typesEvenementParCategorie[c].includes(type));
  if (categorie === undefined) {
    throw new Error(`Type d'événement sans catégorie : ${type}`);
  }
  return categorie;
}

/** Manière dont l'action journalisée a été réalisée. */
export const ModaliteEvenement = z.enum(
  ['SAISIE_EN_LIGNE', 'SERVICE_WEB', 'CONNEXION_EN_TANT_QUE', 'TRAITEMENT_AUTOMATIQUE'],
  { error: erreursDuChamp("La modalité de l'événement") },
);
export type ModaliteEvenement = z.infer<typeof ModaliteEvenement>;

export const modaliteEvenementLabels: Record<ModaliteEvenement, string> = {
  SAISIE_EN_LIGNE: 'Saisie en ligne',
  SERVICE_WEB: 'Service web (certificat)',
  CONNEXION_EN_TANT_QUE: "Action d'un teneur connecté en tant que l'utilisateur",
  TRAITEMENT_AUTOMATIQUE: 'Traitement automatique',
};

/** Nature de l'objet visé par un événement. */
export const TypeCibleEvenement = z.enum(
  [
    'COPROPRIETE',
    'DECLARATION',
    'MANDAT',
    'TELEDECLARANT',
    'UTILISATEUR',
    'DOCUMENT',
    'RECLAMATION',
    'AUCUNE',
  ],
  { error: erreursDuChamp('Le type de cible') },
);
export type TypeCibleEvenement = z.infer<typeof TypeCibleEvenement>;

export const typeCibleEvenementLabels: Record<TypeCibleEvenement, string> = {
  COPROPRIETE: 'Copropriété',
  DECLARATION: 'Déclaration',
  MANDAT: 'Mandat',
  TELEDECLARANT: 'Télédéclarant',
  UTILISATEUR: 'Utilisateur',
  DOCUMENT: 'Document',
  RECLAMATION: 'Réclamation',
  AUCUNE: 'Aucune',
};
