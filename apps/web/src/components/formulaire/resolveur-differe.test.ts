import { messagesGeneriques } from '@registre/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { SaisieConnexion } from '../../pages/compte/resolveurs-compte';
import { resolveurDiffere } from './resolveur-differe';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<SaisieConnexion>;

describe('resolveurDiffere (ADR 0286)', () => {
  it('charge le schéma au premier contrôle seulement et rend ses messages du domaine', async () => {
    let chargements = 0;
    const resolveur = resolveurDiffere<SaisieConnexion>(() => {
      chargements += 1;
      return import('../../pages/compte/resolveurs-compte').then((m) => m.resolveurConnexion);
    });
    expect(chargements).toBe(0);
    const refus = await resolveur(
      { identifiant: ' ', motDePasse: '', resterConnecte: false },
      undefined,
      options,
    );
    expect(refus.errors.identifiant?.message).toBe(messagesGeneriques.required);
    expect(refus.errors.motDePasse?.message).toBe(messagesGeneriques.required);
    const accord = await resolveur(
      { identifiant: ' a@b.fr ', motDePasse: 'x', resterConnecte: true },
      undefined,
      options,
    );
    expect(accord.errors).toEqual({});
    expect(accord.values).toEqual({ identifiant: 'a@b.fr', motDePasse: 'x', resterConnecte: true });
    expect(chargements).toBe(1);
  });

  it('après un échec de chargement, le contrôle suivant retente', async () => {
    let chargements = 0;
    const resolveur = resolveurDiffere<SaisieConnexion>(() => {
      chargements += 1;
      return chargements === 1
        ? Promise.reject(new Error('réseau coupé'))
        : import('../../pages/compte/resolveurs-compte').then((m) => m.resolveurConnexion);
    });
    const saisie = { identifiant: '', motDePasse: '', resterConnecte: false };
    await expect(resolveur(saisie, undefined, options)).rejects.toThrow('réseau coupé');
    const refus = await resolveur(saisie, undefined, options);
    expect(refus.errors.identifiant?.message).toBe(messagesGeneriques.required);
    expect(chargements).toBe(2);
  });
});
