/**
 * Génère docs/permissions.md depuis packages/domain/src/permissions.
 *
 *   npx tsx scripts/generer-doc-permissions.ts            écrit le fichier
 *   npx tsx scripts/generer-doc-permissions.ts --verifier échoue si le fichier n'est pas à jour
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { genererDocumentationPermissions } from '../packages/domain/src/permissions/documentation.js';
import { formaterAvecBiome, memeMarkdown } from './markdown.js';

export const CHEMIN_DOC_PERMISSIONS = fileURLToPath(new URL('../docs/permissions.md', import.meta.url));

export { genererDocumentationPermissions };

function lireActuel(): string | null {
  try {
    return readFileSync(CHEMIN_DOC_PERMISSIONS, 'utf8');
  } catch {
    return null;
  }
}

function principal(argumentsLigne: readonly string[]): number {
  const attendu = genererDocumentationPermissions();
  if (argumentsLigne.includes('--verifier')) {
    const actuel = lireActuel();
    if (actuel === null || !memeMarkdown(actuel, attendu)) {
      console.error(
        'docs/permissions.md n’est pas à jour : lancez npx tsx scripts/generer-doc-permissions.ts',
      );
      return 1;
    }
    console.log('docs/permissions.md est à jour.');
    return 0;
  }
  writeFileSync(CHEMIN_DOC_PERMISSIONS, attendu, 'utf8');
  formaterAvecBiome(CHEMIN_DOC_PERMISSIONS);
  console.log(`Écrit : ${CHEMIN_DOC_PERMISSIONS}`);
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = principal(process.argv.slice(2));
}
