import { Input } from '@codegouvfr/react-dsfr/Input';
import { type NatureSaisie, type PresentationChamp, videVersNull } from '@registre/domain';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { ConfirmationsChamp, etatAvecAvertissements, useAvertissementsChamp } from './Avertissements';
import { useEtatChamp } from './useEtatChamp';

type TypeTexte = 'text' | 'email' | 'tel';

const TYPE_PAR_SAISIE: Partial<Record<NatureSaisie, TypeTexte>> = { email: 'email', tel: 'tel' };
const CLAVIER_PAR_SAISIE: Partial<Record<NatureSaisie, 'numeric' | 'email' | 'tel'>> = {
  email: 'email',
  tel: 'tel',
  nombre: 'numeric',
};

/**
 * Valeur d'un champ de saisie « nombre » : vide → `null` ; « 12 500,50 » → 12500.5 ; un texte qui n'est
 * pas un nombre reste tel quel, pour que le schéma du domaine le refuse avec son message.
 */
export function versNombre(valeur: unknown): unknown {
  if (typeof valeur !== 'string') return valeur ?? null;
  const texte = valeur.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (texte === '') return null;
  const nombre = Number(texte);
  return /^-?\d+(\.\d+)?$/.test(texte) && Number.isFinite(nombre) ? nombre : valeur;
}

export interface ChampTexteProps {
  /** Chemin du champ dans le formulaire (`representantLegal.nom`). */
  nom: string;
  /**
   * Description du champ dans le domaine (ADR 0101) : libellé, aide, limites, caractère facultatif.
   * Les propriétés ci-dessous, si elles sont données, l'emportent.
   */
  descripteur?: PresentationChamp;
  label?: ReactNode;
  aide?: ReactNode;
  type?: TypeTexte;
  autoComplete?: string;
  /** Champ facultatif : vide, il vaut `null`. Avec un descripteur, « (facultatif) » s'ajoute au libellé. */
  facultatif?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  className?: string;
}

/**
 * Champ texte DSFR du kit, relié au formulaire englobant : l'erreur s'affiche une fois le champ touché
 * (spec 2 §5.6), un avertissement du serveur s'affiche en « info » avec sa case de confirmation (ADR 0100).
 */
export function ChampTexte({
  nom,
  descripteur,
  label,
  aide,
  type,
  autoComplete,
  facultatif,
  maxLength,
  inputMode,
  className,
}: ChampTexteProps) {
  const { register } = useFormContext<FieldValues>();
  const erreur = useEtatChamp<FieldValues>(nom);
  const avertissements = useAvertissementsChamp(nom);
  const { state, stateRelatedMessage } = etatAvecAvertissements(erreur, avertissements);
  const estFacultatif = facultatif ?? descripteur?.facultatif ?? false;
  // Sans descripteur, le champ n'est dit obligatoire que sur demande (`facultatif={false}`).
  const requis = descripteur ? !estFacultatif : facultatif === false;
  const libelle =
    label ??
    (descripteur ? (estFacultatif ? `${descripteur.libelle} (facultatif)` : descripteur.libelle) : nom);
  const typeChamp = type ?? (descripteur ? TYPE_PAR_SAISIE[descripteur.saisie] : undefined) ?? 'text';
  const longueur = maxLength ?? descripteur?.longueurMax;
  const clavier = inputMode ?? (descripteur ? CLAVIER_PAR_SAISIE[descripteur.saisie] : undefined);
  const completion = autoComplete ?? descripteur?.autoComplete;
  return (
    <div className={className}>
      <Input
        label={libelle}
        hintText={aide ?? descripteur?.aide}
        state={state}
        stateRelatedMessage={stateRelatedMessage}
        nativeInputProps={{
          ...register(
            nom as Path<FieldValues>,
            descripteur?.saisie === 'nombre'
              ? { setValueAs: versNombre }
              : estFacultatif
                ? { setValueAs: videVersNull }
                : {},
          ),
          type: typeChamp,
          ...(completion ? { autoComplete: completion } : {}),
          ...(longueur ? { maxLength: longueur } : {}),
          ...(clavier ? { inputMode: clavier } : {}),
          spellCheck: typeChamp === 'text' ? undefined : false,
          'aria-required': requis ? true : undefined,
        }}
      />
      <ConfirmationsChamp champ={nom} />
    </div>
  );
}
