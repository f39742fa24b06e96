import type { LigneBrouillon } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { lienReprise, lienRepriseMiseAJour, natureBrouillon } from './brouillons';

const ligne = (partiel: Partial<LigneBrouillon>): LigneBrouillon => ({
  id: 41,
  idCopropriete: 7,
  nomCopropriete: 'Les Tilleuls',
  typeImmat: null,
  typeMaj: 'ANNUELLE',
  correction: false,
  utilisateurDeclare: null,
  dateCreation: '01/10/2026',
  dateModification: '02/10/2026',
  version: 1,
  ...partiel,
});

describe('« Mes brouillons » : reprise et nature de chaque ligne', () => {
  it('rouvre un brouillon de correction de la dernière annuelle en correction, et le dit', () => {
    const correction = ligne({ correction: true });
    expect(lienReprise(correction)).toBe(
      '/immatriculer-copropriete?copropriete=7&maj=ANNUELLE&corriger=true',
    );
    expect(natureBrouillon(correction)).toBe('Correction de la dernière déclaration annuelle');
  });

  it('rouvre une annuelle ou une standard ordinaire par sa copropriété et sa nature, sans correction', () => {
    expect(lienReprise(ligne({}))).toBe('/immatriculer-copropriete?copropriete=7&maj=ANNUELLE');
    expect(natureBrouillon(ligne({}))).toBe('Mise à jour annuelle');
    expect(lienReprise(ligne({ typeMaj: 'STANDARD' }))).toBe(
      '/immatriculer-copropriete?copropriete=7&maj=STANDARD',
    );
  });

  it('rouvre une immatriculation par son identifiant, nommée par sa nature', () => {
    const immatriculation = ligne({ typeMaj: null, typeImmat: 'DEFAULT' });
    expect(lienReprise(immatriculation)).toBe('/immatriculer-copropriete?id=41');
    expect(natureBrouillon(immatriculation)).not.toMatch(/Correction|annuelle/);
    expect(natureBrouillon(ligne({ typeMaj: null, typeImmat: null }))).toBe('—');
  });

  it('rouvre un brouillon de mise à jour ouvert par ?id= par sa copropriété, correction comprise', () => {
    const editable = { typeImmat: null, typeMaj: 'ANNUELLE' as const, idCopropriete: 7, correction: true };
    expect(lienRepriseMiseAJour(editable)).toBe(
      '/immatriculer-copropriete?copropriete=7&maj=ANNUELLE&corriger=true',
    );
    expect(lienRepriseMiseAJour({ ...editable, correction: false })).toBe(
      '/immatriculer-copropriete?copropriete=7&maj=ANNUELLE',
    );
    expect(lienRepriseMiseAJour({ ...editable, typeMaj: 'STANDARD', correction: false })).toBe(
      '/immatriculer-copropriete?copropriete=7&maj=STANDARD',
    );
    // Une immatriculation, une demande modifiée ou les comptes non approuvés restent dans le parcours par ?id=.
    expect(lienRepriseMiseAJour({ ...editable, typeImmat: 'DEFAULT', typeMaj: null })).toBeNull();
    expect(lienRepriseMiseAJour({ ...editable, typeMaj: 'COMPTESNONAPPROUVES' })).toBeNull();
    expect(lienRepriseMiseAJour({ ...editable, idCopropriete: null })).toBeNull();
  });
});
