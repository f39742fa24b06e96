import { describe, expect, it } from 'vitest';
import { formaterDateTexte } from '../commun/dates.js';
import type { ResultatRegles } from '../commun/resultat.js';
import { d } from '../test/dates.js';
import {
  type ContexteExercice,
  dateDernierChangementCloture,
  dureeExerciceAutorisee,
  type EtatExercice,
  type ExercicePrecedent,
  exerciceModifiable,
  type SaisieExercice,
  verifierExercice,
} from './exercice.rules.js';

const erreurs = (r: ResultatRegles) => r.erreurs.map((c) => c.code);
const avertissements = (r: ResultatRegles) => r.avertissements.map((c) => c.code);

const AUJOURDHUI = d('15/06/2024');

const saisie = (debut: string | null, cloture: string | null, ag: string | null = null): SaisieExercice => ({
  dateDebutExercice: debut ? d(debut) : null,
  dateClotureComptes: cloture ? d(cloture) : null,
  dateAg: ag ? d(ag) : null,
  premierExerciceComptable: false,
});
const contexte = (complement: Partial<ContexteExercice> = {}): ContexteExercice => ({
  aujourdhui: AUJOURDHUI,
  estMajAnnuelle: true,
  exercicePrecedent: null,
  dateReglementCopropriete: null,
  ...complement,
});
const precedent = (
  cloture: string,
  ag: string | null = null,
  changement: string | null = null,
): ExercicePrecedent => ({
  dateCloture: d(cloture),
  dateAg: ag ? d(ag) : null,
  dateDernierChangementCloture: changement ? d(changement) : null,
});

describe('durée et bornes de l’exercice (spec 2 §5.5)', () => {
  it.each([
    ['12 mois : accepté', '01/01/2023', '31/12/2023', []],
    [
      'début le jour de la clôture : refusé',
      '31/12/2023',
      '31/12/2023',
      ['exercice.debut.nonAnterieurCloture'],
    ],
    ['début après la clôture : refusé', '01/01/2024', '31/12/2023', ['exercice.debut.nonAnterieurCloture']],
    ['18 mois moins un jour : accepté', '01/01/2023', '30/06/2024', []],
    ['exactement 18 mois : refusé', '01/01/2023', '01/07/2024', ['exercice.duree.max']],
    ['31/08 + 18 mois = 29/02 : refusé', '31/08/2022', '29/02/2024', ['exercice.duree.max']],
    ['31/08 au 28/02 dix-huit mois plus tard : accepté', '31/08/2022', '28/02/2024', []],
  ])('%s', (_titre, debut, cloture, attendu) => {
    expect(erreurs(verifierExercice(saisie(debut, cloture), contexte()))).toEqual(attendu);
  });

  it('place la durée maximale sur la date de clôture', () => {
    const resultat = verifierExercice(saisie('01/01/2023', '01/07/2024'), contexte());
    expect(resultat.erreurs[0]?.champ).toBe('donneesFinancieres.dateClotureComptes');
    expect(resultat.erreurs[0]?.message).toBe(
      "La durée de l'exercice comptable doit être inférieure à 18\u00a0mois.",
    );
  });

  it('dureeExerciceAutorisee : bornes exactes', () => {
    expect(dureeExerciceAutorisee(d('01/01/2023'), d('30/06/2024'))).toBe(true);
    expect(dureeExerciceAutorisee(d('01/01/2023'), d('01/07/2024'))).toBe(false);
  });

  it('ne contrôle rien quand les données financières sont inconnues', () => {
    const resultat = verifierExercice(
      { ...saisie('01/01/2024', '01/01/2023', '01/01/2030'), donneesFinancieresInconnues: true },
      contexte(),
    );
    expect(resultat).toEqual({ erreurs: [], avertissements: [] });
  });
});

describe('exercice précédent', () => {
  it.each([
    ['début le lendemain de la clôture précédente : accepté', '01/01/2023', []],
    [
      'début le jour de la clôture précédente : refusé',
      '31/12/2022',
      ['exercice.debut.nonPosterieurCloturePrecedente'],
    ],
    [
      'début avant la clôture précédente : refusé',
      '01/07/2022',
      ['exercice.debut.nonPosterieurCloturePrecedente'],
    ],
  ])('%s', (_titre, debut, attendu) => {
    const resultat = verifierExercice(
      saisie(debut, '31/12/2023'),
      contexte({ exercicePrecedent: precedent('31/12/2022') }),
    );
    expect(erreurs(resultat)).toEqual(attendu);
  });

  it('cite la clôture précédente dans le message', () => {
    const resultat = verifierExercice(
      saisie('31/12/2022', '31/12/2023'),
      contexte({ exercicePrecedent: precedent('31/12/2022') }),
    );
    expect(resultat.erreurs[0]?.message).toBe(
      "La date de début de l'exercice comptable doit être postérieure à la date de clôture de l'exercice précédent (31/12/2022).",
    );
  });

  it('mise à jour annuelle avec la même clôture : confirmation, sans erreur de début', () => {
    const resultat = verifierExercice(
      saisie('01/01/2023', '31/12/2023', '15/03/2024'),
      contexte({ exercicePrecedent: precedent('31/12/2023', '15/03/2024') }),
    );
    expect(erreurs(resultat)).toEqual([]);
    expect(avertissements(resultat)).toEqual(['exercice.cloture.inchangee']);
    expect(resultat.avertissements[0]?.champ).toBe('donneesFinancieres.dateClotureComptes');
  });

  it('autre mise à jour avec la même clôture : ni avertissement ni erreur', () => {
    const resultat = verifierExercice(
      saisie('01/01/2023', '31/12/2023'),
      contexte({ estMajAnnuelle: false, exercicePrecedent: precedent('31/12/2023') }),
    );
    expect(resultat).toEqual({ erreurs: [], avertissements: [] });
  });

  it('mise à jour annuelle avec une nouvelle clôture au même jour et mois : pas d’avertissement', () => {
    const resultat = verifierExercice(
      saisie('01/01/2024', '31/12/2024'),
      contexte({ aujourdhui: d('15/06/2025'), exercicePrecedent: precedent('31/12/2023') }),
    );
    expect(resultat).toEqual({ erreurs: [], avertissements: [] });
  });
});

describe('changement du jour ou du mois de clôture (ADR 0024)', () => {
  it.each([
    ['jour et mois en vigueur depuis plus de 4 ans : pas d’avertissement', '31/12/2019', []],
    [
      'jour et mois en vigueur depuis moins de 4 ans : avertissement',
      '31/12/2020',
      ['exercice.cloture.changementJourMoisRapproche'],
    ],
    ['dernier changement exactement 4 ans avant la nouvelle clôture : pas d’avertissement', '30/06/2020', []],
    [
      'dernier changement 4 ans moins un jour avant : avertissement',
      '01/07/2020',
      ['exercice.cloture.changementJourMoisRapproche'],
    ],
    [
      'historique inconnu (clôture précédente retenue) : avertissement',
      null,
      ['exercice.cloture.changementJourMoisRapproche'],
    ],
  ])('%s', (_titre, changement, attendu) => {
    const resultat = verifierExercice(
      saisie('01/01/2024', '30/06/2024'),
      contexte({ exercicePrecedent: precedent('31/12/2023', null, changement) }),
    );
    expect(erreurs(resultat)).toEqual([]);
    expect(avertissements(resultat)).toEqual(attendu);
  });

  it('le mois seul qui change suffit (30/06 → 30/09)', () => {
    const resultat = verifierExercice(
      saisie('01/07/2023', '30/09/2023'),
      contexte({ exercicePrecedent: precedent('30/06/2023', null, '30/06/2022') }),
    );
    expect(avertissements(resultat)).toEqual(['exercice.cloture.changementJourMoisRapproche']);
    expect(resultat.avertissements[0]?.message).toContain('(clôture du 30/06/2022)');
  });

  it('exemples de l’ADR 0024, de l’historique à l’avertissement', () => {
    const verifier = (historique: string[]) =>
      verifierExercice(
        saisie('01/07/2024', '31/12/2024'),
        contexte({
          aujourdhui: d('15/06/2025'),
          exercicePrecedent: {
            dateCloture: d('30/06/2024'),
            dateDernierChangementCloture: dateDernierChangementCloture(historique.map(d)),
          },
        }),
      );
    expect(avertissements(verifier(['31/12/2021', '30/06/2022', '30/06/2023', '30/06/2024']))).toEqual([
      'exercice.cloture.changementJourMoisRapproche',
    ]);
    expect(
      avertissements(
        verifier(['31/12/2019', '30/06/2020', '30/06/2021', '30/06/2022', '30/06/2023', '30/06/2024']),
      ),
    ).toEqual([]);
  });

  it.each([
    ['aucune clôture', [], null],
    [
      'jamais de changement : première clôture connue',
      ['31/12/2021', '31/12/2019', '31/12/2020'],
      '31/12/2019',
    ],
    [
      'un changement : sa date d’effet',
      ['31/12/2019', '31/12/2020', '30/06/2022', '30/06/2023'],
      '30/06/2022',
    ],
    [
      'deux changements, dans le désordre : le plus récent',
      ['30/09/2024', '31/12/2020', '30/06/2022', '30/06/2023'],
      '30/09/2024',
    ],
    [
      'retour à un ancien jour : date du retour',
      ['31/12/2019', '30/06/2021', '31/12/2022', '31/12/2023'],
      '31/12/2022',
    ],
  ])('dateDernierChangementCloture : %s', (_titre, clotures, attendu) => {
    const resultat = dateDernierChangementCloture(clotures.map(d));
    expect(resultat === null ? null : formaterDateTexte(resultat)).toBe(attendu);
  });
});

describe('date de l’assemblée générale', () => {
  it.each([
    ['AG aujourd’hui : acceptée', '15/06/2024', []],
    ['AG demain : refusée', '16/06/2024', ['exercice.dateAg.posterieureAujourdhui']],
    ['AG le jour de la clôture : refusée', '31/12/2023', ['exercice.dateAg.nonPosterieureCloture']],
    ['AG le lendemain de la clôture : acceptée', '01/01/2024', []],
    ['AG avant la clôture : refusée', '01/12/2023', ['exercice.dateAg.nonPosterieureCloture']],
  ])('%s', (_titre, ag, attendu) => {
    const resultat = verifierExercice(saisie('01/01/2023', '31/12/2023', ag), contexte());
    expect(erreurs(resultat)).toEqual(attendu);
    expect(resultat.erreurs.every((c) => c.champ === 'donneesFinancieres.dateAg')).toBe(true);
  });

  it('AG à la même date que la précédente déclaration annuelle : confirmation', () => {
    const resultat = verifierExercice(
      saisie('01/07/2023', '31/12/2023', '20/03/2024'),
      contexte({ exercicePrecedent: precedent('30/06/2023', '20/03/2024', '30/06/2019') }),
    );
    expect(erreurs(resultat)).toEqual([]);
    expect(avertissements(resultat)).toEqual(['exercice.dateAg.identiquePrecedente']);
    expect(resultat.avertissements.find((c) => c.code === 'exercice.dateAg.identiquePrecedente')?.champ).toBe(
      'donneesFinancieres.dateAg',
    );
  });

  it('AG différente de la précédente : pas de confirmation', () => {
    const resultat = verifierExercice(
      saisie('01/01/2023', '31/12/2023', '21/03/2024'),
      contexte({ exercicePrecedent: precedent('31/12/2022', '20/03/2023') }),
    );
    expect(resultat).toEqual({ erreurs: [], avertissements: [] });
  });
});

describe('premier exercice comptable', () => {
  it.each([
    ['règlement de exactement 5 ans : pas d’avertissement', true, '15/06/2019', []],
    [
      'règlement de 5 ans et un jour : avertissement',
      true,
      '14/06/2019',
      ['exercice.premierExercice.reglementAncien'],
    ],
    ['case décochée : pas d’avertissement', false, '01/01/1980', []],
    ['règlement récent : pas d’avertissement', true, '01/01/2023', []],
  ])('%s', (_titre, premier, reglement, attendu) => {
    const resultat = verifierExercice(
      { ...saisie('01/01/2023', '31/12/2023'), premierExerciceComptable: premier },
      contexte({ dateReglementCopropriete: d(reglement) }),
    );
    expect(avertissements(resultat)).toEqual(attendu);
    if (attendu.length > 0) {
      expect(resultat.avertissements[0]?.champ).toBe('donneesFinancieres.premierExerciceComptable');
    }
  });
});

describe('exerciceModifiable', () => {
  const etat = (
    statutDeclaration: EtatExercice['statutDeclaration'],
    comptesNonApprouves = false,
  ): EtatExercice => ({
    statutDeclaration,
    comptesNonApprouves,
  });

  it.each([
    ['déclaration nouvelle', etat(null), false, true],
    ['brouillon', etat('BROUILLON'), false, true],
    ['à valider', etat('A_VALIDER'), false, true],
    ['courante (validée)', etat('COURANTE'), false, false],
    ['immatriculation (validée)', etat('IMMATRICULATION'), false, false],
    ['antérieure à la dernière annuelle (validée)', etat('AVANT_DECLARATION_ANNUELLE'), false, false],
    ['supprimée', etat('SUPPRIME'), false, false],
    ['validée, comptes non approuvés, hors mise à jour dédiée', etat('COURANTE', true), false, false],
    [
      'validée, comptes non approuvés, mise à jour des exercices non approuvés',
      etat('COURANTE', true),
      true,
      true,
    ],
    [
      'validée, comptes approuvés, mise à jour des exercices non approuvés',
      etat('COURANTE', false),
      true,
      false,
    ],
    ['supprimée, comptes non approuvés, mise à jour dédiée', etat('SUPPRIME', true), true, false],
  ])('%s : modifiable %s', (_titre, etatExercice, miseAJourComptesNonApprouves, attendu) => {
    expect(exerciceModifiable(etatExercice, miseAJourComptesNonApprouves)).toBe(attendu);
  });
});
