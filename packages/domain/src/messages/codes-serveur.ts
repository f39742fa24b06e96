/**
 * Codes d'erreur métier du serveur (spec 2 §8) : WS13 à WS112 et CNB009 « renvoient aux messages
 * de dates et de données financières », sans que la spécification donne la correspondance.
 * Correspondance retenue (ADR 0021) : chaque code désigne une seule règle, donc un seul message et
 * un seul champ. Le serveur renvoie le code et le champ dans `ErreurApi.champs` ; le client affiche
 * le message de la règle sous ce champ, exactement comme s'il avait lui-même trouvé l'erreur.
 *
 * - WS13 à WS41 : dates de mandat (saisie, renouvellement, changements de date) ;
 * - WS101 à WS112 : exercice comptable et date d'assemblée générale ;
 * - CNB009 : cohérence des impayés avec le nombre de copropriétaires débiteurs de plus de 300 €.
 */
import type { Constat } from '../commun/resultat.js';
import { CHAMPS_REGLES } from '../regles/champs.js';
import { type CodeRegle, messageRegle, type ParametresMessage } from './regles.js';

export const CODES_SERVEUR = [
  'WS13',
  'WS22',
  'WS28',
  'WS32',
  'WS37',
  'WS38',
  'WS39',
  'WS41',
  'WS101',
  'WS102',
  'WS103',
  'WS107',
  'WS112',
  'CNB009',
] as const;
export type CodeServeur = (typeof CODES_SERVEUR)[number];

export interface CorrespondanceCodeServeur {
  /** Code de la règle métier, qui porte le message français. */
  code: CodeRegle;
  /** Champ de la déclaration sous lequel afficher le message. */
  champ: string;
}

const M = CHAMPS_REGLES.mandat;
const F = CHAMPS_REGLES.donneesFinancieres;

export const correspondanceCodesServeur: Readonly<Record<CodeServeur, CorrespondanceCodeServeur>> = {
  WS13: { code: 'mandat.debut.posterieureAujourdhui', champ: M.dateDebut },
  WS22: { code: 'mandat.fin.nonPosterieureAujourdhui', champ: M.dateFin },
  WS28: { code: 'mandat.fin.nonPosterieureDebut', champ: M.dateFin },
  WS32: { code: 'mandat.duree.max', champ: M.dateFin },
  WS37: { code: 'mandat.renouvellement.debutNonPosterieurFinPrecedent', champ: M.dateDebut },
  WS38: { code: 'mandat.modificationDebut.nonPosterieureFinPrecedent', champ: M.dateDebut },
  WS39: { code: 'mandat.modificationDebut.nonAnterieureFin', champ: M.dateDebut },
  WS41: { code: 'mandat.modificationFin.nonPosterieureDebut', champ: M.dateFin },
  WS101: { code: 'exercice.debut.nonAnterieurCloture', champ: F.dateDebutExercice },
  WS102: { code: 'exercice.duree.max', champ: F.dateClotureComptes },
  WS103: { code: 'exercice.debut.nonPosterieurCloturePrecedente', champ: F.dateDebutExercice },
  WS107: { code: 'exercice.dateAg.posterieureAujourdhui', champ: F.dateAg },
  WS112: { code: 'exercice.dateAg.nonPosterieureCloture', champ: F.dateAg },
  CNB009: { code: 'financier.impayes.incoherentNbCoproprietaires', champ: F.montantImpayesCoproprietaires },
};

/** Vrai si la valeur est un code serveur connu (la casse compte : « WS13 », pas « ws13 »). */
export function estCodeServeur(valeur: string): valeur is CodeServeur {
  return Object.hasOwn(correspondanceCodesServeur, valeur);
}

/**
 * Constat à afficher pour un code reçu du serveur ; `null` pour un code inconnu (le client retombe
 * alors sur le message d'erreur générique). Les paramètres éventuels (`date`…) complètent le message ;
 * absents, la parenthèse qui les cite est retirée.
 */
export function constatCodeServeur(codeServeur: string, parametres?: ParametresMessage): Constat | null {
  if (!estCodeServeur(codeServeur)) return null;
  const { code, champ } = correspondanceCodesServeur[codeServeur];
  return { champ, code, message: messageRegle(code, parametres) };
}

/** Code serveur d'une règle, pour que le serveur renvoie le code attendu ; `null` si la règle n'en a pas. */
export function codeServeurDeRegle(code: CodeRegle): CodeServeur | null {
  return CODES_SERVEUR.find((codeServeur) => correspondanceCodesServeur[codeServeur].code === code) ?? null;
}
