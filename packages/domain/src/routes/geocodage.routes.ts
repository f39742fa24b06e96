import { z } from 'zod';
import { texte } from '../commun/texte.js';
import { ResultatGeocodage } from '../copropriete/localisation.js';
import { defineRoute } from './contrat.js';

/** Texte d'adresse cherché : 3 caractères au moins (exigence de la Base Adresse Nationale), 200 au plus. */
export const QueryAdresse = z.object({ q: texte({ min: 3, max: 200, libelle: "L'adresse" }) });

/** Requêtes par minute et par adresse IP vers chaque service de localisation (ADR 0120). */
export const LIMITE_LOCALISATION_PAR_MINUTE = 120;

/**
 * Géocodage des adresses (spec 1 §4, spec 2 §7.13 : chemins non donnés par la spécification). Le client ne
 * parle pas directement à la Base Adresse Nationale : le serveur borne le débit et le délai, et choisit
 * l'adaptateur (ADR 0120). Service indisponible : 200 avec `disponible: false` et le message §8.
 */
export const geocodageRoutes = {
  autocompletion: defineRoute({
    method: 'GET',
    path: '/api/geocodage/autocompletion',
    summary: 'Ajout (ADR 0120) : autocomplétion d’adresse « StreetAddress », 10 propositions au plus',
    acces: 'connecte',
    query: QueryAdresse,
    response: ResultatGeocodage,
    erreurs400Metier: true,
    limiteParMinute: LIMITE_LOCALISATION_PAR_MINUTE,
    exemple: { query: { q: '5 rue de la loge' } },
  }),
  recherche: defineRoute({
    method: 'GET',
    path: '/api/geocodage/recherche',
    summary: 'Ajout (ADR 0120) : recherche d’une adresse saisie, avant la fenêtre de choix (spec 1 §4)',
    acces: 'connecte',
    query: QueryAdresse,
    response: ResultatGeocodage,
    erreurs400Metier: true,
    limiteParMinute: LIMITE_LOCALISATION_PAR_MINUTE,
    exemple: { query: { q: '5 Rue de la Loge 34000 Montpellier' } },
  }),
} as const;
