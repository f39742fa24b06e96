import { ficheSynthetiqueRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import { creerServiceFicheSynthetique } from '../services/fiche-synthetique/fiche-synthetique-service.js';
import type { Services } from '../services/index.js';

/** Fiche synthétique : téléchargement (PDF) et vérification publique (ADR 0116). */
export function routesFicheSynthetique(services: Services) {
  const fiches = creerServiceFicheSynthetique(services.db, { urlPublique: services.config.urlPublique });
  return [
    implementer(ficheSynthetiqueRoutes.telecharger, async ({ params, utilisateur, reponse }) => {
      const fiche = await fiches.emettre(utilisateur, params.id);
      reponse
        .type('application/pdf')
        .header('content-disposition', dispositionPieceJointe(fiche.nomFichier))
        .header('cache-control', 'no-store');
      return fiche.pdf;
    }),
    implementer(ficheSynthetiqueRoutes.verifier, async ({ params, reponse }) => {
      reponse.header('cache-control', 'no-store');
      return fiches.verifier(params.empreinte);
    }),
  ];
}
