import { developpementRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { ErreurHttp } from '../plugins/erreurs.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import { creerServiceBoiteDeReception } from '../services/developpement/boite-de-reception.js';
import type { Services } from '../services/index.js';

/**
 * Boîte de réception de développement (ADR 0072). `routes/index.ts` n'enregistre ces routes qu'en dehors
 * de la production : en production, elles répondent 404 comme toute adresse inconnue.
 */
export function routesDeveloppement(services: Services) {
  const boite = creerServiceBoiteDeReception(services.db);
  return [
    implementer(developpementRoutes.courriels, async ({ query }) => boite.courriels(query)),
    implementer(developpementRoutes.courriel, async ({ params }) => {
      const courriel = await boite.courriel(params.id);
      if (!courriel) throw new ErreurHttp(404, "Ce courriel n'existe pas.");
      return courriel;
    }),
    implementer(developpementRoutes.lettres, async ({ query }) => boite.lettres(query)),
    implementer(developpementRoutes.document, async ({ params, reponse }) => {
      const document = await boite.document(params.id);
      if (!document)
        throw new ErreurHttp(404, "Ce document n'est joint à aucun courriel ni à aucune lettre.");
      reponse
        .type(document.typeMime || 'application/pdf')
        .header('content-disposition', dispositionPieceJointe(document.nom))
        .header('cache-control', 'no-store');
      return document.contenu;
    }),
  ];
}
