import { describe, expect, it } from 'vitest';
import {
  ETAT_INITIAL_ACTION_BLOQUANTE,
  type EtatActionBloquante,
  type EvenementActionBloquante,
  reduireActionBloquante,
} from './action-bloquante';

const jouer = (...evenements: EvenementActionBloquante[]): EtatActionBloquante =>
  evenements.reduce(reduireActionBloquante, ETAT_INITIAL_ACTION_BLOQUANTE);

describe('automate des actions bloquantes', () => {
  it('part d’un état au repos, sans résultat', () => {
    expect(ETAT_INITIAL_ACTION_BLOQUANTE).toEqual({ enCours: false, succes: null, erreur: null });
  });

  it('une action démarrée est en cours, sans résultat', () => {
    expect(jouer({ type: 'demarrer' })).toEqual({ enCours: true, succes: null, erreur: null });
  });

  it('une action réussie se termine avec succès', () => {
    expect(jouer({ type: 'demarrer' }, { type: 'reussir' })).toEqual({
      enCours: false,
      succes: true,
      erreur: null,
    });
  });

  it('une action échouée se termine sans succès et garde son erreur', () => {
    const erreur = new Error('refus');
    expect(jouer({ type: 'demarrer' }, { type: 'echouer', erreur })).toEqual({
      enCours: false,
      succes: false,
      erreur,
    });
  });

  it('une nouvelle action efface le résultat de la précédente', () => {
    expect(jouer({ type: 'demarrer' }, { type: 'echouer', erreur: 'x' }, { type: 'demarrer' })).toEqual({
      enCours: true,
      succes: null,
      erreur: null,
    });
  });

  it('démarrer une action déjà en cours ne change rien', () => {
    const enCours = jouer({ type: 'demarrer' });
    expect(reduireActionBloquante(enCours, { type: 'demarrer' })).toBe(enCours);
  });

  it('une fin sans action en cours est ignorée', () => {
    expect(jouer({ type: 'reussir' })).toBe(ETAT_INITIAL_ACTION_BLOQUANTE);
    const termine = jouer({ type: 'demarrer' }, { type: 'reussir' });
    expect(reduireActionBloquante(termine, { type: 'echouer', erreur: 'tard' })).toBe(termine);
  });

  it('réinitialiser revient au repos', () => {
    expect(jouer({ type: 'demarrer' }, { type: 'reussir' }, { type: 'reinitialiser' })).toEqual(
      ETAT_INITIAL_ACTION_BLOQUANTE,
    );
  });
});
