import { modificationAdminRoutes as routes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Modification administrative d'une copropriété par un administrateur du teneur (ADR 0275). */
export function routesModificationAdmin(services: Services) {
  const m = services.modificationAdmin;
  return [
    implementer(routes.ouvrirModificationAdmin, async ({ utilisateur, params }) =>
      m.ouvrir(utilisateur, params.id),
    ),
    implementer(routes.enregistrerModificationAdmin, async ({ utilisateur, params, body }) =>
      m.enregistrer(utilisateur, params.id, body),
    ),
  ];
}
