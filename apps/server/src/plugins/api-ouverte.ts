import { createHash } from 'node:crypto';
import type { ContratRoute } from '@registre/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Socle des routes publiques ouvertes aux autres logiciels (annuaire, API `/api/public/v1`, ADR 0242) :
 * - limite par adresse IP et par route, plus stricte que la limite générale, annoncée par les en-têtes
 *   `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (brouillon IETF) et `Retry-After` au refus (429) ;
 * - lecture en cache : `Cache-Control: public, max-age=…`, `ETag` faible calculé sur le corps, 304 sans corps quand
 *   `If-None-Match` correspond (les fichiers en flux n'ont que `Cache-Control`).
 * Un contrat s'y inscrit par `apiOuverte` ; rien d'autre à écrire dans la route.
 */

/** Requêtes par minute, par adresse et par route ouverte, avant refus 429. */
export const LIMITE_API_OUVERTE_PAR_MINUTE = 300;

const ENTETES_BROUILLON = {
  rateLimit: 'ratelimit-limit',
  rateRemaining: 'ratelimit-remaining',
  rateReset: 'ratelimit-reset',
  retryAfter: 'retry-after',
} as const;

/** Configuration `rateLimit` d'une route ouverte (`facteur` : limite générale relevée pour les tests et le banc). */
export function limiteApiOuverte(facteur: number) {
  const entetes = Object.fromEntries(Object.values(ENTETES_BROUILLON).map((nom) => [nom, true]));
  return {
    max: Math.round(LIMITE_API_OUVERTE_PAR_MINUTE * facteur),
    timeWindow: '1 minute',
    enableDraftSpec: true,
    labels: ENTETES_BROUILLON,
    addHeaders: entetes,
    addHeadersOnExceeding: entetes,
  };
}

/** `ETag` faible d'un corps : empreinte SHA-1 tronquée (changement de contenu ⇒ changement d'étiquette). */
export function etiquetteDe(corps: string | Buffer): string {
  return `W/"${createHash('sha1').update(corps).digest('base64url').slice(0, 27)}"`;
}

const correspond = (entete: string | undefined, etiquette: string): boolean =>
  (entete ?? '').split(',').some((e) => {
    const valeur = e.trim();
    return valeur === '*' || valeur === etiquette || `W/${valeur}` === etiquette;
  });

/** Crochet `onSend` du cache public : à enregistrer une fois sur l'application. */
export function enregistrerCacheApiOuverte(app: FastifyInstance): void {
  app.addHook('onSend', async (requete, reponse, charge) => {
    const contrat = requete.routeOptions.config?.contrat as ContratRoute | undefined;
    const cache = contrat?.apiOuverte?.cacheSecondes;
    if (cache === undefined || requete.method !== 'GET' || reponse.statusCode !== 200) return charge;
    reponse.header('cache-control', `public, max-age=${cache}`);
    reponse.header('vary', 'Accept-Encoding');
    if (typeof charge !== 'string' && !Buffer.isBuffer(charge)) return charge;
    const etiquette = etiquetteDe(charge);
    reponse.header('etag', etiquette);
    if (correspond(requete.headers['if-none-match'], etiquette)) {
      reponse.code(304);
      reponse.removeHeader('content-length');
      return '';
    }
    return charge;
  });
}
