import { describe, expect, it } from 'vitest';
import { deriveRss } from './bench-annuaire.mjs';

describe('dérive de la RSS échantillonnée (banc du jeu de données, ADR 0293)', () => {
  it('une mémoire plate ne dérive pas, même avec une part fixe de travail et les reprises du ramasse-miettes', () => {
    // 95 Mo au départ, puis un plateau qui oscille entre 170 et 210 Mo jusqu'à la fin.
    const plateau = [95, 145, 180, 192, 210, 179, 177, 211, 188, 169, 178, 189, 201, 186];
    expect(deriveRss(plateau)).toBeLessThanOrEqual(1);
  });

  it('une mémoire qui croît avec le fichier dérive d’autant', () => {
    const croissance = Array.from({ length: 20 }, (_, i) => 100 + 10 * i);
    expect(deriveRss(croissance)).toBe(100);
  });

  it('moins de deux échantillons : aucune dérive mesurable', () => {
    expect(deriveRss([120])).toBe(0);
    expect(deriveRss([])).toBe(0);
  });
});
