import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** Propriétés communes des champs pilotés par react-hook-form (`useController`) : date, fichiers. */
export interface ChampControleProps<T extends FieldValues> {
  name: FieldPath<T>;
  /** Contrôle du formulaire ; à défaut, celui du `FormProvider` englobant. */
  control?: Control<T>;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * Relie un champ piloté au formulaire avec sa règle de validation. React-hook-form n'applique la règle
 * que si le formulaire n'a pas de schéma (`resolver`) ; avec `zodResolver`, c'est le schéma qui décide.
 */
export function useChampControle<T extends FieldValues>(
  { name, control, disabled }: Pick<ChampControleProps<T>, 'name' | 'control' | 'disabled'>,
  validate: (valeur: unknown) => boolean | string,
) {
  return useController({ name, control, disabled, rules: { validate } });
}
