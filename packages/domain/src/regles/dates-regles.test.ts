import { describe, expect, it } from 'vitest';
import {
  ajouterAnnees,
  ajouterJours,
  ajouterMois,
  comparerJours,
  dateCalendaire,
  estApres,
  estAvant,
  estDateRenseignee,
  estMemeJour,
  estMemeJourEtMois,
  formaterDate,
} from './dates-regles.js';

describe('aides de dates des règles', () => {
  it.each([
    ['31/01 + 1 mois → fin février (année bissextile)', dateCalendaire(2024, 1, 31), 1, '29/02/2024'],
    ['31/01 + 1 mois → fin février (année ordinaire)', dateCalendaire(2023, 1, 31), 1, '28/02/2023'],
    ['15/11 + 3 mois → changement d’année', dateCalendaire(2024, 11, 15), 3, '15/02/2025'],
    ['31/03 − 1 mois → 29/02', dateCalendaire(2024, 3, 31), -1, '29/02/2024'],
    ['01/01 + 18 mois', dateCalendaire(2024, 1, 1), 18, '01/07/2025'],
  ])('ajouterMois : %s', (_titre, date, mois, attendu) => {
    expect(formaterDate(ajouterMois(date, mois))).toBe(attendu);
  });

  it('ajouterAnnees : le 29/02 + 1 an donne le 28/02', () => {
    expect(formaterDate(ajouterAnnees(dateCalendaire(2024, 2, 29), 1))).toBe('28/02/2025');
    expect(formaterDate(ajouterAnnees(dateCalendaire(2024, 2, 29), 4))).toBe('29/02/2028');
  });

  it('ajouterJours traverse les fins de mois et d’année', () => {
    expect(formaterDate(ajouterJours(dateCalendaire(2024, 12, 31), 1))).toBe('01/01/2025');
    expect(formaterDate(ajouterJours(dateCalendaire(2024, 3, 1), -1))).toBe('29/02/2024');
  });

  it('compare au jour près en ignorant les heures', () => {
    const matin = new Date(Date.UTC(2024, 5, 10, 0, 0));
    const soir = new Date(Date.UTC(2024, 5, 10, 23, 59));
    expect(estMemeJour(matin, soir)).toBe(true);
    expect(comparerJours(soir, matin)).toBe(0);
    expect(estAvant(matin, dateCalendaire(2024, 6, 11))).toBe(true);
    expect(estApres(matin, dateCalendaire(2024, 6, 9))).toBe(true);
    expect(estApres(matin, soir)).toBe(false);
  });

  it('estMemeJourEtMois ignore l’année', () => {
    expect(estMemeJourEtMois(dateCalendaire(2020, 12, 31), dateCalendaire(2024, 12, 31))).toBe(true);
    expect(estMemeJourEtMois(dateCalendaire(2024, 12, 31), dateCalendaire(2024, 12, 30))).toBe(false);
    expect(estMemeJourEtMois(dateCalendaire(2024, 6, 30), dateCalendaire(2024, 7, 30))).toBe(false);
  });

  it('estDateRenseignee écarte null, undefined et les dates invalides', () => {
    expect(estDateRenseignee(null)).toBe(false);
    expect(estDateRenseignee(undefined)).toBe(false);
    expect(estDateRenseignee(new Date('pas une date'))).toBe(false);
    expect(estDateRenseignee(dateCalendaire(1900, 1, 1))).toBe(true);
  });

  it('formaterDate écrit jj/mm/aaaa', () => {
    expect(formaterDate(dateCalendaire(1899, 12, 31))).toBe('31/12/1899');
    expect(formaterDate(dateCalendaire(2017, 1, 1))).toBe('01/01/2017');
  });
});
