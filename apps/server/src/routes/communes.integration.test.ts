import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

describe('GET /api/public/communes/codepostal/{codePostal}', () => {
  it('rend les communes desservies par le code postal, avec leur libellé d’acheminement', async () => {
    const anonyme = new ClientTest(ctx.app);
    const r = await anonyme.get('/api/public/communes/codepostal/69003');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      { codeInsee: '69383', nom: 'Lyon 3e Arrondissement', acheminement: 'LYON', codeDepartement: '69' },
    ]);
    const plusieurs = (await anonyme.get('/api/public/communes/codepostal/01400')).json();
    expect(plusieurs.length).toBeGreaterThan(1);
    expect(plusieurs.map((c: { nom: string }) => c.nom)).toEqual(
      [...plusieurs.map((c: { nom: string }) => c.nom)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('rend une liste vide pour un code postal inconnu et 400 pour un code mal formé', async () => {
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get('/api/public/communes/codepostal/99999')).json()).toEqual([]);
    const mauvais = await anonyme.get('/api/public/communes/codepostal/6900A');
    expect(mauvais.statusCode).toBe(400);
    expect(JSON.stringify(mauvais.json())).toContain('Le code postal');
  });
});
