import { describe, expect, it } from 'vitest';
import {
  criteresJournalDepuis,
  pageJournalDepuisUrl,
  SAISIE_JOURNAL_VIDE,
  saisieJournalDepuisUrl,
  urlJournalDepuis,
} from './recherche-journal';

describe('recherche du journal dans l’adresse', () => {
  it('relit la saisie et la page qu’elle a écrites ; tri par date décroissante par défaut', () => {
    const saisie = { ...SAISIE_JOURNAL_VIDE, dateDu: '01/01/2026', typeEvenement: 'MAJ_ANNUELLE' as const };
    const page = { pageNumber: 3, pageSize: 20, sortField: 'date' as const, sortDirection: 'DESC' as const };
    const params = urlJournalDepuis(saisie, page);
    expect(params.toString()).toBe('dateDu=01%2F01%2F2026&typeEvenement=MAJ_ANNUELLE&page=3&taille=20');
    expect(saisieJournalDepuisUrl(params)).toEqual(saisie);
    expect(pageJournalDepuisUrl(params)).toEqual(page);
  });

  it('ignore une valeur inconnue d’une liste', () => {
    expect(saisieJournalDepuisUrl(new URLSearchParams('profil=PIRATE&modalite=SERVICE_WEB'))).toMatchObject({
      profil: '',
      modalite: 'SERVICE_WEB',
    });
  });

  it('refuse une date invalide sur son champ, avec le message du domaine', () => {
    const r = criteresJournalDepuis(
      { ...SAISIE_JOURNAL_VIDE, dateDu: '31/02/2026' },
      pageJournalDepuisUrl(new URLSearchParams()),
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.erreurs[0]?.champ).toBe('dateDu');
  });

  it('envoie les critères renseignés seulement', () => {
    const r = criteresJournalDepuis(
      { ...SAISIE_JOURNAL_VIDE, categorie: 'CONNEXION', modalite: 'SERVICE_WEB' },
      pageJournalDepuisUrl(new URLSearchParams()),
    );
    expect(r.ok && r.criteres).toMatchObject({ categorie: 'CONNEXION', modalite: 'SERVICE_WEB' });
    expect(r.ok && 'profil' in r.criteres).toBe(false);
  });
});
