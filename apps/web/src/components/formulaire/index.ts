/**
 * Kit de formulaire partagé : champs DSFR reliés à react-hook-form, règles d'affichage des erreurs
 * (spec 2 §5.6, §8), modale pilotée et actions bloquantes (spec 1 §4).
 */

export {
  type AvertissementDuChamp,
  type Avertissements,
  ConfirmationsChamp,
  etatAvecAvertissements,
  FournisseurAvertissements,
  ResumeAvertissements,
  useAvertissements,
  useAvertissementsChamp,
} from './Avertissements';
export {
  ETAT_INITIAL_ACTION_BLOQUANTE,
  type EtatActionBloquante,
  type EvenementActionBloquante,
  reduireActionBloquante,
} from './action-bloquante';
export { type SuggestionAdresse, TEXTES_AUTOCOMPLETION } from './autocompletion';
export {
  codesConfirmes,
  type EtatAvertissementsFormulaire,
  type EvenementAvertissements,
  reduireAvertissements,
  resteAConfirmer,
} from './avertissements';
export { ChampChoix, type ChampChoixProps } from './ChampChoix';
export { AIDE_FORMAT_DATE, ChampDate, type ChampDateProps } from './ChampDate';
export { ChampFichier, type ChampFichierProps } from './ChampFichier';
export { ChampTexte, type ChampTexteProps } from './ChampTexte';
export { ErreurChamp, type ErreurChampProps } from './ErreurChamp';
export {
  champInteragi,
  type ErreurDeChamp,
  type EtatDeChamp,
  type EtatDsfr,
  erreurVisible,
  etatDsfr,
  messageErreurAffiche,
  messageValidateur,
  type OptionsAffichageErreur,
  type ParametresValidateurs,
  resoudreMessageErreur,
} from './erreurs-champ';
export {
  cheminsDesValeurs,
  type OptionsReportErreurs,
  type RecepteurAvertissements,
  reporterErreursServeur,
} from './erreurs-serveur';
export { Formulaire, type FormulaireProps } from './Formulaire';
export {
  aideFichiers,
  type ContexteValidationFichiers,
  fichiersDeValeur,
  formaterTaille,
  type ReglesFichiers,
  schemaFichiers,
  validerFichiers,
  versFichierDepose,
} from './fichiers';
export {
  DELAI_RECHERCHE_ADRESSE_MS,
  ListeAutocompletionAdresse,
  type ListeAutocompletionAdresseProps,
  LONGUEUR_MIN_RECHERCHE_ADRESSE,
} from './ListeAutocompletionAdresse';
export { Modale, type ModaleProps, type PilotageModale, useModale } from './Modale';
export { erreursAPlat, ResumeErreurs, type ResumeErreursProps } from './ResumeErreurs';
export {
  dateTexteVersDate,
  dateVersDateTexte,
  normaliserSaisieDate,
  saisieDeValeurDate,
  valeurDeSaisieDate,
} from './saisie-date';
export {
  type GabaritModale,
  gabaritModale,
  TAILLE_MODALE_DEFAUT,
  TAILLES_MODALE,
  type TailleModale,
} from './tailles-modale';
export { type ActionBloquante, type OptionsExecution, useActionBloquante } from './useActionBloquante';
export { type EtatChamp, type OptionsEtatChamp, useEtatChamp } from './useEtatChamp';
export { useFormulaire } from './useFormulaire';
