import { captchaRoutes } from './captcha.routes.js';
import { compteRoutes } from './compte.routes.js';
import type { ContratRoute } from './contrat.js';
import { systemeRoutes } from './systeme.routes.js';

export * from './captcha.routes.js';
export * from './compte.routes.js';
export * from './contrat.js';
export { systemeRoutes } from './systeme.routes.js';

/** Tous les contrats de l'API, regroupés par ressource : le serveur doit tous les implémenter. */
export const contrats = {
  systeme: systemeRoutes,
  compte: compteRoutes,
  captcha: captchaRoutes,
} as const;

export function listerContrats(): ContratRoute[] {
  return Object.values(contrats).flatMap((groupe) => Object.values(groupe) as ContratRoute[]);
}
