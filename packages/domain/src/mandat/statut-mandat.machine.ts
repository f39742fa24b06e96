import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import { cibleEstUnEtat, creerMachine, type RegleCreation, type RegleTransition } from '../cycles/machine.js';
import { StatutMandat, statutMandatLabels } from './statut-mandat.js';

/**
 * Cycle de vie du statut d'un mandat (spec 1 §4, ADR 0030).
 *
 * - Un mandat naît brouillon avec une demande d'immatriculation, ou `A_VALIDER` par une demande de
 *   rattachement ou une contestation ; le teneur le prend en validation (verrou), le valide
 *   (`COURANT`) ou le refuse.
 * - Le renouvellement crée un NOUVEAU mandat (`COURANT`, qui peut débuter plus tard) ; l'ancien passe
 *   `RENOUVELLEMENT_DECLARE`, puis `ARCHIVE` à sa date de fin (le traitement de nuit l'archive au lieu de
 *   le faire expirer). Renouveler un mandat déjà expiré l'archive aussitôt.
 * - La succession suit le même schéma : le prédécesseur déclare son successeur (`SUCCESSEUR_DECLARE`),
 *   le successeur valide cette déclaration (`SUCCESSEUR_VALIDE`, et un nouveau mandat `COURANT` est créé
 *   pour lui), puis l'ancien mandat est archivé à sa date de fin ou dès que le nouveau débute. Une
 *   déclaration de successeur non validée à la fin du mandat devient caduque : le mandat expire.
 * - Le traitement de nuit fait expirer les mandats courants dont la date de fin est passée.
 */

export const EvenementMandat = z.enum(
  [
    'soumettre',
    'modifierDemande',
    'prendreEnValidation',
    'affecterTeneur',
    'libererVerrou',
    'valider',
    'refuser',
    'expirer',
    'renouveler',
    'annulerRenouvellement',
    'declarerSuccesseur',
    'validerSuccesseur',
    'annulerSuccesseur',
    'archiver',
    'supprimer',
  ],
  { error: erreursDuChamp("L'événement") },
);
export type EvenementMandat = z.infer<typeof EvenementMandat>;

export const evenementMandatLabels: Record<EvenementMandat, string> = {
  soumettre: 'Soumettre le mandat avec la demande',
  modifierDemande: 'Modifier la demande de rattachement',
  prendreEnValidation: 'Prendre la demande en validation',
  affecterTeneur: 'Affecter la demande à un teneur',
  libererVerrou: 'Libérer la demande',
  valider: 'Valider le mandat',
  refuser: 'Refuser le mandat',
  expirer: 'Constater la fin du mandat',
  renouveler: 'Renouveler le mandat',
  annulerRenouvellement: 'Annuler le renouvellement',
  declarerSuccesseur: 'Déclarer un successeur',
  validerSuccesseur: 'Valider la déclaration du prédécesseur',
  annulerSuccesseur: 'Annuler la déclaration de successeur',
  archiver: 'Archiver le mandat',
  supprimer: 'Supprimer le mandat',
};

/** Événements qui créent un mandat. */
export const CreationMandat = z.enum(
  ['creerBrouillon', 'demanderRattachement', 'contester', 'renouveler', 'validerSuccesseur'],
  { error: erreursDuChamp('La création') },
);
export type CreationMandat = z.infer<typeof CreationMandat>;

export const creationMandatLabels: Record<CreationMandat, string> = {
  creerBrouillon: "Déclarer le mandat d'une demande d'immatriculation",
  demanderRattachement: 'Demander le rattachement',
  contester: 'Contester le rattachement',
  renouveler: 'Créer le mandat renouvelé',
  validerSuccesseur: 'Créer le mandat du successeur',
};

type Regle = RegleTransition<StatutMandat, EvenementMandat>;

/** Table des transitions du statut d'un mandat (ADR 0030). */
export const transitionsMandat: readonly Regle[] = [
  {
    evenement: 'soumettre',
    depuis: ['BROUILLON'],
    vers: 'A_VALIDER',
    acteurs: ['declarant', 'notaire'],
    journal: ['SOUMISSION_IMMATRICULATION'],
  },
  {
    evenement: 'modifierDemande',
    depuis: ['A_VALIDER'],
    vers: 'A_VALIDER',
    acteurs: ['declarant'],
    journal: ['MODIFICATION_RATTACHEMENT'],
  },
  {
    evenement: 'modifierDemande',
    depuis: ['REFUSE'],
    vers: 'A_VALIDER',
    acteurs: ['declarant'],
    journal: ['MODIFICATION_RATTACHEMENT'],
  },
  {
    evenement: 'prendreEnValidation',
    depuis: ['A_VALIDER'],
    vers: 'VALIDATION_EN_COURS',
    acteurs: ['teneur'],
    journal: ['PRISE_EN_CHARGE'],
  },
  {
    evenement: 'affecterTeneur',
    depuis: ['A_VALIDER', 'VALIDATION_EN_COURS'],
    vers: 'VALIDATION_EN_COURS',
    acteurs: ['teneur'],
    journal: ['AFFECTATION_TENEUR'],
  },
  {
    evenement: 'libererVerrou',
    depuis: ['VALIDATION_EN_COURS'],
    vers: 'A_VALIDER',
    acteurs: ['teneur', 'systeme'],
    journal: ['LIBERATION_VERROU'],
  },
  {
    evenement: 'valider',
    depuis: ['VALIDATION_EN_COURS'],
    vers: 'COURANT',
    acteurs: ['teneur'],
    journal: ['VALIDATION_DEMANDE', 'VALIDATION_CONTESTATION'],
  },
  {
    evenement: 'refuser',
    depuis: ['VALIDATION_EN_COURS'],
    vers: 'REFUSE',
    acteurs: ['teneur'],
    journal: ['REFUS_DEMANDE', 'VALIDATION_CONTESTATION'],
  },
  {
    evenement: 'expirer',
    depuis: ['COURANT', 'SUCCESSEUR_DECLARE'],
    vers: 'EXPIRE',
    acteurs: ['systeme'],
    journal: ['EXPIRATION_MANDAT'],
  },
  {
    evenement: 'renouveler',
    depuis: ['COURANT'],
    vers: 'RENOUVELLEMENT_DECLARE',
    acteurs: ['declarant'],
    journal: ['RENOUVELLEMENT_MANDAT'],
  },
  {
    evenement: 'renouveler',
    depuis: ['EXPIRE'],
    vers: 'ARCHIVE',
    acteurs: ['declarant'],
    journal: ['RENOUVELLEMENT_MANDAT'],
  },
  {
    evenement: 'annulerRenouvellement',
    depuis: ['RENOUVELLEMENT_DECLARE'],
    vers: 'COURANT',
    acteurs: ['declarant', 'teneur'],
    journal: ['ANNULATION_RENOUVELLEMENT'],
  },
  {
    evenement: 'declarerSuccesseur',
    depuis: ['COURANT'],
    vers: 'SUCCESSEUR_DECLARE',
    acteurs: ['declarant', 'notaire'],
    journal: ['DECLARATION_SUCCESSEUR'],
  },
  {
    evenement: 'validerSuccesseur',
    depuis: ['SUCCESSEUR_DECLARE'],
    vers: 'SUCCESSEUR_VALIDE',
    acteurs: ['declarant'],
    journal: ['VALIDATION_DECLARATION_PREDECESSEUR'],
  },
  {
    evenement: 'annulerSuccesseur',
    depuis: ['SUCCESSEUR_DECLARE'],
    vers: 'COURANT',
    acteurs: ['declarant', 'notaire', 'teneur'],
    journal: ['ANNULATION_SUCCESSEUR'],
  },
  {
    evenement: 'archiver',
    depuis: ['COURANT', 'EXPIRE', 'RENOUVELLEMENT_DECLARE', 'SUCCESSEUR_VALIDE'],
    vers: 'ARCHIVE',
    acteurs: ['teneur', 'systeme'],
    journal: ['ARCHIVAGE_MANDAT', 'VALIDATION_CONTESTATION', 'RETRAIT_RATTACHEMENT'],
  },
  {
    evenement: 'supprimer',
    depuis: ['BROUILLON', 'A_VALIDER', 'REFUSE', 'COURANT', 'EXPIRE'],
    vers: 'SUPPRIME',
    acteurs: ['declarant', 'notaire', 'teneur'],
    journal: ['SUPPRESSION_MANDAT', 'SUPPRESSION_BROUILLON', 'RETRAIT_RATTACHEMENT'],
  },
];

export const creationsMandat: readonly RegleCreation<StatutMandat, CreationMandat>[] = [
  {
    evenement: 'creerBrouillon',
    vers: 'BROUILLON',
    acteurs: ['declarant', 'notaire'],
    journal: ['CREATION_BROUILLON'],
  },
  {
    evenement: 'demanderRattachement',
    vers: 'A_VALIDER',
    acteurs: ['declarant'],
    journal: ['DEMANDE_RATTACHEMENT'],
  },
  {
    evenement: 'contester',
    vers: 'A_VALIDER',
    acteurs: ['declarant'],
    journal: ['CONTESTATION_RATTACHEMENT'],
  },
  {
    evenement: 'renouveler',
    vers: 'COURANT',
    acteurs: ['declarant'],
    journal: ['RENOUVELLEMENT_MANDAT'],
  },
  {
    evenement: 'validerSuccesseur',
    vers: 'COURANT',
    acteurs: ['declarant'],
    journal: ['VALIDATION_DECLARATION_PREDECESSEUR'],
  },
];

/** Machine du statut d'un mandat. */
export const machineMandat = creerMachine<StatutMandat, EvenementMandat, CreationMandat>({
  nom: 'mandat',
  objet: 'le mandat',
  etats: StatutMandat.options,
  libellesEtats: statutMandatLabels,
  evenements: EvenementMandat.options,
  libellesEvenements: evenementMandatLabels,
  creations: creationsMandat,
  libellesCreations: creationMandatLabels,
  transitions: transitionsMandat,
  ...cibleEstUnEtat,
});

export const transitionMandat = machineMandat.transition;
export const evenementsPossiblesMandat = machineMandat.evenementsPossibles;
