import {
  canAdministrerCopropriete,
  ErreurMetier,
  MESSAGE_SANS_DECLARATION_EN_VIGUEUR,
  machineDeclaration,
  STATUTS_DECLARATION_ANTERIEURE,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import { journaliser } from '../journal.js';
import { acteurDe, estTeneur, exigerTransition } from './commun.js';
import { revenirALaDerniereValidee } from './retour-derniere-validee.js';

export const MESSAGE_TENEUR_ADMINISTRATEUR =
  'Seul un administrateur du teneur du registre peut supprimer les déclarations d’une copropriété.';
export const MESSAGE_AUCUNE_DECLARATION_A_SUPPRIMER =
  "Aucune déclaration n'a été faite depuis la dernière mise à jour annuelle.";

/**
 * Suppression des déclarations faites depuis la dernière mise à jour annuelle, celle-ci comprise
 * (`PUT coproprietes/supprimer-declarations`, ADR 0136) : les déclarations `COURANTE` passent `SUPPRIME` par
 * le cycle de vie (journal SUPPRESSION_DECLARATIONS) et la copropriété revient à la dernière déclaration
 * validée qui reste, en une transaction. Par le titulaire du mandat ou un administrateur du teneur (ADR 0172) ;
 * refusée (409) quand aucune déclaration validée antérieure ne resterait en vigueur (ADR 0220).
 */
export function creerServiceSuppressionDeclarations(db: Db) {
  return async (utilisateur: UtilisateurSession, idCopropriete: number): Promise<void> => {
    // Le contrat ouvre la route aux profils du guichet : seuls les administrateurs du teneur suppriment (la règle
    // des actions le redit) ; refusé avant toute lecture, une assistance n'apprend rien de la copropriété.
    if (estTeneur(utilisateur) && !canAdministrerCopropriete(utilisateur)) {
      throw new ErreurMetier('interdit', MESSAGE_TENEUR_ADMINISTRATEUR);
    }
    await exigerActionSurCopropriete(db, utilisateur, idCopropriete, 'SUPPRIMER_DECLARATIONS');
    const acteur = acteurDe(utilisateur);
    await db.transaction(async (tx) => {
      const r = creerDeclarationRepository(tx);
      await r.coproprietePourMiseAJour(idCopropriete);
      // Relue sous verrou : une seconde demande simultanée ne trouve plus rien à supprimer.
      const courantes = await r.listerParCopropriete(idCopropriete, ['COURANTE']);
      if (courantes.length === 0) throw new ErreurMetier('conflit', MESSAGE_AUCUNE_DECLARATION_A_SUPPRIMER);
      // Jamais sans déclaration en vigueur : une immatriculation ou une déclaration archivée doit rester (ADR 0220).
      if ((await r.listerParCopropriete(idCopropriete, STATUTS_DECLARATION_ANTERIEURE)).length === 0) {
        throw new ErreurMetier('conflit', MESSAGE_SANS_DECLARATION_EN_VIGUEUR);
      }
      for (const courante of courantes) {
        const suppression = exigerTransition(
          machineDeclaration.transition(courante.statut, 'supprimer', { acteur }),
        );
        await r.modifierEntete(courante.id, { statut: suppression.etat });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: {
            depuis: courante.statut,
            resultat: suppression,
            typeEvenement: 'SUPPRESSION_DECLARATIONS',
          },
          cible: { type: 'DECLARATION', id: courante.id, libelle: null },
        });
      }
      await revenirALaDerniereValidee(tx, idCopropriete);
    });
  };
}
