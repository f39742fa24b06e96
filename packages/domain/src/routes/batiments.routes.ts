import { z } from 'zod';
import { texte } from '../commun/texte.js';
import { ResultatBatiment } from '../copropriete/localisation.js';
import { defineRoute } from './contrat.js';
import { LIMITE_LOCALISATION_PAR_MINUTE } from './geocodage.routes.js';

/** Clé d'interopérabilité BAN d'une adresse : « code INSEE_code de voie_numéro[_suffixe] ». */
const CleBan = texte({ min: 1, max: 100, libelle: 'La clé de l’adresse' }).regex(
  /^[0-9AB]{5}_[a-z0-9]{4,}(_[a-z0-9]+)*$/i,
  {
    error: 'La clé de l’adresse n’est pas une clé de la Base Adresse Nationale.',
  },
);

/**
 * Identifiant du bâtiment (RNB) d'une adresse choisie (spec 1 §4, spec 2 §7.13 : chemin non donné, ADR 0120).
 * Service indisponible : 200 avec `disponible: false` et le message §8.
 */
export const batimentsRoutes = {
  parCleBan: defineRoute({
    method: 'GET',
    path: '/api/batiments/adresse/:cleBan',
    summary: 'Ajout (ADR 0120) : identifiant RNB du bâtiment d’une adresse de la Base Adresse Nationale',
    acces: 'connecte',
    params: z.object({ cleBan: CleBan }),
    response: ResultatBatiment,
    limiteParMinute: LIMITE_LOCALISATION_PAR_MINUTE,
    exemple: { params: { cleBan: '34172_1234_00005' } },
  }),
} as const;
