import type { PortIdentite } from '../../adapters/identite/port.js';
import type { Db } from '../../db/connexion.js';
import { creerCharteConfidentialite } from './charte-confidentialite.js';
import { creerConnexionInstitutionnelle } from './connexion-institutionnelle.js';
import { creerSessionFederee } from './session-federee.js';

/**
 * Connexion institutionnelle (ADR 0065, 0066), un fichier par cas d'usage : connexion et déconnexion
 * fédérées (`connexion-institutionnelle`), charte de confidentialité (`charte-confidentialite`), session,
 * témoin et erreurs du fournisseur (`session-federee`).
 */
export function creerServiceClavis(
  db: Db,
  dependances: { identite: PortIdentite | null; production: boolean },
) {
  const session = creerSessionFederee(dependances.identite, dependances.production);
  return {
    ...creerConnexionInstitutionnelle(db, session),
    ...creerCharteConfidentialite(db, session),
  };
}
