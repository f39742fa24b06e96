import {
  canEditerTeledeclarant,
  ErreurMetier,
  estDansFamille,
  PROFILS_NOTAIRE,
  type SaisieChangementRepresentant,
  type SaisieMonEtablissement,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { correspondanceMonEtablissement } from '../../repositories/teledeclarant.correspondance.js';
import { creerUtilisateurRepository } from '../../repositories/utilisateur.repository.js';
import { journaliser } from '../journal.js';
import { changerRepresentantLegal } from './changer-representant.js';
import { MESSAGE_ETUDE_NON_ENREGISTREE } from './comptes-etablissement.js';
import { refusEnTantQue, teneurDOrigine } from './connexion-en-tant-que.js';

/**
 * « Mon établissement » (ADR 0057) : l'administrateur principal d'un syndic ou un notaire
 * (`MON_ENTREPRISE_ECRITURE`) modifie le téléphone et le représentant légal de son établissement, ou change
 * de représentant légal (ADR 0311).
 */
export function creerServiceMonEtablissement(db: Db) {
  return {
    async modifier(utilisateur: UtilisateurSession, saisie: SaisieMonEtablissement): Promise<void> {
      const { id, avant } = await etablissementModifiable(db, utilisateur);
      const valeurs = correspondanceMonEtablissement.versColonnes(saisie);
      const modifies = correspondanceMonEtablissement.colonnesModifiees(avant, valeurs);
      if (modifies.length === 0) return;
      await db.transaction(async (tx) => {
        await creerUtilisateurRepository(tx).modifierEtablissement(id, valeurs);
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'MODIFICATION_ETABLISSEMENT',
          cible: { type: 'TELEDECLARANT', id, libelle: avant.raisonSociale },
          detail: { champsModifies: modifies.join(', ') },
        });
      });
    },

    /** Une autre personne devient le représentant légal (ADR 0311). */
    async changerRepresentant(
      utilisateur: UtilisateurSession,
      saisie: SaisieChangementRepresentant,
    ): Promise<void> {
      const { id } = await etablissementModifiable(db, utilisateur);
      await changerRepresentantLegal(db, utilisateur, id, saisie);
    },
  };
}

/**
 * L'établissement de la personne connectée, s'il peut être modifié par elle : rattachée à un établissement
 * existant, et, en connexion « en tant que », teneur qui modifie les télédéclarants (ADR 0086).
 */
async function etablissementModifiable(db: Db, utilisateur: UtilisateurSession) {
  const id = utilisateur.idTeledeclarant;
  if (id === null) {
    throw new ErreurMetier(
      'saisie',
      estDansFamille(utilisateur.profil, PROFILS_NOTAIRE)
        ? MESSAGE_ETUDE_NON_ENREGISTREE
        : "Votre compte n'est rattaché à aucun établissement.",
    );
  }
  const teneur = await teneurDOrigine(db, utilisateur);
  if (teneur && !canEditerTeledeclarant(teneur)) {
    throw refusEnTantQue("l'établissement ne peut pas être modifié");
  }
  const avant = await creerUtilisateurRepository(db).teledeclarant(id);
  if (!avant || avant.statut === 'SUPPRIME') {
    throw new ErreurMetier('introuvable', "Votre établissement n'existe plus au registre.");
  }
  return { id, avant };
}
