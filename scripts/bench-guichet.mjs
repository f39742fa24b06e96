// Scénarios de banc du guichet du teneur (issue 9, « Tests and measures ») : journal des événements sur
// 10 000 000 d'événements, recherche du guichet sur 100 000 demandes en attente, tableau des indicateurs sur le
// million de copropriétés. Tout est semé en SQL (generate_series), jamais ligne à ligne ; une base conservée
// (BENCH_BASE_CONSERVEE) n'est pas resemée. Latences mesurées comme les copropriétés (p95 à 10 connexions) et
// rapportées à une route authentifiée de référence mesurée dans le même passage.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { mesurerLatences } from './bench-coproprietes.mjs';

export const NB_EVENEMENTS = 10_000_000;
export const NB_DEMANDES_EN_ATTENTE = 100_000;
/** Rangs (n modulo 100) des demandes à valider dans le générateur des copropriétés (ADR 0162). */
const RANGS_DEMANDES_A_VALIDER = [73, 74, 75, 76];
/** Événements écrits par instruction : la progression reste visible et une instruction ne dure pas trop. */
const LOT_EVENEMENTS = 1_000_000;
/** Période couverte par le journal semé : trois ans jusqu'à maintenant. */
const JOURS_DU_JOURNAL = 3 * 365;

/** Budgets de l'issue 9 (p95 en millisecondes, 10 connexions). */
export const budgetsGuichet = {
  journal: [
    { nom: 'journal : 100 derniers événements, sans critère', corps: {}, p95Ms: 150 },
    {
      nom: 'journal : une semaine (dateDu, dateAu)',
      corps: { dateDu: 'SEMAINE_DU', dateAu: 'SEMAINE_AU' },
      p95Ms: 150,
    },
    {
      nom: 'journal : catégorie et type (validation de demande)',
      corps: { categorie: 'VALIDATION', typeEvenement: 'VALIDATION_DEMANDE' },
      p95Ms: 150,
    },
    {
      nom: 'journal : profil (assistance gestionnaire)',
      corps: { profil: 'TENEUR_ASS_HOTLINE_GES' },
      p95Ms: 150,
    },
    { nom: 'journal : modalité rare (service web)', corps: { modalite: 'SERVICE_WEB' }, p95Ms: 150 },
    {
      nom: 'journal : profil et catégorie, sur un an',
      corps: { profil: 'TELE_PRO_GESTION', categorie: 'MISE_A_JOUR', dateDu: 'AN_DU', dateAu: 'SEMAINE_AU' },
      p95Ms: 150,
    },
  ],
  guichet: [
    { nom: 'guichet : première page, tri par défaut', corps: {}, p95Ms: 100 },
    {
      nom: 'guichet : tri par date de dépôt, page 50',
      corps: { paginationOptions: { sortField: 'dateDepot', sortDirection: 'DESC', pageNumber: 50 } },
      p95Ms: 100,
    },
    { nom: 'guichet : type « immatriculation »', corps: { typeDemande: 'IMMATRICULATION' }, p95Ms: 100 },
  ],
  indicateurs: { nom: 'tableau des indicateurs du teneur (administrateur)', p95Ms: 200 },
};

/** Date « jj/mm/aaaa » d'il y a `jours` jours. */
function dateTexte(jours) {
  const d = new Date(Date.now() - jours * 86_400_000);
  const j = String(d.getUTCDate()).padStart(2, '0');
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${j}/${m}/${d.getUTCFullYear()}`;
}

function corpsJournal(corps) {
  const remplacements = { SEMAINE_DU: dateTexte(37), SEMAINE_AU: dateTexte(30), AN_DU: dateTexte(395) };
  return Object.fromEntries(Object.entries(corps).map(([k, v]) => [k, remplacements[v] ?? v]));
}

/**
 * Journal : `NB_EVENEMENTS` événements répartis uniformément sur trois ans, types de toutes les catégories
 * (chaque type dans sa catégorie), profils des auteurs, modalités au prorata réaliste (saisie en ligne surtout,
 * traitements automatiques, quelques connexions « en tant que » et appels par service web), cibles variées.
 */
async function semerJournal(client, domaine) {
  const { n: deja } = (await client.query('SELECT count(*)::int AS n FROM evenement_journal')).rows[0];
  if (deja >= NB_EVENEMENTS) return null;
  const debut = Date.now();
  const types = domaine.TypeEvenement.options;
  const categories = types.map((t) => domaine.categorieDuTypeEvenement(t));
  const profils = domaine.Profil.options.filter((p) => p !== 'restricted');
  const reste = NB_EVENEMENTS - deja;
  for (let premier = 1; premier <= reste; premier += LOT_EVENEMENTS) {
    const dernier = Math.min(reste, premier + LOT_EVENEMENTS - 1);
    await client.query(
      `INSERT INTO evenement_journal (date, id_compte, login, nom_complet, profil, categorie, type_evenement,
         modalite, type_cible, id_cible, libelle_cible, detail, id_compte_origine, login_origine)
       SELECT now() - make_interval(secs => ($5::float8 * 86400) * (($4::bigint - n)::float8 / $4::float8)),
              CASE WHEN auto THEN NULL ELSE 1000 + n % 50000 END,
              CASE WHEN auto THEN NULL ELSE 'compte.' || (1000 + n % 50000) || '@exemple.fr' END,
              CASE WHEN auto THEN NULL ELSE 'Prénom NOM' || (n % 50000) END,
              CASE WHEN auto THEN NULL ELSE ($3::text[])[1 + (n * 31) % array_length($3::text[], 1)]::profil END,
              ($2::text[])[t]::categorie_evenement, ($1::text[])[t]::type_evenement,
              (CASE WHEN auto THEN 'TRAITEMENT_AUTOMATIQUE' WHEN n % 997 = 0 THEN 'SERVICE_WEB'
                    WHEN n % 211 = 0 THEN 'CONNEXION_EN_TANT_QUE' ELSE 'SAISIE_EN_LIGNE' END)::modalite_evenement,
              (CASE n % 4 WHEN 0 THEN 'COPROPRIETE' WHEN 1 THEN 'UTILISATEUR' WHEN 2 THEN 'TELEDECLARANT' ELSE 'AUCUNE' END)::type_cible_evenement,
              CASE WHEN n % 4 = 3 THEN NULL ELSE n % 1000000 + 1 END,
              CASE WHEN n % 4 = 3 THEN NULL ELSE 'Objet ' || (n % 1000000 + 1) END,
              CASE WHEN n % 3 = 0 THEN jsonb_build_object('motif', 'Motif du banc ' || (n % 100)) END,
              CASE WHEN n % 211 = 0 AND NOT auto THEN 2 END,
              CASE WHEN n % 211 = 0 AND NOT auto THEN 'demo.teneur.hotline@registre.local' END
       FROM (SELECT n, 1 + (n * 7919) % array_length($1::text[], 1) AS t, n % 40 = 0 AS auto
             FROM generate_series($6::bigint, $7::bigint) AS n) g`,
      [types, categories, profils, NB_EVENEMENTS, JOURS_DU_JOURNAL, deja + premier, deja + dernier],
    );
    console.log(`  journal : ${deja + dernier} événements écrits (${Date.now() - debut} ms)`);
  }
  await client.query('VACUUM (ANALYZE) evenement_journal');
  return Date.now() - debut;
}

/**
 * Demandes en attente : le million en compte déjà (4 %) ; le complément vient du générateur des copropriétés,
 * restreint aux rangs « demande à valider » (73 à 76 modulo 100), comme le reste du registre du banc.
 */
async function semerDemandes(client, racine) {
  const compter = async () =>
    (
      await client.query(
        `SELECT count(*)::int AS n FROM declaration d JOIN copropriete c ON c.id = d.id_copropriete
         WHERE d.statut = 'A_VALIDER' AND c.etat IN ('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
           'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION')`,
      )
    ).rows[0].n;
  const deja = await compter();
  if (deja >= NB_DEMANDES_EN_ATTENTE) return { dureeMs: null, total: deja };
  const require = createRequire(path.join(racine, 'apps/server/package.json'));
  const pilote = ['drizzle-orm', 'node-postgres'].join('/');
  const { drizzle } = await import(pathToFileURL(require.resolve(pilote)).href);
  const { genererCoproprietes } = await import(
    pathToFileURL(path.join(racine, 'apps/server/dist/db/seed/generateur-coproprietes.js')).href
  );
  const un = async (texte) => (await client.query(texte)).rows[0];
  const { min, max } = await un(
    "SELECT min(id) AS min, max(id) AS max FROM teledeclarant WHERE raison_sociale LIKE 'CABINET %'",
  );
  const debut = Date.now();
  const manquantes = NB_DEMANDES_EN_ATTENTE - deja;
  // Un rang sur 100 × 4 rangs retenus : 25 rangs parcourus par demande créée.
  const parcourus = Math.ceil((manquantes * 100) / RANGS_DEMANDES_A_VALIDER.length);
  await genererCoproprietes((requete) => drizzle(client).execute(requete), {
    nombre: parcourus,
    titulaires: [],
    autres: { min, max },
    rangs: RANGS_DEMANDES_A_VALIDER,
    tailleLot: 250_000,
  });
  for (const table of ['copropriete', 'declaration', 'mandat', 'adresse', 'parcelle']) {
    await client.query(`VACUUM (ANALYZE) ${table}`);
  }
  return { dureeMs: Date.now() - debut, total: await compter() };
}

/** Sème ce qui manque (journal, demandes) ; renvoie ce qui a été fait, pour l'affichage. */
export async function peuplerGuichet(racine, urlBase) {
  const domaine = await import(pathToFileURL(path.join(racine, 'packages/domain/dist/index.js')).href);
  const client = new pg.Client({ connectionString: urlBase });
  await client.connect();
  try {
    const journalMs = await semerJournal(client, domaine);
    const demandes = await semerDemandes(client, racine);
    const { n: evenements } = (await client.query('SELECT count(*)::int AS n FROM evenement_journal'))
      .rows[0];
    return { journalMs, evenements, demandes };
  } finally {
    await client.end();
  }
}

/** Mesure les trois familles de l'issue 9 ; renvoie les lignes et les échecs. */
export async function mesurerGuichet(base, entetesTeneur) {
  const echecs = [];
  const lignes = [];
  const reference = await mesurerLatences(`${base}/api/etat-copropriete`, {
    headers: { cookie: entetesTeneur.cookie },
  });
  console.log(
    `INFO  référence GET /api/etat-copropriete (teneur) : p95 ${reference.p95} ms (p50 ${reference.p50}, ${reference.debit} req/s)`,
  );
  const verifier = (nom, mesure, p95Ms) => {
    const ok = mesure.p95 <= p95Ms && mesure.erreurs === 0;
    const rapport = mesure.p95 / Math.max(reference.p95, 0.1);
    console.log(
      `${ok ? 'OK   ' : 'ÉCHEC'} ${nom} : p95 ${mesure.p95} ms (p50 ${mesure.p50}, p99 ${mesure.p99}, ${mesure.debit} req/s, ${mesure.erreurs} erreurs) ; rapport à la référence ${rapport.toFixed(1)} (budget p95 ${p95Ms} ms à 10 connexions)`,
    );
    lignes.push({ nom, mesure, rapport, p95Ms });
    if (!ok) echecs.push(nom);
  };
  for (const scenario of budgetsGuichet.journal) {
    const mesure = await mesurerLatences(`${base}/api/evenement-journal/rechercher`, {
      method: 'POST',
      headers: entetesTeneur,
      body: JSON.stringify(corpsJournal(scenario.corps)),
    });
    verifier(scenario.nom, mesure, scenario.p95Ms);
  }
  for (const scenario of budgetsGuichet.guichet) {
    const mesure = await mesurerLatences(`${base}/api/declarations/rechercher`, {
      method: 'POST',
      headers: entetesTeneur,
      body: JSON.stringify(scenario.corps),
    });
    verifier(scenario.nom, mesure, scenario.p95Ms);
  }
  const indicateurs = await mesurerLatences(`${base}/api/indicateurMCO/allTableau`, {
    headers: { cookie: entetesTeneur.cookie },
  });
  verifier(budgetsGuichet.indicateurs.nom, indicateurs, budgetsGuichet.indicateurs.p95Ms);
  return { lignes, echecs };
}
