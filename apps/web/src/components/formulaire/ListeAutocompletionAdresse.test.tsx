// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestionAdresse } from './autocompletion';
import { ListeAutocompletionAdresse } from './ListeAutocompletionAdresse';

// Horloge simulée (qui suit aussi l'horloge réelle, dont les attentes internes de Testing Library ont
// besoin) et frappe sans délai, d'un seul tenant : les délais ne s'écoulent qu'à la demande du test, quelle
// que soit la charge de la machine (avec de vraies attentes, des frappes espacées de plus de 30 ms lançaient
// plusieurs recherches).
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DELAI_MS = 30;

/** Fait s'écouler le délai de recherche, puis résout la recherche et applique les mises à jour de React. */
const laisserChercher = () => act(() => vi.advanceTimersByTimeAsync(DELAI_MS));

const suggestions: SuggestionAdresse[] = [
  { id: 'a', label: '1 rue de la Paix 75002 Paris', codePostal: '75002', commune: 'Paris' },
  { id: 'b', label: '2 rue de la Paix 75002 Paris', codePostal: '75002', commune: 'Paris', batId: 'RNB-2' },
  { id: 'c', label: '3 rue de la Paix 75002 Paris', codePostal: '75002', commune: 'Paris' },
];

function monter(rechercher = vi.fn(async (_texte: string) => suggestions)) {
  const onSelectionner = vi.fn();
  const onEnvoyer = vi.fn((evenement: { preventDefault: () => void }) => evenement.preventDefault());
  render(
    <form onSubmit={onEnvoyer}>
      <ListeAutocompletionAdresse
        label="Adresse de la copropriété"
        rechercher={rechercher}
        onSelectionner={onSelectionner}
        delaiMs={DELAI_MS}
      />
    </form>,
  );
  const champ = screen.getByRole('combobox', { name: /Adresse de la copropriété/ });
  return {
    champ,
    rechercher,
    onSelectionner,
    onEnvoyer,
    user: userEvent.setup({ delay: null }),
  };
}

describe('ListeAutocompletionAdresse : motif combobox', () => {
  it('expose un combobox relié à sa liste, fermée au départ', () => {
    const { champ } = monter();
    expect(champ.getAttribute('aria-expanded')).toBe('false');
    expect(champ.getAttribute('aria-autocomplete')).toBe('list');
    const liste = document.getElementById(champ.getAttribute('aria-controls') ?? '');
    expect(liste?.getAttribute('role')).toBe('listbox');
    expect(liste?.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('lance une seule recherche différée après la frappe et déroule les propositions', async () => {
    const { champ, rechercher, user } = monter();
    await user.type(champ, 'rue de la paix');
    await laisserChercher();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(suggestions.map((s) => s.label));
    expect(rechercher).toHaveBeenCalledTimes(1);
    expect(rechercher).toHaveBeenCalledWith('rue de la paix');
    expect(champ.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').style.maxHeight).toBe('250px');
  });

  it('ne cherche pas en dessous de 3 caractères', async () => {
    const { champ, rechercher, user } = monter();
    await user.type(champ, 'ru');
    await act(() => vi.advanceTimersByTimeAsync(DELAI_MS * 2));
    expect(rechercher).not.toHaveBeenCalled();
    expect(champ.getAttribute('aria-expanded')).toBe('false');
  });

  it('parcourt les propositions aux flèches et choisit avec Entrée', async () => {
    const { champ, onSelectionner, onEnvoyer, user } = monter();
    await user.type(champ, 'rue de la paix');
    await laisserChercher();
    const options = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(champ.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(champ.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    await user.keyboard('{ArrowUp}');
    expect(champ.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(champ.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');

    await user.keyboard('{Enter}');
    expect(onSelectionner).toHaveBeenCalledWith(suggestions[1]);
    expect((champ as HTMLInputElement).value).toBe('2 rue de la Paix 75002 Paris');
    expect(champ.getAttribute('aria-expanded')).toBe('false');
    expect(champ.hasAttribute('aria-activedescendant')).toBe(false);
    // Entrée a servi au choix : le formulaire n'est pas envoyé.
    expect(onEnvoyer).not.toHaveBeenCalled();
    expect(champ).toBe(document.activeElement);
  });

  it('Échap ferme la liste sans toucher au texte ; flèche bas la rouvre', async () => {
    const { champ, onSelectionner, user } = monter();
    await user.type(champ, 'rue de la paix');
    await laisserChercher();
    screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(champ.getAttribute('aria-expanded')).toBe('false');
    expect(champ.hasAttribute('aria-activedescendant')).toBe(false);
    expect((champ as HTMLInputElement).value).toBe('rue de la paix');
    expect(onSelectionner).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}');
    expect(champ.getAttribute('aria-expanded')).toBe('true');
    expect(champ.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
  });

  it('Entrée sans proposition active garde son rôle d’envoi du formulaire', async () => {
    const { champ, onSelectionner, onEnvoyer, user } = monter();
    await user.type(champ, 'rue de la paix');
    await laisserChercher();
    screen.getAllByRole('option');
    await user.keyboard('{Enter}');
    expect(onSelectionner).not.toHaveBeenCalled();
    expect(onEnvoyer).toHaveBeenCalledTimes(1);
  });

  it('un clic choisit une proposition', async () => {
    const { champ, onSelectionner, user } = monter();
    await user.type(champ, 'rue de la paix');
    await laisserChercher();
    const options = screen.getAllByRole('option');
    await user.click(options[2] as HTMLElement);
    expect(onSelectionner).toHaveBeenCalledWith(suggestions[2]);
    expect((champ as HTMLInputElement).value).toBe('3 rue de la Paix 75002 Paris');
  });

  it('affiche « Aucune adresse trouvée » quand la recherche ne trouve rien', async () => {
    const { champ, user } = monter(vi.fn(async () => []));
    await user.type(champ, 'introuvable');
    await laisserChercher();
    expect(screen.getByText('Aucune adresse trouvée', { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Aucune adresse trouvée');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Aucune adresse trouvée', { selector: 'p:not([role])' })).toBeNull();
  });

  it('invite à réessayer plus tard quand la recherche échoue', async () => {
    const { champ, user } = monter(vi.fn(async () => Promise.reject(new Error('indisponible'))));
    await user.type(champ, 'rue de la paix');
    await laisserChercher();
    expect(screen.getByText(/Réessayez la saisie plus tard/, { selector: 'p:not([role])' })).toBeTruthy();
  });

  it('ignore la réponse d’une recherche dépassée par une frappe plus récente', async () => {
    let resoudrePremiere: (valeur: SuggestionAdresse[]) => void = () => {};
    const rechercher = vi
      .fn<(texte: string) => Promise<SuggestionAdresse[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resoudrePremiere = resolve)))
      .mockImplementation(async () => [suggestions[2] as SuggestionAdresse]);
    const { champ, user } = monter(rechercher);
    await user.type(champ, 'rue');
    await laisserChercher();
    expect(rechercher).toHaveBeenCalledTimes(1);
    await user.type(champ, ' de la paix');
    await laisserChercher();
    expect(rechercher).toHaveBeenCalledTimes(2);
    screen.getByRole('option');
    await act(async () => resoudrePremiere(suggestions));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([suggestions[2]?.label]);
  });
});
