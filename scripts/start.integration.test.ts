// `npm start` sur un clone neuf du dépôt : premier démarrage (construction et base neuve), second démarrage
// (rien à reconstruire), puis redémarrage après modification d'une source (reconstruction de ce qui a changé).
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const racine = fileURLToPath(new URL('..', import.meta.url));

/** Port TCP libre sur la boucle locale. */
function portLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const serveur = createServer();
    serveur.once('error', reject);
    serveur.listen(0, '127.0.0.1', () => {
      const adresse = serveur.address();
      serveur.close(() => resolve(typeof adresse === 'object' && adresse ? adresse.port : 0));
    });
  });
}

/**
 * Clone local du dépôt, auquel on reporte les modifications non encore validées de l'arbre de travail (le test
 * porte sur le code tel qu'il est). Les dépendances ne sont pas réinstallées : chaque paquet installé est un lien
 * vers celui du dépôt, sauf les paquets de l'espace de travail (`@registre/*`), qui pointent dans le clone.
 */
function cloner(): string {
  const clone = mkdtempSync(path.join(tmpdir(), 'registre-clone-'));
  // La base embarquée s'initialise sous un autre utilisateur quand le test tourne en root.
  chmodSync(clone, 0o755);
  execFileSync('git', ['clone', '--quiet', '--shared', racine, clone]);
  const modifies = execFileSync('git', ['ls-files', '--modified', '--others', '--exclude-standard', '-z'], {
    cwd: racine,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const fichier of modifies) {
    const destination = path.join(clone, fichier);
    const source = path.join(racine, fichier);
    if (existsSync(source) && lstatSync(source).isSymbolicLink()) continue;
    if (existsSync(source)) {
      mkdirSync(path.dirname(destination), { recursive: true });
      copyFileSync(source, destination);
    } else {
      rmSync(destination, { force: true });
    }
  }
  const modules = path.join(clone, 'node_modules');
  mkdirSync(modules);
  for (const entree of readdirSync(path.join(racine, 'node_modules'))) {
    if (entree === '@registre') continue;
    symlinkSync(path.join(racine, 'node_modules', entree), path.join(modules, entree));
  }
  mkdirSync(path.join(modules, '@registre'));
  for (const [nom, dossier] of Object.entries({
    domain: 'packages/domain',
    server: 'apps/server',
    web: 'apps/web',
    e2e: 'apps/e2e',
  })) {
    symlinkSync(path.join(clone, dossier), path.join(modules, '@registre', nom));
  }
  // Dépendances qu'npm n'a pas pu remonter à la racine (versions en conflit) : dans l'espace qui les déclare.
  for (const dossier of ['packages/domain', 'apps/server', 'apps/web', 'apps/e2e']) {
    const modulesEspace = path.join(racine, dossier, 'node_modules');
    if (existsSync(modulesEspace)) symlinkSync(modulesEspace, path.join(clone, dossier, 'node_modules'));
  }
  return clone;
}

interface Demarrage {
  sortie: string;
  sante: number;
  accueil: string;
}

/** Lance `npm start` dans le clone, attend que l'application soit prête, l'interroge puis l'arrête par Ctrl-C. */
function demarrer(clone: string, env: NodeJS.ProcessEnv): Promise<Demarrage> {
  return new Promise((resolve, reject) => {
    // Groupe de processus à part : l'arrêt envoie Ctrl-C au groupe entier, comme un terminal.
    const processus = spawn('npm', ['start'], {
      cwd: clone,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let sortie = '';
    let resultat: Omit<Demarrage, 'sortie'> | undefined;
    let interroge = false;
    const lire = (morceau: Buffer) => {
      sortie += String(morceau);
      if (!interroge && sortie.includes('Application prête')) {
        interroge = true;
        const base = `http://127.0.0.1:${env.PORT}`;
        void (async () => {
          try {
            const sante = await fetch(`${base}/api/health`);
            const accueil = await fetch(`${base}/`);
            resultat = { sante: sante.status, accueil: await accueil.text() };
          } catch (erreur) {
            sortie += `\n[test] ${String(erreur)}`;
          }
          // Ctrl-C : le serveur arrête HTTP puis la base.
          if (processus.pid) process.kill(-processus.pid, 'SIGINT');
        })();
      }
    };
    processus.stdout.on('data', lire);
    processus.stderr.on('data', lire);
    processus.on('error', reject);
    processus.on('exit', (code) => {
      if (!resultat) reject(new Error(`Le démarrage a échoué (code ${code}) :\n${sortie}`));
      else resolve({ ...resultat, sortie });
    });
  });
}

describe('npm start sur un clone neuf', () => {
  let clone: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    clone = cloner();
    const { DATABASE_URL: _base, DATA_DIR: _donnees, WEB_DIST_DIR: _web, ...environnement } = process.env;
    env = {
      ...environnement,
      NODE_ENV: 'development',
      PORT: String(await portLibre()),
      EMBEDDED_PG_PORT: String(await portLibre()),
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(() => {
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  it('démarre une première fois (construction), puis une seconde sans rien reconstruire', async () => {
    const premier = await demarrer(clone, env);
    expect(premier.sortie).toContain('Construction : domaine et serveur');
    expect(premier.sortie).toContain('Construction : application web');
    expect(premier.sante).toBe(200);
    expect(premier.accueil).toContain('<div id="root">');
    expect(premier.sortie).toContain('Serveur et base arrêtés proprement.');

    const second = await demarrer(clone, env);
    expect(second.sortie).not.toContain('Construction');
    expect(second.sortie).not.toMatch(/ENOTDIR|Error/);
    expect(second.sante).toBe(200);
    expect(second.sortie).toContain('Serveur et base arrêtés proprement.');
  }, 240_000);

  it('reconstruit après la modification d’une source, puis redémarre sans reconstruire', async () => {
    const page = path.join(clone, 'apps/web/index.html');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace('<head>', '<head><meta name="essai" content="x1">'),
    );
    appendFileSync(path.join(clone, 'apps/server/src/routes/systeme.ts'), '\n// modification\n');

    const apresModification = await demarrer(clone, env);
    expect(apresModification.sortie).toContain('Construction : domaine et serveur');
    expect(apresModification.sortie).toContain('Construction : application web');
    expect(apresModification.accueil).toContain('<meta name="essai" content="x1">');
    expect(apresModification.sortie).toContain('Serveur et base arrêtés proprement.');

    const ensuite = await demarrer(clone, env);
    expect(ensuite.sortie).not.toContain('Construction');
    expect(ensuite.sante).toBe(200);
    expect(ensuite.accueil).toContain('<meta name="essai" content="x1">');
  }, 240_000);
});
