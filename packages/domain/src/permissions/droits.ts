import { NB_MAX_ADMINS_SECONDAIRES } from '../constants.js';
import type { Authority } from './authorities.js';
import type { Profil } from './profils.js';
import {
  estDansFamille,
  PROFILS_ADMIN_PRINCIPAL,
  PROFILS_ADMIN_SECONDAIRE,
  PROFILS_CREABLES,
  PROFILS_NOTAIRE,
  PROFILS_NOTAIRE_TITULAIRE,
  PROFILS_TELEDECLARANT,
  PROFILS_TELEDECLARANT_ADMIN,
  PROFILS_TENEUR,
  PROFILS_TENEUR_ADMIN,
} from './table.js';

/**
 * Droits : fonctions pures utilisées à la fois par le serveur (contrôle) et par le client (affichage).
 * Elles lisent les autorisations portées par le compte (spec 1 §6) et, quand la spécification le
 * demande, son profil (ADR 0031 et 0038).
 */

/** Ce qu'il faut savoir d'un compte pour décider de ses droits. */
export interface CompteAutorise {
  readonly profil: Profil;
  readonly authorities: readonly Authority[];
}

/** Utilisateur visé par une action sur les comptes. */
export interface UtilisateurCible {
  readonly id: number;
  readonly profil: Profil;
  /** Établissement (télédéclarant) de l'utilisateur ; le teneur est le télédéclarant 0. */
  readonly idTeledeclarant?: number | null;
}

/** Utilisateur connecté qui agit. */
export interface Acteur extends CompteAutorise, UtilisateurCible {
  /** Vrai quand un teneur est connecté en tant que cet utilisateur. */
  readonly loginAs?: boolean;
}

export const possede = (compte: CompteAutorise | null | undefined, authority: Authority): boolean =>
  compte?.authorities.includes(authority) ?? false;

/** Le compte détient toutes les autorisations ; une liste vide vaut « toutes » (spec 1 §6). */
export const possedeToutes = (
  compte: CompteAutorise | null | undefined,
  requises: readonly Authority[],
): boolean => requises.every((authority) => possede(compte, authority));

/** Le compte détient l'une des autorisations ; une liste vide n'exige rien. */
export const possedeUne = (
  compte: CompteAutorise | null | undefined,
  requises: readonly Authority[],
): boolean => requises.length === 0 || requises.some((authority) => possede(compte, authority));

// Connexion.

/** Le profil restreint est refusé : le compte est déconnecté aussitôt (spec 1 §4 et §6). */
export const estProfilRefuse = (profil: Profil): boolean => profil === 'restricted';
export const canSeConnecter = (compte: CompteAutorise): boolean => !estProfilRefuse(compte.profil);
export const estEnAttenteActivation = (compte: CompteAutorise | null | undefined): boolean =>
  possede(compte, 'ATTENTE_ACTIVATION_TELE');
export const estTeneur = (compte: CompteAutorise | null | undefined): boolean =>
  compte !== null && compte !== undefined && estDansFamille(compte.profil, PROFILS_TENEUR);

/**
 * Connexion en tant qu'un autre compte (spec 1 §6) : réservée aux quatre profils du teneur, vers un
 * compte de télédéclarant, de notaire ou par défaut, jamais vers un autre teneur ni depuis une
 * connexion « en tant que » déjà ouverte.
 */
export function canSeConnecterEnTantQue(acteur: Acteur, cible: UtilisateurCible): boolean {
  if (!estTeneur(acteur) || acteur.loginAs === true || acteur.id === cible.id) {
    return false;
  }
  return (
    estDansFamille(cible.profil, PROFILS_TELEDECLARANT) ||
    estDansFamille(cible.profil, PROFILS_NOTAIRE) ||
    cible.profil === 'DEFAULT'
  );
}

// Copropriétés.

export const canImmatriculer = (compte: CompteAutorise): boolean =>
  possede(compte, 'IMMATRICULER_NVELLE_COPRO');
export const canImmatriculerDOffice = (compte: CompteAutorise): boolean =>
  possede(compte, 'IMMATRICULER_D_OFFICE');
export const canImmatriculerInitiale = (compte: CompteAutorise): boolean =>
  possede(compte, 'IMMATRICULER_INITIALE');
/**
 * Répondre au teneur dans le fil de sa demande et voir ses questions ouvertes à l'accueil (ADR 0193, 0230) :
 * les comptes qui déposent des demandes d'immatriculation.
 */
export const canRepondreAuTeneur = (compte: CompteAutorise): boolean =>
  canImmatriculer(compte) || canImmatriculerDOffice(compte) || canImmatriculerInitiale(compte);
export const canVisualiserCopropriete = (compte: CompteAutorise): boolean =>
  possede(compte, 'VISUALISER_COPRO');
export const canGererCopropriete = (compte: CompteAutorise): boolean => possede(compte, 'GERER_COPROPRIETE');
export const canModifierDemande = (compte: CompteAutorise): boolean =>
  possede(compte, 'MAJ_COPROPRIETE_AVANT_VALIDATION');

/** Mise à jour standard ou annuelle ; quand le mandat a expiré, l'autorisation « _EXPIRE » est exigée. */
export function canMettreAJour(
  compte: CompteAutorise,
  options: { type: 'STANDARD' | 'ANNUELLE'; mandatExpire: boolean },
): boolean {
  const base: Authority =
    options.type === 'STANDARD' ? 'MAJ_COPROPRIETE_STANDARD' : 'MAJ_COPROPRIETE_ANNUELLE';
  const expire: Authority =
    options.type === 'STANDARD' ? 'MAJ_COPROPRIETE_STANDARD_EXPIRE' : 'MAJ_COPROPRIETE_ANNUELLE_EXPIRE';
  return possede(compte, base) && (!options.mandatExpire || possede(compte, expire));
}

export const canRenouvelerMandat = (compte: CompteAutorise): boolean => possede(compte, 'RENOUVELER_MANDAT');
export const canDeclarerSuccesseur = (compte: CompteAutorise): boolean =>
  possede(compte, 'DECLARER_SUCCESSEUR');
export const canValiderDeclarationPredecesseur = (compte: CompteAutorise): boolean =>
  possede(compte, 'VALIDER_DECLA_PREDECESSEUR');
/** Rattacher une copropriété, ou contester son rattachement : la contestation relève du même droit. */
export const canRattacher = (compte: CompteAutorise): boolean => possede(compte, 'RATTACHER_COPROPRIETE');
export const canSuivreRattachements = (compte: CompteAutorise): boolean =>
  possede(compte, 'LIST_RATTACHEMENT');
export const canDissoudre = (compte: CompteAutorise): boolean => possede(compte, 'DISSOUDRE_COPRO');

/**
 * Actions d'administration sur une copropriété (supprimer une copropriété, retirer un rattachement
 * d'office, modification administrative) : administrateurs du teneur, qui cumulent le guichet de
 * validation et l'enregistrement des modifications.
 */
export const canAdministrerCopropriete = (compte: CompteAutorise): boolean =>
  possedeToutes(compte, ['VALIDER_RATTACHEMENT_DECLARATION', 'ENREGISTRER_MODIFICATIONS']);

// Guichet de validation (ADR 0031).

/**
 * Accéder au guichet : prendre une demande, demander des précisions, l'affecter à un teneur, la
 * libérer. Trancher la demande exige en plus `canTrancherDemande`.
 */
export const canValiderRattachement = (compte: CompteAutorise): boolean =>
  possede(compte, 'VALIDER_RATTACHEMENT_DECLARATION');
/**
 * Trancher une demande (valider, refuser, traiter une contestation ou un doublon) : guichet, sauf
 * l'assistant hotline gestionnaire qui affecte la demande à un teneur (ADR 0031).
 */
export const canTrancherDemande = (compte: CompteAutorise): boolean =>
  canValiderRattachement(compte) && compte.profil !== 'TENEUR_ASS_HOTLINE_GES';

// Teneur : télédéclarants, journal, indicateurs.

export const canListerTeledeclarants = (compte: CompteAutorise): boolean =>
  possede(compte, 'LST_TELEDECLARANT');
export const canLireTeledeclarant = (compte: CompteAutorise): boolean =>
  possede(compte, 'LIRE_TELEDECLARANT');
/** Modifier un télédéclarant, dont régénérer son code d'activation (ADR 0031). */
export const canEditerTeledeclarant = (compte: CompteAutorise): boolean =>
  possede(compte, 'EDITER_TELEDECLARANT');
export const canSupprimerTeledeclarant = (compte: CompteAutorise): boolean =>
  possede(compte, 'SUPPRIMER_TELEDECLARANT');
export const canRechercherUtilisateursTeneur = (compte: CompteAutorise): boolean =>
  possede(compte, 'LIST_RCH_USER_TENEUR');
export const canConsulterJournal = (compte: CompteAutorise): boolean =>
  possede(compte, 'RECHERCHE_EVENEMENT_JOURNAL');
export const canSuivreIndicateurs = (compte: CompteAutorise): boolean =>
  possede(compte, 'SUIVI_INDICATEURS_MCO');
/** Lignes de détail des indicateurs : administrateurs principal et secondaire du teneur seulement. */
export const canVoirDetailIndicateurs = (compte: CompteAutorise): boolean =>
  canSuivreIndicateurs(compte) && estDansFamille(compte.profil, PROFILS_TENEUR_ADMIN);

// Institutionnels.

export const canAccepterCharte = (compte: CompteAutorise): boolean =>
  possede(compte, 'CHART_CONFIDENTIALITE');
export const canCategoriser = (compte: CompteAutorise): boolean => possede(compte, 'CATEGORISATION');
export const canTelechargerDonneesBrutes = (compte: CompteAutorise): boolean =>
  possede(compte, 'DONNEES_BRUTES');

// Compte, établissement, utilisateurs.

export const canModifierSonCompte = (compte: CompteAutorise): boolean => possede(compte, 'UPDATE_ACCOUNT');
export const canConsulterEtablissement = (compte: CompteAutorise): boolean =>
  possede(compte, 'MON_ENTREPRISE_LECTURE');
export const canModifierEtablissement = (compte: CompteAutorise): boolean =>
  possede(compte, 'MON_ENTREPRISE_ECRITURE');
/** Seuls les notaires, pas leurs collaborateurs, ajoutent leur étude (spec 1 §6, spec 2 §6). */
export const canAjouterEtude = (compte: CompteAutorise): boolean =>
  estDansFamille(compte.profil, PROFILS_NOTAIRE_TITULAIRE) && canModifierEtablissement(compte);
export const canGererUtilisateurs = (compte: CompteAutorise): boolean =>
  possedeToutes(compte, ['MENU_GESTION_UTILISATEURS', 'LIST_RECH_UTILISATEUR']);
export const canCreerGestionnaire = (compte: CompteAutorise): boolean =>
  possedeToutes(compte, ['AJOUTER_UTILISATEUR', 'CREER_GESTIONNAIRE']);
export const canReinitialiserMotDePasse = (compte: CompteAutorise): boolean =>
  possede(compte, 'EDITER_MDP_USER');

/** Créer un administrateur secondaire : administrateur principal, et 4 au plus par établissement. */
export function canCreerAdminSecondaire(
  compte: CompteAutorise,
  nbAdminsSecondairesExistants: number,
): boolean {
  return (
    possedeToutes(compte, ['AJOUTER_UTILISATEUR', 'CREER_ADMIN_SEC']) &&
    nbAdminsSecondairesExistants < NB_MAX_ADMINS_SECONDAIRES
  );
}

export const estAdminPrincipal = (profil: Profil): boolean => estDansFamille(profil, PROFILS_ADMIN_PRINCIPAL);
export const estAdminSecondaire = (profil: Profil): boolean =>
  estDansFamille(profil, PROFILS_ADMIN_SECONDAIRE);

/** Profils que le compte peut créer (référentiel `api/profil-utilisateurs/disponible`). */
export function profilsCreables(compte: CompteAutorise, nbAdminsSecondairesExistants: number): Profil[] {
  return PROFILS_CREABLES[compte.profil].filter((profil) =>
    canCreerUtilisateur(compte, profil, nbAdminsSecondairesExistants),
  );
}

/** Créer un utilisateur du profil donné dans son propre établissement. */
export function canCreerUtilisateur(
  compte: CompteAutorise,
  profilCible: Profil,
  nbAdminsSecondairesExistants: number,
): boolean {
  if (!PROFILS_CREABLES[compte.profil].includes(profilCible)) {
    return false;
  }
  return estAdminSecondaire(profilCible)
    ? canCreerAdminSecondaire(compte, nbAdminsSecondairesExistants)
    : canCreerGestionnaire(compte);
}

const memeEtablissement = (acteur: UtilisateurCible, cible: UtilisateurCible): boolean =>
  acteur.idTeledeclarant !== null &&
  acteur.idTeledeclarant !== undefined &&
  acteur.idTeledeclarant === cible.idTeledeclarant;

/** Autorisation qu'exige la modification ou la suppression de la cible par un membre de son établissement. */
function autorisationSurCible(acteur: Acteur, cible: UtilisateurCible): Authority | null {
  if (!memeEtablissement(acteur, cible) || estAdminPrincipal(cible.profil)) {
    return null;
  }
  if (!PROFILS_CREABLES[acteur.profil].includes(cible.profil)) {
    return null;
  }
  return estAdminSecondaire(cible.profil) ? 'EDITER_SUPPRIMER_ADMIN' : 'EDITER_SUPPRIMER_NON_ADMIN';
}

/**
 * Modifier un compte utilisateur (spec 1 §6) : chacun modifie son propre compte ; l'administrateur
 * principal modifie ses administrateurs secondaires et ses gestionnaires ; l'administrateur secondaire,
 * ses gestionnaires ; le gestionnaire, son seul compte. L'administrateur principal n'est modifié que
 * par lui-même. Le teneur qui peut modifier les télédéclarants modifie aussi leurs utilisateurs.
 */
export function canEditerUtilisateur(acteur: Acteur, cible: UtilisateurCible): boolean {
  if (acteur.id === cible.id) {
    return canModifierSonCompte(acteur);
  }
  const parLeTeneur =
    estTeneur(acteur) &&
    canEditerTeledeclarant(acteur) &&
    (estDansFamille(cible.profil, PROFILS_TELEDECLARANT) ||
      estDansFamille(cible.profil, PROFILS_NOTAIRE) ||
      cible.profil === 'DEFAULT');
  if (parLeTeneur) {
    return true;
  }
  const requise = autorisationSurCible(acteur, cible);
  return requise !== null && possede(acteur, requise);
}

/** Supprimer un compte utilisateur de son établissement ; jamais le sien ni l'administrateur principal. */
export function canSupprimerUtilisateur(acteur: Acteur, cible: UtilisateurCible): boolean {
  if (acteur.id === cible.id || !possede(acteur, 'SUPPRIMER_UTILISATEUR')) {
    return false;
  }
  const requise = autorisationSurCible(acteur, cible);
  return requise !== null && possede(acteur, requise);
}

// Tableaux de bord de l'accueil (spec 1 §6).

/** Le tableau de bord du syndic est chargé pour les quatre profils d'administrateur de télédéclarant. */
export const doitChargerTableauDeBordSyndic = (profil: Profil): boolean =>
  estDansFamille(profil, PROFILS_TELEDECLARANT_ADMIN);
/** Les indicateurs sont chargés pour les quatre profils du teneur. */
export const doitChargerIndicateurs = (profil: Profil): boolean => estDansFamille(profil, PROFILS_TENEUR);
/** Les lignes de détail des indicateurs ne sont montrées qu'aux administrateurs du teneur. */
export const doitAfficherDetailIndicateurs = (profil: Profil): boolean =>
  estDansFamille(profil, PROFILS_TENEUR_ADMIN);
/** Les notaires n'ont pas d'entrée « Se déconnecter » dans le menu du compte (spec 1 §6). */
export const aDeconnexionDansMenuCompte = (profil: Profil): boolean =>
  !estDansFamille(profil, PROFILS_NOTAIRE);
