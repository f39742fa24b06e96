import type { z } from 'zod';
import type { Authority } from '../permissions/authorities.js';

export type MethodeHttp = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Format du corps envoyé : JSON, formulaire encodé (`application/x-www-form-urlencoded`) ou multipart. */
export type FormatCorps = 'json' | 'form' | 'multipart';

/**
 * Format de la réponse : JSON, texte brut, fichier binaire, corps vide, ou redirection (302 vers l'adresse
 * renvoyée par le gestionnaire : étapes d'une connexion fédérée ouvertes par une navigation, ADR 0065).
 */
export type FormatReponse = 'json' | 'text' | 'binary' | 'vide' | 'redirection';

/**
 * Contrat d'une route de l'API (règle 2 de l'architecture) : le serveur enregistre la route
 * à partir de lui (validation zod, contrôle d'accès, OpenAPI) et le client web s'en sert pour typer ses appels.
 * Le chemin suit la syntaxe Fastify (`:param`) et reprend exactement celui de la spécification.
 */
export interface ContratRoute {
  readonly method: MethodeHttp;
  readonly path: `/api/${string}`;
  /** Résumé en français, repris dans le document OpenAPI. */
  readonly summary: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly bodyFormat?: FormatCorps;
  readonly response: z.ZodType;
  readonly responseFormat?: FormatReponse;
  /** Route accessible sans être connecté. */
  readonly public?: boolean;
  /**
   * Autorisations exigées : il suffit d'en détenir une. Une route non publique sans autorisation
   * listée est ouverte à toute personne connectée.
   */
  readonly authorities?: readonly Authority[];
  /**
   * Les erreurs 400 de cet appel sont traitées par l'écran (message sur le champ) :
   * le client ne les enregistre pas et n'affiche pas de notification générique (spec 2 §8).
   */
  readonly erreurs400Metier?: boolean;
  /**
   * Appel GET qui modifie l'état (connexion en tant que, régénération d'un code…) : comme les appels
   * POST, PUT et DELETE, il exige le jeton anti-CSRF.
   */
  readonly modifieEtat?: boolean;
  /**
   * Limite propre à la route, en requêtes par minute et par adresse, plus stricte que la limite générale
   * (connexion, inscription, réinitialisation du mot de passe : freine les attaques par force brute).
   */
  readonly limiteParMinute?: number;
}

/** Déclare un contrat de route en conservant ses types littéraux. */
export function defineRoute<const C extends ContratRoute>(contrat: C): C {
  return contrat;
}

type InferOu<T, D> = T extends z.ZodType ? z.infer<T> : D;

export type ParamsDe<C extends ContratRoute> = InferOu<C['params'], undefined>;
export type QueryDe<C extends ContratRoute> = InferOu<C['query'], undefined>;
export type CorpsDe<C extends ContratRoute> = InferOu<C['body'], undefined>;
export type ReponseDe<C extends ContratRoute> = z.infer<C['response']>;

/** Construit le chemin concret d'un contrat en remplaçant chaque `:param` par sa valeur encodée. */
export function construireChemin(path: string, params?: Record<string, string | number | boolean>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_segment, nom: string) => {
    const valeur = params?.[nom];
    if (valeur === undefined) {
      throw new Error(`Paramètre de chemin manquant : ${nom}`);
    }
    return encodeURIComponent(String(valeur));
  });
}
