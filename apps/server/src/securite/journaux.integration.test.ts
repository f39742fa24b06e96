// Issue 7 §1.5 (journaux) : une requête SQL qui échoue mettait ses paramètres (noms, courriels) dans l'erreur
// journalisée (message de drizzle « params: … », `detail` et message de PostgreSQL) ; les journaux ne portent
// jamais de paramètres de requête.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest } from '../test/comptes.js';

const COURRIEL = 'jeanne.secrete@exemple.fr';
const lignes: string[] = [];
let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest({
    env: { LOG_LEVEL: 'info' },
    fluxJournal: { write: (ligne) => void lignes.push(ligne) },
    avantDemarrage: (app) => {
      // Requêtes SQL qui échouent avec une donnée personnelle en paramètre, comme un défaut imprévu.
      app.get('/api/essai/erreur-sql', async () => {
        await ctx.db.execute(sql`SELECT ${COURRIEL}::integer`);
        return {};
      });
      app.get('/api/essai/doublon', async () => {
        await ctx.db.execute(
          sql`INSERT INTO compte (login, email, nom, prenom, profil, statut, activated)
              SELECT login, email, nom, prenom, profil, statut, activated FROM compte WHERE login = ${COURRIEL}`,
        );
        return {};
      });
    },
  });
  await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC', login: COURRIEL });
});
afterAll(async () => {
  await ctx.fermer();
});

const journal = () => lignes.join('');

describe('journaux sans données personnelles', () => {
  it('une erreur SQL (500) est journalisée sans ses paramètres ni la valeur en cause', async () => {
    for (const url of ['/api/essai/erreur-sql', '/api/essai/doublon']) {
      lignes.length = 0;
      const r = await ctx.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(500);
      expect(r.body, url).not.toContain(COURRIEL);
      // L'erreur est bien journalisée (type, code PostgreSQL), mais expurgée.
      expect(journal(), url).toMatch(/"level":50/);
      expect(journal(), url).toContain('"code":"');
      expect(journal(), url).not.toContain(COURRIEL);
      expect(journal(), url).not.toContain('jeanne.secrete');
    }
  });

  it('les paramètres de requête ne sont jamais journalisés', async () => {
    lignes.length = 0;
    await ctx.app.inject({ method: 'GET', url: `/api/health?email=${encodeURIComponent(COURRIEL)}` });
    await ctx.app.inject({ method: 'GET', url: `/api/nexiste?nom=Jeanne&email=${COURRIEL}` });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/public/activate/verify/cle-tres-secrete?email=${COURRIEL}`,
    });
    expect(journal()).toContain('"url":"/api/health"');
    expect(journal()).not.toContain('jeanne.secrete');
    expect(journal()).not.toContain('Jeanne');
    expect(journal()).not.toContain('cle-tres-secrete');
  });

  it('un octet nul envoyé à la réinitialisation anonyme ne met pas le courriel dans les journaux', async () => {
    lignes.length = 0;
    const client = new ClientTest(ctx.app);
    const r = await client.requete({
      method: 'POST',
      url: '/api/account/reset_password/init',
      payload: { email: `${COURRIEL}\u0000` },
    });
    expect(r.body).not.toContain('jeanne.secrete');
    expect(journal()).not.toContain('jeanne.secrete');
  });
});
