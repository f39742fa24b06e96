import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErreurConnexionDansTransaction } from '../db/connexion.js';
import { compte, teledeclarant } from '../db/schema/index.js';
import { genererCodeActivation, normaliserCodeActivation } from '../services/comptes/cles.js';
import { hacherMotDePasse } from '../services/mots-de-passe.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';

let ctx: ContexteTest;

/** Erreur d'origine d'une promesse rejetée (Drizzle enveloppe l'erreur du pilote dans `cause`). */
async function erreurDe(promesse: Promise<unknown>): Promise<unknown> {
  try {
    await promesse;
  } catch (erreur) {
    return (erreur as { cause?: unknown }).cause ?? erreur;
  }
  return undefined;
}
beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

describe('Famine du pool : jamais de seconde connexion pendant une transaction (issue 7 §1.4)', () => {
  it('la garde refuse une requête sur le pool depuis une transaction ouverte, pas depuis la transaction', async () => {
    const requeteSurLePool = await erreurDe(
      ctx.db.transaction(async () => {
        await ctx.db.select({ id: compte.id }).from(compte).limit(1);
      }),
    );
    expect(requeteSurLePool).toBeInstanceOf(ErreurConnexionDansTransaction);
    const transactionImbriquee = await erreurDe(
      ctx.db.transaction(async () => {
        await ctx.db.transaction(async () => undefined);
      }),
    );
    expect(transactionImbriquee).toBeInstanceOf(ErreurConnexionDansTransaction);
    const lignes = await ctx.db.transaction((tx) => tx.select({ id: compte.id }).from(compte).limit(1));
    expect(Array.isArray(lignes)).toBe(true);
    // Après la transaction, le même fil d'exécution reprend le pool normalement.
    expect(Array.isArray(await ctx.db.select({ id: compte.id }).from(compte).limit(1))).toBe(true);
  });

  it('50 activations parallèles du bon code : une seule 204, les autres refusées sans erreur serveur, un autre utilisateur servi', async () => {
    const syndic = await creerCompteDeTest(ctx.db, {
      profil: 'TELE_PRO_ADMIN_PRINC',
      statutTeledeclarant: 'ATT_ACTIVATION',
    });
    const code = genererCodeActivation();
    await ctx.db
      .update(teledeclarant)
      .set({
        codeActivationHash: await hacherMotDePasse(normaliserCodeActivation(code)),
        codeActivationEnvoyeLe: new Date(),
      })
      .where(eq(teledeclarant.id, syndic.idTeledeclarant!));
    const autre = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
    const clientAutre = await connecter(ctx.app, autre.login);
    const client = await connecter(ctx.app, syndic.login);
    // Jeton CSRF obtenu avant de lancer les envois parallèles.
    await client.get('/api/account');

    const activations = Array.from({ length: 50 }, () =>
      client.requete({
        method: 'POST',
        url: '/api/teledeclarant/activate',
        payload: { codeActivation: code },
      }),
    );
    const pendant = clientAutre.get('/api/account');
    const reponses = await Promise.all(activations);
    const reponseAutre = await pendant;

    const statuts = reponses.map((r) => r.statusCode);
    expect(statuts.filter((s) => s === 204)).toHaveLength(1);
    // Les autres sont refusées : 409 dans le service (déjà activé), ou 403 à l'entrée quand la session, relue
    // à chaque requête, n'attend déjà plus l'activation. Aucune erreur serveur, aucune attente du pool.
    expect(statuts.filter((s) => s !== 204 && s !== 409 && s !== 403)).toEqual([]);
    expect(statuts.filter((s) => s === 409).length).toBeGreaterThan(0);
    expect(reponseAutre.statusCode, reponseAutre.body).toBe(200);
    const [td] = await ctx.db
      .select()
      .from(teledeclarant)
      .where(eq(teledeclarant.id, syndic.idTeledeclarant!));
    expect(td).toMatchObject({ statut: 'ACTIF', codeActivationHash: null });
  });
});
