import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import type { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import type { TypeImmat, TypeMaj } from '../referentiels/declaration.js';
import type { TypeDemandeValidation } from '../referentiels/validation.js';

/**
 * Registre des types de demande du guichet de validation du teneur (spec 1 §2 `/validations`, §4 « validation
 * desk » ; issue 9 §1 ; ADR 0190).
 *
 * Chaque type dit : son libellé, sa famille (celle des indicateurs, `TypeDemandeValidation`), l'objet qui porte
 * le verrou (la copropriété pour une immatriculation, le mandat pour un rattachement), les états où la demande
 * attend le teneur, comment reconnaître une demande de ce type (`critere`, traduit en SQL par le serveur), et
 * les actions possibles. L'issue 11 ajoute rattachement, contestation et dissolution en écrivant leur entrée et
 * en les mettant dans `TYPES_DEMANDE_DISPONIBLES` ; les routes et la recherche n'ont pas à changer.
 *
 * La modification administrative du teneur (`typeMaj = MODIFICATION_ADMIN`) n'est pas un type de demande : elle
 * s'applique directement, sans passer par le guichet (ADR 0275, 0282).
 */
export const TypeDemandeGuichet = z.enum(
  ['IMMATRICULATION', 'MODIFICATION_DEMANDE', 'DOUBLON', 'RATTACHEMENT', 'CONTESTATION', 'DISSOLUTION'],
  { error: erreursDuChamp('Le type de demande') },
);
export type TypeDemandeGuichet = z.infer<typeof TypeDemandeGuichet>;

/** Action du teneur sur une demande (spec 1 §4 « validation desk »). */
export const ActionGuichet = z.enum(
  ['accepter', 'refuser', 'affecter', 'demanderPrecisions', 'validerDoublon', 'fusionnerDoublon'],
  { error: erreursDuChamp("L'action") },
);
export type ActionGuichet = z.infer<typeof ActionGuichet>;

export const actionGuichetLabels: Record<ActionGuichet, string> = {
  accepter: 'Accepter la demande',
  refuser: 'Refuser la demande',
  affecter: 'Affecter à un teneur',
  demanderPrecisions: 'Demander des précisions',
  validerDoublon: 'Valider comme nouvelle copropriété',
  fusionnerDoublon: 'Fusionner dans la copropriété existante',
};

/** Actions qui tranchent la demande : refusées à l'assistance gestionnaire (ADR 0031, `canTrancherDemande`). */
export const ACTIONS_QUI_TRANCHENT: readonly ActionGuichet[] = [
  'accepter',
  'refuser',
  'validerDoublon',
  'fusionnerDoublon',
];

/** Objet qui porte le verrou du guichet : la copropriété (immatriculation) ou le mandat (rattachement). */
export const ObjetVerrou = z.enum(['COPROPRIETE', 'MANDAT'], { error: erreursDuChamp("L'objet verrouillé") });
export type ObjetVerrou = z.infer<typeof ObjetVerrou>;

/**
 * Comment reconnaître une demande du type parmi les demandes en attente : états de la copropriété, natures de
 * la déclaration en attente (`typeMaj`, `null` compris), présence d'un doublon signalé. Le serveur traduit ce
 * critère en SQL (recherche paginée), le domaine l'applique à une ligne (`typeDeLaDemande`).
 */
export interface CritereTypeDemande {
  etats: readonly EtatCopropriete[];
  typesMaj: readonly (TypeMaj | null)[];
  /** `true` : doublon signalé ; `false` : sans doublon ; `null` : indifférent. */
  doublon: boolean | null;
}

/**
 * Ce qui porte une demande en attente : la déclaration à valider (immatriculation, modification d'une demande,
 * doublon), le mandat demandé (rattachement, contestation) ou la demande de dissolution. La recherche du guichet
 * lit chaque source par ses index et fond les pages (ADR 0302).
 */
export type SourceDemande = 'DECLARATION' | 'MANDAT' | 'DISSOLUTION';

export interface DefinitionTypeDemande {
  code: TypeDemandeGuichet;
  source: SourceDemande;
  libelle: string;
  famille: TypeDemandeValidation;
  objetVerrou: ObjetVerrou;
  critere: CritereTypeDemande;
  actions: readonly ActionGuichet[];
  /** Délai de réponse en jours ouvrés (doublon : un jour ouvré, ADR 0039) ; `null` sans délai fixé. */
  delaiJoursOuvres: number | null;
}

/** États d'une copropriété dont la demande d'immatriculation attend le teneur (libre ou verrouillée). */
export const ETATS_IMMATRICULATION_AU_GUICHET = [
  'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
  'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
] as const satisfies readonly EtatCopropriete[];

/** Natures d'une demande d'immatriculation « première » (syndic `null`, notaire initiale ou d'office). */
const TYPES_MAJ_IMMATRICULATION: readonly (TypeMaj | null)[] = [null, 'INITIALE', 'OFFICE'];

const ACTIONS_IMMATRICULATION: readonly ActionGuichet[] = [
  'accepter',
  'refuser',
  'affecter',
  'demanderPrecisions',
];

/**
 * Le registre. L'ordre compte : une demande appartient au PREMIER type dont le critère la reconnaît (une demande
 * de doublon est un doublon avant d'être une immatriculation).
 */
export const REGISTRE_TYPES_DEMANDE: Readonly<Record<TypeDemandeGuichet, DefinitionTypeDemande>> = {
  DOUBLON: {
    code: 'DOUBLON',
    source: 'DECLARATION',
    libelle: 'Doublon potentiel',
    famille: 'DOUBLON',
    objetVerrou: 'COPROPRIETE',
    critere: { etats: ETATS_IMMATRICULATION_AU_GUICHET, typesMaj: TYPES_MAJ_IMMATRICULATION, doublon: true },
    actions: ['validerDoublon', 'fusionnerDoublon', 'refuser', 'affecter', 'demanderPrecisions'],
    delaiJoursOuvres: 1,
  },
  IMMATRICULATION: {
    code: 'IMMATRICULATION',
    source: 'DECLARATION',
    libelle: 'Immatriculation',
    famille: 'IMMATRICULATION',
    objetVerrou: 'COPROPRIETE',
    critere: { etats: ETATS_IMMATRICULATION_AU_GUICHET, typesMaj: TYPES_MAJ_IMMATRICULATION, doublon: false },
    actions: ACTIONS_IMMATRICULATION,
    delaiJoursOuvres: null,
  },
  MODIFICATION_DEMANDE: {
    code: 'MODIFICATION_DEMANDE',
    source: 'DECLARATION',
    libelle: "Modification d'une demande",
    famille: 'IMMATRICULATION',
    objetVerrou: 'COPROPRIETE',
    critere: { etats: ETATS_IMMATRICULATION_AU_GUICHET, typesMaj: ['MODIF_DEMANDE'], doublon: null },
    actions: ACTIONS_IMMATRICULATION,
    delaiJoursOuvres: null,
  },
  // Issue 11 : demandes portées par un mandat (sans déclaration : nature `null`) ou par une dissolution.
  RATTACHEMENT: {
    code: 'RATTACHEMENT',
    source: 'MANDAT',
    libelle: 'Rattachement',
    famille: 'RATTACHEMENT',
    objetVerrou: 'MANDAT',
    critere: { etats: ['IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'], typesMaj: [null], doublon: null },
    actions: ['accepter', 'refuser', 'affecter', 'demanderPrecisions'],
    delaiJoursOuvres: null,
  },
  CONTESTATION: {
    code: 'CONTESTATION',
    source: 'MANDAT',
    libelle: 'Contestation de rattachement',
    famille: 'CONTESTATION',
    objetVerrou: 'MANDAT',
    critere: { etats: ['IMMATRICULEE_RATTACHEMENT_CONTESTE'], typesMaj: [null], doublon: null },
    actions: ['accepter', 'refuser', 'affecter'],
    delaiJoursOuvres: null,
  },
  DISSOLUTION: {
    code: 'DISSOLUTION',
    source: 'DISSOLUTION',
    libelle: 'Dissolution',
    famille: 'DISSOLUTION',
    objetVerrou: 'COPROPRIETE',
    critere: {
      etats: ['DISSOLUTION_A_VALIDER', 'DISSOLUTION_EN_COURS_DE_VALIDATION'],
      typesMaj: [null],
      doublon: null,
    },
    actions: ['accepter', 'refuser', 'affecter'],
    delaiJoursOuvres: null,
  },
};

/** Types traités par le guichet (issue 9 ; rattachement, contestation et dissolution : issue 11). */
export const TYPES_DEMANDE_DISPONIBLES: readonly TypeDemandeGuichet[] = [
  'DOUBLON',
  'IMMATRICULATION',
  'MODIFICATION_DEMANDE',
  'RATTACHEMENT',
  'CONTESTATION',
  'DISSOLUTION',
];

/** Types disponibles portés par cette source, dans l'ordre du registre. */
export function typesDisponiblesDeLaSource(source: SourceDemande): TypeDemandeGuichet[] {
  return TYPES_DEMANDE_DISPONIBLES.filter((code) => REGISTRE_TYPES_DEMANDE[code].source === source);
}

/** Rang du type dans l'ordre du registre (tri de la liste par type de demande). */
export function rangDuType(code: TypeDemandeGuichet): number {
  return Object.keys(REGISTRE_TYPES_DEMANDE).indexOf(code);
}

/** Référentiel `api/type-demande-valider-ratt-immat` : les types disponibles, dans l'ordre du registre. */
export function typesDemandeDisponibles(): { code: TypeDemandeGuichet; libelle: string }[] {
  return TYPES_DEMANDE_DISPONIBLES.map((code) => ({ code, libelle: REGISTRE_TYPES_DEMANDE[code].libelle }));
}

/** Ce qu'il faut savoir d'une demande en attente pour dire son type. */
export interface FaitsDemande {
  etatCopropriete: EtatCopropriete;
  typeMaj: TypeMaj | null;
  doublonSignale: boolean;
}

function reconnait(critere: CritereTypeDemande, faits: FaitsDemande): boolean {
  return (
    critere.etats.includes(faits.etatCopropriete) &&
    critere.typesMaj.includes(faits.typeMaj) &&
    (critere.doublon === null || critere.doublon === faits.doublonSignale)
  );
}

/** Type d'une demande en attente, parmi les types disponibles ; `null` si elle n'attend pas le guichet. */
export function typeDeLaDemande(faits: FaitsDemande): TypeDemandeGuichet | null {
  return (
    TYPES_DEMANDE_DISPONIBLES.find((code) => reconnait(REGISTRE_TYPES_DEMANDE[code].critere, faits)) ?? null
  );
}

/**
 * Critère SQL d'un type : le type reconnaît les lignes du critère qui ne sont reconnues par AUCUN type de la même
 * source placé avant lui (ordre du registre). Renvoie le critère du type et ceux de ces types, à exclure.
 */
export function critereExclusif(code: TypeDemandeGuichet): {
  inclure: CritereTypeDemande;
  exclure: CritereTypeDemande[];
} {
  const memeSource = typesDisponiblesDeLaSource(REGISTRE_TYPES_DEMANDE[code].source);
  const rang = memeSource.indexOf(code);
  return {
    inclure: REGISTRE_TYPES_DEMANDE[code].critere,
    exclure: memeSource.slice(0, Math.max(rang, 0)).map((c) => REGISTRE_TYPES_DEMANDE[c].critere),
  };
}

/** L'action est-elle prévue pour ce type de demande ? */
export function actionPermiseSurType(code: TypeDemandeGuichet, action: ActionGuichet): boolean {
  return REGISTRE_TYPES_DEMANDE[code].actions.includes(action);
}

/** Nature affichée d'une demande d'immatriculation (syndic, notaire initiale, notaire d'office). */
export function natureImmatriculation(typeImmat: TypeImmat | null): string {
  if (typeImmat === 'OFFICE') return "Immatriculation d'office (notaire)";
  if (typeImmat === 'INITIALE') return 'Immatriculation initiale (notaire)';
  return 'Immatriculation (syndic)';
}
