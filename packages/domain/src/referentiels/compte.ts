import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';
import { CIVILITES } from './civilites.js';

/** Civilité d'une personne (spec 1 §3 : MME ou M). */
export const Civilite = z.enum(CIVILITES, { error: erreursDuChamp('La civilité') });
export type Civilite = z.infer<typeof Civilite>;

export { civiliteLabels } from './civilites.js';

/** Forme abrégée de la civilité, pour les courriers et les listes. */
export const civiliteAbregeeLabels: Record<Civilite, string> = {
  MME: 'Mme',
  M: 'M.',
};

/**
 * État d'authentification de la session côté client (spec 1 §3–§4) :
 * `AUTHENTICATED_CLAVIS` désigne une connexion fédérée (institutionnelle).
 */
export const StatutAuthentification = z.enum(
  ['AUTHENTICATED', 'AUTHENTICATED_CLAVIS', 'NOT_AUTHENTICATED', 'PENDING'],
  { error: erreursDuChamp("L'état de connexion") },
);
export type StatutAuthentification = z.infer<typeof StatutAuthentification>;

export const statutAuthentificationLabels: Record<StatutAuthentification, string> = {
  AUTHENTICATED: 'Connecté',
  AUTHENTICATED_CLAVIS: 'Connecté par le service d’authentification institutionnel',
  NOT_AUTHENTICATED: 'Non connecté',
  PENDING: 'Connexion en cours',
};

/**
 * Statut d'un compte utilisateur (référentiel `api/statut-compte-utilisateurs`, valeurs non détaillées
 * par la spécification) : un compte créé attend l'activation par son lien, puis devient actif ;
 * il peut être désactivé (inactivité prolongée, décision d'un administrateur) ou supprimé.
 */
export const StatutCompteUtilisateur = z.enum(['ATT_ACTIVATION', 'ACTIF', 'DESACTIVE', 'SUPPRIME'], {
  error: erreursDuChamp('Le statut du compte'),
});
export type StatutCompteUtilisateur = z.infer<typeof StatutCompteUtilisateur>;

export const statutCompteUtilisateurLabels: Record<StatutCompteUtilisateur, string> = {
  ATT_ACTIVATION: "En attente d'activation",
  ACTIF: 'Actif',
  DESACTIVE: 'Désactivé',
  SUPPRIME: 'Supprimé',
};
