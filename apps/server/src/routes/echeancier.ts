import { echeancierRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Échéancier des obligations (issue 11 §6, ADR 0340) et flux iCalendar privé (ADR 0341). */
export function routesEcheancier(services: Services) {
  const { lire, flux } = services.echeancier;
  return [
    implementer(echeancierRoutes.lister, async ({ query, utilisateur }) => lire(utilisateur, query)),
    implementer(echeancierRoutes.etatFlux, async ({ utilisateur }) => flux.etat(utilisateur)),
    implementer(echeancierRoutes.creerFlux, async ({ utilisateur }) => flux.creer(utilisateur)),
    implementer(echeancierRoutes.revoquerFlux, async ({ utilisateur }) => flux.revoquer(utilisateur)),
    implementer(echeancierRoutes.fluxIcs, async ({ params, reponse }) => {
      const texte = await flux.ics(params.fichier);
      reponse
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex');
      return texte;
    }),
  ];
}
