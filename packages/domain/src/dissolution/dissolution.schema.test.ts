import { describe, expect, it } from 'vitest';
import { Dissolution } from './dissolution.schema.js';

const base = {
  motif: 'REUNION_LOTS',
  dateFaitGenerateur: '10/01/2024',
  typeJustifDissolution: 'ACTE_NOTARIE',
} as const;

describe('schéma Dissolution', () => {
  it('accepte une demande cohérente', () => {
    expect(Dissolution.safeParse(base).success).toBe(true);
  });

  it('exige la précision du motif « autre »', () => {
    const resultat = Dissolution.safeParse({ ...base, motif: 'AUTRE', autre: '' });
    expect(resultat.error?.issues.map((i) => i.path[0])).toEqual(['autre']);
    expect(Dissolution.safeParse({ ...base, motif: 'AUTRE', autre: 'Expropriation' }).success).toBe(true);
  });

  it('refuse une pièce non acceptée pour le motif', () => {
    const resultat = Dissolution.safeParse({ ...base, typeJustifDissolution: 'PV_AG' });
    expect(resultat.error?.issues.map((i) => i.path[0])).toEqual(['typeJustifDissolution']);
  });

  it('refuse une date de fait générateur impossible', () => {
    expect(Dissolution.safeParse({ ...base, dateFaitGenerateur: '30/02/2024' }).success).toBe(false);
  });
});
