import { z } from 'zod';
import { ElementReferentiel } from '../compte/referentiels-compte.js';
import { defineRoute } from './contrat.js';

const Liste = z.array(ElementReferentiel);

/**
 * Listes de référence du formulaire de déclaration (spec 2 §7.5 et §7.12) : `{code, libelle}` tirés des libellés
 * du domaine, pour toute personne connectée, comme les autres listes de référence (ADR 0056).
 */
export const referentielsDeclarationRoutes = {
  energiesUtilisees: defineRoute({
    method: 'GET',
    path: '/api/parametres/energieUtilisee',
    summary: 'Énergies de chauffage (données techniques)',
    acces: 'connecte',
    response: Liste,
  }),
  typesChauffage: defineRoute({
    method: 'GET',
    path: '/api/parametres/typeChauffage',
    summary: 'Types de chauffage (données techniques)',
    acces: 'connecte',
    response: Liste,
  }),
  periodesConstruction: defineRoute({
    method: 'GET',
    path: '/api/parametres/periodeConstruction',
    summary: 'Périodes de construction (données techniques)',
    acces: 'connecte',
    response: Liste,
  }),
  typesPiecesJustificatives: defineRoute({
    method: 'GET',
    path: '/api/typeDePiecesJustif',
    summary:
      'Pièces justificatives du mandat : ordonnance de nomination pour un administrateur provisoire, contrat de syndic ou procès-verbal d’assemblée générale sinon',
    acces: 'connecte',
    query: z.object({
      adminProvisoire: z
        .enum(['true', 'false'], { error: 'adminProvisoire vaut true ou false.' })
        .default('false')
        .transform((valeur) => valeur === 'true'),
    }),
    response: Liste,
    exemple: { query: { adminProvisoire: 'true' } },
  }),
} as const;
