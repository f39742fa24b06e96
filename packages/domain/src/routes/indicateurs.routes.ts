import { z } from 'zod';
import { TableauIndicateurs } from '../indicateurs/indicateurs.schema.js';
import { defineRoute } from './contrat.js';

/** Indicateurs du teneur (spec 1 §2 `/indicateurs-MCO` et accueil, spec 2 §7.8 ; ADR 0201, 0281). */
export const indicateursRoutes = {
  tableau: defineRoute({
    method: 'GET',
    path: '/api/indicateurMCO/allTableau',
    summary:
      'Tableau des indicateurs du teneur : copropriétés, moyennes, comptes, téléchargements, demandes en cours et hors délai ; instantané recalculé quand il est périmé, ou sur demande (actualiser=true, ADR 0281)',
    acces: ['SUIVI_INDICATEURS_MCO'],
    query: z.object({
      actualiser: z
        .enum(['true', 'false'], { error: 'La valeur d’« actualiser » doit être « true » ou « false ».' })
        .optional(),
    }),
    response: TableauIndicateurs,
    exemple: { query: { actualiser: 'true' } },
  }),
};
