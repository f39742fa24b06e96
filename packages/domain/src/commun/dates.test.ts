import { describe, expect, it } from 'vitest';
import { d } from '../test/dates.js';
import {
  ajouterAnnees,
  ajouterJours,
  ajouterMois,
  aujourdhuiParis,
  comparerDates,
  DateTexte,
  dateCalendaire,
  dateIsoVersTexte,
  dateParisTexte,
  dateTexteOuNull,
  dateTexteVersIso,
  ecartEnJours,
  ecartEnMoisEntiers,
  estApres,
  estAvant,
  estAvantOuEgal,
  estDateRenseignee,
  estMemeJour,
  estMemeJourEtMois,
  formaterDateCompacte,
  formaterDateTexte,
  instantIso,
  lireDateTexte,
} from './dates.js';

describe('lireDateTexte', () => {
  it.each([
    ['29/02/2024', Date.UTC(2024, 1, 29)],
    ['01/01/1900', Date.UTC(1900, 0, 1)],
    ['31/12/2016', Date.UTC(2016, 11, 31)],
    ['29/02/2000', Date.UTC(2000, 1, 29)],
    ['30/04/2024', Date.UTC(2024, 3, 30)],
  ])('lit %s à minuit UTC', (texte, attendu) => {
    expect(lireDateTexte(texte)?.getTime()).toBe(attendu);
  });

  it.each([
    ['29/02/2023', 'année non bissextile'],
    ['29/02/1900', 'siècle non bissextile'],
    ['31/04/2024', 'avril a 30 jours'],
    ['31/02/2024', 'février'],
    ['00/01/2024', 'jour 0'],
    ['32/01/2024', 'jour 32'],
    ['15/13/2024', 'mois 13'],
    ['15/00/2024', 'mois 0'],
    ['1/1/2024', 'chiffres manquants'],
    ['2024-01-15', 'format ISO'],
    ['15/01/24', 'année sur 2 chiffres'],
    [' 15/01/2024', 'espace en tête'],
    ['15/01/2024 ', 'espace en fin'],
    ['15-01-2024', 'mauvais séparateur'],
    ['n/importe/quoi', 'texte quelconque'],
    ['', 'vide'],
  ])('refuse %s (%s)', (texte) => {
    expect(lireDateTexte(texte)).toBeNull();
  });

  it('renvoie null pour null et undefined', () => {
    expect(lireDateTexte(null)).toBeNull();
    expect(lireDateTexte(undefined)).toBeNull();
  });

  it('garde les années inférieures à 100 sans les décaler en 19xx', () => {
    expect(lireDateTexte('01/01/0099')?.getUTCFullYear()).toBe(99);
    expect(dateCalendaire(1, 1, 1)?.getUTCFullYear()).toBe(1);
  });
});

describe('formatage', () => {
  it.each(['29/02/2024', '01/01/1900', '31/12/1899', '05/11/2023'])(
    'relit et réécrit %s à l’identique',
    (texte) => {
      expect(formaterDateTexte(d(texte))).toBe(texte);
    },
  );

  it('convertit entre jj/mm/aaaa et aaaa-mm-jj', () => {
    expect(dateTexteVersIso('05/11/2023')).toBe('2023-11-05');
    expect(dateIsoVersTexte('2023-11-05')).toBe('05/11/2023');
    expect(dateTexteVersIso('31/02/2024')).toBeNull();
    expect(dateIsoVersTexte('2023-02-29')).toBeNull();
  });

  it('écrit la forme compacte aaaammjj des noms de fichiers', () => {
    expect(formaterDateCompacte(d('05/11/2023'))).toBe('20231105');
  });

  it('dateTexteOuNull garde une date valide et remplace le reste par null', () => {
    expect(dateTexteOuNull('29/02/2024')).toBe('29/02/2024');
    expect(dateTexteOuNull('29/02/2023')).toBeNull();
    expect(dateTexteOuNull('')).toBeNull();
  });
});

describe('schéma DateTexte', () => {
  it('accepte une date calendaire', () => {
    expect(DateTexte.safeParse('29/02/2024').success).toBe(true);
  });

  it.each(['31/02/2024', 'demain', '2024-02-01'])('refuse %s avec le message français', (texte) => {
    const resultat = DateTexte.safeParse(texte);
    expect(resultat.success).toBe(false);
    expect(resultat.error?.issues[0]?.message).toBe('La date doit être au format jj/mm/aaaa.');
  });

  it('refuse un nombre', () => {
    expect(DateTexte.safeParse(20240201).success).toBe(false);
  });
});

describe('comparaisons', () => {
  it('compare des jours calendaires', () => {
    expect(comparerDates(d('01/01/2024'), d('02/01/2024'))).toBe(-1);
    expect(comparerDates(d('02/01/2024'), d('01/01/2024'))).toBe(1);
    expect(comparerDates(d('02/01/2024'), d('02/01/2024'))).toBe(0);
  });

  it('ignore l’heure d’un instant pour comparer les jours', () => {
    const soir = new Date(Date.UTC(2024, 0, 2, 22, 30));
    expect(estMemeJour(soir, d('02/01/2024'))).toBe(true);
    expect(estAvant(d('01/01/2024'), soir)).toBe(true);
    expect(estApres(soir, d('01/01/2024'))).toBe(true);
    expect(estAvantOuEgal(soir, d('02/01/2024'))).toBe(true);
  });

  it('deux instants du même jour UTC désignent le même jour', () => {
    const matin = new Date(Date.UTC(2024, 5, 10, 0, 0));
    const soir = new Date(Date.UTC(2024, 5, 10, 23, 59));
    expect(comparerDates(soir, matin)).toBe(0);
    expect(estApres(matin, soir)).toBe(false);
  });

  it('estMemeJourEtMois ignore l’année', () => {
    expect(estMemeJourEtMois(d('31/12/2020'), d('31/12/2024'))).toBe(true);
    expect(estMemeJourEtMois(d('31/12/2024'), d('30/12/2024'))).toBe(false);
    expect(estMemeJourEtMois(d('30/06/2024'), d('30/07/2024'))).toBe(false);
  });

  it('estDateRenseignee écarte null, undefined et les dates invalides', () => {
    expect(estDateRenseignee(null)).toBe(false);
    expect(estDateRenseignee(undefined)).toBe(false);
    expect(estDateRenseignee(new Date('pas une date'))).toBe(false);
    expect(estDateRenseignee(d('01/01/1900'))).toBe(true);
  });
});

describe('calculs de dates', () => {
  it.each([
    ['31/01/2024', 1, '29/02/2024'],
    ['31/01/2023', 1, '28/02/2023'],
    ['15/03/2024', 12, '15/03/2025'],
    ['31/03/2024', -1, '29/02/2024'],
    ['15/01/2024', -13, '15/12/2022'],
    ['30/11/2024', 2, '30/01/2025'],
    ['31/08/2024', 18, '28/02/2026'],
    ['15/11/2024', 3, '15/02/2025'],
    ['01/01/2024', 18, '01/07/2025'],
  ])('%s + %i mois = %s', (depart, mois, attendu) => {
    expect(formaterDateTexte(ajouterMois(d(depart), mois))).toBe(attendu);
  });

  it.each([
    ['29/02/2024', 1, '28/02/2025'],
    ['29/02/2024', 4, '29/02/2028'],
    ['01/06/2024', 3, '01/06/2027'],
    ['01/06/2024', -1, '01/06/2023'],
  ])('%s + %i an(s) = %s', (depart, annees, attendu) => {
    expect(formaterDateTexte(ajouterAnnees(d(depart), annees))).toBe(attendu);
  });

  it('ajoute des jours en passant les fins de mois et d’année', () => {
    expect(formaterDateTexte(ajouterJours(d('28/02/2024'), 1))).toBe('29/02/2024');
    expect(formaterDateTexte(ajouterJours(d('31/12/2024'), 1))).toBe('01/01/2025');
    expect(formaterDateTexte(ajouterJours(d('01/03/2023'), -1))).toBe('28/02/2023');
    expect(formaterDateTexte(ajouterJours(d('01/03/2024'), -1))).toBe('29/02/2024');
  });

  it('mesure l’écart en jours', () => {
    expect(ecartEnJours(d('01/01/2024'), d('31/12/2024'))).toBe(365);
    expect(ecartEnJours(d('02/01/2024'), d('01/01/2024'))).toBe(-1);
  });

  it.each([
    ['15/01/2024', '14/02/2024', 0],
    ['15/01/2024', '15/02/2024', 1],
    ['31/01/2024', '29/02/2024', 1],
    ['01/01/2024', '31/12/2024', 11],
    ['01/01/2024', '01/01/2025', 12],
    ['01/01/2024', '01/01/2027', 36],
    ['15/02/2024', '15/01/2024', -1],
  ])('de %s à %s il s’écoule %i mois entiers', (debut, fin, attendu) => {
    expect(ecartEnMoisEntiers(d(debut), d(fin))).toBe(attendu);
  });
});

describe('aujourdhuiParis', () => {
  it.each([
    ['2024-12-31T23:30:00Z', '01/01/2025', 'heure d’hiver : UTC+1'],
    ['2024-12-31T22:59:59Z', '31/12/2024', 'juste avant minuit à Paris'],
    ['2024-07-14T22:00:00Z', '15/07/2024', 'heure d’été : UTC+2'],
    ['2024-07-14T21:59:00Z', '14/07/2024', 'heure d’été, la veille'],
    ['2024-03-31T01:30:00Z', '31/03/2024', 'jour du passage à l’heure d’été'],
  ])('%s donne le %s à Paris (%s)', (instant, attendu) => {
    const jour = aujourdhuiParis(new Date(instant));
    expect(formaterDateTexte(jour)).toBe(attendu);
    expect(jour.getUTCHours()).toBe(0);
  });
});

describe('restitution des horodatages', () => {
  it('dateParisTexte donne le jour à Paris, pas le jour UTC', () => {
    // 31/12/2024 à 23 h 30 UTC : déjà le 01/01/2025 à Paris (UTC+1).
    expect(dateParisTexte(new Date(Date.UTC(2024, 11, 31, 23, 30)))).toBe('01/01/2025');
    // 10/06/2024 à 21 h 59 UTC : encore le 10/06 à Paris (UTC+2), 22 h 00 UTC : le 11/06.
    expect(dateParisTexte(new Date(Date.UTC(2024, 5, 10, 21, 59)))).toBe('10/06/2024');
    expect(dateParisTexte(new Date(Date.UTC(2024, 5, 10, 22, 0)))).toBe('11/06/2024');
  });

  it('dateParisTexte et instantIso rendent null sans instant ou pour une date invalide', () => {
    for (const absent of [null, undefined, new Date(Number.NaN)]) {
      expect(dateParisTexte(absent)).toBeNull();
      expect(instantIso(absent)).toBeNull();
    }
  });

  it('instantIso écrit l’instant en ISO 8601 UTC', () => {
    expect(instantIso(new Date(Date.UTC(2024, 5, 10, 22, 30)))).toBe('2024-06-10T22:30:00.000Z');
  });
});
