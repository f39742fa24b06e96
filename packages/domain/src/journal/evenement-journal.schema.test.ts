import { describe, expect, it } from 'vitest';
import { CriteresRechercheJournal, EvenementJournal } from './evenement-journal.schema.js';

describe('journal des événements', () => {
  it('accepte une entrée complète', () => {
    const entree = {
      id: 1,
      auteur: { idUtilisateur: 7, login: 'teneur@exemple.fr', nomComplet: 'Anne Teneur' },
      profil: 'TENEUR_ADMIN_PRINC',
      categorie: 'VALIDATION',
      typeEvenement: 'REFUS_DEMANDE',
      modalite: 'SAISIE_EN_LIGNE',
      cible: { type: 'COPROPRIETE', id: 42, libelle: 'AB1-234-567' },
      date: '05/03/2024',
      heure: '14:07:59',
      instant: '2024-03-05T13:07:59.000Z',
      detail: { motif: 'Pièce illisible', ancienEtat: 'A_VALIDER' },
    };
    expect(EvenementJournal.safeParse(entree).success).toBe(true);
    expect(EvenementJournal.safeParse({ ...entree, heure: '24:00:00' }).success).toBe(false);
    expect(EvenementJournal.safeParse({ ...entree, date: '2024-03-05' }).success).toBe(false);
    expect(EvenementJournal.safeParse({ ...entree, detail: { liste: [1, 2] } }).success).toBe(false);
  });

  it('accepte des critères vides ou partiels', () => {
    expect(CriteresRechercheJournal.safeParse({}).success).toBe(true);
    expect(CriteresRechercheJournal.safeParse({ dateDu: '01/01/2024', categorie: 'CONNEXION' }).success).toBe(
      true,
    );
  });

  it('refuse une période inversée, sur la date de fin', () => {
    const resultat = CriteresRechercheJournal.safeParse({ dateDu: '02/01/2024', dateAu: '01/01/2024' });
    expect(resultat.error?.issues[0]?.path).toEqual(['dateAu']);
    expect(CriteresRechercheJournal.safeParse({ dateDu: '01/01/2024', dateAu: '01/01/2024' }).success).toBe(
      true,
    );
  });

  it('refuse une modalité inconnue', () => {
    expect(CriteresRechercheJournal.safeParse({ modalite: 'TELEPHONE' }).success).toBe(false);
  });
});
