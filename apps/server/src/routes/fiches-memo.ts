import { fichesMemoRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import type { Services } from '../services/index.js';

/** Fiches mémo (spec 2 §7.10, ADR 0262) ; cache et ETag par le socle des routes ouvertes. */
export function routesFichesMemo(services: Services) {
  return [
    implementer(fichesMemoRoutes.lister, async ({ query }) => services.fichesMemo.lister(query.categorie)),
    implementer(fichesMemoRoutes.telecharger, async ({ query, reponse }) => {
      const pdf = await services.fichesMemo.telecharger(query.categorie, query.fileName);
      reponse.type('application/pdf').header('content-disposition', dispositionPieceJointe(query.fileName));
      return new Uint8Array(pdf);
    }),
  ];
}
