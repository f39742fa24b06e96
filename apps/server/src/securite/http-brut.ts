import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ReponseBrute {
  statut: number;
  entetes: Record<string, string | string[] | undefined>;
  corps: string;
}

/**
 * Requête HTTP réelle, adresse envoyée telle quelle (`//api/…` compris, qu'un client d'injection réécrirait) :
 * les attaques se jouent contre le serveur à l'écoute, comme depuis le réseau.
 */
export function requeteBrute(
  app: FastifyInstance,
  options: { method?: string; chemin: string; entetes?: Record<string, string>; corps?: string },
): Promise<ReponseBrute> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.chemin,
        headers: {
          ...(options.corps !== undefined ? { 'content-length': Buffer.byteLength(options.corps) } : {}),
          ...options.entetes,
        },
      },
      (reponse) => {
        let corps = '';
        reponse.setEncoding('utf8');
        reponse.on('data', (morceau: string) => {
          corps += morceau;
        });
        reponse.on('end', () =>
          resolve({ statut: reponse.statusCode ?? 0, entetes: reponse.headers, corps }),
        );
      },
    );
    req.on('error', reject);
    if (options.corps !== undefined) req.write(options.corps);
    req.end();
  });
}

/** Met l'application à l'écoute sur un port libre de la boucle locale. */
export async function ecouter(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
}

/** Cookies et en-tête anti-CSRF d'un navigateur, obtenus par `GET /api/csrf` : l'attaquant les a aussi. */
export async function entetesCsrf(app: FastifyInstance): Promise<Record<string, string>> {
  const reponse = await requeteBrute(app, { chemin: '/api/csrf' });
  const cookies = ([] as string[]).concat(reponse.entetes['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
  const jeton = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-xsrf-token': jeton };
}
