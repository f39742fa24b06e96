import type { TypesJournal } from '../cycles/machine.js';
import { type StatutTeledeclarant, statutTeledeclarantLabels } from './statut-teledeclarant.js';
import { type EvenementTeledeclarant, machineTeledeclarant } from './statut-teledeclarant.machine.js';

/**
 * Changements de statut qu'un teneur peut faire sur l'écran de mise à jour d'un télédéclarant (ADR 0061).
 * Ils passent tous par la machine du cycle de vie ; la suppression a sa propre route (elle emporte les
 * mandats et les comptes) et les événements qui ne changent pas le statut (régénération du code
 * d'activation) ont leur propre action.
 */

export interface ChangementStatutTeledeclarant {
  /** Statut d'arrivée. */
  readonly statut: StatutTeledeclarant;
  /** Événement du cycle de vie qui y mène. */
  readonly evenement: EvenementTeledeclarant;
  /** Types d'événement du journal de la règle (le premier par défaut). */
  readonly journal: TypesJournal;
}

/** Changements de statut permis au teneur depuis `statut`, dans l'ordre des événements de la machine. */
export function changementsStatutParLeTeneur(statut: StatutTeledeclarant): ChangementStatutTeledeclarant[] {
  return machineTeledeclarant.evenementsPossibles(statut, 'teneur').flatMap((evenement) => {
    const regle = machineTeledeclarant.regle(statut, evenement);
    if (regle === undefined || evenement === 'supprimer' || regle.vers === statut) {
      return [];
    }
    return [{ statut: regle.vers, evenement, journal: regle.journal }];
  });
}

/** Statuts proposés dans la liste de l'écran : le statut actuel, puis ceux que le teneur peut atteindre. */
export function statutsProposesAuTeneur(statut: StatutTeledeclarant): StatutTeledeclarant[] {
  return [statut, ...changementsStatutParLeTeneur(statut).map((changement) => changement.statut)];
}

/** Transition réussie de la machine du télédéclarant, à journaliser telle quelle. */
export type TransitionTeledeclarantReussie = Extract<
  ReturnType<typeof machineTeledeclarant.transition>,
  { ok: true }
>;

export type VerificationChangementStatut =
  | { readonly ok: true; readonly changement: null }
  | {
      readonly ok: true;
      readonly changement: ChangementStatutTeledeclarant;
      readonly transition: TransitionTeledeclarantReussie;
    }
  | { readonly ok: false; readonly message: string };

const guillemets = (statut: StatutTeledeclarant) => `« ${statutTeledeclarantLabels[statut]} »`;

/**
 * Le teneur peut-il faire passer le télédéclarant du statut `depuis` au statut `vers` ? `changement` vaut
 * `null` quand le statut ne change pas. Le refus porte un message français affichable.
 */
export function verifierChangementStatutParLeTeneur(
  depuis: StatutTeledeclarant,
  vers: StatutTeledeclarant,
): VerificationChangementStatut {
  if (depuis === vers) {
    return { ok: true, changement: null };
  }
  if (vers === 'SUPPRIME') {
    return {
      ok: false,
      message:
        "Pour supprimer un télédéclarant, utilisez l'action « Supprimer le télédéclarant » : ses mandats et ses comptes sont supprimés avec lui.",
    };
  }
  const changements = changementsStatutParLeTeneur(depuis);
  const changement = changements.find((c) => c.statut === vers);
  if (changement === undefined) {
    const permis =
      changements.length === 0
        ? "Aucun changement de statut n'est possible depuis ce statut."
        : `Statuts possibles : ${changements.map((c) => guillemets(c.statut)).join(', ')}.`;
    return {
      ok: false,
      message: `Le passage du statut ${guillemets(depuis)} au statut ${guillemets(vers)} n'est pas permis par le cycle de vie du télédéclarant. ${permis}`,
    };
  }
  const resultat = machineTeledeclarant.transition(depuis, changement.evenement, { acteur: 'teneur' });
  return resultat.ok
    ? { ok: true, changement, transition: resultat }
    : { ok: false, message: resultat.refus.message };
}
