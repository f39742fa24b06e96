import { coproprietesRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Liste et consultation des copropriétés (spec 2 §7.2 ; ADR 0160, 0161). */
export function routesCoproprietes(services: Services) {
  const liste = services.listeCoproprietes;
  return [
    implementer(coproprietesRoutes.rechercher, async ({ body, utilisateur }) =>
      liste.rechercher(utilisateur, body),
    ),
    implementer(coproprietesRoutes.rechercherImmatOuNom, async ({ body, utilisateur }) =>
      liste.proposer(utilisateur, body.immatriculationOuNom),
    ),
    implementer(coproprietesRoutes.visualiser, async ({ params, utilisateur }) =>
      liste.visualiser(utilisateur, params.id),
    ),
    implementer(coproprietesRoutes.infosAction, async ({ params, query, utilisateur }) =>
      liste.infosAction(utilisateur, params.id, params.action, query.idMandat),
    ),
    implementer(coproprietesRoutes.etats, async () => liste.etats()),
    implementer(coproprietesRoutes.tableauDeBordSyndic, async ({ utilisateur }) =>
      liste.tableauDeBordSyndic(utilisateur),
    ),
  ];
}
