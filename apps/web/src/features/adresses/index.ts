/**
 * Composants d'adresse et de parcelle de l'étape identification du formulaire de déclaration (ADR 0120) :
 * valeurs au format des schémas `Adresse` et `Parcelle` du domaine, appels de localisation par l'API du registre.
 */
export { type ApiLocalisation, apiLocalisation } from './api-localisation';
export { ChampAdresse, type ChampAdresseProps, MESSAGE_ADRESSE_INTROUVABLE } from './ChampAdresse';
export { type AdressesSaisies, ListeAdresses, type ListeAdressesProps } from './ListeAdresses';
export { ModaleChoixAdresse, type ModaleChoixAdresseProps } from './ModaleChoixAdresse';
export { libelleParcelle, SaisieParcelles, type SaisieParcellesProps } from './SaisieParcelles';
