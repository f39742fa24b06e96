import {
  dissolutionRoutes,
  faitGenerateurLabels,
  listeReferentiel,
  MotifDissolution,
  motifDissolutionLabels,
  typeJustifDissolutionLabels,
  typesJustifDissolutionParMotif,
} from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Dissolution d'une copropriété : listes de référence, déclaration, guichet du teneur (ADR 0320). */
export function routesDissolution(services: Services) {
  const { dissolution } = services;
  return [
    implementer(dissolutionRoutes.motifs, async () =>
      listeReferentiel(motifDissolutionLabels, MotifDissolution.options),
    ),
    implementer(dissolutionRoutes.typesPieces, async ({ params }) =>
      listeReferentiel(typeJustifDissolutionLabels, typesJustifDissolutionParMotif[params.motif]),
    ),
    implementer(dissolutionRoutes.faitGenerateur, async ({ params }) => ({
      code: params.motif,
      libelle: faitGenerateurLabels[params.motif],
    })),
    implementer(dissolutionRoutes.lire, async ({ utilisateur, params }) =>
      dissolution.lire(utilisateur, params.id),
    ),
    implementer(dissolutionRoutes.declarer, async ({ utilisateur, params, body }) =>
      dissolution.declarer(utilisateur, params.id, body),
    ),
    implementer(dissolutionRoutes.ouvrir, async ({ utilisateur, params }) =>
      dissolution.validation.ouvrir(utilisateur, params.id),
    ),
    implementer(dissolutionRoutes.quitter, async ({ utilisateur, params }) =>
      dissolution.validation.quitter(utilisateur, params.id),
    ),
    implementer(dissolutionRoutes.trancher, async ({ utilisateur, body }) =>
      dissolution.validation.trancher(utilisateur, body),
    ),
    implementer(dissolutionRoutes.supprimerCopropriete, async ({ utilisateur, params, body }) =>
      dissolution.suppressions.supprimerCopropriete(utilisateur, params.id, body),
    ),
    implementer(dissolutionRoutes.supprimerMandat, async ({ utilisateur, params, body }) =>
      dissolution.suppressions.supprimerMandat(utilisateur, params.id, body),
    ),
  ];
}
