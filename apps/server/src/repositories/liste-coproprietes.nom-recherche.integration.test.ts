import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete } from '../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

describe('nom sans accents recopié en colonne générée (ADR 0227)', () => {
  it('la base recopie le nom en minuscules sans accents, à la création comme à la modification', async () => {
    const [creee] = await ctx.db
      .insert(copropriete)
      .values({ nom: 'Résidence LES Érables Ç', etat: 'IMMATRICULEE_RATTACHEE' })
      .returning({ id: copropriete.id, nomRecherche: copropriete.nomRecherche });
    expect(creee?.nomRecherche).toBe('residence les erables c');
    const { rows } = await ctx.pool.query<{ nom_recherche: string }>(
      "UPDATE copropriete SET nom = 'Hôtel-Dieu' WHERE id = $1 RETURNING nom_recherche",
      [creee?.id],
    );
    expect(rows[0]?.nom_recherche).toBe('hotel-dieu');
  });

  it('la recherche « contient » de la liste et son tri par nom passent par les index de la colonne', async () => {
    const noms = ['Résidence', 'Les Jardins', 'Le Clos', 'Villa', 'Domaine', 'Square', 'Hameau'];
    const lignes = Array.from({ length: 3000 }, (_, i) => ({
      nom: `${noms[i % noms.length]} ${i}`,
      etat: 'IMMATRICULEE_RATTACHEE' as const,
    }));
    for (let i = 0; i < lignes.length; i += 1000)
      await ctx.db.insert(copropriete).values(lignes.slice(i, i + 1000));
    await ctx.pool.query('ANALYZE copropriete');
    const plan = async (requete: ReturnType<typeof sql>) =>
      ctx.db.transaction(async (tx) => {
        // Sans parcours séquentiel possible, le plan ne peut utiliser qu'un index qui correspond à la condition.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const resultat = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${requete}`);
        return resultat.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(
      await plan(sql`SELECT id FROM copropriete c WHERE c.nom_recherche LIKE ${'%residence 12%'}`),
    ).toContain('copropriete_nom_recherche_trgm_idx');
    expect(await plan(sql`SELECT id FROM copropriete c ORDER BY c.nom_recherche LIMIT 10`)).toContain(
      'copropriete_nom_recherche_idx',
    );
  });
});
