// Mesures de performance (npm run bench) : démarrage à froid et à chaud, puis débit des routes
// principales avec autocannon contre une instance lancée sur une base embarquée dédiée.
// Les budgets viennent des issues ; un budget dépassé fait échouer la commande.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const racine = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DATA_DIR = path.join(racine, '.data', 'bench');
const PORT_PG = 54350;
const NB_TELEDECLARANTS = 100_000;
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR,
  EMBEDDED_PG_PORT: String(PORT_PG),
  RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  CAPTCHA_DIFFICULTE: 'test',
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
  /** Recherche des télédéclarants par le teneur, sur 100 000 établissements (issue « Comptes et accès »). */
  recherches: [
    { nom: 'recherche : première page, sans critère', corps: {}, p99Ms: 300, debitMin: 50 },
    {
      nom: 'recherche : raison sociale « contient »',
      corps: { raisonSociale: 'lumiere' },
      p99Ms: 300,
      debitMin: 50,
    },
    {
      nom: 'recherche : courriel « commence par »',
      corps: { email: '$admin.712' },
      p99Ms: 400,
      debitMin: 30,
    },
    {
      nom: 'recherche : tri par raison sociale, page 500',
      corps: {
        paginationOptions: {
          sortField: 'raisonSociale',
          sortDirection: 'ASC',
          pageNumber: 500,
          pageSize: 10,
        },
      },
      p99Ms: 500,
      debitMin: 20,
    },
  ],
};

/** Établissements et administrateurs fictifs, à l'échelle nationale. */
async function peupler() {
  const client = new pg.Client({
    connectionString: `postgres://registre:registre@127.0.0.1:${PORT_PG}/registre`,
  });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO teledeclarant (type, statut, raison_sociale, siret, code_postal, localite)
       SELECT 'PRO', 'ACTIF',
              CASE WHEN n % 100 = 0 THEN 'CABINET LUMIÈRE ' ELSE 'CABINET ' END || upper(substr(md5(n::text), 1, 10)) || ' ' || n,
              lpad((90000000000000 + n)::text, 14, '0'), lpad((1000 + n % 95000)::text, 5, '0'), 'COMMUNE ' || (n % 3000)
       FROM generate_series(1, $1) n`,
      [NB_TELEDECLARANTS],
    );
    await client.query(
      `INSERT INTO compte (login, email, nom, prenom, profil, statut, activated, id_teledeclarant, admin_principal)
       SELECT 'admin.' || t.id || '@exemple.fr', 'admin.' || t.id || '@exemple.fr', 'NOM' || t.id, 'Prénom', 'TELE_PRO_ADMIN_PRINC', 'ACTIF', true, t.id, true
       FROM teledeclarant t WHERE t.raison_sociale LIKE 'CABINET %'`,
    );
    await client.query('ANALYZE teledeclarant; ANALYZE compte;');
  } finally {
    await client.end();
  }
}

/** Connexion du teneur de démonstration par le vrai formulaire (captcha résolu) : cookies et jeton anti-CSRF. */
async function connecterTeneur() {
  const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
  const altcha = await import(pathToFileURL(require.resolve('altcha-lib')).href);
  const { deriveKey } = await import(pathToFileURL(require.resolve('altcha-lib/algorithms/pbkdf2')).href);
  const base = `http://127.0.0.1:${PORT}`;
  const cookies = new Map();
  const memoriser = (r) => {
    for (const c of r.headers.getSetCookie()) {
      const [paire] = c.split(';');
      const [nom, ...valeur] = paire.split('=');
      cookies.set(nom, valeur.join('='));
    }
  };
  const entete = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const defi = await fetch(`${base}/api/public/captcha/challenge`);
  memoriser(defi);
  const challenge = await defi.json();
  const solution = await (altcha.solveChallenge ?? altcha.default.solveChallenge)({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const connexion = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: entete(),
      'x-xsrf-token': cookies.get('XSRF-TOKEN'),
    },
    body: new URLSearchParams({
      j_username: 'demo.teneur.admin@registre.local',
      j_password: 'Demo-Registre-2026!',
      captcha,
    }),
  });
  if (connexion.status !== 204) throw new Error(`Connexion du teneur refusée (${connexion.status})`);
  memoriser(connexion);
  return { cookie: entete(), 'x-xsrf-token': cookies.get('XSRF-TOKEN'), 'content-type': 'application/json' };
}

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
  const debutPeuplement = Date.now();
  await peupler();
  console.log(
    `${NB_TELEDECLARANTS} télédéclarants et leurs administrateurs créés en ${Date.now() - debutPeuplement} ms`,
  );
  const entetes = await connecterTeneur();
  for (const recherche of budgets.recherches) {
    const r = await autocannon({
      url: `http://127.0.0.1:${PORT}/api/teledeclarants`,
      method: 'POST',
      headers: entetes,
      body: JSON.stringify(recherche.corps),
      connections: 10,
      duration: 8,
    });
    const p99 = r.latency.p99;
    const debit = Math.round(r.requests.average);
    const ok = p99 <= recherche.p99Ms && debit >= recherche.debitMin && r.non2xx === 0;
    console.log(
      `${ok ? 'OK   ' : 'ÉCHEC'} ${recherche.nom} : p99 ${p99} ms, ${debit} req/s, ${r.non2xx} réponses non 2xx (budget p99 ${recherche.p99Ms} ms, ≥ ${recherche.debitMin} req/s)`,
    );
    if (!ok) echecs.push(recherche.nom);
  }
} finally {
  await arreter(second.serveur);
}
if (echecs.length) {
  console.error(`Budgets dépassés : ${echecs.join(', ')}`);
  process.exit(1);
}
console.log('Tous les budgets sont respectés.');
