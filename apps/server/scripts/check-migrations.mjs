// Vérifie que le schéma Drizzle et les migrations SQL versionnées concordent :
// drizzle-kit génère dans une copie temporaire ; tout nouveau fichier signale une dérive.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const racineServeur = fileURLToPath(new URL('..', import.meta.url));
const migrations = path.join(racineServeur, 'src/db/migrations');
const copie = mkdtempSync(path.join(tmpdir(), 'registre-migrations-'));
try {
  cpSync(migrations, copie, { recursive: true });
  const avant = readdirSync(copie).filter((f) => f.endsWith('.sql')).length;
  execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'verification'], {
    cwd: racineServeur,
    env: { ...process.env, DRIZZLE_OUT: copie },
    stdio: 'pipe',
  });
  const apres = readdirSync(copie).filter((f) => f.endsWith('.sql')).length;
  if (apres !== avant) {
    console.error(
      'Le schéma Drizzle a changé sans migration : lancez « npm run db:generate » et versionnez la migration produite.',
    );
    process.exit(1);
  }
  console.log('Schéma et migrations concordent.');
} finally {
  rmSync(copie, { recursive: true, force: true });
}
