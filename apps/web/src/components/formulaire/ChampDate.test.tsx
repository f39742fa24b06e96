// @vitest-environment happy-dom

import { Input } from '@codegouvfr/react-dsfr/Input';
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ChampDate } from './ChampDate';
import { dateTexteVersDate } from './saisie-date';
import { useEtatChamp } from './useEtatChamp';

afterEach(cleanup);

const MESSAGE_DATE = 'La date doit être au format jj/mm/aaaa.';
const MESSAGE_NOM = 'Le nom est obligatoire.';

const schema = z.object({
  nom: z.string().min(1, { error: MESSAGE_NOM }),
  // Le champ vide vaut null : la date obligatoire le refuse avec le même message.
  dateDebut: z
    .string()
    .nullable()
    .refine((t) => dateTexteVersDate(t) !== null, { error: MESSAGE_DATE }),
});
type Valeurs = z.infer<typeof schema>;

function ChampNom() {
  const { register } = useFormContext<Valeurs>();
  const { state, stateRelatedMessage } = useEtatChamp<Valeurs>('nom');
  return (
    <Input
      label="Nom"
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      nativeInputProps={register('nom')}
    />
  );
}

function Formulaire({ onValider }: { onValider: (valeurs: Valeurs) => void }) {
  const formulaire = useForm<Valeurs>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { nom: '', dateDebut: null },
  });
  const { trigger, handleSubmit, formState } = formulaire;
  // Toutes les erreurs existent dès le départ : seul l'affichage doit attendre l'interaction.
  useEffect(() => {
    void trigger();
  }, [trigger]);
  return (
    <FormProvider {...formulaire}>
      <form onSubmit={handleSubmit(onValider)} noValidate>
        <ChampNom />
        <ChampDate<Valeurs> name="dateDebut" label="Date de début" requis />
        <button type="submit">Valider</button>
        <output data-testid="champs-en-erreur">{Object.keys(formState.errors).sort().join(',')}</output>
      </form>
    </FormProvider>
  );
}

function monter() {
  const onValider = vi.fn();
  render(<Formulaire onValider={onValider} />);
  return {
    onValider,
    user: userEvent.setup(),
    champDate: screen.getByRole('textbox', { name: /Date de début/ }) as HTMLInputElement,
    champNom: screen.getByRole('textbox', { name: /Nom/ }) as HTMLInputElement,
  };
}

describe('ChampDate', () => {
  it('est un champ DSFR au format jj/mm/aaaa, avec le texte indicatif de la spécification', () => {
    const { champDate } = monter();
    expect(champDate.placeholder).toBe('Renseignez une date');
    expect(champDate.lang).toBe('fr');
    expect(champDate.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Format attendu : jj/mm/aaaa')).toBeTruthy();
    expect(champDate.closest('.fr-input-group')).not.toBeNull();
  });

  it('met en forme la saisie à la sortie du champ et échange un texte jj/mm/aaaa', async () => {
    const { champDate, champNom, onValider, user } = monter();
    await user.type(champNom, 'Les Tilleuls');
    await user.type(champDate, '1/2/2024');
    await user.tab();
    expect(champDate.value).toBe('01/02/2024');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onValider).toHaveBeenCalledWith(
      { nom: 'Les Tilleuls', dateDebut: '01/02/2024' },
      expect.anything(),
    );
  });
});

describe('affichage des erreurs : seulement une fois le champ touché ou modifié', () => {
  it('n’affiche aucune erreur sur des champs intacts, bien qu’ils soient invalides', async () => {
    const { champDate, champNom } = monter();
    await waitFor(() => expect(screen.getByTestId('champs-en-erreur').textContent).toBe('dateDebut,nom'));
    expect(screen.queryByText(MESSAGE_DATE)).toBeNull();
    expect(screen.queryByText(MESSAGE_NOM)).toBeNull();
    expect(champDate.getAttribute('aria-invalid')).toBe('false');
    expect(champNom.getAttribute('aria-describedby')).toBeNull();
  });

  it('affiche l’erreur d’un champ touché, reliée par aria-describedby', async () => {
    const { champDate, user } = monter();
    await user.click(champDate);
    await user.tab();
    const message = await screen.findByText(MESSAGE_DATE);
    expect(champDate.getAttribute('aria-describedby')).toBe(message.id);
    expect(champDate.getAttribute('aria-invalid')).toBe('true');
    // Le champ voisin, intact, reste silencieux.
    expect(screen.queryByText(MESSAGE_NOM)).toBeNull();
  });

  it('affiche l’erreur d’un champ modifié avant même sa sortie, et la retire une fois corrigé', async () => {
    const { champDate, user } = monter();
    await user.type(champDate, '31/04/2024');
    expect(await screen.findByText(MESSAGE_DATE)).toBeTruthy();
    await user.clear(champDate);
    await user.type(champDate, '30/04/2024');
    expect(screen.queryByText(MESSAGE_DATE)).toBeNull();
  });

  it('affiche l’erreur d’un champ relié par useEtatChamp une fois touché', async () => {
    const { champNom, user } = monter();
    await user.click(champNom);
    await user.tab();
    const message = await screen.findByText(MESSAGE_NOM);
    expect(champNom.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('affiche toutes les erreurs à l’envoi du formulaire', async () => {
    const { onValider, user } = monter();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(MESSAGE_DATE)).toBeTruthy();
    expect(screen.getByText(MESSAGE_NOM)).toBeTruthy();
    expect(onValider).not.toHaveBeenCalled();
  });
});

function FormulaireSansSchema() {
  const { control } = useForm<{ date: string | null }>({ mode: 'onTouched', defaultValues: { date: null } });
  return <ChampDate control={control} name="date" label="Date de l’assemblée" requis />;
}

describe('ChampDate sans schéma de formulaire', () => {
  it('applique ses propres règles : obligatoire, puis date valide', async () => {
    render(<FormulaireSansSchema />);
    const user = userEvent.setup();
    const champ = screen.getByRole('textbox', { name: /Date de l’assemblée/ });
    await user.click(champ);
    await user.tab();
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    await user.type(champ, '31/02/2024');
    expect(await screen.findByText(MESSAGE_DATE)).toBeTruthy();
    await user.clear(champ);
    await user.type(champ, '29/02/2024');
    expect(screen.queryByText(MESSAGE_DATE)).toBeNull();
  });
});
