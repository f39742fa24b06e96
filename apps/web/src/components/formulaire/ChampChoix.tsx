import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import type { OptionChamp, PresentationChamp } from '@registre/domain';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { ConfirmationsChamp, etatAvecAvertissements, useAvertissementsChamp } from './Avertissements';
import { useEtatChamp } from './useEtatChamp';

export interface ChampChoixProps {
  nom: string;
  /** Description du champ dans le domaine : légende et options (ADR 0101). */
  descripteur?: PresentationChamp;
  legende?: ReactNode;
  options?: readonly OptionChamp[];
  orientation?: 'horizontal' | 'vertical';
}

/** Choix unique en boutons radio DSFR, relié au formulaire englobant (erreur, avertissement). */
export function ChampChoix({
  nom,
  descripteur,
  legende,
  options,
  orientation = 'horizontal',
}: ChampChoixProps) {
  const { register } = useFormContext<FieldValues>();
  const erreur = useEtatChamp<FieldValues>(nom);
  const avertissements = useAvertissementsChamp(nom);
  const { state, stateRelatedMessage } = etatAvecAvertissements(erreur, avertissements);
  return (
    <>
      <RadioButtons
        legend={legende ?? descripteur?.libelle ?? nom}
        hintText={descripteur?.aide}
        orientation={orientation}
        state={state}
        stateRelatedMessage={stateRelatedMessage}
        options={(options ?? descripteur?.options ?? []).map((option) => ({
          label: option.libelle,
          nativeInputProps: { ...register(nom as Path<FieldValues>), value: option.valeur },
        }))}
      />
      <ConfirmationsChamp champ={nom} />
    </>
  );
}
