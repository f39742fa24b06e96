/**
 * Outils des documents générés : Biome met en forme le Markdown du dépôt (il aligne les colonnes des
 * tables). La comparaison entre un document et sa version générée ignore donc cet alignement, et les
 * scripts repassent Biome sur ce qu'ils écrivent.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RACINE = fileURLToPath(new URL('..', import.meta.url));

/** Forme canonique d'un texte Markdown : cellules de table sans alignement, fins de ligne nettoyées. */
export function normaliserMarkdown(texte: string): string {
  const lignes = texte.split('\n').map((ligne) => {
    const nette = ligne.trimEnd();
    if (!nette.trimStart().startsWith('|')) {
      return nette;
    }
    const cellules = nette
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cellule) => cellule.trim());
    const separateur = cellules.every((cellule) => /^:?-{3,}:?$/.test(cellule));
    return `| ${(separateur ? cellules.map(() => '---') : cellules).join(' | ')} |`;
  });
  return `${lignes.join('\n').trimEnd()}\n`;
}

/** Les deux textes ne diffèrent que par la mise en forme de Biome. */
export const memeMarkdown = (a: string, b: string): boolean =>
  normaliserMarkdown(a) === normaliserMarkdown(b);

/** Met en forme un fichier avec la configuration Biome du dépôt. */
export function formaterAvecBiome(chemin: string): void {
  const resultat = spawnSync('npx', ['biome', 'format', '--write', chemin], { cwd: RACINE, stdio: 'ignore' });
  if (resultat.status !== 0) {
    console.warn(`Biome n'a pas pu mettre en forme ${chemin} : lancez npx biome format --write ${chemin}`);
  }
}
