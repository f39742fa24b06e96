import { communesRoutes, ErreurMetier } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Appels des communes de spec 2 §7.5 (référentiel chargé en base). */
export function routesCommunes(services: Services) {
  const { communes } = services;
  return [
    implementer(communesRoutes.parLibelle, async ({ params }) => communes.parLibelle(params.x)),
    implementer(communesRoutes.absorbees, async ({ params }) => communes.absorbees(params.x)),
    implementer(communesRoutes.parDepartementEtTerme, async ({ params }) =>
      communes.parDepartementEtTerme(params.dept, params.term),
    ),
    implementer(communesRoutes.parDepartement, async ({ params }) => communes.parDepartement(params.dept)),
    implementer(communesRoutes.parCodeInsee, async ({ params }) => {
      const trouvee = await communes.parCodeInsee(params.insee);
      if (!trouvee)
        throw new ErreurMetier('introuvable', `Aucune commune n’a le code INSEE ${params.insee}.`);
      return trouvee;
    }),
  ];
}
