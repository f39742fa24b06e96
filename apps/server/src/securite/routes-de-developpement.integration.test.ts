// Issue 7 §1.1 : les pages de développement (boîte de réception, lettres, simulateur de certificat) donnaient à
// quiconque joignait le port les liens de réinitialisation et les codes d'activation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lireConfig } from '../config.js';
import { deposerCourriel } from '../services/courriels/outbox.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';

let ctx: ContexteTest;

beforeAll(async () => {
  // Un mandataire déclaré n'y change rien : seule compte l'adresse de la connexion.
  ctx = await creerContexteTest({ env: { SIMULATEUR_CERTIFICAT: '1', TRUST_PROXY: '203.0.113.0/24' } });
  await deposerCourriel(ctx.db, {
    destinataire: 'teneur.admin@exemple.fr',
    sujet: 'Réinitialisation de votre mot de passe',
    texte: 'Ouvrez https://registre.test/compte/reset/finish?key=cle-secrete',
  });
});
afterAll(async () => {
  await ctx.fermer();
});

const ROUTES_DEV = [
  { method: 'GET' as const, url: '/api/dev/courriels' },
  { method: 'GET' as const, url: '/api/dev/lettres' },
  { method: 'GET' as const, url: '/api/dev/simulateur-certificat' },
];

describe('adresse d’écoute par défaut', () => {
  it('hors production, le serveur n’écoute que la boucle locale ; HOST=0.0.0.0 l’ouvre au réseau', () => {
    expect(lireConfig({}).hote).toBe('127.0.0.1');
    expect(lireConfig({ NODE_ENV: 'test' }).hote).toBe('127.0.0.1');
    expect(lireConfig({ HOST: '0.0.0.0' }).hote).toBe('0.0.0.0');
    expect(
      lireConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://h/b' })
        .hote,
    ).toBe('0.0.0.0');
  });
});

describe('routes de développement réservées à la boucle locale', () => {
  it('un client du réseau ne lit ni les courriels, ni les lettres, ni le simulateur (404)', async () => {
    for (const route of ROUTES_DEV) {
      const r = await ctx.app.inject({ ...route, remoteAddress: '203.0.113.7' });
      expect(r.statusCode, route.url).toBe(404);
      expect(r.body, route.url).not.toContain('Réinitialisation de votre mot de passe');
    }
  });

  it('un X-Forwarded-For « 127.0.0.1 » forgé, même venu d’un mandataire déclaré, n’ouvre rien', async () => {
    const r = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/courriels',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(r.statusCode).toBe(404);
  });

  it('un client du réseau ne choisit pas de certificat simulé', async () => {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/simulateur-certificat',
      remoteAddress: '198.51.100.4',
      payload: { id: null },
    });
    expect(r.statusCode).toBe(404);
  });

  it('la boucle locale (IPv4, IPv6, IPv4 mappée) garde la boîte de réception', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const r = await ctx.app.inject({ method: 'GET', url: '/api/dev/courriels', remoteAddress });
      expect(r.statusCode, remoteAddress).toBe(200);
      expect(r.body, remoteAddress).toContain('Réinitialisation de votre mot de passe');
    }
  });
});
