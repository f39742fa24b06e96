// @vitest-environment happy-dom

import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { zodResolver } from '@hookform/resolvers/zod';
import { CodePostal, Email, Siret } from '@registre/domain';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ChampTexte } from './ChampTexte';
import { Formulaire } from './Formulaire';
import { useEtatChamp } from './useEtatChamp';
import { useFormulaire } from './useFormulaire';

afterEach(cleanup);

const MESSAGE_ATTESTATION = "L'attestation sur l'honneur est obligatoire.";

const schema = z.object({
  email: Email,
  codePostal: CodePostal,
  siret: Siret,
  attestation: z.literal(true, { error: MESSAGE_ATTESTATION }),
});
type Saisie = z.input<typeof schema>;

function CaseAttestation() {
  const { register } = useFormContext<Saisie>();
  const { state, stateRelatedMessage } = useEtatChamp<Saisie>('attestation');
  return (
    <Checkbox
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      options={[{ label: "J'atteste sur l'honneur", nativeInputProps: register('attestation') }]}
    />
  );
}

function FormulaireEssai({ onValider }: { onValider: (saisie: Saisie) => void }) {
  const formulaire = useFormulaire<Saisie>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', codePostal: '', siret: '', attestation: false as unknown as true },
  });
  return (
    <Formulaire formulaire={formulaire} onSubmit={formulaire.handleSubmit(onValider)} aria-label="Essai">
      <ChampTexte nom="email" label="Adresse électronique" type="email" />
      <ChampTexte nom="codePostal" label="Code postal" />
      <ChampTexte nom="siret" label="SIRET" />
      <CaseAttestation />
      <button type="submit">Envoyer</button>
    </Formulaire>
  );
}

/** Message d'erreur DSFR affiché sous le champ de ce libellé (`aria-describedby` le relie au champ). */
function erreurSous(libelle: string): HTMLElement | null {
  const champ = screen.getByLabelText(libelle);
  return champ.closest('.fr-input-group')?.querySelector('.fr-message--error') ?? null;
}

describe('formulaire du kit : erreurs au champ touché et résumé des erreurs (spec 2 §5.6)', () => {
  it.each([
    ['Adresse électronique', 'pas-une-adresse'],
    ['Code postal', '7500'],
    ['SIRET', '12345678901234'],
  ])('quitter le champ « %s » avec une valeur fausse affiche son erreur', async (libelle, valeur) => {
    const utilisateur = userEvent.setup();
    render(<FormulaireEssai onValider={vi.fn()} />);
    await utilisateur.type(screen.getByLabelText(libelle), valeur);
    await utilisateur.tab();
    await waitFor(() => expect(erreurSous(libelle)).not.toBeNull());
    expect(erreurSous(libelle)?.textContent).not.toBe('');
    // Les autres champs, ni touchés ni modifiés, restent sans erreur.
    const autres = ['Adresse électronique', 'Code postal', 'SIRET'].filter((l) => l !== libelle);
    for (const autre of autres) expect(erreurSous(autre)).toBeNull();
    expect(screen.queryByTestId('resume-erreurs')).toBeNull();
  });

  it("l'erreur disparaît dès que la valeur est corrigée", async () => {
    const utilisateur = userEvent.setup();
    render(<FormulaireEssai onValider={vi.fn()} />);
    const champ = screen.getByLabelText('Code postal');
    await utilisateur.type(champ, '7500');
    await utilisateur.tab();
    await waitFor(() => expect(erreurSous('Code postal')).not.toBeNull());
    await utilisateur.type(champ, '1');
    await waitFor(() => expect(erreurSous('Code postal')).toBeNull());
  });

  it('à la soumission refusée, le focus va au résumé des erreurs en haut, qui mène à chaque champ', async () => {
    const utilisateur = userEvent.setup();
    const onValider = vi.fn();
    render(<FormulaireEssai onValider={onValider} />);
    await utilisateur.type(screen.getByLabelText('Adresse électronique'), 'jeanne@exemple.fr');
    await utilisateur.click(screen.getByRole('button', { name: 'Envoyer' }));

    const resume = await screen.findByTestId('resume-erreurs');
    await waitFor(() => expect(document.activeElement).toBe(resume));
    expect(onValider).not.toHaveBeenCalled();
    // Le résumé précède le formulaire : il est le premier élément lu.
    const formulaire = screen.getByRole('form', { name: 'Essai' });
    expect(resume.compareDocumentPosition(formulaire) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(resume).getByText('Le formulaire contient 3 erreurs')).toBeTruthy();
    const liens = within(resume).getAllByRole('link');
    expect(liens.map((l) => l.textContent?.split(' : ')[0])).toEqual([
      'Code postal',
      'SIRET',
      "J'atteste sur l'honneur",
    ]);
    expect(liens[2]?.textContent).toContain(MESSAGE_ATTESTATION);

    await utilisateur.click(liens[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('SIRET'));

    // Corrigé, le champ sort du résumé ; le résumé disparaît avec la dernière erreur.
    await utilisateur.type(screen.getByLabelText('Code postal'), '75001');
    await waitFor(() => expect(within(resume).getAllByRole('link')).toHaveLength(2));
    await utilisateur.type(screen.getByLabelText('SIRET'), '73282932000074');
    await utilisateur.click(screen.getByLabelText("J'atteste sur l'honneur"));
    await waitFor(() => expect(screen.queryByTestId('resume-erreurs')).toBeNull());
    await utilisateur.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onValider).toHaveBeenCalledTimes(1));
  });
});
