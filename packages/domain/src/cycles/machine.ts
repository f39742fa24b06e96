import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import type { StatutMandat } from '../mandat/statut-mandat.js';
import type { TypeEvenement } from '../referentiels/journal.js';

/**
 * Moteur commun des cycles de vie (ADR 0030). Chaque cycle est une table explicite de règles
 * « événement : états de départ → état d'arrivée », avec les acteurs autorisés et le type d'événement
 * à écrire au journal. Les fonctions sont pures : elles disent si le changement est permis et vers
 * quel état il mène ; la persistance et l'écriture au journal reviennent aux services, dans la même
 * transaction.
 */

/** Nature de l'acteur qui déclenche un événement. */
export const TypeActeur = z.enum(['declarant', 'notaire', 'teneur', 'systeme'], {
  error: erreursDuChamp("Le type d'acteur"),
});
export type TypeActeur = z.infer<typeof TypeActeur>;

export const typeActeurLabels: Record<TypeActeur, string> = {
  declarant: 'Télédéclarant (syndic)',
  notaire: 'Notaire',
  teneur: 'Teneur du registre',
  systeme: 'Traitement automatique',
};

/** Formes des acteurs dans les messages : « par le notaire », « réservée au notaire ». */
const acteurPar: Record<TypeActeur, string> = {
  declarant: 'le télédéclarant (syndic)',
  notaire: 'le notaire',
  teneur: 'le teneur du registre',
  systeme: 'le traitement automatique',
};
const acteurA: Record<TypeActeur, string> = {
  declarant: 'au télédéclarant (syndic)',
  notaire: 'au notaire',
  teneur: 'au teneur du registre',
  systeme: 'au traitement automatique',
};

/** Types d'événement du journal permis pour une règle ; le premier est celui par défaut. */
export type TypesJournal = readonly [TypeEvenement, ...TypeEvenement[]];

/** Règle de transition : l'événement fait passer de l'un des états `depuis` à l'état `vers`. */
export interface RegleTransition<E extends string, V extends string, C extends string = E> {
  readonly evenement: V;
  readonly depuis: readonly E[];
  /** État d'arrivée, ou cible symbolique résolue par la machine (par exemple `SELON_MANDAT`). */
  readonly vers: C;
  readonly acteurs: readonly TypeActeur[];
  /** Types d'événement à écrire au journal ; le service choisit une variante plus précise s'il y a lieu. */
  readonly journal: TypesJournal;
}

/** Règle de création : l'objet naît directement dans l'état `vers`. */
export interface RegleCreation<E extends string, K extends string> {
  readonly evenement: K;
  readonly vers: E;
  readonly acteurs: readonly TypeActeur[];
  readonly journal: TypesJournal;
}

/** Ce que l'appelant sait au moment de la transition. */
export interface ContexteTransition {
  /** Acteur qui déclenche l'événement ; sans acteur, seul l'enchaînement des états est contrôlé. */
  readonly acteur?: TypeActeur;
  /**
   * Statut du mandat qui fait foi pour la copropriété après l'événement (`null` : aucun mandat).
   * Nécessaire quand la règle vise la cible `SELON_MANDAT`.
   */
  readonly statutMandatCourant?: StatutMandat | null;
}

export type CodeRefusTransition =
  | 'etat-inconnu'
  | 'evenement-inconnu'
  | 'transition-interdite'
  | 'acteur-non-autorise'
  | 'contexte-incomplet';

export interface RefusTransition {
  readonly code: CodeRefusTransition;
  /** Message en français, affichable tel quel. */
  readonly message: string;
  readonly etat: string;
  readonly evenement: string;
}

export type ResultatTransition<E extends string, V extends string, C extends string = E> =
  | {
      readonly ok: true;
      readonly etat: E;
      /** Type d'événement du journal par défaut de la règle appliquée. */
      readonly journal: TypeEvenement;
      readonly regle: RegleTransition<E, V, C>;
    }
  | { readonly ok: false; readonly refus: RefusTransition };

export type ResultatCreation<E extends string, K extends string> =
  | {
      readonly ok: true;
      readonly etat: E;
      readonly journal: TypeEvenement;
      readonly regle: RegleCreation<E, K>;
    }
  | { readonly ok: false; readonly refus: RefusTransition };

export interface DefinitionMachine<
  E extends string,
  V extends string,
  K extends string,
  C extends string = E,
> {
  /** Nom technique du cycle (`copropriete`, `declaration`…). */
  readonly nom: string;
  /** Désignation de l'objet dans les messages, avec son article : « la copropriété ». */
  readonly objet: string;
  readonly etats: readonly E[];
  readonly libellesEtats: Record<E, string>;
  readonly evenements: readonly V[];
  /** Libellé de chaque événement, à l'infinitif : « Soumettre la demande d'immatriculation ». */
  readonly libellesEvenements: Record<V, string>;
  readonly creations: readonly RegleCreation<E, K>[];
  readonly libellesCreations: Record<K, string>;
  readonly transitions: readonly RegleTransition<E, V, C>[];
  /** États que peut désigner une cible (une cible qui est un état se désigne elle-même). */
  readonly ciblesPossibles: (cible: C) => readonly E[];
  /** Résout une cible en état ; `null` quand le contexte ne suffit pas. */
  readonly resoudreCible: (cible: C, contexte: ContexteTransition) => E | null;
}

export interface Machine<E extends string, V extends string, K extends string, C extends string = E>
  extends DefinitionMachine<E, V, K, C> {
  /** États sans aucune transition sortante. */
  readonly etatsTerminaux: readonly E[];
  /** Applique l'événement à l'état : nouvel état, ou refus motivé. */
  transition(etat: E, evenement: V, contexte?: ContexteTransition): ResultatTransition<E, V, C>;
  /** Crée l'objet par l'événement de création donné. */
  creer(evenement: K, contexte?: ContexteTransition): ResultatCreation<E, K>;
  /** Événements permis depuis l'état (pour l'acteur, s'il est donné), dans l'ordre de `evenements`. */
  evenementsPossibles(etat: E, acteur?: TypeActeur): V[];
  /** Règle qui s'applique à ce couple (état, événement), s'il y en a une. */
  regle(etat: E, evenement: V): RegleTransition<E, V, C> | undefined;
  estTerminal(etat: E): boolean;
}

const guillemets = (texte: string): string => `« ${texte} »`;

function listerActeurs(acteurs: readonly TypeActeur[]): string {
  const libelles = acteurs.map((acteur) => acteurA[acteur]);
  if (libelles.length <= 1) {
    return libelles.join('');
  }
  return `${libelles.slice(0, -1).join(', ')} ou ${libelles.at(-1)}`;
}

/**
 * Construit une machine à partir de sa table. Vérifie à la construction que la table est
 * déterministe : pour un même événement, les états de départ des règles ne se recouvrent pas.
 */
export function creerMachine<E extends string, V extends string, K extends string, C extends string = E>(
  definition: DefinitionMachine<E, V, K, C>,
): Machine<E, V, K, C> {
  const index = new Map<string, RegleTransition<E, V, C>>();
  for (const regle of definition.transitions) {
    for (const depuis of regle.depuis) {
      const cle = `${depuis}|${regle.evenement}`;
      if (index.has(cle)) {
        throw new Error(`Cycle ${definition.nom} : deux règles pour ${regle.evenement} depuis ${depuis}.`);
      }
      index.set(cle, regle);
    }
  }
  const etatsConnus = new Set<string>(definition.etats);
  const evenementsConnus = new Set<string>(definition.evenements);
  const creationsConnues = new Map<string, RegleCreation<E, K>>(
    definition.creations.map((creation) => [creation.evenement, creation]),
  );
  const etatsAvecSortie = new Set<string>(definition.transitions.flatMap((regle) => regle.depuis));
  const etatsTerminaux = definition.etats.filter((etat) => !etatsAvecSortie.has(etat));

  const refus = (code: CodeRefusTransition, message: string, etat: string, evenement: string) =>
    ({ ok: false, refus: { code, message, etat, evenement } }) as const;

  const refusActeur = (libelle: string, acteur: TypeActeur, acteurs: readonly TypeActeur[]): string =>
    `${guillemets(libelle)} ne peut pas être fait par ${acteurPar[acteur]} : action réservée ${listerActeurs(acteurs)}.`;

  return {
    ...definition,
    etatsTerminaux,
    regle: (etat, evenement) => index.get(`${etat}|${evenement}`),
    estTerminal: (etat) => !etatsAvecSortie.has(etat),
    evenementsPossibles(etat, acteur) {
      return definition.evenements.filter((evenement) => {
        const regle = index.get(`${etat}|${evenement}`);
        return regle !== undefined && (acteur === undefined || regle.acteurs.includes(acteur));
      });
    },
    transition(etat, evenement, contexte = {}) {
      if (!evenementsConnus.has(evenement)) {
        return refus(
          'evenement-inconnu',
          `Action inconnue : ${guillemets(String(evenement))}.`,
          etat,
          evenement,
        );
      }
      const libelle = definition.libellesEvenements[evenement];
      if (!etatsConnus.has(etat)) {
        return refus(
          'etat-inconnu',
          `${guillemets(libelle)} est impossible : l'état ${guillemets(String(etat))} de ${definition.objet} est inconnu.`,
          etat,
          evenement,
        );
      }
      const regle = index.get(`${etat}|${evenement}`);
      if (regle === undefined) {
        return refus(
          'transition-interdite',
          `${guillemets(libelle)} est impossible : ${definition.objet} est à l'état ${guillemets(definition.libellesEtats[etat])}.`,
          etat,
          evenement,
        );
      }
      if (contexte.acteur !== undefined && !regle.acteurs.includes(contexte.acteur)) {
        return refus(
          'acteur-non-autorise',
          refusActeur(libelle, contexte.acteur, regle.acteurs),
          etat,
          evenement,
        );
      }
      const arrivee = definition.resoudreCible(regle.vers, contexte);
      if (arrivee === null) {
        return refus(
          'contexte-incomplet',
          `${guillemets(libelle)} : le statut du mandat courant est nécessaire pour déterminer le nouvel état de ${definition.objet}.`,
          etat,
          evenement,
        );
      }
      return { ok: true, etat: arrivee, journal: regle.journal[0], regle };
    },
    creer(evenement, contexte = {}) {
      const regle = creationsConnues.get(evenement);
      if (regle === undefined) {
        return refus(
          'evenement-inconnu',
          `Action inconnue : ${guillemets(String(evenement))}.`,
          '',
          evenement,
        );
      }
      if (contexte.acteur !== undefined && !regle.acteurs.includes(contexte.acteur)) {
        const libelle = definition.libellesCreations[evenement];
        return refus(
          'acteur-non-autorise',
          refusActeur(libelle, contexte.acteur, regle.acteurs),
          '',
          evenement,
        );
      }
      return { ok: true, etat: regle.vers, journal: regle.journal[0], regle };
    },
  };
}

/** Résolution triviale pour les machines dont toutes les cibles sont des états. */
export const cibleEstUnEtat = {
  ciblesPossibles: <E extends string>(cible: E): readonly E[] => [cible],
  resoudreCible: <E extends string>(cible: E): E | null => cible,
};

/**
 * Diagramme Mermaid (`stateDiagram-v2`) d'une machine, généré depuis sa table : une flèche par couple
 * (départ, arrivée), étiquetée des événements qui la portent. Repris dans l'ADR 0030.
 */
export function diagrammeMermaid<E extends string, V extends string, K extends string, C extends string>(
  machine: Machine<E, V, K, C>,
): string {
  const lignes = ['stateDiagram-v2'];
  const fleches = new Map<string, string[]>();
  for (const creation of machine.creations) {
    const cle = `[*] --> ${creation.vers}`;
    fleches.set(cle, [...(fleches.get(cle) ?? []), creation.evenement]);
  }
  for (const regle of machine.transitions) {
    const arrivees = machine.ciblesPossibles(regle.vers);
    const suffixe = arrivees.length > 1 ? ` (${regle.vers})` : '';
    for (const depuis of regle.depuis) {
      for (const vers of arrivees) {
        const cle = `${depuis} --> ${vers}`;
        const etiquettes = fleches.get(cle) ?? [];
        const etiquette = `${regle.evenement}${suffixe}`;
        if (!etiquettes.includes(etiquette)) {
          etiquettes.push(etiquette);
        }
        fleches.set(cle, etiquettes);
      }
    }
  }
  for (const [fleche, etiquettes] of fleches) {
    lignes.push(`  ${fleche} : ${etiquettes.join(', ')}`);
  }
  for (const etat of machine.etatsTerminaux) {
    lignes.push(`  ${etat} --> [*]`);
  }
  return lignes.join('\n');
}

/**
 * Table Markdown d'une machine : une ligne par règle (création ou transition), avec les états de
 * départ, l'état d'arrivée, les acteurs et les types d'événement du journal. Reprise dans l'ADR 0030.
 */
export function tableauMarkdown<E extends string, V extends string, K extends string, C extends string>(
  machine: Machine<E, V, K, C>,
): string {
  const code = (texte: string) => `\`${texte}\``;
  const acteurs = (liste: readonly TypeActeur[]) => liste.join(', ');
  const lignes = [
    '| Événement | Depuis | Vers | Acteurs | Journal |',
    '|---|---|---|---|---|',
    ...machine.creations.map(
      (creation) =>
        `| ${code(creation.evenement)} (création) | — | ${code(creation.vers)} | ${acteurs(creation.acteurs)} | ${creation.journal.map(code).join(', ')} |`,
    ),
    ...machine.transitions.map(
      (regle) =>
        `| ${code(regle.evenement)} | ${regle.depuis.map(code).join(', ')} | ${code(regle.vers)} | ${acteurs(regle.acteurs)} | ${regle.journal.map(code).join(', ')} |`,
    ),
  ];
  return lignes.join('\n');
}
