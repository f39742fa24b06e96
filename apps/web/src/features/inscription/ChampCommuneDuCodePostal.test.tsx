// @vitest-environment happy-dom
import type { CommuneDuCodePostal } from '@registre/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChampCommuneDuCodePostal } from './ChampCommuneDuCodePostal';

interface Adresse {
  codePostal: string;
  commune: string;
}

const PARIS_2E: CommuneDuCodePostal = {
  codeInsee: '75102',
  nom: 'Paris 2e Arrondissement',
  acheminement: 'PARIS',
  codeDepartement: '75',
};
const PARIS_9E: CommuneDuCodePostal = { ...PARIS_2E, codeInsee: '75109', nom: 'Paris 9e Arrondissement' };
const LYON_3E: CommuneDuCodePostal = {
  codeInsee: '69383',
  nom: 'Lyon 3e Arrondissement',
  acheminement: 'LYON',
  codeDepartement: '69',
};

/** Référentiel des codes postaux servi par l'API publique, simulé au niveau du réseau. */
const REFERENTIEL: Record<string, CommuneDuCodePostal[]> = {
  '75002': [PARIS_2E, PARIS_9E],
  '69003': [LYON_3E],
};

function servirReferentiel() {
  const fetch = vi.fn(async (url: string) => {
    const codePostal = decodeURIComponent(String(url).split('/').pop() ?? '');
    return new Response(JSON.stringify(REFERENTIEL[codePostal] ?? []), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Formulaire({ valeurs, children }: { valeurs: Adresse; children: ReactNode }) {
  const formulaire = useForm<Adresse>({ defaultValues: valeurs });
  return <FormProvider {...formulaire}>{children}</FormProvider>;
}

function monter(valeurs: Adresse, conserverValeurExistante: boolean) {
  const fetch = servirReferentiel();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Formulaire valeurs={valeurs}>
        <ChampCommuneDuCodePostal<Adresse>
          codePostal="codePostal"
          name="commune"
          conserverValeurExistante={conserverValeurExistante}
        />
      </Formulaire>
    </QueryClientProvider>,
  );
  const champ = screen.getByRole('combobox', { name: /Commune/ }) as HTMLSelectElement;
  return { champ, fetch };
}

const optionsProposees = (champ: HTMLSelectElement) => [...champ.options].map((o) => o.value);

describe('ChampCommuneDuCodePostal, valeur existante conservée (formulaire du teneur)', () => {
  it('garde une commune existante portant le libellé d’acheminement, sans erreur, et propose les communes du code', async () => {
    const { champ, fetch } = monter({ codePostal: '75002', commune: 'PARIS' }, true);
    await waitFor(() => expect(optionsProposees(champ)).toContain('Paris 9e Arrondissement'));
    expect(fetch).toHaveBeenCalled();
    expect(optionsProposees(champ)).toEqual([
      '',
      'PARIS',
      'Paris 2e Arrondissement',
      'Paris 9e Arrondissement',
    ]);
    expect(champ.value).toBe('PARIS');
    expect(document.querySelector('.fr-error-text')).toBeNull();
  });

  it('garde une commune existante qu’aucune commune du code ne dessert, et le dit par une erreur de champ', async () => {
    const { champ } = monter({ codePostal: '69003', commune: 'MARSEILLE' }, true);
    await waitFor(() => expect(optionsProposees(champ)).toContain('Lyon 3e Arrondissement'));
    expect(champ.value).toBe('MARSEILLE');
    const erreur = await screen.findByText(/Lyon 3e Arrondissement/, { selector: '.fr-error-text' });
    expect(erreur.textContent).toMatch(/commune/i);
  });

  it('retire l’erreur quand une commune du code est choisie dans la liste', async () => {
    const { champ } = monter({ codePostal: '69003', commune: 'MARSEILLE' }, true);
    await screen.findByText(/Lyon 3e Arrondissement/, { selector: '.fr-error-text' });
    await userEvent.setup().selectOptions(champ, 'Lyon 3e Arrondissement');
    expect(champ.value).toBe('Lyon 3e Arrondissement');
    expect(document.querySelector('.fr-error-text')).toBeNull();
  });
});

describe('ChampCommuneDuCodePostal, saisie nouvelle (inscription)', () => {
  it('vide une commune que le code ne dessert pas et choisit d’office la seule commune', async () => {
    const { champ } = monter({ codePostal: '69003', commune: 'MARSEILLE' }, false);
    await waitFor(() => expect(champ.value).toBe('Lyon 3e Arrondissement'));
    expect(optionsProposees(champ)).toEqual(['', 'Lyon 3e Arrondissement']);
  });
});
