import { z } from 'zod';

/**
 * Résultat d'une règle métier : des erreurs bloquantes et des avertissements que la personne
 * peut confirmer pour continuer. Chaque entrée désigne le champ concerné (chemin pointé, par exemple
 * `donneesFinancieres.dateAg`) et porte le message français affiché sous ce champ.
 */
export interface Constat {
  champ: string;
  /** Code stable de la règle (par exemple `mandat.duree.max`), utile aux tests et aux journaux. */
  code: string;
  message: string;
}

export interface ResultatRegles {
  erreurs: Constat[];
  avertissements: Constat[];
}

export const resultatVide = (): ResultatRegles => ({ erreurs: [], avertissements: [] });

export function fusionnerResultats(...resultats: ResultatRegles[]): ResultatRegles {
  return {
    erreurs: resultats.flatMap((r) => r.erreurs),
    avertissements: resultats.flatMap((r) => r.avertissements),
  };
}

export function estBloquant(resultat: ResultatRegles): boolean {
  return resultat.erreurs.length > 0;
}

/** Longueur maximale d'un code de règle et nombre maximal de codes confirmés dans une requête. */
export const LONGUEUR_MAX_CODE_REGLE = 100;
export const NOMBRE_MAX_AVERTISSEMENTS_CONFIRMES = 50;

/**
 * Codes des avertissements que la personne a confirmés, renvoyés avec la requête (ADR 0100) : le serveur
 * refait les vérifications et ne laisse passer que les avertissements dont le code figure ici. Une erreur
 * bloquante ne se confirme jamais.
 */
export const AvertissementsConfirmes = z
  .array(
    z
      .string({ error: 'Chaque avertissement confirmé est désigné par son code.' })
      .regex(/^[A-Za-z0-9_.-]+$/, { error: "Le code d'un avertissement confirmé est invalide." })
      .max(LONGUEUR_MAX_CODE_REGLE, { error: "Le code d'un avertissement confirmé est trop long." }),
    { error: 'Les avertissements confirmés forment une liste de codes.' },
  )
  .max(NOMBRE_MAX_AVERTISSEMENTS_CONFIRMES, { error: "Trop d'avertissements confirmés." })
  .default([]);
export type AvertissementsConfirmes = z.infer<typeof AvertissementsConfirmes>;

/** Corps d'une requête qui porte des règles à avertissement : le schéma du corps et les codes confirmés. */
export function avecAvertissementsConfirmes<const F extends z.ZodRawShape>(schema: z.ZodObject<F>) {
  return schema.extend({ avertissementsConfirmes: AvertissementsConfirmes });
}

/** Avertissements du résultat que la personne n'a pas confirmés (leur code n'est pas dans `confirmes`). */
export function avertissementsNonConfirmes(
  resultat: ResultatRegles,
  confirmes: readonly string[] = [],
): Constat[] {
  return resultat.avertissements.filter((a) => !confirmes.includes(a.code));
}

/**
 * Le résultat laisse-t-il passer l'action ? Aucune erreur bloquante et chaque avertissement confirmé.
 * Le serveur le revérifie toujours : les codes confirmés par le client ne lèvent jamais une erreur.
 */
export function resultatAccepte(resultat: ResultatRegles, confirmes: readonly string[] = []): boolean {
  return !estBloquant(resultat) && avertissementsNonConfirmes(resultat, confirmes).length === 0;
}
