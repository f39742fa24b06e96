import { z } from 'zod';
import { CodePostal } from '../commun/formats.js';
import { defineRoute } from './contrat.js';

/** Commune desservie par un code postal (base officielle des codes postaux croisée avec le découpage administratif). */
export const CommuneCodePostal = z.object({
  codeInsee: z.string(),
  nom: z.string(),
  /** Libellé d'acheminement de La Poste (ligne 6 de l'adresse postale). */
  acheminement: z.string(),
  codeDepartement: z.string(),
});
export type CommuneCodePostal = z.infer<typeof CommuneCodePostal>;

/**
 * Recherche de communes par code postal (spec 2 §7.13 « municipalities lookup by postal code », chemin non
 * donné par la spécification, ADR 0091) : les formulaires d'adresse proposent la liste des communes du code
 * postal, et le serveur refait le même contrôle à l'enregistrement.
 */
export const communesRoutes = {
  parCodePostal: defineRoute({
    method: 'GET',
    path: '/api/public/communes/codepostal/:codePostal',
    summary:
      'Ajout (ADR 0091) : communes desservies par un code postal, par nom (liste vide si le code est inconnu)',
    acces: 'public',
    params: z.object({ codePostal: CodePostal }),
    response: z.array(CommuneCodePostal),
    exemple: { params: { codePostal: '69003' } },
  }),
} as const;
