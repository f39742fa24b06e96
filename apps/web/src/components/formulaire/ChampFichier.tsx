import { Upload } from '@codegouvfr/react-dsfr/Upload';
import { Fragment, type ReactNode, useCallback, useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { champInteragi, resoudreMessageErreur } from './erreurs-champ';
import './formulaire.css';
import { aideFichiers, fichiersDeValeur, type ReglesFichiers, validerFichiers } from './fichiers';
import { type ChampControleProps, useChampControle } from './useChampControle';

export interface ChampFichierProps<T extends FieldValues> extends ChampControleProps<T> {
  /** Aide sous le libellé ; par défaut la description des règles (taille, formats, nombre). */
  hint?: ReactNode;
  regles?: ReglesFichiers;
}

/**
 * Champ de dépôt de fichiers (spec 2 §5.6) sur l'`Upload` du DSFR, relié à react-hook-form : la valeur
 * du formulaire est un tableau de `File`. Les règles sont vérifiées par `validerFichiers` ; avec
 * `zodResolver`, mettre `schemaFichiers(regles)` dans le schéma du formulaire (react-hook-form ignore
 * alors les règles du champ). Les erreurs, dont « obligatoire », ne s'affichent qu'après une première
 * interaction : sélection, annulation de la fenêtre de choix, sortie du champ ou envoi du formulaire.
 */
export function ChampFichier<T extends FieldValues>({
  name,
  control,
  label,
  hint,
  regles = {},
  disabled = false,
  className,
}: ChampFichierProps<T>) {
  const { field, fieldState, formState } = useChampControle({ name, control, disabled }, (valeur) => {
    const erreurs = validerFichiers(fichiersDeValeur(valeur), regles);
    return erreurs.length === 0 || erreurs.map((e) => e.message).join(' ');
  });
  const fichiers = fichiersDeValeur(field.value);
  const refChamp = useRef<HTMLInputElement | null>(null);
  const { ref: refFormulaire, onBlur } = field;

  const relierChamp = useCallback(
    (element: HTMLInputElement | null) => {
      refChamp.current = element;
      refFormulaire(element);
    },
    [refFormulaire],
  );

  // Annuler la fenêtre de choix compte comme une interaction (l'événement `cancel` n'est pas relayé par React).
  useEffect(() => {
    const champ = refChamp.current;
    if (champ === null) {
      return;
    }
    champ.addEventListener('cancel', onBlur);
    return () => champ.removeEventListener('cancel', onBlur);
  }, [onBlur]);

  // Un champ fichier ne se pilote pas : on le vide quand le formulaire vide sa valeur (reset…).
  useEffect(() => {
    const champ = refChamp.current;
    if (fichiers.length === 0 && champ !== null && champ.value !== '') {
      champ.value = '';
    }
  }, [fichiers.length]);

  // Messages recalculés sur la sélection (un par fichier fautif) ; à défaut, l'erreur posée sur le champ
  // par le schéma ou par `setError` (réponse du serveur, par exemple).
  const interagi = champInteragi(fieldState, formState.isSubmitted);
  const messagesLocaux = validerFichiers(fichiers, regles, { interagi }).map((e) => e.message);
  const messageFormulaire = interagi ? resoudreMessageErreur(fieldState.error) : undefined;
  const messages = [
    ...new Set(
      messagesLocaux.length > 0 ? messagesLocaux : messageFormulaire !== undefined ? [messageFormulaire] : [],
    ),
  ];
  const enErreur = messages.length > 0;

  return (
    <Upload
      className={['registre-champ-fichier', className].filter(Boolean).join(' ')}
      label={label}
      hint={hint ?? aideFichiers(regles)}
      disabled={disabled}
      multiple={regles.max !== 1}
      state={enErreur ? 'error' : 'default'}
      stateRelatedMessage={messages.map((message, i) => (
        <Fragment key={message}>
          {i > 0 && <br />}
          {message}
        </Fragment>
      ))}
      nativeInputProps={{
        ref: relierChamp,
        name: field.name,
        accept:
          regles.typesAutorises && regles.typesAutorises.length > 0
            ? regles.typesAutorises.join(',')
            : undefined,
        'aria-invalid': enErreur,
        'aria-required': regles.requis || (regles.min ?? 0) > 0 || undefined,
        onChange: (evenement) => {
          field.onChange(Array.from(evenement.target.files ?? []));
          field.onBlur();
        },
        onBlur,
      }}
    />
  );
}
