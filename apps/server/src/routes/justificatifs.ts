import { justificatifsRoutes } from '@registre/domain';
import type { FastifyReply } from 'fastify';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import type { Services } from '../services/index.js';
import type { PdfJustificatif } from '../services/justificatifs/lire.js';

/** Rend le PDF tel que déposé, à télécharger sous son nom, jamais mis en cache. */
function envoyerPdf(reponse: FastifyReply, pdf: PdfJustificatif) {
  reponse
    .type('application/pdf')
    .header('content-disposition', dispositionPieceJointe(pdf.nom))
    .header('cache-control', 'no-store');
  return pdf.contenu;
}

/** Justificatifs des demandes instruites au guichet (ADR 0350) : routes minces. */
export function routesJustificatifs(services: Services) {
  const { justificatifs } = services;
  return [
    implementer(justificatifsRoutes.mandat, async ({ utilisateur, params, reponse }) =>
      envoyerPdf(reponse, await justificatifs.duMandat(utilisateur, params.id)),
    ),
    implementer(justificatifsRoutes.dissolution, async ({ utilisateur, params, reponse }) =>
      envoyerPdf(reponse, await justificatifs.deLaDissolution(utilisateur, params.id)),
    ),
  ];
}
