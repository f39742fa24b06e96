import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ajouterJoursOuvres,
  echeanceReponse,
  estAlsaceMoselle,
  estHorsDelai,
  estJourOuvre,
  joursFeriesDeLAnnee,
  joursOuvresEntre,
} from './jours-ouvres.js';

/** Date calendaire (minuit UTC), convention du domaine. */
const jour = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** Instant donné en heure de Paris avec son décalage explicite. */
const paris = (isoAvecDecalage: string) => new Date(isoAvecDecalage);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('estJourOuvre', () => {
  it.each([
    ['2025-07-14', false, 'Fête nationale (lundi)'],
    ['2025-07-15', true, 'mardi ordinaire'],
    ['2025-07-12', false, 'samedi'],
    ['2025-07-13', false, 'dimanche'],
    ['2025-05-29', false, 'Ascension 2025'],
    ['2025-06-09', false, 'lundi de Pentecôte 2025'],
    ['2024-05-20', false, 'lundi de Pentecôte 2024'],
    ['2025-04-21', false, 'lundi de Pâques 2025'],
    ['2025-05-01', false, '1er mai'],
    ['2025-05-08', false, '8 mai'],
    ['2025-11-11', false, '11 novembre'],
    ['2025-12-25', false, 'Noël'],
    ['2026-01-01', false, "jour de l'An"],
    ['2025-12-26', true, '26 décembre hors Alsace-Moselle'],
    ['2025-04-18', true, 'Vendredi saint hors Alsace-Moselle'],
  ])('%s → %s (%s)', (date, attendu) => {
    expect(estJourOuvre(jour(date))).toBe(attendu);
  });

  it('applique le 26 décembre et le Vendredi saint en Alsace-Moselle (57, 67, 68) seulement', () => {
    for (const departement of ['57', '67', '68']) {
      expect(estJourOuvre(jour('2025-12-26'), { departement })).toBe(false);
      expect(estJourOuvre(jour('2025-04-18'), { departement })).toBe(false);
    }
    for (const departement of ['75', '54', '2A', null]) {
      expect(estJourOuvre(jour('2025-12-26'), { departement })).toBe(true);
    }
  });

  it("raisonne sur le jour qu'il est à Paris", () => {
    // 13/07/2025 à 23 h 30 UTC : il est 1 h 30 le 14 juillet à Paris.
    expect(estJourOuvre(new Date('2025-07-13T23:30:00Z'))).toBe(false);
    // 14/07/2025 à 22 h 30 UTC : il est 0 h 30 le mardi 15 juillet à Paris.
    expect(estJourOuvre(new Date('2025-07-14T22:30:00Z'))).toBe(true);
  });

  it('refuse une date invalide', () => {
    expect(() => estJourOuvre(new Date('n’importe quoi'))).toThrow(RangeError);
  });
});

describe('ajouterJoursOuvres', () => {
  it('saute le week-end et les jours fériés', () => {
    expect(iso(ajouterJoursOuvres(jour('2025-07-11'), 1))).toBe('2025-07-15');
    expect(iso(ajouterJoursOuvres(jour('2025-05-28'), 1))).toBe('2025-05-30');
    expect(iso(ajouterJoursOuvres(jour('2025-06-06'), 1))).toBe('2025-06-10');
    expect(iso(ajouterJoursOuvres(jour('2025-12-31'), 1))).toBe('2026-01-02');
    expect(iso(ajouterJoursOuvres(jour('2025-07-10'), 5))).toBe('2025-07-18');
  });

  it('compte à rebours quand n est négatif et renvoie le jour même quand n vaut 0', () => {
    expect(iso(ajouterJoursOuvres(jour('2025-07-15'), -1))).toBe('2025-07-11');
    expect(iso(ajouterJoursOuvres(paris('2025-07-12T10:00:00+02:00'), 0))).toBe('2025-07-12');
  });

  it('refuse un nombre de jours non entier', () => {
    expect(() => ajouterJoursOuvres(jour('2025-07-15'), 1.5)).toThrow(RangeError);
  });
});

describe('echeanceReponse et estHorsDelai (doublons : un jour ouvré)', () => {
  it('une demande du vendredi 11/07/2025 est due le mardi 15/07 (lundi 14 férié)', () => {
    expect(iso(echeanceReponse(paris('2025-07-11T16:45:00+02:00')))).toBe('2025-07-15');
  });

  it('une demande du samedi est due le premier jour ouvré qui suit', () => {
    expect(iso(echeanceReponse(paris('2025-07-12T09:00:00+02:00')))).toBe('2025-07-15');
    expect(iso(echeanceReponse(paris('2025-03-08T09:00:00+01:00')))).toBe('2025-03-10');
  });

  it('une demande faite à 0 h 30 à Paris compte pour ce jour-là', () => {
    // Lundi 10/03/2025 à 0 h 30 à Paris = dimanche 9 à 23 h 30 UTC : échéance le mardi 11.
    expect(iso(echeanceReponse(new Date('2025-03-09T23:30:00Z')))).toBe('2025-03-11');
  });

  it('le 24/12/2025 : échéance le 26 au niveau national, le lundi 29 en Alsace-Moselle', () => {
    expect(iso(echeanceReponse(jour('2025-12-24')))).toBe('2025-12-26');
    expect(iso(echeanceReponse(jour('2025-12-24'), { departement: '67' }))).toBe('2025-12-29');
  });

  it('accepte un autre délai en jours ouvrés', () => {
    expect(iso(echeanceReponse(jour('2025-07-11'), { delaiJoursOuvres: 3 }))).toBe('2025-07-17');
    expect(estHorsDelai(jour('2025-07-11'), jour('2025-07-17'), { delaiJoursOuvres: 3 })).toBe(false);
    expect(estHorsDelai(jour('2025-07-11'), jour('2025-07-18'), { delaiJoursOuvres: 3 })).toBe(true);
  });

  it("n'est hors délai qu'une fois le jour d'échéance passé, à l'heure de Paris", () => {
    const demande = paris('2025-07-11T16:45:00+02:00');
    expect(estHorsDelai(demande, paris('2025-07-14T10:00:00+02:00'))).toBe(false);
    expect(estHorsDelai(demande, paris('2025-07-15T23:59:00+02:00'))).toBe(false);
    expect(estHorsDelai(demande, new Date('2025-07-15T22:01:00Z'))).toBe(true);
  });
});

describe('joursOuvresEntre et joursFeriesDeLAnnee', () => {
  it('compte les jours ouvrés après le premier jour, jusqu’au dernier compris', () => {
    expect(joursOuvresEntre(jour('2025-07-11'), jour('2025-07-15'))).toBe(1);
    expect(joursOuvresEntre(jour('2025-07-11'), jour('2025-07-18'))).toBe(4);
    expect(joursOuvresEntre(jour('2025-07-18'), jour('2025-07-11'))).toBe(-4);
    expect(joursOuvresEntre(jour('2025-07-15'), jour('2025-07-15'))).toBe(0);
  });

  it('liste 11 jours fériés nationaux et 13 en Alsace-Moselle', () => {
    expect(joursFeriesDeLAnnee(2025)).toHaveLength(11);
    expect(joursFeriesDeLAnnee(2025, { departement: '57' }).map(iso)).toEqual(
      expect.arrayContaining(['2025-04-18', '2025-12-26']),
    );
    expect(joursFeriesDeLAnnee(2025, { departement: '57' })).toHaveLength(13);
  });

  it("reconnaît l'Alsace-Moselle", () => {
    expect(estAlsaceMoselle('57')).toBe(true);
    expect(estAlsaceMoselle(' 68 ')).toBe(true);
    expect(estAlsaceMoselle('75')).toBe(false);
    expect(estAlsaceMoselle(undefined)).toBe(false);
  });
});

describe('indépendance vis-à-vis du fuseau du serveur', () => {
  const fuseauInitial = process.env.TZ;
  afterEach(() => {
    process.env.TZ = fuseauInitial;
    vi.resetModules();
  });

  it.each(['Australia/Sydney', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'le lundi de Pâques 2018 reste le 02/04 avec TZ=%s',
    async (fuseau) => {
      process.env.TZ = fuseau;
      vi.resetModules();
      const module = await import('./jours-ouvres.js');
      expect(module.joursFeriesDeLAnnee(2018).map(iso)).toContain('2018-04-02');
      expect(module.estJourOuvre(jour('2018-04-02'))).toBe(false);
      expect(module.estJourOuvre(jour('2018-04-01'))).toBe(false);
      expect(module.estJourOuvre(jour('2018-04-03'))).toBe(true);
    },
  );
});
