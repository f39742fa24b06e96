// @vitest-environment happy-dom
import { TAILLE_MAX_FICHIER_OCTETS } from '@registre/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChampFichier } from './ChampFichier';
import type { ReglesFichiers } from './fichiers';

afterEach(cleanup);

interface Valeurs {
  justificatifs: File[];
}

const PDF: ReglesFichiers = { typesAutorises: ['application/pdf', '.pdf'], requis: true, max: 1 };

function Formulaire({ regles, onValider }: { regles: ReglesFichiers; onValider: (v: Valeurs) => void }) {
  const { control, handleSubmit } = useForm<Valeurs>({ mode: 'all', defaultValues: { justificatifs: [] } });
  return (
    <form onSubmit={handleSubmit(onValider)} noValidate>
      <ChampFichier control={control} name="justificatifs" label="Procès-verbal" regles={regles} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

function monter(regles: ReglesFichiers = PDF) {
  const onValider = vi.fn();
  render(<Formulaire regles={regles} onValider={onValider} />);
  const champ = screen.getByLabelText(/Procès-verbal/) as HTMLInputElement;
  return { champ, onValider, user: userEvent.setup({ applyAccept: false }) };
}

/** Fichier dont seule la taille annoncée compte (le contenu n'est pas lu). */
function fichier(nom: string, taille: number, type = 'application/pdf'): File {
  const f = new File(['%PDF-'], nom, { type });
  Object.defineProperty(f, 'size', { value: taille });
  return f;
}

describe('ChampFichier', () => {
  it('décrit les règles dans l’aide et restreint le choix aux types autorisés', () => {
    const { champ } = monter();
    expect(screen.getByText('Taille maximale : 5 Mo. Format accepté : pdf.')).toBeTruthy();
    expect(champ.accept).toBe('application/pdf,.pdf');
    expect(champ.multiple).toBe(false);
    expect(champ.getAttribute('aria-required')).toBe('true');
  });

  it('n’affiche « obligatoire » qu’après une première interaction', async () => {
    const { champ } = monter();
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();
    // Fenêtre de choix annulée.
    fireEvent(champ, new Event('cancel'));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(champ.getAttribute('aria-invalid')).toBe('true');
  });

  it('accepte un PDF de 5 Mo', async () => {
    const { champ, onValider, user } = monter();
    const pdf = fichier('pv.pdf', TAILLE_MAX_FICHIER_OCTETS);
    await user.upload(champ, pdf);
    expect(champ.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValider).toHaveBeenCalledWith({ justificatifs: [pdf] }, expect.anything());
  });

  it('refuse un fichier de 5 Mo + 1 octet en le nommant, et bloque l’envoi', async () => {
    const { champ, onValider, user } = monter();
    await user.upload(champ, fichier('pv-lourd.pdf', TAILLE_MAX_FICHIER_OCTETS + 1));
    const message = await screen.findByText(/« pv-lourd\.pdf » dépasse la taille maximale/);
    expect(champ.getAttribute('aria-describedby')).toContain(message.id);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValider).not.toHaveBeenCalled();
  });

  it('refuse un type non autorisé en nommant le fichier', async () => {
    const { champ, user } = monter();
    await user.upload(champ, fichier('photo.png', 10, 'image/png'));
    expect(await screen.findByText(/« photo\.png » n'est pas autorisé/)).toBeTruthy();
  });

  it('signale chaque fichier fautif d’une sélection multiple', async () => {
    const { champ, user } = monter({ typesAutorises: ['.pdf'], max: 3 });
    expect(champ.multiple).toBe(true);
    await user.upload(champ, [
      fichier('a.png', 1, 'image/png'),
      fichier('b.pdf', 1),
      fichier('c.doc', 1, ''),
    ]);
    expect(await screen.findByText(/« a\.png »/)).toBeTruthy();
    expect(screen.getByText(/« c\.doc »/)).toBeTruthy();
    expect(screen.queryByText(/« b\.pdf »/)).toBeNull();
  });

  it('à l’envoi d’un formulaire intact, affiche « obligatoire »', async () => {
    const { onValider, user } = monter();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(onValider).not.toHaveBeenCalled();
  });
});
