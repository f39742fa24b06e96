/**
 * Sémantique unique des textes de recherche (spec 2 §5.6), utilisée par toutes les recherches :
 * - le critère signifie « contient » ;
 * - un `$` en tête signifie « commence par » ;
 * - `_` remplace exactement un caractère ;
 * - la casse et les accents sont ignorés.
 *
 * `analyserTexteRecherche` produit à la fois le motif `ILIKE` destiné à PostgreSQL (à comparer à une
 * colonne passée par `unaccent`, caractère d'échappement par défaut `\`) et un filtre en mémoire de même
 * sémantique, pour les tests, les adaptateurs locaux et le client.
 */

export type ModeRecherche = 'contient' | 'commencePar';

export interface MotifRecherche {
  mode: ModeRecherche;
  /** Texte recherché, sans le `$`, sans accents et en minuscules ; `_` y garde son rôle de joker. */
  texte: string;
  /**
   * Motif pour `unaccent(colonne) ILIKE $1` : `\` et `%` échappés, `_` conservé comme joker,
   * `%` ajouté à droite (et à gauche pour « contient »).
   */
  motifIlike: string;
}

/** Caractère d'échappement du motif `ILIKE` (celui de PostgreSQL par défaut). */
export const ECHAPPEMENT_ILIKE = '\\';

/**
 * Lettres que la décomposition Unicode ne sépare pas de leur accent ou ligature, remplacées comme
 * le fait l'extension `unaccent` de PostgreSQL.
 */
const LETTRES_SPECIALES: Readonly<Record<string, string>> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
};

/** Retire les accents et signes diacritiques (« Œuvre Élysée » → « OEuvre Elysee »), casse conservée. */
export function sansAccents(texte: string): string {
  return texte
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒæÆßøØđĐłŁ]/g, (lettre) => LETTRES_SPECIALES[lettre] ?? lettre)
    .normalize('NFC');
}

/** Forme de comparaison : sans accents et en minuscules. */
export function formeComparable(texte: string): string {
  return sansAccents(texte).toLowerCase();
}

/** Échappe `\` et `%` pour un motif `LIKE`/`ILIKE` ; `_` est laissé tel quel (joker d'un caractère). */
export function echapperPourIlike(texte: string): string {
  return texte.replace(/[\\%]/g, (caractere) => `${ECHAPPEMENT_ILIKE}${caractere}`);
}

/**
 * Analyse une saisie de recherche ; `null` quand il n'y a rien à chercher (saisie vide, blanche ou `$` seul).
 * Les espaces autour de la saisie, et après le `$`, sont ignorés.
 */
export function analyserTexteRecherche(saisie: string | null | undefined): MotifRecherche | null {
  if (typeof saisie !== 'string') {
    return null;
  }
  let texte = saisie.trim();
  let mode: ModeRecherche = 'contient';
  if (texte.startsWith('$')) {
    mode = 'commencePar';
    texte = texte.slice(1).trim();
  }
  if (texte === '') {
    return null;
  }
  texte = formeComparable(texte);
  const echappe = echapperPourIlike(texte);
  return { mode, texte, motifIlike: mode === 'commencePar' ? `${echappe}%` : `%${echappe}%` };
}

const echapperPourRegExp = (texte: string): string => texte.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Expression régulière équivalente au motif, à appliquer à une valeur mise sous forme comparable. */
export function expressionDuMotif(motif: MotifRecherche): RegExp {
  const corps = [...motif.texte]
    .map((caractere) => (caractere === '_' ? '.' : echapperPourRegExp(caractere)))
    .join('');
  return new RegExp(motif.mode === 'commencePar' ? `^${corps}` : corps, 'su');
}

/** La valeur correspond-elle au motif ? Une valeur absente ne correspond jamais. */
export function correspondAuMotif(motif: MotifRecherche, valeur: string | null | undefined): boolean {
  if (typeof valeur !== 'string') {
    return false;
  }
  return expressionDuMotif(motif).test(formeComparable(valeur));
}

/**
 * Filtre en mémoire : la valeur correspond-elle à la saisie ? Une saisie vide ne filtre rien (vrai).
 */
export function correspondTexteRecherche(
  saisie: string | null | undefined,
  valeur: string | null | undefined,
): boolean {
  const motif = analyserTexteRecherche(saisie);
  return motif === null ? true : correspondAuMotif(motif, valeur);
}
