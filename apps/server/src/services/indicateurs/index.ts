import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { lireTableauIndicateurs } from './instantane-indicateurs.js';
import { tableauIndicateurs } from './tableau-indicateurs.js';

/** Indicateurs du teneur (spec 1 §3). L'horloge est lue ici, une fois par calcul. */
export function creerServiceIndicateurs(db: Db, options: { toleranceInstantaneMs?: number } = {}) {
  return {
    /** Calcul complet à un instant donné (tâche, tests du calcul). */
    tableau: (utilisateur: Pick<UtilisateurSession, 'profil'>, maintenant: Date = new Date()) =>
      tableauIndicateurs(db, utilisateur, maintenant),
    /** Tableau affiché : l'instantané s'il est valable, sinon recalculé ; `actualiser` recalcule (ADR 0281). */
    lire: (utilisateur: Pick<UtilisateurSession, 'profil'>, actualiser: boolean) =>
      lireTableauIndicateurs(db, utilisateur, {
        maintenant: new Date(),
        actualiser,
        toleranceMs: options.toleranceInstantaneMs ?? 0,
      }),
  };
}
