import {
  type ActionReclamation,
  type DetailReclamation,
  ErreurMetier,
  machineReclamation,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerReclamationRepository } from '../../repositories/reclamation.repository.js';
import { journaliser } from '../journal.js';
import { MESSAGE_RECLAMATION_INTROUVABLE, versDetail } from './lister.js';

/**
 * Prise en charge ou clôture d'une réclamation par le teneur (ADR 0296) : ligne verrouillée, transition par la
 * machine du domaine (409 avec son message si l'état ne le permet pas : une réclamation close ne se rouvre pas),
 * teneur et date gardés sur la réclamation, journal avec le commentaire ; une transaction.
 */
export function creerChangementStatutReclamation(db: Db, horloge: () => Date = () => new Date()) {
  return async function changerStatut(
    utilisateur: UtilisateurSession,
    id: number,
    action: ActionReclamation,
  ): Promise<DetailReclamation> {
    return db.transaction(async (tx) => {
      const repo = creerReclamationRepository(tx);
      const verrou = await repo.verrouiller(id);
      if (!verrou) throw new ErreurMetier('introuvable', MESSAGE_RECLAMATION_INTROUVABLE);
      const resultat = machineReclamation.transition(verrou.statut, action.evenement, { acteur: 'teneur' });
      if (!resultat.ok) throw new ErreurMetier('conflit', resultat.refus.message);
      await repo.changerStatut(id, resultat.etat, utilisateur.idCompte, horloge());
      const commentaire = action.commentaire?.trim();
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: verrou.statut, resultat },
        cible: { type: 'RECLAMATION', id, libelle: verrou.libelle.slice(0, 300) },
        ...(commentaire ? { detail: { motif: commentaire } } : {}),
      });
      const lue = await repo.lire(id);
      if (!lue) throw new Error('La réclamation verrouillée reste introuvable.');
      return versDetail(lue);
    });
  };
}
