import { publicRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/**
 * Statistiques de l'API publique ouverte v1 (ADR 0290) : cache, `ETag` et limite par adresse viennent du
 * champ `apiOuverte` des contrats (ADR 0242).
 */
export function routesApiPubliqueStatistiques(services: Services) {
  const stats = services.statistiques.publiques;
  return [
    implementer(publicRoutes.statistiquesFrance, () => stats.france()),
    implementer(publicRoutes.statistiquesDepartements, () => stats.departements()),
    implementer(publicRoutes.statistiquesRegion, ({ params }) => stats.region(params.codeRegion)),
    implementer(publicRoutes.statistiquesDepartement, ({ params }) =>
      stats.departement(params.codeDepartement),
    ),
    implementer(publicRoutes.statistiquesEpci, ({ params }) => stats.epci(params.siren)),
    implementer(publicRoutes.statistiquesCommune, ({ params }) => stats.commune(params.codeInsee)),
    implementer(publicRoutes.conformiteDepartement, ({ params }) => stats.conformite(params.codeDepartement)),
    implementer(publicRoutes.immatriculationsParAnnee, ({ query }) => stats.parAnnee(query, new Date())),
    implementer(publicRoutes.immatriculationsParTrimestre, ({ query }) =>
      stats.parTrimestre(query, new Date()),
    ),
  ];
}
