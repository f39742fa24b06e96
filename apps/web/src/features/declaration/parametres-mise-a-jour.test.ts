import { describe, expect, it } from 'vitest';
import {
  lienMiseAJour,
  lienModificationAdmin,
  lireIdCopropriete,
  lireParametresMiseAJour,
} from './parametres-mise-a-jour';

const lire = (texte: string) => lireParametresMiseAJour(new URLSearchParams(texte));

describe('adresse d’une mise à jour dans le parcours', () => {
  it('lit la copropriété, la nature et la correction', () => {
    expect(lire('copropriete=12&maj=ANNUELLE')).toEqual({
      parametres: { idCopropriete: 12, type: 'ANNUELLE', corriger: false },
    });
    expect(lire('copropriete=12&maj=ANNUELLE&corriger=true')).toEqual({
      parametres: { idCopropriete: 12, type: 'ANNUELLE', corriger: true },
    });
    expect(lire('copropriete=7&maj=COMPTESNONAPPROUVES')).toMatchObject({
      parametres: { type: 'COMPTESNONAPPROUVES' },
    });
  });

  it('refuse un paramètre faux avec un message français', () => {
    for (const faux of [
      'maj=STANDARD',
      'copropriete=abc&maj=STANDARD',
      'copropriete=0&maj=STANDARD',
      'copropriete=-3&maj=STANDARD',
      'copropriete=99999999999&maj=STANDARD',
      'copropriete=1.5&maj=STANDARD',
    ]) {
      expect(lire(faux), faux).toEqual({ erreur: expect.stringContaining('copropriété') });
    }
    expect(lire('copropriete=4&maj=INITIALE')).toEqual({ erreur: expect.stringContaining('nature') });
    expect(lire('copropriete=4')).toEqual({ erreur: expect.stringContaining('nature') });
    expect(lire('copropriete=4&maj=STANDARD&corriger=true')).toEqual({
      erreur: expect.stringContaining('annuelle'),
    });
    expect(lire('copropriete=4&maj=ANNUELLE&corriger=oui')).toEqual({
      erreur: expect.stringContaining('corriger'),
    });
  });

  it('écrit l’adresse d’une étape et la relit à l’identique', () => {
    const parametres = { idCopropriete: 42, type: 'ANNUELLE' as const, corriger: true };
    const lien = lienMiseAJour('procedures', parametres);
    expect(lien).toBe('/immatriculer-copropriete/procedures?copropriete=42&maj=ANNUELLE&corriger=true');
    expect(lire(lien.split('?')[1]!)).toEqual({ parametres });
  });
});

describe('adresse d’une modification administrative (ADR 0275)', () => {
  it('écrit l’étape avec la copropriété et la nature MODIFICATION_ADMIN, et relit la copropriété', () => {
    const lien = lienModificationAdmin('recapitulatif', 42);
    expect(lien).toBe('/immatriculer-copropriete/recapitulatif?copropriete=42&maj=MODIFICATION_ADMIN');
    expect(lireIdCopropriete(new URLSearchParams(lien.split('?')[1]))).toBe(42);
    expect(lireIdCopropriete(new URLSearchParams('copropriete=0&maj=MODIFICATION_ADMIN'))).toBeNull();
  });
});
