import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Select } from '@codegouvfr/react-dsfr/Select';
import type { DescripteurChamp, OptionChamp } from '@registre/domain';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import {
  ChampChoix,
  ChampDate,
  ChampTexte,
  ConfirmationsChamp,
  etatAvecAvertissements,
  useAvertissementsChamp,
  useEtatChamp,
} from '../../components/formulaire';

/**
 * Champs de la déclaration tirés de leur descripteur du domaine (ADR 0101, 0150) : le composant suit la
 * nature de saisie. Texte, nombre et date passent par le kit ; oui/non, case et liste déroulante sont
 * pilotés ici (la valeur du formulaire est un booléen ou `null`, pas le texte d'un bouton radio, pour que
 * le brouillon relu coche la bonne réponse).
 */
export interface ChampDeclarationProps {
  /** Chemin complet du champ (`identification.nbLots`). */
  nom: string;
  descripteur: DescripteurChamp;
  /** Libellé propre à l'écran (par exemple dans une ligne de tableau) ; sinon celui du descripteur. */
  libelle?: string;
  className?: string;
  /**
   * Champ demandé par une règle de l'étape dans la situation affichée (données financières connues,
   * chauffage collectif…) : il n'est pas dit « facultatif » et il est marqué obligatoire.
   */
  requis?: boolean;
  /** Options lues sur le serveur (listes `parametres/*`) à la place de celles du descripteur. */
  options?: readonly OptionChamp[];
}

function libelleAffiche(descripteur: DescripteurChamp, libelle?: string): string {
  const texte = libelle ?? descripteur.libelle;
  return descripteur.facultatif ? `${texte} (facultatif)` : texte;
}

export function ChampDeclaration({ requis, options, ...props }: ChampDeclarationProps) {
  const descripteur = {
    ...props.descripteur,
    ...(requis ? { facultatif: false } : {}),
    ...(options ? { options } : {}),
  };
  return <ChampSelonNature {...props} descripteur={descripteur} />;
}

function ChampSelonNature({ nom, descripteur, libelle, className }: ChampDeclarationProps) {
  switch (descripteur.saisie) {
    case 'date':
      return (
        <ChampDateDeclaration nom={nom} descripteur={descripteur} libelle={libelle} className={className} />
      );
    case 'ouiNon':
      return <ChampOuiNon nom={nom} descripteur={descripteur} libelle={libelle} className={className} />;
    case 'case':
      return <ChampCase nom={nom} descripteur={descripteur} libelle={libelle} className={className} />;
    case 'choix':
      return (descripteur.options?.length ?? 0) > 4 ? (
        <ChampListe nom={nom} descripteur={descripteur} libelle={libelle} className={className} />
      ) : (
        <div className={className}>
          <ChampChoix
            nom={nom}
            descripteur={descripteur}
            legende={libelleAffiche(descripteur, libelle)}
            orientation="vertical"
          />
        </div>
      );
    case 'texte':
    case 'email':
    case 'tel':
    case 'nombre':
      return (
        <ChampTexte
          nom={nom}
          descripteur={descripteur}
          label={libelle ? libelleAffiche(descripteur, libelle) : undefined}
          className={className}
        />
      );
    default:
      // Adresse, liste, fichier et valeurs internes ont leur propre écran.
      return null;
  }
}

function ChampDateDeclaration({ nom, descripteur, libelle, className }: ChampDeclarationProps) {
  return (
    <div className={className}>
      <ChampDate
        name={nom as Path<FieldValues>}
        label={libelleAffiche(descripteur, libelle)}
        hintText={descripteur.aide}
        requis={!descripteur.facultatif}
      />
      <ConfirmationsChamp champ={nom} avecMessage />
    </div>
  );
}

/** Boutons Oui / Non : la valeur est `true`, `false` ou `null` (pas encore répondu). */
export function ChampOuiNon({ nom, descripteur, libelle, className }: ChampDeclarationProps) {
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ name: nom, control });
  const erreur = useEtatChamp<FieldValues>(nom);
  const avertissements = useAvertissementsChamp(nom);
  const { state, stateRelatedMessage } = etatAvecAvertissements(erreur, avertissements);
  const choix = (valeur: boolean) => ({
    label: valeur ? 'Oui' : 'Non',
    nativeInputProps: {
      name: field.name,
      value: String(valeur),
      checked: field.value === valeur,
      onChange: () => field.onChange(valeur),
      onBlur: field.onBlur,
      ...(valeur ? { ref: field.ref } : {}),
    },
  });
  return (
    <div className={className}>
      <RadioButtons
        legend={libelleAffiche(descripteur, libelle)}
        hintText={descripteur.aide}
        orientation="horizontal"
        state={state}
        stateRelatedMessage={stateRelatedMessage}
        options={[choix(true), choix(false)]}
      />
      <ConfirmationsChamp champ={nom} />
    </div>
  );
}

/** Case à cocher seule : cochée `true`, sinon `false`. */
export function ChampCase({ nom, descripteur, libelle, className }: ChampDeclarationProps) {
  const { control } = useFormContext<FieldValues>();
  const { field } = useController({ name: nom, control });
  const erreur = useEtatChamp<FieldValues>(nom);
  return (
    <div className={className}>
      <Checkbox
        state={erreur.state}
        stateRelatedMessage={erreur.stateRelatedMessage}
        options={[
          {
            label: libelle ?? descripteur.libelle,
            hintText: descripteur.aide,
            nativeInputProps: {
              ref: field.ref,
              name: field.name,
              checked: field.value === true,
              onChange: (e) => field.onChange(e.currentTarget.checked),
              onBlur: field.onBlur,
            },
          },
        ]}
      />
      <ConfirmationsChamp champ={nom} avecMessage />
    </div>
  );
}

/** Liste déroulante DSFR pour un choix de plus de quatre options ; vide, la valeur est `null`. */
export function ChampListe({ nom, descripteur, libelle, className }: ChampDeclarationProps) {
  const { register } = useFormContext<FieldValues>();
  const erreur = useEtatChamp<FieldValues>(nom);
  const avertissements = useAvertissementsChamp(nom);
  const { state, stateRelatedMessage } = etatAvecAvertissements(erreur, avertissements);
  return (
    <div className={className}>
      <Select
        label={libelleAffiche(descripteur, libelle)}
        hint={descripteur.aide}
        state={state === 'info' ? 'info' : state}
        stateRelatedMessage={stateRelatedMessage}
        nativeSelectProps={{
          ...register(nom, { setValueAs: (v: unknown) => (v === '' || v === undefined ? null : v) }),
          'aria-required': descripteur.facultatif ? undefined : true,
        }}
      >
        <option value="">Sélectionnez une option</option>
        {(descripteur.options ?? []).map((option) => (
          <option key={option.valeur} value={option.valeur}>
            {option.libelle}
          </option>
        ))}
      </Select>
      <ConfirmationsChamp champ={nom} />
    </div>
  );
}
