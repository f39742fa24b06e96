import { type ContratRoute, listerContrats, type Profil } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { clientsParProfil } from '../test/comptes.js';

// Matrice d'autorisation : chaque route du contrat × chaque profil. Les identifiants de chemin visent un objet
// inexistant, pour qu'aucun appel autorisé ne modifie de données.
let ctx: ContexteTest;
let clients: Map<Profil, ClientTest>;

beforeAll(async () => {
  ctx = await creerContexteTest();
  clients = await clientsParProfil(ctx.app, ctx.db);
}, 120_000);
afterAll(async () => {
  await ctx.fermer();
});

const url = (c: ContratRoute) => c.path.replace(/:([A-Za-z0-9_]+)/g, '999999');
const appeler = (client: ClientTest, c: ContratRoute) =>
  client.requete({ method: c.method, url: url(c), ...(c.method === 'GET' ? {} : { payload: {} }) });

const protegees = listerContrats().filter((c) => c.acces !== 'public');

describe('matrice des autorisations (route × profil)', () => {
  it.each(protegees.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s : 401 sans session, 403 pour chaque profil sans autorisation, accès sinon',
    async (_nom, contrat) => {
      const anonyme = await appeler(new ClientTest(ctx.app), contrat);
      expect(anonyme.statusCode, 'anonyme').toBe(401);
      for (const [profil, client] of clients) {
        const exigees: readonly string[] = typeof contrat.acces === 'string' ? [] : contrat.acces;
        const { authorities } = (await client.get('/api/account')).json() as { authorities: string[] };
        const autorise = exigees.length === 0 || exigees.some((a) => authorities.includes(a));
        const reponse = await appeler(client, contrat);
        if (autorise) expect([401, 403], `${profil} devrait être autorisé`).not.toContain(reponse.statusCode);
        else expect(reponse.statusCode, `${profil} devrait être refusé`).toBe(403);
      }
    },
  );

  it('chaque profil qui peut se connecter a été testé', () => {
    expect(clients.size).toBe(15);
  });
});
