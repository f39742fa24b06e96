import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creerCourrielLocal } from '../adapters/courriel/local.js';
import { lireConfig } from '../config.js';
import { verrouillageConnexion } from '../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCompteDeTest } from '../test/comptes.js';
import { demarrerTaches } from './index.js';
import { FILE_PURGE_EXPIRATIONS, purgerExpirations } from './purge-expirations.js';

let ctx: ContexteTest;
const config = lireConfig({ NODE_ENV: 'test' });

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

/** Compteur d'échecs d'un compte pour une adresse, avec sa dernière modification il y a `heures` heures. */
async function compteur(
  idCompte: number,
  adresse: string,
  heures: number,
  verrouHeures: number | null = null,
) {
  await ctx.db.insert(verrouillageConnexion).values({
    idCompte,
    adresse,
    echecs: 3,
    modifieLe: sql`now() - make_interval(hours => ${heures})`,
    verrouilleJusquA: verrouHeures === null ? null : sql`now() + make_interval(hours => ${verrouHeures})`,
  });
}

async function adressesRestantes(idCompte: number): Promise<string[]> {
  const lignes = await ctx.db
    .select({ adresse: verrouillageConnexion.adresse })
    .from(verrouillageConnexion)
    .where(eq(verrouillageConnexion.idCompte, idCompte));
  return lignes.map((l) => l.adresse).sort();
}

describe("purge planifiée des compteurs d'échecs de connexion (verrouillage_connexion)", () => {
  it('supprime les compteurs restés 24 heures sans échec, garde les récents et les verrous en cours', async () => {
    const { compte } = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
    await compteur(compte.id, '192.0.2.1', 25); // périmé : supprimé
    await compteur(compte.id, '192.0.2.2', 2); // récent : il compte encore
    await compteur(compte.id, '192.0.2.3', 30, 1); // verrou de 24 h encore en cours : gardé
    const resultat = await purgerExpirations({ db: ctx.db, config });
    expect(resultat.verrouillages).toBeGreaterThanOrEqual(1);
    expect(await adressesRestantes(compte.id)).toEqual(['192.0.2.2', '192.0.2.3']);
  });

  it('la tâche pg-boss de purge fait ce travail', async () => {
    const { compte } = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
    await compteur(compte.id, '198.51.100.7', 48);
    const taches = await demarrerTaches({
      db: ctx.db,
      pool: ctx.pool,
      config,
      portCourriel: creerCourrielLocal(),
      intervalleReleveSecondes: 0.5,
    });
    try {
      await taches.boss.send(FILE_PURGE_EXPIRATIONS, {});
      const fin = Date.now() + 15_000;
      while ((await adressesRestantes(compte.id)).length > 0 && Date.now() < fin) {
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(await adressesRestantes(compte.id)).toEqual([]);
    } finally {
      await taches.arreter();
    }
    const [reste] = await ctx.db
      .select()
      .from(verrouillageConnexion)
      .where(eq(verrouillageConnexion.idCompte, compte.id));
    expect(reste).toBeUndefined();
  });
});
