import {
  type Adresse,
  type Arrete,
  type Declaration,
  formaterDateTexte,
  lireDateTexte,
  normaliserNumeroImmatriculation,
  type Parcelle,
} from '@registre/domain';
import type { adresse, arrete, declaration, parcelle } from '../db/schema/index.js';
import { correspondance, sousChemin } from './correspondance.js';

export type LigneDeclaration = typeof declaration.$inferSelect;
export type LigneAdresse = typeof adresse.$inferSelect;
export type LigneParcelle = typeof parcelle.$inferSelect;
export type LigneArrete = typeof arrete.$inferSelect;

/** Date « jj/mm/aaaa » de l'API ↔ date calendaire de la colonne (une date invalide s'écrit `null`). */
const date = <const C extends string>(colonne: C) =>
  ({
    colonne,
    versColonne: (texte: string) => lireDateTexte(texte),
    depuisColonne: (valeur: Date) => formaterDateTexte(valeur),
  }) as const;

/** Numéro d'immatriculation sous sa forme canonique (« AB1234567 ») en base, vide → `null`. */
const numeroImmatriculation = <const C extends string>(colonne: C) =>
  ({ colonne, versColonne: (texte: string) => normaliserNumeroImmatriculation(texte) }) as const;

/**
 * Parties d'une déclaration (`immatCopropriete.*`) ↔ colonnes de la table `declaration` (ADR 0101).
 * Les listes (adresses complémentaires, parcelles, arrêtés), l'adresse de référence et le mandat demandé
 * (`infoRattachement`) ont leurs tables : voir les correspondances qui suivent et le dépôt.
 */
export const correspondanceDeclaration = correspondance<Declaration, LigneDeclaration>()({
  id: 'id',
  numTeledeclarant: 'idTeledeclarant',
  isExerciceNonApprouve: 'exerciceNonApprouve',
  adresseEmailUtilisateur: 'adresseEmailUtilisateur',
  statut: 'statut',
  typeDeclaration: 'typeDeclaration',
  typeMaj: 'typeMaj',
  typeImmat: 'typeImmat',
  utilisateurDeclare: 'utilisateurDeclare',
  ...sousChemin('immatCopropriete.identification', {
    dateReglementCopropriete: date('dateReglementCopropriete'),
    nbAful: 'nbAful',
    nbAsl: 'nbAsl',
    nbLots: 'nbLots',
    nbLotsHab: 'nbLotsHab',
    nbLotsHabBurCom: 'nbLotsHabBurCom',
    nbLotsStationnement: 'nbLotsStationnement',
    nbUnionsSyndicats: 'nbUnionsSyndicats',
    nomCopropriete: 'nomCopropriete',
    numImmatriculationCoproprietePrincipale: numeroImmatriculation('numImmatriculationPrincipale'),
    residenceService: 'residenceService',
    siret: 'siret',
    syndicatCooperatif: 'syndicatCooperatif',
    syndicatPrincipal: 'syndicatPrincipal',
  }),
  ...sousChemin('immatCopropriete.procedures', {
    flagEquipementsCom: 'flagEquipementsCom',
    flagInsalubritePartiesCom: 'flagInsalubritePartiesCom',
    flagMandatAdhoc: 'flagMandatAdhoc',
    flagOrdonnanceCarence: 'flagOrdonnanceCarence',
    flagPerilPartiesCom: 'flagPerilPartiesCom',
    flagSecuriteInsalubritePartiesCom: 'flagSecuriteInsalubritePartiesCom',
    'mandatAdHoc.dateNomination': date('mandatAdHocDateNomination'),
    'mandatAdHoc.dateFinMission': date('mandatAdHocDateFinMission'),
    'ordonnanceCarence.dateOrdonnance': date('ordonnanceCarenceDate'),
  }),
  ...sousChemin('immatCopropriete.donneesFinancieres', {
    chargesOperationsCourantes: 'chargesOperationsCourantes',
    chargesOperationsExceptionnelles: 'chargesOperationsExceptionnelles',
    comptesNonApprouves: 'comptesNonApprouves',
    dateAg: date('dateAg'),
    dateClotureComptes: date('dateClotureComptes'),
    dateDebutExercice: date('dateDebutExercice'),
    montantDettes: 'montantDettes',
    montantFondTravaux: 'montantFondTravaux',
    montantImpayesCoproprietaires: 'montantImpayesCoproprietaires',
    nbCoproprietairesImpayes: 'nbCoproprietairesImpayes',
    premierExerciceComptable: 'premierExerciceComptable',
    presenceEmployes: 'presenceEmployes',
    donneesFinancieresInconnues: 'donneesFinancieresInconnues',
  }),
  ...sousChemin('immatCopropriete.donneesTechniques', {
    anneeConstruction: 'anneeConstruction',
    chauffageCollectifUrbain: 'chauffageCollectifUrbain',
    'classementEnergetique.ETIQ_A': 'etiqA',
    'classementEnergetique.ETIQ_B': 'etiqB',
    'classementEnergetique.ETIQ_C': 'etiqC',
    'classementEnergetique.ETIQ_D': 'etiqD',
    'classementEnergetique.ETIQ_E': 'etiqE',
    'classementEnergetique.ETIQ_F': 'etiqF',
    'classementEnergetique.ETIQ_G': 'etiqG',
    'classementEnergetique.ETIQ_NON_DETERMINE': 'etiqNonDetermine',
    energieChauffageCollectifNonUrbain: 'energieChauffageCollectifNonUrbain',
    nbAscenseurs: 'nbAscenseurs',
    nbBatimentsTotal: 'nbBatimentsTotal',
    periodeConstruction: 'periodeConstruction',
    ppt: 'ppt',
    pptDate: date('pptDate'),
    pptInscritAG: 'pptInscritAg',
    typeChauffage: 'typeChauffage',
  }),
});

/** Colonnes booléennes obligatoires de `declaration` : un champ non renseigné s'y écrit `false`. */
export const COLONNES_BOOLEENNES_OBLIGATOIRES = [
  'exerciceNonApprouve',
  'flagSecuriteInsalubritePartiesCom',
  'flagPerilPartiesCom',
  'flagInsalubritePartiesCom',
  'flagEquipementsCom',
  'flagMandatAdhoc',
  'flagOrdonnanceCarence',
  'donneesFinancieresInconnues',
] as const satisfies readonly (keyof LigneDeclaration)[];

/** Colonnes de la déclaration que fixe le serveur, jamais la saisie : identité, statut, auteur. */
export const COLONNES_FIXEES_PAR_LE_SERVEUR = [
  'id',
  'idTeledeclarant',
  'statut',
  'typeDeclaration',
  'typeMaj',
  'typeImmat',
  'adresseEmailUtilisateur',
  'utilisateurDeclare',
] as const satisfies readonly (keyof LigneDeclaration)[];

/** Adresse de l'API ↔ ligne de la table `adresse` (type, rang et déclaration fixés par le dépôt). */
export const correspondanceAdresse = correspondance<Adresse, LigneAdresse>()({
  id: 'id',
  numeroVoie: 'numero',
  voie: 'voie',
  lieuDit: 'lieuDit',
  codePostal: 'codePostal',
  commune: 'commune',
  codeInsee: 'codeInsee',
  libelle: 'libelle',
  identifiantBan: 'identifiantBan',
  idBatiment: 'idBatiment',
  longitude: 'longitude',
  latitude: 'latitude',
  geolocalisee: 'geolocalisee',
});

/**
 * Parcelle de l'API ↔ ligne de la table `parcelle`. Le nom de la commune n'est pas recopié : il se lit
 * dans le référentiel des communes par le code INSEE.
 */
export const correspondanceParcelle = correspondance<Parcelle, LigneParcelle>()({
  id: 'id',
  codePostal: 'codePostal',
  communeAbsorbee: 'communeAbsorbee',
  codeInsee: 'codeInsee',
  prefixe: 'prefixe',
  section: 'section',
  numero: 'numero',
  geolocalisee: 'geolocalisee',
});

/** Arrêté de l'API ↔ ligne de la table `arrete`. */
export const correspondanceArrete = correspondance<Arrete, LigneArrete>()({
  id: 'id',
  type: 'type',
  dateArrete: date('dateArrete'),
  dateMainLevee: date('dateMainLevee'),
});
