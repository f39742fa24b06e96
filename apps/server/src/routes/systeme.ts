import { systemeRoutes } from '@registre/domain';
import { verifierBase } from '../db/connexion.js';
import { implementer } from '../plugins/contrats.js';
import { ErreurHttp } from '../plugins/erreurs.js';
import type { Services } from '../services/index.js';

export function routesSysteme(services: Services) {
  return [
    implementer(systemeRoutes.health, async () => ({ status: 'ok' as const })),
    implementer(systemeRoutes.ready, async () => {
      try {
        await verifierBase(services.db);
      } catch {
        throw new ErreurHttp(503, 'La base de données ne répond pas.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    }),
    // Le jeton est déposé par le crochet commun des routes de l'API (app.ts) ; la route n'a rien d'autre à faire.
    implementer(systemeRoutes.jetonCsrf, async () => null),
    implementer(systemeRoutes.infoMessage, async () => services.messagesInformation.lireCourant()),
    implementer(systemeRoutes.assistance, async () => ({
      courriel: services.config.assistanceCourriel ?? null,
    })),
  ];
}
