import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { type EtatDsfr, etatDsfr, messageErreurAffiche, type ParametresValidateurs } from './erreurs-champ';

export interface OptionsEtatChamp<T extends FieldValues> {
  /** Contrôle du formulaire ; à défaut, celui du `FormProvider` englobant. */
  control?: Control<T>;
  /** Valeurs des validateurs paramétrés (ou règles passées à `register`), pour les messages génériques. */
  parametres?: ParametresValidateurs;
}

export interface EtatChamp extends EtatDsfr {
  /** Message d'erreur à afficher, `undefined` tant que le champ n'est ni touché, ni modifié, ni soumis. */
  message: string | undefined;
  invalide: boolean;
  touche: boolean;
  modifie: boolean;
}

/**
 * État d'affichage d'un champ react-hook-form (spec 2 §5.6) : l'erreur n'apparaît qu'une fois le champ
 * touché ou modifié, ou le formulaire soumis. Le résultat se passe tel quel aux composants DSFR :
 * `<Input {...etat} … />` ne retient que `state` et `stateRelatedMessage`, d'où la déstructuration
 * conseillée `const { state, stateRelatedMessage } = useEtatChamp('nom')`.
 */
export function useEtatChamp<T extends FieldValues>(
  name: FieldPath<T>,
  options: OptionsEtatChamp<T> = {},
): EtatChamp {
  // Sans FormProvider, react-hook-form renvoie null malgré son type.
  const contexte: UseFormReturn<T> | null = useFormContext<T>();
  const control = options.control ?? contexte?.control;
  if (control === undefined) {
    throw new Error(`useEtatChamp('${name}') : ni « control » ni FormProvider englobant.`);
  }
  // Lire `errors`, `touchedFields` et `dirtyFields` abonne le composant à leurs changements.
  const formState = useFormState({ control, name });
  const error: FieldError | undefined = get(formState.errors, name);
  const etat = {
    error,
    isTouched: Boolean(get(formState.touchedFields, name)),
    isDirty: Boolean(get(formState.dirtyFields, name)),
  };
  const message = messageErreurAffiche(etat, {
    formulaireSoumis: formState.isSubmitted,
    parametres: options.parametres ?? {},
  });
  return {
    ...etatDsfr(message),
    message,
    invalide: error !== undefined,
    touche: etat.isTouched,
    modifie: etat.isDirty,
  };
}
