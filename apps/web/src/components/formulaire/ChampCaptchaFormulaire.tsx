import { useCallback } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { ChampCaptcha } from './ChampCaptcha';

/**
 * Captcha relié à react-hook-form (`FormProvider` englobant) : la preuve du composant ALTCHA devient la valeur
 * du champ (chaîne vide tant qu'elle manque). Changer `cle` remplace le composant par un neuf : une preuve ne
 * sert qu'une fois. L'erreur s'affiche une fois le formulaire soumis.
 */
export function ChampCaptchaFormulaire<T extends FieldValues>({
  name,
  cle,
}: {
  name: FieldPath<T>;
  cle: number;
}) {
  const { field, fieldState, formState } = useController<T>({ name });
  const { onChange } = field;
  const surPreuve = useCallback((preuve: string | null) => onChange((preuve ?? '') as never), [onChange]);
  return (
    <ChampCaptcha
      key={cle}
      onChange={surPreuve}
      erreur={formState.isSubmitted ? fieldState.error?.message : undefined}
    />
  );
}
