import { describe, expect, it, vi } from 'vitest';
import { ErreurAppel } from '../../api/client';
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
    ).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'serveur', message: 'Déjà utilisée.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('une 400 sans champ, ou sur un champ inconnu, devient l’erreur générale', () => {
    const setError = vi.fn();
    reporterErreursServeur(erreur(400), setError, ['email']);
    expect(setError).toHaveBeenCalledWith('root', { type: 'serveur', message: 'Message général.' });
    const autre = vi.fn();
    reporterErreursServeur(erreur(400, [{ champ: 'captcha', message: 'Captcha invalide.' }]), autre, [
      'email',
    ]);
    expect(autre).toHaveBeenCalledWith('root', { type: 'serveur', message: 'Captcha invalide.' });
  });

  it('les autres erreurs restent au traitement commun', () => {
    const setError = vi.fn();
    expect(reporterErreursServeur(erreur(403), setError, ['email'])).toBe(false);
    expect(reporterErreursServeur(new Error('réseau'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
