import type { ContratRoute, CorpsDe, ParamsDe, QueryDe, ReponseDe } from '@registre/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { limiteApiOuverte } from './api-ouverte.js';
import { ErreurHttp } from './erreurs.js';
import { lireCorpsMultipart } from './multipart.js';
import type { UtilisateurSession } from './session.js';

/**
 * Personne connectée vue par le gestionnaire : non nulle par le type sur une route protégée (`connecte` ou
 * autorisations), éventuellement nulle sur une route publique (ADR 0095).
 */
export type UtilisateurDe<C extends ContratRoute> = C['acces'] extends 'public'
  ? UtilisateurSession | null
  : UtilisateurSession;

export interface EntreeContrat<C extends ContratRoute> {
  params: ParamsDe<C>;
  query: QueryDe<C>;
  body: CorpsDe<C>;
  utilisateur: UtilisateurDe<C>;
  requete: FastifyRequest;
  reponse: FastifyReply;
}

export type Gestionnaire<C extends ContratRoute> = (entree: EntreeContrat<C>) => Promise<ReponseDe<C>>;

export interface Implementation {
  contrat: ContratRoute;
  /** Entrée non typée : la session est garantie par `controlerAcces` sur une route protégée. */
  gestionnaire: (
    entree: Omit<EntreeContrat<ContratRoute>, 'utilisateur'> & { utilisateur: UtilisateurSession | null },
  ) => Promise<unknown>;
}

/** Associe un gestionnaire à un contrat du domaine ; les types d'entrée et de sortie viennent du contrat. */
export function implementer<C extends ContratRoute>(
  contrat: C,
  gestionnaire: Gestionnaire<C>,
): Implementation {
  return { contrat, gestionnaire: gestionnaire as Implementation['gestionnaire'] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contrat?: ContratRoute;
  }
}

/**
 * Contrôle d'accès commun à toutes les routes (ADR 0001, 0095) : une route `public` est ouverte ; sinon il faut
 * une session (401) ; une route `connecte` est alors ouverte, une route à autorisations exige d'en détenir au
 * moins une (403). Le profil restreint est refusé partout hors des routes publiques.
 */
export function controlerAcces(contrat: ContratRoute, utilisateur: UtilisateurSession | undefined): void {
  if (contrat.acces === 'public') return;
  if (!utilisateur) throw new ErreurHttp(401, 'Vous devez être connecté pour effectuer cette action.');
  if (utilisateur.profil === 'restricted') {
    throw new ErreurHttp(403, "Vous n'avez pas les droits nécessaires pour effectuer cette action.");
  }
  if (contrat.acces === 'connecte') return;
  if (!contrat.acces.some((a) => utilisateur.authorities.includes(a))) {
    throw new ErreurHttp(403, "Vous n'avez pas les droits nécessaires pour effectuer cette action.");
  }
}

/** Groupe du document OpenAPI : l'API ouverte versionnée à part (ADR 0290), sinon le premier segment. */
function etiquetteOpenApi(chemin: string): string {
  const version = /^\/api\/public\/(v\d+)\//.exec(chemin)?.[1];
  if (version) return `API publique ${version}`;
  const segment = chemin.split('/')[2];
  return segment === 'public' ? 'public' : (segment ?? 'api');
}

const METHODES_SURES = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Enregistre chaque implémentation à partir de son contrat : validation zod, accès, CSRF, OpenAPI. */
/** Limite générale par défaut (requêtes par minute et par adresse) : les limites propres aux routes s'y rapportent. */
export const LIMITE_GENERALE_PAR_DEFAUT = 600;

export function enregistrerRoutes(
  app: FastifyInstance,
  implementations: Implementation[],
  options: {
    limiteGenerale?: number;
    /** Personne connectée relue en base (compte supprimé, autorisations à jour) ; par défaut, la session telle quelle. */
    utilisateurCourant?: (requete: FastifyRequest) => Promise<UtilisateurSession | undefined>;
  } = {},
): void {
  const utilisateurCourant =
    options.utilisateurCourant ?? (async (r: FastifyRequest) => r.session?.utilisateur);
  // Une limite générale relevée (tests, mesures) relève d'autant les limites propres aux routes.
  const facteur = Math.max(
    1,
    (options.limiteGenerale ?? LIMITE_GENERALE_PAR_DEFAUT) / LIMITE_GENERALE_PAR_DEFAUT,
  );
  for (const { contrat, gestionnaire } of implementations) {
    const format = contrat.responseFormat ?? 'json';
    const options: RouteOptions = {
      method: contrat.method,
      url: contrat.path,
      ...(contrat.tailleMaxCorps ? { bodyLimit: contrat.tailleMaxCorps } : {}),
      config: {
        contrat,
        ...(contrat.limiteParMinute
          ? { rateLimit: { max: Math.round(contrat.limiteParMinute * facteur), timeWindow: '1 minute' } }
          : contrat.apiOuverte
            ? { rateLimit: limiteApiOuverte(facteur) }
            : {}),
      },
      schema: {
        summary: contrat.summary,
        ...(contrat.description ? { description: contrat.description } : {}),
        tags: [etiquetteOpenApi(contrat.path)],
        ...(contrat.params ? { params: contrat.params } : {}),
        ...(contrat.query ? { querystring: contrat.query } : {}),
        ...(contrat.body ? { body: contrat.body } : {}),
        ...(format === 'json' ? { response: { 200: contrat.response } } : {}),
      },
      onRequest: async (requete, reponse) => {
        controlerAcces(
          contrat,
          contrat.acces === 'public' ? requete.session?.utilisateur : await utilisateurCourant(requete),
        );
        if (!METHODES_SURES.has(requete.method) || contrat.modifieEtat) {
          await new Promise<void>((resolve, reject) => {
            app.csrfProtection(requete, reponse, (erreur?: Error) => (erreur ? reject(erreur) : resolve()));
          });
        }
      },
      // Corps multipart lu en objet avant la validation zod, après l'accès et le CSRF (ADR 0295).
      ...(contrat.bodyFormat === 'multipart'
        ? {
            preValidation: async (requete: FastifyRequest) => {
              if (requete.isMultipart()) requete.body = await lireCorpsMultipart(requete);
            },
          }
        : {}),
      handler: async (requete, reponse) => {
        const resultat = await gestionnaire({
          params: requete.params as never,
          query: requete.query as never,
          body: requete.body as never,
          // Sur une route protégée, `controlerAcces` a garanti la session (onRequest).
          utilisateur: requete.session?.utilisateur ?? null,
          requete,
          reponse,
        });
        if (format === 'text') {
          reponse.type('text/plain; charset=utf-8');
          return resultat === '' ? reponse.send() : reponse.send(resultat);
        }
        if (format === 'vide') return reponse.code(204).send();
        if (format === 'redirection')
          return reponse.header('cache-control', 'no-store').redirect(String(resultat), 302);
        return resultat;
      },
    };
    app.route(options);
  }
}
