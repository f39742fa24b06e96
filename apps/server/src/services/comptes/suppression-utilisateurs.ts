import { canSupprimerUtilisateur, ErreurMetier, estAdminPrincipal } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerUtilisateurRepository } from '../../repositories/utilisateur.repository.js';
import { journaliser } from '../journal.js';
import { acteurDeSession, cibleDe } from './comptes-etablissement.js';

/**
 * Suppression d'un ou de plusieurs comptes, tout ou rien : chaque compte est contrôlé
 * (`canSupprimerUtilisateur` : ni soi-même, ni l'administrateur principal, ni un autre
 * établissement) avant toute écriture ; chacun est marqué supprimé, perd ses sessions et a son
 * entrée au journal, dans la même transaction.
 */
export function creerSuppressionUtilisateurs(db: Db) {
  return async function supprimerLot(
    utilisateur: UtilisateurSession,
    ids: readonly number[],
  ): Promise<number> {
    const acteur = acteurDeSession(utilisateur);
    const uniques = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const depot = creerUtilisateurRepository(tx);
      const lignes = await depot.parIds(uniques);
      const parId = new Map(lignes.map((ligne) => [ligne.id, ligne]));
      for (const id of uniques) {
        const ligne = parId.get(id);
        if (!ligne || ligne.statut === 'SUPPRIME') {
          throw new ErreurMetier(
            'introuvable',
            `Le compte n° ${id} n'existe pas ou a déjà été supprimé : aucun compte n'a été supprimé.`,
          );
        }
        const cible = cibleDe(ligne);
        if (!canSupprimerUtilisateur(acteur, cible)) {
          const raison =
            ligne.id === acteur.id
              ? 'vous ne pouvez pas supprimer votre propre compte'
              : estAdminPrincipal(ligne.profil)
                ? "le compte de l'administrateur principal ne peut pas être supprimé"
                : // L'identifiant d'un compte d'un autre établissement n'est pas révélé (issue 7 §2.2).
                  `vous n'avez pas le droit de supprimer le compte ${
                    acteur.idTeledeclarant !== null && acteur.idTeledeclarant === cible.idTeledeclarant
                      ? ligne.login
                      : `n° ${ligne.id}`
                  }`;
          throw new ErreurMetier(
            'interdit',
            `Suppression refusée : ${raison}. Aucun compte n'a été supprimé.`,
          );
        }
      }
      for (const id of uniques) {
        const ligne = parId.get(id)!;
        await depot.marquerSupprime(ligne);
        const sessionsFermees = await depot.supprimerSessions(id);
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'SUPPRESSION_UTILISATEUR',
          cible: { type: 'UTILISATEUR', id, libelle: ligne.login },
          detail: { profil: ligne.profil, sessionsFermees },
        });
      }
      return uniques.length;
    });
  };
}
