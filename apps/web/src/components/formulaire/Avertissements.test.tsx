// @vitest-environment happy-dom

import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  type AvertissementsConfirmes,
  dateCalendaire,
  ErreurMetier,
  lireDateTexte,
  messageRegle,
  verifierMandat,
} from '@registre/domain';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ErreurAppel } from '../../api/client';
import { FournisseurAvertissements, ResumeAvertissements, useAvertissements } from './Avertissements';
import { ChampTexte } from './ChampTexte';
import { reporterErreursServeur } from './erreurs-serveur';
import { Formulaire } from './Formulaire';

afterEach(cleanup);

interface Saisie {
  infoRattachement: { dateDebutMandat: string; dateFinMandat: string };
}
type Corps = Saisie & { avertissementsConfirmes: AvertissementsConfirmes };

const CHAMPS = ['infoRattachement.dateDebutMandat', 'infoRattachement.dateFinMandat'];
const AUJOURDHUI = dateCalendaire(2026, 1, 15) as Date;

/**
 * Serveur de test : la vraie règle du mandat et la vraie construction de l'erreur métier, rendues sous la
 * forme d'erreur de l'API comme le fait le gestionnaire d'erreurs du serveur.
 */
function creerServeur() {
  const recus: Corps[] = [];
  const enregistres: Corps[] = [];
  return {
    recus,
    enregistres,
    async envoyer(corps: Corps): Promise<void> {
      recus.push(corps);
      const resultat = verifierMandat(
        {
          dateDebutMandat: lireDateTexte(corps.infoRattachement.dateDebutMandat),
          dateFinMandat: lireDateTexte(corps.infoRattachement.dateFinMandat),
        },
        AUJOURDHUI,
      );
      const erreur = ErreurMetier.depuisResultat(resultat, corps.avertissementsConfirmes);
      if (erreur) {
        throw new ErreurAppel({
          id: 'e',
          status: 400,
          message: erreur.message,
          origin: 'POST /api/test',
          ...(erreur.champs?.length ? { champs: erreur.champs } : {}),
          ...(erreur.avertissements?.length ? { avertissements: erreur.avertissements } : {}),
        });
      }
      enregistres.push(corps);
    },
  };
}

function FormulaireMandat({ serveur }: { serveur: ReturnType<typeof creerServeur> }) {
  const formulaire = useForm<Saisie>({
    defaultValues: { infoRattachement: { dateDebutMandat: '', dateFinMandat: '' } },
  });
  const avertissements = useAvertissements();
  const envoyer = formulaire.handleSubmit(async (saisie) => {
    try {
      await serveur.envoyer({ ...saisie, avertissementsConfirmes: avertissements.codesConfirmes });
      avertissements.vider();
    } catch (erreur) {
      if (!reporterErreursServeur(erreur, formulaire.setError, CHAMPS, { avertissements })) throw erreur;
    }
  });
  return (
    <FournisseurAvertissements avertissements={avertissements}>
      <Formulaire formulaire={formulaire} onSubmit={envoyer} aria-label="Mandat">
        <ResumeAvertissements />
        <ChampTexte nom="infoRattachement.dateDebutMandat" label="Date de début du mandat" />
        <ChampTexte nom="infoRattachement.dateFinMandat" label="Date de fin du mandat" />
        <Button type="submit">Enregistrer</Button>
      </Formulaire>
    </FournisseurAvertissements>
  );
}

async function saisir(debut: string, fin: string) {
  const utilisateur = userEvent.setup();
  await utilisateur.type(screen.getByLabelText('Date de début du mandat'), debut);
  await utilisateur.type(screen.getByLabelText('Date de fin du mandat'), fin);
  return utilisateur;
}

const DUREE = 'mandat.duree.differenteNormale';
/** Texte tel que testing-library le lit : espaces insécables ramenées à des espaces. */
const texte = (message: string) => message.replace(/\s+/g, ' ');

describe('avertissements à confirmer dans un formulaire du kit', () => {
  it('montre l’avertissement sur son champ, ne renvoie qu’une fois confirmé, avec le code confirmé', async () => {
    const serveur = creerServeur();
    render(<FormulaireMandat serveur={serveur} />);
    const utilisateur = await saisir('01/01/2026', '30/06/2027');
    await utilisateur.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // L'avertissement s'affiche sous la date de fin, avec sa case de confirmation.
    const message = await screen.findByText(texte(messageRegle(DUREE)));
    const champFin = screen.getByLabelText('Date de fin du mandat').closest('div');
    expect(champFin?.parentElement?.contains(message)).toBe(true);
    const confirmation = screen.getByRole('checkbox', { name: 'Je confirme cette information' });
    expect((confirmation as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Certaines informations sont inhabituelles/)).not.toBeNull();
    expect(serveur.recus.at(-1)?.avertissementsConfirmes).toEqual([]);

    // Renvoyer sans confirmer : le serveur refuse de nouveau.
    await utilisateur.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(serveur.recus).toHaveLength(2));
    expect(serveur.enregistres).toHaveLength(0);

    // Confirmer puis renvoyer : le code part avec la requête et le serveur accepte.
    await utilisateur.click(confirmation);
    expect(screen.getByText(/Toutes les informations signalées sont confirmées/)).not.toBeNull();
    await utilisateur.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(serveur.enregistres).toHaveLength(1));
    expect(serveur.enregistres[0]?.avertissementsConfirmes).toEqual([DUREE]);
    await waitFor(() => expect(screen.queryByText(texte(messageRegle(DUREE)))).toBeNull());
  });

  it('une erreur bloquante s’affiche en erreur sur son champ, sans case de confirmation', async () => {
    const serveur = creerServeur();
    render(<FormulaireMandat serveur={serveur} />);
    const utilisateur = await saisir('01/01/2026', '01/12/2025');
    await utilisateur.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const message = await screen.findByText(texte(messageRegle('mandat.fin.nonPosterieureDebut')));
    expect(message.closest('.fr-input-group')?.className).toMatch(/fr-input-group--error/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(serveur.enregistres).toHaveLength(0);
  });
});
