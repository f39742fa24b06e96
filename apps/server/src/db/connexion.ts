import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;

/** Ce sur quoi une requête s'exécute : la base (`Db`) ou une transaction ouverte par `db.transaction`. */
export type Executeur = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Connexion {
  pool: pg.Pool;
  db: Db;
}

export class ErreurBase extends Error {}

/** Ouvre le pool de connexions et vérifie que la base répond, avec un message clair sinon. */
export async function ouvrirConnexion(
  url: string,
  options: { max?: number; journal?: (m: string) => void } = {},
): Promise<Connexion> {
  let hote = '(URL illisible)';
  try {
    const u = new URL(url);
    hote = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    throw new ErreurBase(
      "La variable DATABASE_URL n'est pas une URL PostgreSQL valide (forme attendue : postgres://utilisateur:motdepasse@hote:5432/base).",
    );
  }
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // Une connexion inactive coupée par le serveur (arrêt, redémarrage) ne doit pas faire tomber le processus.
  pool.on('error', (erreur) => options.journal?.(`Connexion PostgreSQL interrompue : ${erreur.message}`));
  try {
    const client = await pool.connect();
    client.release();
  } catch (erreur) {
    await pool.end().catch(() => undefined);
    const code = (erreur as { code?: string }).code;
    const raison =
      code === '3D000'
        ? "la base de données n'existe pas"
        : code === '28P01'
          ? "l'authentification a échoué"
          : code === 'ECONNREFUSED'
            ? 'la connexion a été refusée'
            : code === 'ENOTFOUND'
              ? "l'hôte est introuvable"
              : (erreur as Error).message;
    throw new ErreurBase(`Impossible de joindre la base de données PostgreSQL ${hote} : ${raison}.`);
  }
  return { pool, db: drizzle(pool, { schema }) };
}

/** La base répond-elle ? (`GET /api/ready`) Lève l'erreur du pilote sinon. */
export async function verifierBase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
