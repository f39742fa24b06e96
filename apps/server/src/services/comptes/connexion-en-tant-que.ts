import {
  type Acteur,
  authoritiesDuCompte,
  canSeConnecterEnTantQue,
  ErreurMetier,
  etablissementDuCompte,
} from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import { journaliser } from '../journal.js';
import { infoCompte, ouvrirSession, utilisateurDeSession } from './session-utilisateur.js';

/**
 * Le teneur d'origine d'une connexion « en tant que », vu par les règles de droits avec SON profil et SES
 * autorisations (ADR 0086) : en connexion « en tant que », un changement d'identifiant, d'adresse, de mot de
 * passe, de profil ou une création de compte n'est permis que si ce profil propre en a le droit. `null` hors
 * connexion « en tant que ».
 */
export async function teneurDOrigine(
  executeur: Executeur,
  utilisateur: UtilisateurSession,
): Promise<Acteur | null> {
  if (utilisateur.idCompteOrigine === undefined) return null;
  const teneur = await creerCompteRepository(executeur).parId(utilisateur.idCompteOrigine);
  if (!teneur || teneur.statut === 'SUPPRIME') {
    throw new ErreurMetier('non-connecte', 'Votre session a pris fin : reconnectez-vous.');
  }
  return {
    id: teneur.id,
    profil: teneur.profil,
    authorities: [...authoritiesDuCompte({ profil: teneur.profil })],
    idTeledeclarant: etablissementDuCompte(teneur),
  };
}

/** Refus d'un changement sensible en connexion « en tant que » que le profil propre du teneur ne permet pas. */
export function refusEnTantQue(action: string): ErreurMetier {
  return new ErreurMetier(
    'interdit',
    `En connexion « en tant que », ${action} : votre propre profil n'en a pas le droit.`,
  );
}

/**
 * Connexion « en tant que » (spec 1 §6) : un teneur prend l'identité d'un compte de télédéclarant ou de
 * notaire pour l'assister ; la session est renouvelée et garde le teneur d'origine, chaque action est
 * journalisée avec la modalité « connexion en tant que ». Le retour rend la session du teneur.
 */
export function creerServiceConnexionEnTantQue(db: Db) {
  const comptes = creerCompteRepository(db);
  return {
    async commencer(requete: FastifyRequest, teneur: UtilisateurSession, idCible: number) {
      const cible = await comptes.avecTeledeclarant(idCible);
      if (!cible || cible.compte.statut === 'SUPPRIME') {
        throw new ErreurMetier('introuvable', "Ce compte n'existe pas.");
      }
      const acteur = {
        id: teneur.idCompte,
        profil: teneur.profil,
        authorities: teneur.authorities,
        loginAs: teneur.idCompteOrigine !== undefined,
      };
      if (!canSeConnecterEnTantQue(acteur, { id: cible.compte.id, profil: cible.compte.profil })) {
        throw new ErreurMetier('interdit', 'Vous ne pouvez pas vous connecter en tant que ce compte.');
      }
      const utilisateur = utilisateurDeSession(cible.compte, cible.teledeclarant, {
        idCompte: teneur.idCompte,
        login: teneur.login,
      });
      await db.transaction((tx) =>
        journaliser(tx, {
          acteur: { idCompte: teneur.idCompte, login: teneur.login, profil: teneur.profil },
          typeEvenement: 'CONNEXION_EN_TANT_QUE',
          cible: { type: 'UTILISATEUR', id: cible.compte.id, libelle: cible.compte.login },
        }),
      );
      await ouvrirSession(requete, utilisateur);
      return infoCompte(cible.compte, cible.teledeclarant, utilisateur);
    },

    async terminer(requete: FastifyRequest, utilisateur: UtilisateurSession) {
      if (utilisateur.idCompteOrigine === undefined) {
        throw new ErreurMetier('saisie', "Aucune connexion en tant qu'un autre compte n'est en cours.");
      }
      const teneur = await comptes.avecTeledeclarant(utilisateur.idCompteOrigine);
      if (!teneur || teneur.compte.statut === 'SUPPRIME') {
        await requete.session.destroy();
        throw new ErreurMetier('non-connecte', 'Votre session a pris fin : reconnectez-vous.');
      }
      const session = utilisateurDeSession(teneur.compte, teneur.teledeclarant);
      await db.transaction((tx) =>
        journaliser(tx, {
          acteur: { idCompte: teneur.compte.id, login: teneur.compte.login, profil: teneur.compte.profil },
          typeEvenement: 'FIN_CONNEXION_EN_TANT_QUE',
          cible: { type: 'UTILISATEUR', id: utilisateur.idCompte, libelle: utilisateur.login },
        }),
      );
      await ouvrirSession(requete, session);
      return infoCompte(teneur.compte, teneur.teledeclarant, session);
    },
  };
}
