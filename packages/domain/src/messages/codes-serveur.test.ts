import { describe, expect, it } from 'vitest';
import {
  CODES_SERVEUR,
  codeServeurDeRegle,
  constatCodeServeur,
  correspondanceCodesServeur,
  estCodeServeur,
} from './codes-serveur.js';
import { messagesRegles } from './regles.js';

describe('codes serveur WS et CNB (spec 2 §8, ADR 0021)', () => {
  it('couvre exactement les quatorze codes de la spécification', () => {
    expect([...CODES_SERVEUR].sort()).toEqual(
      [
        'WS13',
        'WS22',
        'WS28',
        'WS32',
        'WS37',
        'WS38',
        'WS39',
        'WS41',
        'WS101',
        'WS102',
        'WS103',
        'WS107',
        'WS112',
        'CNB009',
      ].sort(),
    );
    expect(Object.keys(correspondanceCodesServeur).sort()).toEqual([...CODES_SERVEUR].sort());
  });

  it('rapporte chaque code à une règle distincte et existante, sur un champ de date ou financier', () => {
    const codesRegles = CODES_SERVEUR.map((c) => correspondanceCodesServeur[c].code);
    expect(new Set(codesRegles).size).toBe(CODES_SERVEUR.length);
    for (const codeServeur of CODES_SERVEUR) {
      const { code, champ } = correspondanceCodesServeur[codeServeur];
      expect(messagesRegles[code], codeServeur).toBeTypeOf('string');
      expect(champ, codeServeur).toMatch(/^(infoRattachement\.date|donneesFinancieres\.(date|montant))/);
    }
  });

  it.each([
    [
      'WS13',
      'infoRattachement.dateDebutMandat',
      'La date de début du mandat doit être antérieure ou égale à la date du jour.',
    ],
    ['WS32', 'infoRattachement.dateFinMandat', 'La durée du mandat doit être inférieure à 3\u00a0ans.'],
    [
      'WS38',
      'infoRattachement.dateDebutMandat',
      'La date de début du mandat ne peut pas être modifiée : elle doit être postérieure à la date de fin du mandat précédent.',
    ],
    [
      'WS102',
      'donneesFinancieres.dateClotureComptes',
      "La durée de l'exercice comptable doit être inférieure à 18\u00a0mois.",
    ],
    [
      'WS112',
      'donneesFinancieres.dateAg',
      "La date de l'assemblée générale doit être postérieure à la date de clôture des comptes.",
    ],
  ])('%s → champ %s, message complet sans paramètre', (codeServeur, champ, message) => {
    expect(constatCodeServeur(codeServeur)).toMatchObject({ champ, message });
  });

  it('complète le message avec les paramètres reçus', () => {
    expect(constatCodeServeur('WS41', { date: '01/02/2023' })?.message).toContain('(01/02/2023)');
  });

  it('ignore un code inconnu ou mal écrit', () => {
    expect(constatCodeServeur('WS14')).toBeNull();
    expect(constatCodeServeur('ws13')).toBeNull();
    expect(constatCodeServeur('toString')).toBeNull();
    expect(estCodeServeur('CNB009')).toBe(true);
  });

  it('retrouve le code serveur d’une règle, et null pour une règle sans code', () => {
    expect(codeServeurDeRegle('mandat.duree.max')).toBe('WS32');
    expect(codeServeurDeRegle('financier.impayes.incoherentNbCoproprietaires')).toBe('CNB009');
    expect(codeServeurDeRegle('copropriete.nbLots.horsBornes')).toBeNull();
  });
});
