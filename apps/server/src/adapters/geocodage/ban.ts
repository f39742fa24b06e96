import { type AdresseCandidate, AUTOCOMPLETION_ADRESSE } from '@registre/domain';
import { z } from 'zod';
import { ErreurServiceExterne } from '../erreur-service.js';

/** Forme documentée d'un résultat de `GET /search/` de l'API Adresse (GeoJSON). */
const FeatureBan = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    id: z.string(),
    label: z.string(),
    name: z.string(),
    type: z.string(),
    postcode: z.string().nullish(),
    citycode: z.string().nullish(),
    city: z.string().nullish(),
    housenumber: z.string().nullish(),
    street: z.string().nullish(),
    oldcity: z.string().nullish(),
    oldcitycode: z.string().nullish(),
    context: z.string().nullish(),
    score: z.number().nullish(),
  }),
});
export type FeatureBan = z.infer<typeof FeatureBan>;

export const ReponseBan = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(FeatureBan),
});
export type ReponseBan = z.input<typeof ReponseBan>;

/** Service de géocodage, pour les messages d'erreur. */
export const SERVICE_GEOCODAGE = 'de géocodage (Base Adresse Nationale)';

/** Délai maximal d'un appel aux services de localisation (issue 8 : moins de 3 secondes). */
export const DELAI_LOCALISATION_MS = 2500;

/** Types de résultat retenus : « StreetAddress » (numéro ou voie) ; la recherche complète admet les lieux-dits. */
const TYPES_AUTOCOMPLETION = new Set(['housenumber', 'street']);
const TYPES_RECHERCHE = new Set(['housenumber', 'street', 'locality']);

/**
 * Type BAN demandé à l'autocomplétion (ADR 0120) : la BAN n'accepte qu'un type par requête ; « StreetAddress »
 * couvre numéros et voies : une saisie qui commence par un numéro cherche des numéros, sinon des voies.
 */
export function typeAutocompletion(texte: string): 'housenumber' | 'street' {
  return /^\s*\d/.test(texte) ? 'housenumber' : 'street';
}

/** Convertit une réponse de l'API Adresse en propositions d'adresse (10 au plus, types retenus seulement). */
export function versCandidates(brut: unknown, mode: 'autocompletion' | 'recherche'): AdresseCandidate[] {
  const reponse = ReponseBan.safeParse(brut);
  if (!reponse.success) throw new ErreurServiceExterne(SERVICE_GEOCODAGE, 'réponse inattendue');
  const types = mode === 'autocompletion' ? TYPES_AUTOCOMPLETION : TYPES_RECHERCHE;
  return reponse.data.features
    .filter((f) => types.has(f.properties.type) && f.properties.postcode && f.properties.city)
    .slice(0, AUTOCOMPLETION_ADRESSE.limite)
    .map((f) => ({
      type: 'Feature' as const,
      geometry: f.geometry,
      properties: {
        id: f.properties.id,
        label: f.properties.label,
        name: f.properties.name,
        postcode: f.properties.postcode ?? '',
        city: f.properties.city ?? '',
        type: f.properties.type as 'housenumber' | 'street' | 'locality',
        housenumber: f.properties.housenumber ?? null,
        street: f.properties.street ?? (f.properties.type === 'street' ? f.properties.name : null),
        citycode: f.properties.citycode ?? null,
        oldcity: f.properties.oldcity ?? null,
        oldcitycode: f.properties.oldcitycode ?? null,
        context: f.properties.context ?? null,
        batId: null,
      },
    }));
}
