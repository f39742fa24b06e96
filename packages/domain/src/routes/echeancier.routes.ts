import { z } from 'zod';
import {
  EtatFluxEcheancier,
  FichierFluxEcheancier,
  FluxEcheancierCree,
  LIMITE_FLUX_ECHEANCIER_PAR_MINUTE,
  PageEcheancier,
  PaginationEcheancier,
} from '../echeancier/echeancier.schema.js';
import { defineRoute } from './contrat.js';

/**
 * Échéancier des obligations de son établissement (issue 11 §6, ADR 0340) et flux iCalendar privé (ADR 0341) :
 * lus et gérés par les administrateurs du télédéclarant, comme le tableau de bord de l'accueil.
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
  etatFlux: defineRoute({
    method: 'GET',
    path: '/api/echeancier/flux',
    summary: 'Flux de calendrier de son établissement : actif ou non, date de création',
    acces: ['AFFICHER_DONNEES_ADMIN_SYNDIC'],
    response: EtatFluxEcheancier,
  }),
  creerFlux: defineRoute({
    method: 'POST',
    path: '/api/echeancier/flux',
    summary:
      'Crée ou régénère le flux de calendrier privé de son établissement (l’ancienne adresse cesse de répondre)',
    acces: ['AFFICHER_DONNEES_ADMIN_SYNDIC'],
    response: FluxEcheancierCree,
  }),
  revoquerFlux: defineRoute({
    method: 'DELETE',
    path: '/api/echeancier/flux',
    summary: 'Révoque le flux de calendrier de son établissement : son adresse ne répond plus',
    acces: ['AFFICHER_DONNEES_ADMIN_SYNDIC'],
    response: z.null(),
    responseFormat: 'vide',
  }),
  fluxIcs: defineRoute({
    method: 'GET',
    path: '/api/public/echeancier/:fichier',
    summary:
      'Flux iCalendar privé (RFC 5545) des échéances d’un établissement, à l’adresse secrète donnée par le registre ; 404 si révoqué',
    acces: 'public',
    params: z.object({ fichier: FichierFluxEcheancier }),
    response: z.unknown(),
    responseFormat: 'binary',
    limiteParMinute: LIMITE_FLUX_ECHEANCIER_PAR_MINUTE,
    exemple: { params: { fichier: `${'A'.repeat(43)}.ics` } },
  }),
} as const;
