import { z } from 'zod';

/**
 * Champs de texte du domaine et phrases d'erreur sur le champ (ADR 0090).
 *
 * - `texte({ max, … })` est le seul constructeur des textes saisis : il retire les espaces autour, borne
 *   la longueur et refuse les caractères de contrôle, les caractères de mise en forme invisibles
 *   (surcharges bidirectionnelles U+202A–U+202E et U+2066–U+2069, espaces et liants de largeur nulle,
 *   marque d'ordre des octets…) et, sauf texte libre multiligne, les retours à la ligne.
 * - `erreursDuChamp(libelle)` est la carte d'erreurs d'un champ : chaque erreur du validateur (valeur
 *   absente, type, longueur, valeur hors liste, format) devient une phrase française qui nomme le champ
 *   (« La civilité est obligatoire. »). Elle se passe en `error` d'un schéma zod ; les contrôles qui
 *   portent leur propre message le gardent.
 */

/** Sujet des phrases d'erreur quand le champ n'a pas de libellé. */
export const LIBELLE_CHAMP_PAR_DEFAUT = 'Ce champ';

/**
 * Caractères refusés dans tout texte : contrôles C0 et C1 (dont l'octet nul), caractères de mise en forme
 * (catégorie Unicode Cf : surcharges et isolats bidirectionnels, marques gauche-droite, largeur nulle,
 * séparateurs invisibles, marque d'ordre des octets), demi-codets isolés (texte mal encodé) et séparateurs
 * de ligne et de paragraphe Unicode. Tabulation, retour chariot et saut de ligne sont traités à part.
 */
const MOTIF_CARACTERE_INTERDIT = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

/** Fins de ligne et tabulation : permises dans un texte libre multiligne seulement. */
const MOTIF_SAUT_DE_LIGNE = /[\n\r\t]/;

/** Le texte contient-il un caractère refusé dans tout texte (contrôle, mise en forme invisible) ? */
export function contientCaractereInterdit(texte: string): boolean {
  return MOTIF_CARACTERE_INTERDIT.test(texte);
}

/** Le texte contient-il un retour à la ligne ou une tabulation ? */
export function contientSautDeLigne(texte: string): boolean {
  return MOTIF_SAUT_DE_LIGNE.test(texte);
}

/** Texte acceptable sur une ligne (nom, adresse, critère) : ni caractère interdit, ni saut de ligne. */
export function estTexteSurUneLigne(texte: string): boolean {
  return !contientCaractereInterdit(texte) && !contientSautDeLigne(texte);
}

/** Phrases d'erreur d'un champ, construites à partir de son libellé (« La civilité », « Le code postal »). */
export function phrasesDuChamp(libelle: string = LIBELLE_CHAMP_PAR_DEFAUT) {
  return {
    obligatoire: `${libelle} est obligatoire.`,
    invalide: `${libelle} n'est pas valide.`,
    horsListe: `${libelle} n'est pas valide : choisissez une des valeurs proposées.`,
    format: `${libelle} n'a pas le format attendu.`,
    longueurMax: (max: number | bigint) => `${libelle} doit contenir au plus ${max} caractères.`,
    longueurMin: (min: number | bigint) => `${libelle} doit contenir au moins ${min} caractères.`,
    nombreMax: (max: number | bigint) => `${libelle} doit valoir au plus ${max}.`,
    nombreMin: (min: number | bigint) => `${libelle} doit valoir au moins ${min}.`,
    elementsMax: (max: number | bigint) => `${libelle} comporte au plus ${max} éléments.`,
    elementsMin: (min: number | bigint) =>
      `${libelle} comporte au moins ${min} élément${min > 1 ? 's' : ''}.`,
    caractereInterdit: `${libelle} contient un caractère non autorisé (caractère de contrôle ou invisible) : retirez-le.`,
    sautDeLigne: `${libelle} doit tenir sur une seule ligne.`,
  };
}

/** Une valeur est-elle absente (non fournie, nulle ou vide) ? */
function estAbsente(valeur: unknown): boolean {
  return valeur === undefined || valeur === null || (typeof valeur === 'string' && valeur.trim() === '');
}

/**
 * Carte d'erreurs d'un champ : à passer en `error` d'un schéma zod (`z.string({ error: erreursDuChamp('Le nom') })`).
 * Elle s'applique aux erreurs du schéma et de ses contrôles (`min`, `max`, `regex`…) qui n'ont pas de message propre.
 */
export function erreursDuChamp(libelle: string = LIBELLE_CHAMP_PAR_DEFAUT): z.core.$ZodErrorMap {
  const phrases = phrasesDuChamp(libelle);
  return (issue) => {
    if (estAbsente(issue.input) && issue.code !== 'too_big') {
      return phrases.obligatoire;
    }
    switch (issue.code) {
      case 'invalid_value':
        return phrases.horsListe;
      case 'invalid_format':
        return phrases.format;
      case 'too_big':
        if (issue.origin === 'string') return phrases.longueurMax(issue.maximum);
        if (issue.origin === 'array' || issue.origin === 'set') return phrases.elementsMax(issue.maximum);
        return phrases.nombreMax(issue.maximum);
      case 'too_small':
        if (issue.origin === 'string') return phrases.longueurMin(issue.minimum);
        if (issue.origin === 'array' || issue.origin === 'set') return phrases.elementsMin(issue.minimum);
        return phrases.nombreMin(issue.minimum);
      default:
        return phrases.invalide;
    }
  };
}

export interface OptionsTexte {
  /** Longueur maximale, espaces autour retirés. */
  max: number;
  /** Longueur minimale ; 1 pour un texte obligatoire (une saisie vide est « obligatoire »). */
  min?: number;
  /** Texte libre sur plusieurs lignes (message, commentaire) : retours à la ligne et tabulations permis. */
  multiligne?: boolean;
  /** Sujet des phrases d'erreur, article compris : « Le nom », « La raison sociale ». */
  libelle?: string;
  /** Retirer les espaces autour (vrai par défaut ; faux pour un mot de passe, comparé tel quel). */
  trim?: boolean;
}

/**
 * Texte saisi (ADR 0090) : espaces autour retirés, longueur bornée, caractères de contrôle et de mise en
 * forme invisibles refusés, retours à la ligne refusés hors texte libre multiligne ; chaque erreur est une
 * phrase française qui nomme le champ. Les formats du domaine (adresse électronique, téléphone…) en partent.
 */
export function texte(options: OptionsTexte) {
  const { max, min, multiligne = false, libelle, trim = true } = options;
  const phrases = phrasesDuChamp(libelle);
  // Contrôlé avant de retirer les espaces : `trim` ôterait en silence une marque d'ordre des octets en tête.
  let schema = z
    .string({ error: erreursDuChamp(libelle) })
    .refine((valeur) => !contientCaractereInterdit(valeur), {
      error: phrases.caractereInterdit,
      abort: true,
    });
  if (trim) {
    schema = schema.trim();
  }
  if (min !== undefined && min > 0) {
    schema = schema.min(min, { error: min === 1 ? phrases.obligatoire : phrases.longueurMin(min) });
  }
  schema = schema.max(max, { error: phrases.longueurMax(max) });
  if (!multiligne) {
    schema = schema.refine((valeur) => !contientSautDeLigne(valeur), {
      error: phrases.sautDeLigne,
      abort: true,
    });
  }
  return schema;
}

/** Longueur maximale des noms et prénoms. */
export { LONGUEUR_MAX_NOM_PERSONNE } from './saisies.js';

import { LONGUEUR_MAX_NOM_PERSONNE } from './saisies.js';

/** Nom de famille d'une personne, obligatoire, sur une ligne (il figure dans les courriels et courriers). */
export const NomPersonne = texte({ max: LONGUEUR_MAX_NOM_PERSONNE, min: 1, libelle: 'Le nom' });

/** Prénom d'une personne, obligatoire, sur une ligne. */
export const PrenomPersonne = texte({ max: LONGUEUR_MAX_NOM_PERSONNE, min: 1, libelle: 'Le prénom' });

/** Preuve anti-robot (ALTCHA) résolue par le navigateur, ou jeton de contournement. */
export const PreuveCaptcha = texte({ max: 10_000, min: 1, libelle: 'Le captcha', trim: false });
