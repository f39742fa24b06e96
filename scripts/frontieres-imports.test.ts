import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Frontières entre les couches (ARCHITECTURE, règles 1, 5 et 13 ; ADR 0107), vérifiées en lisant les
 * sources : Drizzle et le pilote PostgreSQL seulement dans `db/` et les dépôts, le domaine sans E/S ni
 * cadriciel, l'application web sans le serveur, les services sans Fastify ni erreurs HTTP (sauf les
 * fichiers encore listés ci-dessous, qui doivent disparaître de la liste à mesure qu'ils sont repris).
 */

const RACINE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Import {
  specificateur: string;
  /** `import type …` ou `export type … from` : effacé à la compilation. */
  typeSeulement: boolean;
}

interface Source {
  /** Chemin depuis la racine du dépôt, avec des `/`. */
  chemin: string;
  imports: Import[];
}

const MOTIF_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Imports d'un fichier source (commentaires retirés pour ne pas lire d'exemples). */
function lireImports(texte: string): Import[] {
  const sansCommentaires = texte.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...sansCommentaires.matchAll(MOTIF_IMPORT)].map((m) => ({
    specificateur: m[2] ?? m[3] ?? '',
    typeSeulement: m[1] !== undefined,
  }));
}

function sources(dossier: string): Source[] {
  const resultat: Source[] = [];
  const parcourir = (absolu: string) => {
    for (const entree of readdirSync(absolu, { withFileTypes: true })) {
      if (entree.name === 'node_modules' || entree.name === 'dist') continue;
      const chemin = join(absolu, entree.name);
      if (entree.isDirectory()) parcourir(chemin);
      else if (/\.(ts|tsx|mts)$/.test(entree.name) && !entree.name.endsWith('.d.ts')) {
        resultat.push({
          chemin: relative(RACINE, chemin).split(sep).join('/'),
          imports: lireImports(readFileSync(chemin, 'utf8')),
        });
      }
    }
  };
  parcourir(join(RACINE, dossier));
  return resultat;
}

const estTest = (chemin: string) =>
  /\.test\.tsx?$/.test(chemin) || chemin.startsWith('apps/server/src/test/');

/** Infractions d'une règle : « fichier → import ». */
function infractions(liste: Source[], interdit: (imp: Import, source: Source) => boolean): string[] {
  return liste.flatMap((s) =>
    s.imports.filter((i) => interdit(i, s)).map((i) => `${s.chemin} → ${i.specificateur}`),
  );
}

const serveur = sources('apps/server/src');
const domaine = sources('packages/domain/src');
const web = sources('apps/web/src');

describe('lecture des imports', () => {
  it('reconnaît les formes d’import et d’export, et les imports de types', () => {
    const texte = [
      "import { a } from 'zod';",
      "import type { B } from 'fastify';",
      "export { c } from './c.js';",
      "export * from '../d.js';",
      "import 'effet-de-bord';",
      "const e = await import('node:fs');",
      "// import { f } from 'commentaire';",
      "import {\n  g,\n  type H,\n} from 'drizzle-orm';",
    ].join('\n');
    expect(lireImports(texte)).toEqual([
      { specificateur: 'zod', typeSeulement: false },
      { specificateur: 'fastify', typeSeulement: true },
      { specificateur: './c.js', typeSeulement: false },
      { specificateur: '../d.js', typeSeulement: false },
      { specificateur: 'effet-de-bord', typeSeulement: false },
      { specificateur: 'node:fs', typeSeulement: false },
      { specificateur: 'drizzle-orm', typeSeulement: false },
    ]);
  });

  it('trouve les sources de chaque couche', () => {
    expect(serveur.length).toBeGreaterThan(50);
    expect(domaine.length).toBeGreaterThan(50);
    expect(web.length).toBeGreaterThan(20);
  });
});

describe("frontières d'import", () => {
  it('Drizzle et le pilote PostgreSQL ne servent que dans db/ et les dépôts (hors tests)', () => {
    const coucheDonnees = (chemin: string) =>
      chemin.startsWith('apps/server/src/db/') || chemin.startsWith('apps/server/src/repositories/');
    expect(
      infractions(
        serveur,
        (i, s) =>
          !coucheDonnees(s.chemin) &&
          !estTest(s.chemin) &&
          (/^drizzle-(orm|kit)(\/|$)/.test(i.specificateur) ||
            (i.specificateur === 'pg' && !i.typeSeulement)),
      ),
    ).toEqual([]);
  });

  it("le domaine n'importe ni E/S, ni cadriciel, ni base : seulement lui-même, zod et les jours fériés", () => {
    const permis = new Set(['zod', '@socialgouv/jours-feries']);
    expect(
      infractions(
        domaine,
        (i, s) =>
          !i.specificateur.startsWith('.') &&
          !permis.has(i.specificateur) &&
          !(estTest(s.chemin) && i.specificateur === 'vitest'),
      ),
    ).toEqual([]);
    // Ni vers les applications par un chemin relatif.
    expect(
      infractions(domaine, (i, s) => {
        if (!i.specificateur.startsWith('.')) return false;
        const cible = relative(RACINE, resolve(RACINE, dirname(s.chemin), i.specificateur));
        return !cible.split(sep).join('/').startsWith('packages/domain/');
      }),
    ).toEqual([]);
  });

  it("l'application web n'importe jamais le serveur", () => {
    expect(
      infractions(web, (i, s) => {
        if (i.specificateur.startsWith('@registre/server')) return true;
        if (!i.specificateur.startsWith('.')) return false;
        const cible = relative(RACINE, resolve(RACINE, dirname(s.chemin), i.specificateur));
        return cible.split(sep).join('/').startsWith('apps/server/');
      }),
    ).toEqual([]);
  });

  /**
   * Services qui lisent encore la requête ou la réponse Fastify (session, cookies, certificat client) :
   * la liste ne peut que diminuer.
   */
  const SERVICES_AVEC_FASTIFY = [
    'apps/server/src/services/clavis/charte-confidentialite.ts',
    'apps/server/src/services/clavis/connexion-institutionnelle.ts',
    'apps/server/src/services/clavis/session-federee.ts',
    'apps/server/src/services/comptes/authentification.ts',
    'apps/server/src/services/comptes/compte-service.ts',
    'apps/server/src/services/comptes/connexion-en-tant-que.ts',
    'apps/server/src/services/comptes/session-utilisateur.ts',
    'apps/server/src/services/notaires/certificat-client.ts',
    'apps/server/src/services/notaires/certificat-notaire.ts',
    'apps/server/src/services/notaires/connexion-notaire.ts',
    'apps/server/src/services/notaires/inscription-etude.ts',
    'apps/server/src/services/notaires/simulateur-certificat.ts',
    'apps/server/src/services/teledeclarants/activation-service.ts',
  ];

  /** Services qui lèvent encore des erreurs HTTP au lieu des natures d'erreur du domaine : plus aucun. */
  const SERVICES_AVEC_ERREUR_HTTP: string[] = [];

  const services = serveur.filter(
    (s) => s.chemin.startsWith('apps/server/src/services/') && !estTest(s.chemin),
  );
  const importeFastify = (i: Import) => /^(fastify|@fastify\/)/.test(i.specificateur);
  const importeErreursHttp = (i: Import) => i.specificateur.endsWith('plugins/erreurs.js');

  it('les services ne dépendent pas de Fastify, hors la liste des fichiers à reprendre', () => {
    expect(
      infractions(services, (i, s) => importeFastify(i) && !SERVICES_AVEC_FASTIFY.includes(s.chemin)),
    ).toEqual([]);
    // Un fichier repris sort de la liste : elle ne garde que des fichiers qui importent encore Fastify.
    expect(
      SERVICES_AVEC_FASTIFY.filter(
        (chemin) => !services.find((s) => s.chemin === chemin)?.imports.some(importeFastify),
      ),
    ).toEqual([]);
  });

  it("les services lèvent les natures d'erreur du domaine, pas des erreurs HTTP, hors la liste à reprendre", () => {
    expect(
      infractions(services, (i, s) => importeErreursHttp(i) && !SERVICES_AVEC_ERREUR_HTTP.includes(s.chemin)),
    ).toEqual([]);
    expect(
      SERVICES_AVEC_ERREUR_HTTP.filter(
        (chemin) => !services.find((s) => s.chemin === chemin)?.imports.some(importeErreursHttp),
      ),
    ).toEqual([]);
  });

  /**
   * Un service qui dépasse un écran de code se découpe par cas d'usage (ARCHITECTURE, règle 13 ; ADR 0106) :
   * aucun fichier de `services/` ne dépasse cette longueur.
   */
  const LIGNES_MAX_SERVICE = 300;

  it(`aucun fichier de service ne dépasse ${LIGNES_MAX_SERVICE} lignes (un fichier par cas d'usage)`, () => {
    const longs = services
      .map((s) => ({
        chemin: s.chemin,
        lignes: readFileSync(join(RACINE, s.chemin), 'utf8').split('\n').length,
      }))
      .filter((s) => s.lignes > LIGNES_MAX_SERVICE)
      .map((s) => `${s.chemin} (${s.lignes} lignes)`);
    expect(longs).toEqual([]);
  });
});
