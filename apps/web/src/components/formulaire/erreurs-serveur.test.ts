import { describe, expect, it, vi } from 'vitest';
import { ErreurAppel } from '../../api/client';
import {
  codesConfirmes,
  ETAT_AVERTISSEMENTS_VIDE,
  reduireAvertissements,
  resteAConfirmer,
} from './avertissements';
import { reporterErreursServeur } from './erreurs-serveur';

const erreur = (status: number, champs?: { champ: string; message: string }[]) =>
  new ErreurAppel({ id: 'x', status, message: 'Message général.', origin: 'POST /api/utilisateurs', champs });

describe('report des erreurs du serveur sur le formulaire', () => {
  it('une erreur de champ connu va sous le champ', () => {
    const setError = vi.fn();
    expect(
      reporterErreursServeur(erreur(400, [{ champ: 'email', message: 'Déjà utilisée.' }]), setError, [
        'email',
      ]),
    ).toEqual({ messagesHorsChamp: [], surChamp: true });
    expect(setError).toHaveBeenCalledWith('email', { type: 'serveur', message: 'Déjà utilisée.' });
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('une 400 sans champ, ou sur un champ inconnu, devient l’erreur générale', () => {
    const setError = vi.fn();
    reporterErreursServeur(erreur(400), setError, ['email']);
    expect(setError).toHaveBeenCalledWith('root', { type: 'serveur', message: 'Message général.' });
    const autre = vi.fn();
    expect(
      reporterErreursServeur(erreur(400, [{ champ: 'captcha', message: 'Captcha invalide.' }]), autre, [
        'email',
      ]),
    ).toEqual({ messagesHorsChamp: ['Captcha invalide.'], surChamp: false });
    expect(autre).toHaveBeenCalledWith('root', { type: 'serveur', message: 'Captcha invalide.' });
  });

  it('les autres erreurs restent au traitement commun', () => {
    const setError = vi.fn();
    expect(reporterErreursServeur(erreur(403), setError, ['email'])).toBe(false);
    expect(reporterErreursServeur(new Error('réseau'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('avertissements à confirmer reçus du serveur', () => {
  const avertissement = { champ: 'dateFin', code: 'mandat.duree', message: 'Durée inhabituelle.' };
  const avecAvertissements = (avertissements: (typeof avertissement)[]) =>
    new ErreurAppel({ id: 'x', status: 400, message: 'À confirmer.', origin: 'POST /api/x', avertissements });

  it('vont à l’état des avertissements, sans erreur de champ ni erreur générale', () => {
    const setError = vi.fn();
    const recevoir = vi.fn();
    expect(
      reporterErreursServeur(avecAvertissements([avertissement]), setError, ['dateFin'], {
        avertissements: { recevoir },
      }),
    ).toEqual({ messagesHorsChamp: [], surChamp: false });
    expect(recevoir).toHaveBeenCalledWith([avertissement], ['dateFin']);
    expect(setError).not.toHaveBeenCalled();
  });

  it('sans état d’avertissements, un avertissement devient l’erreur générale (il ne peut pas se perdre)', () => {
    const setError = vi.fn();
    reporterErreursServeur(avecAvertissements([avertissement]), setError, ['dateFin']);
    expect(setError).toHaveBeenCalledWith('root', { type: 'serveur', message: 'Durée inhabituelle.' });
  });

  it('l’état garde une confirmation tant que l’avertissement revient, et ne renvoie que les codes affichés', () => {
    const autre = { champ: 'inconnu', code: 'autre', message: 'Autre.' };
    let etat = reduireAvertissements(ETAT_AVERTISSEMENTS_VIDE, {
      type: 'recevoir',
      avertissements: [avertissement, autre],
      champsConnus: ['dateFin'],
    });
    expect(etat.horsChamp).toEqual([autre]);
    expect(resteAConfirmer(etat)).toBe(true);
    etat = reduireAvertissements(etat, { type: 'confirmer', code: 'mandat.duree', confirme: true });
    etat = reduireAvertissements(etat, { type: 'confirmer', code: 'autre', confirme: true });
    expect(codesConfirmes(etat)).toEqual(['mandat.duree', 'autre']);
    expect(resteAConfirmer(etat)).toBe(false);
    etat = reduireAvertissements(etat, { type: 'confirmer', code: 'autre', confirme: false });
    expect(codesConfirmes(etat)).toEqual(['mandat.duree']);
    // Au renvoi, seul « mandat.duree » revient : la confirmation de « autre » tombe.
    etat = reduireAvertissements(etat, {
      type: 'recevoir',
      avertissements: [avertissement],
      champsConnus: ['dateFin'],
    });
    expect(etat.confirmes).toEqual(['mandat.duree']);
    expect(reduireAvertissements(etat, { type: 'vider' })).toEqual(ETAT_AVERTISSEMENTS_VIDE);
  });
});
