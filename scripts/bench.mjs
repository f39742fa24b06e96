// Mesures de performance (npm run bench) : démarrage à froid et à chaud, puis débit des routes
// principales avec autocannon contre une instance lancée sur une base embarquée dédiée.
// Les budgets viennent des issues ; un budget dépassé fait échouer la commande.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const racine = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DATA_DIR = path.join(racine, '.data', 'bench');
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR,
  EMBEDDED_PG_PORT: '54350',
  RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
};

/** Budgets : démarrage (issue « Socle ») et latences des routes (p99 en ms, débit minimal en requêtes/s). */
const budgets = {
  premierDemarrageMs: 60_000,
  demarrageSuivantMs: 5_000,
  routes: [
    { nom: 'GET /api/health', chemin: '/api/health', p99Ms: 50, debitMin: 2000 },
    { nom: 'GET /api/public/infomessage', chemin: '/api/public/infomessage', p99Ms: 100, debitMin: 800 },
    { nom: 'GET / (application web)', chemin: '/', p99Ms: 100, debitMin: 800 },
  ],
};

function demarrer() {
  return new Promise((resolve, reject) => {
    const debut = Date.now();
    const serveur = spawn(process.execPath, [path.join(racine, 'apps/server/dist/main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    serveur.stdout.on('data', (d) => {
      if (String(d).includes('Application prête')) resolve({ serveur, dureeMs: Date.now() - debut });
    });
    serveur.on('exit', (code) => reject(new Error(`Le serveur s'est arrêté (code ${code})`)));
  });
}

function arreter(serveur) {
  return new Promise((resolve) => {
    serveur.removeAllListeners('exit');
    serveur.on('exit', resolve);
    serveur.kill('SIGINT');
  });
}

const echecs = [];
rmSync(DATA_DIR, { recursive: true, force: true });
const premier = await demarrer();
console.log(
  `Premier démarrage (base neuve) : ${premier.dureeMs} ms (budget ${budgets.premierDemarrageMs} ms)`,
);
if (premier.dureeMs > budgets.premierDemarrageMs) echecs.push('premier démarrage');
await arreter(premier.serveur);
const second = await demarrer();
console.log(`Démarrage suivant : ${second.dureeMs} ms (budget ${budgets.demarrageSuivantMs} ms)`);
if (second.dureeMs > budgets.demarrageSuivantMs) echecs.push('démarrage suivant');

try {
  for (const route of budgets.routes) {
    const r = await autocannon({
      url: `http://127.0.0.1:${PORT}${route.chemin}`,
      connections: 20,
      duration: 8,
    });
    const p99 = r.latency.p99;
    const debit = Math.round(r.requests.average);
    const ok = p99 <= route.p99Ms && debit >= route.debitMin && r.non2xx === 0;
    console.log(
      `${ok ? 'OK   ' : 'ÉCHEC'} ${route.nom} : p99 ${p99} ms, ${debit} req/s, ${r.non2xx} réponses non 2xx (budget p99 ${route.p99Ms} ms, ≥ ${route.debitMin} req/s)`,
    );
    if (!ok) echecs.push(route.nom);
  }
} finally {
  await arreter(second.serveur);
}
if (echecs.length) {
  console.error(`Budgets dépassés : ${echecs.join(', ')}`);
  process.exit(1);
}
console.log('Tous les budgets sont respectés.');
