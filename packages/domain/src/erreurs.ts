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
