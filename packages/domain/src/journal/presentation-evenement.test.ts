import { describe, expect, it } from 'vitest';
import { CriteresRechercheJournal } from './evenement-journal.schema.js';
import { lignesDetailEvenement, valeurDetailLisible } from './presentation-evenement.js';

describe('lignesDetailEvenement', () => {
  it('donne un libellé français aux clés, aux états et aux profils ; garde une clé inconnue', () => {
    expect(
      lignesDetailEvenement({
        ancienEtat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        nouvelEtat: 'IMMATRICULEE_RATTACHEE',
        nouveauProfil: 'TENEUR_ASS_HOTLINE_GES',
        nouvelleDateFin: '2027-12-31',
        cleNouvelle: 3,
      }).map((l) => [l.libelle, l.valeur]),
    ).toEqual([
      ['État avant', 'Immatriculation et rattachement à valider'],
      ['État après', 'Immatriculée et rattachée'],
      ['Nouveau profil', expect.stringMatching(/assistance|hotline/i)],
      ['Nouvelle date de fin', '31/12/2027'],
      ['cleNouvelle', '3'],
    ]);
    expect(lignesDetailEvenement(null)).toEqual([]);
  });

  it('écrit booléens, nombres et absence de valeur', () => {
    expect(valeurDetailLisible(true)).toBe('Oui');
    expect(valeurDetailLisible(null)).toBe('—');
    expect(valeurDetailLisible(12500)).toMatch(/^12\s500$/);
  });
});

describe('CriteresRechercheJournal : 100 premiers événements, type de la catégorie, tri par date', () => {
  it('refuse une page au-delà des 100 premiers événements, sur le champ de la page', () => {
    const r = CriteresRechercheJournal.safeParse({ paginationOptions: { pageNumber: 11, pageSize: 10 } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['paginationOptions', 'pageNumber']);
    expect(
      CriteresRechercheJournal.safeParse({ paginationOptions: { pageNumber: 10, pageSize: 10 } }).success,
    ).toBe(true);
    expect(
      CriteresRechercheJournal.safeParse({ paginationOptions: { pageNumber: 2, pageSize: 100 } }).success,
    ).toBe(false);
  });

  it('refuse un type qui n’appartient pas à la catégorie choisie', () => {
    const r = CriteresRechercheJournal.safeParse({ categorie: 'CONNEXION', typeEvenement: 'MAJ_ANNUELLE' });
    expect(r.error?.issues[0]?.path).toEqual(['typeEvenement']);
    expect(
      CriteresRechercheJournal.safeParse({ categorie: 'MISE_A_JOUR', typeEvenement: 'MAJ_ANNUELLE' }).success,
    ).toBe(true);
  });

  it('ne trie que par date', () => {
    expect(
      CriteresRechercheJournal.safeParse({ paginationOptions: { sortField: 'profil', sortDirection: 'ASC' } })
        .success,
    ).toBe(false);
  });
});
