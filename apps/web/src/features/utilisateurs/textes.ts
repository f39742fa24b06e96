import {
  type CompteUtilisateur,
  LONGUEUR_MIN_MOT_DE_PASSE,
  PROFILS_PAR_TYPE_TELEDECLARANT,
  type Profil,
  profilLabels,
  statutCompteUtilisateurLabels,
  type TypeTeledeclarant,
} from '@registre/domain';

/** Règle du mot de passe rappelée sous le champ (spec 2 §5.2 et §9, ADR 0032). */
export const REGLE_NOUVEAU_MOT_DE_PASSE = `Au moins ${LONGUEUR_MIN_MOT_DE_PASSE} caractères, dont une majuscule, une minuscule, un chiffre et un caractère spécial, sans espace.`;

/** Titre de la confirmation de suppression, au singulier ou au pluriel (spec 1 §4). */
export function titreConfirmationSuppression(nombre: number): string {
  return nombre <= 1 ? 'Supprimer ce compte ?' : `Supprimer ces ${nombre} comptes ?`;
}

/** Message de succès d'une suppression, avec le nombre de comptes (spec 2 §8). */
export function messageComptesSupprimes(nombre: number): string {
  return nombre <= 1 ? '1 compte supprimé' : `${nombre} comptes supprimés`;
}

/** « Prénom Nom », ou l'adresse quand le compte n'a pas de nom. */
export function nomAffiche(compte: Pick<CompteUtilisateur, 'prenom' | 'nom' | 'login'>): string {
  const nom = [compte.prenom, compte.nom].filter(Boolean).join(' ').trim();
  return nom === '' ? compte.login : nom;
}

export const libelleProfil = (compte: Pick<CompteUtilisateur, 'profil'>): string =>
  profilLabels[compte.profil];

export const libelleStatut = (compte: Pick<CompteUtilisateur, 'statut'>): string =>
  statutCompteUtilisateurLabels[compte.statut];

/** Nombre de pages d'une liste paginée (au moins une). */
export function nombrePages(totalItems: number, taillePage: number): number {
  return Math.max(1, Math.ceil(totalItems / taillePage));
}

/** Numéro de page lu dans l'adresse, ramené entre 1 et le nombre de pages connu. */
export function pageDemandee(valeur: string | null, nbPages = Number.POSITIVE_INFINITY): number {
  const page = Number(valeur);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, nbPages);
}

/** Familles de profils présentées sur l'écran « Profils ». */
const FAMILLES: readonly TypeTeledeclarant[] = ['PRO', 'NON_PRO', 'NOTAIRE', 'teneur'];

/** Profils de la famille du profil donné (syndic professionnel, bénévole, notaire, teneur). */
export function profilsDeLaFamille(profil: Profil): readonly Profil[] {
  const famille = FAMILLES.find((type) => PROFILS_PAR_TYPE_TELEDECLARANT[type].includes(profil));
  return famille ? PROFILS_PAR_TYPE_TELEDECLARANT[famille] : [profil];
}
