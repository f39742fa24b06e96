import type { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import type { EvenementCopropriete } from '../copropriete/etat-copropriete.machine.js';
import type { CreationMandat } from '../mandat/statut-mandat.machine.js';
import type { ErreurControleRattachement } from '../referentiels/rattachement.js';

/**
 * Contrôle préalable à une demande de rattachement (spec 1 §4 « Attachment », spec 2 §7.6 `checkEtatCopro`,
 * `checkisContestationOk`, §8 ; ADR 0300). Fonction pure : le serveur lit la copropriété et l'établissement
 * demandeur, le domaine dit l'issue.
 *
 * - `immatNotExistant` (bloque) : aucun numéro, ou numéro inconnu du registre ;
 * - `immatStatusIncorrect` (bloque) : la copropriété n'est pas dans un état où un syndic peut s'y rattacher
 *   (demande d'immatriculation en cours, dissolution, supprimée…), ou elle est déjà rattachée au demandeur ;
 * - `alreadyAttached` : rattachée à un autre établissement : la demande sera une CONTESTATION de ce
 *   rattachement (`isDemandContestation`) ;
 * - `rattachementConteste` : une contestation attend déjà le teneur : une seule demande en attente par
 *   copropriété (spec 2 §8 « an attachment request already pending, retry later ») ;
 * - sans issue (`error: null`) : copropriété à rattacher ou au rattachement expiré, demande ordinaire ;
 *   `demandeEnAttente` dit qu'une autre demande de rattachement attend le teneur (même message de §8).
 */
export interface FaitsControleRattachement {
  /** Copropriété trouvée par son numéro, ou `null`. */
  copropriete: {
    etat: EtatCopropriete;
    numeroImmatriculation: string | null;
    idTeledeclarantCourant: number | null;
  } | null;
  /** Établissement (télédéclarant) qui demande le rattachement. */
  idTeledeclarantDemandeur: number;
}

export interface IssueControleRattachement {
  error: ErreurControleRattachement | null;
  /** La demande sera une contestation du rattachement en place. */
  isDemandContestation: boolean;
  /** Une demande de rattachement (ou une contestation) attend déjà le teneur. */
  demandeEnAttente: boolean;
  /** Événements des cycles de vie de la demande, quand elle est possible. */
  evenements: { copropriete: EvenementCopropriete; mandat: CreationMandat } | null;
}

/** Message de spec 2 §8 : une demande de rattachement attend déjà le teneur pour cette copropriété. */
export const MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE =
  'Une demande de rattachement est déjà en attente pour cette copropriété : réessayez plus tard.';

/** Message quand la copropriété est déjà rattachée à l'établissement qui demande. */
export const MESSAGE_DEJA_RATTACHEE_AU_DEMANDEUR =
  'Cette copropriété est déjà rattachée à votre établissement : renouvelez le mandat depuis la liste des copropriétés.';

/** États où un syndic peut demander à se rattacher (demande ordinaire). */
export const ETATS_RATTACHEMENT_POSSIBLE: readonly EtatCopropriete[] = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
];

/** États d'une copropriété dont une demande de rattachement ou une contestation attend le teneur. */
export const ETATS_RATTACHEMENT_EN_ATTENTE: readonly EtatCopropriete[] = [
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEMENT_CONTESTE',
];

const SANS_DEMANDE = { isDemandContestation: false, demandeEnAttente: false, evenements: null } as const;

export function controlerRattachement(faits: FaitsControleRattachement): IssueControleRattachement {
  const copro = faits.copropriete;
  if (copro === null || copro.numeroImmatriculation === null) {
    return { error: 'immatNotExistant', ...SANS_DEMANDE };
  }
  switch (copro.etat) {
    case 'IMMATRICULEE_A_RATTACHER':
    case 'IMMATRICULEE_RATTACHEMENT_EXPIRE':
      return {
        error: null,
        isDemandContestation: false,
        demandeEnAttente: false,
        evenements: { copropriete: 'rattacher', mandat: 'demanderRattachement' },
      };
    case 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER':
      return { error: null, isDemandContestation: false, demandeEnAttente: true, evenements: null };
    case 'IMMATRICULEE_RATTACHEMENT_CONTESTE':
      return {
        error: 'rattachementConteste',
        isDemandContestation: false,
        demandeEnAttente: true,
        evenements: null,
      };
    case 'IMMATRICULEE_RATTACHEE':
      if (copro.idTeledeclarantCourant === faits.idTeledeclarantDemandeur) {
        return { error: 'immatStatusIncorrect', ...SANS_DEMANDE };
      }
      return {
        error: 'alreadyAttached',
        isDemandContestation: true,
        demandeEnAttente: false,
        evenements: { copropriete: 'contester', mandat: 'contester' },
      };
    default:
      return { error: 'immatStatusIncorrect', ...SANS_DEMANDE };
  }
}

/** La demande peut-elle être déposée (aucune issue bloquante, aucune demande en attente) ? */
export function rattachementPossible(issue: IssueControleRattachement): boolean {
  return issue.evenements !== null;
}
