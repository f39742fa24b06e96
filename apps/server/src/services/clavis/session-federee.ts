import { ErreurMetier } from '@registre/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ErreurFournisseurIdentite,
  ErreurReponseIdentite,
  type PortIdentite,
} from '../../adapters/identite/port.js';

/**
 * Témoin « une identité fédérée a ouvert une session sur ce navigateur » : quand la session du registre a
 * expiré, `GET api/account` répond 401 avec l'en-tête `reload_identity` et le client relance la connexion
 * institutionnelle (spec 2 §7.14). Il est effacé par toute déconnexion.
 */
export const COOKIE_IDENTITE_FEDEREE = 'registre_identite_federee';
const DUREE_TEMOIN_S = 8 * 60 * 60;

const MESSAGE_SERVICE_INDISPONIBLE =
  'Le service de connexion institutionnelle est momentanément indisponible : réessayez dans quelques instants.';
const MESSAGE_REPONSE_INVALIDE =
  'La réponse du service de connexion institutionnelle est invalide : recommencez la connexion.';

/** Erreur du fournisseur d'identité traduite en erreur métier (réponse refusée, fournisseur indisponible). */
export function traduireErreurIdentite(erreur: unknown, requete: FastifyRequest): never {
  if (erreur instanceof ErreurReponseIdentite) {
    requete.log.warn({ motif: erreur.message }, 'connexion institutionnelle : réponse refusée');
    throw new ErreurMetier('saisie', MESSAGE_REPONSE_INVALIDE);
  }
  if (erreur instanceof ErreurFournisseurIdentite) {
    requete.log.error({ motif: erreur.message }, 'connexion institutionnelle : fournisseur indisponible');
    throw new ErreurMetier('indisponible', MESSAGE_SERVICE_INDISPONIBLE);
  }
  throw erreur;
}

/** Session ouverte par une identité fédérée : port du fournisseur, témoin, fermeture (ADR 0065). */
export function creerSessionFederee(identite: PortIdentite | null, production: boolean) {
  return {
    identite,

    exigerPort(): PortIdentite {
      if (!identite) throw new ErreurMetier('indisponible', MESSAGE_SERVICE_INDISPONIBLE);
      return identite;
    },

    poserTemoin(reponse: FastifyReply): void {
      reponse.setCookie(COOKIE_IDENTITE_FEDEREE, '1', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: production,
        maxAge: DUREE_TEMOIN_S,
      });
    },

    /** Ferme la session et renvoie l'adresse de fin de session du fournisseur (ou l'accueil). */
    async fermerSession(requete: FastifyRequest, reponse: FastifyReply): Promise<string> {
      const idToken = requete.session.utilisateur?.identiteFederee?.idToken ?? null;
      const federee = requete.session.utilisateur?.identiteFederee !== undefined;
      await requete.session.destroy();
      reponse.clearCookie(COOKIE_IDENTITE_FEDEREE, { path: '/' });
      if (!identite || !federee) return '/';
      try {
        return await identite.urlDeconnexion(idToken);
      } catch (erreur) {
        // La session du registre est fermée ; seule la fin de session chez le fournisseur n'a pas pu être préparée.
        requete.log.error({ motif: (erreur as Error).message }, 'déconnexion fédérée indisponible');
        return '/';
      }
    },
  };
}

export type SessionFederee = ReturnType<typeof creerSessionFederee>;
