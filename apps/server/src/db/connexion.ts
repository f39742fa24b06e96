import { AsyncLocalStorage } from 'node:async_hooks';
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

/**
 * Une seconde connexion du pool demandée pendant qu'une transaction est ouverte (architecture, règle 13) :
 * la transaction garde sa connexion (et ses verrous de ligne) en attendant une autre, et le pool s'épuise
 * sous la charge (famine : attente puis « timeout exceeded when trying to connect »). Toute requête
 * faite pendant une transaction passe par l'exécuteur `tx` de cette transaction.
 */
export class ErreurConnexionDansTransaction extends Error {
  constructor() {
    super(
      'Une seconde connexion au pool a été demandée pendant une transaction ouverte : passez par la transaction (tx) au lieu de la base (db).',
    );
  }
}

/** Transaction ouverte dans le fil d'exécution courant (suivie à travers les `await`). */
const transactionOuverte = new AsyncLocalStorage<{ ouverte: boolean }>();

/**
 * Garde contre la famine du pool : `db.transaction` marque le fil d'exécution de son rappel, et le pool
 * refuse (ErreurConnexionDansTransaction) toute connexion demandée depuis ce fil tant que la transaction est
 * ouverte. Le marqueur est levé à la fin de la transaction : un travail lancé depuis la transaction et qui
 * se poursuit après elle n'est pas visé.
 */
function garderLePool(pool: pg.Pool, db: Db): void {
  const connecter = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (transactionOuverte.getStore()?.ouverte) {
      const erreur = new ErreurConnexionDansTransaction();
      const rappel = args[0];
      if (typeof rappel === 'function') {
        queueMicrotask(() => (rappel as (e: Error) => void)(erreur));
        return undefined;
      }
      return Promise.reject(erreur);
    }
    return connecter(...args);
  }) as typeof pool.connect;
  const transaction = db.transaction.bind(db);
  db.transaction = ((rappel, config) =>
    transaction(async (tx) => {
      const marqueur = { ouverte: true };
      try {
        return await transactionOuverte.run(marqueur, () => rappel(tx));
      } finally {
        marqueur.ouverte = false;
      }
    }, config)) as Db['transaction'];
}

/** Ouvre le pool de connexions et vérifie que la base répond, avec un message clair sinon. */
export async function ouvrirConnexion(
  url: string,
  options: {
    max?: number;
    /** Attente maximale d'une connexion libre du pool, en millisecondes (5 s par défaut). */
    delaiConnexionMs?: number;
    journal?: (m: string) => void;
    /** Garde contre une seconde connexion pendant une transaction ; active hors production par défaut. */
    gardeTransactions?: boolean;
  } = {},
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
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.delaiConnexionMs ?? 5000,
  });
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
  const db = drizzle(pool, { schema });
  if (options.gardeTransactions ?? process.env.NODE_ENV !== 'production') garderLePool(pool, db);
  return { pool, db };
}

/** La base répond-elle ? (`GET /api/ready`) Lève l'erreur du pilote sinon. */
export async function verifierBase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
