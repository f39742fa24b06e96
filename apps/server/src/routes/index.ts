import type { Implementation } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';
import { routesCompte } from './compte.js';
import { routesSysteme } from './systeme.js';

/** Toutes les implémentations de routes ; un test vérifie que chaque contrat du domaine y figure. */
export function toutesLesRoutes(services: Services): Implementation[] {
  return [...routesSysteme(services), ...routesCompte(services)];
}
