import { Input } from '@codegouvfr/react-dsfr/Input';
import type { FieldValues, Path } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { useEtatChamp } from '../../components/formulaire';

/**
 * Texte libre du teneur sur plusieurs lignes (raison, message), relié au formulaire englobant : l'erreur
 * s'affiche une fois le champ touché (spec 2 §5.6), comme les champs du kit.
 */
export function ChampMessage({
  nom,
  libelle,
  aide,
  longueurMax,
  facultatif = false,
}: {
  nom: string;
  libelle: string;
  aide?: string;
  longueurMax: number;
  facultatif?: boolean;
}) {
  const { register } = useFormContext<FieldValues>();
  const { state, stateRelatedMessage } = useEtatChamp<FieldValues>(nom);
  return (
    <Input
      textArea
      label={facultatif ? `${libelle} (facultatif)` : libelle}
      hintText={aide ?? `${longueurMax.toLocaleString('fr-FR')} caractères au plus.`}
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      nativeTextAreaProps={{
        ...register(nom as Path<FieldValues>),
        rows: 5,
        maxLength: longueurMax,
        'aria-required': facultatif ? undefined : true,
      }}
    />
  );
}
