import type { Db } from '../../db/connexion.js';
import { creerChoixSuccesseur } from './choix-successeur.js';
import { creerDepot } from './depot.js';
import { creerComparaisonDoublons } from './rechercher-doublons.js';

/** Immatriculation : comparaison aux copropriétés existantes, dépôt des demandes (syndics et notaires). */
export function creerServiceImmatriculation(db: Db, options: { urlPublique: string }) {
  return {
    comparerDoublons: creerComparaisonDoublons(db),
    deposer: creerDepot(db, { urlPublique: options.urlPublique }),
    choisirSuccesseur: creerChoixSuccesseur(db),
  };
}
