import { describe, expect, it } from 'vitest';
import { ETATS_VISIBLES_DU_PUBLIC } from '../annuaire/visibilite-publique.js';
import {
  bornesConformite,
  derniersTrimestres,
  etatsComptesParLesStatistiques,
  libelleTrimestre,
  nomFichierRapportStatistiques,
  partEnPourcent,
  trancheDeTaille,
  trimestreDeGeneration,
} from './statistiques.rules.js';
import { CodeDepartementStatistiques, CodeRegionOuTous, RequeteTerritoire } from './statistiques.schema.js';

describe('règles des statistiques publiques', () => {
  it('compte les copropriétés immatriculées, dissolution en cours comprise, jamais un brouillon ni une demande', () => {
    const etats = etatsComptesParLesStatistiques();
    expect(etats).toContain('IMMATRICULEE_RATTACHEE');
    expect(etats).toContain('DISSOLUTION_EN_COURS');
    expect(etats).not.toContain('BROUILLON');
    expect(etats).not.toContain('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
    expect(etats).not.toContain('DISSOUTE');
    expect(etats.every((e) => ETATS_VISIBLES_DU_PUBLIC.includes(e as never))).toBe(true);
  });

  it('range une copropriété dans sa tranche de taille aux seuils 11, 50 et 200 lots', () => {
    expect([null, 0, 10, 11, 49, 50, 199, 200, 5000].map(trancheDeTaille)).toEqual([
      'JUSQU_A_10',
      'JUSQU_A_10',
      'JUSQU_A_10',
      'DE_11_A_49',
      'DE_11_A_49',
      'DE_50_A_199',
      'DE_50_A_199',
      'A_PARTIR_DE_200',
      'A_PARTIR_DE_200',
    ]);
  });

  it('donne les parts en pour cent à une décimale, null sans copropriété', () => {
    expect(partEnPourcent(1, 3)).toBe(33.3);
    expect(partEnPourcent(2, 3)).toBe(66.7);
    expect(partEnPourcent(0, 0)).toBeNull();
  });

  it('la mise à jour annuelle reste faite 12 mois (règle de la liste), comptés depuis le jour de Paris', () => {
    const bornes = bornesConformite(new Date('2026-12-31T23:30:00Z'));
    expect(bornes.jour.toISOString().slice(0, 10)).toBe('2027-01-01');
    expect(bornes.majAnnuelleDepuis.toISOString().slice(0, 10)).toBe('2026-01-01');
  });

  it('les huit derniers trimestres, du plus ancien au trimestre du jour', () => {
    const serie = derniersTrimestres(new Date('2026-02-10T00:00:00Z'));
    expect(serie[0]).toEqual({ annee: 2024, trimestre: 2 });
    expect(serie.at(-1)).toEqual({ annee: 2026, trimestre: 1 });
    expect(serie).toHaveLength(8);
    expect(libelleTrimestre(2026, 1)).toBe('1er trimestre 2026');
    expect(libelleTrimestre(2025, 3)).toBe('3e trimestre 2025');
    expect(trimestreDeGeneration(new Date('2026-09-30T22:30:00Z'))).toBe('2026-T4');
    expect(trimestreDeGeneration(null)).toBeNull();
  });

  it('nomme le rapport par territoire et par jour à Paris (aaaammjj)', () => {
    const soir = new Date('2026-11-24T23:30:00Z');
    expect(nomFichierRapportStatistiques('NATIONAL', null, soir)).toBe(
      'statistiques_registre_france_20261125.xlsx',
    );
    expect(nomFichierRapportStatistiques('DEPARTEMENT', '2A', soir)).toBe(
      'statistiques_registre_departement_2A_20261125.xlsx',
    );
  });

  it('valide les codes des territoires avec un message français', () => {
    expect(CodeDepartementStatistiques.parse('2a')).toBe('2A');
    expect(CodeDepartementStatistiques.safeParse('100').error?.issues[0]?.message).toMatch(/département/);
    expect(CodeRegionOuTous.safeParse('0').success).toBe(true);
    expect(CodeRegionOuTous.safeParse('8').success).toBe(false);
    expect(RequeteTerritoire.parse({})).toEqual({ niveau: 'NATIONAL' });
    expect(RequeteTerritoire.safeParse({ niveau: 'PAYS' }).error?.issues[0]?.message).toMatch(/niveau/);
  });
});
