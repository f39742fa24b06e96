import { describe, expect, it } from 'vitest';
import { nombreDePages, triSuivant } from '../../components/socle/tri';
import {
  criteresDepuis,
  type PageDemandee,
  pageDepuisUrl,
  SAISIE_VIDE,
  saisieDepuisUrl,
  urlDepuis,
} from './recherche';

const PAGE_DEFAUT: PageDemandee = { pageNumber: 1, pageSize: 10, sortField: null, sortDirection: null };

describe('recherche des télédéclarants : adresse de la page', () => {
  it('lit saisie et page de l’adresse, en ignorant les valeurs inconnues', () => {
    const params = new URLSearchParams(
      'raisonSociale=$lumi&type=PRO&statut=FAUX&motDePasseCree=oui&page=3&taille=50&tri=siret&sens=DESC',
    );
    expect(saisieDepuisUrl(params)).toEqual({
      ...SAISIE_VIDE,
      raisonSociale: '$lumi',
      type: 'PRO',
      motDePasseCree: 'oui',
    });
    expect(pageDepuisUrl(params)).toEqual({
      pageNumber: 3,
      pageSize: 50,
      sortField: 'siret',
      sortDirection: 'DESC',
    });
    expect(pageDepuisUrl(new URLSearchParams('page=0&taille=1000&tri=motDePasseHash'))).toEqual(PAGE_DEFAUT);
  });

  it('écrit une adresse sans valeurs vides ni valeurs par défaut, que l’on relit à l’identique', () => {
    const saisie = { ...SAISIE_VIDE, commune: ' Saint-Étienne ', statut: 'ACTIF' as const };
    const page: PageDemandee = {
      pageNumber: 2,
      pageSize: 10,
      sortField: 'raisonSociale',
      sortDirection: 'ASC',
    };
    const params = urlDepuis(saisie, page);
    expect(params.toString()).toBe(
      'commune=Saint-%C3%89tienne&statut=ACTIF&page=2&tri=raisonSociale&sens=ASC',
    );
    expect(saisieDepuisUrl(params)).toEqual({ ...saisie, commune: 'Saint-Étienne' });
    expect(pageDepuisUrl(params)).toEqual(page);
    expect(urlDepuis(SAISIE_VIDE, PAGE_DEFAUT).toString()).toBe('');
  });
});

describe('recherche des télédéclarants : critères envoyés', () => {
  it('n’envoie que les critères renseignés, contrôlés par le schéma du domaine', () => {
    const resultat = criteresDepuis(
      { ...SAISIE_VIDE, id: '42', siret: '732 829', motDePasseCree: 'non', type: 'NON_PRO' },
      PAGE_DEFAUT,
    );
    expect(resultat).toEqual({
      ok: true,
      criteres: {
        id: 42,
        siret: '732829',
        motDePasseCree: false,
        type: 'NON_PRO',
        paginationOptions: PAGE_DEFAUT,
      },
    });
  });

  it('signale les saisies invalides sur leur champ', () => {
    const resultat = criteresDepuis({ ...SAISIE_VIDE, id: 'abc', codePostal: '7500A' }, PAGE_DEFAUT);
    expect(resultat.ok).toBe(false);
    expect(!resultat.ok && resultat.erreurs.map((e) => e.champ)).toEqual(['id', 'codePostal']);
  });
});

describe('tri et pages', () => {
  it('un premier clic trie en croissant, le suivant en décroissant, et revient en page 1', () => {
    const croissant = triSuivant({ ...PAGE_DEFAUT, pageNumber: 4 }, 'commune');
    expect(croissant).toEqual({ ...PAGE_DEFAUT, sortField: 'commune', sortDirection: 'ASC' });
    expect(triSuivant(croissant, 'commune').sortDirection).toBe('DESC');
    expect(triSuivant(triSuivant(croissant, 'commune'), 'commune').sortDirection).toBe('ASC');
    expect(triSuivant(croissant, 'siret')).toMatchObject({ sortField: 'siret', sortDirection: 'ASC' });
  });

  it('compte les pages (au moins une)', () => {
    expect(nombreDePages(0, 10)).toBe(1);
    expect(nombreDePages(10, 10)).toBe(1);
    expect(nombreDePages(11, 10)).toBe(2);
  });
});
