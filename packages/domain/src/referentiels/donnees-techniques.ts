import { z } from 'zod';
import { erreursDuChamp } from '../commun/texte.js';

/**
 * Types de chauffage (spec 1 §3). La valeur historique « Non renseigné » (avec espace et accent)
 * est codée `NON_RENSEIGNE` ; `lireTypeChauffage` accepte encore l'ancienne écriture lors d'une reprise
 * de données et `typeChauffageValeurHistorique` permet de la restituer si un échange l'exige.
 */
export const TypeChauffage = z.enum(['COLLECTIF', 'INDIVIDUEL', 'MIXTE', 'SANS_CHAUFFAGE', 'NON_RENSEIGNE'], {
  error: erreursDuChamp('Le type de chauffage'),
});
export type TypeChauffage = z.infer<typeof TypeChauffage>;

export const typeChauffageLabels: Record<TypeChauffage, string> = {
  COLLECTIF: 'Collectif',
  INDIVIDUEL: 'Individuel',
  MIXTE: 'Mixte (collectif et individuel)',
  SANS_CHAUFFAGE: 'Sans chauffage',
  NON_RENSEIGNE: 'Non renseigné',
};

/** Écriture historique de chaque type de chauffage (identique au code sauf « Non renseigné »). */
export const typeChauffageValeurHistorique: Record<TypeChauffage, string> = {
  COLLECTIF: 'COLLECTIF',
  INDIVIDUEL: 'INDIVIDUEL',
  MIXTE: 'MIXTE',
  SANS_CHAUFFAGE: 'SANS_CHAUFFAGE',
  NON_RENSEIGNE: 'Non renseigné',
};

/** Lit un type de chauffage, code actuel ou écriture historique ; `null` si la valeur est inconnue. */
export function lireTypeChauffage(valeur: string): TypeChauffage | null {
  const code = TypeChauffage.safeParse(valeur);
  if (code.success) {
    return code.data;
  }
  const historique = TypeChauffage.options.find((type) => typeChauffageValeurHistorique[type] === valeur);
  return historique ?? null;
}

/** Énergie du chauffage collectif non urbain (spec 1 §3). */
export const EnergieChauffage = z.enum(
  [
    'BOIS_DE_CHAUFFAGE',
    'GAZ_NATUREL',
    'GAZ_PROPANE_BUTANE',
    'FIOUL_DOMESTIQUE',
    'CHARBON',
    'ELECTRICITE',
    'ENERGIE_AUTRE',
  ],
  { error: erreursDuChamp("L'énergie de chauffage") },
);
export type EnergieChauffage = z.infer<typeof EnergieChauffage>;

export const energieChauffageLabels: Record<EnergieChauffage, string> = {
  BOIS_DE_CHAUFFAGE: 'Bois de chauffage',
  GAZ_NATUREL: 'Gaz naturel',
  GAZ_PROPANE_BUTANE: 'Gaz propane ou butane',
  FIOUL_DOMESTIQUE: 'Fioul domestique',
  CHARBON: 'Charbon',
  ELECTRICITE: 'Électricité',
  ENERGIE_AUTRE: 'Autre énergie',
};

/** Période de construction (spec 1 §3). */
export const PeriodeConstruction = z.enum(
  [
    'AVANT_1949',
    'DE_1949_A_1960',
    'DE_1961_A_1974',
    'DE_1975_A_1993',
    'DE_1994_A_2000',
    'DE_2001_A_2010',
    'APRES_2011',
    'NON_CONNUE',
  ],
  { error: erreursDuChamp('La période de construction') },
);
export type PeriodeConstruction = z.infer<typeof PeriodeConstruction>;

export const periodeConstructionLabels: Record<PeriodeConstruction, string> = {
  AVANT_1949: 'Avant 1949',
  DE_1949_A_1960: 'De 1949 à 1960',
  DE_1961_A_1974: 'De 1961 à 1974',
  DE_1975_A_1993: 'De 1975 à 1993',
  DE_1994_A_2000: 'De 1994 à 2000',
  DE_2001_A_2010: 'De 2001 à 2010',
  APRES_2011: 'À partir de 2011',
  NON_CONNUE: 'Non connue',
};

/** Étiquette du diagnostic de performance énergétique, comptée par bâtiment (spec 1 §3). */
export const EtiquetteEnergetique = z.enum(
  ['ETIQ_A', 'ETIQ_B', 'ETIQ_C', 'ETIQ_D', 'ETIQ_E', 'ETIQ_F', 'ETIQ_G', 'ETIQ_NON_DETERMINE'],
  { error: erreursDuChamp("L'étiquette énergétique") },
);
export type EtiquetteEnergetique = z.infer<typeof EtiquetteEnergetique>;

export const etiquetteEnergetiqueLabels: Record<EtiquetteEnergetique, string> = {
  ETIQ_A: 'Étiquette A',
  ETIQ_B: 'Étiquette B',
  ETIQ_C: 'Étiquette C',
  ETIQ_D: 'Étiquette D',
  ETIQ_E: 'Étiquette E',
  ETIQ_F: 'Étiquette F',
  ETIQ_G: 'Étiquette G',
  ETIQ_NON_DETERMINE: 'Étiquette non déterminée',
};
