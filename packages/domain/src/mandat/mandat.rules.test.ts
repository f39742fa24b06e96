import { describe, expect, it } from 'vitest';
import type { ResultatRegles } from '../commun/resultat.js';
import { d } from '../test/dates.js';
import {
  dureeMandatAutorisee,
  dureeMandatNormale,
  verifierMandat,
  verifierModificationDateDebutMandat,
  verifierModificationDateFinMandat,
  verifierRenouvellementMandat,
  verifierSuppressionMandat,
} from './mandat.rules.js';

const erreurs = (r: ResultatRegles) => r.erreurs.map((c) => c.code);
const avertissements = (r: ResultatRegles) => r.avertissements.map((c) => c.code);

const AUJOURDHUI = d('15/06/2024');
const DEBUT = 'infoRattachement.dateDebutMandat';
const FIN = 'infoRattachement.dateFinMandat';

describe('verifierMandat (spec 2 §5.3)', () => {
  it.each([
    ['début aujourd’hui, fin dans 12 mois : accepté', '15/06/2024', '15/06/2025', [], []],
    ['début demain : refusé', '16/06/2024', '16/06/2025', ['mandat.debut.posterieureAujourdhui'], []],
    ['fin aujourd’hui : refusée', '15/06/2023', '15/06/2024', ['mandat.fin.nonPosterieureAujourdhui'], []],
    [
      'fin demain : acceptée (durée ≠ 12 mois)',
      '01/06/2024',
      '16/06/2024',
      [],
      ['mandat.duree.differenteNormale'],
    ],
    [
      'fin avant le début : refusée',
      '10/06/2024',
      '01/06/2024',
      ['mandat.fin.nonPosterieureAujourdhui', 'mandat.fin.nonPosterieureDebut'],
      [],
    ],
    ['exactement 3 ans : refusé', '01/01/2024', '01/01/2027', ['mandat.duree.max'], []],
    ['3 ans moins un jour : accepté', '01/01/2024', '31/12/2026', [], ['mandat.duree.differenteNormale']],
    ['29/02 + 3 ans = 28/02 : refusé', '29/02/2024', '28/02/2027', ['mandat.duree.max'], []],
    [
      '29/02 au 27/02 trois ans plus tard : accepté',
      '29/02/2024',
      '27/02/2027',
      [],
      ['mandat.duree.differenteNormale'],
    ],
    ['12 mois (fin = début + 12 mois) : pas d’avertissement', '01/01/2024', '01/01/2025', [], []],
    ['12 mois moins un jour (fin incluse) : pas d’avertissement', '01/01/2024', '31/12/2024', [], []],
    [
      '12 mois et un jour : avertissement',
      '01/01/2024',
      '02/01/2025',
      [],
      ['mandat.duree.differenteNormale'],
    ],
    [
      '12 mois moins deux jours : avertissement',
      '01/01/2024',
      '30/12/2024',
      [],
      ['mandat.duree.differenteNormale'],
    ],
    ['13 mois : avertissement', '01/01/2024', '01/02/2025', [], ['mandat.duree.differenteNormale']],
    ['11 mois : avertissement', '01/06/2024', '01/05/2025', [], ['mandat.duree.differenteNormale']],
  ])('%s', (_titre, debut, fin, erreursAttendues, avertissementsAttendus) => {
    const resultat = verifierMandat({ dateDebutMandat: d(debut), dateFinMandat: d(fin) }, AUJOURDHUI);
    expect(erreurs(resultat)).toEqual(erreursAttendues);
    expect(avertissements(resultat)).toEqual(avertissementsAttendus);
  });

  it('exige les deux dates, chacune sur son champ', () => {
    const resultat = verifierMandat({ dateDebutMandat: null, dateFinMandat: null }, AUJOURDHUI);
    expect(resultat.erreurs).toEqual([
      {
        champ: DEBUT,
        code: 'mandat.debut.obligatoire',
        message: 'La date de début du mandat est obligatoire.',
      },
      { champ: FIN, code: 'mandat.fin.obligatoire', message: 'La date de fin du mandat est obligatoire.' },
    ]);
  });

  it('traite une date invalide comme absente', () => {
    const resultat = verifierMandat(
      { dateDebutMandat: new Date('x'), dateFinMandat: d('01/01/2025') },
      AUJOURDHUI,
    );
    expect(erreurs(resultat)).toEqual(['mandat.debut.obligatoire']);
  });

  it('place la durée maximale sur la date de fin', () => {
    const resultat = verifierMandat(
      { dateDebutMandat: d('01/01/2024'), dateFinMandat: d('01/01/2027') },
      AUJOURDHUI,
    );
    expect(resultat.erreurs[0]?.champ).toBe(FIN);
    expect(resultat.erreurs[0]?.message).toBe('La durée du mandat doit être inférieure à 3\u00a0ans.');
  });

  it('fonctions de durée : bornes exactes', () => {
    expect(dureeMandatAutorisee(d('01/01/2024'), d('31/12/2026'))).toBe(true);
    expect(dureeMandatAutorisee(d('01/01/2024'), d('01/01/2027'))).toBe(false);
    expect(dureeMandatNormale(d('31/01/2024'), d('31/01/2025'))).toBe(true);
    expect(dureeMandatNormale(d('31/01/2024'), d('30/01/2025'))).toBe(true);
    expect(dureeMandatNormale(d('31/01/2024'), d('29/01/2025'))).toBe(false);
  });
});

describe('verifierRenouvellementMandat', () => {
  const precedent = { dateFinMandat: d('30/06/2024') };

  it.each([
    ['début le lendemain de la fin précédente : accepté, même futur', '01/07/2024', '30/06/2025', []],
    [
      'début le jour de la fin précédente : refusé',
      '30/06/2024',
      '30/06/2025',
      ['mandat.renouvellement.debutNonPosterieurFinPrecedent'],
    ],
    [
      'début avant la fin précédente : refusé',
      '01/06/2024',
      '31/05/2025',
      ['mandat.renouvellement.debutNonPosterieurFinPrecedent'],
    ],
    ['durée de 3 ans : refusée', '01/07/2024', '01/07/2027', ['mandat.duree.max']],
  ])('%s', (_titre, debut, fin, erreursAttendues) => {
    const resultat = verifierRenouvellementMandat(
      { dateDebutMandat: d(debut), dateFinMandat: d(fin) },
      precedent,
      AUJOURDHUI,
    );
    expect(erreurs(resultat)).toEqual(erreursAttendues);
  });

  it('cite la date de fin du mandat précédent', () => {
    const resultat = verifierRenouvellementMandat(
      { dateDebutMandat: d('30/06/2024'), dateFinMandat: d('30/06/2025') },
      precedent,
      AUJOURDHUI,
    );
    expect(resultat.erreurs[0]).toEqual({
      champ: DEBUT,
      code: 'mandat.renouvellement.debutNonPosterieurFinPrecedent',
      message:
        'La date de début du nouveau mandat doit être postérieure à la date de fin du mandat précédent (30/06/2024).',
    });
  });

  it('garde l’avertissement hors 12 mois et refuse une fin déjà passée', () => {
    const expire = verifierRenouvellementMandat(
      { dateDebutMandat: d('01/01/2023'), dateFinMandat: d('31/05/2024') },
      { dateFinMandat: d('31/12/2022') },
      AUJOURDHUI,
    );
    expect(erreurs(expire)).toEqual(['mandat.fin.nonPosterieureAujourdhui']);
    expect(avertissements(expire)).toEqual(['mandat.duree.differenteNormale']);
  });

  it('sans fin précédente connue, seul le nouveau mandat est contrôlé', () => {
    const resultat = verifierRenouvellementMandat(
      { dateDebutMandat: d('01/07/2024'), dateFinMandat: d('30/06/2025') },
      { dateFinMandat: null },
      AUJOURDHUI,
    );
    expect(resultat).toEqual({ erreurs: [], avertissements: [] });
  });
});

describe('verifierModificationDateDebutMandat', () => {
  const mandat = { dateFinMandat: d('31/12/2024') };
  const precedent = { dateFinMandat: d('31/12/2022') };

  it.each([
    ['après la fin précédente et avant sa fin : acceptée', '15/06/2023', []],
    ['le lendemain de la fin précédente : acceptée', '01/01/2023', []],
    [
      'le jour de la fin précédente : refusée',
      '31/12/2022',
      ['mandat.modificationDebut.nonPosterieureFinPrecedent'],
    ],
    [
      'avant la fin précédente : refusée',
      '15/12/2022',
      ['mandat.modificationDebut.nonPosterieureFinPrecedent'],
    ],
    ['la veille de sa propre fin : acceptée', '30/12/2024', []],
    ['le jour de sa propre fin : refusée', '31/12/2024', ['mandat.modificationDebut.nonAnterieureFin']],
    ['après sa propre fin : refusée', '15/01/2025', ['mandat.modificationDebut.nonAnterieureFin']],
  ])('%s', (_titre, nouvelleDate, erreursAttendues) => {
    expect(erreurs(verifierModificationDateDebutMandat(d(nouvelleDate), mandat, precedent))).toEqual(
      erreursAttendues,
    );
  });

  it('refuse un début qui porterait la durée à 3 ans', () => {
    expect(erreurs(verifierModificationDateDebutMandat(d('31/12/2021'), mandat, null))).toEqual([
      'mandat.duree.max',
    ]);
    expect(erreurs(verifierModificationDateDebutMandat(d('01/01/2022'), mandat, null))).toEqual([]);
  });

  it('sans mandat précédent, seule la fin du mandat borne la date', () => {
    expect(erreurs(verifierModificationDateDebutMandat(d('01/06/2022'), mandat, null))).toEqual([]);
  });

  it('exige une nouvelle date et cite les dates dans les messages', () => {
    expect(erreurs(verifierModificationDateDebutMandat(null, mandat, precedent))).toEqual([
      'mandat.modificationDebut.obligatoire',
    ]);
    const apresFin = verifierModificationDateDebutMandat(d('01/02/2025'), mandat, precedent);
    expect(apresFin.erreurs[0]?.message).toBe(
      'La date de début du mandat ne peut pas être modifiée : elle doit être antérieure à la date de fin du mandat (31/12/2024).',
    );
  });
});

describe('verifierModificationDateFinMandat (mandat archivé)', () => {
  const mandat = { dateDebutMandat: d('01/01/2022') };
  const suivant = { dateDebutMandat: d('01/01/2023') };

  it.each([
    ['le lendemain du début : acceptée', '02/01/2022', []],
    ['le jour du début : refusée', '01/01/2022', ['mandat.modificationFin.nonPosterieureDebut']],
    ['avant le début : refusée', '31/12/2021', ['mandat.modificationFin.nonPosterieureDebut']],
    ['la veille du mandat suivant : acceptée', '31/12/2022', []],
    [
      'le jour du début du mandat suivant : refusée',
      '01/01/2023',
      ['mandat.modificationFin.nonAnterieureDebutSuivant'],
    ],
  ])('%s', (_titre, nouvelleDate, erreursAttendues) => {
    expect(erreurs(verifierModificationDateFinMandat(d(nouvelleDate), mandat, suivant))).toEqual(
      erreursAttendues,
    );
  });

  it('refuse une fin qui porterait la durée à 3 ans', () => {
    expect(erreurs(verifierModificationDateFinMandat(d('01/01/2025'), mandat, null))).toEqual([
      'mandat.duree.max',
    ]);
    expect(erreurs(verifierModificationDateFinMandat(d('31/12/2024'), mandat, null))).toEqual([]);
  });

  it('exige une nouvelle date', () => {
    const resultat = verifierModificationDateFinMandat(null, mandat, suivant);
    expect(resultat.erreurs).toEqual([
      {
        champ: FIN,
        code: 'mandat.modificationFin.obligatoire',
        message: 'Veuillez saisir la nouvelle date de fin du mandat.',
      },
    ]);
  });
});

describe('verifierSuppressionMandat', () => {
  it.each([
    ['aucun mandat sélectionné', null, true],
    ['identifiant vide', '  ', true],
    ['identifiant NaN', Number.NaN, true],
    ['identifiant numérique', 12, false],
    ['identifiant 0', 0, false],
    ['identifiant texte', 'a1b2', false],
  ])('%s', (_titre, selection, bloque) => {
    const resultat = verifierSuppressionMandat(selection);
    expect(resultat.erreurs.length > 0).toBe(bloque);
    if (bloque) expect(resultat.erreurs[0]?.champ).toBe('idMandat');
  });
});
