import {
  type BrouillonEnregistre,
  type ChangementEtatBrouillon,
  ErreurMetier,
  machineCopropriete,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { journaliser } from '../journal.js';
import {
  acteurDe,
  estAuteur,
  exigerTransition,
  MESSAGE_BROUILLON_INTROUVABLE,
  MESSAGE_VERSION_DEPASSEE,
} from './commun.js';

/**
 * `PUT coproprietes/brouillon/change-etat` (ADR 0131) : le notaire auteur d'un brouillon d'immatriculation
 * déclare sa copropriété « future » (BROUILLON → FUTUR, `declarerFuture`), sous condition de version.
 */
export function creerServiceChangementEtatBrouillon(db: Db) {
  return {
    async changerEtat(
      utilisateur: UtilisateurSession,
      corps: ChangementEtatBrouillon,
    ): Promise<BrouillonEnregistre> {
      const acteur = acteurDe(utilisateur);
      return db.transaction(async (tx) => {
        const repo = creerDeclarationRepository(tx);
        const lue = await repo.lire(corps.id, { pourMiseAJour: true });
        if (lue?.entete.statut !== 'BROUILLON' || !estAuteur(utilisateur, lue.entete)) {
          throw new ErreurMetier('introuvable', MESSAGE_BROUILLON_INTROUVABLE);
        }
        const { entete } = lue;
        if (entete.version !== corps.version) throw new ErreurMetier('conflit', MESSAGE_VERSION_DEPASSEE);
        const resultat = exigerTransition(
          machineCopropriete.transition(entete.etatCopropriete, 'declarerFuture', { acteur }),
        );
        await repo.modifierCopropriete(entete.idCopropriete, { etat: resultat.etat });
        await repo.modifierEntete(entete.id, {});
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: entete.etatCopropriete, resultat },
          cible: {
            type: 'COPROPRIETE',
            id: entete.idCopropriete,
            libelle: lue.declaration.nomCopropriete ?? null,
          },
        });
        return { id: entete.id, idCopropriete: entete.idCopropriete, version: entete.version + 1 };
      });
    },
  };
}
