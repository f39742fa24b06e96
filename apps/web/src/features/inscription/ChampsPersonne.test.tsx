// @vitest-environment happy-dom
import {
  AIDE_TELEPHONE,
  champsAdresseCoproprieteInscription,
  champsPersonneInscription,
  LONGUEUR_MAX_LIGNE_ADRESSE,
  LONGUEUR_MAX_NOM_PERSONNE,
} from '@registre/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChampsAdresseCopropriete } from './ChampsAdresseCopropriete';
import { ChampsPersonne } from './ChampsPersonne';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const soumis = vi.fn();

function Formulaire({ children }: { children: ReactNode }) {
  const formulaire = useForm();
  return (
    <FormProvider {...formulaire}>
      <form onSubmit={formulaire.handleSubmit(soumis)}>
        {children}
        <button type="submit">Envoyer</button>
      </form>
    </FormProvider>
  );
}

function monter(contenu: ReactNode) {
  // La commune du code postal interroge l'API publique : aucune commune ici.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Formulaire>{contenu}</Formulaire>
    </QueryClientProvider>,
  );
}

describe("champs de l'inscription tirés des descripteurs du domaine (ADR 0101)", () => {
  it('une personne : libellés, aides, limites et remplissage automatique viennent du domaine', () => {
    monter(<ChampsPersonne prefixe="representantLegal" saisieAutomatique />);
    const nom = screen.getByLabelText(champsPersonneInscription.nom.libelle);
    expect(nom.getAttribute('maxlength')).toBe(String(LONGUEUR_MAX_NOM_PERSONNE));
    expect(nom.getAttribute('autocomplete')).toBe('family-name');
    expect(nom.getAttribute('aria-required')).toBe('true');
    const telephone = screen.getByLabelText(new RegExp(`^${champsPersonneInscription.telephone.libelle}`));
    expect(telephone.getAttribute('type')).toBe('tel');
    expect(screen.getByText(AIDE_TELEPHONE)).toBeTruthy();
    // La civilité propose les options du descripteur.
    expect(screen.getByRole('group', { name: 'Civilité' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['MME', 'M']);
  });

  it("l'administrateur saisi par quelqu'un d'autre n'est pas rempli automatiquement", () => {
    monter(<ChampsPersonne prefixe="administrateur" saisieAutomatique={false} />);
    expect(screen.getByLabelText('Nom').getAttribute('autocomplete')).toBe('off');
    expect(screen.getByLabelText(/^Adresse électronique/).getAttribute('autocomplete')).toBe('off');
  });

  it("l'adresse de la copropriété : éléments facultatifs signalés, vides → null", async () => {
    monter(<ChampsAdresseCopropriete />);
    const complement = screen.getByLabelText(
      `${champsAdresseCoproprieteInscription.complement.libelle} (facultatif)`,
    );
    expect(complement.getAttribute('maxlength')).toBe(String(LONGUEUR_MAX_LIGNE_ADRESSE));
    expect(complement.getAttribute('aria-required')).toBeNull();
    const voie = screen.getByLabelText(new RegExp(`^${champsAdresseCoproprieteInscription.voie.libelle}`));
    expect(voie.getAttribute('aria-required')).toBe('true');
    const utilisateur = userEvent.setup();
    await utilisateur.type(voie, '8 rue Oberkampf');
    await utilisateur.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(soumis.mock.calls.at(-1)?.[0]).toMatchObject({
      adresseCopropriete: { voie: '8 rue Oberkampf', complement: null, immeuble: null, lieuDit: null },
    });
  });
});
