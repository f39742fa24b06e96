import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import { cibleEstUnEtat, creerMachine, type RegleCreation, type RegleTransition } from '../cycles/machine.js';
import { StatutDeclaration, statutDeclarationLabels } from './statut-declaration.js';

/**
 * Cycle de vie du statut d'une déclaration (spec 1 §4, ADR 0030).
 *
 * - Une demande d'immatriculation (initiale, d'office, modification de la demande) est soumise
 *   (`A_VALIDER`) puis validée par le teneur : elle devient la déclaration `IMMATRICULATION`.
 * - Une mise à jour (standard, annuelle, exercices non approuvés, correction, modification
 *   administrative) est enregistrée directement : elle devient `COURANTE`.
 * - Le déclarant peut reprendre sa demande encore `A_VALIDER` pour la modifier (`reprendreDemande`, retour
 *   en `BROUILLON`), puis la redéposer.
 * - Quand une mise à jour annuelle est enregistrée, les déclarations qui la précèdent passent
 *   `AVANT_DECLARATION_ANNUELLE` : elles ne peuvent plus être supprimées. Les déclarations `COURANTE`
 *   sont donc celles faites depuis la dernière mise à jour annuelle (celle-ci comprise).
 */

export const EvenementDeclaration = z.enum(
  [
    'soumettre',
    'enregistrer',
    'modifierDemande',
    'reprendreDemande',
    'valider',
    'demanderPrecisions',
    'refuser',
    'archiver',
    'supprimer',
  ],
  { error: erreursDuChamp("L'événement") },
);
export type EvenementDeclaration = z.infer<typeof EvenementDeclaration>;

export const evenementDeclarationLabels: Record<EvenementDeclaration, string> = {
  soumettre: 'Soumettre la déclaration à validation',
  enregistrer: 'Enregistrer la mise à jour',
  modifierDemande: 'Modifier la demande',
  reprendreDemande: 'Reprendre la demande en attente pour la modifier',
  valider: "Valider la déclaration d'immatriculation",
  demanderPrecisions: 'Demander des précisions',
  refuser: 'Refuser la déclaration',
  archiver: 'Archiver la déclaration',
  supprimer: 'Supprimer la déclaration',
};

export const CreationDeclaration = z.enum(['creerBrouillon'], { error: erreursDuChamp('La création') });
export type CreationDeclaration = z.infer<typeof CreationDeclaration>;

export const creationDeclarationLabels: Record<CreationDeclaration, string> = {
  creerBrouillon: 'Commencer une déclaration',
};

type Regle = RegleTransition<StatutDeclaration, EvenementDeclaration>;

/** Table des transitions du statut d'une déclaration (ADR 0030). */
export const transitionsDeclaration: readonly Regle[] = [
  {
    evenement: 'soumettre',
    depuis: ['BROUILLON'],
    vers: 'A_VALIDER',
    acteurs: ['declarant', 'notaire'],
    journal: ['SOUMISSION_IMMATRICULATION', 'IMMATRICULATION_D_OFFICE', 'MODIFICATION_DEMANDE'],
  },
  {
    evenement: 'enregistrer',
    depuis: ['BROUILLON'],
    vers: 'COURANTE',
    acteurs: ['declarant', 'notaire', 'teneur'],
    journal: [
      'MAJ_STANDARD',
      'MAJ_ANNUELLE',
      'MAJ_COMPTES_NON_APPROUVES',
      'CORRECTION_DERNIERE_MAJ_ANNUELLE',
      'MODIFICATION_ADMINISTRATIVE',
    ],
  },
  {
    evenement: 'modifierDemande',
    depuis: ['A_VALIDER'],
    vers: 'A_VALIDER',
    acteurs: ['declarant', 'notaire'],
    journal: ['MODIFICATION_DEMANDE'],
  },
  {
    // Le déclarant reprend sa demande encore en attente (ni prise par le teneur ni tranchée) pour la modifier
    // dans le parcours ; il la redépose ensuite (`soumettre`, MODIFICATION_DEMANDE ; ADR 0173).
    evenement: 'reprendreDemande',
    depuis: ['A_VALIDER'],
    vers: 'BROUILLON',
    acteurs: ['declarant', 'notaire'],
    journal: ['MODIFICATION_DEMANDE'],
  },
  {
    evenement: 'valider',
    depuis: ['A_VALIDER'],
    vers: 'IMMATRICULATION',
    acteurs: ['teneur'],
    journal: ['VALIDATION_DEMANDE', 'VALIDATION_DOUBLON'],
  },
  {
    evenement: 'demanderPrecisions',
    depuis: ['A_VALIDER'],
    vers: 'BROUILLON',
    acteurs: ['teneur'],
    journal: ['DEMANDE_PRECISIONS'],
  },
  {
    evenement: 'refuser',
    depuis: ['A_VALIDER'],
    vers: 'BROUILLON',
    acteurs: ['teneur'],
    journal: ['REFUS_DEMANDE'],
  },
  {
    evenement: 'archiver',
    depuis: ['COURANTE', 'IMMATRICULATION'],
    vers: 'AVANT_DECLARATION_ANNUELLE',
    acteurs: ['systeme'],
    journal: ['ARCHIVAGE_DECLARATION'],
  },
  {
    evenement: 'supprimer',
    depuis: ['BROUILLON', 'A_VALIDER', 'COURANTE'],
    vers: 'SUPPRIME',
    acteurs: ['declarant', 'notaire', 'teneur'],
    journal: [
      'SUPPRESSION_DECLARATIONS',
      'SUPPRESSION_BROUILLON',
      'ANNULATION_IMMATRICULATION',
      'CORRECTION_DERNIERE_MAJ_ANNUELLE',
    ],
  },
];

export const creationsDeclaration: readonly RegleCreation<StatutDeclaration, CreationDeclaration>[] = [
  {
    evenement: 'creerBrouillon',
    vers: 'BROUILLON',
    acteurs: ['declarant', 'notaire', 'teneur'],
    journal: ['CREATION_BROUILLON'],
  },
];

/** Machine du statut d'une déclaration. */
export const machineDeclaration = creerMachine<StatutDeclaration, EvenementDeclaration, CreationDeclaration>({
  nom: 'declaration',
  objet: 'la déclaration',
  etats: StatutDeclaration.options,
  libellesEtats: statutDeclarationLabels,
  evenements: EvenementDeclaration.options,
  libellesEvenements: evenementDeclarationLabels,
  creations: creationsDeclaration,
  libellesCreations: creationDeclarationLabels,
  transitions: transitionsDeclaration,
  ...cibleEstUnEtat,
});

export const transitionDeclaration = machineDeclaration.transition;
export const evenementsPossiblesDeclaration = machineDeclaration.evenementsPossibles;
