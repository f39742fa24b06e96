import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/** Nature d'une mise à jour de déclaration (spec 1 §3, `typeMaj`). */
export const TypeMaj = z.enum(
  [
    'STANDARD',
    'ANNUELLE',
    'INITIALE',
    'OFFICE',
    'MODIF_DEMANDE',
    'COMPTESNONAPPROUVES',
    'MODIFICATION_ADMIN',
  ],
  { error: erreursDuChamp('Le type de mise à jour') },
);
export type TypeMaj = z.infer<typeof TypeMaj>;

export const typeMajLabels: Record<TypeMaj, string> = {
  STANDARD: 'Mise à jour standard',
  ANNUELLE: 'Mise à jour annuelle',
  INITIALE: 'Immatriculation initiale',
  OFFICE: "Immatriculation d'office",
  MODIF_DEMANDE: 'Modification de la demande',
  COMPTESNONAPPROUVES: 'Mise à jour des exercices non approuvés',
  MODIFICATION_ADMIN: 'Modification administrative',
};

/** Type d'immatriculation porté par une déclaration (spec 1 §3, `typeImmat`). */
export const TypeImmat = z.enum(['DEFAULT', 'INITIALE', 'OFFICE'], {
  error: erreursDuChamp("Le type d'immatriculation"),
});
export type TypeImmat = z.infer<typeof TypeImmat>;

export const typeImmatLabels: Record<TypeImmat, string> = {
  DEFAULT: 'Immatriculation par le syndic',
  INITIALE: 'Immatriculation initiale par un notaire',
  OFFICE: "Immatriculation d'office par un notaire",
};

/**
 * Nature d'un parcours d'immatriculation (paramètre `immatriculationType` de l'écran
 * d'identification et `{kind}` de `api/teledeclarant/immatriculation/{kind}/continuer`).
 */
export const TypeImmatriculation = z.enum(['INITIALE', 'OFFICE', 'MODIF_INITIALE', 'MODIF_OFFICE'], {
  error: erreursDuChamp("Le type d'immatriculation"),
});
export type TypeImmatriculation = z.infer<typeof TypeImmatriculation>;

export const typeImmatriculationLabels: Record<TypeImmatriculation, string> = {
  INITIALE: 'Immatriculation initiale',
  OFFICE: "Immatriculation d'office",
  MODIF_INITIALE: "Modification d'une immatriculation initiale",
  MODIF_OFFICE: "Modification d'une immatriculation d'office",
};
