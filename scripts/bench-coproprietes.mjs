// Scénario de banc « liste des copropriétés » (issue 8, ADR 0162) : 1 000 000 de copropriétés générées en SQL
// (generate_series, par le générateur de l'application), dont 5 000 pour le syndic professionnel de
// démonstration ; POST /api/coproprietes/rechercher mesuré en teneur (toutes) et en syndic, à 10 connexions,
// p95 rapporté à une route de référence authentifiée (GET /api/etat-copropriete : session, contrôle d'accès,
// sans requête métier) mesurée dans le même passage.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const NB_COPROPRIETES = 1_000_000;
export const NB_COPROPRIETES_SYNDIC = 5_000;
const CONNEXIONS = 10;
const DUREE_MS = 8_000;

/** Budgets de l'issue 8 : p95 en millisecondes, à 10 connexions. */
export const budgetsCoproprietes = [
  {
    nom: 'rechercher en teneur, toutes les copropriétés, première page',
    lecteur: 'teneur',
    corps: {},
    p95Ms: 100,
  },
  {
    nom: 'rechercher en teneur, « contient » sur le nom, tri par nom',
    lecteur: 'teneur',
    corps: {
      immatriculationOuNom: 'tilleuls 12',
      paginationOptions: { sortField: 'nom', sortDirection: 'ASC' },
    },
    p95Ms: 100,
  },
  {
    nom: 'rechercher en syndic (5 000 copropriétés), première page',
    lecteur: 'syndic',
    corps: {},
    p95Ms: 50,
  },
  {
    nom: 'rechercher en syndic, mises à jour annuelles requises, page 20',
    lecteur: 'syndic',
    corps: { statut: 'annuelle', paginationOptions: { pageNumber: 20 } },
    p95Ms: 50,
  },
];

/** Génère les copropriétés du banc avec le générateur compilé de l'application (`dureeMs` nul : déjà là). */
export async function peuplerCoproprietes(racine, urlBase) {
  const require = createRequire(path.join(racine, 'apps/server/package.json'));
  // Drizzle est une dépendance du serveur : résolu depuis son espace de travail, comme le générateur compilé.
  const pilote = ['drizzle-orm', 'node-postgres'].join('/');
  const { drizzle } = await import(pathToFileURL(require.resolve(pilote)).href);
  const { genererCoproprietes } = await import(
    pathToFileURL(path.join(racine, 'apps/server/dist/db/seed/generateur-coproprietes.js')).href
  );
  const client = new pg.Client({ connectionString: urlBase });
  await client.connect();
  try {
    const db = drizzle(client);
    const un = async (texte, valeurs = []) => (await client.query(texte, valeurs)).rows[0];
    const { id: pro } = await un("SELECT id FROM teledeclarant WHERE raison_sociale = 'SYNDIC DES QUAIS'");
    const { n: deja } = await un(
      'SELECT count(DISTINCT c.id)::int AS n FROM copropriete c LEFT JOIN declaration d ON d.id_copropriete = c.id WHERE c.id_teledeclarant_courant = $1 OR d.id_teledeclarant = $1',
      [pro],
    );
    const { min, max } = await un(
      "SELECT min(id) AS min, max(id) AS max FROM teledeclarant WHERE raison_sociale LIKE 'CABINET %'",
    );
    const { id: notaire } = await un(
      "SELECT id FROM teledeclarant WHERE raison_sociale = 'OFFICE NOTARIAL MARTIN ET ASSOCIES'",
    );
    const { n: existantes } = await un('SELECT count(*)::int AS n FROM copropriete');
    // Base conservée d'un passage précédent (BENCH_BASE_CONSERVEE) : rien à générer. Une migration qui réécrit la table
    // (colonne générée, ADR 0227) vide sa carte de visibilité, et les brouillons laissés que le banc vient de supprimer
    // laissent des lignes mortes : sans VACUUM, le total du périmètre d'un syndic relit ses 3 400 pages de table au lieu
    // de 25 pages d'index (ADR 0272). Mesure en régime établi, comme après le passage de l'autovacuum.
    if (existantes >= NB_COPROPRIETES) {
      await nettoyer(client);
      return { dureeMs: null, total: existantes };
    }
    const debut = Date.now();
    await genererCoproprietes((requete) => db.execute(requete), {
      nombre: NB_COPROPRIETES - existantes,
      titulaires: [{ idTeledeclarant: pro, nombre: NB_COPROPRIETES_SYNDIC - deja }],
      autres: { min, max },
      idNotaire: notaire,
      tailleLot: 50_000,
    });
    // VACUUM comme le ferait l'autovacuum après ces insertions : la carte de visibilité permet les lectures par
    // l'index seul (périmètre d'un établissement, ADR 0185).
    await nettoyer(client);
    return { dureeMs: Date.now() - debut, total: (await un('SELECT count(*)::int AS n FROM copropriete')).n };
  } finally {
    await client.end();
  }
}

/** `VACUUM (ANALYZE)` des tables de la liste, une instruction par table (hors transaction). */
async function nettoyer(client) {
  for (const table of ['copropriete', 'declaration', 'mandat', 'adresse', 'parcelle']) {
    await client.query(`VACUUM (ANALYZE) ${table}`);
  }
}

/** Latences (ms) de requêtes lancées par `connexions` boucles pendant `dureeMs` : p50, p95, p99, débit. */
export async function mesurerLatences(url, options, { connexions = CONNEXIONS, dureeMs = DUREE_MS } = {}) {
  const latences = [];
  let erreurs = 0;
  const fin = Date.now() + dureeMs;
  const boucle = async () => {
    while (Date.now() < fin) {
      const debut = performance.now();
      const reponse = await fetch(url, options);
      await reponse.arrayBuffer();
      latences.push(performance.now() - debut);
      if (reponse.status !== 200) erreurs += 1;
    }
  };
  await Promise.all(Array.from({ length: connexions }, boucle));
  latences.sort((a, b) => a - b);
  const rang = (p) => latences[Math.min(latences.length - 1, Math.floor((p / 100) * latences.length))];
  return {
    p50: Math.round(rang(50) * 10) / 10,
    p95: Math.round(rang(95) * 10) / 10,
    p99: Math.round(rang(99) * 10) / 10,
    debit: Math.round(latences.length / (dureeMs / 1000)),
    erreurs,
  };
}

/** Mesure chaque scénario et sa référence dans le même passage ; renvoie les lignes du tableau et les échecs. */
export async function mesurerCoproprietes(base, entetes) {
  const echecs = [];
  const lignes = [];
  for (const scenario of budgetsCoproprietes) {
    const h = entetes[scenario.lecteur];
    const reference = await mesurerLatences(`${base}/api/etat-copropriete`, {
      headers: { cookie: h.cookie },
    });
    const mesure = await mesurerLatences(`${base}/api/coproprietes/rechercher`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify(scenario.corps),
    });
    const ok = mesure.p95 <= scenario.p95Ms && mesure.erreurs === 0 && reference.erreurs === 0;
    const rapport = mesure.p95 / Math.max(reference.p95, 0.1);
    console.log(
      `${ok ? 'OK   ' : 'ÉCHEC'} ${scenario.nom} : p95 ${mesure.p95} ms (p50 ${mesure.p50}, p99 ${mesure.p99}, ${mesure.debit} req/s, ${mesure.erreurs} erreurs) ; référence GET /api/etat-copropriete p95 ${reference.p95} ms, rapport ${rapport.toFixed(1)} (budget p95 ${scenario.p95Ms} ms à ${CONNEXIONS} connexions)`,
    );
    lignes.push({ ...scenario, mesure, reference, rapport });
    if (!ok) echecs.push(scenario.nom);
  }
  return { lignes, echecs };
}
