import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creerCourrielLocal } from '../adapters/courriel/local.js';
import type { Courriel, PortCourriel } from '../adapters/courriel/port.js';
import { creerCourrielSmtp } from '../adapters/courriel/smtp.js';
import { courriel, document } from '../db/schema/index.js';
import { deposerCourriel } from '../services/courriels/outbox.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import {
  delaiAvantNouvelleTentative,
  envoyerCourrielsEnAttente,
  NB_MAX_TENTATIVES_COURRIEL,
} from './envoi-courriels.js';

// Un vrai serveur SMTP local reçoit les courriels ; il refuse les destinataires « refus@… » (550).
const recus: { a: string[]; brut: string }[] = [];
let serveur: SMTPServer;
let urlSmtp: string;
let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
  serveur = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(adresse, _session, rappel) {
      if (adresse.address.startsWith('refus@')) {
        const erreur = new Error('Boîte aux lettres inconnue') as Error & { responseCode: number };
        erreur.responseCode = 550;
        return rappel(erreur);
      }
      rappel();
    },
    onData(flux, session, rappel) {
      let brut = '';
      flux.on('data', (morceau: Buffer) => {
        brut += morceau.toString('utf8');
      });
      flux.on('end', () => {
        recus.push({ a: session.envelope.rcptTo.map((r) => r.address), brut });
        rappel();
      });
    },
  });
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  urlSmtp = `smtp://127.0.0.1:${(serveur.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => serveur.close(() => resolve()));
  await ctx.fermer();
});

beforeEach(async () => {
  recus.length = 0;
  await ctx.db.delete(courriel);
});

const smtp = () =>
  creerCourrielSmtp({ url: urlSmtp, expediteur: 'Registre <ne-pas-repondre@registre.test>' });
const lire = async (id: number) => (await ctx.db.select().from(courriel).where(eq(courriel.id, id)))[0]!;
const MINUTE = 60_000;

async function insererPdf(nom: string): Promise<number> {
  const contenu = Buffer.from('%PDF-1.7\n% lettre de test\n%%EOF\n');
  const [ligne] = await ctx.db
    .insert(document)
    .values({
      nom,
      typeMime: 'application/pdf',
      taille: contenu.length,
      sha256: createHash('sha256').update(contenu).digest('hex'),
      contenu,
    })
    .returning({ id: document.id });
  return ligne!.id;
}

describe("tâche d'envoi des courriels", () => {
  it('remet les courriels en attente au serveur SMTP, pièce jointe comprise, puis les marque envoyés', async () => {
    const idPdf = await insererPdf('lettre-activation.pdf');
    const premier = await deposerCourriel(ctx.db, {
      destinataire: 'syndic@exemple.fr',
      sujet: 'Votre code d’activation',
      texte: 'Bonjour, voici votre lettre.',
      idDocumentPieceJointe: idPdf,
    });
    const second = await deposerCourriel(ctx.db, {
      destinataire: 'notaire@exemple.fr',
      sujet: 'Créez votre mot de passe',
      texte: 'Bonjour.',
    });
    const maintenant = new Date(Date.now() + 1000);

    const bilan = await envoyerCourrielsEnAttente({
      db: ctx.db,
      portCourriel: smtp(),
      maintenant: () => maintenant,
    });

    expect(bilan).toEqual({ envoyes: 2, reportes: 0, abandonnes: 0 });
    expect(recus.map((r) => r.a)).toEqual([['syndic@exemple.fr'], ['notaire@exemple.fr']]);
    expect(recus[0]?.brut).toContain('lettre-activation.pdf');
    expect(recus[0]?.brut).toContain('application/pdf');
    for (const id of [premier, second]) {
      const ligne = await lire(id);
      expect(ligne.statut).toBe('ENVOYE');
      expect(ligne.dateEnvoi?.toISOString()).toBe(maintenant.toISOString());
      expect(ligne.tentatives).toBe(0);
    }
    // Un second passage n'a plus rien à envoyer.
    expect(await envoyerCourrielsEnAttente({ db: ctx.db, portCourriel: smtp() })).toEqual({
      envoyes: 0,
      reportes: 0,
      abandonnes: 0,
    });
    expect(recus).toHaveLength(2);
  });

  it('ne remet pas un courriel dont la prochaine tentative est à venir', async () => {
    const id = await deposerCourriel(ctx.db, {
      destinataire: 'a@exemple.fr',
      sujet: 'Plus tard',
      texte: '.',
    });
    await ctx.db
      .update(courriel)
      .set({ dateProchaineTentative: new Date(Date.now() + 10 * MINUTE) })
      .where(eq(courriel.id, id));
    const bilan = await envoyerCourrielsEnAttente({ db: ctx.db, portCourriel: smtp() });
    expect(bilan.envoyes).toBe(0);
    expect(recus).toHaveLength(0);
    expect((await lire(id)).statut).toBe('A_ENVOYER');
  });

  it('en cas de refus, conserve l’erreur et reporte le courriel avec un délai qui double', async () => {
    const id = await deposerCourriel(ctx.db, {
      destinataire: 'refus@exemple.fr',
      sujet: 'Refusé',
      texte: 'Ce courriel sera refusé.',
    });
    const t0 = new Date(Date.now() + 1000);

    expect(
      await envoyerCourrielsEnAttente({ db: ctx.db, portCourriel: smtp(), maintenant: () => t0 }),
    ).toEqual({ envoyes: 0, reportes: 1, abandonnes: 0 });
    let ligne = await lire(id);
    expect(ligne.statut).toBe('A_ENVOYER');
    expect(ligne.tentatives).toBe(1);
    expect(ligne.erreur).toContain('550');
    expect(ligne.dateProchaineTentative.getTime()).toBe(t0.getTime() + MINUTE);

    // Avant l'échéance : rien ; à l'échéance : deuxième échec, délai de deux minutes.
    const avant = new Date(t0.getTime() + MINUTE - 1000);
    expect(
      (await envoyerCourrielsEnAttente({ db: ctx.db, portCourriel: smtp(), maintenant: () => avant }))
        .reportes,
    ).toBe(0);
    const t1 = new Date(t0.getTime() + MINUTE);
    await envoyerCourrielsEnAttente({ db: ctx.db, portCourriel: smtp(), maintenant: () => t1 });
    ligne = await lire(id);
    expect(ligne.tentatives).toBe(2);
    expect(ligne.dateProchaineTentative.getTime()).toBe(t1.getTime() + 2 * MINUTE);
    expect(recus).toHaveLength(0);
  });

  it(`abandonne le courriel (ECHEC) à son ${NB_MAX_TENTATIVES_COURRIEL}e échec`, async () => {
    const id = await deposerCourriel(ctx.db, {
      destinataire: 'refus@exemple.fr',
      sujet: 'Perdu',
      texte: '.',
    });
    await ctx.db
      .update(courriel)
      .set({ tentatives: NB_MAX_TENTATIVES_COURRIEL - 1 })
      .where(eq(courriel.id, id));
    const bilan = await envoyerCourrielsEnAttente({
      db: ctx.db,
      portCourriel: smtp(),
      maintenant: () => new Date(Date.now() + 1000),
    });
    expect(bilan).toEqual({ envoyes: 0, reportes: 0, abandonnes: 1 });
    const ligne = await lire(id);
    expect(ligne.statut).toBe('ECHEC');
    expect(ligne.tentatives).toBe(NB_MAX_TENTATIVES_COURRIEL);
    // Un courriel abandonné n'est plus jamais repris.
    const plusTard = new Date(Date.now() + 48 * 60 * MINUTE);
    expect(
      (await envoyerCourrielsEnAttente({ db: ctx.db, portCourriel: smtp(), maintenant: () => plusTard }))
        .abandonnes,
    ).toBe(0);
  });

  it('reporte aussi les courriels quand le serveur SMTP est injoignable', async () => {
    const id = await deposerCourriel(ctx.db, { destinataire: 'b@exemple.fr', sujet: 'Panne', texte: '.' });
    const injoignable = creerCourrielSmtp({
      url: 'smtp://127.0.0.1:1',
      expediteur: 'registre@registre.test',
    });
    const bilan = await envoyerCourrielsEnAttente({
      db: ctx.db,
      portCourriel: injoignable,
      maintenant: () => new Date(Date.now() + 1000),
    });
    expect(bilan.reportes).toBe(1);
    const ligne = await lire(id);
    expect(ligne.tentatives).toBe(1);
    expect(ligne.erreur).toBeTruthy();
  });

  it('deux passages simultanés n’envoient jamais deux fois le même courriel (SKIP LOCKED)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      ids.push(
        await deposerCourriel(ctx.db, { destinataire: `c${i}@exemple.fr`, sujet: `N° ${i}`, texte: '.' }),
      );
    }
    const remis: string[] = [];
    // Envoi lent : chaque passage garde son courriel verrouillé pendant que l'autre avance.
    const lent: PortCourriel = {
      async envoyer(c: Courriel) {
        await new Promise((r) => setTimeout(r, 60));
        remis.push(c.destinataire);
      },
    };
    const maintenant = () => new Date(Date.now() + 1000);
    const [a, b] = await Promise.all([
      envoyerCourrielsEnAttente({ db: ctx.db, portCourriel: lent, maintenant }),
      envoyerCourrielsEnAttente({ db: ctx.db, portCourriel: lent, maintenant }),
    ]);
    expect(a.envoyes + b.envoyes).toBe(6);
    expect(a.envoyes).toBeGreaterThan(0);
    expect(b.envoyes).toBeGreaterThan(0);
    expect([...remis].sort()).toEqual(ids.map((_, i) => `c${i}@exemple.fr`).sort());
    for (const id of ids) expect((await lire(id)).statut).toBe('ENVOYE');
  });

  it("l'adaptateur local marque le courriel envoyé sans rien faire sortir", async () => {
    const id = await deposerCourriel(ctx.db, { destinataire: 'd@exemple.fr', sujet: 'Local', texte: '.' });
    const sansArobase = await deposerCourriel(ctx.db, { destinataire: 'invalide', sujet: 'X', texte: '.' });
    const bilan = await envoyerCourrielsEnAttente({
      db: ctx.db,
      portCourriel: creerCourrielLocal(),
      maintenant: () => new Date(Date.now() + 1000),
    });
    expect(bilan).toEqual({ envoyes: 1, reportes: 1, abandonnes: 0 });
    expect((await lire(id)).statut).toBe('ENVOYE');
    expect((await lire(sansArobase)).erreur).toContain('invalide');
    expect(recus).toHaveLength(0);
  });
});

describe('délai entre deux tentatives', () => {
  it('double à chaque échec à partir d’une minute', () => {
    expect([1, 2, 3, 4, 9].map((n) => delaiAvantNouvelleTentative(n) / MINUTE)).toEqual([1, 2, 4, 8, 256]);
  });
});
