import { ErreurMetier, machineCopropriete, machineDeclaration, machineMandat } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { journaliser } from '../journal.js';
import { acteurDe, estAuteur, exigerTransition, MESSAGE_BROUILLON_INTROUVABLE } from './commun.js';

/**
 * Suppression d'un brouillon par son auteur (`DELETE coproprietes/brouillon/{id}`) : la déclaration passe
 * `SUPPRIME` ; pour un brouillon d'immatriculation, la copropriété passe `SUPPRIMEE` et le mandat demandé
 * `SUPPRIME`. Chaque changement suit son cycle de vie et est journalisé (SUPPRESSION_BROUILLON), ensemble.
 */
export function creerServiceSuppressionBrouillon(db: Db) {
  return {
    async supprimer(utilisateur: UtilisateurSession, id: number): Promise<void> {
      const acteur = acteurDe(utilisateur);
      await db.transaction(async (tx) => {
        const repo = creerDeclarationRepository(tx);
        const lue = await repo.lire(id, { pourMiseAJour: true });
        if (!lue || lue.entete.statut === 'SUPPRIME' || !estAuteur(utilisateur, lue.entete)) {
          throw new ErreurMetier('introuvable', MESSAGE_BROUILLON_INTROUVABLE);
        }
        const { entete } = lue;
        if (entete.statut !== 'BROUILLON') {
          throw new ErreurMetier(
            'conflit',
            "Cette déclaration n'est plus un brouillon : elle ne peut pas être supprimée ainsi.",
          );
        }
        const libelle = lue.declaration.nomCopropriete ?? null;
        const declaration = exigerTransition(
          machineDeclaration.transition(entete.statut, 'supprimer', { acteur }),
        );
        await repo.modifierEntete(entete.id, { statut: declaration.etat });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: {
            depuis: entete.statut,
            resultat: declaration,
            typeEvenement: 'SUPPRESSION_BROUILLON',
          },
          cible: { type: 'DECLARATION', id: entete.id, libelle },
        });
        // Brouillon d'immatriculation : la copropriété et le mandat demandé n'existent que par lui.
        if (entete.etatCopropriete === 'BROUILLON') {
          const copropriete = exigerTransition(
            machineCopropriete.transition(entete.etatCopropriete, 'supprimerBrouillon', { acteur }),
          );
          await repo.modifierCopropriete(entete.idCopropriete, { etat: copropriete.etat });
          await journaliser(tx, {
            acteur: utilisateur,
            transition: { depuis: entete.etatCopropriete, resultat: copropriete },
            cible: { type: 'COPROPRIETE', id: entete.idCopropriete, libelle },
          });
          if (entete.idMandat !== null && entete.statutMandat === 'BROUILLON') {
            const mandat = exigerTransition(machineMandat.transition('BROUILLON', 'supprimer', { acteur }));
            await repo.modifierMandat(entete.idMandat, { statut: mandat.etat });
            await journaliser(tx, {
              acteur: utilisateur,
              transition: { depuis: 'BROUILLON', resultat: mandat, typeEvenement: 'SUPPRESSION_BROUILLON' },
              cible: { type: 'MANDAT', id: entete.idMandat, libelle },
            });
          }
        }
      });
    },
  };
}
