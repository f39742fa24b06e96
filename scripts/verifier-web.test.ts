import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MODULE_ACCUEIL,
  MODULES_PAGES_PUBLIQUES_COMPTE,
  modulesPagesPubliques,
  morceauxCharges,
  ressourcesManquantes,
} from './verifier-web.mjs';

const SCRIPT = fileURLToPath(new URL('./verifier-web.mjs', import.meta.url));

const manifeste = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_partage.js'],
    dynamicImports: [MODULE_ACCUEIL, 'src/pages/Lourde.tsx', 'src/pages/aide/PageAide.tsx'],
  },
  '_partage.js': { file: 'assets/partage.js' },
  [MODULE_ACCUEIL]: {
    file: 'assets/accueil.js',
    imports: ['_partage.js', '_tuiles.js'],
    isDynamicEntry: true,
  },
  '_tuiles.js': { file: 'assets/tuiles.js' },
  'src/pages/Lourde.tsx': { file: 'assets/lourde.js', imports: ['_lourd.js'], isDynamicEntry: true },
  '_lourd.js': { file: 'assets/lourd.js' },
  'src/pages/aide/PageAide.tsx': { file: 'assets/aide.js', imports: ['_partage.js'], isDynamicEntry: true },
};

/** Répertoire construit fictif : chaque morceau reçoit des octets aléatoires (incompressibles) de la taille donnée. */
function construire(tailles: Record<string, number>, css: Record<string, string> = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'verifier-web-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifeste));
  for (const morceau of Object.values(manifeste)) {
    writeFileSync(path.join(dist, morceau.file), randomBytes(tailles[morceau.file] ?? 100));
  }
  const feuilles = {
    'dsfr/dsfr.min.css': '.a{background:url(data:image/png;base64,AAAA)}',
    'dsfr/utility/icons/icons.min.css':
      '.fr-icon-edit-line{mask-image:url("../../icons/design/edit-line.svg")}',
    'dsfr/icons/design/edit-line.svg': '<svg/>',
    ...css,
  };
  for (const [fichier, contenu] of Object.entries(feuilles)) {
    mkdirSync(path.dirname(path.join(dist, fichier)), { recursive: true });
    writeFileSync(path.join(dist, fichier), contenu);
  }
  repertoires.push(dist);
  return dist;
}

const repertoires: string[] = [];
afterEach(() => {
  for (const r of repertoires.splice(0)) rmSync(r, { recursive: true, force: true });
});

function lancer(dist: string, budgetKo: number) {
  return spawnSync(process.execPath, [SCRIPT, '--dist', dist, '--budget-ko', String(budgetKo)], {
    encoding: 'utf8',
  });
}

describe('vérification de la construction web (ADR 0110)', () => {
  it("compte l'entrée, la page d'accueil et leurs imports statiques, pas les pages chargées à la demande", () => {
    expect(morceauxCharges(manifeste, [MODULE_ACCUEIL]).sort()).toEqual([
      'assets/accueil.js',
      'assets/index.js',
      'assets/partage.js',
      'assets/tuiles.js',
    ]);
  });

  it("échoue quand la page d'accueil n'est pas un morceau distinct du manifeste", () => {
    expect(() =>
      morceauxCharges({ 'index.html': { file: 'assets/index.js', isEntry: true } }, [MODULE_ACCUEIL]),
    ).toThrow(/ne contient pas/);
  });

  it('échoue au-dessus du budget et nomme les morceaux', () => {
    // 4 morceaux comptés de 60 000 octets aléatoires : environ 240 Ko gzippés, au-dessus de 200 Ko.
    const dist = construire({
      'assets/index.js': 60_000,
      'assets/partage.js': 60_000,
      'assets/accueil.js': 60_000,
      'assets/tuiles.js': 60_000,
      'assets/lourd.js': 500_000,
    });
    const resultat = lancer(dist, 200);
    expect(resultat.status).toBe(1);
    expect(resultat.stderr).toMatch(/Budget dépassé : la page d'accueil charge 24\d\.\d Ko/);
    expect(resultat.stderr).toContain('assets/accueil.js');
    expect(resultat.stderr).not.toContain('assets/lourd.js');
  });

  it('réussit sous le budget, même avec une page lourde chargée à la demande', () => {
    const dist = construire({ 'assets/index.js': 60_000, 'assets/lourd.js': 500_000 });
    const resultat = lancer(dist, 200);
    expect(resultat.stderr).toBe('');
    expect(resultat.status).toBe(0);
    expect(resultat.stdout).toMatch(/Page d'accueil : 6\d\.\d Ko/);
  });

  it('une page publique est tenue au même budget que l’accueil ; une page réservée ne l’est pas', () => {
    expect(modulesPagesPubliques(manifeste)).toEqual(['src/pages/aide/PageAide.tsx']);
    const dist = construire({
      'assets/index.js': 60_000,
      'assets/aide.js': 200_000,
      'assets/lourd.js': 500_000,
    });
    const resultat = lancer(dist, 200);
    expect(resultat.status).toBe(1);
    expect(resultat.stderr).toMatch(/la page publique src\/pages\/aide\/PageAide\.tsx charge 26\d\.\d Ko/);
    expect(resultat.stderr).not.toContain("la page d'accueil");
    expect(resultat.stderr).not.toContain('Lourde');
  });

  it('les pages publiques du compte sont tenues au budget, pas les pages réservées du compte', () => {
    const page = { file: 'assets/page.js', isDynamicEntry: true };
    const avecCompte = {
      ...manifeste,
      'src/pages/compte/PageConnexion.tsx': page,
      'src/pages/compte/inscription/PageActivation.tsx': page,
      'src/pages/compte/mon-compte/PageMonCompte.tsx': page,
      'src/pages/compte/mes-comptes-utilisateurs/PageMesComptesUtilisateurs.tsx': page,
    };
    expect(modulesPagesPubliques(avecCompte)).toEqual([
      'src/pages/aide/PageAide.tsx',
      'src/pages/compte/PageConnexion.tsx',
      'src/pages/compte/inscription/PageActivation.tsx',
    ]);
    expect(MODULES_PAGES_PUBLIQUES_COMPTE.every((m) => m.startsWith('src/pages/compte/'))).toBe(true);
  });

  it('échoue quand une icône désignée par la feuille des icônes manque (404 dans le navigateur)', () => {
    const dist = construire(
      {},
      {
        'dsfr/utility/icons/icons.min.css':
          '.a{mask-image:url("../../icons/design/edit-line.svg")}.b{mask-image:url(../../icons/system/refresh-line.svg)}',
      },
    );
    expect(ressourcesManquantes(dist)).toEqual([path.join('dsfr', 'icons', 'system', 'refresh-line.svg')]);
    const resultat = lancer(dist, 200);
    expect(resultat.status).toBe(1);
    expect(resultat.stderr).toContain('dsfr/icons/system/refresh-line.svg');
  });
});
