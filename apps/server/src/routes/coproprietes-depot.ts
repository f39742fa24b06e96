import { coproprietesDepotRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Dépôt d'une demande d'immatriculation et comparaison aux copropriétés existantes (ADR 0141, 0142). */
export function routesCoproprietesDepot(services: Services) {
  const { immatriculation } = services;
  return [
    implementer(coproprietesDepotRoutes.doublons, async ({ utilisateur, params, body }) =>
      immatriculation.comparerDoublons(utilisateur, params.n, body),
    ),
    implementer(coproprietesDepotRoutes.deposer, async ({ utilisateur, body }) =>
      immatriculation.deposer(utilisateur, body, { route: 'brouillon' }),
    ),
    implementer(coproprietesDepotRoutes.deposerNotaire, async ({ utilisateur, params, body }) =>
      immatriculation.deposer(utilisateur, body, {
        route: 'notaire',
        successeur: params.x === 0 ? null : params.x,
      }),
    ),
    implementer(coproprietesDepotRoutes.continuerNotaire, async ({ params, body }) =>
      immatriculation.choisirSuccesseur(params.kind, body),
    ),
  ];
}
