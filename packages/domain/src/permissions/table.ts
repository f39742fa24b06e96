import type { TypeActeur } from '../cycles/machine.js';
import type { StatutTeledeclarant } from '../teledeclarant/statut-teledeclarant.js';
import { AUTHORITIES, type Authority } from './liste-authorities.js';
import type { Profil } from './liste-profils.js';

/**
 * Table profil → autorisations (spec 1 §2 et §6, ADR 0038 et 0031). La spécification ne la donne pas :
 * elle est construite à partir des tuiles d'accueil par profil, des règles de menu et des règles de
 * profil. Le serveur en déduit les `authorities` du compte ; `docs/permissions.md` en est généré.
 */

// Familles de profils.
export const PROFILS_TELEDECLARANT_ADMIN_PRINCIPAL = [
  'TELE_PRO_ADMIN_PRINC',
  'TELE_NONPRO_ADMIN_PRINC',
] as const;
export const PROFILS_TELEDECLARANT_ADMIN_SECONDAIRE = [
  'TELE_PRO_ADMIN_SECOND',
  'TELE_NONPRO_ADMIN_SECOND',
] as const;
/** Les quatre profils d'administrateur de télédéclarant : ils voient le tableau de bord du syndic. */
export const PROFILS_TELEDECLARANT_ADMIN = [
  ...PROFILS_TELEDECLARANT_ADMIN_PRINCIPAL,
  ...PROFILS_TELEDECLARANT_ADMIN_SECONDAIRE,
] as const;
export const PROFILS_TELEDECLARANT_GESTION = ['TELE_PRO_GESTION', 'TELE_NONPRO_GESTION'] as const;
export const PROFILS_TELEDECLARANT = [
  ...PROFILS_TELEDECLARANT_ADMIN,
  ...PROFILS_TELEDECLARANT_GESTION,
] as const;
export const PROFILS_NOTAIRE = ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB'] as const;
/** Notaires qui peuvent ajouter leur étude (pas les collaborateurs). */
export const PROFILS_NOTAIRE_TITULAIRE = ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE'] as const;
/** Administrateurs du teneur : seuls à voir le détail des indicateurs. */
export const PROFILS_TENEUR_ADMIN = ['TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND'] as const;
export const PROFILS_TENEUR_HOTLINE = ['TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES'] as const;
/** Les quatre profils du teneur : guichet, journal, indicateurs, connexion en tant que. */
export const PROFILS_TENEUR = [...PROFILS_TENEUR_ADMIN, ...PROFILS_TENEUR_HOTLINE] as const;

/** Administrateurs principaux : un seul par établissement, modifiable par lui seul. */
export const PROFILS_ADMIN_PRINCIPAL: readonly Profil[] = [
  ...PROFILS_TELEDECLARANT_ADMIN_PRINCIPAL,
  'NOTAIRE_ADMIN',
  'TENEUR_ADMIN_PRINC',
];
/** Administrateurs secondaires : 4 au plus par établissement. */
export const PROFILS_ADMIN_SECONDAIRE: readonly Profil[] = [
  ...PROFILS_TELEDECLARANT_ADMIN_SECONDAIRE,
  'TENEUR_ADMIN_SCOND',
];

export const estDansFamille = (profil: Profil, famille: readonly Profil[]): boolean =>
  famille.includes(profil);

// Blocs d'autorisations, assemblés par profil.
const COMPTE: readonly Authority[] = ['MON_COMPTE', 'UPDATE_ACCOUNT'];
const CONSULTATION: readonly Authority[] = ['VISUALISER_COPRO', 'MENU_COPROPRIETE'];

const SYNDIC: readonly Authority[] = [
  ...COMPTE,
  ...CONSULTATION,
  'TYPE_TELEDECLARANT',
  'MON_ENTREPRISE_LECTURE',
  'IMMATRICULER_NVELLE_COPRO',
  'ENREGISTRER_MODIFICATIONS',
  'GERER_COPROPRIETE',
  'MAJ_COPROPRIETE_AVANT_VALIDATION',
  'MAJ_COPROPRIETE_STANDARD',
  'MAJ_COPROPRIETE_ANNUELLE',
  'RENOUVELER_MANDAT',
  'DECLARER_SUCCESSEUR',
  'VALIDER_DECLA_PREDECESSEUR',
  'RATTACHER_COPROPRIETE',
  'LIST_RATTACHEMENT',
  'DISSOUDRE_COPRO',
];

/** Gestion des comptes non administrateurs de son établissement. */
const GESTION_UTILISATEURS: readonly Authority[] = [
  'MENU_GESTION_UTILISATEURS',
  'LIST_RECH_UTILISATEUR',
  'AJOUTER_UTILISATEUR',
  'CREER_GESTIONNAIRE',
  'EDITER_SUPPRIMER_NON_ADMIN',
  'SUPPRIMER_UTILISATEUR',
];

/** Propre à l'administrateur principal : les administrateurs secondaires. */
const ADMINS_SECONDAIRES: readonly Authority[] = ['CREER_ADMIN_SEC', 'EDITER_SUPPRIMER_ADMIN'];

const SYNDIC_ADMIN: readonly Authority[] = [
  ...SYNDIC,
  ...GESTION_UTILISATEURS,
  'AFFICHER_DONNEES_ADMIN_SYNDIC',
  'MAJ_COPROPRIETE_STANDARD_EXPIRE',
  'MAJ_COPROPRIETE_ANNUELLE_EXPIRE',
];

const SYNDIC_ADMIN_PRINCIPAL: readonly Authority[] = [
  ...SYNDIC_ADMIN,
  ...ADMINS_SECONDAIRES,
  'MON_ENTREPRISE_ECRITURE',
];

const NOTAIRE_COLLABORATEUR: readonly Authority[] = [...COMPTE, ...CONSULTATION, 'MON_ENTREPRISE_LECTURE'];

const NOTAIRE: readonly Authority[] = [
  ...NOTAIRE_COLLABORATEUR,
  'IMMATRICULER_NVELLE_COPRO',
  'IMMATRICULER_D_OFFICE',
  'IMMATRICULER_INITIALE',
  'ENREGISTRER_MODIFICATIONS',
  'MAJ_COPROPRIETE_AVANT_VALIDATION',
  'MAJ_COPROPRIETE_STANDARD',
  'MAJ_COPROPRIETE_STANDARD_EXPIRE',
  'DECLARER_SUCCESSEUR',
  'DISSOUDRE_COPRO',
  'MON_ENTREPRISE_ECRITURE',
  'MENU_GESTION_UTILISATEURS',
  'LIST_RECH_UTILISATEUR',
  'AJOUTER_UTILISATEUR',
  'CREER_GESTIONNAIRE',
];

const NOTAIRE_ADMIN: readonly Authority[] = [
  ...NOTAIRE,
  'EDITER_SUPPRIMER_NON_ADMIN',
  'SUPPRIMER_UTILISATEUR',
];

/** Socle des quatre profils du teneur (spec 1 §6). */
const TENEUR: readonly Authority[] = [
  ...COMPTE,
  ...CONSULTATION,
  'VALIDER_RATTACHEMENT_DECLARATION',
  'SUPPRIMER_TELEDECLARANT',
  'RECHERCHE_EVENEMENT_JOURNAL',
  'SUIVI_INDICATEURS_MCO',
  'LST_TELEDECLARANT',
  'LIRE_TELEDECLARANT',
  'LIST_RCH_USER_TENEUR',
];

const TENEUR_HOTLINE_ADMIN: readonly Authority[] = [...TENEUR, 'EDITER_TELEDECLARANT', 'EDITER_MDP_USER'];

const TENEUR_ADMIN: readonly Authority[] = [
  ...TENEUR_HOTLINE_ADMIN,
  ...GESTION_UTILISATEURS,
  'ENREGISTRER_MODIFICATIONS',
  'DONNEES_BRUTES',
];

/** Autorisations de chaque profil, dans l'ordre de `Authority`. */
export const AUTHORITIES_PAR_PROFIL: Readonly<Record<Profil, readonly Authority[]>> = Object.fromEntries(
  Object.entries({
    DEFAULT: [...COMPTE, ...CONSULTATION, 'IMMATRICULER_NVELLE_COPRO', 'MAJ_COPROPRIETE_ANNUELLE'],
    restricted: [],
    INSTITUTIONNEL: ['CHART_CONFIDENTIALITE', 'CATEGORISATION', 'DONNEES_BRUTES'],
    TELE_NONPRO_ADMIN_PRINC: SYNDIC_ADMIN_PRINCIPAL,
    TELE_NONPRO_ADMIN_SECOND: SYNDIC_ADMIN,
    TELE_NONPRO_GESTION: SYNDIC,
    TELE_PRO_ADMIN_PRINC: SYNDIC_ADMIN_PRINCIPAL,
    TELE_PRO_ADMIN_SECOND: SYNDIC_ADMIN,
    TELE_PRO_GESTION: SYNDIC,
    NOTAIRE_ADMIN: NOTAIRE_ADMIN,
    NOTAIRE_NOTAIRE: NOTAIRE,
    NOTAIRE_COLLAB: NOTAIRE_COLLABORATEUR,
    TENEUR_ADMIN_PRINC: [...TENEUR_ADMIN, ...ADMINS_SECONDAIRES],
    TENEUR_ADMIN_SCOND: TENEUR_ADMIN,
    TENEUR_ASS_HOTLINE_ADMIN: TENEUR_HOTLINE_ADMIN,
    TENEUR_ASS_HOTLINE_GES: TENEUR,
  } satisfies Record<Profil, readonly Authority[]>).map(([profil, liste]) => [profil, ordonner(liste)]),
) as Record<Profil, readonly Authority[]>;

function ordonner(liste: readonly Authority[]): readonly Authority[] {
  const presentes = new Set(liste);
  return AUTHORITIES.filter((authority) => presentes.has(authority));
}

/** Autorisations d'un profil (sans tenir compte du statut du télédéclarant). */
export function authoritiesDuProfil(profil: Profil): readonly Authority[] {
  return AUTHORITIES_PAR_PROFIL[profil];
}

/** Autorisations laissées à un télédéclarant qui n'est pas encore activé (ADR 0038). */
export const AUTHORITIES_EN_ATTENTE_ACTIVATION: readonly Authority[] = ordonner([
  ...COMPTE,
  'MON_ENTREPRISE_LECTURE',
  'ATTENTE_ACTIVATION_TELE',
]);

/** Autorisations laissées à un notaire dont l'inscription de l'étude n'est pas finalisée. */
export const AUTHORITIES_INSCRIPTION_NOTARIALE_EN_COURS: readonly Authority[] = ordonner([
  ...COMPTE,
  'MON_ENTREPRISE_LECTURE',
]);

/**
 * Autorisations effectives d'un compte : celles du profil, restreintes selon le statut de son
 * télédéclarant. Un syndic en attente de création de compte ou d'activation ne garde que son compte,
 * son établissement et `ATTENTE_ACTIVATION_TELE` (bandeau d'activation) ; un notaire dont l'étude
 * attend la finalisation garde son compte et son établissement ; un télédéclarant supprimé n'a plus rien.
 */
export function authoritiesDuCompte(compte: {
  profil: Profil;
  statutTeledeclarant?: StatutTeledeclarant | null;
}): readonly Authority[] {
  const { profil, statutTeledeclarant } = compte;
  if (statutTeledeclarant === 'SUPPRIME' && profil !== 'INSTITUTIONNEL') {
    return [];
  }
  if (estDansFamille(profil, PROFILS_TELEDECLARANT)) {
    if (statutTeledeclarant === 'ATT_ACTIVATION' || statutTeledeclarant === 'ATT_CREA_COMPTE') {
      return AUTHORITIES_EN_ATTENTE_ACTIVATION;
    }
  }
  if (estDansFamille(profil, PROFILS_NOTAIRE) && statutTeledeclarant === 'ATT_FIN_IMM_NOT') {
    return AUTHORITIES_INSCRIPTION_NOTARIALE_EN_COURS;
  }
  return authoritiesDuProfil(profil);
}

/** Nature d'acteur des cycles de vie correspondant à un profil (`null` : aucun cycle de vie). */
export function typeActeurDuProfil(profil: Profil): TypeActeur | null {
  if (estDansFamille(profil, PROFILS_TELEDECLARANT) || profil === 'DEFAULT') {
    return 'declarant';
  }
  if (estDansFamille(profil, PROFILS_NOTAIRE)) {
    return 'notaire';
  }
  if (estDansFamille(profil, PROFILS_TENEUR)) {
    return 'teneur';
  }
  return null;
}

/**
 * Profils qu'un profil peut créer dans son établissement (référentiel
 * `api/profil-utilisateurs/disponible`) : l'administrateur principal crée des administrateurs
 * secondaires et des gestionnaires ; l'administrateur secondaire des gestionnaires ; le notaire des
 * collaborateurs ; l'administrateur de l'étude des notaires et des collaborateurs.
 */
export const PROFILS_CREABLES: Readonly<Record<Profil, readonly Profil[]>> = {
  DEFAULT: [],
  restricted: [],
  INSTITUTIONNEL: [],
  TELE_NONPRO_ADMIN_PRINC: ['TELE_NONPRO_ADMIN_SECOND', 'TELE_NONPRO_GESTION'],
  TELE_NONPRO_ADMIN_SECOND: ['TELE_NONPRO_GESTION'],
  TELE_NONPRO_GESTION: [],
  TELE_PRO_ADMIN_PRINC: ['TELE_PRO_ADMIN_SECOND', 'TELE_PRO_GESTION'],
  TELE_PRO_ADMIN_SECOND: ['TELE_PRO_GESTION'],
  TELE_PRO_GESTION: [],
  NOTAIRE_ADMIN: ['NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB'],
  NOTAIRE_NOTAIRE: ['NOTAIRE_COLLAB'],
  NOTAIRE_COLLAB: [],
  TENEUR_ADMIN_PRINC: ['TENEUR_ADMIN_SCOND', 'TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES'],
  TENEUR_ADMIN_SCOND: ['TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES'],
  TENEUR_ASS_HOTLINE_ADMIN: [],
  TENEUR_ASS_HOTLINE_GES: [],
};
