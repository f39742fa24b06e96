import { describe, expect, it } from 'vitest';
import {
  dateApplicationPlanTravaux,
  dateReferencePlanTravaux,
  doitRenseignerPlanTravaux,
  obligationPlanTravaux,
} from './plan-travaux.js';

const jour = (iso: string) => new Date(`${iso}T00:00:00Z`);
const ancien = { anneeConstruction: 1970 } as const;

describe('dateApplicationPlanTravaux', () => {
  it.each([
    [500, '2023-01-01'],
    [201, '2023-01-01'],
    [200, '2024-01-01'],
    [51, '2024-01-01'],
    [50, '2025-01-01'],
    [2, '2025-01-01'],
  ])('%i lots à usage de logement, bureaux ou commerce → %s', (nbLotsHabBurCom, date) => {
    expect(dateApplicationPlanTravaux({ nbLotsHabBurCom })).toBe(date);
  });

  it('compte les lots de logement, bureaux et commerces, pas les parkings', () => {
    // 180 lots principaux et 60 parkings : 240 lots au total, mais la tranche est celle des 51 à 200.
    expect(dateApplicationPlanTravaux({ nbLotsHabBurCom: 180, nbLots: 240 })).toBe('2024-01-01');
  });

  it('se rabat sur le total des lots, puis sur la date la plus précoce', () => {
    expect(dateApplicationPlanTravaux({ nbLots: 30 })).toBe('2025-01-01');
    expect(dateApplicationPlanTravaux({})).toBe('2023-01-01');
  });
});

describe('obligationPlanTravaux', () => {
  it('plus de 200 lots : concernée dès le 01/01/2023, pas le 31/12/2022', () => {
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 250, ...ancien }, jour('2022-12-31'))).toBe(false);
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 250, ...ancien }, jour('2023-01-01'))).toBe(true);
  });

  it('de 51 à 200 lots : concernée dès le 01/01/2024', () => {
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 120, ...ancien }, jour('2023-06-30'))).toBe(false);
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 120, ...ancien }, jour('2024-01-01'))).toBe(true);
  });

  it("jusqu'à 50 lots : concernée dès le 01/01/2025", () => {
    const petite = { nbLotsHabBurCom: 12, ...ancien };
    expect(obligationPlanTravaux(petite, jour('2024-12-31'))).toEqual({
      concernee: false,
      motif: 'obligation-pas-encore-en-vigueur',
      dateApplication: '2025-01-01',
      message:
        'Le plan pluriannuel de travaux est obligatoire pour cette copropriété à partir du 01/01/2025.',
    });
    expect(obligationPlanTravaux(petite, jour('2025-01-01'))).toMatchObject({
      concernee: true,
      motif: 'obligation-en-vigueur',
    });
  });

  it('ne concerne pas un immeuble achevé depuis moins de 15 ans', () => {
    expect(
      obligationPlanTravaux({ nbLotsHabBurCom: 300, anneeConstruction: 2015 }, jour('2025-06-01')),
    ).toMatchObject({ concernee: false, motif: 'immeuble-de-moins-de-15-ans' });
    expect(
      doitRenseignerPlanTravaux({ nbLotsHabBurCom: 300, anneeConstruction: 2010 }, jour('2025-06-01')),
    ).toBe(true);
  });

  it("raisonne sur la période de construction quand l'année manque, de façon inclusive", () => {
    const date = jour('2025-03-01');
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 10, periodeConstruction: 'AVANT_1949' }, date)).toBe(
      true,
    );
    // De 2001 à 2010 : l'immeuble peut avoir plus de 15 ans en 2025.
    expect(
      doitRenseignerPlanTravaux({ nbLotsHabBurCom: 10, periodeConstruction: 'DE_2001_A_2010' }, date),
    ).toBe(true);
    // À partir de 2011 : au plus 14 ans en 2025, 15 ans en 2026.
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 10, periodeConstruction: 'APRES_2011' }, date)).toBe(
      false,
    );
    expect(
      doitRenseignerPlanTravaux(
        { nbLotsHabBurCom: 10, periodeConstruction: 'APRES_2011' },
        jour('2026-01-15'),
      ),
    ).toBe(true);
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 10, periodeConstruction: 'NON_CONNUE' }, date)).toBe(
      true,
    );
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 10 }, date)).toBe(true);
  });
});

describe('dateReferencePlanTravaux', () => {
  it("retient la date de l'AG, sinon celle de la déclaration", () => {
    expect(
      dateReferencePlanTravaux({ dateAg: jour('2023-05-10'), dateDeclaration: jour('2024-02-01') }),
    ).toEqual(jour('2023-05-10'));
    expect(dateReferencePlanTravaux({ dateAg: null, dateDeclaration: jour('2024-02-01') })).toEqual(
      jour('2024-02-01'),
    );
  });

  it("une AG de 2023 d'une copropriété de 100 lots déclarée en 2024 n'était pas encore soumise au PPT", () => {
    const reference = dateReferencePlanTravaux({
      dateAg: jour('2023-06-15'),
      dateDeclaration: jour('2024-03-01'),
    });
    expect(doitRenseignerPlanTravaux({ nbLotsHabBurCom: 100, ...ancien }, reference)).toBe(false);
  });
});
