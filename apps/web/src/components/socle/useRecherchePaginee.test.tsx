// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRecherchePaginee } from './useRecherchePaginee';

afterEach(cleanup);

type Resultat = { totalItems: number; page: number };

/** Recherche dont chaque page attend qu'on la livre : on observe l'état pendant le chargement. */
function rechercheDiffere() {
  const enAttente = new Map<number, (r: Resultat) => void>();
  return {
    rechercher: (page: number) =>
      new Promise<Resultat>((resoudre) => {
        enAttente.set(page, resoudre);
      }),
    livrer: (page: number) => enAttente.get(page)?.({ totalItems: 35, page }),
    attend: (page: number) => enAttente.has(page),
  };
}

function monter(recherche: ReturnType<typeof rechercheDiffere>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const enveloppe = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ page }: { page: number }) =>
      useRecherchePaginee({
        verification: { ok: true, criteres: page },
        cle: (c) => ['essai', c],
        rechercher: recherche.rechercher,
      }),
    { wrapper: enveloppe, initialProps: { page: 1 } },
  );
}

describe('useRecherchePaginee', () => {
  it('annonce le chargement de la première page puis le nombre de résultats', async () => {
    const recherche = rechercheDiffere();
    const { result } = monter(recherche);
    expect(result.current.etat.enCours).toBe(true);
    await waitFor(() => expect(recherche.attend(1)).toBe(true));
    recherche.livrer(1);
    await waitFor(() => expect(result.current.etat.enCours).toBe(false));
    expect(result.current.etat.total).toBe(35);
  });

  it("annonce le chargement d'une autre page en gardant la page précédente à l'écran", async () => {
    const recherche = rechercheDiffere();
    const { result, rerender } = monter(recherche);
    await waitFor(() => expect(recherche.attend(1)).toBe(true));
    recherche.livrer(1);
    await waitFor(() => expect(result.current.donnees?.page).toBe(1));

    rerender({ page: 2 });
    await waitFor(() => expect(recherche.attend(2)).toBe(true));
    expect(result.current.etat.enCours).toBe(true);
    expect(result.current.donnees?.page).toBe(1);

    recherche.livrer(2);
    await waitFor(() => expect(result.current.donnees?.page).toBe(2));
    expect(result.current.etat.enCours).toBe(false);
  });

  it("ne lance rien et n'annonce aucun chargement quand les critères sont refusés", () => {
    const client = new QueryClient();
    const { result } = renderHook(
      () =>
        useRecherchePaginee<number, Resultat>({
          verification: { ok: false, erreurs: [{ message: 'Date invalide.' }] },
          cle: (c) => ['essai', c],
          rechercher: () => Promise.reject(new Error('ne doit pas être appelée')),
        }),
      {
        wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
      },
    );
    expect(result.current.etat.enCours).toBe(false);
    expect(result.current.etat.erreursCriteres).toEqual([{ message: 'Date invalide.' }]);
  });
});
