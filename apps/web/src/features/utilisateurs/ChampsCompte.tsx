import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Civilite, civiliteLabels } from '@registre/domain';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { useEtatChamp } from '../../components/formulaire';

/** Un champ vide devient `null` : les champs facultatifs du domaine (téléphone) refusent la chaîne vide. */
export const videVersNull = (valeur: unknown) =>
  typeof valeur === 'string' && valeur.trim() === '' ? null : valeur;

export interface ChampTexteProps {
  nom: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  aide?: string;
  facultatif?: boolean;
  maxLength?: number;
}

/** Champ texte DSFR relié au formulaire englobant ; l'erreur s'affiche une fois le champ touché. */
export function ChampTexte({
  nom,
  label,
  type = 'text',
  autoComplete,
  aide,
  facultatif,
  maxLength,
}: ChampTexteProps) {
  const { register } = useFormContext<FieldValues>();
  const { state, stateRelatedMessage } = useEtatChamp<FieldValues>(nom);
  return (
    <Input
      label={label}
      hintText={aide}
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      nativeInputProps={{
        ...register(nom as Path<FieldValues>, facultatif ? { setValueAs: videVersNull } : {}),
        type,
        ...(autoComplete ? { autoComplete } : {}),
        ...(maxLength ? { maxLength } : {}),
      }}
    />
  );
}

/** Civilité (Madame, Monsieur) en boutons radio. */
export function ChampCivilite({
  nom = 'civilite',
  legende = 'Civilité',
}: {
  nom?: string;
  legende?: string;
}) {
  const { register } = useFormContext<FieldValues>();
  const { state, stateRelatedMessage } = useEtatChamp<FieldValues>(nom);
  return (
    <RadioButtons
      legend={legende}
      orientation="horizontal"
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      options={Civilite.options.map((code) => ({
        label: civiliteLabels[code],
        nativeInputProps: { ...register(nom as Path<FieldValues>), value: code },
      }))}
    />
  );
}

/** Identité et coordonnées d'un compte : civilité, nom, prénom, adresse (et sa confirmation), téléphone. */
export function ChampsIdentite({ avecConfirmation = false }: { avecConfirmation?: boolean }) {
  return (
    <>
      <ChampCivilite />
      <div className="fr-grid-row fr-grid-row--gutters fr-mb-1w">
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte nom="nom" label="Nom" autoComplete="family-name" />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte nom="prenom" label="Prénom" autoComplete="given-name" />
        </div>
      </div>
      <ChampTexte
        nom="email"
        label="Adresse électronique"
        type="email"
        autoComplete="email"
        aide="Format attendu : nom@domaine.fr"
      />
      {avecConfirmation && (
        <ChampTexte nom="confirmationEmail" label="Confirmation de l'adresse électronique" type="email" />
      )}
      <ChampTexte
        nom="telephone"
        label="Téléphone (facultatif)"
        type="tel"
        autoComplete="tel"
        aide="Exemple : 01 23 45 67 89 ou +33 1 23 45 67 89"
        facultatif
      />
    </>
  );
}
