// Démarre le registre : construit ce qui manque (ou ce dont les sources ont changé),
// puis lance le serveur (PostgreSQL embarqué si DATABASE_URL est absente).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const racine = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function dateLaPlusRecente(dossier) {
  let max = 0;
  if (!existsSync(dossier)) return max;
  for (const entree of readdirSync(dossier, { withFileTypes: true })) {
    const chemin = path.join(dossier, entree.name);
    if (entree.isDirectory()) max = Math.max(max, dateLaPlusRecente(chemin));
    else max = Math.max(max, statSync(chemin).mtimeMs);
  }
  return max;
}

function aConstruire(sources, produit) {
  if (!existsSync(produit)) return true;
  const dateProduit = statSync(produit).mtimeMs;
  return sources.some((s) => dateLaPlusRecente(path.join(racine, s)) > dateProduit);
}

const etapes = [
  {
    nom: 'domaine et serveur',
    sources: ['packages/domain/src', 'apps/server/src'],
    produit: path.join(racine, 'apps/server/dist/main.js'),
    commande: ['exec', 'tsc', '--', '-b', 'packages/domain', 'apps/server'],
  },
  {
    nom: 'application web',
    sources: ['packages/domain/src', 'apps/web/src', 'apps/web/index.html'],
    produit: path.join(racine, 'apps/web/dist/index.html'),
    commande: ['run', 'build', '-w', '@registre/web'],
  },
];

for (const etape of etapes) {
  if (!aConstruire(etape.sources, etape.produit)) continue;
  console.log(`[registre] Construction : ${etape.nom}…`);
  const r = spawnSync(npm, etape.commande, { cwd: racine, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`[registre] La construction (${etape.nom}) a échoué.`);
    process.exit(r.status ?? 1);
  }
}

// Le serveur reçoit directement les signaux (Ctrl-C) et arrête proprement HTTP puis la base.
const serveur = spawn(process.execPath, [path.join(racine, 'apps/server/dist/main.js')], {
  cwd: racine,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => serveur.kill(signal));
serveur.on('exit', (code) => process.exit(code ?? 0));
