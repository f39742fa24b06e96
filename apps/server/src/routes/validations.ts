import { validationsRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import type { Services } from '../services/index.js';

/** Guichet de validation du teneur (spec 2 §7.7, §7.12 ; ADR 0190 à 0193) : routes minces. */
export function routesValidations(services: Services) {
  const { validation } = services;
  return [
    implementer(validationsRoutes.rechercher, async ({ utilisateur, body }) =>
      validation.rechercher(utilisateur, body),
    ),
    implementer(validationsRoutes.plusAncienne, async ({ utilisateur }) =>
      validation.plusAncienne(utilisateur),
    ),
    implementer(validationsRoutes.typesDemande, async ({ utilisateur }) =>
      validation.typesDemande(utilisateur),
    ),
    implementer(validationsRoutes.ouvrirParMandat, async ({ utilisateur, params }) =>
      validation.ouvrirParMandat(utilisateur, params.idMandat),
    ),
    implementer(validationsRoutes.ouvrirSansMandat, async ({ utilisateur, params }) =>
      validation.ouvrir(utilisateur, params.n),
    ),
    implementer(validationsRoutes.liberer, async ({ utilisateur, params }) =>
      validation.liberer(utilisateur, params.n),
    ),
    implementer(validationsRoutes.infos, async ({ utilisateur, params }) =>
      validation.lecture.infos(utilisateur, params.n),
    ),
    implementer(validationsRoutes.declaration, async ({ utilisateur, params }) =>
      validation.lecture.declaration(utilisateur, params.id),
    ),
    implementer(validationsRoutes.adresses, async ({ utilisateur, params }) =>
      validation.lecture.adresses(utilisateur, params.id),
    ),
    implementer(validationsRoutes.doublons, async ({ utilisateur, params }) =>
      validation.lecture.doublons(utilisateur, params.id, params.n),
    ),
    implementer(validationsRoutes.accepter, async ({ utilisateur, params }) =>
      validation.accepter(utilisateur, params.n),
    ),
    // Le même écran refuse une demande de rattachement ou une contestation (mandat au guichet, ADR 0301).
    implementer(validationsRoutes.refuser, async ({ utilisateur, params, query }) =>
      params.idMandat > 0 &&
      (await services.rattachement.validation.estDemandeDeRattachement(params.idMandat))
        ? services.rattachement.validation.refuser(utilisateur, params, query)
        : validation.refuser(utilisateur, params, query),
    ),
    implementer(validationsRoutes.affecter, async ({ utilisateur, body }) =>
      validation.affecter(utilisateur, body),
    ),
    implementer(validationsRoutes.teneursAffectables, async ({ utilisateur }) =>
      validation.teneursAffectables(utilisateur),
    ),
    implementer(validationsRoutes.demanderPrecisions, async ({ utilisateur, body }) =>
      validation.demanderPrecisions(utilisateur, body),
    ),
    implementer(validationsRoutes.cleDoublon, async ({ utilisateur, params }) =>
      validation.doublons.cle(utilisateur, params.n),
    ),
    implementer(validationsRoutes.validerDoublon, async ({ utilisateur, params }) =>
      validation.doublons.decider(utilisateur, params),
    ),
    implementer(validationsRoutes.echanges, async ({ utilisateur, params }) =>
      validation.echanges.fil(utilisateur, params.n),
    ),
    implementer(validationsRoutes.questionsOuvertes, async ({ utilisateur }) =>
      validation.echanges.questionsOuvertes(utilisateur),
    ),
    implementer(validationsRoutes.repondre, async ({ utilisateur, params, body }) =>
      validation.echanges.repondre(utilisateur, params.n, body),
    ),
    implementer(validationsRoutes.pieceEchange, async ({ utilisateur, params, reponse }) => {
      const piece = await validation.echanges.piece(utilisateur, params.n, params.idPiece);
      reponse
        .type('application/pdf')
        .header('content-disposition', dispositionPieceJointe(piece.nom))
        .header('cache-control', 'no-store');
      return piece.contenu;
    }),
  ];
}
