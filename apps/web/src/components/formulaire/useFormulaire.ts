import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';

/**
 * Formulaire react-hook-form réglé pour le kit (spec 2 §5.6, ADR 0111) :
 * - chaque champ est validé quand il change et quand on le quitte (`mode: 'all'`), pour que l'erreur d'un
 *   champ touché ou modifié s'affiche sans attendre la soumission (`useEtatChamp` décide de l'affichage) ;
 * - à la soumission refusée, le focus ne saute pas sur un champ : `Formulaire` le place sur le résumé des
 *   erreurs en haut du formulaire, qui mène à chaque champ.
 * Tout formulaire de l'application passe par ce crochet plutôt que par `useForm`.
 */
export function useFormulaire<TSaisie extends FieldValues, TContexte = unknown, TSortie = TSaisie>(
  options: UseFormProps<TSaisie, TContexte, TSortie> = {},
): UseFormReturn<TSaisie, TContexte, TSortie> {
  return useForm<TSaisie, TContexte, TSortie>({ mode: 'all', ...options, shouldFocusError: false });
}
