import { ErreurAppel } from './client';

/**
 * Lecture d'une erreur d'appel à l'API par les écrans : statut et message, sans tester la classe de
 * l'erreur à chaque endroit. Les erreurs 400 d'un formulaire passent par `reporterErreursServeur`.
 */

/** Statut HTTP d'une erreur d'appel à l'API, `null` pour toute autre erreur (réseau, programme). */
export function statutErreur(erreur: unknown): number | null {
  return erreur instanceof ErreurAppel ? erreur.status : null;
}

/** L'erreur est-elle une réponse de l'API avec ce statut ? */
export function estErreurStatut(erreur: unknown, status: number): erreur is ErreurAppel {
  return statutErreur(erreur) === status;
}

/** Message du serveur sur un champ donné d'une erreur d'appel, sinon son message général. */
export function messageChampServeur(erreur: ErreurAppel, champ: string): string {
  return erreur.erreur.champs?.find((c) => c.champ === champ)?.message ?? erreur.message;
}

/** Message français d'une erreur d'appel à l'API ; le repli pour toute autre erreur. */
export function messageErreur(erreur: unknown, repli: string): string {
  return erreur instanceof ErreurAppel ? erreur.message : repli;
}
