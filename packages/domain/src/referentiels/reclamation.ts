import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Référentiels du formulaire de contact et de réclamation (spec 1 §3 « contact claim », spec 2 §5.6 et §7.3).
 * Les listes servies par `api/public/reclamation/*` en découlent : types de demandeur, types de
 * réclamation proposés à chaque demandeur, précisions de chaque type et champs obligatoires.
 */

/** Qualité de la personne qui écrit. */
export const TypeDemandeur = z.enum(
  [
    'COPROPRIETAIRE',
    'MEMBRE_CONSEIL_SYNDICAL',
    'ACQUEREUR',
    'SYNDIC_PROFESSIONNEL',
    'SYNDIC_BENEVOLE',
    'ADMINISTRATEUR_PROVISOIRE',
    'NOTAIRE',
    'COLLECTIVITE',
    'AUTRE',
  ],
  { error: erreursDuChamp('Le type de demandeur') },
);
export type TypeDemandeur = z.infer<typeof TypeDemandeur>;

export const typeDemandeurLabels: Record<TypeDemandeur, string> = {
  COPROPRIETAIRE: 'Copropriétaire',
  MEMBRE_CONSEIL_SYNDICAL: 'Membre du conseil syndical',
  ACQUEREUR: 'Acquéreur ou futur acquéreur',
  SYNDIC_PROFESSIONNEL: 'Syndic professionnel',
  SYNDIC_BENEVOLE: 'Syndic bénévole',
  ADMINISTRATEUR_PROVISOIRE: 'Administrateur provisoire',
  NOTAIRE: 'Notaire ou collaborateur de notaire',
  COLLECTIVITE: 'Collectivité ou organisme public',
  AUTRE: 'Autre',
};

/** Objet de la réclamation. */
export const TypeReclamation = z.enum(
  [
    'DONNEES_ERRONEES',
    'COPROPRIETE_INTROUVABLE',
    'RATTACHEMENT',
    'ACCES_COMPTE',
    'IMMATRICULATION',
    'FICHE_SYNTHETIQUE',
    'DONNEES_STATISTIQUES',
    'AUTRE',
  ],
  { error: erreursDuChamp('Le type de demande') },
);
export type TypeReclamation = z.infer<typeof TypeReclamation>;

export const typeReclamationLabels: Record<TypeReclamation, string> = {
  DONNEES_ERRONEES: 'Signaler une information erronée sur une copropriété',
  COPROPRIETE_INTROUVABLE: "Une copropriété n'apparaît pas dans l'annuaire",
  RATTACHEMENT: 'Rattachement ou contestation de rattachement',
  ACCES_COMPTE: "Difficulté d'accès à mon compte",
  IMMATRICULATION: "Question sur l'immatriculation ou la mise à jour",
  FICHE_SYNTHETIQUE: 'Fiche synthétique',
  DONNEES_STATISTIQUES: 'Statistiques et données du registre',
  AUTRE: 'Autre demande',
};

/** Précision de l'objet, pour les types qui en proposent. */
export const PrecisionReclamation = z.enum(
  [
    'ADRESSE',
    'NOM',
    'NOMBRE_LOTS',
    'REPRESENTANT_LEGAL',
    'DONNEES_FINANCIERES',
    'DONNEES_TECHNIQUES',
    'AUTRE_DONNEE',
    'RATTACHEMENT_CONTESTE',
    'ANCIEN_SYNDIC_TOUJOURS_RATTACHE',
    'DEMANDE_EN_ATTENTE',
    'CODE_ACTIVATION_NON_RECU',
    'MOT_DE_PASSE',
    'COMPTE_DESACTIVE',
  ],
  { error: erreursDuChamp('La précision de la demande') },
);
export type PrecisionReclamation = z.infer<typeof PrecisionReclamation>;

export const precisionReclamationLabels: Record<PrecisionReclamation, string> = {
  ADRESSE: 'Adresse',
  NOM: 'Nom de la copropriété',
  NOMBRE_LOTS: 'Nombre de lots',
  REPRESENTANT_LEGAL: 'Représentant légal',
  DONNEES_FINANCIERES: 'Données financières',
  DONNEES_TECHNIQUES: 'Données techniques',
  AUTRE_DONNEE: 'Autre information',
  RATTACHEMENT_CONTESTE: 'Mon rattachement est contesté',
  ANCIEN_SYNDIC_TOUJOURS_RATTACHE: "L'ancien syndic est toujours rattaché",
  DEMANDE_EN_ATTENTE: 'Ma demande est en attente',
  CODE_ACTIVATION_NON_RECU: "Code d'activation non reçu",
  MOT_DE_PASSE: 'Mot de passe',
  COMPTE_DESACTIVE: 'Compte désactivé',
};

/** Champs dont l'obligation dépend du type de réclamation (spec 2 §5.6). */
export const ChampConditionnelReclamation = z.enum(
  ['adressePrincipale', 'numImmatriculation', 'pieceJointe'],
  { error: erreursDuChamp('Le champ') },
);
export type ChampConditionnelReclamation = z.infer<typeof ChampConditionnelReclamation>;

export const champConditionnelReclamationLabels: Record<ChampConditionnelReclamation, string> = {
  adressePrincipale: 'Adresse principale de la copropriété',
  numImmatriculation: "Numéro d'immatriculation",
  pieceJointe: 'Pièce justificative',
};

const typesCoproprietaire: readonly TypeReclamation[] = [
  'DONNEES_ERRONEES',
  'COPROPRIETE_INTROUVABLE',
  'FICHE_SYNTHETIQUE',
  'AUTRE',
];
const typesSyndic: readonly TypeReclamation[] = [
  'IMMATRICULATION',
  'RATTACHEMENT',
  'ACCES_COMPTE',
  'DONNEES_ERRONEES',
  'FICHE_SYNTHETIQUE',
  'AUTRE',
];

/** Types de réclamation proposés à chaque demandeur (`type-reclamation/{typeDemandeur}`). */
export const typesReclamationParDemandeur: Record<TypeDemandeur, readonly TypeReclamation[]> = {
  COPROPRIETAIRE: typesCoproprietaire,
  MEMBRE_CONSEIL_SYNDICAL: typesCoproprietaire,
  ACQUEREUR: typesCoproprietaire,
  SYNDIC_PROFESSIONNEL: typesSyndic,
  SYNDIC_BENEVOLE: typesSyndic,
  ADMINISTRATEUR_PROVISOIRE: typesSyndic,
  NOTAIRE: ['IMMATRICULATION', 'ACCES_COMPTE', 'DONNEES_ERRONEES', 'FICHE_SYNTHETIQUE', 'AUTRE'],
  COLLECTIVITE: ['DONNEES_STATISTIQUES', 'DONNEES_ERRONEES', 'ACCES_COMPTE', 'AUTRE'],
  AUTRE: ['DONNEES_ERRONEES', 'COPROPRIETE_INTROUVABLE', 'DONNEES_STATISTIQUES', 'AUTRE'],
};

/** Précisions proposées pour chaque type (`type-reclamation/{typeDemandeur}/{type}`) ; vide : aucune. */
export const precisionsParTypeReclamation: Record<TypeReclamation, readonly PrecisionReclamation[]> = {
  DONNEES_ERRONEES: [
    'ADRESSE',
    'NOM',
    'NOMBRE_LOTS',
    'REPRESENTANT_LEGAL',
    'DONNEES_FINANCIERES',
    'DONNEES_TECHNIQUES',
    'AUTRE_DONNEE',
  ],
  COPROPRIETE_INTROUVABLE: [],
  RATTACHEMENT: ['RATTACHEMENT_CONTESTE', 'ANCIEN_SYNDIC_TOUJOURS_RATTACHE', 'DEMANDE_EN_ATTENTE'],
  ACCES_COMPTE: ['CODE_ACTIVATION_NON_RECU', 'MOT_DE_PASSE', 'COMPTE_DESACTIVE'],
  IMMATRICULATION: [],
  FICHE_SYNTHETIQUE: [],
  DONNEES_STATISTIQUES: [],
  AUTRE: [],
};

/** Champs obligatoires de chaque type (`type-reclamation-obl/{type}`). */
export const champsObligatoiresParTypeReclamation: Record<
  TypeReclamation,
  readonly ChampConditionnelReclamation[]
> = {
  DONNEES_ERRONEES: ['numImmatriculation'],
  COPROPRIETE_INTROUVABLE: ['adressePrincipale'],
  RATTACHEMENT: ['numImmatriculation', 'pieceJointe'],
  ACCES_COMPTE: [],
  IMMATRICULATION: [],
  FICHE_SYNTHETIQUE: ['numImmatriculation'],
  DONNEES_STATISTIQUES: [],
  AUTRE: [],
};

/** Traitement d'une réclamation par le teneur. */
export const StatutReclamation = z.enum(['NOUVELLE', 'EN_COURS', 'TRAITEE'], {
  error: erreursDuChamp('Le statut de la demande'),
});
export type StatutReclamation = z.infer<typeof StatutReclamation>;

export const statutReclamationLabels: Record<StatutReclamation, string> = {
  NOUVELLE: 'Nouvelle',
  EN_COURS: 'En cours de traitement',
  TRAITEE: 'Traitée',
};
