import { describe, expect, it } from 'vitest';
import {
  criteresDepuis,
  filtreDepuisUrl,
  pageDepuisUrl,
  SAISIE_VIDE,
  saisieDepuisUrl,
  urlDepuis,
} from './recherche';

const PAGE = { pageNumber: 1, pageSize: 10, sortField: null, sortDirection: null };

describe('liste des copropriétés : adresse de la page', () => {
  it('lit le filtre de spec 1 §2 dans les paramètres (« annuelle=true »), toutes par défaut', () => {
    expect(filtreDepuisUrl(new URLSearchParams('annuelle=true'))).toBe('annuelle');
    expect(filtreDepuisUrl(new URLSearchParams('mandat-expire'))).toBe('mandat-expire');
    expect(filtreDepuisUrl(new URLSearchParams('standard=false'))).toBe('seeAllCopro');
    expect(filtreDepuisUrl(new URLSearchParams('inconnu=true'))).toBe('seeAllCopro');
  });

  it('aller-retour adresse ↔ saisie et page, valeurs inconnues ignorées', () => {
    const saisie = { ...SAISIE_VIDE, immatriculationOuNom: 'lilas', etat: 'DISSOUTE' as const };
    const page = { pageNumber: 3, pageSize: 20, sortField: 'nom' as const, sortDirection: 'DESC' as const };
    const params = urlDepuis('coproNonGeolocalisees', saisie, page);
    expect(params.toString()).toBe(
      'coproNonGeolocalisees=true&q=lilas&etat=DISSOUTE&page=3&taille=20&tri=nom&sens=DESC',
    );
    expect(saisieDepuisUrl(params)).toEqual(saisie);
    expect(pageDepuisUrl(params)).toEqual(page);
    expect(pageDepuisUrl(new URLSearchParams('taille=5000&tri=motDePasse&page=-2'))).toEqual(PAGE);
    expect(saisieDepuisUrl(new URLSearchParams('etat=INCONNU')).etat).toBe('');
  });

  it('construit le corps de la recherche avec le schéma du domaine, refuse une date invalide', () => {
    const ok = criteresDepuis(
      'annuelle',
      { ...SAISIE_VIDE, etat: 'BROUILLON', dateFinMandat: '31/12/2027' },
      PAGE,
    );
    expect(ok).toEqual({
      ok: true,
      criteres: {
        statut: 'annuelle',
        etatsCopropriete: ['BROUILLON'],
        dateFinMandat: '31/12/2027',
        paginationOptions: PAGE,
      },
    });
    const refus = criteresDepuis('seeAllCopro', { ...SAISIE_VIDE, dateDebutMandat: '31/02/2026' }, PAGE);
    expect(refus.ok).toBe(false);
  });
});
