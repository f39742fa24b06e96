import { rangDuNumeroImmatriculation } from '@registre/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADRESSES_LOCALES } from '../../adapters/geocodage/local.js';
import { type ContexteTest, creerContexteTest } from '../../test/app-de-test.js';
import { creerCompteDeTest } from '../../test/comptes.js';
import { copropriete } from '../schema/index.js';
import { genererCoproprietes } from './generateur-coproprietes.js';

let ctx: ContexteTest;
let tdA: number;
let tdB: number;
let tdNotaire: number;

const lignes = async <T>(requete: ReturnType<typeof sql>) => (await ctx.db.execute(requete)).rows as T[];

beforeAll(async () => {
  ctx = await creerContexteTest();
  tdA = (await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' })).idTeledeclarant as number;
  tdB = (await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' })).idTeledeclarant as number;
  tdNotaire = (await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_ADMIN' })).idTeledeclarant as number;
  await genererCoproprietes((r) => ctx.db.execute(r), {
    nombre: 300,
    titulaires: [
      { idTeledeclarant: tdA, nombre: 200 },
      { idTeledeclarant: tdB, nombre: 100 },
    ],
    idNotaire: tdNotaire,
    tailleLot: 128,
  });
}, 120_000);

afterAll(async () => {
  await ctx.fermer();
});

describe('générateur SQL de copropriétés', () => {
  it('crée le nombre demandé, dans tous les états attendus, avec déclaration, adresse et parcelle chacune', async () => {
    const [totaux] = await lignes<{ c: number; d: number; a: number; p: number }>(sql`
      SELECT (SELECT count(*) FROM copropriete)::int AS c, (SELECT count(*) FROM declaration)::int AS d,
             (SELECT count(*) FROM adresse WHERE type = 'REFERENCE')::int AS a, (SELECT count(*) FROM parcelle)::int AS p`);
    // 300 déclarations qui font foi (ou demandes), plus l'immatriculation archivée sous chacune des 75 annuelles
    // courantes (ADR 0220).
    expect(totaux).toEqual({ c: 300, d: 375, a: 375, p: 375 });
    const etats = await lignes<{ etat: string; n: number }>(
      sql`SELECT etat, count(*)::int AS n FROM copropriete GROUP BY etat ORDER BY etat`,
    );
    expect(Object.fromEntries(etats.map((e) => [e.etat, e.n]))).toEqual({
      BROUILLON: 6,
      DISSOLUTION_A_VALIDER: 3,
      DISSOUTE: 3,
      IMMATRICULATION_DEMANDE_DE_PRECISIONS: 3,
      IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER: 12,
      IMMATRICULATION_ET_RATTACHEMENT_REFUSES: 3,
      IMMATRICULEE_A_RATTACHER: 15,
      IMMATRICULEE_RATTACHEE: 225,
      IMMATRICULEE_RATTACHEMENT_A_CONFIRMER: 3,
      IMMATRICULEE_RATTACHEMENT_CONTESTE: 3,
      IMMATRICULEE_RATTACHEMENT_EXPIRE: 24,
    });
  });

  it('relie chaque copropriété rattachée à son mandat courant et à sa déclaration qui fait foi', async () => {
    const incoherentes = await lignes<{ id: number }>(sql`
      SELECT c.id FROM copropriete c
      LEFT JOIN mandat m ON m.id = c.id_mandat_courant
      LEFT JOIN declaration d ON d.id = c.id_declaration_courante
      WHERE (c.etat = 'IMMATRICULEE_RATTACHEE' AND (m.statut <> 'COURANT' OR m.id_teledeclarant <> c.id_teledeclarant_courant
               OR m.date_fin <= current_date OR d.id_copropriete <> c.id))
         OR (c.etat = 'IMMATRICULEE_RATTACHEMENT_EXPIRE' AND (m.statut <> 'EXPIRE' OR m.date_fin >= current_date))
         OR (c.etat = 'BROUILLON' AND (c.id_teledeclarant_courant IS NOT NULL OR c.numero_immatriculation IS NOT NULL))`);
    expect(incoherentes).toEqual([]);
    const parTitulaire = await lignes<{ td: number; n: number }>(
      sql`SELECT id_teledeclarant_courant AS td, count(*)::int AS n FROM copropriete WHERE id_teledeclarant_courant IS NOT NULL GROUP BY 1 ORDER BY 1`,
    );
    expect(parTitulaire.map((l) => l.td)).toEqual([tdA, tdB].sort((a, b) => a - b));
    const [notaire] = await lignes<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM copropriete c JOIN declaration d ON d.id_copropriete = c.id
      WHERE c.etat = 'IMMATRICULEE_A_RATTACHER' AND d.id_teledeclarant = ${tdNotaire}`);
    expect(notaire?.n).toBe(15);
  });

  it('sous une annuelle courante, garde l’immatriculation archivée, validée avant elle', async () => {
    const sansAnterieure = await lignes<{ id: number }>(sql`
      SELECT c.id FROM copropriete c JOIN declaration d ON d.id = c.id_declaration_courante
      WHERE d.statut = 'COURANTE' AND NOT EXISTS (SELECT 1 FROM declaration a WHERE a.id_copropriete = c.id
        AND a.statut = 'AVANT_DECLARATION_ANNUELLE' AND a.date_validation < d.date_validation
        AND a.date_cloture_comptes < d.date_debut_exercice)`);
    expect(sansAnterieure).toEqual([]);
    const [courantes] = await lignes<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM declaration WHERE statut = 'COURANTE' AND type_maj = 'ANNUELLE'`,
    );
    expect(courantes?.n).toBe(75);
  });

  it('numérote par la séquence partagée : numéros valides, distincts, et la séquence a avancé', async () => {
    const numeros = await lignes<{ numero: string }>(
      sql`SELECT numero_immatriculation AS numero FROM copropriete WHERE numero_immatriculation IS NOT NULL`,
    );
    expect(numeros.length).toBe(276);
    const rangs = numeros.map((n) => rangDuNumeroImmatriculation(n.numero));
    expect(rangs.every((r) => r !== null)).toBe(true);
    expect(new Set(rangs).size).toBe(276);
    const [suivant] = await lignes<{ r: string }>(
      sql`SELECT nextval('numero_immatriculation_seq')::text AS r`,
    );
    expect(Number(suivant?.r)).toBeGreaterThan(Math.max(...(rangs as number[])));
  });

  it('prend ses adresses dans le jeu local du géocodeur et recale les identités', async () => {
    const libelles = new Set(ADRESSES_LOCALES.map((a) => a.properties.label));
    const adresses = await lignes<{ libelle: string }>(sql`SELECT DISTINCT libelle FROM adresse`);
    expect(adresses.length).toBeGreaterThan(100);
    for (const a of adresses) expect(libelles.has(a.libelle)).toBe(true);
    const [nouvelle] = await ctx.db.insert(copropriete).values({ nom: 'Après génération' }).returning();
    expect(nouvelle?.id).toBeGreaterThan(300);
  });
});
