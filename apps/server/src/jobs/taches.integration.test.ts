import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creerCourrielLocal } from '../adapters/courriel/local.js';
import { lireConfig } from '../config.js';
import { courriel, jeuDeDonnees, statistiqueGeneration } from '../db/schema/index.js';
import { deposerCourriel } from '../services/courriels/outbox.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { FILE_ENVOI_COURRIELS } from './envoi-courriels.js';
import { FILE_EXPIRATION_MANDATS } from './expiration-mandats.js';
import {
  creerPortCourriel,
  demarrerTaches,
  FILE_JEU_DE_DONNEES,
  FILE_LIBERATION_VERROUS,
  FILE_STATISTIQUES,
  type Taches,
} from './index.js';
import { FILE_PURGE_EXPIRATIONS } from './purge-expirations.js';
import { FILE_RAPPELS_ECHEANCES } from './rappels-echeances.js';
import { FILE_RELANCE_INACTIVITE } from './relance-inactivite.js';

let ctx: ContexteTest;
const config = lireConfig({ NODE_ENV: 'test' });

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

async function attendre<T>(lire: () => Promise<T>, ok: (v: T) => boolean, delaiMs = 15_000): Promise<T> {
  const fin = Date.now() + delaiMs;
  for (;;) {
    const valeur = await lire();
    if (ok(valeur) || Date.now() > fin) return valeur;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('tâches de fond (pg-boss)', () => {
  let taches: Taches;

  it('démarre sur le pool de l’application, crée ses files et enregistre les planifications', async () => {
    taches = await demarrerTaches({
      db: ctx.db,
      pool: ctx.pool,
      config,
      portCourriel: creerCourrielLocal(),
      intervalleReleveSecondes: 0.5,
    });
    const schema = await ctx.pool.query("SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss'");
    expect(schema.rowCount).toBe(1);
    const planifications = await taches.boss.getSchedules();
    expect(
      planifications.map((p) => ({
        file: p.name,
        cron: p.cron,
        fuseau: (p as { timezone?: string }).timezone,
      })),
    ).toEqual(
      expect.arrayContaining([
        { file: FILE_ENVOI_COURRIELS, cron: '* * * * *', fuseau: 'UTC' },
        { file: FILE_RELANCE_INACTIVITE, cron: '0 3 * * *', fuseau: 'Europe/Paris' },
        { file: FILE_EXPIRATION_MANDATS, cron: '30 0 * * *', fuseau: 'Europe/Paris' },
        { file: FILE_RAPPELS_ECHEANCES, cron: '0 7 * * *', fuseau: 'Europe/Paris' },
        { file: FILE_PURGE_EXPIRATIONS, cron: '*/15 * * * *', fuseau: 'UTC' },
        { file: FILE_LIBERATION_VERROUS, cron: '*/5 * * * *', fuseau: 'UTC' },
        { file: FILE_STATISTIQUES, cron: '*/5 * * * *', fuseau: 'UTC' },
        { file: FILE_JEU_DE_DONNEES, cron: '30 2 * * *', fuseau: 'Europe/Paris' },
      ]),
    );
    expect(planifications).toHaveLength(8);
    for (const file of [
      FILE_ENVOI_COURRIELS,
      FILE_RELANCE_INACTIVITE,
      FILE_RAPPELS_ECHEANCES,
      FILE_PURGE_EXPIRATIONS,
      FILE_LIBERATION_VERROUS,
      FILE_STATISTIQUES,
      FILE_JEU_DE_DONNEES,
      FILE_EXPIRATION_MANDATS,
    ]) {
      expect((await taches.boss.getQueue(file))?.policy).toBe('stately');
    }
  });

  it('une demande d’envoi fait partir les courriels en attente sans attendre la minute suivante', async () => {
    const id = await deposerCourriel(ctx.db, {
      destinataire: 'tache@exemple.fr',
      sujet: 'Par la tâche',
      texte: 'Bonjour.',
    });
    await taches.demanderEnvoiCourriels();
    const ligne = await attendre(
      async () => (await ctx.db.select().from(courriel).where(eq(courriel.id, id)))[0]!,
      (l) => l.statut === 'ENVOYE',
    );
    expect(ligne.statut).toBe('ENVOYE');
    expect(ligne.dateEnvoi).toBeInstanceOf(Date);
  });

  it('au démarrage, un passage calcule les agrégats des statistiques sans attendre l’échéance', async () => {
    const generation = await attendre(
      async () => (await ctx.db.select().from(statistiqueGeneration))[0],
      (l) => l !== undefined,
    );
    expect(generation?.genereLe).toBeInstanceOf(Date);
  });

  it('au premier démarrage, un passage produit le jeu de données public du jour', async () => {
    const fichiers = await attendre(
      () => ctx.db.select().from(jeuDeDonnees),
      (l) => l.length > 0,
    );
    expect(fichiers).toHaveLength(1);
    expect(fichiers[0]?.taille).toBeGreaterThan(0);
  });

  it('une seconde instance démarre sur la même base sans dupliquer files ni planifications', async () => {
    const autre = await demarrerTaches({
      db: ctx.db,
      url: ctx.url,
      config,
      portCourriel: creerCourrielLocal(),
    });
    try {
      expect(await autre.boss.getSchedules()).toHaveLength(8);
      expect((await autre.boss.getQueues()).filter((q) => !q.name.startsWith('__pgboss'))).toHaveLength(8);
      // Son passage de démarrage ne refait pas le fichier du jour : toujours un seul.
      await new Promise((r) => setTimeout(r, 3000));
      expect(await ctx.db.select({ id: jeuDeDonnees.id }).from(jeuDeDonnees)).toHaveLength(1);
    } finally {
      await autre.arreter();
    }
  });

  it('s’arrête proprement sans fermer le pool partagé de l’application', async () => {
    await taches.arreter();
    const r = await ctx.pool.query('SELECT 1 AS un');
    expect(r.rows[0]).toEqual({ un: 1 });
    // Les planifications restent en base pour le prochain démarrage.
    const { rows } = await ctx.pool.query('SELECT name FROM pgboss.schedule ORDER BY name');
    expect(rows.map((l: { name: string }) => l.name)).toEqual(
      [
        FILE_ENVOI_COURRIELS,
        FILE_LIBERATION_VERROUS,
        FILE_PURGE_EXPIRATIONS,
        FILE_RELANCE_INACTIVITE,
        FILE_RAPPELS_ECHEANCES,
        FILE_STATISTIQUES,
        FILE_JEU_DE_DONNEES,
        FILE_EXPIRATION_MANDATS,
      ].sort(),
    );
  });
});

describe('choix de l’adaptateur des courriels', () => {
  it('SMTP quand SMTP_URL est définie, local sinon', async () => {
    const local = creerPortCourriel(lireConfig({ NODE_ENV: 'test' }));
    await expect(local.envoyer({ destinataire: 'a@exemple.fr', sujet: 's', texte: 't' })).resolves.toBe(
      undefined,
    );
    const smtp = creerPortCourriel(lireConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:1' }));
    await expect(smtp.envoyer({ destinataire: 'a@exemple.fr', sujet: 's', texte: 't' })).rejects.toThrow();
  });
});
