import { createHash } from 'node:crypto';
import { COLONNES_JEU_DE_DONNEES, type DescriptionJeuDeDonnees } from '@registre/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jeuDeDonnees, jeuDeDonneesMorceau } from '../../db/schema/index.js';
import { FICHIERS_GARDES } from '../../repositories/jeu-de-donnees.repository.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../../test/app-de-test.js';
import { creerCoproprieteDeTest } from '../../test/coproprietes.js';
import { creerJeuDeDonneesPublic, genererJeuDeDonnees, nomFichierJeuDeDonnees } from './jeu-de-donnees.js';

let ctx: ContexteTest;
let visiteur: ClientTest;

const CSV = '/api/public/v1/jeu-de-donnees/coproprietes.csv';
const DESCRIPTION = '/api/public/v1/jeu-de-donnees';
/** Petits morceaux : le fichier des tests en compte plusieurs, comme le registre entier en compte des centaines. */
const MORCEAU = 2048;
const jourSuivant = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const maintenant = new Date();

beforeAll(async () => {
  ctx = await creerContexteTest();
  visiteur = new ClientTest(ctx.app);
  for (let i = 0; i < 40; i += 1) {
    await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      nom: `Résidence « ${i} » ; test`,
    });
  }
  await creerCoproprieteDeTest(ctx.db, { etat: 'BROUILLON', nom: 'Brouillon jamais publié' });
});

afterAll(async () => {
  await ctx.fermer();
});

describe('jeu de données public quotidien (ADR 0291)', () => {
  it('avant le premier fichier : 404 en français avec Retry-After, description sans fichier', async () => {
    const r = await visiteur.get(CSV);
    expect(r.statusCode).toBe(404);
    expect(r.headers['retry-after']).toBe('60');
    expect((r.json() as { message: string }).message).toMatch(/en cours de préparation/);
    const d = await visiteur.get(DESCRIPTION);
    expect(d.statusCode).toBe(200);
    const corps = d.json() as DescriptionJeuDeDonnees;
    expect(corps.fichier).toBeNull();
    expect(corps.colonnes.map((c) => c.nom)).toEqual([...COLONNES_JEU_DE_DONNEES]);
    expect(corps.licence.nom).toMatch(/Licence Ouverte/);
  });

  it('deux passages le même jour : un seul fichier, découpé en morceaux bornés', async () => {
    const premier = await genererJeuDeDonnees(ctx.db, maintenant, { tailleMorceau: MORCEAU });
    expect(premier).toMatchObject({ statut: 'genere', nbLignes: 40 });
    const second = await genererJeuDeDonnees(ctx.db, maintenant, { tailleMorceau: MORCEAU });
    expect(second.statut).toBe('deja-fait');
    const fichiers = await ctx.db.select().from(jeuDeDonnees);
    expect(fichiers).toHaveLength(1);
    const morceaux = await ctx.db
      .select()
      .from(jeuDeDonneesMorceau)
      .where(eq(jeuDeDonneesMorceau.idJeu, fichiers[0]!.id))
      .orderBy(jeuDeDonneesMorceau.rang);
    expect(morceaux.length).toBeGreaterThan(2);
    expect(morceaux.map((m) => m.rang)).toEqual(morceaux.map((_, i) => i));
    expect(morceaux.every((m) => m.contenu.length <= MORCEAU)).toBe(true);
    expect(morceaux.reduce((n, m) => n + m.contenu.length, 0)).toBe(fichiers[0]!.taille);
  });

  it('deux instances en même temps : un seul calcule, un seul fichier pour le jour', async () => {
    const demain = jourSuivant(maintenant, 1);
    const bilans = await Promise.all([
      genererJeuDeDonnees(ctx.db, demain, { tailleMorceau: MORCEAU }),
      genererJeuDeDonnees(ctx.db, demain, { tailleMorceau: MORCEAU }),
    ]);
    expect(bilans.filter((b) => b.statut === 'genere')).toHaveLength(1);
    expect(bilans.filter((b) => b.statut !== 'genere').map((b) => b.statut)).toEqual([
      expect.stringMatching(/^deja-(en-cours|fait)$/),
    ]);
    expect(await ctx.db.select().from(jeuDeDonnees)).toHaveLength(2);
  });

  it('sert le dernier fichier tel quel, en flux : nom daté, ETag = SHA-256, Last-Modified, 304', async () => {
    const [dernier] = await ctx.db.select().from(jeuDeDonnees).orderBy(jeuDeDonnees.jour).offset(1);
    // Une copropriété immatriculée après la génération n'apparaît que dans le fichier du lendemain.
    await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_RATTACHEE', nom: 'Arrivée après le fichier' });
    const r = await visiteur.get(CSV);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain(nomFichierJeuDeDonnees(dernier!.jour));
    expect(r.headers['last-modified']).toBe(dernier!.genereLe.toUTCString());
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    expect(r.headers['set-cookie']).toBeUndefined();
    expect(r.headers['ratelimit-limit']).toBeDefined();
    const octets = r.rawPayload;
    expect(octets.length).toBe(dernier!.taille);
    expect(Number(r.headers['content-length'])).toBe(dernier!.taille);
    const empreinte = createHash('sha256').update(octets).digest('hex');
    expect(empreinte).toBe(dernier!.sha256);
    expect(r.headers.etag).toBe(`"${empreinte}"`);
    const texte = octets.toString('utf8');
    expect(texte.startsWith(`\uFEFF${COLONNES_JEU_DE_DONNEES.join(';')}\r\n`)).toBe(true);
    expect(texte.trimEnd().split('\r\n')).toHaveLength(41);
    expect(texte).toContain('"Résidence « 7 » ; test"');
    expect(texte).not.toContain('Brouillon jamais publié');
    expect(texte).not.toContain('Arrivée après le fichier');

    const encore = await visiteur.get(CSV, { headers: { 'if-none-match': r.headers.etag as string } });
    expect(encore.statusCode).toBe(304);
    expect(encore.body).toBe('');
    const autre = await visiteur.get(CSV, { headers: { 'if-none-match': '"autre"' } });
    expect(autre.statusCode).toBe(200);

    const d = (await visiteur.get(DESCRIPTION)).json() as DescriptionJeuDeDonnees;
    expect(d.fichier).toEqual({
      jour: dernier!.jour,
      genereLe: dernier!.genereLe.toISOString(),
      nbLignes: 40,
      taille: dernier!.taille,
      sha256: dernier!.sha256,
      url: CSV,
    });
  });

  it('la lecture rend un morceau à la fois, jamais le fichier entier en mémoire', async () => {
    const lecture = creerJeuDeDonneesPublic(ctx.db);
    const fichier = await lecture.dernier();
    const tailles: number[] = [];
    for await (const morceau of lecture.flux(fichier!)) tailles.push((morceau as Buffer).length);
    expect(tailles.length).toBeGreaterThan(2);
    expect(Math.max(...tailles)).toBeLessThanOrEqual(MORCEAU);
    expect(tailles.reduce((a, b) => a + b, 0)).toBe(fichier!.taille);
  });

  it(`garde les ${FICHIERS_GARDES} derniers fichiers, le plus récent servi`, async () => {
    const apresDemain = jourSuivant(maintenant, 2);
    const bilan = await genererJeuDeDonnees(ctx.db, apresDemain, { tailleMorceau: MORCEAU });
    expect(bilan).toMatchObject({ statut: 'genere', nbLignes: 41 });
    const fichiers = await ctx.db.select().from(jeuDeDonnees).orderBy(jeuDeDonnees.jour);
    expect(fichiers).toHaveLength(FICHIERS_GARDES);
    expect(fichiers.at(-1)?.jour).toBe(bilan.statut === 'genere' ? bilan.jour : '');
    const r = await visiteur.get(CSV);
    expect(r.body).toContain('Arrivée après le fichier');
  });
});
