import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import type { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import type { StatutMandat } from '../mandat/statut-mandat.js';
import {
  PROCEDURES_PUBLIQUES,
  STATUTS_PUBLICS_COPROPRIETE,
  STATUTS_RATTACHEMENT_PUBLIC,
} from './valeurs-annuaire.js';

export {
  STATUTS_PUBLICS_COPROPRIETE,
  STATUTS_RATTACHEMENT_PUBLIC,
  statutPublicCoproprieteLabels,
  statutRattachementPublicLabels,
} from './valeurs-annuaire.js';

/**
 * Ce que le public voit du registre (annuaire, API publique, jeu de données, statistiques ; ADR 0240).
 * Source unique : toute requête publique filtre par `ETATS_VISIBLES_DU_PUBLIC` (et un numéro attribué) et ne
 * rend que les champs de `CHAMPS_PUBLICS`.
 *
 * Le registre rend publiques les données des syndicats immatriculés (CCH L711-2) : une demande encore à valider,
 * refusée, annulée, un brouillon ou une copropriété supprimée ne sont pas dans le registre et restent privés.
 * Une copropriété en cours de dissolution ou dissoute reste visible : l'acquéreur doit pouvoir le lire.
 */
export const ETATS_VISIBLES_DU_PUBLIC = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'IMMATRICULEE_RATTACHEMENT_CONTESTE',
  'DISSOLUTION_A_VALIDER',
  'DISSOLUTION_EN_COURS_DE_VALIDATION',
  'DISSOLUTION_EN_COURS',
  'DISSOUTE',
] as const satisfies readonly EtatCopropriete[];
export type EtatVisibleDuPublic = (typeof ETATS_VISIBLES_DU_PUBLIC)[number];

const ensembleVisible: ReadonlySet<EtatCopropriete> = new Set(ETATS_VISIBLES_DU_PUBLIC);

/** Une copropriété est-elle visible du public ? Il lui faut un état du registre et un numéro attribué. */
export function estVisibleDuPublic(copropriete: {
  readonly etat: EtatCopropriete;
  readonly numeroImmatriculation: string | null;
}): boolean {
  return ensembleVisible.has(copropriete.etat) && copropriete.numeroImmatriculation !== null;
}

/**
 * Champs qu'un visiteur anonyme lit (CCH L711-2 ; ADR 0240) : identité et adresse du syndicat, date de son
 * règlement (création), nombre et nature des lots, bâtiments, syndic (nom d'un professionnel ; « syndic
 * bénévole » pour une personne physique), procédures et arrêtés, dates du mandat et de la dernière mise à jour
 * annuelle (critères de la recherche avancée de spec 1 §2). Jamais : données financières, SIRET, adresses
 * électroniques, numéros de télédéclarant ni d'établissement, parcelles, comptes.
 */
export const CHAMPS_PUBLICS = [
  'numeroImmatriculation',
  'nom',
  'adresseReference',
  'codePostal',
  'commune',
  'codeInsee',
  'codeDepartement',
  'longitude',
  'latitude',
  'geolocalisee',
  'statut',
  'statutRattachement',
  'dateReglementCopropriete',
  'dateImmatriculation',
  'nbLots',
  'nbLotsHab',
  'nbLotsHabBurCom',
  'nbLotsStationnement',
  'nbBatiments',
  'syndicatPrincipal',
  'numImmatriculationPrincipale',
  'syndicatCooperatif',
  'residenceService',
  'nomSyndic',
  'typeSyndic',
  'dateDebutMandat',
  'dateFinMandat',
  'dateDerniereMajAnnuelle',
  'majAnnuelleAJour',
  'majComptesNonApprouvesAFaire',
  ...PROCEDURES_PUBLIQUES,
] as const;
export type ChampPublic = (typeof CHAMPS_PUBLICS)[number];

export { LIBELLE_SYNDIC_BENEVOLE } from './valeurs-annuaire.js';

// ---------------------------------------------------------------------------------------------------
// Filtres de statut de la recherche avancée (spec 1 §2)
// ---------------------------------------------------------------------------------------------------

/** Statut public de la copropriété (filtre « statut du bien » de spec 1 §2). */
export const StatutPublicCopropriete = z.enum(STATUTS_PUBLICS_COPROPRIETE, {
  error: erreursDuChamp('Le statut de la copropriété'),
});
export type StatutPublicCopropriete = z.infer<typeof StatutPublicCopropriete>;

/** États couverts par chaque statut public (ADR 0240) : des états visibles seulement. */
export const ETATS_DU_STATUT_PUBLIC: Readonly<
  Record<StatutPublicCopropriete, readonly EtatVisibleDuPublic[]>
> = {
  DEMANDE_EFFECTUEE: ['DISSOLUTION_A_VALIDER', 'DISSOLUTION_EN_COURS_DE_VALIDATION', 'DISSOLUTION_EN_COURS'],
  IMMATRICULEE: [
    'IMMATRICULEE_A_RATTACHER',
    'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
    'IMMATRICULEE_RATTACHEE',
    'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    'IMMATRICULEE_RATTACHEMENT_CONTESTE',
  ],
  DISSOLUTION_EN_ATTENTE_DE_VALIDATION: ['DISSOLUTION_A_VALIDER'],
  A_VALIDER: ['DISSOLUTION_EN_COURS_DE_VALIDATION'],
  EN_COURS: ['DISSOLUTION_EN_COURS'],
  DISSOUTE: ['DISSOUTE'],
};

/** Statut public d'une copropriété visible (le plus précis) : ce qu'affichent l'annuaire et l'API. */
export function statutPublicDe(etat: EtatVisibleDuPublic): StatutPublicCopropriete {
  switch (etat) {
    case 'DISSOLUTION_A_VALIDER':
      return 'DISSOLUTION_EN_ATTENTE_DE_VALIDATION';
    case 'DISSOLUTION_EN_COURS_DE_VALIDATION':
      return 'A_VALIDER';
    case 'DISSOLUTION_EN_COURS':
      return 'EN_COURS';
    case 'DISSOUTE':
      return 'DISSOUTE';
    default:
      return 'IMMATRICULEE';
  }
}

/** Statut public du rattachement (filtre « statut du rattachement » de spec 1 §2). */
export const StatutRattachementPublic = z.enum(STATUTS_RATTACHEMENT_PUBLIC, {
  error: erreursDuChamp('Le statut du rattachement'),
});
export type StatutRattachementPublic = z.infer<typeof StatutRattachementPublic>;

/**
 * Définition d'un statut de rattachement : états de la copropriété, et au besoin un mandat en attente d'un de
 * ces statuts, ou la position du début du mandat courant par rapport à aujourd'hui.
 */
export interface DefinitionStatutRattachement {
  readonly etats: readonly EtatVisibleDuPublic[];
  readonly mandatDemande?: readonly StatutMandat[];
  readonly debutMandat?: 'futur' | 'passe';
}

export const DEFINITION_STATUTS_RATTACHEMENT: Readonly<
  Record<StatutRattachementPublic, DefinitionStatutRattachement>
> = {
  DEMANDE_EFFECTUEE: { etats: ['IMMATRICULEE_A_RATTACHER'], mandatDemande: ['A_VALIDER'] },
  EN_COURS_D_EXAMEN: { etats: ['IMMATRICULEE_A_RATTACHER'], mandatDemande: ['VALIDATION_EN_COURS'] },
  REFUSE: { etats: ['IMMATRICULEE_A_RATTACHER'], mandatDemande: ['REFUSE'] },
  NON_RATTACHEE: { etats: ['IMMATRICULEE_A_RATTACHER'] },
  A_CONFIRMER: { etats: ['IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'] },
  RATTACHEE_MANDAT_NON_COMMENCE: { etats: ['IMMATRICULEE_RATTACHEE'], debutMandat: 'futur' },
  EN_COURS: { etats: ['IMMATRICULEE_RATTACHEE'], debutMandat: 'passe' },
  EXPIRE: { etats: ['IMMATRICULEE_RATTACHEMENT_EXPIRE'] },
  CONTESTE: { etats: ['IMMATRICULEE_RATTACHEMENT_CONTESTE'] },
};

/**
 * Statut public du rattachement d'une copropriété visible, tel que l'annuaire l'affiche (sans les demandes en
 * attente, lues à part) ; `null` quand la copropriété est en dissolution ou dissoute.
 */
export function statutRattachementPublicDe(
  etat: EtatVisibleDuPublic,
  mandatCommence: boolean,
): StatutRattachementPublic | null {
  switch (etat) {
    case 'IMMATRICULEE_A_RATTACHER':
      return 'NON_RATTACHEE';
    case 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER':
      return 'A_CONFIRMER';
    case 'IMMATRICULEE_RATTACHEE':
      return mandatCommence ? 'EN_COURS' : 'RATTACHEE_MANDAT_NON_COMMENCE';
    case 'IMMATRICULEE_RATTACHEMENT_EXPIRE':
      return 'EXPIRE';
    case 'IMMATRICULEE_RATTACHEMENT_CONTESTE':
      return 'CONTESTE';
    default:
      return null;
  }
}
