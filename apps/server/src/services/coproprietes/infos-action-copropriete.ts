import {
  type ActionCopropriete,
  ErreurMetier,
  exigerActionCopropriete,
  type InfosActionCopropriete,
} from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import {
  creerListeCoproprietesRepository,
  type LigneListeCopropriete,
} from '../../repositories/liste-coproprietes.repository.js';
import { contexteAction, exigerLigne, lecteurDe } from './lecteur-copropriete.js';

export const MESSAGE_MANDAT_INCONNU = "Ce mandat n'est pas le mandat courant de la copropriété.";

/**
 * `GET api/coproprietes/infos/{id}/{action}` : en-tête de l'écran d'une action, refusée si la règle des
 * actions (ADR 0160) ne la permet pas. Les routes d'action appellent `exigerActionSurCopropriete` de même.
 */
export function creerInfosActionCopropriete(db: Executeur) {
  return async (
    utilisateur: UtilisateurSession,
    id: number,
    action: ActionCopropriete,
    idMandat?: number,
  ): Promise<InfosActionCopropriete> => {
    const ligne = await exigerActionSurCopropriete(db, utilisateur, id, action);
    if (idMandat !== undefined && idMandat !== ligne.idMandat) {
      throw new ErreurMetier('introuvable', MESSAGE_MANDAT_INCONNU);
    }
    return {
      id: ligne.id,
      numeroImmatriculation: ligne.numeroImmatriculation,
      nom: ligne.nom,
      adresseReference: ligne.adresseReference,
      etat: ligne.etat,
      idMandat: ligne.idMandat,
      statutMandat: ligne.statutMandat,
      dateDebutMandat: ligne.dateDebutMandat,
      dateFinMandat: ligne.dateFinMandat,
      action,
    };
  };
}

/**
 * Pour les routes d'action des autres parcours : lit la copropriété pour l'appelant (404 inconnue, 403 hors
 * périmètre) et lève le refus de la règle des actions (403 droits ou relation, 409 état) ; rend la ligne lue.
 */
export async function exigerActionSurCopropriete(
  db: Executeur,
  utilisateur: UtilisateurSession,
  id: number,
  action: ActionCopropriete,
): Promise<LigneListeCopropriete> {
  const ligne = exigerLigne(await creerListeCoproprietesRepository(db).lire(lecteurDe(utilisateur), id));
  exigerActionCopropriete(action, contexteAction(utilisateur, ligne));
  return ligne;
}
