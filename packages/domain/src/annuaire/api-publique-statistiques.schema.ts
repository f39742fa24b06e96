import { z } from 'zod';
import { CodeInseeCommune } from '../copropriete/copropriete.schema.js';
import {
  CodeDepartementStatistiques,
  CodeRegion,
  RequeteTerritoire,
  SeriePeriodes,
  SirenEpci,
  StatistiquesNiveau,
} from '../statistiques/statistiques.schema.js';
import { COLONNES_JEU_DE_DONNEES, VERSION_API_PUBLIQUE } from './api-publique.schema.js';

/**
 * Statistiques et jeu de données de l'API publique ouverte, version 1 (`/api/public/v1`, ADR 0242, 0290) :
 * mêmes agrégats et mêmes noms de champs que la page des statistiques (ADR 0250 à 0252), plus `version`.
 */

const version = z.literal(VERSION_API_PUBLIQUE);

/** Un territoire et ses subdivisions (régions de la France, départements d'une région…), version 1. */
export const StatistiquesPubliques = StatistiquesNiveau.extend({ version });
export type StatistiquesPubliques = z.infer<typeof StatistiquesPubliques>;

/** Immatriculations par année ou par trimestre d'un territoire, version 1. */
export const SeriePubliqueImmatriculations = SeriePeriodes.extend({ version });
export type SeriePubliqueImmatriculations = z.infer<typeof SeriePubliqueImmatriculations>;

/** Territoire d'une série : mêmes paramètres que la page, aucun autre (400 sur un paramètre inconnu). */
export const RequeteSeriePublique = z.strictObject(RequeteTerritoire.shape);
export type RequeteSeriePublique = z.infer<typeof RequeteSeriePublique>;

export const ParamsRegionPublique = z.object({ codeRegion: CodeRegion });
export const ParamsDepartementPublic = z.object({ codeDepartement: CodeDepartementStatistiques });
export const ParamsEpciPublic = z.object({ siren: SirenEpci });
export const ParamsCommunePublique = z.object({ codeInsee: CodeInseeCommune });

/** Sens de chaque colonne du jeu de données (page `/donnees-et-api`, document OpenAPI). */
export const DESCRIPTION_COLONNES_JEU_DE_DONNEES: Record<(typeof COLONNES_JEU_DE_DONNEES)[number], string> = {
  numero_immatriculation: 'Numéro d’immatriculation au registre (2 lettres, 7 chiffres)',
  nom: 'Nom d’usage de la copropriété',
  adresse_reference: 'Adresse de référence (numéro, voie)',
  code_postal: 'Code postal de l’adresse de référence',
  commune: 'Commune de l’adresse de référence',
  code_insee: 'Code INSEE de la commune',
  code_departement: 'Code INSEE du département',
  longitude: 'Longitude WGS 84 (vide si l’adresse n’est pas géolocalisée)',
  latitude: 'Latitude WGS 84 (vide si l’adresse n’est pas géolocalisée)',
  statut:
    'Statut public (immatriculée, dissolution demandée ou en cours, dissoute… ; valeurs de l’API, ADR 0240)',
  date_reglement_copropriete: 'Date du règlement de copropriété (aaaa-mm-jj)',
  date_immatriculation: 'Date d’immatriculation (aaaa-mm-jj)',
  nb_lots: 'Nombre total de lots',
  nb_lots_hab: 'Nombre de lots à usage d’habitation',
  nb_lots_hab_bur_com: 'Nombre de lots d’habitation, de bureaux et de commerces',
  nb_lots_stationnement: 'Nombre de lots de stationnement',
  nb_batiments: 'Nombre de bâtiments',
  syndicat_principal: 'Syndicat principal (oui) ou secondaire (non)',
  num_immatriculation_principale:
    'Numéro d’immatriculation du syndicat principal, pour un syndicat secondaire',
  syndicat_cooperatif: 'Syndicat coopératif (oui / non)',
  residence_service: 'Résidence-services (oui / non)',
  nom_syndic:
    'Raison sociale du syndic ; « Syndic bénévole » pour un syndic non professionnel, dont le nom n’est pas publié (ADR 0241)',
  type_syndic: 'Type de représentant légal : PRO (professionnel), NON_PRO (bénévole), NOTAIRE',
  date_debut_mandat: 'Début du mandat en cours (aaaa-mm-jj)',
  date_fin_mandat: 'Fin du mandat en cours (aaaa-mm-jj)',
  date_derniere_maj_annuelle: 'Date de la dernière mise à jour annuelle (aaaa-mm-jj)',
  mandat_ad_hoc: 'Mandataire ad hoc désigné (oui / non)',
  ordonnance_carence: 'Ordonnance de carence (oui / non)',
  administrateur_provisoire: 'Administrateur provisoire désigné (oui / non)',
  arrete_peril: 'Arrêté de péril sur les parties communes (oui / non)',
  arrete_insalubrite: 'Arrêté d’insalubrité sur les parties communes (oui / non)',
  arrete_securite_insalubrite: 'Arrêté de mise en sécurité ou de traitement de l’insalubrité (oui / non)',
  arrete_equipements_communs: 'Arrêté sur les équipements communs (oui / non)',
};

/** Fichier du jeu de données public tel qu'il a été produit par la tâche quotidienne (ADR 0291). */
export const FichierJeuDeDonnees = z.object({
  /** Jour (Paris) de la génération, « aaaa-mm-jj ». */
  jour: z.iso.date(),
  /** Instant de la génération (ISO 8601 UTC). */
  genereLe: z.iso.datetime(),
  /** Nombre de copropriétés (lignes hors en-tête). */
  nbLignes: z.number().int().min(0),
  /** Taille du fichier, en octets. */
  taille: z.number().int().min(0),
  /** Empreinte SHA-256 du fichier, en hexadécimal. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Adresse de téléchargement (relative au site). */
  url: z.string(),
});
export type FichierJeuDeDonnees = z.infer<typeof FichierJeuDeDonnees>;

/** Description du jeu de données : le dernier fichier produit (`null` avant la première génération), ses colonnes. */
export const DescriptionJeuDeDonnees = z.object({
  version,
  /** Licence des données (REFERENCES.md). */
  licence: z.object({ nom: z.string(), url: z.string() }),
  fichier: FichierJeuDeDonnees.nullable(),
  colonnes: z.array(z.object({ nom: z.string(), description: z.string() })),
});
export type DescriptionJeuDeDonnees = z.infer<typeof DescriptionJeuDeDonnees>;

/** Colonnes documentées, dans l'ordre du fichier. */
export function colonnesDocumentees(): { nom: string; description: string }[] {
  return COLONNES_JEU_DE_DONNEES.map((nom) => ({
    nom,
    description: DESCRIPTION_COLONNES_JEU_DE_DONNEES[nom],
  }));
}

/**
 * Licence des données publiques du registre : la Licence Ouverte 2.0 d'Etalab, licence de réutilisation de
 * référence des administrations (article D323-2-1 du code des relations entre le public et l'administration).
 */
export const LICENCE_DONNEES_PUBLIQUES = {
  nom: 'Licence Ouverte / Open Licence version 2.0 (Etalab)',
  url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
} as const;
