import { describe, expect, it } from 'vitest';
import { PROFILS } from '../permissions/liste-profils.js';
import { categorieFicheMemoDuProfil } from './fiches-memo-profils.js';

describe('fiches mémo de l’accueil selon le profil', () => {
  it('chaque public de la spécification voit les fiches de sa catégorie', () => {
    expect(categorieFicheMemoDuProfil('INSTITUTIONNEL')).toBe('INSTITUTION');
    expect(categorieFicheMemoDuProfil('NOTAIRE_COLLAB')).toBe('NOTAIRE');
    expect(categorieFicheMemoDuProfil('TELE_PRO_GESTION')).toBe('PRO');
    expect(categorieFicheMemoDuProfil('TELE_NONPRO_ADMIN_PRINC')).toBe('BENEVOLE');
    expect(categorieFicheMemoDuProfil('DEFAULT')).toBe('GENERAL');
  });

  it('le teneur et le profil restreint n’en ont pas sur l’accueil, tous les autres profils en ont', () => {
    const sans = PROFILS.filter((p) => categorieFicheMemoDuProfil(p) === null);
    expect(sans).toEqual([
      'restricted',
      'TENEUR_ADMIN_PRINC',
      'TENEUR_ADMIN_SCOND',
      'TENEUR_ASS_HOTLINE_ADMIN',
      'TENEUR_ASS_HOTLINE_GES',
    ]);
  });
});
