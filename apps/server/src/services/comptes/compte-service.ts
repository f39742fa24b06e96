import type { SaisieMonCompte } from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connexion.js';
import { ErreurHttp, erreurChamp } from '../../plugins/erreurs.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import { journaliser } from '../journal.js';
import { infoCompte, origineDeSession, utilisateurDeSession } from './session-utilisateur.js';

const PROFILS_NOTAIRE = new Set(['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB']);

export function creerServiceCompte(db: Db) {
  const comptes = creerCompteRepository(db);

  return {
    /**
     * Informations du compte connecté, relues en base : les autorisations suivent l'état courant
     * (fin d'attente d'activation…) et la session est mise à jour s'il a changé. Un compte supprimé entre-temps
     * perd sa session (401).
     */
    async lire(requete: FastifyRequest, utilisateur: UtilisateurSession) {
      const trouve = await comptes.avecTeledeclarant(utilisateur.idCompte);
      if (!trouve || trouve.compte.statut === 'SUPPRIME' || trouve.compte.profil === 'restricted') {
        await requete.session.destroy();
        throw new ErreurHttp(401, 'Votre session a pris fin : reconnectez-vous.');
      }
      const aJour = utilisateurDeSession(trouve.compte, trouve.teledeclarant, origineDeSession(utilisateur));
      // L'identité fédérée (connexion institutionnelle, ADR 0065) reste attachée à la session.
      if (utilisateur.identiteFederee) aJour.identiteFederee = utilisateur.identiteFederee;
      if (JSON.stringify(aJour) !== JSON.stringify(utilisateur)) requete.session.utilisateur = aJour;
      return infoCompte(trouve.compte, trouve.teledeclarant, aJour);
    },

    /**
     * Modification de son compte (spec 1 §6) : un notaire, ou une personne qui garde pour adresse son identifiant,
     * revient à l'accueil ; sinon l'adresse devient le nouvel identifiant et il faut se reconnecter.
     */
    async modifier(requete: FastifyRequest, utilisateur: UtilisateurSession, saisie: SaisieMonCompte) {
      const compte = await comptes.parId(utilisateur.idCompte);
      if (!compte) throw new ErreurHttp(401, 'Votre session a pris fin : reconnectez-vous.');
      const email = saisie.email.trim().toLowerCase();
      const notaire = PROFILS_NOTAIRE.has(compte.profil);
      const changeIdentifiant = !notaire && email !== compte.login;
      if (changeIdentifiant && utilisateur.idCompteOrigine !== undefined) {
        // Un teneur connecté « en tant que » ne peut pas s'approprier le compte en changeant son identifiant.
        throw new ErreurHttp(
          403,
          "En connexion « en tant que », l'adresse électronique qui sert d'identifiant ne peut pas être modifiée.",
        );
      }
      if (changeIdentifiant) {
        const existant = await comptes.parLogin(email);
        if (existant && existant.id !== compte.id) {
          throw erreurChamp('email', 'Cette adresse électronique est déjà utilisée par un autre compte.');
        }
      }
      await db.transaction(async (tx) => {
        await creerCompteRepository(tx).modifier(compte.id, {
          civilite: saisie.civilite,
          nom: saisie.nom,
          prenom: saisie.prenom,
          email,
          telephone: saisie.telephone ?? null,
          ...(changeIdentifiant ? { login: email } : {}),
        });
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'MODIFICATION_COMPTE',
          cible: { type: 'UTILISATEUR', id: compte.id },
          detail: changeIdentifiant ? { ancienIdentifiant: compte.login, nouvelIdentifiant: email } : {},
        });
      });
      if (changeIdentifiant) await requete.session.destroy();
      return { reconnexionNecessaire: changeIdentifiant };
    },
  };
}
