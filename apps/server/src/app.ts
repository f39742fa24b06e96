import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySession from '@fastify/session';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ENTETE_VERSION } from '@registre/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Db } from './db/connexion.js';
import { enregistrerRoutes, LIMITE_GENERALE_PAR_DEFAUT } from './plugins/contrats.js';
import { corpsErreur, gererErreurs } from './plugins/erreurs.js';
import { enregistrerRepriseIdentite } from './plugins/reprise-identite.js';
import { creerMagasinSessions } from './repositories/session.repository.js';
import { toutesLesRoutes } from './routes/index.js';
import { rafraichirSession } from './services/comptes/session-utilisateur.js';
import { creerServices } from './services/index.js';
import './plugins/session.js';

z.config(z.locales.fr());

export const COOKIE_SESSION = 'registre_session';
export const COOKIE_XSRF = 'XSRF-TOKEN';
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
}

/** Construit l'application Fastify complète : sécurité, sessions, routes du contrat, SPA. */
export async function construireApp({
  config,
  db,
  limiteRequetesParMinute,
}: OptionsApp): Promise<FastifyInstance> {
  const production = config.environnement === 'production';
  const app = Fastify({
    logger: {
      level: config.niveauLog,
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
      },
    },
    trustProxy: production,
    // Tolère les doubles barres obliques d'anciens liens (ADR 0034).
    routerOptions: { ignoreDuplicateSlashes: true },
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

  await app.register(fastifyHelmet, {
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

  const limiteGenerale =
    limiteRequetesParMinute ?? Number(process.env.RATE_LIMIT_MAX ?? LIMITE_GENERALE_PAR_DEFAUT);
  await app.register(fastifyRateLimit, {
    global: true,
    max: limiteGenerale,
    timeWindow: '1 minute',
    allowList: (requete) => !requete.url.startsWith('/api/'),
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
  await app.register(fastifySession, {
    secret: config.secretSession,
    cookieName: COOKIE_SESSION,
    store: creerMagasinSessions(db),
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge: 60 * 60 * 1000 },
  });
  await app.register(fastifyCsrf, {
    cookieKey: '_csrf',
    cookieOpts: { httpOnly: true, sameSite: 'strict', secure: production, path: '/', signed: true },
    getToken: (requete) => requete.headers[ENTETE_XSRF] as string | undefined,
  });

  // Jeton anti-CSRF « double soumission » : lisible par le client, renvoyé dans l'en-tête X-XSRF-TOKEN.
  app.addHook('onRequest', async (requete, reponse) => {
    if (!requete.url.startsWith('/api/')) return;
    if (!requete.cookies._csrf || !requete.cookies[COOKIE_XSRF]) {
      const jeton = reponse.generateCsrf();
      reponse.setCookie(COOKIE_XSRF, jeton, {
        httpOnly: false,
        sameSite: 'strict',
        secure: production,
        path: '/',
      });
    }
  });

  // Version du serveur sur chaque réponse de l'API : le client recharge la page quand elle change.
  app.addHook('onSend', async (requete, reponse, charge) => {
    if (requete.url.startsWith('/api/')) reponse.header(ENTETE_VERSION, config.version);
    return charge;
  });

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
  enregistrerRepriseIdentite(app, services);
  enregistrerRoutes(app, toutesLesRoutes(services), {
    limiteGenerale,
    utilisateurCourant: (requete) => rafraichirSession(db, requete),
  });

  const indexWeb = path.join(config.repertoireWeb, 'index.html');
  const webDisponible = existsSync(indexWeb);
  if (webDisponible) {
    await app.register(fastifyStatic, {
      root: config.repertoireWeb,
      wildcard: false,
      index: false,
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
