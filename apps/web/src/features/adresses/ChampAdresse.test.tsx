// @vitest-environment happy-dom
import { type Adresse, MESSAGE_GEOLOCALISATION_INDISPONIBLE } from '@registre/domain';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChampAdresse, MESSAGE_ADRESSE_INTROUVABLE } from './ChampAdresse';
import { candidate, type ReponsesDeTest, servirApi } from './serveur-de-test';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOGE = candidate('5', 'Rue de la Loge', '34000', 'Montpellier', '34172_1234_00005');
const LYON = candidate('10', 'Rue de la République', '69002', 'Lyon', '69382_2222_00010');
const MARSEILLE = candidate('10', 'Rue de la République', '13002', 'Marseille', '13202_3333_00010');

const REPONSES: ReponsesDeTest = {
  recherche: {
    '5 Rue de la Loge 34000 Montpellier': [LOGE],
    '5 rue loge montpel': [LOGE],
    '10 rue de la République': [LYON, MARSEILLE],
    '1 rue imaginaire': [],
    '3 rue en panne': 'indisponible',
  },
  autocompletion: { '5 rue de la lo': [LOGE] },
  batiments: { '34172_1234_00005': 'QBAAG2G5F1XT', '13202_3333_00010': 'MARS10BATRNB' },
};

/** Écran qui garde la valeur, comme le fera l'étape identification ; chaque changement est noté. */
function Ecran({ changements }: { changements: (Adresse | null)[] }) {
  const [valeur, setValeur] = useState<Adresse | null>(null);
  return (
    <ChampAdresse
      label="Adresse de référence"
      valeur={valeur}
      onChange={(a) => {
        changements.push(a);
        setValeur(a);
      }}
    />
  );
}

function monter() {
  const fetch = servirApi(REPONSES);
  const changements: (Adresse | null)[] = [];
  render(<Ecran changements={changements} />);
  return {
    fetch,
    changements,
    user: userEvent.setup(),
    champ: screen.getByRole('combobox', { name: /Adresse de référence/ }),
  };
}

const dialogue = () => document.querySelector('dialog') as HTMLDialogElement;
const options = () => within(dialogue()).queryAllByRole('radio', { hidden: true });

async function localiser(user: ReturnType<typeof userEvent.setup>, champ: HTMLElement, saisie: string) {
  await user.clear(champ);
  await user.type(champ, saisie);
  await user.click(screen.getByRole('button', { name: 'Localiser l’adresse' }));
}

describe('ChampAdresse : fenêtre de choix (spec 1 §4)', () => {
  it('choisit directement le seul résultat au libellé exact, enrichi de l’identifiant du bâtiment', async () => {
    const { user, champ, changements, fetch } = monter();
    await localiser(user, champ, '5 Rue de la Loge 34000 Montpellier');
    await waitFor(() => expect(changements.at(-1)?.geolocalisee).toBe(true));
    expect(changements.at(-1)).toMatchObject({
      numeroVoie: '5',
      voie: 'Rue de la Loge',
      codePostal: '34000',
      commune: 'Montpellier',
      codeInsee: '34172',
      identifiantBan: '34172_1234_00005',
      idBatiment: 'QBAAG2G5F1XT',
    });
    expect(options()).toHaveLength(0);
    expect(fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname)).toContain(
      '/api/batiments/adresse/34172_1234_00005',
    );
    expect(await screen.findByText(/Adresse géolocalisée, bâtiment QBAAG2G5F1XT/)).toBeTruthy();
  });

  it('ouvre la fenêtre pour plusieurs résultats ; le choix n’est possible qu’après avoir coché une adresse', async () => {
    const { user, champ, changements } = monter();
    await localiser(user, champ, '10 rue de la République');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(within(dialogue()).getByText(/2 adresses correspondent/)).toBeTruthy();
    const choisir = within(dialogue()).getByRole('button', { name: 'Choisir cette adresse', hidden: true });
    expect((choisir as HTMLButtonElement).disabled).toBe(true);
    expect(changements).toEqual([]);
    await user.click(within(dialogue()).getByLabelText('10 Rue de la République 13002 Marseille'));
    expect((choisir as HTMLButtonElement).disabled).toBe(false);
    await user.click(choisir);
    await waitFor(() =>
      expect(changements.at(-1)).toMatchObject({ commune: 'Marseille', idBatiment: 'MARS10BATRNB' }),
    );
    expect((champ as HTMLInputElement).value).toBe('10 Rue de la République 13002 Marseille');
  });

  it('ouvre la fenêtre pour un seul résultat qui ne correspond pas ; « garder mon adresse » la garde non géolocalisée', async () => {
    const { user, champ, changements } = monter();
    await localiser(user, champ, '5 rue loge montpel');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(within(dialogue()).getByText(/Une adresse proche de votre saisie/)).toBeTruthy();
    await user.click(within(dialogue()).getByRole('button', { name: 'Garder mon adresse', hidden: true }));
    expect(changements.at(-1)).toMatchObject({
      libelle: '5 rue loge montpel',
      numeroVoie: '5',
      voie: 'rue loge montpel',
      geolocalisee: false,
      idBatiment: null,
    });
    expect(await screen.findByText('Adresse non géolocalisée')).toBeTruthy();
  });

  it('garde l’adresse saisie, non géolocalisée, quand rien ne correspond', async () => {
    const { user, champ, changements } = monter();
    await localiser(user, champ, '1 rue imaginaire');
    expect(await screen.findByText(MESSAGE_ADRESSE_INTROUVABLE)).toBeTruthy();
    expect(changements.at(-1)).toMatchObject({ libelle: '1 rue imaginaire', geolocalisee: false });
    expect(options()).toHaveLength(0);
  });

  it('service indisponible : message « Géolocalisation indisponible », la saisie est gardée', async () => {
    const { user, champ, changements } = monter();
    await localiser(user, champ, '3 rue en panne');
    expect(await screen.findByText(MESSAGE_GEOLOCALISATION_INDISPONIBLE)).toBeTruthy();
    expect(changements.at(-1)).toMatchObject({ numeroVoie: '3', voie: 'rue en panne', geolocalisee: false });
  });

  it('une proposition de l’autocomplétion choisie au clavier est retenue et enrichie du bâtiment', async () => {
    const { user, champ, changements } = monter();
    await user.type(champ, '5 rue de la lo');
    await screen.findByRole('option', { name: /5 Rue de la Loge 34000 Montpellier/ }, { timeout: 2000 });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(changements.at(-1)).toMatchObject({ geolocalisee: true, idBatiment: 'QBAAG2G5F1XT' }),
    );
  });

  it('une adresse retouchée à la main n’est plus l’adresse localisée', async () => {
    const { user, champ, changements } = monter();
    await localiser(user, champ, '5 Rue de la Loge 34000 Montpellier');
    await waitFor(() => expect(changements.at(-1)?.geolocalisee).toBe(true));
    await user.type(champ, ' bis');
    expect(changements.at(-1)).toBeNull();
  });
});
