import { describe, expect, it } from 'vitest';
import { gabaritModale, TAILLE_MODALE_DEFAUT, TAILLES_MODALE } from './tailles-modale';

describe('tailles des modales', () => {
  it('propose SM, MD, LG et XL, XL par défaut', () => {
    expect(TAILLES_MODALE).toEqual(['SM', 'MD', 'LG', 'XL']);
    expect(TAILLE_MODALE_DEFAUT).toBe('XL');
    expect(gabaritModale()).toBe(gabaritModale('XL'));
  });

  it('SM, MD et LG reprennent les tailles du DSFR', () => {
    expect(gabaritModale('SM')).toEqual({
      tailleDsfr: 'small',
      colonnes: ['fr-col-12', 'fr-col-md-6', 'fr-col-lg-4'],
    });
    expect(gabaritModale('MD')).toEqual({
      tailleDsfr: 'medium',
      colonnes: ['fr-col-12', 'fr-col-md-8', 'fr-col-lg-6'],
    });
    expect(gabaritModale('LG')).toEqual({
      tailleDsfr: 'large',
      colonnes: ['fr-col-12', 'fr-col-md-10', 'fr-col-lg-8'],
    });
  });

  it('XL élargit la taille « large » du DSFR par une classe dédiée', () => {
    expect(gabaritModale('XL')).toEqual({
      tailleDsfr: 'large',
      colonnes: ['fr-col-12', 'fr-col-md-12', 'fr-col-lg-10'],
      classe: 'registre-modale--xl',
    });
  });

  it('les tailles vont croissant sur grand écran', () => {
    const largeurs = TAILLES_MODALE.map((t) => Number(gabaritModale(t).colonnes.at(-1)?.split('-').at(-1)));
    expect(largeurs).toEqual([4, 6, 8, 10]);
  });
});
