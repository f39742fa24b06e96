import { coproprietesBrouillonsRoutes as routes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Brouillons de déclaration (spec 2 §7.5 ; ADR 0130, 0131). */
export function routesCoproprietesBrouillons(services: Services) {
  const d = services.declarations;
  return [
    implementer(routes.nouvelle, async ({ utilisateur, params }) => d.nouvelle(utilisateur, params.x)),
    implementer(routes.lire, async ({ utilisateur, params }) => d.lire(utilisateur, params.id)),
    implementer(routes.lister, async ({ utilisateur, query }) => d.lister(utilisateur, query)),
    implementer(routes.enregistrer, async ({ utilisateur, params, body }) =>
      d.enregistrer(utilisateur, params.x, body),
    ),
    implementer(routes.supprimer, async ({ utilisateur, params }) => {
      await d.supprimer(utilisateur, params.id);
      return null;
    }),
    implementer(routes.changerEtat, async ({ utilisateur, body }) => d.changerEtat(utilisateur, body)),
    implementer(routes.donneesCopropriete, async ({ utilisateur, params }) =>
      d.donneesCopropriete(utilisateur, params.id),
    ),
    implementer(routes.declarationsPrecedentes, async ({ utilisateur, params }) =>
      d.declarationsPrecedentes(utilisateur, params.id),
    ),
    implementer(routes.ouvrirMiseAJour, async ({ utilisateur, params }) =>
      d.ouvrirMiseAJour(utilisateur, params.id, params.x, params.corriger),
    ),
    implementer(routes.enregistrerMiseAJour, async ({ utilisateur, params, body }) =>
      d.enregistrerMiseAJour(utilisateur, params.transmettre, params.id, body),
    ),
    implementer(routes.mettreAJourDonneesFinancieres, async ({ utilisateur, params, body }) =>
      d.mettreAJourDonneesFinancieres(utilisateur, params.id, body),
    ),
    implementer(routes.supprimerDeclarations, async ({ utilisateur, body }) => {
      await d.supprimerDeclarations(utilisateur, body.id);
      return null;
    }),
    implementer(routes.ecarterDeclarationPredecesseur, async ({ utilisateur, params }) => {
      await d.ecarterDeclarationPredecesseur(utilisateur, params.id);
      return null;
    }),
    implementer(routes.declarerErreur, async ({ utilisateur, params, query }) =>
      d.declarerErreur(utilisateur, params.id, query.erreur),
    ),
  ];
}
