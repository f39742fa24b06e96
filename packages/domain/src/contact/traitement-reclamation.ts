import { z } from 'zod';
import { Identifiant } from '../commun/identifiant.js';
import { paginationParAdresse } from '../commun/pagination.schema.js';
import { texte } from '../commun/texte.js';
import {
  ChampConditionnelReclamation,
  PrecisionReclamation,
  StatutReclamation,
  TypeDemandeur,
  TypeReclamation,
} from '../referentiels/reclamation.js';
import { EvenementReclamation } from './statut-reclamation.machine.js';

/**
 * Listes du formulaire servies par le serveur (spec 2 §7.3) et traitement des réclamations par le teneur
 * (ADR 0296) : liste paginée en SQL, lecture, prise en charge et clôture.
 */

/** Valeur d'une liste du formulaire : code et libellé. */
export const OptionListe = z.object({ code: z.string(), libelle: z.string() });
export type OptionListe = z.infer<typeof OptionListe>;

/** Champ exigé par un type de réclamation (`type-reclamation-obl/{type}`). */
export const ChampExige = z.object({ champ: ChampConditionnelReclamation, libelle: z.string() });
export type ChampExige = z.infer<typeof ChampExige>;

/**
 * `{x}` de `all-type-demandeur/{x}` (ADR 0295) : `tous`, ou un type de réclamation pour n'avoir que les demandeurs
 * à qui il est proposé (lien « Signaler une information erronée » de l'annuaire).
 */
export const FiltreTypeDemandeur = z.union([z.literal('tous'), TypeReclamation], {
  error: 'Indiquez « tous » ou un type de demande connu.',
});
export type FiltreTypeDemandeur = z.infer<typeof FiltreTypeDemandeur>;

/** Nom public d'une copropriété retrouvée par son numéro (`num-immat-nom/{numImmat}`). */
export const NomCoproprieteImmatriculee = z.object({
  numImmatriculation: z.string(),
  nom: z.string().nullable(),
});
export type NomCoproprieteImmatriculee = z.infer<typeof NomCoproprieteImmatriculee>;

/** Réclamation enregistrée : son numéro, à rappeler dans toute correspondance. */
export const ReclamationEnregistree = z.object({ id: Identifiant });
export type ReclamationEnregistree = z.infer<typeof ReclamationEnregistree>;

export const TAILLE_PAGE_RECLAMATIONS = 20;
export const TAILLE_PAGE_RECLAMATIONS_MAX = 100;

/** Recherche du teneur : statut facultatif, pages de 20 par défaut (100 au plus). */
export const RechercheReclamations = paginationParAdresse(
  TAILLE_PAGE_RECLAMATIONS,
  TAILLE_PAGE_RECLAMATIONS_MAX,
).extend({ statut: StatutReclamation.optional() });
export type RechercheReclamations = z.infer<typeof RechercheReclamations>;

/** Ligne de la liste du teneur. */
export const LigneReclamation = z.object({
  id: Identifiant,
  dateCreation: z.iso.datetime(),
  statut: StatutReclamation,
  typeDemandeur: TypeDemandeur,
  typeReclamation: TypeReclamation,
  objet: z.string(),
  nomComplet: z.string(),
  numImmatriculation: z.string().nullable(),
  aPieceJointe: z.boolean(),
});
export type LigneReclamation = z.infer<typeof LigneReclamation>;

export const PageReclamations = z.object({
  reclamations: z.array(LigneReclamation),
  totalItems: z.number().int().min(0),
});
export type PageReclamations = z.infer<typeof PageReclamations>;

/** Réclamation lue par le teneur. */
export const DetailReclamation = LigneReclamation.extend({
  precision: PrecisionReclamation.nullable(),
  message: z.string(),
  civilite: z.string().nullable(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  adressePrincipale: z.string().nullable(),
  /** Copropriété retrouvée par son numéro au dépôt. */
  idCopropriete: Identifiant.nullable(),
  nomCopropriete: z.string().nullable(),
  pieceJointe: z.object({ nom: z.string(), taille: z.number().int().min(0) }).nullable(),
  nomTeneur: z.string().nullable(),
  dateTraitement: z.iso.datetime().nullable(),
  /** Actions que le teneur peut encore faire. */
  actions: z.array(EvenementReclamation),
});
export type DetailReclamation = z.infer<typeof DetailReclamation>;

/** Prise en charge ou clôture, avec un commentaire facultatif gardé au journal. */
export const ActionReclamation = z.object({
  evenement: EvenementReclamation,
  commentaire: texte({ max: 1000, multiligne: true, libelle: 'Le commentaire' }).nullish(),
});
export type ActionReclamation = z.infer<typeof ActionReclamation>;
