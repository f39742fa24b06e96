import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courriel } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest, MOT_DE_PASSE_TEST, resoudreCaptcha } from '../test/comptes.js';

let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

/** Une tentative de connexion depuis l'adresse donnée, captcha résolu. */
async function tenterDepuis(adresse: string, login: string, motDePasse: string) {
  const client = new ClientTest(ctx.app);
  const captcha = await resoudreCaptcha(client);
  return client.requete({
    method: 'POST',
    url: '/api/authentication',
    remoteAddress: adresse,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ j_username: login, j_password: motDePasse, captcha }).toString(),
  });
}

describe('Verrouillage comme déni de service (issue 7 §1.6)', () => {
  it('des échecs provoqués depuis une adresse ne privent pas la personne de son compte depuis la sienne', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
    for (let i = 0; i < 5; i++) {
      expect((await tenterDepuis('203.0.113.66', login, 'Mauvais-mot-2026!')).statusCode).toBe(401);
    }
    // L'attaquant est verrouillé : même le bon mot de passe échoue depuis son adresse.
    expect((await tenterDepuis('203.0.113.66', login, MOT_DE_PASSE_TEST)).statusCode).toBe(401);
    // La titulaire du compte se connecte depuis son adresse.
    expect((await tenterDepuis('198.51.100.7', login, MOT_DE_PASSE_TEST)).statusCode).toBe(204);
  });

  it('300 demandes de réinitialisation parallèles pour un compte envoient un seul courriel', async () => {
    const { login } = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_GESTION' });
    const client = new ClientTest(ctx.app);
    await client.get('/api/health');
    const reponses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        client.requete({
          method: 'POST',
          url: '/api/account/reset_password/init',
          // Des adresses différentes : la limite de débit par adresse ne suffit pas à protéger le compte.
          remoteAddress: `192.0.2.${(i % 250) + 1}`,
          payload: { email: login },
        }),
      ),
    );
    expect(reponses.filter((r) => r.statusCode !== 204).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const envoyes = await ctx.db.select().from(courriel).where(eq(courriel.destinataire, login));
    expect(envoyes).toHaveLength(1);
  });
});
