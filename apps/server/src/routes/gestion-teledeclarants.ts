import { teledeclarantsRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Gestion des télédéclarants par le teneur (spec 2 §7.8). */
export function routesGestionTeledeclarants(services: Services) {
  const gestion = services.gestionTeledeclarants;
  return [
    implementer(teledeclarantsRoutes.rechercher, async ({ body }) => gestion.rechercher(body)),
    implementer(teledeclarantsRoutes.lire, async ({ params }) => gestion.lire(params.id)),
    implementer(teledeclarantsRoutes.supprimer, async ({ params, utilisateur }) =>
      gestion.supprimer(utilisateur, params.id),
    ),
    implementer(teledeclarantsRoutes.lireAvecUtilisateurs, async ({ params }) =>
      gestion.lireAvecUtilisateurs(params.id),
    ),
    implementer(teledeclarantsRoutes.modifier, async ({ body, utilisateur }) =>
      gestion.modifier(utilisateur, body),
    ),
  ];
}
