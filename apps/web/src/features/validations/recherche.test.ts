import { MESSAGE_AU_DELA_DES_DEMANDES, PLAFOND_DEMANDES } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { lienDemande, mandatDepuisUrl, parametresRefus } from './presentation';
import {
  criteresDepuis,
  pageDepuisUrl,
  triAffiche,
  typeDepuisUrl,
  urlDepuis,
  verificationDepuis,
} from './recherche';

describe('recherche du guichet dans l’adresse', () => {
  it('relit le type, la page et le tri écrits dans l’adresse', () => {
    const page = {
      pageNumber: 3,
      pageSize: 20,
      sortField: 'dateDepot' as const,
      sortDirection: 'DESC' as const,
    };
    const params = urlDepuis('DOUBLON', page);
    expect(params.toString()).toBe('type=DOUBLON&page=3&taille=20&tri=dateDepot&sens=DESC');
    expect(typeDepuisUrl(params)).toBe('DOUBLON');
    expect(pageDepuisUrl(params)).toEqual(page);
  });

  it('ignore un type ou un tri inconnu et une taille au-delà du maximum', () => {
    const params = new URLSearchParams('type=INCONNU&tri=motDePasse&taille=5000');
    expect(typeDepuisUrl(params)).toBeNull();
    expect(pageDepuisUrl(params)).toEqual({
      pageNumber: 1,
      pageSize: 10,
      sortField: null,
      sortDirection: null,
    });
  });

  it('laisse le serveur appliquer le tri par défaut et l’annonce sur la colonne du profil du demandeur', () => {
    const page = pageDepuisUrl(new URLSearchParams());
    expect(criteresDepuis(null, page)).toEqual({
      paginationOptions: { pageNumber: 1, pageSize: 10, sortField: null, sortDirection: null },
      typeDemande: null,
    });
    expect(triAffiche(page)).toMatchObject({ sortField: 'profilDemandeur', sortDirection: 'ASC' });
    const choisi = { ...page, sortField: 'nomCopropriete' as const, sortDirection: 'DESC' as const };
    expect(triAffiche(choisi)).toEqual(choisi);
  });
});

describe('demandes consultables (ADR 0282)', () => {
  it('accepte la dernière page sous le plafond et refuse la suivante avec le message du serveur', () => {
    const page = { pageNumber: PLAFOND_DEMANDES / 10, pageSize: 10, sortField: null, sortDirection: null };
    expect(verificationDepuis('IMMATRICULATION', page)).toEqual({
      ok: true,
      criteres: { paginationOptions: page, typeDemande: 'IMMATRICULATION' },
    });
    expect(verificationDepuis(null, { ...page, pageNumber: page.pageNumber + 1 })).toEqual({
      ok: false,
      erreurs: [{ message: MESSAGE_AU_DELA_DES_DEMANDES }],
    });
  });
});

describe('écran d’une demande', () => {
  it('porte le mandat de la demande dans son adresse quand elle en a un', () => {
    expect(lienDemande({ idCopropriete: 12, idMandat: null, typeDemande: 'IMMATRICULATION' })).toBe(
      '/validations/demande/12',
    );
    expect(lienDemande({ idCopropriete: 12, idMandat: 7, typeDemande: 'DOUBLON' })).toBe(
      '/validations/demande/12?mandat=7',
    );
    // Rattachement et contestation : leur écran, sur la copropriété (le verrou est porté par le mandat).
    expect(lienDemande({ idCopropriete: 12, idMandat: 7, typeDemande: 'RATTACHEMENT' })).toBe(
      '/validations/rattachement/12',
    );
    expect(lienDemande({ idCopropriete: 12, idMandat: 8, typeDemande: 'CONTESTATION' })).toBe(
      '/validations/rattachement/12',
    );
    expect(lienDemande({ idCopropriete: 12, idMandat: null, typeDemande: 'DISSOLUTION' })).toBe(
      '/validations/dissolution/12',
    );
    expect(mandatDepuisUrl(new URLSearchParams('mandat=7'))).toBe(7);
    expect(mandatDepuisUrl(new URLSearchParams('mandat=0'))).toBeNull();
    expect(mandatDepuisUrl(new URLSearchParams('mandat=abc'))).toBeNull();
  });

  it('désigne la demande refusée par son numéro, sinon par sa copropriété, et le mandat 0 sans mandat', () => {
    expect(parametresRefus({ idCopropriete: 12, idMandat: null, numeroImmatriculation: null })).toEqual({
      immat: '12',
      idMandat: 0,
    });
    expect(parametresRefus({ idCopropriete: 12, idMandat: 4, numeroImmatriculation: 'AB1234567' })).toEqual({
      immat: 'AB1234567',
      idMandat: 4,
    });
  });
});
