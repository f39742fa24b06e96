import { z } from 'zod';
import { texte } from '../commun/texte.js';
import { NIVEAUX_STATISTIQUES, TRANCHES_TAILLE } from './valeurs-statistiques.js';

export {
  NIVEAUX_STATISTIQUES,
  niveauStatistiquesLabels,
  TRANCHES_TAILLE,
  trancheTailleLabels,
} from './valeurs-statistiques.js';

/**
 * Statistiques publiques du registre (spec 1 §2 `/consulter-les-statistiques-du-registre`, spec 2 §7.10 ;
 * ADR 0250 à 0252) : comptes par territoire (France, région, département, EPCI, commune), répartition par
 * taille, immatriculations par année et par trimestre, vue territoriale de conformité.
 */

/** Niveaux géographiques des statistiques, du plus large au plus fin (liste sans zod : `valeurs-statistiques.ts`). */
export const NiveauStatistiques = z.enum(NIVEAUX_STATISTIQUES, {
  error: 'Le niveau géographique est inconnu (NATIONAL, REGION, DEPARTEMENT, EPCI ou COMMUNE).',
});
export type NiveauStatistiques = z.infer<typeof NiveauStatistiques>;

/** Tranches de taille d'une copropriété, en nombre total de lots (répartition usuelle des statistiques). */
export const TrancheTaille = z.enum(TRANCHES_TAILLE);
export type TrancheTaille = z.infer<typeof TrancheTaille>;

const Compte = z.number().int().min(0);
/** Part en pour cent (une décimale) ; `null` quand le territoire n'a aucune copropriété. */
const Part = z.number().min(0).max(100).nullable();

/** Statistiques d'un territoire. */
export const StatistiquesTerritoire = z.object({
  niveau: NiveauStatistiques,
  /** Code INSEE (région, département, commune), SIREN (EPCI) ou « FR » (France entière). */
  code: z.string(),
  nom: z.string(),
  nbCoproprietes: Compte,
  nbLots: Compte,
  nbLotsHabitation: Compte,
  tranches: z.record(TrancheTaille, Compte),
  /** Copropriétés dont le mandat du représentant légal est en cours (ADR 0251). */
  nbMandatEnCours: Compte,
  /** Copropriétés dont la mise à jour annuelle est faite (ADR 0251). */
  nbMajAnnuelleFaite: Compte,
  /** Les deux à la fois : la copropriété est « à jour » de ses obligations envers le registre. */
  nbConformes: Compte,
  partMandatEnCours: Part,
  partMajAnnuelleFaite: Part,
  partConformes: Part,
});
export type StatistiquesTerritoire = z.infer<typeof StatistiquesTerritoire>;

/** Un territoire et le détail de ses subdivisions (régions de la France, départements d'une région…). */
export const StatistiquesNiveau = z.object({
  /** Instant de la dernière génération des agrégats (ISO 8601 UTC), `null` s'ils n'ont jamais été calculés. */
  genereLe: z.iso.datetime().nullable(),
  territoire: StatistiquesTerritoire,
  detail: z.array(StatistiquesTerritoire),
});
export type StatistiquesNiveau = z.infer<typeof StatistiquesNiveau>;

/** Immatriculations d'une période (année ou trimestre). */
export const ImmatriculationsPeriode = z.object({
  /** « 2025 » ou « 2025-T3 ». */
  periode: z.string(),
  libelle: z.string(),
  nbImmatriculations: Compte,
});
export type ImmatriculationsPeriode = z.infer<typeof ImmatriculationsPeriode>;

export const SeriePeriodes = z.object({
  genereLe: z.iso.datetime().nullable(),
  /** Trimestre des données publiées (celui de la dernière génération), par exemple « 2026-T4 ». */
  trimestreGeneration: z.string().nullable(),
  territoire: z.object({ niveau: NiveauStatistiques, code: z.string(), nom: z.string() }),
  periodes: z.array(ImmatriculationsPeriode),
});
export type SeriePeriodes = z.infer<typeof SeriePeriodes>;

// Paramètres des appels.

/**
 * Code INSEE d'une région : 2 chiffres (11, 84, 01 pour la Guadeloupe…), 3 pour une collectivité d'outre-mer
 * (975 Saint-Pierre-et-Miquelon…), que le référentiel range avec les régions.
 */
export const CodeRegion = texte({ max: 100, libelle: 'Le code de la région' }).regex(/^\d{2,3}$/, {
  error: 'Le code de la région comporte 2 ou 3 chiffres (exemple : 84).',
});

/** Région des départements demandés : son code, ou « 0 » pour tous les départements (spec 2 §7.10). */
export const CodeRegionOuTous = texte({ max: 100, libelle: 'Le code de la région' }).regex(/^(0|\d{2,3})$/, {
  error: 'Le code de la région comporte 2 ou 3 chiffres (exemple : 84), ou vaut 0 pour toute la France.',
});

/** Code INSEE d'un département (01 à 95, 2A, 2B, 971 à 976, collectivités d'outre-mer 975 à 989). */
export const CodeDepartementStatistiques = texte({ max: 100, libelle: 'Le code du département' })
  .toUpperCase()
  .regex(/^(\d{2}|2[AB]|9[78]\d)$/, {
    error: 'Le code du département comporte 2 ou 3 caractères (exemple : 69, 2A ou 974).',
  });

/** SIREN d'un EPCI (9 chiffres). */
export const SirenEpci = texte({ max: 100, libelle: 'Le SIREN de l’intercommunalité' }).regex(/^\d{9}$/, {
  error: 'Le SIREN de l’intercommunalité comporte 9 chiffres (exemple : 200046977).',
});

/** Code d'un territoire selon son niveau (vide pour la France entière). */
export const CodeTerritoire = texte({ max: 100, libelle: 'Le code du territoire' }).regex(/^[0-9AB]{1,9}$/i, {
  error: 'Le code du territoire est un code INSEE ou un SIREN (chiffres, 2A ou 2B).',
});

/** Territoire désigné dans une requête (rapport, séries). */
export const RequeteTerritoire = z.object({
  niveau: NiveauStatistiques.default('NATIONAL'),
  code: CodeTerritoire.optional(),
});
export type RequeteTerritoire = z.infer<typeof RequeteTerritoire>;

/** « true » ou « false » dans un chemin (spec 2 §7.10 `chargementAnneeGeneration/{isNationale}`). */
export const BooleenChemin = z.enum(['true', 'false'], {
  error: 'La valeur doit être « true » ou « false ».',
});

/** Région du référentiel. */
export const RegionReferentiel = z.object({ code: z.string(), nom: z.string() });
export type RegionReferentiel = z.infer<typeof RegionReferentiel>;

/** Département du référentiel. */
export const DepartementReferentiel = z.object({ code: z.string(), nom: z.string(), codeRegion: z.string() });
export type DepartementReferentiel = z.infer<typeof DepartementReferentiel>;

/** Intercommunalité (EPCI à fiscalité propre) du référentiel. */
export const EpciReferentiel = z.object({
  siren: z.string(),
  nom: z.string(),
  /** CC, CA, CU, MET… (nature juridique). */
  type: z.string(),
});
export type EpciReferentiel = z.infer<typeof EpciReferentiel>;
