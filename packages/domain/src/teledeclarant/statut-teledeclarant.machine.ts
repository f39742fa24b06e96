import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import { cibleEstUnEtat, creerMachine, type RegleCreation, type RegleTransition } from '../cycles/machine.js';
import { StatutTeledeclarant, statutTeledeclarantLabels } from './statut-teledeclarant.js';

/**
 * Cycle de vie du statut d'un télédéclarant (spec 1 §4, ADR 0030).
 *
 * - Un syndic qui s'inscrit attend son code d'activation, envoyé par courrier à l'adresse de
 *   l'établissement sous 15 jours au plus (`ATT_ACTIVATION`) ; la saisie du code l'active.
 * - Un établissement désigné comme successeur par un notaire, ou créé par le teneur, attend que
 *   son administrateur principal crée son compte (`ATT_CREA_COMPTE`), puis son activation.
 * - Une étude notariale inscrite par un notaire attend la finalisation de l'inscription notariale
 *   (`ATT_FIN_IMM_NOT`) : la vérification de l'étude l'active, sans code postal.
 * - Le teneur peut régénérer le code, exiger une nouvelle activation et supprimer le télédéclarant
 *   (avec ses mandats).
 */

export const EvenementTeledeclarant = z.enum(
  [
    'creerCompte',
    'activer',
    'regenererCodeActivation',
    'exigerActivation',
    'finaliserInscriptionNotariale',
    'supprimer',
  ],
  { error: erreursDuChamp("L'événement") },
);
export type EvenementTeledeclarant = z.infer<typeof EvenementTeledeclarant>;

export const evenementTeledeclarantLabels: Record<EvenementTeledeclarant, string> = {
  creerCompte: "Créer le compte de l'administrateur principal",
  activer: 'Activer le télédéclarant',
  regenererCodeActivation: "Régénérer le code d'activation",
  exigerActivation: 'Exiger une nouvelle activation',
  finaliserInscriptionNotariale: "Finaliser l'inscription notariale",
  supprimer: 'Supprimer le télédéclarant',
};

export const CreationTeledeclarant = z.enum(['inscrire', 'designer', 'inscrireEtude'], {
  error: erreursDuChamp('La création'),
});
export type CreationTeledeclarant = z.infer<typeof CreationTeledeclarant>;

export const creationTeledeclarantLabels: Record<CreationTeledeclarant, string> = {
  inscrire: "S'inscrire comme télédéclarant",
  designer: 'Désigner un établissement',
  inscrireEtude: "Inscrire l'étude notariale",
};

type Regle = RegleTransition<StatutTeledeclarant, EvenementTeledeclarant>;

/** Table des transitions du statut d'un télédéclarant (ADR 0030). */
export const transitionsTeledeclarant: readonly Regle[] = [
  {
    evenement: 'creerCompte',
    depuis: ['ATT_CREA_COMPTE'],
    vers: 'ATT_ACTIVATION',
    acteurs: ['declarant'],
    journal: ['CREATION_UTILISATEUR', 'ENVOI_CODE_ACTIVATION'],
  },
  {
    evenement: 'activer',
    depuis: ['ATT_ACTIVATION'],
    vers: 'ACTIF',
    acteurs: ['declarant', 'teneur'],
    journal: ['ACTIVATION_TELEDECLARANT'],
  },
  {
    evenement: 'regenererCodeActivation',
    depuis: ['ATT_ACTIVATION'],
    vers: 'ATT_ACTIVATION',
    acteurs: ['teneur'],
    journal: ['REGENERATION_CODE_ACTIVATION'],
  },
  {
    evenement: 'exigerActivation',
    depuis: ['ACTIF'],
    vers: 'ATT_ACTIVATION',
    acteurs: ['teneur'],
    journal: ['CHANGEMENT_STATUT_TELEDECLARANT', 'ENVOI_CODE_ACTIVATION'],
  },
  {
    evenement: 'finaliserInscriptionNotariale',
    depuis: ['ATT_FIN_IMM_NOT'],
    vers: 'ACTIF',
    acteurs: ['notaire', 'teneur', 'systeme'],
    journal: ['ACTIVATION_TELEDECLARANT'],
  },
  {
    evenement: 'supprimer',
    depuis: ['ATT_CREA_COMPTE', 'ATT_ACTIVATION', 'ACTIF', 'ATT_FIN_IMM_NOT'],
    vers: 'SUPPRIME',
    acteurs: ['teneur'],
    journal: ['SUPPRESSION_TELEDECLARANT'],
  },
];

export const creationsTeledeclarant: readonly RegleCreation<StatutTeledeclarant, CreationTeledeclarant>[] = [
  {
    evenement: 'inscrire',
    vers: 'ATT_ACTIVATION',
    acteurs: ['declarant'],
    journal: ['INSCRIPTION_TELEDECLARANT', 'ENVOI_CODE_ACTIVATION'],
  },
  {
    evenement: 'designer',
    vers: 'ATT_CREA_COMPTE',
    acteurs: ['notaire', 'teneur'],
    journal: ['INSCRIPTION_TELEDECLARANT'],
  },
  {
    evenement: 'inscrireEtude',
    vers: 'ATT_FIN_IMM_NOT',
    acteurs: ['notaire'],
    journal: ['INSCRIPTION_TELEDECLARANT'],
  },
];

/** Machine du statut d'un télédéclarant. */
export const machineTeledeclarant = creerMachine<
  StatutTeledeclarant,
  EvenementTeledeclarant,
  CreationTeledeclarant
>({
  nom: 'teledeclarant',
  objet: 'le télédéclarant',
  etats: StatutTeledeclarant.options,
  libellesEtats: statutTeledeclarantLabels,
  evenements: EvenementTeledeclarant.options,
  libellesEvenements: evenementTeledeclarantLabels,
  creations: creationsTeledeclarant,
  libellesCreations: creationTeledeclarantLabels,
  transitions: transitionsTeledeclarant,
  ...cibleEstUnEtat,
});

export const transitionTeledeclarant = machineTeledeclarant.transition;
export const evenementsPossiblesTeledeclarant = machineTeledeclarant.evenementsPossibles;
