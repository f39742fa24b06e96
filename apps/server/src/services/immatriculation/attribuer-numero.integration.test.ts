import {
  estNumeroImmatriculationValide,
  numeroImmatriculationDuRang,
  rangDuNumeroImmatriculation,
} from '@registre/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connexion, ouvrirConnexion } from '../../db/connexion.js';
import { copropriete } from '../../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../../test/app-de-test.js';
import { attribuerNumeroImmatriculation } from './attribuer-numero.js';

let ctx: ContexteTest;
/** Pool plus large que celui de l'application de test : les attributions se font vraiment en parallèle. */
let large: Connexion;

beforeAll(async () => {
  ctx = await creerContexteTest();
  large = await ouvrirConnexion(ctx.url, { max: 20, delaiConnexionMs: 120_000 });
});
afterAll(async () => {
  await large.pool.end();
  await ctx.fermer();
});

async function creerCoproprietes(n: number): Promise<number[]> {
  const resultat = await ctx.db.execute<{ id: number }>(
    sql`INSERT INTO copropriete (etat) SELECT 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION' FROM generate_series(1, ${n}) RETURNING id`,
  );
  return resultat.rows.map((l) => Number(l.id));
}

describe("Attribution du numéro d'immatriculation (ADR 0140)", () => {
  it('1 000 attributions parallèles donnent 1 000 numéros distincts au format canonique', async () => {
    const ids = await creerCoproprietes(1_000);
    const numeros = await Promise.all(
      ids.map((id) => large.db.transaction((tx) => attribuerNumeroImmatriculation(tx, id))),
    );
    expect(new Set(numeros).size).toBe(1_000);
    for (const numero of numeros) {
      expect(numero).toMatch(/^[A-Z]{2}\d{7}$/);
      expect(estNumeroImmatriculationValide(numero)).toBe(true);
    }
    // Chaque copropriété porte bien le numéro rendu, avec sa date d'immatriculation.
    const lignes = await ctx.db
      .select({
        id: copropriete.id,
        numero: copropriete.numeroImmatriculation,
        date: copropriete.dateImmatriculation,
      })
      .from(copropriete)
      .where(inArray(copropriete.id, ids));
    const parId = new Map(lignes.map((l) => [l.id, l]));
    ids.forEach((id, i) => {
      expect(parId.get(id)?.numero).toBe(numeros[i]);
      expect(parId.get(id)?.date).toBeInstanceOf(Date);
    });
  });

  it('est idempotente : une copropriété numérotée garde son numéro, même demandé deux fois en même temps', async () => {
    const [id] = await creerCoproprietes(1);
    const [a, b] = await Promise.all([
      large.db.transaction((tx) => attribuerNumeroImmatriculation(tx, id!)),
      large.db.transaction((tx) => attribuerNumeroImmatriculation(tx, id!)),
    ]);
    expect(a).toBe(b);
    const rejeu = await ctx.db.transaction((tx) => attribuerNumeroImmatriculation(tx, id!));
    expect(rejeu).toBe(a);
  });

  it("saute un numéro déjà porté par une copropriété reprise d'un autre système", async () => {
    const [reprise, nouvelle] = await creerCoproprietes(2);
    // Le prochain rang de la séquence, lu sans le consommer, donne le numéro que la reprise occupe déjà.
    const { rows } = await ctx.db.execute<{ last_value: string; is_called: boolean }>(
      sql`SELECT last_value::text, is_called FROM numero_immatriculation_seq`,
    );
    const prochain = Number(rows[0]!.last_value) + (rows[0]!.is_called ? 1 : 0);
    const occupe = numeroImmatriculationDuRang(prochain);
    await ctx.db
      .update(copropriete)
      .set({ numeroImmatriculation: occupe })
      .where(eq(copropriete.id, reprise!));
    const numero = await ctx.db.transaction((tx) => attribuerNumeroImmatriculation(tx, nouvelle!));
    expect(numero).not.toBe(occupe);
    expect(rangDuNumeroImmatriculation(numero)).toBe(prochain + 1);
  });

  it('annulée avec la validation qui l’appelle, elle ne laisse aucun numéro', async () => {
    const [id] = await creerCoproprietes(1);
    await expect(
      ctx.db.transaction(async (tx) => {
        await attribuerNumeroImmatriculation(tx, id!);
        throw new Error('validation abandonnée');
      }),
    ).rejects.toThrow('validation abandonnée');
    const [ligne] = await ctx.db
      .select({ numero: copropriete.numeroImmatriculation })
      .from(copropriete)
      .where(eq(copropriete.id, id!));
    expect(ligne?.numero).toBeNull();
  });

  it("refuse une copropriété qui n'existe pas", async () => {
    await expect(ctx.db.transaction((tx) => attribuerNumeroImmatriculation(tx, 999_999_999))).rejects.toThrow(
      "Cette copropriété n'existe pas.",
    );
  });
});
