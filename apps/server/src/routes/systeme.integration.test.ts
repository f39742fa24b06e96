import { ENTETE_VERSION, listerContrats } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lireConfig } from '../config.js';
import { creerServices } from '../services/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { toutesLesRoutes } from './index.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

describe('routes techniques', () => {
  it('GET /api/health répond ok', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready vérifie la base de données', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it("GET /api/public/infomessage renvoie un corps vide tant qu'aucun message n'est défini", async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/public/infomessage' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('');
  });

  it('GET /api/public/infomessage renvoie le message le plus récent, sans espaces superflus', async () => {
    const services = creerServices(ctx.db, lireConfig({ NODE_ENV: 'test' }));
    await services.messagesInformation.definir('Ancien message');
    await services.messagesInformation.definir('  Maintenance prévue le 2 décembre  ');
    const r = await ctx.app.inject({ method: 'GET', url: '/api/public/infomessage' });
    expect(r.body).toBe('Maintenance prévue le 2 décembre');
    expect(r.headers['content-type']).toContain('text/plain');
    await services.messagesInformation.definir('   ');
    const vide = await ctx.app.inject({ method: 'GET', url: '/api/public/infomessage' });
    expect(vide.body).toBe('');
  });

  it("GET /api/public/assistance donne l'adresse configurée de l'assistance, à tout visiteur", async () => {
    const configuree = await creerContexteTest({ env: { ASSISTANCE_COURRIEL: 'aide@registre.exemple.fr' } });
    try {
      const r = await configuree.app.inject({ method: 'GET', url: '/api/public/assistance' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ courriel: 'aide@registre.exemple.fr' });
    } finally {
      await configuree.fermer();
    }
    // Hors production, sans configuration : l'adresse de démonstration.
    const r = await ctx.app.inject({ method: 'GET', url: '/api/public/assistance' });
    expect(r.json()).toEqual({ courriel: 'assistance@registre-coproprietes.local' });
  });

  it("ASSISTANCE_COURRIEL : absente en production, aucune adresse ; invalide, le démarrage s'arrête", () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(lireConfig(production).assistanceCourriel).toBeUndefined();
    expect(lireConfig({ ...production, ASSISTANCE_COURRIEL: ' aide@anah.gouv.fr ' }).assistanceCourriel).toBe(
      'aide@anah.gouv.fr',
    );
    expect(() => lireConfig({ NODE_ENV: 'test', ASSISTANCE_COURRIEL: 'pas une adresse' })).toThrow(
      /ASSISTANCE_COURRIEL doit être une adresse électronique/,
    );
  });
});

describe('comportements communs à toute l’API', () => {
  it('chaque réponse de l’API porte la version du serveur', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.headers[ENTETE_VERSION]).toBe(lireConfig().version);
  });

  it('une adresse inconnue sous /api renvoie une erreur 404 en JSON', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/nexiste/pas' });
    expect(r.statusCode).toBe(404);
    const corps = r.json();
    expect(corps).toMatchObject({ status: 404, origin: 'GET /api/nexiste/pas' });
    expect(corps.message).toMatch(/n'existe pas/);
    expect(corps.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pose les en-têtes de sécurité, dont une politique de sécurité du contenu', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('dépose un jeton anti-CSRF lisible par le client (GET /api/csrf et toute route de l’API hors supervision)', async () => {
    for (const url of ['/api/csrf', '/api/public/infomessage', '/api/account']) {
      const r = await ctx.app.inject({ method: 'GET', url });
      const jeton = r.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(jeton?.value, url).toBeTruthy();
      expect(jeton?.httpOnly, url).toBeFalsy();
      expect(r.cookies.find((c) => c.name === '_csrf')?.httpOnly, url).toBe(true);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/csrf' })).statusCode).toBe(204);
  });

  it('les routes de supervision ne posent aucun cookie (ni jeton, ni session)', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const r = await ctx.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('publie le document OpenAPI de toutes les routes du contrat', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json() as { paths: Record<string, unknown> };
    for (const contrat of listerContrats()) {
      const chemin = contrat.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths, chemin).toHaveProperty([chemin]);
    }
  });

  // Hors production (ici NODE_ENV=test), les routes de la boîte de réception de développement (`/api/dev/…`)
  // font partie des routes attendues ; en production elles sont absentes (routes/developpement.integration.test.ts).
  it('le serveur implémente chaque contrat du domaine, une seule fois', () => {
    const implementes = toutesLesRoutes(creerServices(ctx.db, lireConfig({ NODE_ENV: 'test' }))).map(
      (i) => `${i.contrat.method} ${i.contrat.path}`,
    );
    const attendus = listerContrats().map((c) => `${c.method} ${c.path}`);
    expect(new Set(implementes).size).toBe(implementes.length);
    expect([...implementes].sort()).toEqual([...attendus].sort());
  });

  it('hors API, une adresse inconnue répond 404 quand l’application web n’est pas construite', async () => {
    const r = await new ClientTest(ctx.app).get('/une/page');
    expect(r.statusCode).toBe(404);
  });
});
