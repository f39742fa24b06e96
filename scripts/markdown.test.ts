import { describe, expect, it } from 'vitest';
import { memeMarkdown, normaliserMarkdown } from './markdown.js';

describe('normaliserMarkdown', () => {
  it("ignore l'alignement des colonnes ajouté par Biome", () => {
    const brut = '# Titre\n\n| A | Bé |\n|---|---|\n| `x` | ✓ |\n';
    const aligne = '# Titre\n\n| A   | Bé  |\n| --- | --- |\n| `x` | ✓   |\n';
    expect(memeMarkdown(brut, aligne)).toBe(true);
    expect(normaliserMarkdown(aligne)).toBe('# Titre\n\n| A | Bé |\n| --- | --- |\n| `x` | ✓ |\n');
  });

  it('voit un vrai changement de contenu', () => {
    expect(memeMarkdown('| A | B |\n', '| A | C |\n')).toBe(false);
    expect(memeMarkdown('texte\n', 'autre texte\n')).toBe(false);
  });
});
