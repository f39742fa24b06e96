import {
  type Acteur,
  type CompteUtilisateur,
  canCreerAdminSecondaire,
  dateParisTexte,
  droitsSurUtilisateur,
  ErreurMetier,
  erreurSaisie,
  estAdminSecondaire,
  etablissementDuCompte,
  MESSAGE_LIMITE_ADMINS_SECONDAIRES,
  PROFILS_CREABLES,
  type Profil,
  type UtilisateurCible,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository, type LigneCompte } from '../../repositories/compte.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerUtilisateurRepository } from '../../repositories/utilisateur.repository.js';
import { MESSAGE_EMAIL_DEJA_UTILISE } from './changement-email.js';

/**
 * Ce que partagent les cas d'usage des comptes d'un établissement (ADR 0106) : l'acteur vu par les règles de
 * droits, la fiche d'un compte restituée, les refus communs.
 */

export const MESSAGE_ETUDE_NON_ENREGISTREE =
  "Votre étude notariale n'est pas enregistrée : seuls les notaires peuvent l'ajouter, depuis « Mon établissement ».";
const MESSAGE_COMPTE_INTROUVABLE = "Ce compte utilisateur n'existe pas ou a été supprimé.";

/** Personne connectée vue par les règles de droits : le teneur est l'établissement 0. */
export function acteurDeSession(utilisateur: UtilisateurSession): Acteur {
  return {
    id: utilisateur.idCompte,
    profil: utilisateur.profil,
    authorities: utilisateur.authorities,
    idTeledeclarant: etablissementDuCompte(utilisateur),
    loginAs: utilisateur.idCompteOrigine !== undefined,
  };
}

export const cibleDe = (ligne: LigneCompte): UtilisateurCible => ({
  id: ligne.id,
  profil: ligne.profil,
  idTeledeclarant: etablissementDuCompte(ligne),
});

/** Fiche d'un compte, avec les droits de l'acteur sur lui. */
export function versCompteUtilisateur(
  ligne: LigneCompte,
  acteur: Acteur,
  nbAdmins: number,
): CompteUtilisateur {
  return {
    id: ligne.id,
    login: ligne.login,
    email: ligne.email,
    civilite: ligne.civilite,
    nom: ligne.nom,
    prenom: ligne.prenom,
    telephone: ligne.telephone,
    profil: ligne.profil,
    statut: ligne.statut,
    idTeledeclarant: ligne.idTeledeclarant,
    adminPrincipal: ligne.adminPrincipal,
    activated: ligne.activated,
    dateCreation: dateParisTexte(ligne.dateCreation),
    dateDerniereActivite: dateParisTexte(ligne.dateDerniereActivite),
    ...droitsSurUtilisateur(acteur, cibleDe(ligne), nbAdmins),
  };
}

/** Violation d'unicité de PostgreSQL (identifiant déjà pris), directe ou enveloppée par Drizzle. */
export const estViolationUnicite = (erreur: unknown): boolean =>
  typeof erreur === 'object' &&
  erreur !== null &&
  ((erreur as { code?: string }).code === '23505' ||
    (erreur as { cause?: { code?: string } }).cause?.code === '23505');

/** Adresse électronique déjà utilisée par un autre compte. */
export const erreurEmailDejaUtilise = (): ErreurMetier => erreurSaisie('email', MESSAGE_EMAIL_DEJA_UTILISE);

/** Administrateurs secondaires de l'établissement de l'acteur (0 s'il n'en a pas). */
export async function nbAdminsDe(acteur: Acteur, executeur: Executeur): Promise<number> {
  const etablissement = acteur.idTeledeclarant;
  if (etablissement === null || etablissement === undefined) return 0;
  return creerUtilisateurRepository(executeur).compterAdminsSecondaires(etablissement);
}

/** Compte existant et non supprimé, ou « introuvable ». */
export async function compteExistant(id: number, executeur: Executeur | Db): Promise<LigneCompte> {
  const ligne = await creerCompteRepository(executeur).parId(id);
  if (!ligne || ligne.statut === 'SUPPRIME')
    throw new ErreurMetier('introuvable', MESSAGE_COMPTE_INTROUVABLE);
  return ligne;
}

/**
 * Refus de donner un profil : la limite des administrateurs secondaires (erreur de saisie sur le profil) ou
 * un droit manquant (« interdit »).
 */
export function refusProfil(acteur: Acteur, profil: Profil, message: string): ErreurMetier {
  const limiteAtteinte =
    estAdminSecondaire(profil) &&
    PROFILS_CREABLES[acteur.profil].includes(profil) &&
    canCreerAdminSecondaire(acteur, 0);
  return limiteAtteinte
    ? erreurSaisie('profil', MESSAGE_LIMITE_ADMINS_SECONDAIRES)
    : new ErreurMetier('interdit', message);
}
