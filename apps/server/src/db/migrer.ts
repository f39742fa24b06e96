import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './connexion.js';

/** Répertoire des migrations SQL versionnées (identique depuis src/ et dist/). */
export const repertoireMigrations = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export async function migrer(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: repertoireMigrations });
}
