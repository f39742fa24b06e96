import type { Constat } from '../commun/resultat.js';
import { type CodeRegle, messageRegle, type ParametresMessage } from '../messages/regles.js';

/** Construit le constat d'une règle : champ visé, code stable et message français. */
export function constatRegle(champ: string, code: CodeRegle, parametres?: ParametresMessage): Constat {
  return { champ, code, message: messageRegle(code, parametres) };
}
