/**
 * Profils d'utilisateur et leurs libellés.
 * Module sans zod (ADR 0260) : le JavaScript de l'accueil lit ces listes et libellés sans charger zod ;
 * le schéma `Profil` (`profils.ts`) est construit sur la même liste.
 */
/** Profils d'utilisateur (spec 1 §3), tels que le serveur les nomme. */
export const PROFILS = [
  'DEFAULT',
  'restricted',
  'INSTITUTIONNEL',
  'TELE_NONPRO_ADMIN_PRINC',
  'TELE_NONPRO_ADMIN_SECOND',
  'TELE_NONPRO_GESTION',
  'TELE_PRO_ADMIN_PRINC',
  'TELE_PRO_ADMIN_SECOND',
  'TELE_PRO_GESTION',
  'NOTAIRE_ADMIN',
  'NOTAIRE_NOTAIRE',
  'NOTAIRE_COLLAB',
  'TENEUR_ADMIN_PRINC',
  'TENEUR_ADMIN_SCOND',
  'TENEUR_ASS_HOTLINE_ADMIN',
  'TENEUR_ASS_HOTLINE_GES',
] as const;
export type Profil = (typeof PROFILS)[number];

export const profilLabels: Record<Profil, string> = {
  DEFAULT: 'Profil par défaut',
  restricted: 'Profil restreint',
  INSTITUTIONNEL: 'Institutionnel',
  TELE_NONPRO_ADMIN_PRINC: 'Syndic bénévole — administrateur principal',
  TELE_NONPRO_ADMIN_SECOND: 'Syndic bénévole — administrateur secondaire',
  TELE_NONPRO_GESTION: 'Syndic bénévole — gestionnaire',
  TELE_PRO_ADMIN_PRINC: 'Syndic professionnel — administrateur principal',
  TELE_PRO_ADMIN_SECOND: 'Syndic professionnel — administrateur secondaire',
  TELE_PRO_GESTION: 'Syndic professionnel — gestionnaire',
  NOTAIRE_ADMIN: 'Notaire — administrateur',
  NOTAIRE_NOTAIRE: 'Notaire',
  NOTAIRE_COLLAB: 'Collaborateur de notaire',
  TENEUR_ADMIN_PRINC: 'Teneur du registre — administrateur principal',
  TENEUR_ADMIN_SCOND: 'Teneur du registre — administrateur secondaire',
  TENEUR_ASS_HOTLINE_ADMIN: 'Teneur du registre — assistance (administrateur)',
  TENEUR_ASS_HOTLINE_GES: 'Teneur du registre — assistance (gestionnaire)',
};

/** Nom « camelCase » du profil utilisé côté client (spec 1 §3). */
export const profilNomClient: Record<Profil, string> = {
  DEFAULT: 'default',
  restricted: 'restreint',
  INSTITUTIONNEL: 'institutionnel',
  TELE_NONPRO_ADMIN_PRINC: 'teleNonProAdminPrincipal',
  TELE_NONPRO_ADMIN_SECOND: 'teleNonProAdminSecondaire',
  TELE_NONPRO_GESTION: 'teleNonProGestion',
  TELE_PRO_ADMIN_PRINC: 'teleProAdminPrincipal',
  TELE_PRO_ADMIN_SECOND: 'teleProAdminSecondaire',
  TELE_PRO_GESTION: 'teleProGestion',
  NOTAIRE_ADMIN: 'notaireAdmin',
  NOTAIRE_NOTAIRE: 'notaire',
  NOTAIRE_COLLAB: 'notaireCollab',
  TENEUR_ADMIN_PRINC: 'teneurAdminPrincipal',
  TENEUR_ADMIN_SCOND: 'teneurAdminSecondaire',
  TENEUR_ASS_HOTLINE_ADMIN: 'teneurAssHotlineAdmin',
  TENEUR_ASS_HOTLINE_GES: 'teneurAssHotlineGes',
};
