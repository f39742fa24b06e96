import { createHash } from 'node:crypto';
import { ID_UTILISATEUR_INSTITUTIONNEL } from '@registre/domain';
import { eq, is, like, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { texteRecherche } from './schema/colonnes.js';
import * as schema from './schema/index.js';
import {
  adresse,
  compte,
  copropriete,
  declaration,
  document,
  numeroImmatriculationSequence,
  parcelle,
  teledeclarant,
} from './schema/index.js';
import { chargerReferentiels } from './seed/referentiels.js';

let ctx: ContexteTest;

beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

/** Erreur PostgreSQL sous-jacente (code SQLSTATE et contrainte) d'une requête qui échoue. */
async function erreurPostgres(
  requete: PromiseLike<unknown>,
): Promise<{ code?: string; constraint?: string }> {
  try {
    await requete;
  } catch (erreur) {
    const cause = erreur instanceof Error && erreur.cause instanceof Error ? erreur.cause : erreur;
    return cause as { code?: string; constraint?: string };
  }
  throw new Error('La requête aurait dû échouer, elle a réussi.');
}

const tables: PgTable[] = [];
for (const valeur of Object.values(schema) as unknown[]) if (is(valeur, PgTable)) tables.push(valeur);

describe('modèle de données', () => {
  it('la migration crée chaque table du schéma Drizzle', async () => {
    const { rows } = await ctx.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const presentes = new Set(rows.map((r) => r.table_name));
    const attendues = tables.map((t) => getTableConfig(t).name);
    expect(attendues).toEqual(
      expect.arrayContaining([
        'compte',
        'teledeclarant',
        'copropriete',
        'declaration',
        'adresse',
        'parcelle',
        'arrete',
        'mandat',
        'dissolution',
        'document',
        'evenement_journal',
        'recherche_sauvegardee',
        'reclamation',
        'abonne_newsletter',
        'newsletter',
        'fiche_memo',
        'courriel',
        'lettre',
        'echange_demande',
        'affectation_teneur',
      ]),
    );
    for (const nom of attendues) expect(presentes, nom).toContain(nom);
  });

  it('les comptes créés reçoivent un identifiant à partir de 1000, 1 à 999 restant réservés', async () => {
    // Le compte institutionnel (id 1) est inséré par la migration 0003 avec son identifiant explicite,
    // et le chargement des référentiels (qui suit les migrations) le conserve.
    const [institutionnel] = await ctx.db
      .select()
      .from(compte)
      .where(eq(compte.id, ID_UTILISATEUR_INSTITUTIONNEL));
    expect(institutionnel?.profil).toBe('INSTITUTIONNEL');
    const [cree] = await ctx.db
      .insert(compte)
      .values({ login: 'gestionnaire@exemple.fr', profil: 'TELE_PRO_GESTION' })
      .returning();
    expect(cree?.id).toBeGreaterThanOrEqual(1000);
    expect(cree?.statut).toBe('ATT_ACTIVATION');
  });

  it('l’identifiant de connexion est unique et enregistré en minuscules', async () => {
    await ctx.db.insert(compte).values({ login: 'unique@exemple.fr', profil: 'DEFAULT' });
    const doublon = await erreurPostgres(
      ctx.db.insert(compte).values({ login: 'unique@exemple.fr', profil: 'DEFAULT' }),
    );
    expect(doublon).toMatchObject({ code: '23505', constraint: 'compte_login_unique' });
    const majuscules = await erreurPostgres(
      ctx.db.insert(compte).values({ login: 'Majuscules@exemple.fr', profil: 'DEFAULT' }),
    );
    expect(majuscules).toMatchObject({ code: '23514', constraint: 'compte_login_minuscules_check' });
  });

  it('le numéro d’immatriculation est unique et de forme canonique', async () => {
    await ctx.db.insert(copropriete).values({ numeroImmatriculation: 'AB1234567', nom: 'Les Tilleuls' });
    const doublon = await erreurPostgres(
      ctx.db.insert(copropriete).values({ numeroImmatriculation: 'AB1234567', nom: 'Autre' }),
    );
    expect(doublon).toMatchObject({ code: '23505', constraint: 'copropriete_numero_immatriculation_unique' });
    const nonCanonique = await erreurPostgres(
      ctx.db.insert(copropriete).values({ numeroImmatriculation: 'AB1-234-5', nom: 'Tirets' }),
    );
    expect(nonCanonique).toMatchObject({
      code: '23514',
      constraint: 'copropriete_numero_immatriculation_check',
    });
    // Les brouillons, sans numéro, sont aussi nombreux qu'il le faut.
    await ctx.db.insert(copropriete).values([{ nom: 'Brouillon 1' }, { nom: 'Brouillon 2' }]);
  });

  it('la séquence des numéros d’immatriculation donne des valeurs distinctes', async () => {
    const { rows } = await ctx.pool.query<{ a: string; b: string }>(
      `SELECT nextval('${numeroImmatriculationSequence.seqName}') AS a, nextval('${numeroImmatriculationSequence.seqName}') AS b`,
    );
    expect(Number(rows[0]?.b)).toBe(Number(rows[0]?.a) + 1);
  });

  it('un seul télédéclarant non supprimé par SIRET', async () => {
    const siret = '73282932000074';
    const [premier] = await ctx.db
      .insert(teledeclarant)
      .values({ type: 'PRO', statut: 'ACTIF', siret, raisonSociale: 'Syndic Premier' })
      .returning({ id: teledeclarant.id });
    const doublon = await erreurPostgres(
      ctx.db
        .insert(teledeclarant)
        .values({ type: 'PRO', statut: 'ATT_ACTIVATION', siret, raisonSociale: 'Bis' }),
    );
    expect(doublon).toMatchObject({ code: '23505', constraint: 'teledeclarant_siret_actif_unique' });
    await ctx.db.update(teledeclarant).set({ statut: 'SUPPRIME' }).where(eq(teledeclarant.id, premier!.id));
    await ctx.db
      .insert(teledeclarant)
      .values({ type: 'PRO', statut: 'ATT_CREA_COMPTE', siret, raisonSociale: 'Repris' });
    const lignes = await ctx.db.select().from(teledeclarant).where(eq(teledeclarant.siret, siret));
    expect(lignes.map((l) => l.statut).sort()).toEqual(['ATT_CREA_COMPTE', 'SUPPRIME']);
  });

  it('un seul administrateur principal par télédéclarant', async () => {
    const [td] = await ctx.db
      .insert(teledeclarant)
      .values({ type: 'NON_PRO', statut: 'ACTIF', raisonSociale: 'Syndic bénévole' })
      .returning({ id: teledeclarant.id });
    await ctx.db.insert(compte).values({
      login: 'admin1@exemple.fr',
      profil: 'TELE_NONPRO_ADMIN_PRINC',
      idTeledeclarant: td!.id,
      adminPrincipal: true,
    });
    const second = await erreurPostgres(
      ctx.db.insert(compte).values({
        login: 'admin2@exemple.fr',
        profil: 'TELE_NONPRO_ADMIN_PRINC',
        idTeledeclarant: td!.id,
        adminPrincipal: true,
      }),
    );
    expect(second).toMatchObject({ code: '23505', constraint: 'compte_admin_principal_unique' });
  });

  it('un document garde ses octets et son empreinte SHA-256', async () => {
    const contenu = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
    const sha256 = createHash('sha256').update(contenu).digest('hex');
    const [cree] = await ctx.db
      .insert(document)
      .values({
        nom: 'justificatif.pdf',
        typeMime: 'application/pdf',
        taille: contenu.length,
        sha256,
        contenu,
      })
      .returning({ id: document.id });
    const [lu] = await ctx.db.select().from(document).where(eq(document.id, cree!.id));
    expect(Buffer.compare(lu!.contenu, contenu)).toBe(0);
    expect(lu!.sha256).toBe(sha256);
    const tailleFausse = await erreurPostgres(
      ctx.db
        .insert(document)
        .values({ nom: 'x.pdf', typeMime: 'application/pdf', taille: 1, sha256, contenu }),
    );
    expect(tailleFausse).toMatchObject({ code: '23514', constraint: 'document_taille_check' });
  });

  it('une déclaration conserve ses montants, ses dates calendaires, ses adresses et ses parcelles', async () => {
    const [copro] = await ctx.db
      .insert(copropriete)
      .values({ numeroImmatriculation: 'CD7654321', nom: 'Résidence du Parc', codeInsee: '75056' })
      .returning({ id: copropriete.id });
    const [decl] = await ctx.db
      .insert(declaration)
      .values({
        idCopropriete: copro!.id,
        statut: 'A_VALIDER',
        typeMaj: 'INITIALE',
        nbLots: 120,
        montantFondTravaux: 12_345.67,
        dateClotureComptes: new Date(Date.UTC(2023, 11, 31)),
        periodeConstruction: 'DE_1961_A_1974',
        etiqC: 2,
      })
      .returning();
    expect(decl).toMatchObject({ montantFondTravaux: 12_345.67, etiqC: 2, flagMandatAdhoc: false });
    expect(decl?.dateClotureComptes?.toISOString()).toBe('2023-12-31T00:00:00.000Z');
    await ctx.db.insert(adresse).values([
      {
        idDeclaration: decl!.id,
        type: 'REFERENCE',
        numero: '12',
        voie: 'Rue des Écoles',
        codeInsee: '75056',
      },
      { idDeclaration: decl!.id, type: 'COMPLEMENTAIRE', ordre: 1, numero: '14', voie: 'Rue des Écoles' },
    ]);
    const secondeReference = await erreurPostgres(
      ctx.db.insert(adresse).values({ idDeclaration: decl!.id, type: 'REFERENCE', voie: 'Autre voie' }),
    );
    expect(secondeReference).toMatchObject({ code: '23505', constraint: 'adresse_reference_unique' });
    await ctx.db
      .insert(parcelle)
      .values({ idDeclaration: decl!.id, codeInsee: '75056', section: 'AB', numero: '12' });
    await ctx.db
      .update(copropriete)
      .set({ idDeclarationCourante: decl!.id })
      .where(eq(copropriete.id, copro!.id));
    // Supprimer une déclaration (brouillon abandonné) emporte ses sous-listes.
    await ctx.db
      .update(copropriete)
      .set({ idDeclarationCourante: null })
      .where(eq(copropriete.id, copro!.id));
    await ctx.db.delete(declaration).where(eq(declaration.id, decl!.id));
    const restantes = await ctx.db.select().from(adresse).where(eq(adresse.idDeclaration, decl!.id));
    expect(restantes).toHaveLength(0);
  });
});

describe('recherche par nom', () => {
  it('les index trigrammes existent sur les noms recherchés', async () => {
    const { rows } = await ctx.pool.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND indexname LIKE '%_trgm_idx'",
    );
    const index = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    for (const nom of [
      'copropriete_nom_trgm_idx',
      'teledeclarant_raison_sociale_trgm_idx',
      'compte_nom_trgm_idx',
      'adresse_voie_trgm_idx',
    ]) {
      expect(index.get(nom), nom).toMatch(
        /USING gin \(immutable_unaccent\(lower\(\(\w+\)::text\)\) gin_trgm_ops\)/,
      );
    }
  });

  it('une recherche « contient » sur le nom, sans accents ni casse, passe par l’index trigramme', async () => {
    const noms = ['Résidence', 'Les Jardins', 'Le Clos', 'Villa', 'Domaine', 'Square', 'Hameau'];
    const lignes = Array.from({ length: 3000 }, (_, i) => ({
      nom: `${noms[i % noms.length]} ${i}`,
      etat: 'IMMATRICULEE_RATTACHEE' as const,
    }));
    for (let i = 0; i < lignes.length; i += 1000)
      await ctx.db.insert(copropriete).values(lignes.slice(i, i + 1000));
    await ctx.pool.query('ANALYZE copropriete');

    const motif = `%${'residence 12'}%`;
    const trouvees = await ctx.db
      .select({ nom: copropriete.nom })
      .from(copropriete)
      .where(like(texteRecherche(copropriete.nom), motif));
    expect(trouvees.map((t) => t.nom)).toContain('Résidence 126');

    const plan = await ctx.db.transaction(async (tx) => {
      // Sans parcours séquentiel possible, le plan ne peut utiliser que l'index qui correspond à l'expression.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const resultat = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM copropriete WHERE ${texteRecherche(copropriete.nom)} LIKE ${motif}`,
      );
      return resultat.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('copropriete_nom_trgm_idx');
  });
});

describe('rechargement des référentiels', () => {
  it('ne supprime aucune donnée métier et conserve les communes citées', async () => {
    await ctx.db.insert(compte).values({ login: 'conserve@exemple.fr', profil: 'DEFAULT' });
    await ctx.db.execute(sql`DELETE FROM chargement_donnees WHERE nom = 'referentiels'`);
    expect(await chargerReferentiels(ctx.db)).toBe(true);
    const comptes = await ctx.db.select().from(compte).where(eq(compte.login, 'conserve@exemple.fr'));
    expect(comptes).toHaveLength(1);
    const [institutionnel] = await ctx.db
      .select()
      .from(compte)
      .where(eq(compte.id, ID_UTILISATEUR_INSTITUTIONNEL));
    expect(institutionnel?.profil).toBe('INSTITUTIONNEL');
    const lyon = await ctx.db.execute(sql`SELECT nom FROM commune WHERE code_insee = '69123'`);
    expect(lyon.rows[0]).toMatchObject({ nom: 'Lyon' });
    expect(await chargerReferentiels(ctx.db)).toBe(false);
  });
});
