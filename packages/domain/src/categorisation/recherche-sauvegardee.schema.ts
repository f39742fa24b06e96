import { z } from 'zod';
import { DateTexte } from '../commun/dates.js';
import { Identifiant } from '../commun/identifiant.js';
import { erreursDuChamp, texte } from '../commun/texte.js';

/** Valeur d'un critère de catégorisation : texte, nombre, booléen ou liste de codes. */
const valeurTexteCritere = texte({ max: 200, libelle: 'La valeur du critère' });

export const ValeurCritereCategorisation = z.union(
  [
    valeurTexteCritere,
    z.number({ error: erreursDuChamp() }),
    z.boolean({ error: erreursDuChamp() }),
    z.null(),
    z
      .array(
        z.union([valeurTexteCritere, z.number({ error: erreursDuChamp() })], {
          error: erreursDuChamp('La valeur du critère'),
        }),
      )
      .max(4000),
  ],
  { error: erreursDuChamp('La valeur du critère') },
);
export type ValeurCritereCategorisation = z.infer<typeof ValeurCritereCategorisation>;

/**
 * Critères d'une recherche de l'outil de catégorisation (échelle géographique, région, département, EPCI,
 * communes, filtres sur les copropriétés…), conservés tels que l'outil les a composés.
 */
export const CriteresCategorisation = z.record(
  texte({ max: 100, min: 1, libelle: 'Le nom du critère' }),
  ValeurCritereCategorisation,
);
export type CriteresCategorisation = z.infer<typeof CriteresCategorisation>;

/**
 * Recherche sauvegardée de l'outil de catégorisation (spec 1 §3) : ses critères, son auteur et son partage.
 * `owned` vaut vrai pour les recherches de la personne connectée (les autres sont des recherches partagées).
 */
export const RechercheSauvegardee = z.object({
  id: Identifiant.nullish(),
  /** Nom donné à la recherche. */
  libelle: texte({ max: 100, min: 1, libelle: 'Le nom de la recherche' }),
  nomAuteur: texte({ max: 100, libelle: "Le nom de l'auteur" }).nullish(),
  prenomAuteur: texte({ max: 100, libelle: "Le prénom de l'auteur" }).nullish(),
  /** Prénom et nom de l'auteur, pour l'affichage. */
  fullName: texte({ max: 201, libelle: "Le nom complet de l'auteur" }).nullish(),
  owned: z.boolean({ error: erreursDuChamp('Le propriétaire de la recherche') }).default(false),
  /** Recherche visible des autres utilisateurs institutionnels. */
  partagee: z.boolean({ error: erreursDuChamp('Le partage') }).default(false),
  criteres: CriteresCategorisation,
  dateCreation: DateTexte.nullish(),
});
export type RechercheSauvegardee = z.infer<typeof RechercheSauvegardee>;
