import { createHash } from 'node:crypto';
import { developpementRoutes } from '@registre/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lireConfig } from '../config.js';
import { courriel, document, lettre } from '../db/schema/index.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import { deposerCourriel } from '../services/courriels/outbox.js';
import { creerServices } from '../services/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { toutesLesRoutes } from './index.js';

let ctx: ContexteTest;
let client: ClientTest;
const PDF = Buffer.from('%PDF-1.7\n% lettre de test\n%%EOF\n');

async function insererPdf(nom: string): Promise<number> {
  const [ligne] = await ctx.db
    .insert(document)
    .values({
      nom,
      typeMime: 'application/pdf',
      taille: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
      contenu: PDF,
    })
    .returning({ id: document.id });
  return ligne!.id;
}

let idAncien: number;
let idRecent: number;
let idPieceJointe: number;
let idLettre: number;
let idDocumentLettre: number;
let idDocumentPrive: number;

beforeAll(async () => {
  ctx = await creerContexteTest();
  client = new ClientTest(ctx.app);
  idPieceJointe = await insererPdf('pièce-jointe.pdf');
  idAncien = await deposerCourriel(ctx.db, {
    destinataire: 'ancien@exemple.fr',
    sujet: 'Ancien message',
    texte: 'Premier texte.',
  });
  await ctx.db
    .update(courriel)
    .set({ dateCreation: new Date('2026-01-01T10:00:00Z') })
    .where(eq(courriel.id, idAncien));
  idRecent = await deposerCourriel(ctx.db, {
    destinataire: 'Recent.Syndic@exemple.fr',
    sujet: 'Créez votre mot de passe',
    texte: 'Bonjour,\nouvrez https://registre.test/compte/activate?key=abc',
    idDocumentPieceJointe: idPieceJointe,
  });
  idDocumentLettre = await insererPdf('lettre-activation.pdf');
  const [l] = await ctx.db
    .insert(lettre)
    .values({
      objet: "Code d'activation",
      adresseLigne1: 'SYNDIC DU PARC',
      adresseLigne4: '12 RUE DES LILAS',
      adresseLigne6: '75011 PARIS',
      idDocument: idDocumentLettre,
      dateEnvoiPrevue: new Date('2026-12-05T00:00:00Z'),
    })
    .returning({ id: lettre.id });
  idLettre = l!.id;
  idDocumentPrive = await insererPdf('justificatif-prive.pdf');
});
afterAll(async () => {
  await ctx.fermer();
});

describe('boîte de réception de développement (hors production)', () => {
  it('GET /api/dev/courriels liste les courriels du plus récent au plus ancien, sans session', async () => {
    const r = await client.get('/api/dev/courriels');
    expect(r.statusCode).toBe(200);
    const corps = r.json();
    expect(corps.totalItems).toBe(2);
    expect(corps.courriels.map((c: { id: number }) => c.id)).toEqual([idRecent, idAncien]);
    expect(corps.courriels[0]).toMatchObject({
      destinataire: 'Recent.Syndic@exemple.fr',
      sujet: 'Créez votre mot de passe',
      statut: 'A_ENVOYER',
      tentatives: 0,
      dateEnvoi: null,
      pieceJointe: { idDocument: idPieceJointe, nom: 'pièce-jointe.pdf' },
    });
    expect(corps.courriels[0]).not.toHaveProperty('texte');
  });

  it('pagine et filtre sur le destinataire (sans tenir compte de la casse)', async () => {
    const page2 = (await client.get('/api/dev/courriels?page=2&taille=1')).json();
    expect(page2.totalItems).toBe(2);
    expect(page2.courriels.map((c: { id: number }) => c.id)).toEqual([idAncien]);
    const filtre = (await client.get('/api/dev/courriels?destinataire=recent.syndic')).json();
    expect(filtre.courriels.map((c: { id: number }) => c.id)).toEqual([idRecent]);
    const joker = (await client.get('/api/dev/courriels?destinataire=%25')).json();
    expect(joker.totalItems).toBe(0);
  });

  it('refuse une pagination invalide (400 en français)', async () => {
    const r = await client.get('/api/dev/courriels?taille=1000');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBeTruthy();
    expect((await client.get('/api/dev/lettres?page=0')).statusCode).toBe(400);
  });

  it('GET /api/dev/courriels/:id renvoie le texte du courriel ; 404 s’il n’existe pas, 400 si l’identifiant est invalide', async () => {
    const r = await client.get(`/api/dev/courriels/${idRecent}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      id: idRecent,
      texte: 'Bonjour,\nouvrez https://registre.test/compte/activate?key=abc',
      html: null,
      erreur: null,
    });
    const absent = await client.get('/api/dev/courriels/999999');
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe("Ce courriel n'existe pas.");
    expect((await client.get('/api/dev/courriels/abc')).statusCode).toBe(400);
  });

  it('GET /api/dev/lettres liste les lettres postales avec leur adresse et leur PDF', async () => {
    const r = await client.get('/api/dev/lettres');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      totalItems: 1,
      lettres: [
        expect.objectContaining({
          id: idLettre,
          objet: "Code d'activation",
          adresse: ['SYNDIC DU PARC', '12 RUE DES LILAS', '75011 PARIS'],
          statut: 'A_ENVOYER',
          dateEnvoiPrevue: '2026-12-05',
          document: { idDocument: idDocumentLettre, nom: 'lettre-activation.pdf' },
        }),
      ],
    });
    expect((await client.get('/api/dev/lettres?destinataire=lilas')).json().totalItems).toBe(1);
    expect((await client.get('/api/dev/lettres?destinataire=marseille')).json().totalItems).toBe(0);
  });

  it('GET /api/dev/documents/:id télécharge le PDF d’une lettre ou d’une pièce jointe', async () => {
    const r = await client.get(`/api/dev/documents/${idDocumentLettre}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      'attachment; filename="lettre-activation.pdf"; filename*=UTF-8\'\'lettre-activation.pdf',
    );
    expect(r.rawPayload.equals(PDF)).toBe(true);
    const pj = await client.get(`/api/dev/documents/${idPieceJointe}`);
    expect(pj.statusCode).toBe(200);
    expect(pj.headers['content-disposition']).toContain("filename*=UTF-8''pi%C3%A8ce-jointe.pdf");
  });

  it('ne sert pas un document qui n’est joint à aucun envoi (404)', async () => {
    const r = await client.get(`/api/dev/documents/${idDocumentPrive}`);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toMatch(/aucun courriel/);
  });

  it('nom de fichier accentué : repli ASCII et forme encodée', () => {
    expect(dispositionPieceJointe('lettre d’activation "n°2".pdf')).toBe(
      `attachment; filename="lettre dactivation _n2_.pdf"; filename*=UTF-8''${encodeURIComponent('lettre d’activation "n°2".pdf')}`,
    );
  });
});

describe('boîte de réception en production', () => {
  let prod: ContexteTest;
  beforeAll(async () => {
    prod = await creerContexteTest({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'secret-de-production-de-test-0123456789',
        LOG_LEVEL: 'silent',
      },
    });
  });
  afterAll(async () => {
    await prod.fermer();
  });

  it('les routes /api/dev/… n’existent pas : 404 comme toute adresse inconnue', async () => {
    const c = new ClientTest(prod.app);
    for (const url of [
      '/api/dev/courriels',
      '/api/dev/courriels/1',
      '/api/dev/lettres',
      '/api/dev/documents/1',
    ]) {
      const r = await c.get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().message).toBe("Cette adresse de l'API n'existe pas.");
    }
    // Les autres routes publiques répondent normalement.
    expect((await c.get('/api/health')).statusCode).toBe(200);
  });

  it('en production, le serveur implémente les mêmes routes qu’ailleurs, moins celles de développement (/api/dev/…)', () => {
    const implementees = (environnement: Record<string, string>) =>
      toutesLesRoutes(creerServices(prod.db, lireConfig(environnement))).map(
        (i) => `${i.contrat.method} ${i.contrat.path}`,
      );
    const enProduction = implementees({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    const enDeveloppement = implementees({ NODE_ENV: 'development' });
    const dev = Object.values(developpementRoutes).map((c) => `${c.method} ${c.path}`);
    expect(dev).toHaveLength(4);
    for (const route of dev) {
      expect(enDeveloppement).toContain(route);
      expect(enProduction).not.toContain(route);
    }
    // Aucune route de développement (`/api/dev/…`, celles-ci comme celles d'autres groupes) en production.
    expect([...enProduction].sort()).toEqual(enDeveloppement.filter((r) => !r.includes(' /api/dev/')).sort());
  });

  it('hors production mais sur une vraie base (DATABASE_URL), les routes de développement exigent ROUTES_DEV=1', () => {
    const implementees = (environnement: Record<string, string>) =>
      toutesLesRoutes(creerServices(prod.db, lireConfig(environnement))).map(
        (i) => `${i.contrat.method} ${i.contrat.path}`,
      );
    const base = 'postgres://registre:registre@base.exemple:5432/registre';
    const sansOptIn = implementees({ DATABASE_URL: base });
    const avecOptIn = implementees({ DATABASE_URL: base, ROUTES_DEV: '1' });
    expect(sansOptIn.some((r) => r.includes(' /api/dev/'))).toBe(false);
    expect(avecOptIn.some((r) => r.includes(' /api/dev/'))).toBe(true);
  });
});
