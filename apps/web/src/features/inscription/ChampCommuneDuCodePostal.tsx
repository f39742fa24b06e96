import { Select } from '@codegouvfr/react-dsfr/Select';
import { estCodePostalValide, verifierCommuneDuCodePostal } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldPath, type FieldValues, type PathValue, useFormContext, useWatch } from 'react-hook-form';
import { appelerApi } from '../../api/client';
import { contratsCommunes } from '../../api/contrats-differes';
import { useEtatChamp } from '../../components/formulaire/useEtatChamp';

export interface ChampCommuneDuCodePostalProps<T extends FieldValues> {
  /** Champ du code postal dont dépend la liste des communes. */
  codePostal: FieldPath<T>;
  /** Champ de la commune, choisie parmi les communes du code postal. */
  name: FieldPath<T>;
  label?: string;
  facultatif?: boolean;
  /**
   * Formulaire de modification d'une adresse existante : une commune déjà renseignée (souvent le libellé
   * d'acheminement venu de Sirene, « PARIS » pour « Paris 2e Arrondissement ») n'est ni effacée ni remplacée
   * d'office ; elle reste proposée et, si aucune commune du code postal ne lui correspond (même règle que le
   * serveur), une erreur de champ le dit.
   */
  conserverValeurExistante?: boolean;
}

/** Clé de cache de la liste des communes d'un code postal. */
const cleCommunesDuCodePostal = (codePostal: string) => ['communes', 'code-postal', codePostal] as const;

/**
 * Commune d'une adresse postale, choisie dans la liste des communes desservies par le code postal
 * (issue 7 §5.1, ADR 0091) : une commune que le code postal ne dessert pas ne peut pas être saisie, et le
 * serveur refait le même contrôle. Une seule commune est choisie d'office.
 */
export function ChampCommuneDuCodePostal<T extends FieldValues>({
  codePostal,
  name,
  label = 'Commune',
  facultatif = false,
  conserverValeurExistante = false,
}: ChampCommuneDuCodePostalProps<T>) {
  const { register, setValue, getValues } = useFormContext<T>();
  const saisieCodePostal = String(useWatch<T>({ name: codePostal }) ?? '').trim();
  const codeValide = estCodePostalValide(saisieCodePostal);
  const { data: communes, isFetching } = useQuery({
    queryKey: cleCommunesDuCodePostal(saisieCodePostal),
    queryFn: async () =>
      appelerApi((await contratsCommunes()).parCodePostal, { params: { codePostal: saisieCodePostal } }),
    enabled: codeValide,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const etat = useEtatChamp<T>(name);
  const noms = useMemo(() => [...new Set((communes ?? []).map((c) => c.nom))], [communes]);
  const valeur = String(useWatch<T>({ name }) ?? '');
  // Valeur du chargement, sélectionnée d'emblée (`defaultValue`) : sans elle, react-hook-form prend la liste sans
  // choix pour une saisie de l'utilisateur et efface la commune avant même l'arrivée des communes du code postal.
  const [valeurInitiale] = useState(() => String(getValues(name) ?? ''));
  const valeurConservee = conserverValeurExistante && valeur !== '' && !noms.includes(valeur);
  // Même contrôle que le serveur (normalisations comprises) ; un code qui ne dessert rien est signalé par l'aide.
  const incoherence =
    conserverValeurExistante && valeur !== '' && communes !== undefined && communes.length > 0
      ? verifierCommuneDuCodePostal(communes, { commune: valeur })
      : null;
  const { state, stateRelatedMessage } =
    etat.state === 'default' && incoherence !== null
      ? { state: 'error' as const, stateRelatedMessage: incoherence.message }
      : etat;

  const premierPassage = useRef(true);
  // Formulaire de modification : la valeur existante, remise si le montage de la liste l'a vidée, est
  // réaffectée à chaque changement des options pour que la liste l'affiche toujours.
  useEffect(() => {
    if (!conserverValeurExistante) return;
    const actuelle = String(getValues(name) ?? '') || (premierPassage.current ? valeurInitiale : '');
    premierPassage.current = false;
    if (actuelle !== '' && (valeurConservee || noms.includes(actuelle))) {
      setValue(name, actuelle as PathValue<T, FieldPath<T>>);
    }
  }, [conserverValeurExistante, getValues, name, noms, setValue, valeurConservee, valeurInitiale]);

  useEffect(() => {
    if (communes === undefined) return;
    const actuelle = String(getValues(name) ?? '');
    // Une valeur existante est gardée telle quelle : l'erreur de champ dit si elle ne convient pas.
    if (conserverValeurExistante && actuelle !== '') return;
    const seule = noms.length === 1 ? noms[0] : undefined;
    if (seule !== undefined && actuelle !== seule) {
      setValue(name, seule as PathValue<T, FieldPath<T>>, { shouldValidate: true, shouldDirty: true });
    } else if (seule === undefined && actuelle !== '' && !noms.includes(actuelle)) {
      setValue(name, '' as PathValue<T, FieldPath<T>>, { shouldDirty: true });
    }
  }, [communes, conserverValeurExistante, getValues, name, noms, setValue]);

  const indication = !codeValide
    ? 'Renseignez d’abord le code : les communes qu’il dessert sont alors proposées.'
    : isFetching
      ? 'Recherche des communes desservies…'
      : noms.length === 0
        ? 'Ce code ne dessert aucune commune : vérifiez-le.'
        : undefined;

  return (
    <Select
      label={facultatif ? `${label} (facultatif)` : label}
      hint={indication}
      state={state}
      stateRelatedMessage={stateRelatedMessage}
      disabled={!valeurConservee && (!codeValide || noms.length === 0)}
      nativeSelectProps={{
        ...register(name),
        autoComplete: 'address-level2',
        defaultValue: conserverValeurExistante && valeurInitiale !== '' ? valeurInitiale : undefined,
        'aria-required': facultatif ? undefined : true,
      }}
    >
      <option value="">Choisissez la commune</option>
      {valeurConservee && (
        <option key={valeur} value={valeur}>
          {valeur}
        </option>
      )}
      {noms.map((nom) => (
        <option key={nom} value={nom}>
          {nom}
        </option>
      ))}
    </Select>
  );
}
