/**
 * Niveaux géographiques et tranches de taille des statistiques publiques, sans zod (ADR 0260, 0285) : la page
 * publique des statistiques les lit sans charger zod ni les schémas ; `statistiques.schema.ts` construit ses
 * `z.enum` sur ces listes et les réexporte.
 */

/** Niveaux géographiques des statistiques, du plus large au plus fin. */
export const NIVEAUX_STATISTIQUES = ['NATIONAL', 'REGION', 'DEPARTEMENT', 'EPCI', 'COMMUNE'] as const;
export type NiveauStatistiques = (typeof NIVEAUX_STATISTIQUES)[number];

export const niveauStatistiquesLabels: Record<NiveauStatistiques, string> = {
  NATIONAL: 'France entière',
  REGION: 'Région',
  DEPARTEMENT: 'Département',
  EPCI: 'Intercommunalité (EPCI)',
  COMMUNE: 'Commune',
};

/** Tranches de taille d'une copropriété, en nombre total de lots (répartition usuelle des statistiques). */
export const TRANCHES_TAILLE = ['JUSQU_A_10', 'DE_11_A_49', 'DE_50_A_199', 'A_PARTIR_DE_200'] as const;
export type TrancheTaille = (typeof TRANCHES_TAILLE)[number];

export const trancheTailleLabels: Record<TrancheTaille, string> = {
  JUSQU_A_10: '10 lots ou moins',
  DE_11_A_49: 'De 11 à 49 lots',
  DE_50_A_199: 'De 50 à 199 lots',
  A_PARTIR_DE_200: '200 lots ou plus',
};
