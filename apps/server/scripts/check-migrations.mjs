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
  // drizzle-kit n'accepte qu'un chemin de sortie relatif, et sort avec le code 0 même en cas d'échec :
  // on exige donc son message « No schema changes ».
  const sortie = execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'verification'], {
    cwd: racineServeur,
    env: { ...process.env, DRIZZLE_OUT: path.relative(racineServeur, copie) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const apres = readdirSync(copie).filter((f) => f.endsWith('.sql')).length;
  if (apres !== avant || !sortie.includes('No schema changes')) {
    console.error(sortie.trim().split('\n').slice(-5).join('\n'));
    console.error(
      'Le schéma Drizzle a changé sans migration : lancez « npm run db:generate » et versionnez la migration produite.',
    );
    process.exit(1);
  }
  console.log('Schéma et migrations concordent.');
} finally {
  rmSync(copie, { recursive: true, force: true });
}
