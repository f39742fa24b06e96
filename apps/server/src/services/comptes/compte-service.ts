import {
  canEditerUtilisateur,
  ErreurMetier,
  erreurSaisie,
  etablissementDuCompte,
  normaliserEmail,
  type SaisieMonCompte,
} from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import { journaliser } from '../journal.js';
import { verifierMotDePasse } from '../mots-de-passe.js';
import { confirmerChangementEmail, demanderChangementEmail } from './changement-email.js';
import { refusEnTantQue, teneurDOrigine } from './connexion-en-tant-que.js';
import { infoCompte, origineDeSession, utilisateurDeSession } from './session-utilisateur.js';

export const MESSAGE_MOT_DE_PASSE_POUR_EMAIL =
  "Saisissez votre mot de passe actuel pour changer d'adresse électronique.";

export function creerServiceCompte(db: Db, urlPublique: string) {
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
        throw new ErreurMetier('non-connecte', 'Votre session a pris fin : reconnectez-vous.');
      }
      const aJour = utilisateurDeSession(trouve.compte, trouve.teledeclarant, origineDeSession(utilisateur));
      // L'identité fédérée (connexion institutionnelle, ADR 0065) reste attachée à la session.
      if (utilisateur.identiteFederee) aJour.identiteFederee = utilisateur.identiteFederee;
      if (JSON.stringify(aJour) !== JSON.stringify(utilisateur)) requete.session.utilisateur = aJour;
      return infoCompte(trouve.compte, trouve.teledeclarant, aJour);
    },

    /**
     * Modification de son compte (spec 1 §6). L'identité et le téléphone changent aussitôt. L'adresse
     * électronique, elle, ne change qu'à la confirmation du lien envoyé à la nouvelle adresse, l'ancienne étant
     * prévenue (ADR 0086) ; la demande exige le mot de passe actuel, ou, en connexion « en tant que », que le
     * profil propre du teneur ait le droit de modifier ce compte.
     */
    async modifier(utilisateur: UtilisateurSession, saisie: SaisieMonCompte) {
      const compte = await comptes.parId(utilisateur.idCompte);
      if (!compte) throw new ErreurMetier('non-connecte', 'Votre session a pris fin : reconnectez-vous.');
      const email = normaliserEmail(saisie.email);
      const changeEmail = email !== (compte.email ?? compte.login);
      if (changeEmail) {
        const teneur = await teneurDOrigine(db, utilisateur);
        if (teneur) {
          const cible = {
            id: compte.id,
            profil: compte.profil,
            idTeledeclarant: etablissementDuCompte(compte),
          };
          if (!canEditerUtilisateur(teneur, cible)) {
            throw refusEnTantQue("l'adresse électronique du compte ne peut pas être modifiée");
          }
        } else if (!saisie.motDePasseActuel) {
          throw erreurSaisie('motDePasseActuel', MESSAGE_MOT_DE_PASSE_POUR_EMAIL);
        } else if (!(await verifierMotDePasse(compte.motDePasseHash, saisie.motDePasseActuel))) {
          throw erreurSaisie('motDePasseActuel', 'Le mot de passe actuel est incorrect.');
        }
      }
      await db.transaction(async (tx) => {
        await creerCompteRepository(tx).modifier(compte.id, {
          civilite: saisie.civilite,
          nom: saisie.nom,
          prenom: saisie.prenom,
          telephone: saisie.telephone ?? null,
        });
        if (changeEmail) await demanderChangementEmail(tx, compte, email, urlPublique);
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'MODIFICATION_COMPTE',
          cible: { type: 'UTILISATEUR', id: compte.id },
          detail: changeEmail ? { changementAdresseDemande: true } : {},
        });
      });
      return { reconnexionNecessaire: false, confirmationEnvoyee: changeEmail };
    },

    /**
     * Confirmation de la nouvelle adresse par le lien reçu (ADR 0086). Le lien est souvent ouvert dans le
     * navigateur connecté au compte : sa session est fermée ici, sans quoi la fin de la requête la réenregistrerait.
     */
    async confirmerEmail(requete: FastifyRequest, cle: string) {
      const { reconnexionNecessaire, idCompte } = await confirmerChangementEmail(db, cle);
      if (reconnexionNecessaire && requete.session?.utilisateur?.idCompte === idCompte) {
        await requete.session.destroy();
      }
      return { reconnexionNecessaire };
    },
  };
}
