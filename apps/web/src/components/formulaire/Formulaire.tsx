import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { type FormHTMLAttributes, type ReactNode, useRef } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ResumeErreurs } from './ResumeErreurs';

export interface FormulaireProps<T extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'children'> {
  /** Formulaire react-hook-form, fourni aux champs par un `FormProvider`. */
  formulaire: UseFormReturn<T>;
  children: ReactNode;
}

/**
 * Formulaire relié à react-hook-form (créé par `useFormulaire`), sans validation native : l'erreur générale
 * (`root`, posée par exemple par la réponse du serveur) et, après une soumission refusée, le résumé des
 * erreurs de champ (qui reçoit le focus) s'affichent au-dessus des champs, qui lisent le formulaire par le
 * `FormProvider`.
 */
export function Formulaire<T extends FieldValues>({
  formulaire,
  children,
  ...attributs
}: FormulaireProps<T>) {
  const erreur = formulaire.formState.errors.root;
  const refFormulaire = useRef<HTMLFormElement>(null);
  return (
    <FormProvider {...formulaire}>
      {erreur && <Alert severity="error" small description={erreur.message ?? ''} className="fr-mb-2w" />}
      <ResumeErreurs control={formulaire.control} formulaire={refFormulaire} />
      <form ref={refFormulaire} noValidate {...attributs}>
        {children}
      </form>
    </FormProvider>
  );
}
