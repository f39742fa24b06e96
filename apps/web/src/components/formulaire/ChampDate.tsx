import { Input } from '@codegouvfr/react-dsfr/Input';
import { estDateTexteValide, messagesGeneriques, PLACEHOLDER_DATE } from '@registre/domain';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { etatDsfr, messageErreurAffiche, type ParametresValidateurs } from './erreurs-champ';
import { normaliserSaisieDate, saisieDeValeurDate, valeurDeSaisieDate } from './saisie-date';
import { type ChampControleProps, useChampControle } from './useChampControle';

export interface ChampDateProps<T extends FieldValues> extends ChampControleProps<T> {
  /** Aide sous le libellé ; par défaut le format attendu. */
  hintText?: ReactNode;
  /** Champ obligatoire : `aria-required`, et règle « obligatoire » pour les formulaires sans schéma. */
  requis?: boolean;
  /** Valeur de l'attribut `autocomplete` (`bday` pour une date de naissance). */
  autoComplete?: string;
  parametres?: ParametresValidateurs;
}

/** Aide affichée par défaut : le format doit être indiqué autrement que par le texte indicatif (RGAA 11.10). */
export const AIDE_FORMAT_DATE = 'Format attendu : jj/mm/aaaa';

/**
 * Champ de date « jj/mm/aaaa » (spec 2 §9) sur l'`Input` du DSFR, relié à react-hook-form. La valeur du
 * formulaire est le texte saisi, ou `null` quand le champ est vide ; la saisie est mise en forme à la
 * sortie du champ (« 1/2/2024 » → « 01/02/2024 »). La validité se vérifie dans le schéma du formulaire
 * (`DateTexte` du domaine) ou, à défaut de schéma, par les règles du champ.
 */
export function ChampDate<T extends FieldValues>({
  name,
  control,
  label,
  hintText = AIDE_FORMAT_DATE,
  disabled = false,
  requis = false,
  autoComplete = 'off',
  className,
  parametres,
}: ChampDateProps<T>) {
  // Règle appliquée sans schéma ; avec `zodResolver`, c'est `DateTexte` qui décide.
  const { field, fieldState, formState } = useChampControle({ name, control, disabled }, (valeur) => {
    if (valeur === null || valeur === undefined || valeur === '') {
      return !requis || messagesGeneriques.required;
    }
    return estDateTexteValide(typeof valeur === 'string' ? valeur : null) || messagesGeneriques.date;
  });
  const message = messageErreurAffiche(fieldState, {
    formulaireSoumis: formState.isSubmitted,
    parametres: parametres ?? {},
  });
  const texte = saisieDeValeurDate(field.value);
  return (
    <Input
      className={className}
      label={label}
      hintText={hintText}
      disabled={disabled}
      {...etatDsfr(message)}
      nativeInputProps={{
        ref: field.ref,
        name: field.name,
        type: 'text',
        lang: 'fr',
        inputMode: 'numeric',
        autoComplete,
        placeholder: PLACEHOLDER_DATE,
        value: texte,
        'aria-invalid': message !== undefined,
        'aria-required': requis || undefined,
        onChange: (evenement) => field.onChange(valeurDeSaisieDate(evenement.target.value)),
        onBlur: () => {
          const normalisee = normaliserSaisieDate(texte);
          if (normalisee !== texte) {
            field.onChange(valeurDeSaisieDate(normalisee));
          }
          field.onBlur();
        },
      }}
    />
  );
}
