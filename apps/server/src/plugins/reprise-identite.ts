import { compteRoutes } from '@registre/domain';
import type { FastifyInstance } from 'fastify';
import { COOKIE_IDENTITE_FEDEREE } from '../services/clavis/session-federee.js';
import type { Services } from '../services/index.js';

/** En-têtes d'une 401 de `GET api/account` qui disent au client comment reprendre la session (spec 2 §7.14). */
export const ENTETE_NOTAIRE = 'ntr';
export const ENTETE_RECHARGER_IDENTITE = 'reload_identity';

/**
 * Reprise de session (ADR 0069) : sur une 401 de `GET api/account`, `ntr` quand la requête porte un
 * certificat de notaire vérifié (le client connecte le notaire par son certificat), sinon `reload_identity`
 * quand une identité fédérée a ouvert une session sur ce navigateur (le client relance la connexion
 * institutionnelle). Toute déconnexion efface ce témoin. Ferme le fournisseur d'identité local à l'arrêt.
 */
export function enregistrerRepriseIdentite(app: FastifyInstance, services: Services): void {
  app.addHook('onSend', async (requete, reponse, charge) => {
    const route = requete.routeOptions.url;
    if (reponse.statusCode === 401 && requete.method === 'GET' && route === compteRoutes.compte.path) {
      if (services.notaires.certificat(requete)) reponse.header(ENTETE_NOTAIRE, 'true');
      else if (requete.cookies[COOKIE_IDENTITE_FEDEREE]) reponse.header(ENTETE_RECHARGER_IDENTITE, 'true');
    }
    if (requete.method === 'POST' && route === compteRoutes.deconnexion.path) {
      reponse.clearCookie(COOKIE_IDENTITE_FEDEREE, { path: '/' });
    }
    return charge;
  });
  app.addHook('onClose', async () => {
    await services.identite?.fermer();
  });
}
