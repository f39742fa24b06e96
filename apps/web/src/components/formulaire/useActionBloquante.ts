import { useCallback, useMemo, useReducer, useRef } from 'react';
import {
  ETAT_INITIAL_ACTION_BLOQUANTE,
  type EtatActionBloquante,
  reduireActionBloquante,
} from './action-bloquante';

export interface OptionsExecution {
  /** Relance l'erreur après avoir terminé l'action en échec (création de compte, données financières…). */
  relancer?: boolean;
}

export interface ActionBloquante extends EtatActionBloquante {
  /**
   * Démarre l'action puis la termine avec son succès. Renvoie le résultat, ou `undefined` si l'action
   * échoue (sans `relancer`) ou si une action est déjà en cours (le second appel est ignoré).
   */
  executer: <R>(action: () => Promise<R>, options?: OptionsExecution) => Promise<R | undefined>;
  /** Revient à l'état initial (par exemple à la fermeture d'une modale). */
  reinitialiser: () => void;
}

/**
 * Action bloquante : `enCours` désactive les boutons, `succes` (vrai, faux, ou `null` avant la première
 * fin) permet à l'écran de réagir. Une action échouée se termine avec `succes = false` et son `erreur`,
 * et relance l'erreur si on le demande. Les erreurs d'appel sont déjà notifiées par le client d'API.
 */
export function useActionBloquante(): ActionBloquante {
  const [etat, envoyer] = useReducer(reduireActionBloquante, ETAT_INITIAL_ACTION_BLOQUANTE);
  // Garde synchrone contre le double clic : l'état React n'est à jour qu'au rendu suivant.
  const enCoursRef = useRef(false);

  const executer = useCallback(
    async <R>(action: () => Promise<R>, options: OptionsExecution = {}): Promise<R | undefined> => {
      if (enCoursRef.current) {
        return undefined;
      }
      enCoursRef.current = true;
      envoyer({ type: 'demarrer' });
      try {
        const resultat = await action();
        envoyer({ type: 'reussir' });
        return resultat;
      } catch (erreur) {
        envoyer({ type: 'echouer', erreur });
        if (options.relancer) {
          throw erreur;
        }
        return undefined;
      } finally {
        enCoursRef.current = false;
      }
    },
    [],
  );

  const reinitialiser = useCallback(() => envoyer({ type: 'reinitialiser' }), []);

  return useMemo(() => ({ ...etat, executer, reinitialiser }), [etat, executer, reinitialiser]);
}
