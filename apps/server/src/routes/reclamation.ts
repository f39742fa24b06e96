import { reclamationRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import type { Services } from '../services/index.js';

/** Contact et réclamations : formulaire public et traitement par le teneur (spec 2 §7.3, ADR 0295 et 0296). */
export function routesReclamation(services: Services) {
  const s = services.reclamations;
  return [
    implementer(reclamationRoutes.typesDemandeur, async ({ params }) => s.typesDemandeur(params.x)),
    implementer(reclamationRoutes.typesReclamation, async ({ params }) => s.typesReclamation(params.x)),
    implementer(reclamationRoutes.precisions, async ({ params }) => s.precisions(params.x, params.y)),
    implementer(reclamationRoutes.champsObligatoires, async ({ params }) => s.champsObligatoires(params.x)),
    implementer(reclamationRoutes.nomCopropriete, async ({ params }) => s.nomCopropriete(params.numImmat)),
    implementer(reclamationRoutes.controlerPdf, async ({ body }) => s.controlerPdf('fichier', body.fichier)),
    implementer(reclamationRoutes.deposer, async ({ body, utilisateur }) => s.deposer(body, utilisateur)),
    implementer(reclamationRoutes.rechercher, async ({ query }) => s.lister(query)),
    implementer(reclamationRoutes.lire, async ({ params }) => s.lire(params.id)),
    implementer(reclamationRoutes.telechargerPiece, async ({ params, reponse }) => {
      const piece = await s.piece(params.id);
      reponse
        .type('application/pdf')
        .header('content-disposition', dispositionPieceJointe(piece.nom))
        .header('cache-control', 'private, no-store');
      return new Uint8Array(piece.contenu);
    }),
    implementer(reclamationRoutes.changerStatut, async ({ params, body, utilisateur }) =>
      s.changerStatut(utilisateur, params.id, body),
    ),
  ];
}
