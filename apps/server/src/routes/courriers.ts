import { courriersRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import type { Services } from '../services/index.js';

/** Courriers postaux du teneur : lettres à envoyer, lots pour l'imprimeur (ADR 0235). */
export function routesCourriers(services: Services) {
  return [
    implementer(courriersRoutes.aEnvoyer, async ({ query }) => services.courriers.lettresAEnvoyer(query)),
    implementer(courriersRoutes.lots, async ({ query }) => services.courriers.lots(query)),
    implementer(courriersRoutes.preparerLot, async ({ utilisateur }) =>
      services.courriers.preparerLot(utilisateur),
    ),
    implementer(courriersRoutes.telechargerLot, async ({ params, reponse }) => {
      const { nomFichier, pdf } = await services.courriers.pdfLot(params.id);
      reponse
        .type('application/pdf')
        .header('content-disposition', dispositionPieceJointe(nomFichier))
        .header('cache-control', 'no-store');
      return pdf;
    }),
    implementer(courriersRoutes.declarerEnvoye, async ({ params, utilisateur }) =>
      services.courriers.declarerEnvoye(utilisateur, params.id),
    ),
  ];
}
