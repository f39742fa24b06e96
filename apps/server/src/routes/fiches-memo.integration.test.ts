import { CategorieFicheMemo } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargerFichesMemo, FICHES_MEMO } from '../db/seed/fiches-memo.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterProfil } from '../test/comptes.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
  await chargerFichesMemo(ctx.db);
});
afterAll(async () => {
  await ctx.fermer();
});

const LISTE = '/api/public/fichesmemo/recupereNomDesFichiers';
const TELECHARGER = '/api/public/fichesmemo/telecharger';

describe('fiches mémo publiées', () => {
  it('le semis est idempotent : un second passage ne publie rien de plus', async () => {
    expect(await chargerFichesMemo(ctx.db)).toBe(0);
  });

  it('chaque catégorie de la spécification a au moins une fiche, listée dans l’ordre du catalogue', async () => {
    const client = new ClientTest(ctx.app);
    for (const categorie of CategorieFicheMemo.options) {
      const r = await client.get(`${LISTE}?categorie=${categorie}`);
      expect(r.statusCode, categorie).toBe(200);
      const fiches = r.json() as { nom: string; titre: string; description: string; taille: number }[];
      const attendues = FICHES_MEMO.filter((f) => f.categorie === categorie);
      expect(attendues.length, categorie).toBeGreaterThan(0);
      expect(fiches.map((f) => f.nom)).toEqual(attendues.map((f) => f.nom));
      expect(fiches[0]).toMatchObject({ titre: attendues[0]!.titre, description: attendues[0]!.description });
      expect(fiches[0]!.taille).toBeGreaterThan(1000);
    }
  });

  it('la liste porte Cache-Control et ETag ; le même ETag renvoyé donne 304', async () => {
    const client = new ClientTest(ctx.app);
    const r = await client.get(`${LISTE}?categorie=GENERAL`);
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    const etag = r.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const encore = await ctx.app.inject({
      method: 'GET',
      url: `${LISTE}?categorie=GENERAL`,
      headers: { 'if-none-match': etag },
    });
    expect(encore.statusCode).toBe(304);
  });

  it('une personne connectée lit aussi les fiches de son public (route publique)', async () => {
    const client = await connecterProfil(ctx.app, ctx.db, 'NOTAIRE_ADMIN');
    const r = await client.get(`${LISTE}?categorie=NOTAIRE`);
    expect(r.statusCode).toBe(200);
    expect((r.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('telecharger sert un vrai PDF, titré comme la fiche, avec son nom de fichier', async () => {
    const fiche = FICHES_MEMO.find((f) => f.categorie === 'INSTITUTION')!;
    const r = await new ClientTest(ctx.app).get(
      `${TELECHARGER}?categorie=INSTITUTION&fileName=${encodeURIComponent(fiche.nom)}`,
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.headers['content-disposition']).toContain(fiche.nom);
    expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(r.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    // pdfkit écrit le titre des métadonnées en chaîne UTF-16 gros-boutiste précédée de l'indicateur FE FF.
    const titre = Buffer.from(`\ufeff${fiche.titre}`, 'utf16le').swap16();
    expect(r.rawPayload.includes(titre)).toBe(true);
  });

  it('une fiche existante demandée dans une autre catégorie ou un nom inconnu : 404 qui cite le nom', async () => {
    const client = new ClientTest(ctx.app);
    const nom = FICHES_MEMO.find((f) => f.categorie === 'NOTAIRE')!.nom;
    const ailleurs = await client.get(`${TELECHARGER}?categorie=PRO&fileName=${nom}`);
    expect(ailleurs.statusCode).toBe(404);
    expect(ailleurs.json().message).toContain(nom);
    const inconnu = await client.get(`${TELECHARGER}?categorie=GENERAL&fileName=fiche-inconnue.pdf`);
    expect(inconnu.statusCode).toBe(404);
  });

  it('catégorie inconnue, traversée de chemin, nom qui n’est pas un PDF ou 10 Ko de texte : 400 en français', async () => {
    const client = new ClientTest(ctx.app);
    for (const categorie of ['AUTRE', 'general', '', "'%\\"]) {
      const r = await client.get(`${LISTE}?categorie=${encodeURIComponent(categorie)}`);
      expect(r.statusCode, categorie).toBe(400);
      expect(r.json().champs).toEqual([expect.objectContaining({ champ: 'categorie' })]);
    }
    expect((await client.get(LISTE)).statusCode).toBe(400);
    for (const nom of [
      '../../etc/passwd',
      '../registre-des-coproprietes-l-essentiel.pdf',
      '..%2Fcalendrier-et-sanctions.pdf',
      'fiche.exe',
      "x'%.pdf",
      'a'.repeat(10_000),
      '',
    ]) {
      const r = await client.get(`${TELECHARGER}?categorie=GENERAL&fileName=${encodeURIComponent(nom)}`);
      expect(r.statusCode, nom.slice(0, 30)).toBe(400);
    }
    expect((await client.get(`${TELECHARGER}?categorie=GENERAL`)).statusCode).toBe(400);
    expect(
      (await client.get(`${TELECHARGER}?categorie=AUTRE&fileName=calendrier-et-sanctions.pdf`)).statusCode,
    ).toBe(400);
  });
});
