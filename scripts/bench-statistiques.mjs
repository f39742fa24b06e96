// Scénario de banc « statistiques publiques » (issue 10, ADR 0252) : sur le million de copropriétés du scénario
// `coproprietes`, régénération des agrégats (durée relevée) puis lectures anonymes par département et de tous
// les départements, à 10 connexions, p95 rapporté à GET /api/health mesuré dans le même passage.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mesurerLatences } from './bench-coproprietes.mjs';

/** Budgets de l'issue 10 : p95 en millisecondes, à 10 connexions. */
export const budgetsStatistiques = [
  {
    nom: 'statistiques d’un département (Rhône)',
    chemin: '/api/public/statistiques/chargeDepartementDepuisCdInsee/69',
    p95Ms: 50,
  },
  {
    nom: 'statistiques par département (tous)',
    chemin: '/api/public/statistiques/chargeDepartement/0',
    p95Ms: 50,
  },
  {
    nom: 'département et ses EPCI (Rhône)',
    chemin: '/api/public/statistiques/chargeInterCommunalite/69',
    p95Ms: 50,
  },
  { nom: 'conformité par commune (Rhône)', chemin: '/api/public/statistiques/conformite/69', p95Ms: 50 },
  // API publique v1 (ADR 0290) : mêmes agrégats, avec ETag calculé sur chaque réponse.
  {
    nom: 'API v1 : département et ses EPCI (Rhône)',
    chemin: '/api/public/v1/statistiques/departements/69',
    p95Ms: 50,
  },
  { nom: 'API v1 : tous les départements', chemin: '/api/public/v1/statistiques/departements', p95Ms: 50 },
];

/** Régénère les agrégats avec le service compilé de l'application (la génération du banc ne passe pas par le journal). */
export async function regenererAgregats(racine, urlBase) {
  const { ouvrirConnexion } = await import(
    pathToFileURL(path.join(racine, 'apps/server/dist/db/connexion.js')).href
  );
  const { regenererStatistiques } = await import(
    pathToFileURL(path.join(racine, 'apps/server/dist/services/statistiques/regenerer-statistiques.js')).href
  );
  const connexion = await ouvrirConnexion(urlBase, { max: 2 });
  try {
    const debut = Date.now();
    await regenererStatistiques(connexion.db, new Date(), { force: true });
    return Date.now() - debut;
  } finally {
    await connexion.pool.end();
  }
}

export async function mesurerStatistiques(racine, base, urlBase) {
  const echecs = [];
  const dureeRegeneration = await regenererAgregats(racine, urlBase);
  console.log(`INFO  régénération des agrégats des statistiques : ${dureeRegeneration} ms`);
  for (const scenario of budgetsStatistiques) {
    const reference = await mesurerLatences(`${base}/api/health`, {});
    const mesure = await mesurerLatences(`${base}${scenario.chemin}`, {});
    const ok = mesure.p95 <= scenario.p95Ms && mesure.erreurs === 0;
    const rapport = mesure.p95 / Math.max(reference.p95, 0.1);
    console.log(
      `${ok ? 'OK   ' : 'ÉCHEC'} ${scenario.nom} : p95 ${mesure.p95} ms (p50 ${mesure.p50}, p99 ${mesure.p99}, ${mesure.debit} req/s, ${mesure.erreurs} erreurs) ; référence GET /api/health p95 ${reference.p95} ms, rapport ${rapport.toFixed(1)} (budget p95 ${scenario.p95Ms} ms à 10 connexions)`,
    );
    if (!ok) echecs.push(scenario.nom);
  }
  return { echecs, dureeRegeneration };
}
