import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContexteTest, creerContexteTest } from '../../test/app-de-test.js';
import { creerServiceCaptcha, DIFFICULTE_TEST } from './captcha.js';

let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

/** Résout un défi comme le composant du navigateur et produit la charge encodée qu'il envoie. */
export async function resoudre(defi: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge: defi, deriveKey });
  if (!solution) throw new Error('défi non résolu');
  return Buffer.from(JSON.stringify({ challenge: defi, solution })).toString('base64');
}

describe('captcha ALTCHA', () => {
  it('accepte une preuve de travail résolue, une seule fois', async () => {
    const captcha = creerServiceCaptcha(
      ctx.db,
      'secret-de-test-suffisamment-long-0123456789',
      DIFFICULTE_TEST,
    );
    const charge = await resoudre(await captcha.creerDefi());
    expect(await captcha.estValide(charge)).toBe(true);
    expect(await captcha.consommer(charge)).toBe(true);
    expect(await captcha.consommer(charge)).toBe(false);
  });

  it('refuse une preuve signée avec un autre secret, falsifiée ou illisible', async () => {
    const autre = creerServiceCaptcha(ctx.db, 'un-autre-secret-tout-aussi-long-0123456789', DIFFICULTE_TEST);
    const captcha = creerServiceCaptcha(
      ctx.db,
      'secret-de-test-suffisamment-long-0123456789',
      DIFFICULTE_TEST,
    );
    const chargeAutre = await resoudre(await autre.creerDefi());
    expect(await captcha.estValide(chargeAutre)).toBe(false);
    const defi = await captcha.creerDefi();
    const charge = JSON.parse(Buffer.from(await resoudre(defi), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    // La clé dérivée est ce que la signature du défi atteste : une clé modifiée est refusée.
    charge.solution.derivedKey = `${charge.solution.derivedKey.startsWith('0') ? '1' : '0'}${charge.solution.derivedKey.slice(1)}`;
    expect(await captcha.consommer(Buffer.from(JSON.stringify(charge)).toString('base64'))).toBe(false);
    expect(await captcha.consommer('pas-une-charge')).toBe(false);
    expect(await captcha.estValide('')).toBe(false);
  });

  it('le jeton de contournement ne vaut que pour les actions qui l’autorisent', async () => {
    const captcha = creerServiceCaptcha(
      ctx.db,
      'secret-de-test-suffisamment-long-0123456789',
      DIFFICULTE_TEST,
    );
    const jeton = captcha.jetonContournement(1001);
    expect(await captcha.consommer(jeton)).toBe(false);
    expect(await captcha.consommer(jeton, { contournementAutorise: true, idCompte: 1002 })).toBe(false);
    expect(await captcha.consommer(`${jeton}x`, { contournementAutorise: true, idCompte: 1001 })).toBe(false);
    expect(await captcha.consommer(jeton, { contournementAutorise: true, idCompte: 1001 })).toBe(true);
    // À usage unique.
    expect(await captcha.consommer(jeton, { contournementAutorise: true, idCompte: 1001 })).toBe(false);
    expect(await captcha.estValide(jeton)).toBe(false);
  });
});
