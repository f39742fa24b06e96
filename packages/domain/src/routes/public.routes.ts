import { z } from 'zod';
import {
  RequeteCoproprietesPubliques,
  ResultatCoproprietesPubliques,
} from '../annuaire/api-publique.schema.js';
import { FichePublique } from '../annuaire/fiche-publique.schema.js';
import { NumeroImmatriculation } from '../commun/formats.js';
import { defineRoute } from './contrat.js';

/**
 * API publique ouverte, version 1 (issue 10 §3, ADR 0242) : lecture seule, JSON aux noms stables, pages,
 * `ETag` et `Cache-Control`, limite par adresse avec en-têtes `RateLimit-*`, documentée sur `/api/docs`.
 */
export const publicRoutes = {
  rechercher: defineRoute({
    method: 'GET',
    path: '/api/public/v1/coproprietes',
    summary:
      'API publique v1 : copropriétés du registre (q = numéro ou nom, codeDepartement, codePostal, codeInsee, commune, statut ; page, taille)',
    acces: 'public',
    query: RequeteCoproprietesPubliques,
    response: ResultatCoproprietesPubliques,
    apiOuverte: { cacheSecondes: 300 },
    exemple: { query: { q: 'tilleuls' } },
  }),
  fiche: defineRoute({
    method: 'GET',
    path: '/api/public/v1/coproprietes/:numeroImmatriculation',
    summary: "API publique v1 : fiche publique d'une copropriété par son numéro d'immatriculation",
    acces: 'public',
    params: z.object({ numeroImmatriculation: NumeroImmatriculation }),
    response: FichePublique,
    apiOuverte: { cacheSecondes: 300 },
    exemple: { params: { numeroImmatriculation: 'AA0000001' } },
  }),
  jeuDeDonnees: defineRoute({
    method: 'GET',
    path: '/api/public/v1/jeu-de-donnees/coproprietes.csv',
    summary:
      'Jeu de données public : toutes les copropriétés visibles, champs publics, CSV (UTF-8, séparateur « ; ») en flux',
    acces: 'public',
    response: z.unknown(),
    responseFormat: 'binary',
    apiOuverte: { cacheSecondes: 3600 },
  }),
} as const;
