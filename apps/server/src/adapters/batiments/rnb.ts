import { z } from 'zod';
import { ErreurServiceExterne } from '../erreur-service.js';

/** Forme documentée de `GET /api/alpha/buildings/address/?cle_interop_ban=…` (API du RNB). */
const BatimentRnb = z.object({
  rnb_id: z.string(),
  status: z.string().nullish(),
  is_active: z.boolean().nullish(),
});

export const ReponseRnbAdresse = z.object({
  status: z.string().nullish(),
  cle_interop_ban: z.string().nullish(),
  results: z.array(BatimentRnb).nullable(),
});

export const SERVICE_RNB = 'du Référentiel national des bâtiments';

/** Identifiants des bâtiments actifs (non démolis) de la réponse, dans son ordre. */
export function versIdentifiants(brut: unknown): string[] {
  const reponse = ReponseRnbAdresse.safeParse(brut);
  if (!reponse.success) throw new ErreurServiceExterne(SERVICE_RNB, 'réponse inattendue');
  return (reponse.data.results ?? [])
    .filter((b) => b.is_active !== false && b.status !== 'demolished')
    .map((b) => b.rnb_id);
}
