// Démarre le registre : construit ce qui manque (ou ce dont les sources ont changé),
// puis lance le serveur (PostgreSQL embarqué si DATABASE_URL est absente).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const racine = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Date de modification la plus récente d'une source : un fichier, ou tout ce que contient un dossier. */
function dateLaPlusRecente(source) {
  if (!existsSync(source)) return 0;
  const infos = statSync(source);
  if (!infos.isDirectory()) return infos.mtimeMs;
  let max = 0;
  for (const entree of readdirSync(source)) max = Math.max(max, dateLaPlusRecente(path.join(source, entree)));
  return max;
}

/**
 * Une étape est à refaire quand son produit manque ou qu'une source est plus récente que sa dernière
 * construction réussie, datée par un témoin écrit après coup (tsc ne réécrit que les fichiers changés : la date
 * de `main.js` ne dit pas si le reste est à jour).
 */
function aConstruire(etape) {
  if (!existsSync(etape.produit) || !existsSync(etape.temoin)) return true;
  const dateConstruction = statSync(etape.temoin).mtimeMs;
  return etape.sources.some((s) => dateLaPlusRecente(path.join(racine, s)) > dateConstruction);
}

const etapes = [
  {
    nom: 'domaine et serveur',
    sources: ['packages/domain/src', 'apps/server/src'],
    produit: path.join(racine, 'apps/server/dist/main.js'),
    temoin: path.join(racine, 'apps/server/dist/.construction'),
    commande: ['exec', 'tsc', '--', '-b', 'packages/domain', 'apps/server'],
  },
  {
    nom: 'application web',
    sources: ['packages/domain/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts'],
    produit: path.join(racine, 'apps/web/dist/index.html'),
    temoin: path.join(racine, 'apps/web/dist/.construction'),
    commande: ['run', 'build', '-w', '@registre/web'],
    // Construction de production de l'application web, même si NODE_ENV=development est exporté.
    env: { NODE_ENV: 'production' },
  },
];

for (const etape of etapes) {
  if (!aConstruire(etape)) continue;
  console.log(`[registre] Construction : ${etape.nom}…`);
  const r = spawnSync(npm, etape.commande, {
    cwd: racine,
    stdio: 'inherit',
    env: { ...process.env, ...etape.env },
  });
  if (r.status !== 0) {
    console.error(`[registre] La construction (${etape.nom}) a échoué.`);
    process.exit(r.status ?? 1);
  }
  // Daté de la fin : la construction web régénère elle-même des sources (icônes du DSFR).
  writeFileSync(etape.temoin, '');
}

// Le serveur reçoit directement les signaux (Ctrl-C) et arrête proprement HTTP puis la base.
const serveur = spawn(process.execPath, [path.join(racine, 'apps/server/dist/main.js')], {
  cwd: racine,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => serveur.kill(signal));
serveur.on('exit', (code) => process.exit(code ?? 0));
