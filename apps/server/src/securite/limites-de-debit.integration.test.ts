// Issue 7 §1.2 : les limites de débit étaient contournées par une double barre oblique (la liste d'exemption
// testait `url.startsWith('/api/')` alors que le routeur ignore les barres répétées) et par un X-Forwarded-For
// forgé (`trustProxy: true` en production).
import { compteRoutes } from '@registre/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITE_GENERALE_PAR_DEFAUT } from '../plugins/contrats.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { ecouter, entetesCsrf, requeteBrute } from './http-brut.js';

const LIMITE_CONNEXION = compteRoutes.authentification.limiteParMinute ?? 0;
const LIMITE_REINITIALISATION = compteRoutes.reinitialiserMotDePasse.limiteParMinute ?? 0;
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };

let ctx: ContexteTest | undefined;
/** Jeton anti-CSRF valide : les limites doivent tenir face à un client qui joue le jeu du navigateur. */
let csrf: Record<string, string> = {};
afterEach(async () => {
  await ctx?.fermer();
  ctx = undefined;
});

/** Envoie `nombre` requêtes et renvoie leurs statuts. */
async function statuts(
  nombre: number,
  requete: (i: number) => {
    method: string;
    chemin: string;
    entetes?: Record<string, string>;
    corps?: string;
  },
): Promise<number[]> {
  const resultats: number[] = [];
  for (let i = 0; i < nombre; i += 1) {
    const r = requete(i);
    resultats.push((await requeteBrute(ctx!.app, { ...r, entetes: { ...csrf, ...r.entetes } })).statut);
  }
  return resultats;
}

const connexion = (chemin: string, entetes: Record<string, string> = {}) => ({
  method: 'POST',
  chemin,
  entetes: { 'content-type': 'application/x-www-form-urlencoded', ...entetes },
  corps: 'j_username=teneur.admin%40exemple.fr&j_password=essai&captcha=x',
});

describe('limites de débit et écriture de l’adresse', () => {
  it.each([
    ['//api/authentication', LIMITE_CONNEXION, () => connexion('//api/authentication')],
    ['/api//authentication', LIMITE_CONNEXION, () => connexion('/api//authentication')],
    [
      '//api/account/reset_password/init',
      LIMITE_REINITIALISATION,
      () => ({
        method: 'POST',
        chemin: '//api/account/reset_password/init',
        entetes: { 'content-type': 'application/json' },
        corps: JSON.stringify({ email: 'teneur.admin@exemple.fr' }),
      }),
    ],
  ])('%s est limité comme le chemin normal', async (_chemin, limite, requete) => {
    ctx = await creerContexteTest({ limiteRequetesParMinute: LIMITE_GENERALE_PAR_DEFAUT });
    await ecouter(ctx.app);
    csrf = await entetesCsrf(ctx.app);
    expect(limite).toBeGreaterThan(0);
    const resultats = await statuts(limite + 3, requete);
    expect(resultats.slice(0, limite)).not.toContain(429);
    expect(resultats.slice(limite)).toEqual([429, 429, 429]);
  });

  it('une double barre oblique atteint la même route (ADR 0034) et les mêmes contrôles', async () => {
    ctx = await creerContexteTest();
    await ecouter(ctx.app);
    const sante = await requeteBrute(ctx.app, { chemin: '//api//health' });
    expect(sante.statut).toBe(200);
    // Sans jeton anti-CSRF, la connexion est refusée quelle que soit l'écriture de l'adresse.
    const sansJeton = await requeteBrute(ctx.app, connexion('//api/authentication'));
    expect(sansJeton.statut).toBe(403);
    // Adresse inconnue de l'API : 404 en JSON, pas la page de l'application web.
    const inconnue = await requeteBrute(ctx.app, { chemin: '//api/nexiste/pas' });
    expect(inconnue.statut).toBe(404);
    expect(JSON.parse(inconnue.corps)).toMatchObject({ status: 404, origin: 'GET /api/nexiste/pas' });
    expect(inconnue.entetes['x-registre-version']).toBeTruthy();
  });

  it('en production, un X-Forwarded-For forgé ne donne pas une nouvelle adresse à chaque requête', async () => {
    ctx = await creerContexteTest({ env: PRODUCTION, limiteRequetesParMinute: LIMITE_GENERALE_PAR_DEFAUT });
    await ecouter(ctx.app);
    csrf = await entetesCsrf(ctx.app);
    const resultats = await statuts(LIMITE_CONNEXION + 2, (i) =>
      connexion('/api/authentication', { 'x-forwarded-for': `198.51.100.${i + 1}` }),
    );
    expect(resultats.slice(LIMITE_CONNEXION)).toEqual([429, 429]);
  });

  it('derrière un mandataire déclaré (TRUST_PROXY), la limite s’applique à l’adresse qu’il transmet', async () => {
    ctx = await creerContexteTest({
      env: { ...PRODUCTION, TRUST_PROXY: '127.0.0.1' },
      limiteRequetesParMinute: LIMITE_GENERALE_PAR_DEFAUT,
    });
    await ecouter(ctx.app);
    csrf = await entetesCsrf(ctx.app);
    const meme = await statuts(LIMITE_CONNEXION + 1, () =>
      connexion('/api/authentication', { 'x-forwarded-for': '198.51.100.1' }),
    );
    expect(meme.at(-1)).toBe(429);
    const autre = await requeteBrute(
      ctx.app,
      connexion('/api/authentication', { ...csrf, 'x-forwarded-for': '198.51.100.2' }),
    );
    expect(autre.statut).not.toBe(429);
  });

  it('TRUST_PROXY invalide arrête le démarrage avec un message clair', async () => {
    const { lireConfig } = await import('../config.js');
    expect(() => lireConfig({ TRUST_PROXY: 'mandataire.local' })).toThrow(/TRUST_PROXY/);
  });
});
