import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ENTETE_VERSION, listerContrats, systemeRoutes } from '@registre/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Db } from './db/connexion.js';
import { enregistrerCacheApiOuverte } from './plugins/api-ouverte.js';
import { enregistrerRoutes, LIMITE_GENERALE_PAR_DEFAUT } from './plugins/contrats.js';
import { corpsErreur, gererErreurs } from './plugins/erreurs.js';
import {
  confianceMandataires,
  entetesDeSecurite,
  erreurJournalisee,
  estBoucleLocale,
  normaliserUrl,
} from './plugins/http.js';
import { enregistrerMultipart } from './plugins/multipart.js';
import { enregistrerRepriseIdentite } from './plugins/reprise-identite.js';
import type { UtilisateurSession } from './plugins/session.js';
import { creerMagasinSessions } from './repositories/session.repository.js';
import { toutesLesRoutes } from './routes/index.js';
import { rafraichirSession } from './services/comptes/session-utilisateur.js';
import { creerServices } from './services/index.js';

z.config(z.locales.fr());

export const COOKIE_SESSION = 'registre_session';
export const COOKIE_XSRF = 'XSRF-TOKEN';
/** Cookie signé (HttpOnly) du secret anti-CSRF. */
export const COOKIE_SECRET_CSRF = '_csrf';
export const ENTETE_XSRF = 'x-xsrf-token';

/**
 * Adresse d'une requête telle qu'elle est journalisée : sans paramètres de requête (`?key=…`) et sans le
 * segment secret de la vérification de clé (`/api/public/activate/verify/…`).
 */
export function urlJournalisee(url: string): string {
  const chemin = url.split('?')[0] ?? '';
  return chemin.replace(/(\/activate\/verify\/)[^/]+/, '$1[masqué]');
}

export interface OptionsApp {
  config: Config;
  db: Db;
  /** Nombre de requêtes par minute et par adresse avant refus (429). */
  limiteRequetesParMinute?: number;
  /** Destination des journaux (sortie standard par défaut) : les tests y lisent ce qui est journalisé. */
  fluxJournal?: { write: (ligne: string) => void };
  /** Tests : routes ajoutées dans le contexte de l'API (sessions et protection anti-CSRF comprises). */
  ajoutsApi?: (api: FastifyInstance) => void;
  /** Tests : crochets posés sur toutes les routes de l'API, avec ou sans session (lectures ouvertes, ADR 0242). */
  crochetsApi?: (api: FastifyInstance) => void;
}

/**
 * Routes de supervision, servies sans session ni jeton anti-CSRF (issue 7 §4.2) : elles ne lisent ni n'écrivent
 * rien de la personne qui appelle.
 */
const ROUTES_SANS_SESSION = new Set<unknown>([
  systemeRoutes.health,
  systemeRoutes.ready,
  // Lectures de l'API ouverte (ADR 0242) : ni session ni cookie, une réponse que les caches partagés peuvent garder.
  ...listerContrats().filter((c) => c.apiOuverte && c.method === 'GET'),
]);

/** Identité portée par une session : un changement (connexion, « en tant que », déconnexion) renouvelle le CSRF. */
function cleIdentite(utilisateur: UtilisateurSession | undefined): string {
  return utilisateur ? `${utilisateur.idCompte}/${utilisateur.idCompteOrigine ?? ''}` : '';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Identité de la session à l'arrivée de la requête (voir `cleIdentite`). */
    identiteInitiale: string;
  }
}

/** Construit l'application Fastify complète : sécurité, sessions, routes du contrat, SPA. */
export async function construireApp({
  config,
  db,
  limiteRequetesParMinute,
  fluxJournal,
  ajoutsApi,
  crochetsApi,
}: OptionsApp): Promise<FastifyInstance> {
  const production = config.environnement === 'production';
  const app = Fastify({
    logger: {
      level: config.niveauLog,
      ...(fluxJournal ? { stream: fluxJournal } : {}),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          `req.headers["${ENTETE_XSRF}"]`,
          'res.headers["set-cookie"]',
        ],
        censor: '[masqué]',
      },
      serializers: {
        // L'adresse journalisée ne garde ni les clés d'activation ou de réinitialisation, ni aucun paramètre.
        req: (requete: { method: string; url: string; hostname?: string; ip?: string }) => ({
          method: requete.method,
          url: urlJournalisee(requete.url),
          hostname: requete.hostname,
          remoteAddress: requete.ip,
        }),
        // Ni paramètres SQL, ni `detail` de PostgreSQL, ni chaîne de requête (issue 7 §1.5).
        err: erreurJournalisee,
      },
    },
    // Seuls les mandataires de TRUST_PROXY fixent l'adresse du client (ADR 0080) ; aucun par défaut.
    trustProxy: confianceMandataires(config.mandatairesHttp, config.mandatairesHttpTexte),
    // Chemin normalisé avant le routage et avant toute vérification : `//api/…` est `/api/…` (ADR 0034, 0080).
    rewriteUrl: (requete) => normaliserUrl(requete.url ?? '/'),
    bodyLimit: 6 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  gererErreurs(app);

  // Corps de formulaire (connexion « j_username / j_password » notamment).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, corps, fait) => {
      fait(null, Object.fromEntries(new URLSearchParams(String(corps))));
    },
  );

  // En-têtes de sécurité calculés une fois (helmet), posés sur chaque réponse.
  const entetesSecurite = entetesDeSecurite({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
  });
  // En-têtes de sécurité sur chaque réponse, version du serveur sur celles de l'API (le client recharge la page
  // quand elle change). Routes de développement (`/api/dev/…`) : hors production seulement, et aux seuls clients de
  // la boucle locale, d'après l'adresse de la connexion elle-même (jamais X-Forwarded-For) ; ailleurs, 404 comme
  // une adresse inconnue. Un seul crochet synchrone : rien n'est recalculé par requête (issue 7 §4.2).
  const entetesApi = { ...entetesSecurite, [ENTETE_VERSION]: config.version };
  app.addHook('onRequest', (requete, reponse, suite) => {
    const api = requete.url.startsWith('/api/');
    reponse.headers(api ? entetesApi : entetesSecurite);
    if (
      api &&
      requete.routeOptions.url?.startsWith('/api/dev/') &&
      !estBoucleLocale(requete.raw.socket?.remoteAddress)
    ) {
      reponse.code(404).send(corpsErreur(requete, 404, "Cette adresse de l'API n'existe pas."));
      return;
    }
    suite();
  });

  const limiteGenerale =
    limiteRequetesParMinute ?? Number(process.env.RATE_LIMIT_MAX ?? LIMITE_GENERALE_PAR_DEFAUT);
  await app.register(fastifyRateLimit, {
    global: true,
    max: limiteGenerale,
    timeWindow: '1 minute',
    // D'après la route trouvée par le routeur, quelle que soit l'écriture de l'adresse (ADR 0080).
    allowList: (requete) => !requete.routeOptions.url?.startsWith('/api/'),
    errorResponseBuilder: (requete, contexte) => ({
      ...corpsErreur(
        requete,
        429,
        `Trop de requêtes : réessayez dans ${Math.ceil(contexte.ttl / 1000)} secondes.`,
      ),
      statusCode: 429,
    }),
  });

  await app.register(fastifyCookie, { secret: config.secretSession });
  await enregistrerMultipart(app);
  enregistrerCacheApiOuverte(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'API du registre national des copropriétés',
        description:
          "Contrat de l'API, produit à partir des contrats du domaine (packages/domain/src/routes).",
        version: config.version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const services = creerServices(db, config);
  const routes = toutesLesRoutes(services);
  const optionsRoutes = {
    limiteGenerale,
    utilisateurCourant: (requete: FastifyRequest) => rafraichirSession(db, requete),
  };
  await app.register(async (sansSession) => {
    enregistrerRoutes(
      sansSession,
      routes.filter((r) => ROUTES_SANS_SESSION.has(r.contrat)),
      optionsRoutes,
    );
    // Crochets des tests aussi sur les routes sans session (lectures de l'API ouverte, ADR 0242).
    crochetsApi?.(sansSession);
  });
  await app.register(async (api) => {
    await enregistrerSessionEtCsrf(api, { config, db });
    enregistrerRepriseIdentite(api, services);
    enregistrerRoutes(
      api,
      routes.filter((r) => !ROUTES_SANS_SESSION.has(r.contrat)),
      optionsRoutes,
    );
    crochetsApi?.(api);
    ajoutsApi?.(api);
  });

  const indexWeb = path.join(config.repertoireWeb, 'index.html');
  const webDisponible = existsSync(indexWeb);
  if (webDisponible) {
    await app.register(fastifyStatic, {
      root: config.repertoireWeb,
      wildcard: false,
      index: false,
      // Les source maps ne sont jamais servies en production (ADR 0081), même présentes sur le disque.
      allowedPath: (chemin) => !(production && chemin.endsWith('.map')),
      setHeaders: (reponse, chemin) => {
        if (chemin.includes(`${path.sep}assets${path.sep}`)) {
          reponse.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((requete, reponse) => {
    if (requete.url.startsWith('/api/') || requete.url === '/api') {
      return reponse.code(404).send(corpsErreur(requete, 404, "Cette adresse de l'API n'existe pas."));
    }
    const pageDemandee = requete.method === 'GET' && !path.extname(requete.url.split('?')[0] ?? '');
    if (webDisponible && pageDemandee) {
      // Repli de l'historique : le routeur de l'application web affiche la page (ou « Page non trouvée »).
      return reponse.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reponse.code(404).type('text/plain; charset=utf-8').send('Page non trouvée');
  });

  return app;
}

/**
 * Sessions et protection anti-CSRF « double soumission » (ADR 0002, 0081), pour les routes de l'API hors
 * supervision : un secret dans le cookie signé `_csrf`, un jeton dérivé dans le cookie lisible `XSRF-TOKEN` que le
 * client renvoie dans l'en-tête `X-XSRF-TOKEN`. Le jeton est déposé quand le navigateur n'en a pas (ou plus de
 * valide), et le secret est renouvelé dès que l'identité de la session change (connexion, connexion « en tant
 * que », retour au compte d'origine, déconnexion) : un jeton connu avant ne vaut plus après.
 */
async function enregistrerSessionEtCsrf(
  api: FastifyInstance,
  { config, db }: { config: Config; db: Db },
): Promise<void> {
  const production = config.environnement === 'production';
  await api.register(fastifySession, {
    secret: config.secretSession,
    cookieName: COOKIE_SESSION,
    store: creerMagasinSessions(db),
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge: 60 * 60 * 1000 },
  });
  await api.register(fastifyCsrf, {
    cookieKey: COOKIE_SECRET_CSRF,
    cookieOpts: { httpOnly: true, sameSite: 'strict', secure: production, path: '/', signed: true },
    getToken: (requete) => requete.headers[ENTETE_XSRF] as string | undefined,
  });
  const deposerJeton = (requete: FastifyRequest, reponse: FastifyReply, nouveauSecret: boolean) => {
    // Sans secret lu dans la requête, `generateCsrf` en tire un nouveau et le pose dans le cookie signé.
    if (nouveauSecret) requete.cookies[COOKIE_SECRET_CSRF] = undefined;
    reponse.setCookie(COOKIE_XSRF, reponse.generateCsrf(), {
      httpOnly: false,
      sameSite: 'strict',
      secure: production,
      path: '/',
    });
  };
  api.decorateRequest('identiteInitiale', '');
  api.addHook('onRequest', async (requete) => {
    requete.identiteInitiale = cleIdentite(requete.session?.utilisateur);
  });
  api.addHook('onSend', async (requete, reponse, charge) => {
    // Requête arrêtée avant la lecture des cookies (route de développement refusée…) : rien à déposer.
    if (!requete.cookies) return charge;
    if (cleIdentite(requete.session?.utilisateur) !== requete.identiteInitiale) {
      deposerJeton(requete, reponse, true);
      return charge;
    }
    const secret = requete.cookies[COOKIE_SECRET_CSRF];
    const secretValide = secret !== undefined && reponse.unsignCookie(secret).valid;
    if (!secretValide || !requete.cookies[COOKIE_XSRF]) deposerJeton(requete, reponse, !secretValide);
    return charge;
  });
}
