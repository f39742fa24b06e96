import type { ContratRoute } from './contrat.js';
import { systemeRoutes } from './systeme.routes.js';

export * from './contrat.js';
export { systemeRoutes } from './systeme.routes.js';

/** Tous les contrats de l'API, regroupés par ressource : le serveur doit tous les implémenter. */
export const contrats = {
  systeme: systemeRoutes,
} as const;

export function listerContrats(): ContratRoute[] {
  return Object.values(contrats).flatMap((groupe) => Object.values(groupe) as ContratRoute[]);
}
