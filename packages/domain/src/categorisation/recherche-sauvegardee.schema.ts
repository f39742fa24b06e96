import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Identifiant } from '../commun/identifiant.js';

/** Valeur d'un critère de catégorisation : texte, nombre, booléen ou liste de codes. */
export const ValeurCritereCategorisation = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(200), z.number()])).max(4000),
]);
export type ValeurCritereCategorisation = z.infer<typeof ValeurCritereCategorisation>;

/**
 * Critères d'une recherche de l'outil de catégorisation (échelle géographique, région, département, EPCI,
 * communes, filtres sur les copropriétés…), conservés tels que l'outil les a composés.
 */
export const CriteresCategorisation = z.record(z.string().min(1).max(100), ValeurCritereCategorisation);
export type CriteresCategorisation = z.infer<typeof CriteresCategorisation>;

/**
 * Recherche sauvegardée de l'outil de catégorisation (spec 1 §3) : ses critères, son auteur et son partage.
 * `owned` vaut vrai pour les recherches de la personne connectée (les autres sont des recherches partagées).
 */
export const RechercheSauvegardee = z.object({
  id: Identifiant.nullish(),
  /** Nom donné à la recherche. */
  libelle: z.string().trim().min(1).max(100),
  nomAuteur: z.string().max(100).nullish(),
  prenomAuteur: z.string().max(100).nullish(),
  /** Prénom et nom de l'auteur, pour l'affichage. */
  fullName: z.string().max(201).nullish(),
  owned: z.boolean().default(false),
  /** Recherche visible des autres utilisateurs institutionnels. */
  partagee: z.boolean().default(false),
  criteres: CriteresCategorisation,
  dateCreation: DateTexte.nullish(),
});
export type RechercheSauvegardee = z.infer<typeof RechercheSauvegardee>;
