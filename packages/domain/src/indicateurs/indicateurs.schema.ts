import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';

/**
 * Indicateurs du teneur (spec 1 §2 « indicator table », §3 « Keeper board », spec 2 §7.8
 * `GET api/indicateurMCO/allTableau` ; ADR 0201). Les noms des compteurs sont ceux de la spécification.
 */

/** Types de demande du tableau des indicateurs, dans l'ordre de la spécification (spec 1 §2). */
export const TypeDemandeIndicateur = z.enum(
  ['IMMATRICULATION', 'CONTESTATION', 'RATTACHEMENT', 'DISSOLUTION', 'DOUBLON'],
  { error: 'Type de demande inconnu.' },
);
export type TypeDemandeIndicateur = z.infer<typeof TypeDemandeIndicateur>;

export const typeDemandeIndicateurLabels: Record<TypeDemandeIndicateur, string> = {
  IMMATRICULATION: 'Immatriculation',
  CONTESTATION: 'Contestation',
  RATTACHEMENT: 'Rattachement',
  DISSOLUTION: 'Dissolution',
  DOUBLON: 'Doublons',
};

const Compte = z.number().int().min(0);
const Moyenne = z.number().min(0);

/**
 * Ligne de détail d'un type de demande (administrateurs du teneur seulement, spec 1 §6) : demandes encore à
 * prendre en charge, demandes prises en charge par un teneur (verrou), jour de dépôt de la plus ancienne.
 */
export const DetailIndicateur = z.object({
  type: TypeDemandeIndicateur,
  aPrendreEnCharge: Compte,
  priseEnCharge: Compte,
  plusAncienne: DateTexte.nullable(),
  /** Délai de réponse retenu pour ce type, en jours ouvrés (ADR 0039 §5). */
  delaiJoursOuvres: z.number().int().min(0),
});
export type DetailIndicateur = z.infer<typeof DetailIndicateur>;

/** Tableau des indicateurs (spec 1 §3 « Keeper board »). */
export const TableauIndicateurs = z.object({
  /** Instant du calcul (ISO 8601 UTC) : le bouton d'actualisation le renouvelle. */
  calculeLe: z.iso.datetime(),
  nbCoproImmatriculees: Compte,
  /** Moyennes hebdomadaires sur les 52 dernières semaines. */
  moyenneImmatHebdo: Moyenne,
  nbTeledeclarants: Compte,
  moyenneRattachementHebdo: Moyenne,
  nbUtilisateurs: Compte,
  nbTelechargementDonneesBrutes: Compte,
  /** Échelle géographique la plus fréquente des connexions institutionnelles des 12 derniers mois. */
  topEchelleGeographique: z.string().max(100).nullable(),
  nbTelechargementRapportBo: Compte,
  /** Mises à jour (standard, annuelles, exercices non approuvés) de l'année et du mois en cours, à Paris. */
  nbMajParAnnee: Compte,
  nbMajParMois: Compte,
  nbDemandesImmatEnCours: Compte,
  nbDemandesImmatHorsDelai: Compte,
  nbDemandesContestationEnCours: Compte,
  nbDemandesContestationHorsDelai: Compte,
  nbDemandesRattachementEnCours: Compte,
  nbDemandesRattachementHorsDelai: Compte,
  nbDemandesDissolutionEnCours: Compte,
  nbDemandesDissolutionHorsDelai: Compte,
  nbDoublons: Compte,
  nbDoublonsHorsDelais: Compte,
  /** Lignes de détail : pour les administrateurs du teneur ; `null` pour l'assistance (spec 1 §6, ADR 0031). */
  detail: z.array(DetailIndicateur).nullable(),
});
export type TableauIndicateurs = z.infer<typeof TableauIndicateurs>;

/** Demandes d'un type : en cours et hors délai. */
export interface LigneIndicateur {
  readonly type: TypeDemandeIndicateur;
  readonly libelle: string;
  readonly enCours: number;
  readonly horsDelai: number;
  readonly detail: DetailIndicateur | null;
}

const CHAMPS_PAR_TYPE: Record<
  TypeDemandeIndicateur,
  readonly [keyof TableauIndicateurs, keyof TableauIndicateurs]
> = {
  IMMATRICULATION: ['nbDemandesImmatEnCours', 'nbDemandesImmatHorsDelai'],
  CONTESTATION: ['nbDemandesContestationEnCours', 'nbDemandesContestationHorsDelai'],
  RATTACHEMENT: ['nbDemandesRattachementEnCours', 'nbDemandesRattachementHorsDelai'],
  DISSOLUTION: ['nbDemandesDissolutionEnCours', 'nbDemandesDissolutionHorsDelai'],
  DOUBLON: ['nbDoublons', 'nbDoublonsHorsDelais'],
};

/** Les cinq lignes du tableau des demandes (spec 1 §2), avec leur détail quand il est transmis. */
export function lignesIndicateurs(tableau: TableauIndicateurs): LigneIndicateur[] {
  return TypeDemandeIndicateur.options.map((type) => {
    const [enCours, horsDelai] = CHAMPS_PAR_TYPE[type];
    return {
      type,
      libelle: typeDemandeIndicateurLabels[type],
      enCours: tableau[enCours] as number,
      horsDelai: tableau[horsDelai] as number,
      detail: tableau.detail?.find((d) => d.type === type) ?? null,
    };
  });
}
