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
 * Accès d'une route, toujours énoncé (ADR 0095) : `public` (sans session), `connecte` (toute personne connectée)
 * ou la liste non vide des autorisations dont il suffit de détenir une.
 */
export type Acces = 'public' | 'connecte' | readonly [Authority, ...Authority[]];

/** Exemple d'appel valide (paramètres, requête, corps) : sert aux tests d'autorisation et de documentation. */
export interface ExempleRoute {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

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
  /**
   * Description détaillée en français (Markdown : paramètres, en-têtes, exemple d'appel), reprise dans le
   * document OpenAPI ; utile aux routes ouvertes aux autres logiciels (ADR 0290).
   */
  readonly description?: string;
  /** Qui peut appeler la route (ADR 0095) : aucun défaut implicite. */
  readonly acces: Acces;
  /** Paramètres du chemin : exactement les `:param` du chemin (vérifié à la compilation par `defineRoute`). */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly bodyFormat?: FormatCorps;
  readonly response: z.ZodType;
  readonly responseFormat?: FormatReponse;
  /**
   * Appel valide, conforme aux schémas (un test le vérifie) ; obligatoire dès que la route a des paramètres de
   * chemin ou un corps. La matrice d'autorisations l'envoie pour atteindre le gestionnaire.
   */
  readonly exemple?: ExempleRoute;
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
  /**
   * Taille maximale du corps de la requête, en octets, quand la route reçoit un fichier plus grand que la
   * limite générale du serveur (justificatif PDF de 5 Mo encodé en base64, ADR 0131).
   */
  readonly tailleMaxCorps?: number;
  /**
   * Route publique ouverte aux autres logiciels (annuaire, API `/api/public/v1`, ADR 0242) : limite par adresse
   * avec en-têtes `RateLimit-*`, et, pour une lecture, `Cache-Control: public, max-age` et `ETag` (304 quand
   * `If-None-Match` correspond). `cacheSecondes` absent : pas de cache (recherche envoyée en POST).
   */
  readonly apiOuverte?: { readonly cacheSecondes?: number };
}

/** Noms des paramètres d'un chemin Fastify : `/api/x/:id/y/:nom` → `'id' | 'nom'`. */
export type NomsParametresChemin<P extends string> = P extends `${string}:${infer Nom}/${infer Reste}`
  ? Nom | NomsParametresChemin<`/${Reste}`>
  : P extends `${string}:${infer Nom}`
    ? Nom
    : never;

type ClesParams<C> = C extends { readonly params: z.ZodObject<infer Forme> } ? keyof Forme & string : never;
type Egaux<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Schema<T> = T extends z.ZodType ? T : never;

/** Forme de l'exemple d'un contrat : les entrées des schémas (avant conversion). */
export type ExempleDe<C extends ContratRoute> = (C['params'] extends z.ZodType
  ? { readonly params: z.input<Schema<C['params']>> }
  : { readonly params?: never }) &
  (C['query'] extends z.ZodType
    ? { readonly query?: z.input<Schema<C['query']>> }
    : { readonly query?: never }) &
  (C['body'] extends z.ZodType ? { readonly body: z.input<Schema<C['body']>> } : { readonly body?: never });

/** Un contrat avec des paramètres de chemin ou un corps porte un exemple. */
type ExigeExemple<C extends ContratRoute> = C['params'] extends z.ZodType
  ? true
  : C['body'] extends z.ZodType
    ? true
    : false;

/**
 * Règles vérifiées à la compilation sur un contrat : les clés de `params` sont exactement les paramètres du
 * chemin, et l'exemple a la forme des schémas.
 */
export type ContratValide<C extends ContratRoute> = (Egaux<
  ClesParams<C>,
  NomsParametresChemin<C['path']>
> extends true
  ? unknown
  : {
      readonly params: `Les clés de params doivent être exactement les paramètres du chemin : ${NomsParametresChemin<C['path']>}`;
    }) &
  (ExigeExemple<C> extends true ? { readonly exemple: ExempleDe<C> } : { readonly exemple?: ExempleDe<C> });

/** Déclare un contrat de route en conservant ses types littéraux et en vérifiant ses paramètres de chemin. */
export function defineRoute<const C extends ContratRoute>(contrat: C & ContratValide<C>): C {
  return contrat;
}

type InferOu<T, D> = T extends z.ZodType ? z.infer<T> : D;

export type ParamsDe<C extends ContratRoute> = InferOu<C['params'], undefined>;
export type QueryDe<C extends ContratRoute> = InferOu<C['query'], undefined>;
export type CorpsDe<C extends ContratRoute> = InferOu<C['body'], undefined>;
export type ReponseDe<C extends ContratRoute> = z.infer<C['response']>;

/** Noms des paramètres du chemin d'un contrat, dans l'ordre (`/api/x/:id` → `['id']`). */
export function parametresDuChemin(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

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
