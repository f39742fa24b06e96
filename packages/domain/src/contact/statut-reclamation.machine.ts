import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import { cibleEstUnEtat, creerMachine, type RegleCreation, type RegleTransition } from '../cycles/machine.js';
import { StatutReclamation, statutReclamationLabels } from '../referentiels/reclamation.js';

/**
 * Cycle de vie d'une réclamation (ADR 0030, ADR 0296) : déposée par le formulaire de contact (`NOUVELLE`), prise
 * en charge par un teneur (`EN_COURS`), puis close (`TRAITEE`, état terminal). Une réclamation nouvelle peut être
 * close directement (réponse immédiate au téléphone, doublon d'une autre demande).
 */

export const EvenementReclamation = z.enum(['prendreEnCharge', 'cloturer'], {
  error: erreursDuChamp("L'action sur la demande"),
});
export type EvenementReclamation = z.infer<typeof EvenementReclamation>;

export const evenementReclamationLabels: Record<EvenementReclamation, string> = {
  prendreEnCharge: 'Prendre en charge la demande',
  cloturer: 'Clore la demande',
};

export const CreationReclamation = z.enum(['deposer'], { error: erreursDuChamp('La création') });
export type CreationReclamation = z.infer<typeof CreationReclamation>;

export const creationReclamationLabels: Record<CreationReclamation, string> = {
  deposer: 'Déposer une réclamation par le formulaire de contact',
};

/** Table des transitions d'une réclamation. */
export const transitionsReclamation: readonly RegleTransition<StatutReclamation, EvenementReclamation>[] = [
  {
    evenement: 'prendreEnCharge',
    depuis: ['NOUVELLE'],
    vers: 'EN_COURS',
    acteurs: ['teneur'],
    journal: ['PRISE_EN_CHARGE_RECLAMATION'],
  },
  {
    evenement: 'cloturer',
    depuis: ['NOUVELLE', 'EN_COURS'],
    vers: 'TRAITEE',
    acteurs: ['teneur'],
    journal: ['CLOTURE_RECLAMATION'],
  },
];

/**
 * Dépôt : le formulaire est public ; un visiteur anonyme est journalisé sans auteur (nature `systeme`), une
 * personne connectée avec son compte.
 */
export const creationsReclamation: readonly RegleCreation<StatutReclamation, CreationReclamation>[] = [
  {
    evenement: 'deposer',
    vers: 'NOUVELLE',
    acteurs: ['systeme', 'declarant', 'notaire', 'teneur'],
    journal: ['DEPOT_RECLAMATION'],
  },
];

/** Machine du statut d'une réclamation. */
export const machineReclamation = creerMachine<StatutReclamation, EvenementReclamation, CreationReclamation>({
  nom: 'reclamation',
  objet: 'la réclamation',
  etats: StatutReclamation.options,
  libellesEtats: statutReclamationLabels,
  evenements: EvenementReclamation.options,
  libellesEvenements: evenementReclamationLabels,
  creations: creationsReclamation,
  libellesCreations: creationReclamationLabels,
  transitions: transitionsReclamation,
  ...cibleEstUnEtat,
});
