import type { StatutPublicCopropriete } from '@registre/domain';

/** Couleur du badge de statut public : immatriculée en vert, dissolution en cours en orange, dissoute en gris. */
export const severiteStatutPublic: Record<
  StatutPublicCopropriete,
  'success' | 'warning' | 'info' | 'error' | 'new'
> = {
  IMMATRICULEE: 'success',
  DEMANDE_EFFECTUEE: 'warning',
  DISSOLUTION_EN_ATTENTE_DE_VALIDATION: 'warning',
  A_VALIDER: 'warning',
  EN_COURS: 'warning',
  DISSOUTE: 'info',
};

/** Texte d'une valeur facultative de la fiche. */
export const ouTiret = (valeur: string | number | null | undefined): string =>
  valeur === null || valeur === undefined || valeur === '' ? '—' : String(valeur);

/** Oui, non, ou non renseigné. */
export const ouiNon = (valeur: boolean | null | undefined): string =>
  valeur === null || valeur === undefined ? 'Non renseigné' : valeur ? 'Oui' : 'Non';
