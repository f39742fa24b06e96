import { describe, expect, it } from 'vitest';
import { estNumeroImmatriculationValide, formaterNumeroImmatriculation } from '../commun/formats.js';
import {
  LETTRES_NUMERO_IMMATRICULATION,
  NUMEROS_PAR_PAIRE_DE_LETTRES,
  numeroImmatriculationDuRang,
  RANG_MAX_NUMERO_IMMATRICULATION,
  RangNumeroInvalide,
  rangDuNumeroImmatriculation,
} from './numero-immatriculation.js';

describe('numeroImmatriculationDuRang (spec 2 §5.2, ADR 0140)', () => {
  it('donne AA0000001 au premier rang, puis les chiffres avancent', () => {
    expect(numeroImmatriculationDuRang(1)).toBe('AA0000001');
    expect(numeroImmatriculationDuRang(2)).toBe('AA0000002');
    expect(numeroImmatriculationDuRang(1_234_567)).toBe('AA1234567');
  });

  it('passe à la paire de lettres suivante après 9999999, sans jamais donner 0000000', () => {
    expect(numeroImmatriculationDuRang(NUMEROS_PAR_PAIRE_DE_LETTRES)).toBe('AA9999999');
    expect(numeroImmatriculationDuRang(NUMEROS_PAR_PAIRE_DE_LETTRES + 1)).toBe('AB0000001');
    expect(numeroImmatriculationDuRang(24 * NUMEROS_PAR_PAIRE_DE_LETTRES + 1)).toBe('BA0000001');
  });

  it('saute I et O (confondus avec 1 et 0)', () => {
    expect(LETTRES_NUMERO_IMMATRICULATION).not.toMatch(/[IO]/);
    expect(LETTRES_NUMERO_IMMATRICULATION).toHaveLength(24);
    // AH puis AJ : la 8e paire (indice 7) est AJ.
    expect(numeroImmatriculationDuRang(7 * NUMEROS_PAR_PAIRE_DE_LETTRES + 5)).toBe('AH0000005');
    expect(numeroImmatriculationDuRang(8 * NUMEROS_PAR_PAIRE_DE_LETTRES + 5)).toBe('AJ0000005');
  });

  it('donne ZZ9999999 au dernier rang et refuse les rangs hors bornes', () => {
    expect(numeroImmatriculationDuRang(RANG_MAX_NUMERO_IMMATRICULATION)).toBe('ZZ9999999');
    expect(RANG_MAX_NUMERO_IMMATRICULATION).toBe(5_759_999_424);
    for (const rang of [0, -1, 1.5, RANG_MAX_NUMERO_IMMATRICULATION + 1, Number.NaN]) {
      expect(() => numeroImmatriculationDuRang(rang)).toThrow(RangNumeroInvalide);
    }
  });

  it('accepte un rang bigint (nextval rendu par PostgreSQL)', () => {
    expect(numeroImmatriculationDuRang(10_000_000n)).toBe('AB0000001');
  });

  it('produit toujours un numéro au format canonique, affiché avec tirets', () => {
    for (const rang of [1, 42, 9_999_999, 10_000_000, 123_456_789, RANG_MAX_NUMERO_IMMATRICULATION]) {
      const numero = numeroImmatriculationDuRang(rang);
      expect(numero).toMatch(/^[A-Z]{2}\d{7}$/);
      expect(estNumeroImmatriculationValide(numero)).toBe(true);
      expect(formaterNumeroImmatriculation(numero)).toMatch(/^[A-Z]{2}\d-\d{3}-\d{3}$/);
    }
  });

  it('est une bijection : le rang se retrouve depuis le numéro, sous ses deux formes', () => {
    const vus = new Set<string>();
    for (const rang of [
      1,
      2,
      9_999_998,
      9_999_999,
      10_000_000,
      10_000_001,
      99_999_990,
      3_000_000_001,
      RANG_MAX_NUMERO_IMMATRICULATION,
    ]) {
      const numero = numeroImmatriculationDuRang(rang);
      expect(vus.has(numero)).toBe(false);
      vus.add(numero);
      expect(rangDuNumeroImmatriculation(numero)).toBe(rang);
      expect(rangDuNumeroImmatriculation(formaterNumeroImmatriculation(numero))).toBe(rang);
    }
  });

  it("ne reconnaît pas comme siens les numéros qu'elle ne produit jamais", () => {
    expect(rangDuNumeroImmatriculation('AI1234567')).toBeNull();
    expect(rangDuNumeroImmatriculation('OA1234567')).toBeNull();
    expect(rangDuNumeroImmatriculation('AB0000000')).toBeNull();
    expect(rangDuNumeroImmatriculation('pas un numéro')).toBeNull();
  });
});
