import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { tableauIndicateurs } from './tableau-indicateurs.js';

/** Indicateurs du teneur (spec 1 §3). L'horloge est lue ici, une fois par calcul. */
export function creerServiceIndicateurs(db: Db) {
  return {
    tableau: (utilisateur: Pick<UtilisateurSession, 'profil'>, maintenant: Date = new Date()) =>
      tableauIndicateurs(db, utilisateur, maintenant),
  };
}
