import { matchRoutes, type RouteObject } from 'react-router';

let routesConnues: RouteObject[] = [];

/** Enregistre l'arbre des routes, pour n'afficher que les tuiles et entrées de menu dont la page existe. */
export function enregistrerRoutes(routes: RouteObject[]): void {
  routesConnues = routes;
}

/** La page existe-t-elle (autrement que par la page « non trouvée ») ? */
export function routeDisponible(chemin: string): boolean {
  const correspondances = matchRoutes(routesConnues, chemin.split('?')[0] ?? chemin);
  const derniere = correspondances?.at(-1);
  return derniere !== undefined && derniere.route.path !== '*';
}
