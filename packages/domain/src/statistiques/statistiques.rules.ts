import { ETATS_VISIBLES_DU_PUBLIC } from '../annuaire/visibilite-publique.js';
import { ajouterMois, aujourdhuiParis } from '../commun/dates.js';
import { nomFichierExport } from '../commun/fichiers.js';
import type { EtatCopropriete } from '../copropriete/etat-copropriete.js';
import { MOIS_VALIDITE_MAJ_ANNUELLE } from '../copropriete/liste-coproprietes.schema.js';
import type { NiveauStatistiques, TrancheTaille } from './statistiques.schema.js';

/**
 * Règles des statistiques publiques (ADR 0250, 0251) : quelles copropriétés sont comptées, ce qu'est une
 * copropriété « conforme », les tranches de taille, les trimestres et le nom du rapport.
 */

/**
 * États comptés par les statistiques publiques : les états visibles du public de l'annuaire (ADR 0240, même
 * règle, avec un numéro attribué), sauf la copropriété dissoute, que l'annuaire montre encore à l'acquéreur mais
 * qui n'est plus un syndicat immatriculé ; une dissolution en cours reste comptée (ADR 0251).
 */
export function etatsComptesParLesStatistiques(): readonly EtatCopropriete[] {
  return ETATS_VISIBLES_DU_PUBLIC.filter((etat) => etat !== 'DISSOUTE');
}

/** Bornes de la conformité au jour donné (date calendaire à Paris). */
export interface BornesConformite {
  /** Jour de référence : un mandat en cours le couvre (début ≤ jour ≤ fin). */
  jour: Date;
  /**
   * Date la plus ancienne d'une mise à jour annuelle encore « faite » : moins de `MOIS_VALIDITE_MAJ_ANNUELLE`
   * mois, la règle de la liste des copropriétés et de l'annuaire.
   */
  majAnnuelleDepuis: Date;
}

export function bornesConformite(maintenant: Date): BornesConformite {
  const jour = aujourdhuiParis(maintenant);
  return { jour, majAnnuelleDepuis: ajouterMois(jour, -MOIS_VALIDITE_MAJ_ANNUELLE) };
}

/** Seuils bas (inclus) des tranches de taille, en nombre total de lots. */
export const SEUILS_TRANCHES: Readonly<Record<TrancheTaille, number>> = {
  JUSQU_A_10: 0,
  DE_11_A_49: 11,
  DE_50_A_199: 50,
  A_PARTIR_DE_200: 200,
};

/** Tranche d'une copropriété selon son nombre total de lots (inconnu : la plus petite). */
export function trancheDeTaille(nbLots: number | null | undefined): TrancheTaille {
  const n = nbLots ?? 0;
  if (n >= SEUILS_TRANCHES.A_PARTIR_DE_200) return 'A_PARTIR_DE_200';
  if (n >= SEUILS_TRANCHES.DE_50_A_199) return 'DE_50_A_199';
  if (n >= SEUILS_TRANCHES.DE_11_A_49) return 'DE_11_A_49';
  return 'JUSQU_A_10';
}

/** Part en pour cent, arrondie à une décimale ; `null` sans total. */
export function partEnPourcent(nombre: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((nombre * 1000) / total) / 10;
}

/** Trimestre (1 à 4) d'une date calendaire. */
export function trimestreDe(date: Date): number {
  return Math.floor(date.getUTCMonth() / 3) + 1;
}

/** Clé d'un trimestre : « 2026-T4 ». */
export function cleTrimestre(annee: number, trimestre: number): string {
  return `${annee}-T${trimestre}`;
}

/** Libellé d'un trimestre : « 4e trimestre 2026 » (« 1er » pour le premier). */
export function libelleTrimestre(annee: number, trimestre: number): string {
  return `${trimestre === 1 ? '1er' : `${trimestre}e`} trimestre ${annee}`;
}

/** Trimestre des données publiées : celui, à Paris, de leur génération. */
export function trimestreDeGeneration(genereLe: Date | null): string | null {
  if (genereLe === null) return null;
  const jour = aujourdhuiParis(genereLe);
  return cleTrimestre(jour.getUTCFullYear(), trimestreDe(jour));
}

/** Nombre de trimestres de la série trimestrielle (deux ans). */
export const NB_TRIMESTRES_SERIE = 8;

/** Les `n` derniers trimestres jusqu'à celui du jour, du plus ancien au plus récent. */
export function derniersTrimestres(
  jour: Date,
  n = NB_TRIMESTRES_SERIE,
): { annee: number; trimestre: number }[] {
  const rang = jour.getUTCFullYear() * 4 + trimestreDe(jour) - 1;
  return Array.from({ length: n }, (_, i) => {
    const r = rang - (n - 1) + i;
    return { annee: Math.floor(r / 4), trimestre: (r % 4) + 1 };
  });
}

/** Nom du rapport téléchargé : « statistiques_registre_<niveau>[_<code>]_aaaammjj.xlsx » (spec 2 §9). */
export function nomFichierRapportStatistiques(
  niveau: NiveauStatistiques,
  code: string | null,
  maintenant: Date,
): string {
  const suffixe = niveau === 'NATIONAL' || !code ? 'france' : `${niveau.toLowerCase()}_${code}`;
  return nomFichierExport(`statistiques_registre_${suffixe}`, 'xlsx', maintenant);
}

/** Niveau des subdivisions d'un niveau (le détail d'une commune est vide). */
export const NIVEAU_DU_DETAIL: Readonly<Record<NiveauStatistiques, NiveauStatistiques | null>> = {
  NATIONAL: 'REGION',
  REGION: 'DEPARTEMENT',
  DEPARTEMENT: 'EPCI',
  EPCI: 'COMMUNE',
  COMMUNE: null,
};
