import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHEMIN_DOC_PERMISSIONS, genererDocumentationPermissions } from './generer-doc-permissions.js';
import { normaliserMarkdown } from './markdown.js';

describe('docs/permissions.md', () => {
  it('est à jour avec la table des autorisations (sinon : npx tsx scripts/generer-doc-permissions.ts)', () => {
    // Biome aligne les colonnes des tables : on compare le contenu, pas l'alignement.
    expect(normaliserMarkdown(readFileSync(CHEMIN_DOC_PERMISSIONS, 'utf8'))).toBe(
      normaliserMarkdown(genererDocumentationPermissions()),
    );
  });

  it('liste les 16 profils et les 45 autorisations', () => {
    const contenu = genererDocumentationPermissions();
    expect(contenu).toContain('`TENEUR_ASS_HOTLINE_GES`');
    expect(contenu).toContain('`LIST_RCH_USER_TENEUR`');
    expect(contenu.match(/^\| `[A-Z_]+` \| [^|]+ \| (?:✓ \||\s+\|)/gm)?.length).toBe(45);
  });
});
