// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modale, useModale } from './Modale';

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

/** Laisse s'écouler les délais en attente (rappels du DSFR) et applique les mises à jour de React. */
const attendre = () => act(() => vi.advanceTimersByTimeAsync(5));

/** Écran type : un bouton ouvre la modale pilotée par `useModale`. */
function Ecran() {
  const modale = useModale();
  return (
    <>
      <button type="button" onClick={modale.ouvrir}>
        Supprimer
      </button>
      <output data-testid="etat">{modale.ouverte ? 'ouverte' : 'fermée'}</output>
      <Modale {...modale.proprietes} titre="Confirmer la suppression" id="modale-focus">
        <p>Contenu</p>
      </Modale>
    </>
  );
}

describe('Modale', () => {
  it('est un dialogue DSFR titré, en XL par défaut', () => {
    render(
      <Modale ouverte={false} onFermer={() => {}} titre="Supprimer les utilisateurs">
        <p>Contenu</p>
      </Modale>,
    );
    const dialogue = document.querySelector('dialog');
    expect(dialogue?.classList.contains('fr-modal')).toBe(true);
    expect(dialogue?.classList.contains('registre-modale--xl')).toBe(true);
    const titre = document.getElementById(dialogue?.getAttribute('aria-labelledby') ?? '');
    expect(titre?.textContent).toBe('Supprimer les utilisateurs');
    expect(dialogue?.querySelector('.fr-col-lg-8')).not.toBeNull();
  });

  it('applique les colonnes DSFR de la taille demandée', () => {
    render(
      <Modale ouverte={false} onFermer={() => {}} titre="Petite" taille="SM">
        <p>Contenu</p>
      </Modale>,
    );
    const dialogue = document.querySelector('dialog');
    expect(dialogue?.classList.contains('registre-modale--xl')).toBe(false);
    expect(dialogue?.querySelector('.fr-col-md-6.fr-col-lg-4')).not.toBeNull();
  });

  it('affiche les boutons du pied, le dernier en principal', () => {
    render(
      <Modale
        ouverte={false}
        onFermer={() => {}}
        titre="Confirmer"
        taille="MD"
        boutons={[{ children: 'Annuler' }, { children: 'Confirmer', doClosesModal: false }]}
      >
        <p>Contenu</p>
      </Modale>,
    );
    expect(screen.getByText('Confirmer', { selector: 'button' }).className).not.toContain(
      'fr-btn--secondary',
    );
    expect(screen.getByText('Annuler', { selector: 'button' }).className).toContain('fr-btn--secondary');
  });

  it('signale la fermeture par la personne quand la modale est ouverte', async () => {
    const onFermer = vi.fn();
    render(
      <Modale ouverte onFermer={onFermer} titre="Ouverte" id="modale-test">
        <p>Contenu</p>
      </Modale>,
    );
    act(() => {
      document.getElementById('modale-test')?.dispatchEvent(new Event('dsfr.conceal'));
    });
    await attendre();
    expect(onFermer).toHaveBeenCalledTimes(1);
  });

  it('ne signale rien quand la fermeture vient de l’écran', async () => {
    const onFermer = vi.fn();
    render(
      <Modale ouverte={false} onFermer={onFermer} titre="Fermée" id="modale-fermee">
        <p>Contenu</p>
      </Modale>,
    );
    act(() => {
      document.getElementById('modale-fermee')?.dispatchEvent(new Event('dsfr.conceal'));
    });
    await attendre();
    expect(onFermer).not.toHaveBeenCalled();
  });

  it('useModale pilote l’ouverture ; à la fermeture, le focus revient au déclencheur', async () => {
    render(<Ecran />);
    const user = userEvent.setup({ delay: null });
    const declencheur = screen.getByRole('button', { name: 'Supprimer' });
    await user.click(declencheur);
    expect(screen.getByTestId('etat').textContent).toBe('ouverte');

    // La personne ferme la modale (le DSFR émet « dsfr.conceal ») alors que le focus est dedans.
    const fermer = screen.getByTitle('Fermer');
    fermer.focus();
    act(() => {
      document.getElementById('modale-focus')?.dispatchEvent(new Event('dsfr.conceal'));
    });
    await attendre();
    expect(screen.getByTestId('etat').textContent).toBe('fermée');
    expect(document.activeElement).toBe(declencheur);
  });
});
