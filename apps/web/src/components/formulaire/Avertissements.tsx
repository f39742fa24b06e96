import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import type { AvertissementChamp } from '@registre/domain';
import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react';
import {
  avertissementsDuChamp,
  codesConfirmes,
  ETAT_AVERTISSEMENTS_VIDE,
  type EtatAvertissementsFormulaire,
  reduireAvertissements,
  resteAConfirmer,
} from './avertissements';
import type { RecepteurAvertissements } from './erreurs-serveur';

/** Avertissements à confirmer d'un formulaire et leurs actions (ADR 0100). */
export interface Avertissements extends RecepteurAvertissements {
  etat: EtatAvertissementsFormulaire;
  confirmer(code: string, confirme: boolean): void;
  vider(): void;
  /** Codes à envoyer dans `avertissementsConfirmes`. */
  codesConfirmes: string[];
  /** Reste-t-il un avertissement affiché non confirmé ? */
  resteAConfirmer: boolean;
}

/**
 * État des avertissements d'un formulaire : se passe à `reporterErreursServeur` (réception) et à
 * `FournisseurAvertissements` (affichage sur les champs) ; l'envoi ajoute `codesConfirmes` au corps.
 */
export function useAvertissements(): Avertissements {
  const [etat, envoyer] = useReducer(reduireAvertissements, ETAT_AVERTISSEMENTS_VIDE);
  return useMemo(
    () => ({
      etat,
      recevoir: (avertissements, champsConnus) => envoyer({ type: 'recevoir', avertissements, champsConnus }),
      confirmer: (code, confirme) => envoyer({ type: 'confirmer', code, confirme }),
      vider: () => envoyer({ type: 'vider' }),
      codesConfirmes: codesConfirmes(etat),
      resteAConfirmer: resteAConfirmer(etat),
    }),
    [etat],
  );
}

const ContexteAvertissements = createContext<Avertissements | null>(null);

/** Rend les avertissements d'un formulaire visibles à ses champs. */
export function FournisseurAvertissements({
  avertissements,
  children,
}: {
  avertissements: Avertissements;
  children: ReactNode;
}) {
  return <ContexteAvertissements.Provider value={avertissements}>{children}</ContexteAvertissements.Provider>;
}

/** Avertissement affiché d'un champ et sa confirmation. */
export interface AvertissementDuChamp {
  avertissement: AvertissementChamp;
  confirme: boolean;
}

/** Avertissements d'un champ ; liste vide hors d'un `FournisseurAvertissements`. */
export function useAvertissementsChamp(champ: string): AvertissementDuChamp[] {
  const contexte = useContext(ContexteAvertissements);
  if (!contexte) return [];
  return avertissementsDuChamp(contexte.etat, champ).map((avertissement) => ({
    avertissement,
    confirme: contexte.etat.confirmes.includes(avertissement.code),
  }));
}

function CaseConfirmation({
  avertissement,
  avecMessage,
}: {
  avertissement: AvertissementChamp;
  /** Le message n'est pas déjà affiché par le champ (avertissement hors champ) : il sert d'aide. */
  avecMessage: boolean;
}) {
  const contexte = useContext(ContexteAvertissements);
  if (!contexte) return null;
  const confirme = contexte.etat.confirmes.includes(avertissement.code);
  return (
    <Checkbox
      small
      className="fr-mt-1w"
      options={[
        {
          label: 'Je confirme cette information',
          ...(avecMessage ? { hintText: avertissement.message } : {}),
          nativeInputProps: {
            checked: confirme,
            onChange: (e) => contexte.confirmer(avertissement.code, e.currentTarget.checked),
          },
        },
      ]}
    />
  );
}

/**
 * Confirmation des avertissements d'un champ, sous lui : une case par avertissement. Les champs du kit
 * l'affichent d'eux-mêmes, leur message en état « info » ; un champ fait main passe `avecMessage`.
 */
export function ConfirmationsChamp({ champ, avecMessage = false }: { champ: string; avecMessage?: boolean }) {
  const avertissements = useAvertissementsChamp(champ);
  return (
    <>
      {avertissements.map(({ avertissement }) => (
        <CaseConfirmation key={avertissement.code} avertissement={avertissement} avecMessage={avecMessage} />
      ))}
    </>
  );
}

/**
 * État DSFR d'un champ du kit : l'erreur affichée l'emporte ; sinon ses avertissements, en « info ».
 */
export function etatAvecAvertissements(
  erreur: { state: 'error' | 'default'; stateRelatedMessage: string | undefined },
  avertissements: readonly AvertissementDuChamp[],
): { state: 'error' | 'info' | 'default'; stateRelatedMessage: string | undefined } {
  if (erreur.state === 'error' || avertissements.length === 0) return erreur;
  return { state: 'info', stateRelatedMessage: avertissements.map((a) => a.avertissement.message).join(' ') };
}

/**
 * Résumé des avertissements, en tête du formulaire : il dit qu'il reste des informations à confirmer et
 * porte la confirmation de ceux qui ne visent aucun champ affiché.
 */
export function ResumeAvertissements() {
  const contexte = useContext(ContexteAvertissements);
  if (!contexte || contexte.etat.liste.length === 0) return null;
  const { horsChamp } = contexte.etat;
  return (
    <Alert
      severity="warning"
      small
      className="fr-mb-2w"
      description={
        <>
          {contexte.resteAConfirmer
            ? 'Certaines informations sont inhabituelles : vérifiez-les, confirmez-les sous chaque champ signalé puis envoyez à nouveau.'
            : 'Toutes les informations signalées sont confirmées : vous pouvez envoyer à nouveau.'}
          {horsChamp.map((avertissement) => (
            <CaseConfirmation key={avertissement.code} avertissement={avertissement} avecMessage />
          ))}
        </>
      }
    />
  );
}
