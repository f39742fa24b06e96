import { clavisRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Connexion institutionnelle (ADR 0065) et charte de confidentialité (ADR 0066). */
export function routesClavis(services: Services) {
  const { clavis } = services;
  return [
    implementer(clavisRoutes.urls, async ({ requete }) => clavis.urls(requete)),
    implementer(clavisRoutes.estAuthentifie, async ({ utilisateur }) => clavis.estAuthentifie(utilisateur)),
    implementer(clavisRoutes.nomService, async () => clavis.nomService()),
    implementer(clavisRoutes.attributs, async ({ utilisateur }) => clavis.attributs(utilisateur)),
    implementer(clavisRoutes.deconnexion, async ({ requete, reponse }) =>
      clavis.deconnecter(requete, reponse),
    ),
    implementer(clavisRoutes.connexion, async ({ requete, query }) =>
      clavis.commencer(requete, query.retour),
    ),
    implementer(clavisRoutes.retour, async ({ requete, reponse, query }) =>
      clavis.terminer(requete, reponse, query),
    ),
    implementer(clavisRoutes.etatCharte, async ({ utilisateur }) => clavis.etatCharte(utilisateur)),
    implementer(clavisRoutes.accepterCharte, async ({ requete, utilisateur }) =>
      clavis.accepterCharte(requete, utilisateur),
    ),
    implementer(clavisRoutes.refuserCharte, async ({ requete, reponse, utilisateur }) =>
      clavis.refuserCharte(requete, reponse, utilisateur),
    ),
  ];
}
