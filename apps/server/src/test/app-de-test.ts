import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { construireApp } from '../app.js';
import { lireConfig } from '../config.js';
import { type Connexion, ouvrirConnexion } from '../db/connexion.js';

const BASE_MODELE = 'registre_modele_test';

export interface ContexteTest extends Connexion {
  app: FastifyInstance;
  url: string;
  fermer: () => Promise<void>;
}

/** Crée une base propre à ce fichier de test, clonée de la base modèle migrée, et l'application qui s'y connecte. */
export async function creerContexteTest(
  options: {
    env?: NodeJS.ProcessEnv;
    limiteRequetesParMinute?: number;
    /** Routes propres au test, dans le contexte de l'API (sessions, jeton anti-CSRF). */
    avantDemarrage?: (app: FastifyInstance) => void;
    /** Crochets posés sur toutes les routes de l'API, avec ou sans session. */
    crochets?: (app: FastifyInstance) => void;
    /** Reçoit chaque ligne de journal (avec `env.LOG_LEVEL`, les journaux sont muets par défaut en test). */
    fluxJournal?: { write: (ligne: string) => void };
  } = {},
): Promise<ContexteTest> {
  const urlAdmin = inject('urlAdminTest');
  const nom = `registre_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlAdmin });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${nom}" TEMPLATE "${BASE_MODELE}"`);
  await admin.end();
  const url = new URL(urlAdmin);
  url.pathname = `/${nom}`;
  const connexion = await ouvrirConnexion(url.toString(), { max: 5 });
  const config = lireConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/inexistant', ...options.env });
  const app = await construireApp({
    config,
    db: connexion.db,
    limiteRequetesParMinute: options.limiteRequetesParMinute ?? 10_000,
    ...(options.fluxJournal ? { fluxJournal: options.fluxJournal } : {}),
    // Les routes ajoutées par un test vivent dans le contexte de l'API (sessions, jeton anti-CSRF).
    ...(options.avantDemarrage ? { ajoutsApi: options.avantDemarrage } : {}),
    ...(options.crochets ? { crochetsApi: options.crochets } : {}),
  });
  await app.ready();
  return {
    ...connexion,
    app,
    url: url.toString(),
    fermer: async () => {
      await app.close();
      await connexion.pool.end();
      const a = new pg.Client({ connectionString: urlAdmin });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${nom}" WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * Client de test qui se comporte comme le navigateur : il conserve les cookies (session, jeton CSRF)
 * et renvoie le jeton dans l'en-tête X-XSRF-TOKEN sur les requêtes qui modifient l'état.
 */
export class ClientTest {
  private cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async requete(options: InjectOptions & { sansCsrf?: boolean }): Promise<LightMyRequestResponse> {
    const methode = (options.method ?? 'GET').toUpperCase();
    if (methode !== 'GET' && !options.sansCsrf && !this.cookies.has('XSRF-TOKEN')) {
      await this.requete({ method: 'GET', url: '/api/csrf' });
    }
    const entetes: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) {
      entetes.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (!options.sansCsrf && this.cookies.has('XSRF-TOKEN'))
      entetes['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    const reponse = await this.app.inject({ ...options, headers: entetes });
    for (const c of reponse.cookies as { name: string; value: string }[]) this.cookies.set(c.name, c.value);
    return reponse;
  }

  /** Valeur d'un cookie détenu par ce client. */
  cookie(nom: string): string | undefined {
    return this.cookies.get(nom);
  }

  get(url: string, options: Partial<InjectOptions> = {}) {
    return this.requete({ ...options, method: 'GET', url });
  }
}
