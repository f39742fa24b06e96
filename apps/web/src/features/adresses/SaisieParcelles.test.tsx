// @vitest-environment happy-dom
import { MESSAGE_GEOLOCALISATION_INDISPONIBLE, type Parcelle } from '@registre/domain';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaisieParcelles } from './SaisieParcelles';
import { servirApi } from './serveur-de-test';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ANNECY = { codeInsee: '74010', nom: 'Annecy', acheminement: 'ANNECY', codeDepartement: '74' };

function Ecran({ changements, afficherErreurs }: { changements: Parcelle[][]; afficherErreurs?: boolean }) {
  const [valeur, setValeur] = useState<Parcelle[]>([]);
  return (
    <SaisieParcelles
      valeur={valeur}
      afficherErreurs={afficherErreurs ?? false}
      onChange={(p) => {
        changements.push(p);
        setValeur(p);
      }}
    />
  );
}

function monter(afficherErreurs?: boolean) {
  const fetch = servirApi({
    communes: { '74940': [ANNECY] },
    absorbees: {
      '74010': [
        { code: '74010', nom: 'Annecy', type: 'COMD', codeCommune: '74010', prefixeCadastral: '000' },
        {
          code: '74011',
          nom: 'Annecy-le-Vieux',
          type: 'COMD',
          codeCommune: '74010',
          prefixeCadastral: '011',
        },
      ],
    },
    parcelles: {
      '74010-011-AB-0012': 'localisee',
      '74010-011-AB-9033': 'sans-geometrie',
      '74010-000-ZZ-0001': 'indisponible',
    },
  });
  const changements: Parcelle[][] = [];
  render(<Ecran changements={changements} {...(afficherErreurs ? { afficherErreurs } : {})} />);
  return { fetch, changements, user: userEvent.setup() };
}

async function saisir(
  user: ReturnType<typeof userEvent.setup>,
  { prefixe, section, numero }: { prefixe: string; section: string; numero: string },
) {
  const codePostal = screen.getByLabelText('Code postal') as HTMLInputElement;
  if (codePostal.value !== '74940') await user.type(codePostal, '74940');
  // La seule commune du code postal est choisie d'office, puis ses communes absorbées sont proposées.
  await waitFor(() => expect((screen.getByLabelText('Commune') as HTMLSelectElement).value).toBe('74010'));
  const absorbee = screen.getByLabelText(/Commune absorbée/) as HTMLSelectElement;
  await waitFor(() => expect(absorbee.disabled).toBe(false));
  await user.selectOptions(absorbee, prefixe);
  const champSection = screen.getByLabelText(/Section/);
  await user.clear(champSection);
  await user.type(champSection, section);
  const champNumero = screen.getByLabelText(/Numéro de parcelle/);
  await user.clear(champNumero);
  await user.type(champNumero, numero);
  await user.click(screen.getByRole('button', { name: 'Vérifier et ajouter la parcelle' }));
}

const dialogue = () => document.querySelector('dialog') as HTMLDialogElement;

describe('SaisieParcelles', () => {
  it('ajoute une parcelle localisée d’une commune absorbée, avec son préfixe, au format du schéma Parcelle', async () => {
    const { user, changements } = monter();
    await saisir(user, { prefixe: '011', section: 'ab', numero: '12' });
    await waitFor(() => expect(changements).toHaveLength(1));
    expect(changements[0]).toEqual([
      {
        codePostal: '74940',
        commune: 'Annecy',
        communeAbsorbee: 'Annecy-le-Vieux',
        codeInsee: '74010',
        prefixe: '011',
        section: 'AB',
        numero: '0012',
        geolocalisee: true,
      },
    ]);
    const liste = screen.getByRole('list', { name: 'Parcelles saisies' });
    expect(within(liste).getByText('Géolocalisée')).toBeTruthy();
    // La commune absorbée n'est proposée que si elle a un préfixe propre (la déléguée chef-lieu garde 000).
    expect(
      [...(screen.getByLabelText(/Commune absorbée/) as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['000', '011']);
  });

  it('demande confirmation pour une parcelle non localisée, et la garde non géolocalisée si on le confirme', async () => {
    const { user, changements } = monter(true);
    await saisir(user, { prefixe: '011', section: 'AB', numero: '9033' });
    await waitFor(() =>
      expect(within(dialogue()).getByText(/existe au cadastre mais n’y est pas localisée/)).toBeTruthy(),
    );
    expect(changements).toHaveLength(0);
    await user.click(
      within(dialogue()).getByRole('button', { name: 'Garder la parcelle non géolocalisée', hidden: true }),
    );
    expect(changements.at(-1)?.[0]).toMatchObject({ numero: '9033', geolocalisee: false });
    // Aucune parcelle géolocalisée : la règle du domaine est rappelée.
    expect(screen.getByRole('alert').textContent).toMatch(/géolocalisée/);
  });

  it('une parcelle inconnue peut être corrigée au lieu d’être gardée', async () => {
    const { user, changements } = monter();
    await saisir(user, { prefixe: '000', section: 'AB', numero: '77' });
    await waitFor(() => expect(within(dialogue()).getByText(/inconnue du cadastre/)).toBeTruthy());
    await user.click(within(dialogue()).getByRole('button', { name: 'Corriger la saisie', hidden: true }));
    expect(changements).toHaveLength(0);
    expect((screen.getByLabelText(/Numéro de parcelle/) as HTMLInputElement).value).toBe('77');
  });

  it('cadastre indisponible : le message §8 est donné et la parcelle peut être gardée', async () => {
    const { user } = monter();
    await saisir(user, { prefixe: '000', section: 'ZZ', numero: '1' });
    await waitFor(() =>
      expect(within(dialogue()).getByText(MESSAGE_GEOLOCALISATION_INDISPONIBLE)).toBeTruthy(),
    );
  });

  it('refuse une section de 3 caractères ou un numéro nul sans appeler le cadastre', async () => {
    const { user, fetch } = monter();
    await user.type(screen.getByLabelText('Code postal'), '74940');
    await waitFor(() => expect((screen.getByLabelText('Commune') as HTMLSelectElement).value).toBe('74010'));
    await user.type(screen.getByLabelText(/Section/), '0');
    await user.type(screen.getByLabelText(/Numéro de parcelle/), '0');
    await user.click(screen.getByRole('button', { name: 'Vérifier et ajouter la parcelle' }));
    expect(await screen.findByText(/La section cadastrale comporte 1 ou 2 caractères/)).toBeTruthy();
    expect(screen.getByText(/Le numéro de parcelle comporte 1 à 4 chiffres/)).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/cadastre/'))).toBe(false);
    // La saisie est bornée à 2 caractères pour la section, 4 chiffres pour le numéro.
    expect((screen.getByLabelText(/Section/) as HTMLInputElement).maxLength).toBe(2);
    expect((screen.getByLabelText(/Numéro de parcelle/) as HTMLInputElement).maxLength).toBe(4);
  });

  it('signale un code postal inconnu', async () => {
    const { user } = monter();
    await user.type(screen.getByLabelText('Code postal'), '99999');
    expect(await screen.findByText(/Ce code postal n'existe pas/)).toBeTruthy();
  });
});
