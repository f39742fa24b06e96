import { z } from 'zod';

/** Erreur d'un champ, avec son message en français (spec 2 §8). */
export const ErreurChamp = z.object({
  champ: z.string(),
  message: z.string(),
});
export type ErreurChamp = z.infer<typeof ErreurChamp>;

/**
 * Forme unique des réponses d'erreur de l'API (spec 2 §8) : identifiant de l'erreur,
 * statut HTTP, message en français et origine (méthode et chemin de l'appel).
 * `champs` détaille les erreurs de saisie d'une réponse 400.
 */
export const ErreurApi = z.object({
  id: z.string(),
  status: z.number().int(),
  message: z.string(),
  origin: z.string(),
  champs: z.array(ErreurChamp).optional(),
});
export type ErreurApi = z.infer<typeof ErreurApi>;

/**
 * Nature d'une erreur métier : les services lèvent une nature, la couche HTTP la traduit en statut
 * (`STATUT_PAR_NATURE`). Le domaine et les services ne connaissent pas les statuts HTTP.
 */
export type NatureErreur =
  | 'saisie'
  | 'non-connecte'
  | 'interdit'
  | 'introuvable'
  | 'conflit'
  | 'trop-de-demandes'
  | 'indisponible';

/** Statut HTTP de chaque nature d'erreur métier. */
export const STATUT_PAR_NATURE: Record<NatureErreur, number> = {
  saisie: 400,
  'non-connecte': 401,
  interdit: 403,
  introuvable: 404,
  conflit: 409,
  'trop-de-demandes': 429,
  indisponible: 503,
};

/** Erreur métier levée par un service, avec un message en français et, pour une saisie, ses champs. */
export class ErreurMetier extends Error {
  constructor(
    readonly nature: NatureErreur,
    message: string,
    readonly champs?: ErreurChamp[],
  ) {
    super(message);
    this.name = 'ErreurMetier';
  }
}

/** Erreur de saisie d'un seul champ : le message s'affiche sous ce champ et en message général. */
export function erreurSaisie(champ: string, message: string): ErreurMetier {
  return new ErreurMetier('saisie', message, [{ champ, message }]);
}
