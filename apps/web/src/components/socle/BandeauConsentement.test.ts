import { describe, expect, it } from 'vitest';
import { choixEnVigueur } from './BandeauConsentement';

const JOUR = 24 * 60 * 60 * 1000;

describe('choixEnVigueur (consentement mémorisé un jour)', () => {
  it('aucun choix enregistré : le bandeau doit s’afficher', () => {
    expect(choixEnVigueur(null, Date.now())).toBeNull();
  });
  it('un choix de moins d’un jour reste en vigueur', () => {
    const maintenant = 10 * JOUR;
    expect(choixEnVigueur(JSON.stringify({ accepte: true, le: maintenant - JOUR + 1 }), maintenant)).toEqual({
      accepte: true,
      le: maintenant - JOUR + 1,
    });
  });
  it('un choix d’un jour ou plus a expiré', () => {
    const maintenant = 10 * JOUR;
    expect(choixEnVigueur(JSON.stringify({ accepte: false, le: maintenant - JOUR }), maintenant)).toBeNull();
  });
  it('une valeur illisible est ignorée', () => {
    expect(choixEnVigueur('{pas du json', 0)).toBeNull();
    expect(choixEnVigueur(JSON.stringify({ accepte: 'oui', le: 0 }), 0)).toBeNull();
  });
});
