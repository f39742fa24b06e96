import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { construireApp } from '../app.js';
import { lireConfig } from '../config.js';
import { type Connexion, ouvrirConnexion } from '../db/connexion.js';
import { MESSAGE_BASE_INDISPONIBLE } from '../plugins/erreurs.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';

let ctx: ContexteTest;
let saturee: Connexion;

beforeAll(async () => {
  ctx = await creerContexteTest();
  // Une seconde application sur la même base, avec un pool d'une seule connexion et une attente courte.
  saturee = await ouvrirConnexion(ctx.url, { max: 1, delaiConnexionMs: 200 });
});
afterAll(async () => {
  await saturee.pool.end();
  await ctx.fermer();
});

describe('Base saturée ou injoignable : 503 en français, jamais 500', () => {
  it("quand aucune connexion du pool ne se libère à temps, l'API répond 503 avec un message clair", async () => {
    const app = await construireApp({
      config: lireConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/inexistant' }),
      db: saturee.db,
      limiteRequetesParMinute: 10_000,
    });
    await app.ready();
    const occupee = await saturee.pool.connect();
    try {
      const client = new ClientTest(app);
      const reponse = await client.requete({
        method: 'POST',
        url: '/api/account/reset_password/init',
        payload: { email: 'personne@example.fr' },
      });
      expect(reponse.statusCode).toBe(503);
      expect(reponse.headers['retry-after']).toBe('5');
      expect(reponse.json()).toMatchObject({ status: 503, message: MESSAGE_BASE_INDISPONIBLE });
    } finally {
      occupee.release();
      await app.close();
    }
  });
});
