import { describe, expect, it } from 'vitest';
import { dateHeureParis, jourFrancais, nbLettres } from './presentation';

describe('présentation des courriers postaux', () => {
  it('dates à l’heure de Paris et jours en français', () => {
    expect(dateHeureParis('2026-11-24T13:05:00.000Z')).toBe('24/11/2026 à 14:05');
    expect(dateHeureParis('2026-07-01T22:30:00.000Z')).toBe('02/07/2026 à 00:30');
    expect(jourFrancais('2026-11-25')).toBe('25/11/2026');
  });

  it('nombre de lettres au singulier et au pluriel', () => {
    expect(nbLettres(1)).toBe('1 lettre');
    expect(nbLettres(0)).toBe('0 lettre');
    expect(nbLettres(1500)).toBe('1\u202f500 lettres');
  });
});
