import type { ParcelleCadastrale } from '@registre/domain';
import { z } from 'zod';
import { ErreurServiceExterne } from '../erreur-service.js';

/** Anneaux de coordonnées [lon, lat] d'un polygone ou d'un multipolygone GeoJSON. */
const Position = z.tuple([z.number(), z.number()]).rest(z.number());
const Geometrie = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(Position)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(Position))) }),
]);

/** Forme documentée d'une parcelle de `GET /api/cadastre/parcelle` (API Carto, source PCI). */
const FeatureParcelle = z.object({
  type: z.literal('Feature'),
  geometry: Geometrie.nullable(),
  properties: z.object({
    numero: z.string(),
    section: z.string(),
    code_dep: z.string(),
    code_com: z.string(),
    com_abs: z.string(),
    nom_com: z.string().nullish(),
    idu: z.string(),
    contenance: z.number().nullish(),
    code_insee: z.string(),
  }),
});
export type FeatureParcelle = z.infer<typeof FeatureParcelle>;

export const ReponseApiCarto = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(FeatureParcelle),
});

export const SERVICE_CADASTRE = 'du cadastre (API Carto)';

/** Point central (moyenne des sommets du contour extérieur), ou `null` sans géométrie. */
function centre(geometrie: FeatureParcelle['geometry']): [number, number] | null {
  if (geometrie === null) return null;
  const anneau = geometrie.type === 'Polygon' ? geometrie.coordinates[0] : geometrie.coordinates[0]?.[0];
  if (!anneau || anneau.length === 0) return null;
  const arrondi = (n: number) => Math.round(n * 1e6) / 1e6;
  const somme = anneau.reduce((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
  return [arrondi(somme[0] / anneau.length), arrondi(somme[1] / anneau.length)];
}

/** Convertit la réponse de l'API Carto en parcelle du registre (la première trouvée), ou `null`. */
export function versParcelle(brut: unknown): ParcelleCadastrale | null {
  const reponse = ReponseApiCarto.safeParse(brut);
  if (!reponse.success) throw new ErreurServiceExterne(SERVICE_CADASTRE, 'réponse inattendue');
  const [feature] = reponse.data.features;
  if (!feature) return null;
  const p = feature.properties;
  const point = centre(feature.geometry);
  return {
    idu: p.idu,
    codeInsee: p.code_insee,
    nomCommune: p.nom_com ?? null,
    prefixe: p.com_abs,
    section: p.section,
    numero: p.numero,
    contenance: p.contenance ?? null,
    longitude: point?.[0] ?? null,
    latitude: point?.[1] ?? null,
  };
}
