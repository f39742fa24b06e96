import { Input } from '@codegouvfr/react-dsfr/Input';
import type { ReactNode } from 'react';
import { type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';
import { useEtatChamp } from '../../components/formulaire';

export interface ChampTexteProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: ReactNode;
  hintText?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Champ facultatif : « (facultatif) » est ajouté au libellé. */
  facultatif?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  className?: string;
}

/** Champ de saisie DSFR relié au formulaire englobant ; l'erreur n'apparaît qu'une fois le champ touché. */
export function ChampTexte<T extends FieldValues>({
  name,
  label,
  hintText,
  type = 'text',
  autoComplete = 'off',
  facultatif = false,
  inputMode,
  maxLength,
  className,
}: ChampTexteProps<T>) {
  const { register } = useFormContext<T>();
  const { state, stateRelatedMessage } = useEtatChamp<T>(name);
  return (
    <Input
      className={className}
      label={facultatif ? <>{label} (facultatif)</> : label}
      hintText={hintText}
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      nativeInputProps={{
        ...register(name),
        type,
        autoComplete,
        inputMode,
        maxLength,
        spellCheck: type === 'text' ? undefined : false,
        'aria-required': facultatif ? undefined : true,
      }}
    />
  );
}
