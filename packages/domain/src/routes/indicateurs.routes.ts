import { TableauIndicateurs } from '../indicateurs/indicateurs.schema.js';
import { defineRoute } from './contrat.js';

/** Indicateurs du teneur (spec 1 §2 `/indicateurs-MCO` et accueil, spec 2 §7.8 ; ADR 0201). */
export const indicateursRoutes = {
  tableau: defineRoute({
    method: 'GET',
    path: '/api/indicateurMCO/allTableau',
    summary:
      'Tableau des indicateurs du teneur : copropriétés, moyennes, comptes, téléchargements, demandes en cours et hors délai',
    acces: ['SUIVI_INDICATEURS_MCO'],
    response: TableauIndicateurs,
  }),
};
