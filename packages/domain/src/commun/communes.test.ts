import { describe, expect, it } from 'vitest';
import { type CommuneDuCodePostal, communeCorrespondante, verifierCommuneDuCodePostal } from './communes.js';

const LYON_3E: CommuneDuCodePostal = {
  codeInsee: '69383',
  nom: 'Lyon 3e Arrondissement',
  acheminement: 'LYON',
  codeDepartement: '69',
};
const SAINT_ETIENNE: CommuneDuCodePostal = {
  codeInsee: '42218',
  nom: 'Saint-Étienne',
  acheminement: 'SAINT ETIENNE',
  codeDepartement: '42',
};

describe('commune du code postal', () => {
  it('reconnaît le nom officiel ou le libellé d’acheminement, sans accents, casse ni tirets', () => {
    expect(communeCorrespondante([LYON_3E], 'lyon')).toBe(LYON_3E);
    expect(communeCorrespondante([LYON_3E], 'Lyon 3e arrondissement')).toBe(LYON_3E);
    expect(communeCorrespondante([SAINT_ETIENNE], 'ST-ETIENNE')).toBe(SAINT_ETIENNE);
    expect(communeCorrespondante([SAINT_ETIENNE], 'Saint Étienne')).toBe(SAINT_ETIENNE);
  });

  it('refuse « Marseille » avec 69003 : la commune est portée en erreur, avec les communes du code postal', () => {
    expect(verifierCommuneDuCodePostal([LYON_3E], { commune: 'Marseille' })).toEqual({
      champ: 'commune',
      message: 'La commune ne correspond pas au code postal, qui dessert Lyon 3e Arrondissement.',
    });
  });

  it('signale un code postal qui ne dessert aucune commune', () => {
    expect(verifierCommuneDuCodePostal([], { commune: 'Lyon' })).toEqual({
      champ: 'codePostal',
      message: "Ce code postal n'existe pas : vérifiez votre saisie.",
    });
  });

  it('vérifie le département de la commune quand il est donné', () => {
    expect(verifierCommuneDuCodePostal([LYON_3E], { commune: 'Lyon', codeDepartement: '69' })).toBeNull();
    expect(verifierCommuneDuCodePostal([LYON_3E], { commune: 'Lyon', codeDepartement: '13' })?.champ).toBe(
      'codePostal',
    );
  });
});
