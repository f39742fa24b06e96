import { successeurRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Successeurs : déclaration, clé publique, validation par le successeur, lectures (issue 11 §4, ADR 0330). */
export function routesSuccesseurs(services: Services) {
  const { successeurs } = services;
  return [
    implementer(successeurRoutes.verifieDeclSuccPossible, async ({ utilisateur, body }) =>
      successeurs.verifierPossible(utilisateur, body.idCopropriete),
    ),
    implementer(successeurRoutes.declarer, async ({ utilisateur, body }) =>
      successeurs.declarer(utilisateur, body),
    ),
    implementer(successeurRoutes.annuler, async ({ utilisateur, params }) =>
      successeurs.annuler(utilisateur, params.id),
    ),
    implementer(successeurRoutes.lireCle, async ({ params }) => successeurs.lireCle(params.key)),
    implementer(successeurRoutes.valider, async ({ utilisateur, body }) =>
      successeurs.valider(utilisateur, body),
    ),
    implementer(successeurRoutes.declarationsAValider, async ({ utilisateur, query }) =>
      successeurs.declarationsAValider(utilisateur, query),
    ),
    implementer(successeurRoutes.isSuccesseurDeclare, async ({ utilisateur, params }) =>
      successeurs.isSuccesseurDeclare(utilisateur, params.id),
    ),
    implementer(successeurRoutes.etablissementDuMandat, async ({ utilisateur, params }) =>
      successeurs.etablissementDuMandat(utilisateur, params.id),
    ),
  ];
}
