import { rattachementRoutes, rattachementValidationRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import type { Services } from '../services/index.js';

/** Rattachement d'une copropriété immatriculée et contestation (ADR 0300). */
export function routesRattachement(services: Services) {
  const { rattachement, validation } = services;
  return [
    implementer(rattachementRoutes.checkEtatCopro, async ({ utilisateur, params }) =>
      rattachement.checkEtatCopro(utilisateur, params.id),
    ),
    implementer(rattachementRoutes.checkisContestationOk, async ({ utilisateur, params }) =>
      rattachement.checkisContestationOk(utilisateur, params.id),
    ),
    implementer(rattachementRoutes.mandatMemeSiren, async ({ utilisateur, params }) =>
      rattachement.mandatMemeSiren(utilisateur, params.id),
    ),
    implementer(rattachementRoutes.rattachementEnCours, async ({ utilisateur, params }) =>
      rattachement.rattachementEnCours(utilisateur, params.id),
    ),
    implementer(rattachementRoutes.deposer, async ({ utilisateur, body }) =>
      rattachement.deposer(utilisateur, body),
    ),
    implementer(rattachementRoutes.modifier, async ({ utilisateur, params, body }) =>
      rattachement.modifier(utilisateur, params.flag === 'true', body),
    ),
    implementer(rattachementValidationRoutes.ouvrir, async ({ utilisateur, params }) =>
      rattachement.validation.ouvrir(utilisateur, params.n),
    ),
    implementer(rattachementValidationRoutes.lire, async ({ utilisateur, params }) =>
      rattachement.validation.lire(utilisateur, params.id),
    ),
    implementer(rattachementValidationRoutes.infoContestation, async ({ utilisateur, params }) =>
      rattachement.validation.infoContestation(utilisateur, params.id),
    ),
    implementer(rattachementValidationRoutes.quitter, async ({ utilisateur, params }) =>
      rattachement.validation.quitter(utilisateur, params.id),
    ),
    implementer(rattachementValidationRoutes.trancher, async ({ utilisateur, body }) =>
      rattachement.validation.trancher(utilisateur, body),
    ),
    // Précisions sur une demande de rattachement : fil propre au mandat demandé (ADR 0305).
    implementer(rattachementValidationRoutes.echanges, async ({ utilisateur, params }) =>
      validation.echanges.filDuMandat(utilisateur, params.id),
    ),
    implementer(rattachementValidationRoutes.repondre, async ({ utilisateur, params, body }) =>
      validation.echanges.repondreAuMandat(utilisateur, params.id, body),
    ),
    implementer(rattachementValidationRoutes.pieceEchange, async ({ utilisateur, params, reponse }) => {
      const piece = await validation.echanges.pieceDuMandat(utilisateur, params.id, params.idPiece);
      reponse
        .type('application/pdf')
        .header('content-disposition', dispositionPieceJointe(piece.nom))
        .header('cache-control', 'no-store');
      return piece.contenu;
    }),
  ];
}
