import { describe, expect, it } from 'vitest';
import {
  analyserTexteRecherche,
  correspondAuMotif,
  correspondTexteRecherche,
  echapperPourIlike,
  formeComparable,
  sansAccents,
} from './recherche-texte.js';

describe('sansAccents', () => {
  it.each([
    ['Élysée', 'Elysee'],
    ['Hôtel-Dieu à Châlons', 'Hotel-Dieu a Chalons'],
    ['Cœur Œuvre', 'Coeur OEuvre'],
    ['Lætitia', 'Laetitia'],
    ['Ça', 'Ca'],
    ['Noël naïf', 'Noel naif'],
    ['déjà_100%', 'deja_100%'],
  ])('%s → %s', (texte, attendu) => {
    expect(sansAccents(texte)).toBe(attendu);
  });

  it('retire aussi un accent saisi en caractère combinant', () => {
    expect(sansAccents('e\u0301te\u0301')).toBe('ete');
  });
});

describe('analyserTexteRecherche', () => {
  it.each([
    ['dupont', { mode: 'contient', texte: 'dupont', motifIlike: '%dupont%' }],
    ['$Dupont', { mode: 'commencePar', texte: 'dupont', motifIlike: 'dupont%' }],
    ['  $  Dupont ', { mode: 'commencePar', texte: 'dupont', motifIlike: 'dupont%' }],
    ['Rési_ence', { mode: 'contient', texte: 'resi_ence', motifIlike: '%resi_ence%' }],
    ['100%', { mode: 'contient', texte: '100%', motifIlike: '%100\\%%' }],
    ['a\\b', { mode: 'contient', texte: 'a\\b', motifIlike: '%a\\\\b%' }],
    ['prix $', { mode: 'contient', texte: 'prix $', motifIlike: '%prix $%' }],
    ['$$x', { mode: 'commencePar', texte: '$x', motifIlike: '$x%' }],
  ])('%j', (saisie, attendu) => {
    expect(analyserTexteRecherche(saisie)).toEqual(attendu);
  });

  it.each(['', '   ', '$', ' $  ', null, undefined])('ne cherche rien pour %j', (saisie) => {
    expect(analyserTexteRecherche(saisie)).toBeNull();
  });

  it('échappe \\ avant % pour ne pas doubler les échappements', () => {
    expect(echapperPourIlike('\\%')).toBe('\\\\\\%');
  });
});

describe('correspondTexteRecherche', () => {
  it.each([
    ['dupont', 'Résidence Dupont', true, 'contient, casse ignorée'],
    ['DUPONT', 'résidence dupont', true, 'casse ignorée dans la saisie'],
    ['residence', 'Résidence Les Érables', true, 'accents ignorés dans la valeur'],
    ['érables', 'RESIDENCE LES ERABLES', true, 'accents ignorés dans la saisie'],
    ['coeur', 'Le Cœur de ville', true, 'ligature œ'],
    ['$résidence', 'Résidence du Parc', true, 'commence par'],
    ['$parc', 'Résidence du Parc', false, 'contient mais ne commence pas par'],
    ['du_parc', 'Résidence du Parc', true, '_ remplace l’espace'],
    ['du__parc', 'Résidence du Parc', false, 'deux _ exigent deux caractères'],
    ['duparc', 'Résidence du Parc', false, 'sans _, l’espace manque'],
    ['du_arc', 'Résidence du Parc', false, '_ ne compte que pour un caractère'],
    ['d_ Parc', 'Résidence du Parc', true, '_ remplace un caractère'],
    ['$R_sidence', 'Résidence', true, '_ remplace un caractère accentué'],
    ['$R_idence', 'Résidence', false, '_ ne remplace pas deux caractères'],
    ['100%', 'Taux 100%', true, '% littéral'],
    ['100%', 'Taux 1000', false, '% n’est pas un joker'],
    ['a.c', 'abc', false, 'le point est littéral'],
    ['(b', 'a(b)', true, 'parenthèse littérale'],
    ['', 'quelconque', true, 'saisie vide : pas de filtre'],
  ])('%j dans %j → %s (%s)', (saisie, valeur, attendu) => {
    expect(correspondTexteRecherche(saisie, valeur)).toBe(attendu);
  });

  it('ne retient jamais une valeur absente', () => {
    const motif = analyserTexteRecherche('x');
    expect(motif).not.toBeNull();
    if (motif !== null) {
      expect(correspondAuMotif(motif, null)).toBe(false);
      expect(correspondAuMotif(motif, undefined)).toBe(false);
    }
  });

  it('compare sur la même forme que le motif', () => {
    expect(formeComparable('Œuvre Élysée')).toBe('oeuvre elysee');
  });
});

/**
 * Traduction de référence d'un motif ILIKE en expression régulière, pour vérifier que le motif destiné
 * à PostgreSQL et le filtre en mémoire donnent les mêmes réponses.
 */
function ilikeVersRegExp(motif: string): RegExp {
  let corps = '';
  for (let i = 0; i < motif.length; i += 1) {
    const c = motif[i] ?? '';
    if (c === '\\') {
      i += 1;
      corps += (motif[i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (c === '%') {
      corps += '.*';
    } else if (c === '_') {
      corps += '.';
    } else {
      corps += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${corps}$`, 'isu');
}

describe('motif ILIKE et filtre en mémoire', () => {
  const valeurs = ['Résidence du Parc', 'Taux 100%', 'a\\b', 'Le Cœur', 'PARC', 'r_sidence', 'x'];
  const saisies = ['parc', '$parc', 'r_s', '$r_s', '100%', 'a\\b', 'coeur', '$le', '_', '$_'];
  it.each(saisies)('donnent les mêmes réponses pour %j', (saisie) => {
    const motif = analyserTexteRecherche(saisie);
    expect(motif).not.toBeNull();
    if (motif !== null) {
      const expression = ilikeVersRegExp(motif.motifIlike);
      for (const valeur of valeurs) {
        expect(correspondAuMotif(motif, valeur), `${saisie} / ${valeur}`).toBe(
          expression.test(formeComparable(valeur)),
        );
      }
    }
  });
});
