import { journalRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Journal des événements du teneur (spec 2 §7.9). */
export function routesJournal(services: Services) {
  const journal = services.journalEvenements;
  return [
    implementer(journalRoutes.profils, async () => journal.profils()),
    implementer(journalRoutes.categories, async () => journal.categories()),
    implementer(journalRoutes.typesDeLaCategorie, async ({ params }) =>
      journal.typesDeLaCategorie(params.category),
    ),
    implementer(journalRoutes.tousLesTypes, async () => journal.tousLesTypes()),
    implementer(journalRoutes.modalites, async () => journal.modalites()),
    implementer(journalRoutes.rechercher, async ({ body }) => journal.rechercher(body)),
  ];
}
