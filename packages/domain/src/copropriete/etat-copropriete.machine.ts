import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import {
  type ContexteTransition,
  creerMachine,
  type RegleCreation,
  type RegleTransition,
} from '../cycles/machine.js';
import type { StatutMandat } from '../mandat/statut-mandat.js';
import { EtatCopropriete, etatCoproprieteLabels } from './etat-copropriete.js';

/**
 * Cycle de vie de l'état d'une copropriété (spec 1 §4, ADR 0030) : immatriculation et sa validation
 * par le teneur, rattachement d'un représentant légal, contestation, expiration, renouvellement,
 * succession, dissolution, suppression, annulation et copropriété future.
 */

/** Événements qui font évoluer l'état d'une copropriété. */
export const EvenementCopropriete = z.enum(
  [
    'soumettre',
    'declarerFuture',
    'supprimerBrouillon',
    'prendreEnValidation',
    'affecterTeneur',
    'libererVerrou',
    'valider',
    'refuser',
    'demanderPrecisions',
    'repondrePrecisions',
    'modifierDemande',
    'annuler',
    'rattacher',
    'confirmerRattachement',
    'refuserRattachement',
    'contester',
    'validerContestation',
    'refuserContestation',
    'expirer',
    'renouveler',
    'declarerSuccesseur',
    'validerSuccesseur',
    'retirerRattachement',
    'demanderDissolution',
    'annulerDissolution',
    'validerDissolution',
    'refuserDissolution',
    'dissoudre',
    'modifierAdministrativement',
    'supprimer',
  ],
  { error: erreursDuChamp("L'événement") },
);
export type EvenementCopropriete = z.infer<typeof EvenementCopropriete>;

export const evenementCoproprieteLabels: Record<EvenementCopropriete, string> = {
  soumettre: "Soumettre la demande d'immatriculation",
  declarerFuture: 'Déclarer une copropriété future',
  supprimerBrouillon: 'Supprimer le brouillon',
  prendreEnValidation: 'Prendre la demande en validation',
  affecterTeneur: 'Affecter la demande à un teneur',
  libererVerrou: 'Libérer la demande',
  valider: "Valider l'immatriculation",
  refuser: "Refuser l'immatriculation",
  demanderPrecisions: 'Demander des précisions',
  repondrePrecisions: 'Répondre à la demande de précisions',
  modifierDemande: "Modifier la demande d'immatriculation",
  annuler: "Annuler la demande d'immatriculation",
  rattacher: 'Demander le rattachement',
  confirmerRattachement: 'Confirmer le rattachement',
  refuserRattachement: 'Refuser le rattachement',
  contester: 'Contester le rattachement',
  validerContestation: 'Valider la contestation',
  refuserContestation: 'Refuser la contestation',
  expirer: 'Constater la fin du mandat',
  renouveler: 'Renouveler le mandat',
  declarerSuccesseur: 'Déclarer un successeur',
  validerSuccesseur: 'Valider la déclaration du prédécesseur',
  retirerRattachement: 'Retirer le rattachement',
  demanderDissolution: 'Déclarer la dissolution',
  annulerDissolution: 'Retirer la demande de dissolution',
  validerDissolution: 'Valider la dissolution',
  refuserDissolution: 'Refuser la dissolution',
  dissoudre: 'Exécuter la dissolution',
  modifierAdministrativement: 'Corriger les données (modification administrative)',
  supprimer: 'Supprimer la copropriété',
};

/** Événements de création d'une copropriété. */
export const CreationCopropriete = z.enum(['creerBrouillon'], { error: erreursDuChamp('La création') });
export type CreationCopropriete = z.infer<typeof CreationCopropriete>;

export const creationCoproprieteLabels: Record<CreationCopropriete, string> = {
  creerBrouillon: "Commencer une demande d'immatriculation",
};

/**
 * Cible symbolique : l'état d'arrivée dépend du mandat qui fait foi après l'événement
 * (rattachée, rattachement expiré ou à rattacher) — voir `etatSelonMandat`.
 */
export const SELON_MANDAT = 'SELON_MANDAT';
export type CibleCopropriete = EtatCopropriete | typeof SELON_MANDAT;

/** États qu'une copropriété immatriculée et sans demande en cours peut prendre selon son mandat. */
export const ETATS_SELON_MANDAT = [
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'IMMATRICULEE_A_RATTACHER',
] as const satisfies readonly EtatCopropriete[];

/**
 * État d'une copropriété immatriculée selon le statut du mandat qui fait foi : un mandat en vigueur
 * (courant, renouvellement ou successeur déclaré, successeur validé) la rend rattachée ; un mandat
 * expiré, rattachement expiré ; sinon (aucun mandat, mandat refusé, supprimé, archivé…), à rattacher.
 */
export function etatSelonMandat(statutMandat: StatutMandat | null): (typeof ETATS_SELON_MANDAT)[number] {
  switch (statutMandat) {
    case 'COURANT':
    case 'RENOUVELLEMENT_DECLARE':
    case 'SUCCESSEUR_DECLARE':
    case 'SUCCESSEUR_VALIDE':
      return 'IMMATRICULEE_RATTACHEE';
    case 'EXPIRE':
      return 'IMMATRICULEE_RATTACHEMENT_EXPIRE';
    default:
      return 'IMMATRICULEE_A_RATTACHER';
  }
}

type Regle = RegleTransition<EtatCopropriete, EvenementCopropriete, CibleCopropriete>;

/** Table des transitions de l'état d'une copropriété (ADR 0030). */
export const transitionsCopropriete: readonly Regle[] = [
  // Rédaction et dépôt de la demande d'immatriculation.
  {
    evenement: 'soumettre',
    depuis: ['BROUILLON'],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    acteurs: ['declarant', 'notaire'],
    journal: ['SOUMISSION_IMMATRICULATION', 'IMMATRICULATION_D_OFFICE', 'DOUBLON_SIGNALE'],
  },
  {
    evenement: 'soumettre',
    depuis: ['FUTUR'],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    acteurs: ['notaire'],
    journal: ['SOUMISSION_IMMATRICULATION'],
  },
  {
    evenement: 'declarerFuture',
    depuis: ['BROUILLON'],
    vers: 'FUTUR',
    acteurs: ['notaire'],
    journal: ['DECLARATION_COPROPRIETE_FUTURE'],
  },
  {
    evenement: 'supprimerBrouillon',
    depuis: ['BROUILLON'],
    vers: 'SUPPRIMEE',
    acteurs: ['declarant', 'notaire'],
    journal: ['SUPPRESSION_BROUILLON'],
  },
  // Guichet de validation : verrou, affectation, décision.
  {
    evenement: 'prendreEnValidation',
    depuis: ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    acteurs: ['teneur'],
    journal: ['PRISE_EN_CHARGE'],
  },
  {
    evenement: 'prendreEnValidation',
    depuis: ['DISSOLUTION_A_VALIDER'],
    vers: 'DISSOLUTION_EN_COURS_DE_VALIDATION',
    acteurs: ['teneur'],
    journal: ['PRISE_EN_CHARGE'],
  },
  {
    evenement: 'affecterTeneur',
    depuis: [
      'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    ],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    acteurs: ['teneur'],
    journal: ['AFFECTATION_TENEUR'],
  },
  {
    evenement: 'affecterTeneur',
    depuis: ['DISSOLUTION_A_VALIDER', 'DISSOLUTION_EN_COURS_DE_VALIDATION'],
    vers: 'DISSOLUTION_EN_COURS_DE_VALIDATION',
    acteurs: ['teneur'],
    journal: ['AFFECTATION_TENEUR'],
  },
  {
    evenement: 'libererVerrou',
    depuis: ['IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION'],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    acteurs: ['teneur', 'systeme'],
    journal: ['LIBERATION_VERROU'],
  },
  {
    evenement: 'libererVerrou',
    depuis: ['DISSOLUTION_EN_COURS_DE_VALIDATION'],
    vers: 'DISSOLUTION_A_VALIDER',
    acteurs: ['teneur', 'systeme'],
    journal: ['LIBERATION_VERROU'],
  },
  {
    evenement: 'valider',
    depuis: ['IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION'],
    vers: SELON_MANDAT,
    acteurs: ['teneur'],
    journal: ['VALIDATION_DEMANDE', 'VALIDATION_DOUBLON'],
  },
  {
    evenement: 'refuser',
    depuis: ['IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION'],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
    acteurs: ['teneur'],
    journal: ['REFUS_DEMANDE'],
  },
  {
    evenement: 'demanderPrecisions',
    depuis: ['IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION'],
    vers: 'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
    acteurs: ['teneur'],
    journal: ['DEMANDE_PRECISIONS'],
  },
  // Réponse du déclarant, modification ou abandon de sa demande.
  {
    evenement: 'repondrePrecisions',
    depuis: ['IMMATRICULATION_DEMANDE_DE_PRECISIONS'],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    acteurs: ['declarant', 'notaire'],
    journal: ['MODIFICATION_DEMANDE'],
  },
  {
    evenement: 'modifierDemande',
    depuis: ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    acteurs: ['declarant', 'notaire'],
    journal: ['MODIFICATION_DEMANDE'],
  },
  {
    evenement: 'modifierDemande',
    depuis: ['IMMATRICULATION_ET_RATTACHEMENT_REFUSES'],
    vers: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    acteurs: ['declarant', 'notaire'],
    journal: ['MODIFICATION_DEMANDE'],
  },
  {
    evenement: 'annuler',
    depuis: [
      'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
      'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
    ],
    vers: 'IMMATRICULATION_ANNULEE',
    acteurs: ['declarant', 'notaire'],
    journal: ['ANNULATION_IMMATRICULATION'],
  },
  {
    evenement: 'annuler',
    depuis: ['FUTUR'],
    vers: 'IMMATRICULATION_ANNULEE',
    acteurs: ['notaire'],
    journal: ['ANNULATION_IMMATRICULATION'],
  },
  // Rattachement d'un représentant légal à une copropriété immatriculée.
  {
    evenement: 'rattacher',
    depuis: ['IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'],
    vers: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
    acteurs: ['declarant'],
    journal: ['DEMANDE_RATTACHEMENT'],
  },
  {
    evenement: 'confirmerRattachement',
    depuis: ['IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'],
    vers: 'IMMATRICULEE_RATTACHEE',
    acteurs: ['teneur'],
    journal: ['VALIDATION_DEMANDE'],
  },
  {
    evenement: 'refuserRattachement',
    depuis: ['IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'],
    vers: SELON_MANDAT,
    acteurs: ['teneur'],
    journal: ['REFUS_DEMANDE'],
  },
  {
    evenement: 'contester',
    depuis: ['IMMATRICULEE_RATTACHEE'],
    vers: 'IMMATRICULEE_RATTACHEMENT_CONTESTE',
    acteurs: ['declarant'],
    journal: ['CONTESTATION_RATTACHEMENT'],
  },
  {
    evenement: 'validerContestation',
    depuis: ['IMMATRICULEE_RATTACHEMENT_CONTESTE'],
    vers: 'IMMATRICULEE_RATTACHEE',
    acteurs: ['teneur'],
    journal: ['VALIDATION_CONTESTATION'],
  },
  {
    evenement: 'refuserContestation',
    depuis: ['IMMATRICULEE_RATTACHEMENT_CONTESTE'],
    // Le mandat en place a pu échoir pendant la contestation (tâche de nuit) : rattachement expiré alors (ADR 0331).
    vers: SELON_MANDAT,
    acteurs: ['teneur'],
    journal: ['VALIDATION_CONTESTATION'],
  },
  {
    evenement: 'retirerRattachement',
    depuis: ['IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'],
    vers: 'IMMATRICULEE_A_RATTACHER',
    acteurs: ['declarant', 'teneur'],
    journal: ['RETRAIT_RATTACHEMENT', 'SUPPRESSION_MANDAT'],
  },
  // Vie du mandat vue depuis la copropriété.
  {
    evenement: 'expirer',
    depuis: ['IMMATRICULEE_RATTACHEE'],
    vers: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    acteurs: ['systeme'],
    journal: ['EXPIRATION_MANDAT'],
  },
  {
    evenement: 'renouveler',
    depuis: ['IMMATRICULEE_RATTACHEE'],
    vers: 'IMMATRICULEE_RATTACHEE',
    acteurs: ['declarant'],
    journal: ['RENOUVELLEMENT_MANDAT'],
  },
  {
    evenement: 'renouveler',
    depuis: ['IMMATRICULEE_RATTACHEMENT_EXPIRE'],
    vers: 'IMMATRICULEE_RATTACHEE',
    acteurs: ['declarant'],
    journal: ['RENOUVELLEMENT_MANDAT'],
  },
  {
    evenement: 'declarerSuccesseur',
    depuis: ['IMMATRICULEE_RATTACHEE'],
    vers: 'IMMATRICULEE_RATTACHEE',
    acteurs: ['declarant', 'notaire'],
    journal: ['DECLARATION_SUCCESSEUR'],
  },
  {
    evenement: 'declarerSuccesseur',
    depuis: ['IMMATRICULEE_A_RATTACHER'],
    vers: 'IMMATRICULEE_A_RATTACHER',
    acteurs: ['notaire'],
    journal: ['DECLARATION_SUCCESSEUR'],
  },
  {
    evenement: 'validerSuccesseur',
    depuis: ['IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_A_RATTACHER'],
    vers: 'IMMATRICULEE_RATTACHEE',
    acteurs: ['declarant'],
    journal: ['VALIDATION_DECLARATION_PREDECESSEUR'],
  },
  // Dissolution : demande, validation par le teneur, exécution.
  {
    evenement: 'demanderDissolution',
    depuis: ['IMMATRICULEE_RATTACHEE'],
    vers: 'DISSOLUTION_A_VALIDER',
    acteurs: ['declarant', 'notaire'],
    journal: ['DEMANDE_DISSOLUTION'],
  },
  {
    evenement: 'demanderDissolution',
    depuis: ['IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'],
    vers: 'DISSOLUTION_A_VALIDER',
    acteurs: ['notaire'],
    journal: ['DEMANDE_DISSOLUTION'],
  },
  {
    evenement: 'annulerDissolution',
    depuis: ['DISSOLUTION_A_VALIDER'],
    vers: SELON_MANDAT,
    acteurs: ['declarant', 'notaire'],
    journal: ['ANNULATION_DISSOLUTION'],
  },
  {
    evenement: 'validerDissolution',
    depuis: ['DISSOLUTION_EN_COURS_DE_VALIDATION'],
    vers: 'DISSOLUTION_EN_COURS',
    acteurs: ['teneur'],
    journal: ['VALIDATION_DEMANDE'],
  },
  {
    evenement: 'refuserDissolution',
    depuis: ['DISSOLUTION_EN_COURS_DE_VALIDATION'],
    vers: SELON_MANDAT,
    acteurs: ['teneur'],
    journal: ['REFUS_DEMANDE'],
  },
  {
    evenement: 'dissoudre',
    depuis: ['DISSOLUTION_EN_COURS'],
    vers: 'DISSOUTE',
    acteurs: ['teneur', 'systeme'],
    journal: ['DISSOLUTION_EXECUTEE'],
  },
  // Suppression par le teneur (erreur, doublon avéré, copropriété inexistante).
  {
    evenement: 'supprimer',
    depuis: [
      'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
      'IMMATRICULEE_A_RATTACHER',
      'IMMATRICULEE_RATTACHEE',
      'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      'FUTUR',
    ],
    vers: 'SUPPRIMEE',
    acteurs: ['teneur'],
    journal: ['SUPPRESSION_COPROPRIETE'],
  },
  // Modification administrative par un administrateur du teneur (ADR 0275) : les données d'une copropriété
  // immatriculée sans demande en cours sont corrigées ; l'état ne change pas (la règle dit où c'est permis).
  {
    evenement: 'modifierAdministrativement',
    depuis: ['IMMATRICULEE_A_RATTACHER'],
    vers: 'IMMATRICULEE_A_RATTACHER',
    acteurs: ['teneur'],
    journal: ['MODIFICATION_ADMINISTRATIVE'],
  },
  {
    evenement: 'modifierAdministrativement',
    depuis: ['IMMATRICULEE_RATTACHEE'],
    vers: 'IMMATRICULEE_RATTACHEE',
    acteurs: ['teneur'],
    journal: ['MODIFICATION_ADMINISTRATIVE'],
  },
  {
    evenement: 'modifierAdministrativement',
    depuis: ['IMMATRICULEE_RATTACHEMENT_EXPIRE'],
    vers: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    acteurs: ['teneur'],
    journal: ['MODIFICATION_ADMINISTRATIVE'],
  },
];

/** Créations d'une copropriété : toute copropriété naît brouillon. */
export const creationsCopropriete: readonly RegleCreation<EtatCopropriete, CreationCopropriete>[] = [
  {
    evenement: 'creerBrouillon',
    vers: 'BROUILLON',
    acteurs: ['declarant', 'notaire'],
    journal: ['CREATION_BROUILLON'],
  },
];

function resoudreCibleCopropriete(
  cible: CibleCopropriete,
  contexte: ContexteTransition,
): EtatCopropriete | null {
  if (cible !== SELON_MANDAT) {
    return cible;
  }
  return contexte.statutMandatCourant === undefined ? null : etatSelonMandat(contexte.statutMandatCourant);
}

/** Machine de l'état d'une copropriété. */
export const machineCopropriete = creerMachine<
  EtatCopropriete,
  EvenementCopropriete,
  CreationCopropriete,
  CibleCopropriete
>({
  nom: 'copropriete',
  objet: 'la copropriété',
  etats: EtatCopropriete.options,
  libellesEtats: etatCoproprieteLabels,
  evenements: EvenementCopropriete.options,
  libellesEvenements: evenementCoproprieteLabels,
  creations: creationsCopropriete,
  libellesCreations: creationCoproprieteLabels,
  transitions: transitionsCopropriete,
  ciblesPossibles: (cible) => (cible === SELON_MANDAT ? ETATS_SELON_MANDAT : [cible]),
  resoudreCible: resoudreCibleCopropriete,
});

/** Applique un événement à l'état d'une copropriété. */
export const transitionCopropriete = machineCopropriete.transition;

/** Événements permis depuis un état de copropriété (pour un acteur, s'il est donné). */
export const evenementsPossiblesCopropriete = machineCopropriete.evenementsPossibles;
