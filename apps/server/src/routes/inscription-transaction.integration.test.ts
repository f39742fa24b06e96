import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compte, document, evenementJournal, lettre, teledeclarant } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { resoudreCaptcha } from '../test/comptes.js';

// Panne simulée au milieu de l'inscription : la production de la lettre PDF échoue après la création du
// télédéclarant, du compte et du courriel.
const panne = vi.hoisted(() => ({ active: false }));
vi.mock('../services/documents/lettre-activation.js', async (original) => {
  const module = await original<typeof import('../services/documents/lettre-activation.js')>();
  return {
    ...module,
    genererLettreActivation: (...args: Parameters<typeof module.genererLettreActivation>) =>
      panne.active
        ? Promise.reject(new Error('imprimante en panne'))
        : module.genererLettreActivation(...args),
  };
});

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
}, 60_000);
afterAll(async () => {
  await ctx.fermer();
});

const compter = async (table: typeof teledeclarant | typeof compte | typeof lettre | typeof document) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('inscription : une seule transaction', () => {
  it("une panne en cours d'inscription annule tout : ni télédéclarant, ni compte, ni courriel, ni lettre, ni journal", async () => {
    const client = new ClientTest(ctx.app);
    const email = 'panne@exemple.fr';
    const avant = {
      teledeclarants: await compter(teledeclarant),
      comptes: await compter(compte),
      lettres: await compter(lettre),
      documents: await compter(document),
    };
    const saisie = {
      siret: '44298765400013',
      representantLegal: {
        civilite: 'MME',
        nom: 'Panne',
        prenom: 'Alice',
        email,
        confirmationEmail: email,
        telephone: '0556000000',
      },
      administrateurEstRepresentant: true,
      attestationSurLHonneur: true,
    };
    panne.active = true;
    const reponse = await client.requete({
      method: 'POST',
      url: '/api/teledeclarant/PRO',
      payload: { ...saisie, captcha: await resoudreCaptcha(client) },
    });
    panne.active = false;
    expect(reponse.statusCode).toBe(500);
    expect(reponse.json().message).toBe('Erreur interne du serveur.');
    expect({
      teledeclarants: await compter(teledeclarant),
      comptes: await compter(compte),
      lettres: await compter(lettre),
      documents: await compter(document),
    }).toEqual(avant);
    expect(
      await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.siret, '44298765400013')),
    ).toEqual([]);
    const courriels = await ctx.db.execute(sql`SELECT 1 FROM courriel WHERE destinataire = ${email}`);
    expect(courriels.rows).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(evenementJournal)
        .where(eq(evenementJournal.typeEvenement, 'INSCRIPTION_TELEDECLARANT')),
    ).toEqual([]);

    // Sans panne, la même inscription aboutit : le SIRET n'est pas resté réservé par la tentative annulée.
    const reprise = await client.requete({
      method: 'POST',
      url: '/api/teledeclarant/PRO',
      payload: { ...saisie, captcha: await resoudreCaptcha(client) },
    });
    expect(reprise.statusCode, reprise.body).toBe(204);
    expect(
      await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.siret, '44298765400013')),
    ).toHaveLength(1);
  });
});
