import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Session } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import {
  creerMagasinSessions,
  detruireSessionsDesComptes,
  ECART_REECRITURE_SESSION_MS,
} from './session.repository.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

/** Données d'une session telles que @fastify/session les confie au magasin (cookie glissant d'une heure). */
function donnees(expires: Date, idCompte: number, autorisations = ['MON_COMPTE']): Session {
  return {
    cookie: {
      originalMaxAge: 60 * 60 * 1000,
      originalExpires: new Date(expires.getTime() - 1000).toISOString(),
      expires: expires.toISOString(),
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
    },
    utilisateur: {
      idCompte,
      login: `compte.${idCompte}@exemple.fr`,
      profil: 'TELE_PRO_ADMIN_PRINC',
      authorities: autorisations,
    },
  } as unknown as Session;
}

function ecrire(magasin: ReturnType<typeof creerMagasinSessions>, sid: string, valeur: Session) {
  return new Promise<void>((resolve, reject) =>
    magasin.set(sid, valeur, (erreur) => (erreur ? reject(erreur) : resolve())),
  );
}

function lire(magasin: ReturnType<typeof creerMagasinSessions>, sid: string) {
  return new Promise<Session | null | undefined>((resolve, reject) =>
    magasin.get(sid, (erreur, resultat) => (erreur ? reject(erreur) : resolve(resultat))),
  );
}

async function ligne(sid: string) {
  const [trouvee] = await ctx.db.select().from(session).where(eq(session.sid, sid));
  return trouvee;
}

describe('magasin de sessions : session glissante réécrite seulement quand elle change (ADR 0225)', () => {
  it("une session relue puis renvoyée inchangée n'est pas réécrite tant que son échéance avance de moins d'une minute", async () => {
    const magasin = creerMagasinSessions(ctx.db);
    const sid = randomUUID();
    const depart = new Date(Date.now() + 60 * 60 * 1000);
    await ecrire(magasin, sid, donnees(depart, 101));
    expect((await ligne(sid))?.expireLe.getTime()).toBe(depart.getTime());

    await lire(magasin, sid);
    await ecrire(magasin, sid, donnees(new Date(depart.getTime() + 30_000), 101));
    expect((await ligne(sid))?.expireLe.getTime()).toBe(depart.getTime());

    await lire(magasin, sid);
    const plusTard = new Date(depart.getTime() + ECART_REECRITURE_SESSION_MS + 1000);
    await ecrire(magasin, sid, donnees(plusTard, 101));
    expect((await ligne(sid))?.expireLe.getTime()).toBe(plusTard.getTime());
  });

  it('une session dont le contenu change est réécrite aussitôt, même si son échéance bouge à peine', async () => {
    const magasin = creerMagasinSessions(ctx.db);
    const sid = randomUUID();
    const depart = new Date(Date.now() + 60 * 60 * 1000);
    await ecrire(magasin, sid, donnees(depart, 102));
    await lire(magasin, sid);
    const proche = new Date(depart.getTime() + 5_000);
    await ecrire(magasin, sid, donnees(proche, 102, ['MON_COMPTE', 'VISUALISER_COPRO']));
    const relue = await ligne(sid);
    if (!relue) throw new Error('Session introuvable après son écriture');
    expect(relue.expireLe.getTime()).toBe(proche.getTime());
    expect((relue.donnees as { utilisateur: { authorities: string[] } }).utilisateur.authorities).toEqual([
      'MON_COMPTE',
      'VISUALISER_COPRO',
    ]);
  });

  it("une session détruite ailleurs pendant la requête n'est pas recréée par la réponse", async () => {
    const magasin = creerMagasinSessions(ctx.db);
    const sid = randomUUID();
    const depart = new Date(Date.now() + 60 * 60 * 1000);
    await ecrire(magasin, sid, donnees(depart, 103));
    await lire(magasin, sid);
    expect(await detruireSessionsDesComptes(ctx.db, [103])).toBe(1);
    await ecrire(magasin, sid, donnees(new Date(depart.getTime() + 10_000), 103));
    expect(await ligne(sid)).toBeUndefined();
    expect(await lire(magasin, sid)).toBeNull();
  });

  it('une session jamais lue par ce processus (autre instance) est écrite', async () => {
    const sid = randomUUID();
    const depart = new Date(Date.now() + 60 * 60 * 1000);
    await ecrire(creerMagasinSessions(ctx.db), sid, donnees(depart, 104));
    const autreInstance = creerMagasinSessions(ctx.db);
    const plusTard = new Date(depart.getTime() + 1_000);
    await ecrire(autreInstance, sid, donnees(plusTard, 104));
    expect((await ligne(sid))?.expireLe.getTime()).toBe(plusTard.getTime());
  });
});
