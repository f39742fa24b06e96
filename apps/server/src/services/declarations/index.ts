import type { Db } from '../../db/connexion.js';
import { creerServiceChangementEtatBrouillon } from './changement-etat-brouillon.js';
import { creerServiceDonneesCopropriete } from './donnees-copropriete.js';
import { creerServiceEcarterDeclarationPredecesseur } from './ecarter-declaration-predecesseur.js';
import { creerServiceEnregistrementBrouillon } from './enregistrement-brouillon.js';
import { creerServiceEnregistrementMiseAJour } from './enregistrement-mise-a-jour.js';
import { creerServiceLectureBrouillons } from './lecture-brouillons.js';
import { creerServiceMiseAJourDonneesFinancieres } from './mise-a-jour-donnees-financieres.js';
import { nouvelleDeclaration } from './nouvelle-declaration.js';
import { creerServiceOuvertureMiseAJour } from './ouverture-mise-a-jour.js';
import { creerServiceSignalementErreur } from './signalement-erreur.js';
import { creerServiceSuppressionBrouillon } from './suppression-brouillon.js';
import { creerServiceSuppressionDeclarations } from './suppression-declarations.js';

/** Brouillons et mises à jour des déclarations : un cas d'usage par fichier (ADR 0106, 0130). */
export function creerServiceDeclarations(db: Db) {
  const enregistrerMiseAJour = creerServiceEnregistrementMiseAJour(db);
  return {
    nouvelle: nouvelleDeclaration,
    ...creerServiceLectureBrouillons(db),
    ...creerServiceEnregistrementBrouillon(db),
    ...creerServiceSuppressionBrouillon(db),
    ...creerServiceChangementEtatBrouillon(db),
    donneesCopropriete: creerServiceDonneesCopropriete(db).lire,
    declarationsPrecedentes: creerServiceDonneesCopropriete(db).precedentes,
    ouvrirMiseAJour: creerServiceOuvertureMiseAJour(db),
    enregistrerMiseAJour,
    supprimerDeclarations: creerServiceSuppressionDeclarations(db),
    mettreAJourDonneesFinancieres: creerServiceMiseAJourDonneesFinancieres(db, enregistrerMiseAJour),
    declarerErreur: creerServiceSignalementErreur(db),
    ecarterDeclarationPredecesseur: creerServiceEcarterDeclarationPredecesseur(db),
  };
}
