import { mandatsRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Opérations sur les mandats (issue 11 §3 ; ADR 0310). */
export function routesMandats(services: Services) {
  const { mandats } = services;
  return [
    implementer(mandatsRoutes.enCours, async ({ utilisateur, query }) =>
      mandats.enCours(utilisateur, query.page, query.taille),
    ),
    implementer(mandatsRoutes.dateDebutMandatPrecedent, async ({ utilisateur, params }) =>
      mandats.dateLimite(utilisateur, params.id, params.bool === 'true'),
    ),
    implementer(mandatsRoutes.mandatPrecedentArchive, async ({ utilisateur, params }) =>
      mandats.mandatPrecedentArchive(utilisateur, params.id),
    ),
    implementer(mandatsRoutes.etat, async ({ utilisateur, params }) => mandats.etat(utilisateur, params.id)),
    implementer(mandatsRoutes.detailAction, async ({ utilisateur, params, query }) =>
      mandats.detailAction(utilisateur, params.id, params.action, query.idMandat),
    ),
    implementer(mandatsRoutes.detailRenouvellement, async ({ utilisateur, params }) =>
      mandats.detailRenouvellement(utilisateur, params.id),
    ),
    implementer(mandatsRoutes.enCoursEtAVenir, async ({ utilisateur, params }) =>
      mandats.enCoursEtAVenir(utilisateur, params.id),
    ),
    implementer(mandatsRoutes.courant, async ({ utilisateur, params }) =>
      mandats.courant(utilisateur, params.id),
    ),
    implementer(mandatsRoutes.supprimables, async ({ utilisateur, params }) =>
      mandats.supprimables(utilisateur, params.id),
    ),
    implementer(mandatsRoutes.renouveler, async ({ utilisateur, body }) =>
      mandats.renouveler(utilisateur, body),
    ),
    implementer(mandatsRoutes.modifierDateDebut, async ({ utilisateur, params, query }) =>
      mandats.modifierDateDebut(utilisateur, params.idMandat, params.date, query.poursuivre === 'true'),
    ),
    implementer(mandatsRoutes.modifierDateFinArchive, async ({ utilisateur, params, query }) =>
      mandats.modifierDateFinArchive(utilisateur, params.idMandat, params.date, query.poursuivre === 'true'),
    ),
    implementer(mandatsRoutes.retirerRattachement, async ({ utilisateur, params, body }) =>
      mandats.retirerRattachement(utilisateur, params.id, body),
    ),
    implementer(mandatsRoutes.supprimer, async ({ utilisateur, params }) =>
      mandats.supprimer(utilisateur, params.id),
    ),
  ];
}
