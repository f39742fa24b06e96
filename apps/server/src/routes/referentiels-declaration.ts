import {
  EnergieChauffage,
  energieChauffageLabels,
  listeReferentiel,
  PeriodeConstruction,
  periodeConstructionLabels,
  referentielsDeclarationRoutes,
  TypeChauffage,
  typeChauffageLabels,
  typeJustifMandatLabels,
  typesJustifMandatAutorises,
} from '@registre/domain';
import { implementer } from '../plugins/contrats.js';

/** Listes de référence du formulaire de déclaration (spec 2 §7.5 et §7.12), tirées des libellés du domaine. */
export function routesReferentielsDeclaration() {
  return [
    implementer(referentielsDeclarationRoutes.energiesUtilisees, async () =>
      listeReferentiel(energieChauffageLabels, EnergieChauffage.options),
    ),
    implementer(referentielsDeclarationRoutes.typesChauffage, async () =>
      listeReferentiel(typeChauffageLabels, TypeChauffage.options),
    ),
    implementer(referentielsDeclarationRoutes.periodesConstruction, async () =>
      listeReferentiel(periodeConstructionLabels, PeriodeConstruction.options),
    ),
    implementer(referentielsDeclarationRoutes.typesPiecesJustificatives, async ({ query }) =>
      listeReferentiel(typeJustifMandatLabels, typesJustifMandatAutorises(query.adminProvisoire)),
    ),
  ];
}
