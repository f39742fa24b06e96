import type { Db } from '../../db/connexion.js';
import { creerComparaisonDoublons } from './rechercher-doublons.js';

/** Immatriculation : comparaison aux copropriétés existantes, dépôt des demandes (syndics et notaires). */
export function creerServiceImmatriculation(db: Db) {
  return {
    comparerDoublons: creerComparaisonDoublons(db),
  };
}
