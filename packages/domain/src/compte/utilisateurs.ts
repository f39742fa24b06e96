import { NB_MAX_ADMINS_SECONDAIRES } from '../constants.js';
import {
  type Acteur,
  type CompteAutorise,
  canCreerAdminSecondaire,
  canEditerUtilisateur,
  canSupprimerUtilisateur,
  estAdminPrincipal,
  estAdminSecondaire,
  profilsCreables,
  type UtilisateurCible,
} from '../permissions/droits.js';
import type { Profil } from '../permissions/profils.js';
import { estDansFamille, PROFILS_NOTAIRE, PROFILS_TENEUR } from '../permissions/table.js';

/**
 * Règles des comptes utilisateurs d'un établissement (spec 1 §6, spec 2 §7.8, ADR 0055) : fonctions
 * pures, partagées par le serveur (contrôle) et le client (affichage), qui s'appuient sur les
 * fonctions `can…` des droits.
 */

/** Identifiant d'établissement du teneur du registre, qui n'a pas de ligne télédéclarant. */
export const ID_ETABLISSEMENT_TENEUR = 0;

/**
 * Établissement d'un compte pour les règles de droits : son télédéclarant, ou 0 pour un compte du
 * teneur (`UtilisateurCible.idTeledeclarant`) ; `null` quand il n'en a pas (étude non encore
 * enregistrée, institutionnel, profil par défaut).
 */
export function etablissementDuCompte(compte: {
  profil: Profil;
  idTeledeclarant?: number | null;
}): number | null {
  if (compte.idTeledeclarant !== null && compte.idTeledeclarant !== undefined) {
    return compte.idTeledeclarant;
  }
  return estDansFamille(compte.profil, PROFILS_TENEUR) ? ID_ETABLISSEMENT_TENEUR : null;
}

/** Les notaires créent leurs comptes avec le jeton de contournement du captcha (spec 2 §7.8). */
export const creationAvecCaptcha = (compte: CompteAutorise): boolean =>
  estDansFamille(compte.profil, PROFILS_NOTAIRE);

/**
 * Profils que l'acteur peut donner : à un nouveau compte (`cible` absente) ou au compte `cible`.
 * `nbAdminsSecondaires` compte les administrateurs secondaires de l'établissement de l'acteur (hors
 * comptes supprimés), la cible comprise. Pour un compte existant, la liste commence par son profil
 * actuel ; elle est vide si l'acteur ne peut pas le modifier. Le profil ne change ni pour son propre
 * compte, ni pour l'administrateur principal, ni quand le teneur modifie le compte d'un télédéclarant.
 */
export function profilsAssignables(
  acteur: Acteur,
  cible: UtilisateurCible | null,
  nbAdminsSecondaires: number,
): Profil[] {
  if (cible === null) {
    return profilsCreables(acteur, nbAdminsSecondaires);
  }
  if (!canEditerUtilisateur(acteur, cible)) {
    return [];
  }
  const memeEtablissement =
    acteur.idTeledeclarant !== null &&
    acteur.idTeledeclarant !== undefined &&
    acteur.idTeledeclarant === cible.idTeledeclarant;
  if (acteur.id === cible.id || estAdminPrincipal(cible.profil) || !memeEtablissement) {
    return [cible.profil];
  }
  // La cible ne compte pas parmi les administrateurs secondaires qu'elle deviendrait.
  const autresAdmins = nbAdminsSecondaires - (estAdminSecondaire(cible.profil) ? 1 : 0);
  const possibles = profilsCreables(acteur, autresAdmins);
  return [cible.profil, ...possibles.filter((profil) => profil !== cible.profil)];
}

/** Refus d'un administrateur secondaire de plus (serveur) et explication du choix de profil réduit (client). */
export const MESSAGE_LIMITE_ADMINS_SECONDAIRES = `La limite de ${NB_MAX_ADMINS_SECONDAIRES} administrateurs secondaires par établissement est atteinte : supprimez un administrateur secondaire ou changez son profil avant d'en nommer un autre.`;

/**
 * Le profil d'administrateur secondaire manque-t-il parmi les profils proposés (`profilsProposes`) à cause de
 * la seule limite de 4 par établissement ? Vrai quand l'acteur aurait le droit de le donner à ce nouveau compte
 * (`cible` absente) ou à ce compte de son établissement, sans la limite. Le formulaire le dit au lieu de
 * retirer le choix en silence (issue 7 §5.7).
 */
export function limiteAdminsSecondairesAtteinte(
  acteur: Acteur,
  cible: UtilisateurCible | null,
  profilsProposes: readonly Profil[],
): boolean {
  if (!canCreerAdminSecondaire(acteur, 0) || profilsProposes.some(estAdminSecondaire)) {
    return false;
  }
  if (cible === null) {
    return true;
  }
  const memeEtablissement =
    acteur.idTeledeclarant !== null &&
    acteur.idTeledeclarant !== undefined &&
    acteur.idTeledeclarant === cible.idTeledeclarant;
  return memeEtablissement && acteur.id !== cible.id && !estAdminPrincipal(cible.profil);
}

/** Droits de l'acteur sur un compte, tels que les portent les réponses (`allowedTo…`). */
export interface DroitsSurUtilisateur {
  allowedToEdit: boolean;
  allowedToDelete: boolean;
  allowedToChangeProfile: boolean;
}

export function droitsSurUtilisateur(
  acteur: Acteur,
  cible: UtilisateurCible,
  nbAdminsSecondaires: number,
): DroitsSurUtilisateur {
  return {
    allowedToEdit: canEditerUtilisateur(acteur, cible),
    allowedToDelete: canSupprimerUtilisateur(acteur, cible),
    allowedToChangeProfile: profilsAssignables(acteur, cible, nbAdminsSecondaires).length > 1,
  };
}
