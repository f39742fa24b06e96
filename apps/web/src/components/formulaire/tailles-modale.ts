/**
 * Tailles des modales (spec 2 §9) : SM, MD, LG, XL, XL par défaut. Les trois premières sont les tailles
 * du DSFR (`small`, `medium`, `large`) ; XL, absente du DSFR, part de `large` et élargit la colonne par
 * la classe `registre-modale--xl` (voir `formulaire.css`).
 */
export const TAILLES_MODALE = ['SM', 'MD', 'LG', 'XL'] as const;
export type TailleModale = (typeof TAILLES_MODALE)[number];

export const TAILLE_MODALE_DEFAUT: TailleModale = 'XL';

export interface GabaritModale {
  /** Taille passée au composant `Modal` du DSFR. */
  tailleDsfr: 'small' | 'medium' | 'large';
  /** Colonnes de la grille DSFR occupées par la modale, du plus petit écran au plus grand. */
  colonnes: readonly string[];
  /** Classe ajoutée à la modale, quand la taille DSFR doit être ajustée. */
  classe?: string;
}

const GABARITS: Readonly<Record<TailleModale, GabaritModale>> = {
  SM: { tailleDsfr: 'small', colonnes: ['fr-col-12', 'fr-col-md-6', 'fr-col-lg-4'] },
  MD: { tailleDsfr: 'medium', colonnes: ['fr-col-12', 'fr-col-md-8', 'fr-col-lg-6'] },
  LG: { tailleDsfr: 'large', colonnes: ['fr-col-12', 'fr-col-md-10', 'fr-col-lg-8'] },
  XL: {
    tailleDsfr: 'large',
    colonnes: ['fr-col-12', 'fr-col-md-12', 'fr-col-lg-10'],
    classe: 'registre-modale--xl',
  },
};

/** Gabarit DSFR d'une taille de modale (XL par défaut). */
export function gabaritModale(taille: TailleModale = TAILLE_MODALE_DEFAUT): GabaritModale {
  return GABARITS[taille];
}
