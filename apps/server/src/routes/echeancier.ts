import { echeancierRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Échéancier des obligations (issue 11 §6, ADR 0340). */
export function routesEcheancier(services: Services) {
  return [
    implementer(echeancierRoutes.lister, async ({ query, utilisateur }) =>
      services.echeancier.lire(utilisateur, query),
    ),
  ];
}
