import { z } from 'zod';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { defineRoute } from './contrat.js';

/**
 * Justificatifs PDF des demandes instruites au guichet (ADR 0350) : le teneur lit la pièce avant de valider un
 * rattachement, une contestation (mandat demandé et mandat en place) ou une dissolution. La spécification ne
 * nomme pas ces appels (spec 2 §7.6, §7.7) ; ils suivent le modèle de `validationsRoutes.pieceEchange`.
 *
 * Réponse : les octets du PDF tels que déposés (`application/pdf`, nom du fichier dans `content-disposition`,
 * `cache-control: no-store`). Lecture seule, non journalisée.
 * Erreurs : 401 sans session ; 403 sans aucune des autorisations de `acces` ; 404 pour une pièce inconnue, absente,
 * ou que l'appelant ne peut pas lire (un autre établissement n'apprend pas qu'elle existe).
 */

const PdfBinaire = z.custom<Uint8Array>((v) => v instanceof Uint8Array);

export const justificatifsRoutes = {
  mandat: defineRoute({
    method: 'GET',
    path: '/api/mandats/:id/justificatif',
    summary:
      'Justificatif PDF du mandat {id} (teneurs qui instruisent : tout mandat ; établissement titulaire ou demandeur du mandat)',
    acces: ['VALIDER_RATTACHEMENT_DECLARATION', 'VISUALISER_COPRO'],
    params: z.object({ id: IdentifiantChemin }),
    response: PdfBinaire,
    responseFormat: 'binary',
    exemple: { params: { id: 1 } },
  }),
  dissolution: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/dissolution/:id/justificatif',
    summary:
      'Justificatif PDF de la demande de dissolution en attente de la copropriété {id} (teneurs qui instruisent ; établissement demandeur)',
    acces: ['VALIDER_RATTACHEMENT_DECLARATION', 'DISSOUDRE_COPRO'],
    params: z.object({ id: IdentifiantChemin }),
    response: PdfBinaire,
    responseFormat: 'binary',
    exemple: { params: { id: 1 } },
  }),
} as const;
