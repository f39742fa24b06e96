import { newsletterRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import type { Services } from '../services/index.js';

/** Lettres d'information (spec 2 §7.10, ADR 0261). */
export function routesNewsletter(services: Services) {
  return [
    implementer(newsletterRoutes.inscrire, async ({ body }) => {
      await services.newsletter.inscrire(body, 'site');
      return null;
    }),
    implementer(newsletterRoutes.lister, async ({ reponse }) => {
      reponse.header('cache-control', 'public, max-age=300');
      return services.newsletter.lister();
    }),
    implementer(newsletterRoutes.telecharger, async ({ query, reponse }) => {
      const pdf = await services.newsletter.telecharger(query.fileName);
      reponse
        .type('application/pdf')
        .header('content-disposition', dispositionPieceJointe(query.fileName))
        .header('cache-control', 'public, max-age=3600');
      return new Uint8Array(pdf);
    }),
  ];
}
