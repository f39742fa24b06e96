import { z } from 'zod';
import { defineRoute } from './contrat.js';

/** Routes techniques : supervision, message d'information et coordonnées de l'assistance. */
export const systemeRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Vérifie que le serveur répond (vivacité)',
    acces: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    summary: 'Vérifie que le serveur est prêt : la base de données répond',
    acces: 'public',
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),
  jetonCsrf: defineRoute({
    method: 'GET',
    path: '/api/csrf',
    summary:
      "Ajout (ADR 0081) : dépose le jeton anti-CSRF (cookie lisible XSRF-TOKEN) pour un navigateur qui n'en a pas encore",
    acces: 'public',
    response: z.null(),
    responseFormat: 'vide',
  }),
  infoMessage: defineRoute({
    method: 'GET',
    path: '/api/public/infomessage',
    summary: "Message d'information affiché dans le bandeau du site (corps vide quand il n'y en a pas)",
    acces: 'public',
    response: z.string(),
    responseFormat: 'text',
  }),
  assistance: defineRoute({
    method: 'GET',
    path: '/api/public/assistance',
    summary:
      "Coordonnées de l'assistance du registre (variable ASSISTANCE_COURRIEL) ; `null` quand aucune adresse n'est configurée",
    acces: 'public',
    response: z.object({ courriel: z.string().nullable() }),
  }),
} as const;
