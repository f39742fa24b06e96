import type { Profil } from '../permissions/liste-profils.js';
import type { CategorieFicheMemo } from './fiches-memo.js';

/**
 * Fiches mémo montrées sur l'accueil d'un profil connecté (ADR 0262). Module sans zod (ADR 0260) : l'accueil le lit.
 * Le teneur et le profil restreint n'en ont pas : ils trouvent toutes les fiches sur la page d'aide.
 */
export function categorieFicheMemoDuProfil(profil: Profil): CategorieFicheMemo | null {
  if (profil === 'INSTITUTIONNEL') return 'INSTITUTION';
  if (profil.startsWith('NOTAIRE_')) return 'NOTAIRE';
  if (profil.startsWith('TELE_PRO_')) return 'PRO';
  if (profil.startsWith('TELE_NONPRO_')) return 'BENEVOLE';
  if (profil === 'DEFAULT') return 'GENERAL';
  return null;
}
