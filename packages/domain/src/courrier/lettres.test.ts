import { describe, expect, it } from 'vitest';
import { menuPrincipal } from '../permissions/accueil.js';
import { authoritiesDuProfil, type CompteAutorise } from '../permissions/index.js';
import type { Profil } from '../permissions/profils.js';
import { nomFichierLot, PaginationLettres, TAILLE_PAGE_LETTRES } from './lettres.js';

const compte = (profil: Profil): CompteAutorise => ({ profil, authorities: authoritiesDuProfil(profil) });

describe('courriers postaux (ADR 0235)', () => {
  it('l’entrée « Courriers postaux » du menu est réservée à qui lit déjà un code d’activation en clair', () => {
    const aLEntree = (profil: Profil) =>
      menuPrincipal(compte(profil)).some((element) => element.id === 'courriersPostaux');
    expect(aLEntree('TENEUR_ADMIN_PRINC')).toBe(true);
    expect(aLEntree('TENEUR_ADMIN_SCOND')).toBe(true);
    expect(aLEntree('TENEUR_ASS_HOTLINE_ADMIN')).toBe(true);
    expect(aLEntree('TENEUR_ASS_HOTLINE_GES')).toBe(false);
    expect(aLEntree('TELE_PRO_ADMIN_PRINC')).toBe(false);
  });

  it('pagination : valeurs par défaut, bornes et messages en français', () => {
    expect(PaginationLettres.parse({})).toEqual({ page: 1, taille: TAILLE_PAGE_LETTRES });
    expect(PaginationLettres.parse({ page: '3', taille: '50' })).toEqual({ page: 3, taille: 50 });
    const trop = PaginationLettres.safeParse({ taille: '101' });
    expect(trop.success).toBe(false);
    expect(trop.error?.issues[0]?.message).toBe('La taille de page ne peut pas dépasser 100.');
    const zero = PaginationLettres.safeParse({ page: '0' });
    expect(zero.error?.issues[0]?.message).toBe('Le numéro de page doit être au moins 1.');
  });

  it('nom du fichier d’un lot', () => {
    expect(nomFichierLot(42)).toBe('lot-lettres-42.pdf');
  });
});
