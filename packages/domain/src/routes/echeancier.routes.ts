import { PageEcheancier, PaginationEcheancier } from '../echeancier/echeancier.schema.js';
import { defineRoute } from './contrat.js';

/**
 * Échéancier des obligations de son établissement (issue 11 §6, ADR 0340) : lu par les administrateurs du
 * télédéclarant, comme le tableau de bord de l'accueil.
 */
export const echeancierRoutes = {
  lister: defineRoute({
    method: 'GET',
    path: '/api/echeancier',
    summary:
      'Échéances des copropriétés de son établissement (fin de mandat, mises à jour, réponses au teneur), les plus proches d’abord',
    acces: ['AFFICHER_DONNEES_ADMIN_SYNDIC'],
    query: PaginationEcheancier,
    response: PageEcheancier,
    exemple: { query: { page: 1, taille: 5 } },
  }),
} as const;
