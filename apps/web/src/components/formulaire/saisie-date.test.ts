import { PLACEHOLDER_DATE } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import {
  dateTexteVersDate,
  dateVersDateTexte,
  normaliserSaisieDate,
  saisieDeValeurDate,
  valeurDeSaisieDate,
} from './saisie-date';

describe('conversion des dates « jj/mm/aaaa »', () => {
  it('convertit un texte valide en date calendaire (minuit UTC)', () => {
    expect(dateTexteVersDate('29/02/2024')).toEqual(new Date(Date.UTC(2024, 1, 29)));
  });

  it('une date invalide devient null', () => {
    expect(dateTexteVersDate('31/04/2024')).toBeNull();
    expect(dateTexteVersDate('29/02/2023')).toBeNull();
    expect(dateTexteVersDate('2024-02-01')).toBeNull();
    expect(dateTexteVersDate('1/2/2024')).toBeNull();
    expect(dateTexteVersDate('')).toBeNull();
    expect(dateTexteVersDate(null)).toBeNull();
    expect(dateTexteVersDate(undefined)).toBeNull();
  });

  it('écrit une date en « jj/mm/aaaa », null si elle manque ou est invalide', () => {
    expect(dateVersDateTexte(new Date(Date.UTC(2017, 0, 1)))).toBe('01/01/2017');
    expect(dateVersDateTexte(null)).toBeNull();
    expect(dateVersDateTexte(new Date(Number.NaN))).toBeNull();
  });

  it('aller-retour sans perte', () => {
    const date = dateTexteVersDate('31/12/2018');
    expect(date).not.toBeNull();
    expect(dateVersDateTexte(date)).toBe('31/12/2018');
  });
});

describe('saisie du champ de date', () => {
  it('met en forme les saisies courantes à la sortie du champ', () => {
    expect(normaliserSaisieDate('1/2/2024')).toBe('01/02/2024');
    expect(normaliserSaisieDate(' 01.02.2024 ')).toBe('01/02/2024');
    expect(normaliserSaisieDate('01-02-2024')).toBe('01/02/2024');
    expect(normaliserSaisieDate('01022024')).toBe('01/02/2024');
    expect(normaliserSaisieDate('01/02/2024')).toBe('01/02/2024');
  });

  it('laisse tel quel un texte qui n’a pas la forme d’une date (le schéma le refusera)', () => {
    expect(normaliserSaisieDate('demain')).toBe('demain');
    expect(normaliserSaisieDate('1/2/24')).toBe('1/2/24');
  });

  it('un champ vide vaut null dans le formulaire, et null s’affiche vide', () => {
    expect(valeurDeSaisieDate('')).toBeNull();
    expect(valeurDeSaisieDate('  ')).toBeNull();
    expect(valeurDeSaisieDate('01/02/2024')).toBe('01/02/2024');
    expect(saisieDeValeurDate(null)).toBe('');
    expect(saisieDeValeurDate(undefined)).toBe('');
    expect(saisieDeValeurDate('01/02/2024')).toBe('01/02/2024');
  });

  it('le texte indicatif est celui de la spécification', () => {
    expect(PLACEHOLDER_DATE).toBe('Renseignez une date');
  });
});
