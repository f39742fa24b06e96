import { formeComparable } from '@registre/domain';
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

describe('appels des communes de spec 2 §7.5', () => {
  const anonyme = () => new ClientTest(ctx.app);

  it('cherche les communes par nom (sans accents, les plus peuplées d’abord), avec leurs codes postaux', async () => {
    const r = await anonyme().get(`/api/public/communes/lib/${encodeURIComponent('montpellier')}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()[0]).toEqual({
      codeInsee: '34172',
      nom: 'Montpellier',
      type: 'commune-actuelle',
      codeDepartement: '34',
      codeRegion: '76',
      codeCommuneParente: null,
      codesPostaux: expect.arrayContaining(['34000', '34070', '34080', '34090']),
    });
    const accents = (
      await anonyme().get(`/api/public/communes/lib/${encodeURIComponent('$saint-étienne')}`)
    ).json();
    expect(accents[0].nom).toBe('Saint-Étienne');
    expect(accents.length).toBeLessThanOrEqual(50);
    expect((await anonyme().get('/api/public/communes/lib/zzzzzz')).json()).toEqual([]);
  });

  it('cherche dans un département, et liste toutes les communes d’un département', async () => {
    const herault = (await anonyme().get('/api/public/commune/34/montpel')).json();
    expect(herault[0].codeInsee).toBe('34172');
    expect(herault.every((c: { nom: string }) => /montpel/i.test(c.nom))).toBe(true);
    expect((await anonyme().get('/api/public/commune/13/montpel')).json()).toEqual([]);
    const corse = (await anonyme().get('/api/public/communes/findCommunesByIdDepartement/2a')).json();
    expect(corse.length).toBeGreaterThan(100);
    expect(corse.every((c: { codeDepartement: string }) => c.codeDepartement === '2A')).toBe(true);
    const noms = corse.map((c: { nom: string }) => formeComparable(c.nom));
    expect(noms).toEqual([...noms].sort());
  });

  it('trouve une commune (ou un arrondissement) par code INSEE, 404 si elle n’existe pas', async () => {
    expect(
      (await anonyme().get('/api/public/commune/findOneCommuneByInseeCommune/69383')).json(),
    ).toMatchObject({
      nom: 'Lyon 3e Arrondissement',
      codeCommuneParente: '69123',
      codesPostaux: ['69003'],
    });
    const absente = await anonyme().get('/api/public/commune/findOneCommuneByInseeCommune/34999');
    expect(absente.statusCode).toBe(404);
    expect(absente.json().message).toContain('34999');
  });

  it('liste les communes absorbées d’une commune avec leur préfixe cadastral', async () => {
    const annecy = (await anonyme().get('/api/public/communesabsorbees/74010')).json();
    expect(annecy).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: '74011', nom: 'Annecy-le-Vieux', prefixeCadastral: '011' }),
        expect.objectContaining({ code: '74268', nom: 'Seynod', prefixeCadastral: '268' }),
      ]),
    );
    expect(annecy.find((c: { code: string }) => c.code === '74010')?.prefixeCadastral ?? '000').toBe('000');
    expect((await anonyme().get('/api/public/communesabsorbees/34172')).json()).toEqual([]);
  });

  it('refuse (400) un département, un code INSEE ou un texte mal formés', async () => {
    for (const chemin of [
      '/api/public/communes/findCommunesByIdDepartement/20',
      '/api/public/commune/99/paris',
      '/api/public/commune/findOneCommuneByInseeCommune/7505',
      '/api/public/communesabsorbees/ABCDE',
      '/api/public/communes/lib/mont%0Apellier',
    ]) {
      expect((await anonyme().get(chemin)).statusCode, chemin).toBe(400);
    }
  });
});
