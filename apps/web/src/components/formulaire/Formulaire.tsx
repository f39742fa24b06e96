import { Alert } from '@codegouvfr/react-dsfr/Alert';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

export interface FormulaireProps<T extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'children'> {
  /** Formulaire react-hook-form, fourni aux champs par un `FormProvider`. */
  formulaire: UseFormReturn<T>;
  children: ReactNode;
}

/**
 * Formulaire relié à react-hook-form, sans validation native : l'erreur générale (`root`, posée par
 * exemple par la réponse du serveur) s'affiche au-dessus des champs, qui lisent le formulaire par le
 * `FormProvider`.
 */
export function Formulaire<T extends FieldValues>({
  formulaire,
  children,
  ...attributs
}: FormulaireProps<T>) {
  const erreur = formulaire.formState.errors.root;
  return (
    <FormProvider {...formulaire}>
      {erreur && <Alert severity="error" small description={erreur.message ?? ''} className="fr-mb-2w" />}
      <form noValidate {...attributs}>
        {children}
      </form>
    </FormProvider>
  );
}
