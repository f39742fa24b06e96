import type { Db } from '../../db/connexion.js';
import { creerJeuDeDonneesPublic } from './jeu-de-donnees.js';
import { creerLectureFichePublique } from './lire-fiche-publique.js';
import { creerRechercheAnnuaire } from './rechercher-annuaire.js';

/** Annuaire public et API publique ouverte (ADR 0240 à 0242). */
export function creerServiceAnnuaire(db: Db) {
  return {
    rechercher: creerRechercheAnnuaire(db),
    fiches: creerLectureFichePublique(db),
    jeuDeDonnees: creerJeuDeDonneesPublic(db),
  };
}
