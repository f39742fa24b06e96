import { z } from 'zod';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { EmpreinteFiche, VerificationFicheSynthetique } from '../fiche-synthetique/fiche-synthetique.js';
import { defineRoute } from './contrat.js';

/**
 * Fiche synthétique d'une copropriété (issue 8 §7, ADR 0116). La spécification ne donne pas le chemin du
 * téléchargement côté télédéclarant : il suit la forme `api/coproprietes/{id}/…` de ses appels sur une
 * copropriété (`{id}/declarationsPrecedentes`). L'espace institutionnel aura son propre appel
 * (`api/public/categorisation/download-single-fiche-copropriete/{immat}`) sur le même générateur.
 */
export const ficheSynthetiqueRoutes = {
  telecharger: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/:id/fiche-synthetique',
    summary:
      'Fiche synthétique (PDF) de la déclaration courante : titulaire du mandat courant, notaire auteur ou teneur',
    // Droit d'action jugé ensuite par `exigerActionCopropriete('FICHE_SYNTHETIQUE', …)` (ADR 0160).
    acces: ['VISUALISER_COPRO'],
    params: z.object({ id: IdentifiantChemin }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    // Chaque téléchargement établit une fiche et enregistre son empreinte ; sans jeton anti-CSRF (simple lien) :
    // une fiche de plus ne change pas la fiche courante, que fixent la déclaration et le mandat courants.
    exemple: { params: { id: 1 } },
  }),
  verifier: defineRoute({
    method: 'GET',
    path: '/api/public/fiche-synthetique/verification/:empreinte',
    summary:
      "Vérification publique d'une fiche synthétique par son empreinte SHA-256 : est-elle la fiche courante ?",
    acces: 'public',
    params: z.object({ empreinte: EmpreinteFiche }),
    response: VerificationFicheSynthetique,
    exemple: { params: { empreinte: '0'.repeat(64) } },
  }),
} as const;
