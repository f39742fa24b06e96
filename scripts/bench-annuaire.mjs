// Scénarios de banc de l'annuaire public et du jeu de données (issue 10, ADR 0293) sur le million de copropriétés
// du scénario `coproprietes` :
// - `annuaire` : recherches anonymes à 20 connexions (autocannon), p97,5 (plus strict que le p95 du budget) et
//   débit, rapportés à GET /api/health mesuré dans le même passage ;
// - `jeu-de-donnees` : génération du fichier du jour (durée, RSS du processus échantillonnée) puis téléchargement
//   du CSV entier depuis le serveur (durée, RSS du serveur échantillonnée dans /proc).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNEXIONS = 20;
const DUREE_S = 8;

/** Budgets de l'issue 10 : p95 ≤ 50 ms et ≥ 300 req/s à 20 connexions. */
export const budgetsAnnuaire = [
  {
    nom: 'annuaire : recherche simple par nom (« contient »)',
    corps: { immatriculationOuNom: 'tilleuls 12' },
  },
  {
    nom: 'annuaire : recherche simple par adresse choisie (Lyon, au plus près)',
    corps: { adresseNonStructuree: { voie: 'rue de la République', commune: 'Lyon', x: 4.8357, y: 45.764 } },
  },
  {
    nom: 'annuaire : recherche avancée (département 69, immatriculées)',
    corps: { isRechercheAvancee: true, codeDepartement: '69', statutsCopropriete: ['IMMATRICULEE'] },
  },
  {
    nom: 'API v1 : GET coproprietes?codeInsee=69123&q=tilleuls',
    chemin: '/api/public/v1/coproprietes?codeInsee=69123&q=tilleuls',
  },
].map((s) => ({ ...s, p95Ms: 50, debitMin: 300 }));

/** Budget du jeu de données : le registre entier téléchargé en 20 s au plus, mémoire plate. */
export const budgetJeuDeDonnees = { dureeMs: 20_000, hausseRssMaxMo: 64, deriveRssMaxMo: 32 };

/** Jeton anti-CSRF d'un visiteur anonyme (la recherche du site est un POST, ADR 0242). */
async function jetonAnonyme(base) {
  const r = await fetch(`${base}/api/csrf`);
  const cookies = r.headers.getSetCookie().map((c) => c.split(';')[0]);
  const jeton = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1];
  return { cookie: cookies.join('; '), 'x-xsrf-token': jeton, 'content-type': 'application/json' };
}

const mesurer = async (options) => {
  const r = await autocannon({ connections: CONNEXIONS, duration: DUREE_S, ...options });
  return {
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    p50: r.latency.p50,
    debit: Math.round(r.requests.average),
    non2xx: r.non2xx,
    erreurs: r.errors,
  };
};

export async function mesurerAnnuaire(base) {
  const echecs = [];
  const entetes = await jetonAnonyme(base);
  for (const s of budgetsAnnuaire) {
    const reference = await mesurer({ url: `${base}/api/health` });
    const mesure = await mesurer(
      s.chemin
        ? { url: `${base}${s.chemin}` }
        : {
            url: `${base}/api/public/annuaire/rechercherAnnuaire`,
            method: 'POST',
            headers: entetes,
            body: JSON.stringify(s.corps),
          },
    );
    const ok = mesure.p975 <= s.p95Ms && mesure.debit >= s.debitMin && mesure.non2xx + mesure.erreurs === 0;
    console.log(
      `${ok ? 'OK   ' : 'ÉCHEC'} ${s.nom} : p97,5 ${mesure.p975} ms (p50 ${mesure.p50}, p99 ${mesure.p99}), ${mesure.debit} req/s, ${mesure.non2xx} non 2xx ; référence GET /api/health p97,5 ${reference.p975} ms, ${reference.debit} req/s (budget p95 ${s.p95Ms} ms, ≥ ${s.debitMin} req/s à ${CONNEXIONS} connexions)`,
    );
    if (!ok) echecs.push(s.nom);
  }
  return { echecs };
}

/** RSS d'un processus, en Mo (Linux). */
function rssMo(pid) {
  const ligne = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(ligne?.replace(/\D/g, '') ?? 0) / 1024);
}

/**
 * Échantillonne une RSS toutes les 100 ms pendant `tache` ; rend min, max, nombre d'échantillons et dérive (maximum
 * de la seconde moitié des échantillons moins celui de la première) : une mémoire plate ne dérive pas, quelle que
 * soit la part fixe de travail (tas V8, tampons du pilote).
 */
export function deriveRss(echantillons) {
  if (echantillons.length < 2) return 0;
  const milieu = Math.ceil(echantillons.length / 2);
  return Math.max(...echantillons.slice(milieu)) - Math.max(...echantillons.slice(0, milieu));
}

async function avecRss(lire, tache) {
  const echantillons = [lire()];
  const minuterie = setInterval(() => echantillons.push(lire()), 100);
  try {
    const resultat = await tache();
    return {
      resultat,
      rss: {
        avant: echantillons[0],
        min: Math.min(...echantillons),
        max: Math.max(...echantillons),
        n: echantillons.length,
        derive: deriveRss(echantillons),
      },
    };
  } finally {
    clearInterval(minuterie);
  }
}

/**
 * Jeu de données : la tâche de démarrage du serveur a pu produire le fichier du jour ; il est supprimé puis
 * régénéré ici par le service compilé (durée, RSS de ce processus), puis téléchargé depuis le serveur.
 */
export async function mesurerJeuDeDonnees(racine, base, urlBase, pidServeur) {
  const echecs = [];
  const { ouvrirConnexion } = await import(
    pathToFileURL(path.join(racine, 'apps/server/dist/db/connexion.js')).href
  );
  const { genererJeuDeDonnees } = await import(
    pathToFileURL(path.join(racine, 'apps/server/dist/services/annuaire/jeu-de-donnees.js')).href
  );
  // Attendre la fin d'une génération de démarrage (verrou) avant de mesurer la nôtre.
  const client = new pg.Client({ connectionString: urlBase });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(291001)');
    await client.query('SELECT pg_advisory_unlock(291001)');
    await client.query('DELETE FROM jeu_de_donnees');
  } finally {
    await client.end();
  }
  const connexion = await ouvrirConnexion(urlBase, { max: 2 });
  try {
    const debut = Date.now();
    const { resultat: bilan, rss } = await avecRss(
      () => Math.round(process.memoryUsage().rss / (1024 * 1024)),
      () => genererJeuDeDonnees(connexion.db, new Date()),
    );
    const duree = Date.now() - debut;
    const hausse = rss.max - rss.avant;
    const ok =
      bilan.statut === 'genere' &&
      hausse <= budgetJeuDeDonnees.hausseRssMaxMo &&
      rss.derive <= budgetJeuDeDonnees.deriveRssMaxMo;
    console.log(
      `${ok ? 'OK   ' : 'ÉCHEC'} jeu de données : génération de ${bilan.nbLignes} lignes (${Math.round((bilan.taille ?? 0) / 1048576)} Mo, ${bilan.morceaux} morceaux) en ${duree} ms ; RSS du processus ${rss.avant} → max ${rss.max} Mo (hausse ${hausse} Mo, dérive ${rss.derive} Mo, ${rss.n} échantillons ; budget hausse ≤ ${budgetJeuDeDonnees.hausseRssMaxMo} Mo, dérive ≤ ${budgetJeuDeDonnees.deriveRssMaxMo} Mo)`,
    );
    if (!ok) echecs.push('génération du jeu de données');
  } finally {
    await connexion.pool.end();
  }

  const debut = Date.now();
  const { resultat: octets, rss } = await avecRss(
    () => rssMo(pidServeur),
    async () => {
      const r = await fetch(`${base}/api/public/v1/jeu-de-donnees/coproprietes.csv`);
      if (r.status !== 200) throw new Error(`Téléchargement du jeu de données refusé (${r.status})`);
      let n = 0;
      for await (const morceau of r.body) n += morceau.length;
      return n;
    },
  );
  const duree = Date.now() - debut;
  const hausse = rss.max - rss.avant;
  const ok =
    duree <= budgetJeuDeDonnees.dureeMs &&
    hausse <= budgetJeuDeDonnees.hausseRssMaxMo &&
    rss.derive <= budgetJeuDeDonnees.deriveRssMaxMo;
  console.log(
    `${ok ? 'OK   ' : 'ÉCHEC'} jeu de données : téléchargement du CSV entier (${Math.round(octets / 1048576)} Mo) en ${duree} ms (${Math.round(octets / 1048576 / (duree / 1000))} Mo/s) ; RSS du serveur ${rss.avant} → max ${rss.max} Mo (hausse ${hausse} Mo, dérive ${rss.derive} Mo, ${rss.n} échantillons) (budget ${budgetJeuDeDonnees.dureeMs} ms, hausse ≤ ${budgetJeuDeDonnees.hausseRssMaxMo} Mo, dérive ≤ ${budgetJeuDeDonnees.deriveRssMaxMo} Mo)`,
  );
  if (!ok) echecs.push('téléchargement du jeu de données');
  return { echecs };
}
