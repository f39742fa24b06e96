import { type Authority, defineRoute, type Profil } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { enregistrerRoutes, implementer } from './contrats.js';

// Contrats propres à ce test : ils exercent le mécanisme commun (validation, accès, CSRF).
const contratProtege = defineRoute({
  method: 'POST',
  path: '/api/test-mecanisme/protege/:id',
  summary: 'Route de test protégée',
  acces: ['CATEGORISATION'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ nom: z.string().min(2).max(50), nbLots: z.number().int().min(2) }),
  response: z.object({ recu: z.string(), id: z.number() }),
  exemple: { params: { id: 3 }, body: { nom: 'Les Lilas', nbLots: 12 } },
});
const contratConnecte = defineRoute({
  method: 'GET',
  path: '/api/test-mecanisme/connecte',
  summary: 'Route de test ouverte à toute personne connectée',
  acces: 'connecte',
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  response: z.object({ page: z.number() }),
});
const contratGetModifiant = defineRoute({
  method: 'GET',
  path: '/api/test-mecanisme/modifiant',
  summary: "GET qui modifie l'état",
  acces: 'connecte',
  modifieEtat: true,
  response: z.object({ fait: z.boolean() }),
});
const contratReponseInvalide = defineRoute({
  method: 'GET',
  path: '/api/test-mecanisme/reponse-invalide',
  summary: 'Réponse non conforme',
  acces: 'public',
  response: z.object({ nombre: z.number() }),
});
const contratSession = defineRoute({
  method: 'POST',
  path: '/api/test-mecanisme/session/:profil',
  summary: 'Ouvre une session de test',
  acces: 'public',
  params: z.object({ profil: z.string() }),
  query: z.object({ authorities: z.string().default('') }),
  response: z.object({ ok: z.boolean() }),
  exemple: { params: { profil: 'TELE_PRO_GESTION' } },
});

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest({
    avantDemarrage: (app) =>
      enregistrerRoutes(app, [
        implementer(contratProtege, async ({ params, body }) => ({ recu: body.nom, id: params.id })),
        implementer(contratConnecte, async ({ query }) => ({ page: query.page })),
        implementer(contratGetModifiant, async () => ({ fait: true })),
        implementer(
          contratReponseInvalide,
          async () => ({ nombre: 'pas un nombre' }) as unknown as { nombre: number },
        ),
        implementer(contratSession, async ({ params, query, requete }) => {
          requete.session.utilisateur = {
            idCompte: 42,
            login: 'test',
            profil: params.profil as Profil,
            authorities: query.authorities.split(',').filter(Boolean) as Authority[],
            idTeledeclarant: null,
          };
          return { ok: true };
        }),
      ]),
  });
});
afterAll(async () => {
  await ctx.fermer();
});

async function clientConnecte(profil: string, authorities: string): Promise<ClientTest> {
  const client = new ClientTest(ctx.app);
  const r = await client.requete({
    method: 'POST',
    url: `/api/test-mecanisme/session/${profil}?authorities=${authorities}`,
  });
  expect(r.statusCode).toBe(200);
  return client;
}

describe('mécanisme des contrats de route', () => {
  it('refuse une personne non connectée (401)', async () => {
    const r = await new ClientTest(ctx.app).requete({
      method: 'POST',
      url: '/api/test-mecanisme/protege/1',
      payload: { nom: 'Les Tilleuls', nbLots: 10 },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ status: 401, origin: 'POST /api/test-mecanisme/protege/:id' });
  });

  it("refuse un profil qui n'a pas l'autorisation exigée (403)", async () => {
    const client = await clientConnecte('TELE_PRO_GESTION', 'GERER_COPROPRIETE');
    const r = await client.requete({
      method: 'POST',
      url: '/api/test-mecanisme/protege/1',
      payload: { nom: 'Les Tilleuls', nbLots: 10 },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/droits nécessaires/);
  });

  it('refuse toujours le profil restreint, même connecté', async () => {
    const client = await clientConnecte('restricted', '');
    const r = await client.get('/api/test-mecanisme/connecte');
    expect(r.statusCode).toBe(403);
  });

  it("accepte un profil qui détient l'autorisation et valide l'entrée", async () => {
    const client = await clientConnecte('INSTITUTIONNEL', 'CATEGORISATION');
    const r = await client.requete({
      method: 'POST',
      url: '/api/test-mecanisme/protege/7',
      payload: { nom: 'Les Tilleuls', nbLots: 10 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ recu: 'Les Tilleuls', id: 7 });
  });

  it('un corps invalide donne une erreur 400 détaillée par champ, en français', async () => {
    const client = await clientConnecte('INSTITUTIONNEL', 'CATEGORISATION');
    const r = await client.requete({
      method: 'POST',
      url: '/api/test-mecanisme/protege/7',
      payload: { nom: 'A' },
    });
    expect(r.statusCode).toBe(400);
    const corps = r.json() as { champs: { champ: string; message: string }[]; message: string };
    expect(corps.message).toMatch(/valeurs invalides/);
    expect(corps.champs.map((c) => c.champ).sort()).toEqual(['nbLots', 'nom']);
    expect(corps.champs.find((c) => c.champ === 'nom')?.message).toMatch(/Trop petit/);
  });

  it('un paramètre de chemin ou de requête invalide donne une erreur 400', async () => {
    const client = await clientConnecte('INSTITUTIONNEL', 'CATEGORISATION');
    const chemin = await client.requete({
      method: 'POST',
      url: '/api/test-mecanisme/protege/abc',
      payload: { nom: 'Les Tilleuls', nbLots: 10 },
    });
    expect(chemin.statusCode).toBe(400);
    const requete = await client.get('/api/test-mecanisme/connecte?page=0');
    expect(requete.statusCode).toBe(400);
    expect(requete.json().champs[0].champ).toBe('page');
  });

  it('un JSON mal formé donne une erreur 400, jamais 500', async () => {
    const client = await clientConnecte('INSTITUTIONNEL', 'CATEGORISATION');
    const r = await client.requete({
      method: 'POST',
      url: '/api/test-mecanisme/protege/7',
      payload: '{"nom": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/JSON/);
  });

  it('une route sans autorisation listée est ouverte à toute personne connectée', async () => {
    const client = await clientConnecte('TELE_NONPRO_GESTION', '');
    const r = await client.get('/api/test-mecanisme/connecte?page=3');
    expect(r.json()).toEqual({ page: 3 });
  });

  it('une requête qui modifie l’état sans jeton anti-CSRF est refusée (403)', async () => {
    const client = await clientConnecte('INSTITUTIONNEL', 'CATEGORISATION');
    const r = await client.requete({
      method: 'POST',
      url: '/api/test-mecanisme/protege/7',
      payload: { nom: 'Les Tilleuls', nbLots: 10 },
      sansCsrf: true,
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/CSRF/);
  });

  it('un GET qui modifie l’état exige lui aussi le jeton anti-CSRF', async () => {
    const client = await clientConnecte('TELE_PRO_ADMIN_PRINC', '');
    const sans = await client.requete({
      method: 'GET',
      url: '/api/test-mecanisme/modifiant',
      sansCsrf: true,
    });
    expect(sans.statusCode).toBe(403);
    const avec = await client.requete({
      method: 'GET',
      url: '/api/test-mecanisme/modifiant',
      headers: { 'x-xsrf-token': 'faux-jeton' },
      sansCsrf: true,
    });
    expect(avec.statusCode).toBe(403);
    const valide = await client.get('/api/test-mecanisme/modifiant');
    expect(valide.statusCode).toBe(200);
  });

  it('une réponse non conforme au contrat est une erreur 500 sans détail technique', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/test-mecanisme/reponse-invalide' });
    expect(r.statusCode).toBe(500);
    expect(r.json().message).toBe('Erreur interne du serveur.');
    expect(r.body).not.toContain('pas un nombre');
  });
});

describe('limitation du débit', () => {
  it('au-delà du seuil par minute, l’API répond 429 avec une erreur JSON en français', async () => {
    const petit = await creerContexteTest({ limiteRequetesParMinute: 3 });
    try {
      const statuts: number[] = [];
      for (let i = 0; i < 4; i++)
        statuts.push((await petit.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(statuts).toEqual([200, 200, 200, 429]);
      const r = await petit.app.inject({ method: 'GET', url: '/api/health' });
      expect(r.json()).toMatchObject({ status: 429 });
      expect(r.json().message).toMatch(/Trop de requêtes/);
    } finally {
      await petit.fermer();
    }
  });
});

describe('limites propres aux routes sensibles', () => {
  it('la connexion est limitée à 20 tentatives par minute et par adresse, sous la limite générale', async () => {
    const normal = await creerContexteTest({ limiteRequetesParMinute: 600 });
    try {
      const client = new ClientTest(normal.app);
      const statuts: number[] = [];
      for (let i = 0; i < 21; i++) {
        const r = await client.requete({
          method: 'POST',
          url: '/api/authentication',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'j_username=x',
        });
        statuts.push(r.statusCode);
      }
      // Formulaire incomplet : 400 pour les 20 premières tentatives, puis la limite de la route (429).
      expect(statuts.slice(0, 20)).toEqual(Array(20).fill(400));
      expect(statuts[20]).toBe(429);
      const health = await normal.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await normal.fermer();
    }
  });
});
