import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compte, declaration } from '../db/schema/index.js';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { creerCompteRepository } from './compte.repository.js';
import { creerDeclarationRepository } from './declaration.repository.js';
import { creerValidationRepository } from './validation.repository.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

async function nouveauCompte(login: string, profil: 'TELE_PRO_GESTION' | 'TELE_NONPRO_GESTION') {
  const [cree] = await ctx.db
    .insert(compte)
    .values({ login, profil, statut: 'ACTIF' })
    .returning({ id: compte.id });
  return cree!.id;
}

const profilCopie = async (idDeclaration: number) =>
  (
    await ctx.db
      .select({ profil: declaration.profilDemandeur })
      .from(declaration)
      .where(eq(declaration.id, idDeclaration))
  )[0]?.profil;

describe('profil du demandeur recopié sur la déclaration (ADR 0280)', () => {
  it('suit la création, le changement d’auteur et le changement de profil du compte, dans la même transaction', async () => {
    const pro = await nouveauCompte('pro.profil-demandeur@exemple.fr', 'TELE_PRO_GESTION');
    const benevole = await nouveauCompte('benevole.profil-demandeur@exemple.fr', 'TELE_NONPRO_GESTION');
    const copro = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER' });
    const idDeclaration = await creerDeclarationRepository(ctx.db).creer({
      idCopropriete: copro.id,
      statut: 'A_VALIDER',
      idTeledeclarant: null,
      idCompteDeclarant: pro,
      contenu: { immatCopropriete: {} },
    });
    expect(idDeclaration).toBeTypeOf('number');
    const id = idDeclaration as number;
    expect(await profilCopie(id)).toBe('TELE_PRO_GESTION');

    // Changement de profil du compte (modification d'un utilisateur) : ses déclarations suivent.
    await creerCompteRepository(ctx.db).modifier(pro, { profil: 'TELE_PRO_ADMIN_SECOND' });
    expect(await profilCopie(id)).toBe('TELE_PRO_ADMIN_SECOND');

    // Changement d'auteur : le profil du nouvel auteur ; une écriture directe de la copie est corrigée.
    await ctx.db.update(declaration).set({ idCompteDeclarant: benevole }).where(eq(declaration.id, id));
    expect(await profilCopie(id)).toBe('TELE_NONPRO_GESTION');
    await ctx.db
      .update(declaration)
      .set({ profilDemandeur: 'TENEUR_ADMIN_PRINC' })
      .where(eq(declaration.id, id));
    expect(await profilCopie(id)).toBe('TELE_NONPRO_GESTION');

    // Annulée avec la transaction qui change le profil : la copie reste celle d'avant.
    await ctx.db
      .transaction(async (tx) => {
        await creerCompteRepository(tx).modifier(benevole, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
        expect(
          (
            await tx
              .select({ profil: declaration.profilDemandeur })
              .from(declaration)
              .where(eq(declaration.id, id))
          )[0]?.profil,
        ).toBe('TELE_NONPRO_ADMIN_PRINC');
        throw new Error('annulation');
      })
      .catch(() => undefined);
    expect(await profilCopie(id)).toBe('TELE_NONPRO_GESTION');

    // Sans auteur : pas de profil.
    await ctx.db.update(declaration).set({ idCompteDeclarant: null }).where(eq(declaration.id, id));
    expect(await profilCopie(id)).toBeNull();
  });

  it('le tri par défaut du guichet suit le profil actuel du compte et passe par l’index partiel', async () => {
    const a = await nouveauCompte('a.tri-profil@exemple.fr', 'TELE_PRO_GESTION');
    const b = await nouveauCompte('b.tri-profil@exemple.fr', 'TELE_NONPRO_GESTION');
    const depot = new Date('2020-01-01T10:00:00Z');
    const ids: number[] = [];
    for (const auteur of [a, b]) {
      const copro = await creerCoproprieteDeTest(ctx.db, {
        etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      });
      await ctx.db.insert(declaration).values({
        idCopropriete: copro.id,
        statut: 'A_VALIDER',
        idCompteDeclarant: auteur,
        dateSoumission: depot,
      });
      ids.push(copro.id);
    }
    const ordre = async () => {
      const { demandes } = await creerValidationRepository(ctx.db).rechercher({
        type: null,
        tri: 'profilDemandeur',
        sens: 'ASC',
        offset: 0,
        limit: 1000,
      });
      return demandes
        .filter((d) => ids.includes(d.idCopropriete))
        .map((d) => [d.idCopropriete, d.profilDemandeur]);
    };
    // Ordre de l'énumération des profils : bénévole (TELE_NONPRO_GESTION) avant professionnel (TELE_PRO_GESTION).
    expect(await ordre()).toEqual([
      [ids[1], 'TELE_NONPRO_GESTION'],
      [ids[0], 'TELE_PRO_GESTION'],
    ]);
    await creerCompteRepository(ctx.db).modifier(b, { profil: 'TENEUR_ASS_HOTLINE_GES' });
    expect(await ordre()).toEqual([
      [ids[0], 'TELE_PRO_GESTION'],
      [ids[1], 'TENEUR_ASS_HOTLINE_GES'],
    ]);

    await ctx.pool.query('ANALYZE declaration, copropriete');
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const r = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM declaration d WHERE d.statut = 'A_VALIDER'
            ORDER BY d.profil_demandeur, d.date_soumission, d.id_copropriete LIMIT 10`,
      );
      return r.rows.map((l) => l['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('declaration_a_valider_profil_idx');
    expect(plan).not.toContain('Sort');
  });
});
