import { NB_MAX_TENEURS_AFFECTABLES, PROFILS_TENEUR, type TeneurAffectable } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { exigerDroitGuichet } from './commun.js';

/**
 * Teneurs à qui une demande peut être affectée (`GET affectationTeneur/teneurs`, ADR 0230) : les comptes actifs
 * des quatre profils du teneur, ceux-là mêmes que l'affectation accepte (ADR 0192 §5), par nom et prénom.
 */
export function creerListeTeneursAffectables(db: Db) {
  return async function teneursAffectables(utilisateur: UtilisateurSession): Promise<TeneurAffectable[]> {
    exigerDroitGuichet(utilisateur);
    return creerValidationRepository(db).comptesActifsDesProfils(PROFILS_TENEUR, NB_MAX_TENEURS_AFFECTABLES);
  };
}
