// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErreurAppel } from '../../api/client';
import { ResultatsPagines } from './ResultatsPagines';
import type { EtatRecherche } from './useRecherchePaginee';

afterEach(cleanup);

type Page = {
  pageNumber: number;
  pageSize: number;
  sortField: 'nom' | null;
  sortDirection: 'ASC' | 'DESC' | null;
};
const PAGE: Page = { pageNumber: 2, pageSize: 10, sortField: null, sortDirection: null };
const ETAT: EtatRecherche = { erreursCriteres: null, erreur: null, enCours: false, total: 35 };

function afficher(
  etat: Partial<EtatRecherche>,
  allerPage = vi.fn(),
  borne: { plafond?: number; totalMinimal?: boolean } = {},
) {
  render(
    <MemoryRouter>
      <ResultatsPagines
        etat={{ ...ETAT, ...etat }}
        {...borne}
        page={PAGE}
        tailles={[10, 20]}
        nom={{ singulier: 'copropriété', pluriel: 'copropriétés' }}
        aucun="Aucune copropriété."
        adressePage={(p) => `?page=${p.pageNumber}&taille=${p.pageSize}`}
        allerPage={allerPage}
        tableau={(trier) => (
          <button type="button" onClick={() => trier('nom')}>
            Trier par nom
          </button>
        )}
      />
    </MemoryRouter>,
  );
  return allerPage;
}

describe('résultats paginés d’une recherche dont les critères sont dans l’adresse', () => {
  it('annonce le nombre de résultats et la page, avec la pagination', () => {
    afficher({});
    expect(screen.getByRole('status').textContent).toBe('35 copropriétés — page 2 sur 4');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('annonce « au moins » un total plafonné, les pages comptées sur les résultats consultables', () => {
    afficher({ total: 1000 }, vi.fn(), { plafond: 1000, totalMinimal: true });
    expect(screen.getByRole('status').textContent).toBe(
      `Au moins ${(1000).toLocaleString('fr-FR')} copropriétés — page 2 sur 100`,
    );
  });

  it('dit les critères refusés de l’adresse et l’échec de la recherche', () => {
    afficher({
      erreursCriteres: [{ message: 'La date est invalide.' }],
      erreur: new ErreurAppel({ status: 500, message: 'Erreur du serveur.' } as ErreurAppel['erreur']),
      total: 0,
    });
    expect(screen.getByText("Les critères de l'adresse sont invalides : La date est invalide.")).toBeTruthy();
    expect(screen.getByText('La recherche a échoué')).toBeTruthy();
    expect(screen.getByText('Erreur du serveur.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Aucune copropriété.');
  });

  it('revient à la première page pour une autre taille ou un tri', async () => {
    const allerPage = afficher({});
    await userEvent.selectOptions(screen.getByLabelText('Lignes par page'), '20');
    expect(allerPage).toHaveBeenLastCalledWith({ ...PAGE, pageNumber: 1, pageSize: 20 });
    await userEvent.click(screen.getByRole('button', { name: 'Trier par nom' }));
    expect(allerPage).toHaveBeenLastCalledWith({
      ...PAGE,
      pageNumber: 1,
      sortField: 'nom',
      sortDirection: 'ASC',
    });
  });
});
