// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdressesSaisies, ListeAdresses } from './ListeAdresses';
import { candidate, servirApi } from './serveur-de-test';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOGE = candidate('5', 'Rue de la Loge', '34000', 'Montpellier', '34172_1234_00005');
const FOCH = candidate('9', 'Rue Foch', '34000', 'Montpellier', '34172_4321_00009');

function Ecran({ changements }: { changements: AdressesSaisies[] }) {
  const [valeur, setValeur] = useState<AdressesSaisies>({ adressePrincipale: null, adresseSecondaire: [] });
  return (
    <ListeAdresses
      valeur={valeur}
      onChange={(v) => {
        changements.push(v);
        setValeur(v);
      }}
    />
  );
}

describe('ListeAdresses : adresse de référence et adresses complémentaires', () => {
  it('retient une adresse de référence et une adresse complémentaire, chacune localisée', {
    timeout: 20_000,
  }, async () => {
    servirApi({
      recherche: { '5 Rue de la Loge 34000 Montpellier': [LOGE], '9 Rue Foch 34000 Montpellier': [FOCH] },
    });
    const changements: AdressesSaisies[] = [];
    render(<Ecran changements={changements} />);
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('combobox', { name: /Adresse de référence/ }),
      '5 Rue de la Loge 34000 Montpellier',
    );
    await user.click(screen.getAllByRole('button', { name: 'Localiser l’adresse' })[0]!);
    await waitFor(() => expect(changements.at(-1)?.adressePrincipale?.geolocalisee).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Ajouter une adresse complémentaire' }));
    const complementaire = screen.getByRole('combobox', { name: /Adresse complémentaire 1/ });
    await user.type(complementaire, '9 Rue Foch 34000 Montpellier');
    await user.click(screen.getAllByRole('button', { name: 'Localiser l’adresse' })[1]!);
    await waitFor(() => expect(changements.at(-1)?.adresseSecondaire[0]?.geolocalisee).toBe(true));
    expect(changements.at(-1)?.adressePrincipale?.voie).toBe('Rue de la Loge');
    expect(changements.at(-1)?.adresseSecondaire[0]?.voie).toBe('Rue Foch');

    await user.click(screen.getByRole('button', { name: 'Retirer l’adresse complémentaire 1' }));
    expect(changements.at(-1)?.adresseSecondaire).toEqual([]);
  });

  it('l’adresse de référence doit avoir un seul numéro de voie (règle du domaine), montré une fois touchée', {
    timeout: 20_000,
  }, async () => {
    servirApi({ recherche: {} });
    const changements: AdressesSaisies[] = [];
    render(<Ecran changements={changements} />);
    const user = userEvent.setup();
    expect(screen.queryByText(/un seul numéro de voie \(/)).toBeNull();
    await user.type(
      screen.getByRole('combobox', { name: /Adresse de référence/ }),
      '12-14 rue des Tanneurs 34000 Montpellier',
    );
    await user.click(screen.getByRole('button', { name: 'Localiser l’adresse' }));
    await waitFor(() => expect(changements.at(-1)?.adressePrincipale?.geolocalisee).toBe(false));
    expect(
      await screen.findByText(/un seul numéro de voie \(par exemple 12 ou 12 bis, et non 12-14\)/),
    ).toBeTruthy();
  });
});
