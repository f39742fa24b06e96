import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCES = fileURLToPath(new URL('../../', import.meta.url));

function fichiers(repertoire: string): string[] {
  return readdirSync(repertoire, { withFileTypes: true }).flatMap((entree) => {
    const chemin = path.join(repertoire, entree.name);
    if (entree.isDirectory()) return fichiers(chemin);
    return /\.tsx?$/.test(entree.name) && !/\.test\.tsx?$/.test(entree.name) ? [chemin] : [];
  });
}

describe('useFormulaire', () => {
  it('est le seul point de création des formulaires : aucun autre module n’importe useForm', () => {
    const contrevenants = fichiers(SOURCES)
      .filter((f) => !f.endsWith(path.join('components', 'formulaire', 'useFormulaire.ts')))
      .filter((f) =>
        /import\s*\{[^}]*\buseForm\b[^}]*\}\s*from\s*'react-hook-form'/.test(readFileSync(f, 'utf8')),
      )
      .map((f) => path.relative(SOURCES, f));
    expect(contrevenants).toEqual([]);
  });
});
