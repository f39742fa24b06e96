// @vitest-environment happy-dom

import { contexteDeclaration, dateCalendaire } from '@registre/domain';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldValues, Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Formulaire, useFormulaire } from '../../components/formulaire';
import { versNombre } from '../../components/formulaire/ChampTexte';
import { EtapeIdentification } from './EtapesSaisie';
import {
  avertissementsEtape,
  resolveurEtape,
  saisieAEnvoyer,
  type ValeursDeclaration,
  valeursFormulaire,
} from './valeurs';

afterEach(cleanup);

const AUJOURDHUI = dateCalendaire(2025, 6, 15) as Date;
const SYNDIC = contexteDeclaration({ typeImmat: 'DEFAULT' }, { aujourdhui: AUJOURDHUI });

describe('valeurs du formulaire de déclaration', () => {
  it('chaque champ est présent : null, liste vide ou classement vide', () => {
    const vides = valeursFormulaire();
    expect(vides.identification.nbLots).toBeNull();
    expect(vides.identification.parcelle).toEqual([]);
    expect(vides.procedures.arretes).toEqual([]);
    expect(vides.procedures.mandatAdHoc).toEqual({ dateNomination: null, dateFinMission: null });
    expect(vides.donneesTechniques.classementEnergetique).toEqual({});
  });

  it('un brouillon relu garde exactement ses valeurs', () => {
    const relu = valeursFormulaire({
      identification: { nomCopropriete: 'Les Tilleuls', nbLots: 12, syndicatPrincipal: false },
      donneesTechniques: { classementEnergetique: { ETIQ_C: 2 } },
    });
    expect(relu.identification).toMatchObject({
      nomCopropriete: 'Les Tilleuls',
      nbLots: 12,
      syndicatPrincipal: false,
    });
    expect(relu.donneesTechniques.classementEnergetique).toEqual({ ETIQ_C: 2 });
  });

  it('l’envoi retire les étiquettes vides et normalise (spec 2 §5.1)', () => {
    const valeurs = valeursFormulaire({
      identification: { nbLots: 1, nbAsl: null },
      donneesTechniques: { classementEnergetique: { ETIQ_A: null as unknown as number, ETIQ_B: 3 } },
    });
    const envoi = saisieAEnvoyer(valeurs);
    expect(envoi.donneesTechniques?.classementEnergetique).toEqual({ ETIQ_B: 3 });
    expect(envoi.identification?.nbLots).toBeNull();
    expect(envoi.identification?.nbAsl).toBe(0);
  });

  it('les avertissements de l’étape viennent des règles du domaine', () => {
    const valeurs = valeursFormulaire({
      infoRattachement: { dateDebutMandat: '01/01/2025', dateFinMandat: '30/06/2026' },
    });
    expect(avertissementsEtape('infoRattachement', valeurs, SYNDIC).map((a) => a.code)).toEqual([
      'mandat.duree.differenteNormale',
    ]);
  });
});

describe('saisie d’un nombre', () => {
  it('vide → null, écriture française → nombre, texte → gardé pour être refusé', () => {
    expect(versNombre('')).toBeNull();
    expect(versNombre(' 12 500,50 ')).toBe(12500.5);
    expect(versNombre('42')).toBe(42);
    expect(versNombre('douze')).toBe('douze');
    expect(versNombre(7)).toBe(7);
  });
});

function EcranIdentification({
  valeurs,
  surEnvoi,
}: {
  valeurs: ValeursDeclaration;
  surEnvoi: (v: FieldValues) => void;
}) {
  const formulaire = useFormulaire<FieldValues, unknown, FieldValues>({
    defaultValues: valeurs,
    resolver: resolveurEtape('identification', SYNDIC) as Resolver<FieldValues, unknown, FieldValues>,
  });
  return (
    <Formulaire formulaire={formulaire} onSubmit={formulaire.handleSubmit(surEnvoi)}>
      <EtapeIdentification localisation={null} />
      <button type="submit">Continuer</button>
    </Formulaire>
  );
}

describe('étape identification', () => {
  it('un brouillon relu coche la bonne réponse oui/non et montre le numéro principal d’un syndicat secondaire', () => {
    render(
      <EcranIdentification
        valeurs={valeursFormulaire({ identification: { syndicatPrincipal: false, residenceService: true } })}
        surEnvoi={() => undefined}
      />,
    );
    const principal = screen.getByRole('group', { name: /syndicat principal/ });
    expect((principal.querySelector('input[value="false"]') as HTMLInputElement).checked).toBe(true);
    expect((principal.querySelector('input[value="true"]') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText(/Numéro d'immatriculation de la copropriété principale/)).toBeTruthy();
  });

  it('les erreurs du domaine (lots incohérents) bloquent l’étape, sur leur champ', async () => {
    const envois: FieldValues[] = [];
    render(<EcranIdentification valeurs={valeursFormulaire()} surEnvoi={(v) => envois.push(v)} />);
    const utilisateur = userEvent.setup();
    await utilisateur.type(screen.getByLabelText(/^Nombre total de lots/), '10');
    await utilisateur.type(screen.getByLabelText(/^Nombre de lots à usage d'habitation, de bureaux/), '8');
    await utilisateur.type(screen.getByLabelText(/^Nombre de lots à usage d'habitation\s*De 1/), '9');
    await utilisateur.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(
        screen.getAllByText(
          /ne peut pas dépasser le nombre de lots à usage d'habitation, de bureaux ou de commerces/,
        ).length,
      ).toBeGreaterThan(0),
    );
    expect(envois).toEqual([]);
  });
});
