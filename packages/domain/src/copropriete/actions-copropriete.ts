import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import type { TypeActeur } from '../cycles/machine.js';
import { ErreurMetier } from '../erreurs.js';
import type { StatutMandat } from '../mandat/statut-mandat.js';
import { deciderDeclarationSuccesseur } from '../mandat/successeur.js';
import {
  type CompteAutorise,
  canAdministrerCopropriete,
  canDeclarerSuccesseur,
  canDissoudre,
  canImmatriculer,
  canMettreAJour,
  canModifierDemande,
  canRenouvelerMandat,
  canValiderDeclarationPredecesseur,
  canVisualiserCopropriete,
  possede,
} from '../permissions/droits.js';
import { estDansFamille, PROFILS_NOTAIRE, PROFILS_TENEUR, typeActeurDuProfil } from '../permissions/table.js';
import type { EtatCopropriete } from './etat-copropriete.js';
import { type EvenementCopropriete, evenementsPossiblesCopropriete } from './etat-copropriete.machine.js';

/**
 * Actions possibles sur une copropriété (actions de ligne de la liste, spec 1 §2 ; ADR 0160).
 *
 * Une seule règle, pure, décide si une action est permise à partir de l'état de la copropriété (cycle
 * de vie, ADR 0030), du statut de son mandat courant, de la relation de l'appelant à la copropriété,
 * de ses autorisations et de quelques faits sur ses déclarations. La liste l'applique pour n'afficher
 * que les actions permises ; chaque route d'action l'applique pour refuser le reste
 * (`exigerActionCopropriete`).
 */

/** Toutes les actions de ligne de spec 1 §2, dans l'ordre de la spécification. */
export const ActionCopropriete = z.enum(
  [
    'MODIFIER_DEMANDE',
    'MAJ_ANNUELLE',
    'MAJ_STANDARD',
    'MAJ_COMPTES_NON_APPROUVES',
    'FICHE_SYNTHETIQUE',
    'SUPPRIMER_BROUILLON',
    'ENREGISTRER_MODIFICATIONS',
    'MODIFIER_DATE_DEBUT_MANDAT',
    'MODIFIER_DATE_FIN_MANDAT_ARCHIVE',
    'RETIRER_RATTACHEMENT',
    'SUPPRIMER_DECLARATIONS',
    'VALIDER_DECLARATION_PREDECESSEUR',
    'CORRIGER_DERNIERE_MAJ_ANNUELLE',
    'DECLARER_SUCCESSEUR',
    'RENOUVELER_MANDAT',
    'DISSOUDRE',
    'MODIFICATION_ADMINISTRATIVE',
    'SUPPRIMER_COPROPRIETE',
    'SUPPRIMER_MANDAT',
    // Hors de spec 1 §2 : annuler sa déclaration de successeur tant qu'elle n'est pas validée (ADR 0313).
    'ANNULER_DECLARATION_SUCCESSEUR',
  ],
  { error: erreursDuChamp("L'action") },
);
export type ActionCopropriete = z.infer<typeof ActionCopropriete>;

export const actionCoproprieteLabels: Record<ActionCopropriete, string> = {
  MODIFIER_DEMANDE: 'Modifier la demande',
  MAJ_ANNUELLE: 'Mise à jour annuelle',
  MAJ_STANDARD: 'Mise à jour standard',
  MAJ_COMPTES_NON_APPROUVES: 'Mise à jour des exercices non approuvés',
  FICHE_SYNTHETIQUE: 'Générer la fiche synthétique',
  SUPPRIMER_BROUILLON: 'Supprimer le brouillon',
  ENREGISTRER_MODIFICATIONS: 'Reprendre et enregistrer les modifications',
  MODIFIER_DATE_DEBUT_MANDAT: 'Modifier la date de début du mandat',
  MODIFIER_DATE_FIN_MANDAT_ARCHIVE: 'Modifier la date de fin du mandat archivé',
  RETIRER_RATTACHEMENT: 'Retirer le rattachement',
  SUPPRIMER_DECLARATIONS: 'Supprimer les déclarations depuis la dernière mise à jour annuelle',
  VALIDER_DECLARATION_PREDECESSEUR: 'Valider la déclaration du prédécesseur',
  CORRIGER_DERNIERE_MAJ_ANNUELLE: 'Corriger la dernière déclaration annuelle',
  DECLARER_SUCCESSEUR: 'Déclarer un successeur',
  RENOUVELER_MANDAT: 'Renouveler le mandat',
  DISSOUDRE: 'Déclarer la dissolution',
  MODIFICATION_ADMINISTRATIVE: 'Modification administrative',
  SUPPRIMER_COPROPRIETE: 'Supprimer la copropriété',
  SUPPRIMER_MANDAT: 'Supprimer le mandat',
  ANNULER_DECLARATION_SUCCESSEUR: 'Annuler la déclaration de successeur',
};

/**
 * Actions qui existent après l'issue 8. Les autres (mandats, rattachement, succession, dissolution)
 * arrivent avec l'issue 11 : elles restent refusées (« pas encore disponible ») jusqu'à ce que leur
 * règle soit ajoutée à `REGLES` ci-dessous et l'action à cette liste.
 */
export const ACTIONS_DISPONIBLES = [
  'MODIFIER_DEMANDE',
  'MAJ_ANNUELLE',
  'MAJ_STANDARD',
  'MAJ_COMPTES_NON_APPROUVES',
  'FICHE_SYNTHETIQUE',
  'SUPPRIMER_BROUILLON',
  'ENREGISTRER_MODIFICATIONS',
  'SUPPRIMER_DECLARATIONS',
  'CORRIGER_DERNIERE_MAJ_ANNUELLE',
  'MODIFICATION_ADMINISTRATIVE',
  'DISSOUDRE',
  'SUPPRIMER_COPROPRIETE',
  'SUPPRIMER_MANDAT',
  // Issue 11 §3 : opérations sur les mandats (ADR 0310).
  'MODIFIER_DATE_DEBUT_MANDAT',
  'MODIFIER_DATE_FIN_MANDAT_ARCHIVE',
  'RETIRER_RATTACHEMENT',
  'RENOUVELER_MANDAT',
  'DECLARER_SUCCESSEUR',
  // Issue 11 §4 : le successeur désigné valide depuis sa liste (ADR 0312).
  'VALIDER_DECLARATION_PREDECESSEUR',
  'ANNULER_DECLARATION_SUCCESSEUR',
] as const satisfies readonly ActionCopropriete[];
export type ActionDisponible = (typeof ACTIONS_DISPONIBLES)[number];

/**
 * Relation de l'appelant à la copropriété (`relationAvecCopropriete`) :
 * - `TITULAIRE` : son établissement détient le mandat courant (représentant légal) ;
 * - `AUTEUR_BROUILLON` : syndic dont l'établissement a rédigé le brouillon ou la demande en cours ;
 * - `NOTAIRE_AUTEUR` : notaire dont l'étude a rédigé le brouillon, la demande ou l'immatriculation ;
 * - `TENEUR` : teneur du registre ;
 * - `AUTRE` : aucun lien.
 */
export const RelationCopropriete = z.enum(
  ['TITULAIRE', 'AUTEUR_BROUILLON', 'NOTAIRE_AUTEUR', 'TENEUR', 'AUTRE'],
  {
    error: erreursDuChamp('La relation à la copropriété'),
  },
);
export type RelationCopropriete = z.infer<typeof RelationCopropriete>;

/** Ce qu'il faut savoir pour décider de la relation de l'appelant à une copropriété. */
export interface LiensCopropriete {
  /** Établissement (télédéclarant) de l'appelant ; `null` pour un compte sans établissement. */
  readonly idTeledeclarantAppelant: number | null;
  /** Établissement titulaire du mandat courant de la copropriété. */
  readonly idTeledeclarantCourant: number | null;
  /**
   * L'appelant (son établissement, ou son compte s'il n'en a pas) est l'auteur du brouillon ou de la demande
   * en cours — pour un notaire, d'une déclaration de la copropriété.
   */
  readonly appelantAuteur: boolean;
}

/**
 * Relation de l'appelant à la copropriété. Le teneur est toujours `TENEUR` ; un notaire auteur est
 * `NOTAIRE_AUTEUR` ; pour un syndic, le titulaire du mandat courant prime sur l'auteur d'une demande.
 */
export function relationAvecCopropriete(
  compte: Pick<CompteAutorise, 'profil'>,
  liens: LiensCopropriete,
): RelationCopropriete {
  if (estDansFamille(compte.profil, PROFILS_TENEUR)) {
    return 'TENEUR';
  }
  const titulaire =
    liens.idTeledeclarantAppelant !== null && liens.idTeledeclarantCourant === liens.idTeledeclarantAppelant;
  if (estDansFamille(compte.profil, PROFILS_NOTAIRE)) {
    return liens.appelantAuteur || titulaire ? 'NOTAIRE_AUTEUR' : 'AUTRE';
  }
  if (titulaire) {
    return 'TITULAIRE';
  }
  return liens.appelantAuteur ? 'AUTEUR_BROUILLON' : 'AUTRE';
}

/** Faits sur les déclarations de la copropriété dont dépendent certaines actions. */
export interface FaitsCopropriete {
  /** Le dernier exercice déclaré a des comptes non approuvés : leur mise à jour reste à faire. */
  readonly majComptesNonApprouvesAFaire?: boolean;
  /** Des déclarations ont été enregistrées depuis la dernière mise à jour annuelle, celle-ci comprise. */
  readonly declarationsDepuisDerniereMajAnnuelle?: boolean;
  /**
   * Une déclaration validée antérieure à celles-ci (immatriculation ou archivée) reste : les supprimer laisse la
   * copropriété avec une déclaration en vigueur (`STATUTS_DECLARATION_ANTERIEURE`, ADR 0220).
   */
  readonly declarationAnterieureEnVigueur?: boolean;
  /** La dernière mise à jour annuelle est encore la déclaration courante annuelle (non archivée). */
  readonly derniereMajAnnuelleCorrigeable?: boolean;
  /** Un brouillon de mise à jour de l'appelant est en cours sur cette copropriété. */
  readonly brouillonMajDeLAppelant?: boolean;
  /**
   * La copropriété a un mandat archivé (changement de sa date de fin, ADR 0310) : lu par la liste et par les routes ;
   * sans lui, l'action n'est pas proposée. Inconnu (`undefined`) : la règle ne l'exige pas.
   */
  readonly mandatArchive?: boolean;
  /**
   * Le mandat courant désigne l'établissement de l'appelant comme successeur et sa déclaration attend encore (clé
   * non utilisée, moins de 30 jours : `validationParCoproprietePossible`, ADR 0312). Lu seulement par la section
   * des déclarations de prédécesseurs à valider et par la validation : inconnu de la liste principale.
   */
  readonly successeurDesigne?: boolean;
}

/** Tout ce que la règle lit : rien d'autre n'entre dans la décision. */
export interface ContexteActionCopropriete {
  readonly etat: EtatCopropriete;
  readonly statutMandatCourant: StatutMandat | null;
  readonly relation: RelationCopropriete;
  readonly compte: CompteAutorise;
  readonly faits?: FaitsCopropriete;
}

/** Cause d'un refus : elle décide de la nature de l'erreur renvoyée par une route d'action. */
export type CauseRefusAction = 'indisponible' | 'etat' | 'relation' | 'droits' | 'faits';

export type DecisionAction =
  | { readonly permise: true }
  | { readonly permise: false; readonly cause: CauseRefusAction; readonly message: string };

const PERMISE: DecisionAction = { permise: true };
const refus = (cause: CauseRefusAction, message: string): DecisionAction => ({
  permise: false,
  cause,
  message,
});

/** États d'une copropriété immatriculée dont le représentant légal courant peut mettre à jour les données. */
export const ETATS_MISE_A_JOUR = [
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'IMMATRICULEE_RATTACHEMENT_CONTESTE',
] as const satisfies readonly EtatCopropriete[];

/** États où une copropriété est immatriculée sans représentant légal : seul le notaire auteur la met à jour. */
export const ETATS_MISE_A_JOUR_NOTAIRE = [
  ...ETATS_MISE_A_JOUR,
  'IMMATRICULEE_A_RATTACHER',
] as const satisfies readonly EtatCopropriete[];

/** États où la copropriété est immatriculée : la fiche synthétique de sa déclaration courante existe. */
export const ETATS_FICHE_SYNTHETIQUE = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'IMMATRICULEE_RATTACHEMENT_CONTESTE',
  'DISSOLUTION_A_VALIDER',
  'DISSOLUTION_EN_COURS_DE_VALIDATION',
] as const satisfies readonly EtatCopropriete[];

const dansEtats = (etat: EtatCopropriete, etats: readonly EtatCopropriete[]): boolean => etats.includes(etat);

const MESSAGE_ETAT = (action: ActionCopropriete): string =>
  `${actionCoproprieteLabels[action]} n'est pas possible dans l'état actuel de la copropriété.`;
const MESSAGE_RELATION = (action: ActionCopropriete): string =>
  `${actionCoproprieteLabels[action]} est réservé à l'établissement qui gère cette copropriété.`;
const MESSAGE_DROITS = (action: ActionCopropriete): string =>
  `Vous n'avez pas les droits nécessaires pour « ${actionCoproprieteLabels[action].toLowerCase()} ».`;

/** L'événement du cycle de vie est-il permis depuis l'état, pour la nature d'acteur du compte ? */
function evenementPermis(
  contexte: ContexteActionCopropriete,
  evenements: readonly EvenementCopropriete[],
): boolean {
  const acteur: TypeActeur | null = typeActeurDuProfil(contexte.compte.profil);
  if (acteur === null) {
    return false;
  }
  const possibles = evenementsPossiblesCopropriete(contexte.etat, acteur);
  return evenements.some((evenement) => possibles.includes(evenement));
}

const mandatExpire = (contexte: ContexteActionCopropriete): boolean =>
  contexte.statutMandatCourant === 'EXPIRE' || contexte.etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE';

/**
 * Règle commune aux mises à jour : état, relation (titulaire, ou notaire auteur si permis), puis
 * autorisation de la mise à jour standard ou annuelle (avec `_EXPIRE` quand le mandat a expiré).
 */
function regleMiseAJour(
  action: ActionCopropriete,
  contexte: ContexteActionCopropriete,
  options: { type: 'STANDARD' | 'ANNUELLE'; notaireAutorise: boolean },
): DecisionAction {
  const { etat, relation } = contexte;
  const parNotaire = options.notaireAutorise && relation === 'NOTAIRE_AUTEUR';
  if (!dansEtats(etat, parNotaire ? ETATS_MISE_A_JOUR_NOTAIRE : ETATS_MISE_A_JOUR)) {
    return refus('etat', MESSAGE_ETAT(action));
  }
  if (relation !== 'TITULAIRE' && !parNotaire) {
    return refus('relation', MESSAGE_RELATION(action));
  }
  return canMettreAJour(contexte.compte, { type: options.type, mandatExpire: mandatExpire(contexte) })
    ? PERMISE
    : refus('droits', MESSAGE_DROITS(action));
}

/** Une décision permise le reste seulement si le fait exigé est établi. */
const siFait = (decision: DecisionAction, fait: boolean | undefined, message: string): DecisionAction =>
  !decision.permise || fait === true ? decision : refus('faits', message);

/** Refus de supprimer les déclarations quand aucune déclaration validée antérieure ne resterait (ADR 0220). */
export const MESSAGE_SANS_DECLARATION_EN_VIGUEUR =
  'Supprimer ces déclarations laisserait la copropriété sans déclaration en vigueur : corrigez plutôt la dernière ' +
  'déclaration annuelle ou faites une mise à jour.';

/** Refus de valider une déclaration de successeur qui ne désigne pas l'établissement de l'appelant. */
export const MESSAGE_SUCCESSEUR_NON_DESIGNE =
  "Valider la déclaration du prédécesseur est réservé à l'établissement désigné comme successeur.";

type Regle = (contexte: ContexteActionCopropriete) => DecisionAction;

/** Règle de chaque action disponible. */
/** Statuts d'un mandat courant dont les dates peuvent être corrigées par le teneur (ADR 0310). */
const STATUTS_MANDAT_DATES_MODIFIABLES: readonly StatutMandat[] = [
  'COURANT',
  'RENOUVELLEMENT_DECLARE',
  'SUCCESSEUR_DECLARE',
  'EXPIRE',
];

const MESSAGE_RESERVE_TENEUR = (action: ActionCopropriete): string =>
  `${actionCoproprieteLabels[action]} est réservé aux administrateurs du teneur.`;

/** Règle commune des corrections du teneur sur les mandats : relation, état, droits d'administration. */
function regleMandatTeneur(
  action: ActionCopropriete,
  contexte: ContexteActionCopropriete,
  etatPermis: boolean,
): DecisionAction {
  if (contexte.relation !== 'TENEUR') return refus('relation', MESSAGE_RESERVE_TENEUR(action));
  if (!etatPermis) return refus('etat', MESSAGE_ETAT(action));
  return canAdministrerCopropriete(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
}

const REGLES: Record<ActionDisponible, Regle> = {
  MODIFIER_DEMANDE(contexte) {
    const action = 'MODIFIER_DEMANDE';
    if (!evenementPermis(contexte, ['modifierDemande', 'repondrePrecisions'])) {
      return refus('etat', MESSAGE_ETAT(action));
    }
    if (contexte.relation !== 'AUTEUR_BROUILLON' && contexte.relation !== 'NOTAIRE_AUTEUR') {
      return refus('relation', "Seul l'auteur de la demande peut la modifier.");
    }
    return canModifierDemande(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
  },
  MAJ_STANDARD: (contexte) =>
    regleMiseAJour('MAJ_STANDARD', contexte, { type: 'STANDARD', notaireAutorise: true }),
  MAJ_ANNUELLE: (contexte) =>
    regleMiseAJour('MAJ_ANNUELLE', contexte, { type: 'ANNUELLE', notaireAutorise: false }),
  MAJ_COMPTES_NON_APPROUVES: (contexte) =>
    siFait(
      regleMiseAJour('MAJ_COMPTES_NON_APPROUVES', contexte, { type: 'ANNUELLE', notaireAutorise: false }),
      contexte.faits?.majComptesNonApprouvesAFaire,
      "Aucun exercice aux comptes non approuvés n'attend de mise à jour.",
    ),
  FICHE_SYNTHETIQUE(contexte) {
    const action = 'FICHE_SYNTHETIQUE';
    if (!dansEtats(contexte.etat, ETATS_FICHE_SYNTHETIQUE)) {
      return refus('etat', 'La fiche synthétique n’existe que pour une copropriété immatriculée.');
    }
    if (!['TITULAIRE', 'NOTAIRE_AUTEUR', 'TENEUR'].includes(contexte.relation)) {
      return refus('relation', MESSAGE_RELATION(action));
    }
    return canVisualiserCopropriete(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
  },
  SUPPRIMER_BROUILLON(contexte) {
    const action = 'SUPPRIMER_BROUILLON';
    if (!evenementPermis(contexte, ['supprimerBrouillon'])) {
      return refus('etat', MESSAGE_ETAT(action));
    }
    if (contexte.relation !== 'AUTEUR_BROUILLON' && contexte.relation !== 'NOTAIRE_AUTEUR') {
      return refus('relation', "Seul l'auteur du brouillon peut le supprimer.");
    }
    return canImmatriculer(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
  },
  ENREGISTRER_MODIFICATIONS(contexte) {
    const action = 'ENREGISTRER_MODIFICATIONS';
    const { etat, relation, faits } = contexte;
    const brouillonImmatriculation = etat === 'BROUILLON' || etat === 'FUTUR';
    const brouillonMaj =
      faits?.brouillonMajDeLAppelant === true && dansEtats(etat, ETATS_MISE_A_JOUR_NOTAIRE);
    if (!brouillonImmatriculation && !brouillonMaj) {
      return refus('etat', "Aucun brouillon de l'appelant n'est en cours sur cette copropriété.");
    }
    const auteur = brouillonImmatriculation
      ? relation === 'AUTEUR_BROUILLON' || relation === 'NOTAIRE_AUTEUR'
      : relation === 'TITULAIRE' || relation === 'NOTAIRE_AUTEUR';
    if (!auteur || (etat === 'FUTUR' && relation !== 'NOTAIRE_AUTEUR')) {
      return refus('relation', "Seul l'auteur du brouillon peut le reprendre.");
    }
    return possede(contexte.compte, 'ENREGISTRER_MODIFICATIONS')
      ? PERMISE
      : refus('droits', MESSAGE_DROITS(action));
  },
  SUPPRIMER_DECLARATIONS(contexte) {
    const action = 'SUPPRIMER_DECLARATIONS';
    const { etat, relation, compte } = contexte;
    if (!dansEtats(etat, ETATS_MISE_A_JOUR_NOTAIRE)) {
      return refus('etat', MESSAGE_ETAT(action));
    }
    const parTitulaire = relation === 'TITULAIRE' && dansEtats(etat, ETATS_MISE_A_JOUR);
    if (!parTitulaire && relation !== 'TENEUR') {
      return refus('relation', MESSAGE_RELATION(action));
    }
    const droits = parTitulaire
      ? canMettreAJour(compte, { type: 'ANNUELLE', mandatExpire: mandatExpire(contexte) })
      : canAdministrerCopropriete(compte);
    return siFait(
      siFait(
        droits ? PERMISE : refus('droits', MESSAGE_DROITS(action)),
        contexte.faits?.declarationsDepuisDerniereMajAnnuelle,
        "Aucune déclaration n'a été faite depuis la dernière mise à jour annuelle.",
      ),
      contexte.faits?.declarationAnterieureEnVigueur,
      MESSAGE_SANS_DECLARATION_EN_VIGUEUR,
    );
  },
  CORRIGER_DERNIERE_MAJ_ANNUELLE: (contexte) =>
    siFait(
      regleMiseAJour('CORRIGER_DERNIERE_MAJ_ANNUELLE', contexte, {
        type: 'ANNUELLE',
        notaireAutorise: false,
      }),
      contexte.faits?.derniereMajAnnuelleCorrigeable,
      "Il n'y a pas de déclaration annuelle à corriger.",
    ),
  /**
   * Modification administrative (ADR 0275) : un administrateur du teneur corrige les données d'une copropriété
   * immatriculée sans demande en cours (états de `modifierAdministrativement` dans le cycle de vie).
   */
  MODIFICATION_ADMINISTRATIVE(contexte) {
    const action = 'MODIFICATION_ADMINISTRATIVE';
    if (!evenementPermis(contexte, ['modifierAdministrativement'])) {
      const teneur = contexte.relation === 'TENEUR';
      return teneur
        ? refus('etat', MESSAGE_ETAT(action))
        : refus('relation', 'La modification administrative est réservée aux administrateurs du teneur.');
    }
    if (contexte.relation !== 'TENEUR') {
      return refus('relation', 'La modification administrative est réservée aux administrateurs du teneur.');
    }
    return canAdministrerCopropriete(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
  },
  /**
   * Déclarer la dissolution (ADR 0320) : états de `demanderDissolution` pour la nature de l'appelant (syndic :
   * copropriété rattachée ; notaire : immatriculée, rattachée ou non) ; le syndic doit être le titulaire du
   * mandat courant, le notaire agit pour l'acte qu'il reçoit, quelle que soit la copropriété.
   */
  DISSOUDRE(contexte) {
    const action = 'DISSOUDRE';
    if (!evenementPermis(contexte, ['demanderDissolution'])) {
      return refus('etat', MESSAGE_ETAT(action));
    }
    const notaire = estDansFamille(contexte.compte.profil, PROFILS_NOTAIRE);
    if (!notaire && contexte.relation !== 'TITULAIRE') {
      return refus('relation', MESSAGE_RELATION(action));
    }
    return canDissoudre(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
  },
  /**
   * Suppression d'une copropriété par un administrateur du teneur, avec un motif (ADR 0321) : états de
   * l'événement `supprimer` du cycle de vie (erreur, doublon avéré, copropriété inexistante).
   */
  SUPPRIMER_COPROPRIETE(contexte) {
    return regleSuppressionTeneur('SUPPRIMER_COPROPRIETE', contexte, ['supprimer']);
  },
  /**
   * Suppression du mandat courant par un administrateur du teneur, avec un motif (ADR 0321) : la copropriété
   * rattachée (ou au mandat expiré) redevient à rattacher.
   */
  SUPPRIMER_MANDAT(contexte) {
    const decision = regleSuppressionTeneur('SUPPRIMER_MANDAT', contexte, ['retirerRattachement']);
    if (!decision.permise) return decision;
    return contexte.statutMandatCourant === 'COURANT' || contexte.statutMandatCourant === 'EXPIRE'
      ? PERMISE
      : refus('etat', "La copropriété n'a pas de mandat courant ou expiré à supprimer.");
  },
  /**
   * Renouveler (ADR 0310) : le syndic titulaire d'un mandat courant ou expiré, sans renouvellement déjà déclaré ;
   * autorisation `RENOUVELER_MANDAT`.
   */
  RENOUVELER_MANDAT(contexte) {
    const action = 'RENOUVELER_MANDAT';
    if (!evenementPermis(contexte, ['renouveler'])) {
      return contexte.relation === 'TENEUR'
        ? refus('relation', MESSAGE_RELATION(action))
        : refus('etat', MESSAGE_ETAT(action));
    }
    if (contexte.statutMandatCourant !== 'COURANT' && contexte.statutMandatCourant !== 'EXPIRE') {
      return refus(
        'etat',
        contexte.statutMandatCourant === 'RENOUVELLEMENT_DECLARE'
          ? 'Le renouvellement de ce mandat est déjà déclaré.'
          : MESSAGE_ETAT(action),
      );
    }
    if (contexte.relation !== 'TITULAIRE') return refus('relation', MESSAGE_RELATION(action));
    return canRenouvelerMandat(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
  },
  MODIFIER_DATE_DEBUT_MANDAT: (contexte) =>
    regleMandatTeneur(
      'MODIFIER_DATE_DEBUT_MANDAT',
      contexte,
      dansEtats(contexte.etat, ETATS_MISE_A_JOUR) &&
        contexte.statutMandatCourant !== null &&
        STATUTS_MANDAT_DATES_MODIFIABLES.includes(contexte.statutMandatCourant),
    ),
  MODIFIER_DATE_FIN_MANDAT_ARCHIVE: (contexte) =>
    regleMandatTeneur(
      'MODIFIER_DATE_FIN_MANDAT_ARCHIVE',
      contexte,
      dansEtats(contexte.etat, ETATS_MISE_A_JOUR_NOTAIRE) && contexte.faits?.mandatArchive !== false,
    ),
  RETIRER_RATTACHEMENT: (contexte) =>
    regleMandatTeneur('RETIRER_RATTACHEMENT', contexte, evenementPermis(contexte, ['retirerRattachement'])),
  /** Déclarer un successeur (ADR 0330) : le syndic titulaire du mandat en cours, un seul successeur par mandat. */
  DECLARER_SUCCESSEUR(contexte) {
    const action = 'DECLARER_SUCCESSEUR';
    if (contexte.relation !== 'TITULAIRE') {
      return refus('relation', MESSAGE_RELATION(action));
    }
    const decision = deciderDeclarationSuccesseur({
      etatCopropriete: contexte.etat,
      statutMandatCourant: contexte.statutMandatCourant,
      titulaire: true,
      acteur: typeActeurDuProfil(contexte.compte.profil),
    });
    if (!decision.possible) {
      return refus(decision.cause === 'relation' ? 'relation' : 'etat', decision.message);
    }
    return canDeclarerSuccesseur(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
  },
  /**
   * Annuler sa déclaration de successeur (ADR 0313) : le syndic titulaire, tant que le mandat courant attend la
   * validation du successeur (`SUCCESSEUR_DECLARE` ; validée, la déclaration a changé le statut du mandat).
   */
  ANNULER_DECLARATION_SUCCESSEUR(contexte) {
    const action = 'ANNULER_DECLARATION_SUCCESSEUR';
    if (contexte.relation !== 'TITULAIRE') return refus('relation', MESSAGE_RELATION(action));
    if (contexte.statutMandatCourant !== 'SUCCESSEUR_DECLARE') return refus('etat', MESSAGE_ETAT(action));
    return typeActeurDuProfil(contexte.compte.profil) === 'declarant' &&
      canDeclarerSuccesseur(contexte.compte)
      ? PERMISE
      : refus('droits', MESSAGE_DROITS(action));
  },
  /**
   * Valider la déclaration du prédécesseur (ADR 0312) : le syndic dont l'établissement est désigné successeur par
   * le mandat courant, déclaration en attente ; la copropriété peut encore passer au successeur (cycle de vie).
   */
  VALIDER_DECLARATION_PREDECESSEUR(contexte) {
    const action = 'VALIDER_DECLARATION_PREDECESSEUR';
    if (contexte.faits?.successeurDesigne !== true || contexte.relation === 'TENEUR') {
      return refus('relation', MESSAGE_SUCCESSEUR_NON_DESIGNE);
    }
    if (
      contexte.statutMandatCourant !== 'SUCCESSEUR_DECLARE' ||
      !evenementPermis(contexte, ['validerSuccesseur'])
    ) {
      return refus('etat', MESSAGE_ETAT(action));
    }
    return canValiderDeclarationPredecesseur(contexte.compte)
      ? PERMISE
      : refus('droits', MESSAGE_DROITS(action));
  },
};

/** Suppressions par le teneur : réservées à ses administrateurs, dans les états de l'événement du cycle de vie. */
function regleSuppressionTeneur(
  action: ActionCopropriete,
  contexte: ContexteActionCopropriete,
  evenements: readonly EvenementCopropriete[],
): DecisionAction {
  if (contexte.relation !== 'TENEUR') {
    return refus('relation', `${actionCoproprieteLabels[action]} est réservé aux administrateurs du teneur.`);
  }
  if (!evenementPermis(contexte, evenements)) return refus('etat', MESSAGE_ETAT(action));
  return canAdministrerCopropriete(contexte.compte) ? PERMISE : refus('droits', MESSAGE_DROITS(action));
}

const estDisponible = (action: ActionCopropriete): action is ActionDisponible =>
  (ACTIONS_DISPONIBLES as readonly ActionCopropriete[]).includes(action);

/** Décide si l'action est permise ; un refus dit sa cause et son message en français. */
export function deciderActionCopropriete(
  action: ActionCopropriete,
  contexte: ContexteActionCopropriete,
): DecisionAction {
  if (!estDisponible(action)) {
    return refus('indisponible', `${actionCoproprieteLabels[action]} n'est pas encore disponible.`);
  }
  return REGLES[action](contexte);
}

export const canActionCopropriete = (
  action: ActionCopropriete,
  contexte: ContexteActionCopropriete,
): boolean => deciderActionCopropriete(action, contexte).permise;

/** Actions permises, dans l'ordre de la spécification : ce que la liste affiche sur la ligne. */
export function actionsPossiblesCopropriete(contexte: ContexteActionCopropriete): ActionDisponible[] {
  return ACTIONS_DISPONIBLES.filter((action) => REGLES[action](contexte).permise);
}

/**
 * Pour les routes d'action : lève une `ErreurMetier` si l'action est refusée. Droits ou relation
 * manquants : `interdit` (403) ; état ou faits qui ne s'y prêtent pas, action pas encore disponible :
 * `conflit` (409), comme un refus de transition du cycle de vie.
 */
export function exigerActionCopropriete(
  action: ActionCopropriete,
  contexte: ContexteActionCopropriete,
): void {
  const decision = deciderActionCopropriete(action, contexte);
  if (decision.permise) {
    return;
  }
  const nature = decision.cause === 'droits' || decision.cause === 'relation' ? 'interdit' : 'conflit';
  throw new ErreurMetier(nature, decision.message);
}
