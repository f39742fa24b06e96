import { batimentsRoutes, geocodageRoutes, parcellesRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Géocodage, cadastre et bâtiments derrière l'API du registre (spec 2 §7.13, ADR 0120). */
export function routesLocalisation(services: Services) {
  const { adresses, parcelles, batiments, mettreAJourParcelles } = services;
  return [
    implementer(geocodageRoutes.autocompletion, async ({ query }) => adresses.autocompleter(query.q)),
    implementer(geocodageRoutes.recherche, async ({ query }) => adresses.rechercher(query.q)),
    implementer(parcellesRoutes.verifier, async ({ query }) => parcelles.verifier(query)),
    implementer(batimentsRoutes.parCleBan, async ({ params }) => batiments.identifier(params.cleBan)),
    implementer(parcellesRoutes.mettreAJourNonGeolocalisees, async ({ params, body, utilisateur }) =>
      mettreAJourParcelles(utilisateur, params.idDeclaration, body),
    ),
  ];
}
