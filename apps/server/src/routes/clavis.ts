import { CHEMIN_ERREUR_CONNEXION_INSTITUTIONNELLE, clavisRoutes, ErreurMetier } from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** La requête est une navigation du navigateur (page attendue), pas un appel de l'API. */
const attendUnePage = (requete: FastifyRequest) => (requete.headers.accept ?? '').includes('text/html');

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
    // Le retour du fournisseur est une navigation : un refus (connexion commencée sur un autre nom d'hôte,
    // expirée, rejouée ; service indisponible) mène à une page d'erreur en français plutôt qu'à du JSON brut.
    implementer(clavisRoutes.retour, async ({ requete, reponse, query }) => {
      try {
        return await clavis.terminer(requete, reponse, query);
      } catch (erreur) {
        if (!(erreur instanceof ErreurMetier) || !attendUnePage(requete)) throw erreur;
        return `${CHEMIN_ERREUR_CONNEXION_INSTITUTIONNELLE}?motif=${erreur.nature === 'indisponible' ? 'indisponible' : 'refus'}`;
      }
    }),
    implementer(clavisRoutes.etatCharte, async ({ utilisateur }) => clavis.etatCharte(utilisateur)),
    implementer(clavisRoutes.accepterCharte, async ({ requete, utilisateur }) =>
      clavis.accepterCharte(requete, utilisateur),
    ),
    implementer(clavisRoutes.refuserCharte, async ({ requete, reponse, utilisateur }) =>
      clavis.refuserCharte(requete, reponse, utilisateur),
    ),
  ];
}
