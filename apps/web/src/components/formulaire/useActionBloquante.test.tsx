// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useActionBloquante } from './useActionBloquante';

afterEach(cleanup);

function promesseEnAttente<T>() {
  let resoudre: (valeur: T) => void = () => {};
  let rejeter: (erreur: unknown) => void = () => {};
  const promesse = new Promise<T>((ok, ko) => {
    resoudre = ok;
    rejeter = ko;
  });
  return { promesse, resoudre, rejeter };
}

describe('useActionBloquante', () => {
  it('est en cours pendant l’action, puis se termine avec succès et rend le résultat', async () => {
    const { result } = renderHook(() => useActionBloquante());
    const attente = promesseEnAttente<string>();
    let resultat: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      resultat = result.current.executer(() => attente.promesse);
    });
    expect(result.current).toMatchObject({ enCours: true, succes: null });
    await act(async () => attente.resoudre('fait'));
    expect(await resultat).toBe('fait');
    expect(result.current).toMatchObject({ enCours: false, succes: true, erreur: null });
  });

  it('une action échouée se termine avec succes = false, sans relancer par défaut', async () => {
    const { result } = renderHook(() => useActionBloquante());
    const erreur = new Error('refus du serveur');
    let retour: unknown = 'non';
    await act(async () => {
      retour = await result.current.executer(() => Promise.reject(erreur));
    });
    expect(retour).toBeUndefined();
    expect(result.current).toMatchObject({ enCours: false, succes: false, erreur });
  });

  it('relance l’erreur quand on le demande, après avoir terminé l’action', async () => {
    const { result } = renderHook(() => useActionBloquante());
    const erreur = new Error('création refusée');
    await act(async () => {
      await expect(result.current.executer(() => Promise.reject(erreur), { relancer: true })).rejects.toBe(
        erreur,
      );
    });
    expect(result.current).toMatchObject({ enCours: false, succes: false, erreur });
  });

  it('ignore un second déclenchement pendant que l’action est en cours', async () => {
    const { result } = renderHook(() => useActionBloquante());
    const attente = promesseEnAttente<number>();
    let appels = 0;
    const action = () => {
      appels += 1;
      return attente.promesse;
    };
    let second: Promise<number | undefined> = Promise.resolve(0);
    act(() => {
      void result.current.executer(action);
      second = result.current.executer(action);
    });
    expect(await second).toBeUndefined();
    await act(async () => attente.resoudre(1));
    expect(appels).toBe(1);
  });

  it('réinitialiser efface le résultat', async () => {
    const { result } = renderHook(() => useActionBloquante());
    await act(async () => {
      await result.current.executer(async () => 1);
    });
    expect(result.current.succes).toBe(true);
    act(() => result.current.reinitialiser());
    expect(result.current).toMatchObject({ enCours: false, succes: null, erreur: null });
  });
});
