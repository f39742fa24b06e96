import { indicateursRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Indicateurs du teneur (spec 2 §7.8 `indicateurMCO/allTableau`) : instantané, ou recalcul demandé (ADR 0281). */
export function routesIndicateurs(services: Services) {
  return [
    implementer(indicateursRoutes.tableau, async ({ utilisateur, query }) =>
      services.indicateurs.lire(utilisateur, query.actualiser === 'true'),
    ),
  ];
}
