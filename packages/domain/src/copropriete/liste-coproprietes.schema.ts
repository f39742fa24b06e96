import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { paginationBornee } from '../commun/pagination.schema.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { ProchaineEcheance } from '../echeancier/echeancier.schema.js';
import { StatutMandat } from '../mandat/statut-mandat.js';
import { ActionCopropriete, ETATS_MISE_A_JOUR, ETATS_MISE_A_JOUR_NOTAIRE } from './actions-copropriete.js';
import { EtatCopropriete } from './etat-copropriete.js';

/**
 * Liste des copropriétés (spec 1 §2 `/copropriete`, spec 1 §3 « Search and list parameters », spec 2 §7.2 ;
 * ADR 0161) : critères de recherche, filtres de la page, lignes et tableau de bord du syndic.
 */

/** Taille de page maximale de la liste des copropriétés. */
export const TAILLE_PAGE_MAX_COPROPRIETES = 100;
/** Longueur maximale du texte « immatriculation ou nom ». */
export const LONGUEUR_MAX_IMMATRICULATION_OU_NOM = 100;
/** Nombre de propositions de `rechercherImmatOuNomCopro` (liste d'autocomplétion). */
export const NB_PROPOSITIONS_IMMAT_OU_NOM = 10;
/** Une copropriété dont la dernière mise à jour annuelle date de plus de 12 mois n'est plus à jour. */
export const MOIS_VALIDITE_MAJ_ANNUELLE = 12;

/**
 * Filtres de la page `/copropriete`, passés en paramètre de requête (spec 1 §2) et envoyés dans `statut`.
 * Ceux des issues suivantes (renouvellement, successeur, dissolution) filtrent déjà la liste.
 */
export const FiltreListeCopropriete = z.enum(
  [
    'seeAllCopro',
    'standard',
    'annuelle',
    'mandate',
    'immatriculee',
    'mandat-expire',
    'coproNonGeolocalisees',
    'renouveler-mandat',
    'declare-new-successor',
    'dissolution',
  ],
  { error: erreursDuChamp('Le filtre de la liste') },
);
export type FiltreListeCopropriete = z.infer<typeof FiltreListeCopropriete>;

export const filtreListeCoproprieteLabels: Record<FiltreListeCopropriete, string> = {
  seeAllCopro: 'Toutes les copropriétés',
  standard: 'Copropriétés à mettre à jour (mise à jour standard)',
  annuelle: 'Copropriétés dont la mise à jour annuelle est à faire',
  mandate: 'Copropriétés sous mandat',
  immatriculee: 'Copropriétés immatriculées',
  'mandat-expire': 'Copropriétés au mandat expiré',
  coproNonGeolocalisees: 'Copropriétés non géolocalisées',
  'renouveler-mandat': 'Mandats à renouveler',
  'declare-new-successor': 'Copropriétés pour lesquelles déclarer un successeur',
  dissolution: 'Copropriétés dont déclarer la dissolution',
};

/** Colonnes triables de la liste. */
export const ChampTriCopropriete = z.enum(
  [
    'numeroImmatriculation',
    'nom',
    'adresseReference',
    'etat',
    'idTeledeclarant',
    'nbLots',
    'nbBatiments',
    'dateFinMandat',
    'dateDerniereMajAnnuelle',
    'representantLegal',
  ],
  { error: erreursDuChamp('Le critère de tri') },
);
export type ChampTriCopropriete = z.infer<typeof ChampTriCopropriete>;

export const PaginationCoproprietes = paginationBornee(ChampTriCopropriete, TAILLE_PAGE_MAX_COPROPRIETES);
export type PaginationCoproprietes = z.infer<typeof PaginationCoproprietes>;

const immatriculationOuNom = texte({
  max: LONGUEUR_MAX_IMMATRICULATION_OU_NOM,
  libelle: "L'immatriculation ou le nom",
});

/**
 * Corps de `POST api/coproprietes/rechercher` (spec 1 §3). `immatriculationOuNom` suit spec 2 §5.6
 * (contient, `$` commence par, `_` un caractère) ; `dateDebutMandat` : mandat commencé ce jour-là ou après ;
 * `dateFinMandat` : mandat terminé ce jour-là ou avant ; `statut` : filtre de la page.
 */
export const CriteresRechercheCopropriete = z.strictObject({
  paginationOptions: PaginationCoproprietes.prefault({}),
  immatriculationOuNom: immatriculationOuNom.nullish(),
  dateDebutMandat: DateTexte.nullish(),
  dateFinMandat: DateTexte.nullish(),
  etatsCopropriete: z
    .array(EtatCopropriete, { error: erreursDuChamp('Les états de la copropriété') })
    .max(EtatCopropriete.options.length)
    .nullish(),
  statut: FiltreListeCopropriete.nullish(),
});
export type CriteresRechercheCopropriete = z.infer<typeof CriteresRechercheCopropriete>;
export type SaisieRechercheCopropriete = z.input<typeof CriteresRechercheCopropriete>;

const texteLu = z.string().nullable();
const entierLu = z.number().int().nullable();

/** Ligne de la liste (colonnes de spec 1 §2) avec les actions permises à l'appelant (ADR 0160). */
export const LigneRechercheCopropriete = z.object({
  id: z.number().int(),
  numeroImmatriculation: texteLu,
  nom: texteLu,
  adresseReference: texteLu,
  etat: EtatCopropriete,
  statutMandat: StatutMandat.nullable(),
  /** Numéro du télédéclarant représentant légal. */
  idTeledeclarant: entierLu,
  representantLegal: texteLu,
  nbLots: entierLu,
  nbBatiments: entierLu,
  /** Dates « jj/mm/aaaa ». */
  dateFinMandat: texteLu,
  dateDerniereMajAnnuelle: texteLu,
  /** Mise à jour annuelle faite depuis moins de 12 mois. */
  majAnnuelleAJour: z.boolean(),
  geolocalisee: z.boolean(),
  /** Brouillon ou demande en cours de l'appelant (déclaration), que les actions de la ligne reprennent. */
  idBrouillon: entierLu,
  /** Prochaine échéance de la copropriété (échéancier, ADR 0340), ou aucune. */
  prochaineEcheance: ProchaineEcheance.nullable(),
  actions: z.array(ActionCopropriete),
});
export type LigneRechercheCopropriete = z.infer<typeof LigneRechercheCopropriete>;

export const ResultatRechercheCopropriete = z.object({
  ligneRechercheCoproprieteDTOList: z.array(LigneRechercheCopropriete),
  totalItems: z.number().int().min(0),
});
export type ResultatRechercheCopropriete = z.infer<typeof ResultatRechercheCopropriete>;

/** Corps de `POST api/coproprietes/rechercherImmatOuNomCopro` : propositions pour une saisie. */
export const SaisieImmatOuNom = z.strictObject({
  immatriculationOuNom,
});
export type SaisieImmatOuNom = z.infer<typeof SaisieImmatOuNom>;

export const PropositionCopropriete = z.object({
  id: z.number().int(),
  numeroImmatriculation: texteLu,
  nom: texteLu,
  adresseReference: texteLu,
});
export type PropositionCopropriete = z.infer<typeof PropositionCopropriete>;

/** Tableau de bord du syndic (spec 1 §3 « Syndic board »). */
export const TableauDeBordSyndic = z.object({
  coproImmatricules: z.number().int().min(0),
  coproExpires: z.number().int().min(0),
  coproNonAjours: z.number().int().min(0),
  coproNonGeolocalisees: z.number().int().min(0),
});
export type TableauDeBordSyndic = z.infer<typeof TableauDeBordSyndic>;

/** Filtre de la liste ouvert par chaque compteur du tableau de bord. */
export const FILTRE_PAR_COMPTEUR: Record<keyof TableauDeBordSyndic, FiltreListeCopropriete> = {
  coproImmatricules: 'immatriculee',
  coproExpires: 'mandat-expire',
  coproNonAjours: 'annuelle',
  coproNonGeolocalisees: 'coproNonGeolocalisees',
};

/** Adresse ou parcelle affichée par la visualisation. */
export const AdresseVisualisee = z.object({
  type: z.enum(['REFERENCE', 'COMPLEMENTAIRE']),
  libelle: texteLu,
  codePostal: texteLu,
  commune: texteLu,
  geolocalisee: z.boolean(),
});
export const ParcelleVisualisee = z.object({
  codePostal: texteLu,
  codeInsee: texteLu,
  communeAbsorbee: texteLu,
  prefixe: z.string(),
  section: z.string(),
  numero: z.string(),
  geolocalisee: z.boolean(),
});

/** `GET api/coproprietes/visualisation/{id}` : données de la copropriété (spec 1 §3 « form view »). */
export const VisualisationCopropriete = z.object({
  id: z.number().int(),
  numeroImmatriculation: texteLu,
  nomCopropriete: texteLu,
  dateReglementCopropriete: texteLu,
  siret: texteLu,
  syndicatPrincipal: z.boolean().nullable(),
  residenceService: z.boolean().nullable(),
  syndicatCooperatif: z.boolean().nullable(),
  numImmatriculationCoproprietePrincipale: texteLu,
  nbLots: entierLu,
  nbLotsHabBurCom: entierLu,
  nbLotsHab: entierLu,
  nbLotsStationnement: entierLu,
  nombreBatiments: entierLu,
  adressePrincipale: texteLu,
  statutCopropriete: EtatCopropriete,
  statutRattachement: StatutMandat.nullable(),
  idTeledeclarantCourant: entierLu,
  representantLegal: texteLu,
  dateFinMandat: texteLu,
  majAnnuelle: texteLu,
  adresses: z.array(AdresseVisualisee),
  parcelles: z.array(ParcelleVisualisee),
  actions: z.array(ActionCopropriete),
});
export type VisualisationCopropriete = z.infer<typeof VisualisationCopropriete>;

/** `GET api/coproprietes/infos/{id}/{action}` : en-tête de l'écran d'une action, si elle est permise. */
export const InfosActionCopropriete = z.object({
  id: z.number().int(),
  numeroImmatriculation: texteLu,
  nom: texteLu,
  adresseReference: texteLu,
  etat: EtatCopropriete,
  idMandat: entierLu,
  statutMandat: StatutMandat.nullable(),
  dateDebutMandat: texteLu,
  dateFinMandat: texteLu,
  action: ActionCopropriete,
});
export type InfosActionCopropriete = z.infer<typeof InfosActionCopropriete>;

/** `GET api/etat-copropriete` : états et leurs libellés. */
export const EtatCoproprieteLibelle = z.object({ code: EtatCopropriete, libelle: z.string() });
export type EtatCoproprieteLibelle = z.infer<typeof EtatCoproprieteLibelle>;

/** États d'une copropriété immatriculée (compteur « immatriculées » du tableau de bord). */
export const ETATS_IMMATRICULEE = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'IMMATRICULEE_RATTACHEMENT_CONTESTE',
] as const satisfies readonly EtatCopropriete[];

/** Ce que retient un filtre de la page : des états (`null` : tous) et, au besoin, une condition de plus. */
export interface DefinitionFiltreListe {
  readonly etats: readonly EtatCopropriete[] | null;
  /** Dernière mise à jour annuelle absente ou vieille de plus de `MOIS_VALIDITE_MAJ_ANNUELLE` mois. */
  readonly majAnnuelleEnRetard?: true;
  readonly nonGeolocalisee?: true;
}

/**
 * Définition de chaque filtre (ADR 0161) : les états viennent des règles d'action (mises à jour, ADR 0160) et
 * du cycle de vie (renouvellement, succession, dissolution).
 */
export const DEFINITION_FILTRES: Readonly<Record<FiltreListeCopropriete, DefinitionFiltreListe>> = {
  seeAllCopro: { etats: null },
  standard: { etats: ETATS_MISE_A_JOUR_NOTAIRE },
  annuelle: { etats: ETATS_MISE_A_JOUR, majAnnuelleEnRetard: true },
  mandate: {
    etats: [
      'IMMATRICULEE_RATTACHEE',
      'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
      'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      'IMMATRICULEE_RATTACHEMENT_CONTESTE',
    ],
  },
  immatriculee: { etats: ETATS_IMMATRICULEE },
  'mandat-expire': { etats: ['IMMATRICULEE_RATTACHEMENT_EXPIRE'] },
  coproNonGeolocalisees: { etats: ETATS_IMMATRICULEE, nonGeolocalisee: true },
  'renouveler-mandat': { etats: ['IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'] },
  'declare-new-successor': { etats: ['IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_A_RATTACHER'] },
  dissolution: {
    etats: ['IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'],
  },
};
