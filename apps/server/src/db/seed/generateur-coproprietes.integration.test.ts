import { randomUUID } from 'node:crypto';
import { rangDuNumeroImmatriculation } from '@registre/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADRESSES_LOCALES } from '../../adapters/geocodage/local.js';
import { type ClientTest, type ContexteTest, creerContexteTest } from '../../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../../test/comptes.js';
import { copropriete } from '../schema/index.js';
import { genererCoproprietes } from './generateur-coproprietes.js';

let ctx: ContexteTest;
let tdA: number;
let tdB: number;
let tdNotaire: number;
let syndicA: ClientTest;
let idCompteA: number;

const lignes = async <T>(requete: ReturnType<typeof sql>) => (await ctx.db.execute(requete)).rows as T[];

beforeAll(async () => {
  ctx = await creerContexteTest();
  const adminA = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  tdA = adminA.idTeledeclarant as number;
  idCompteA = adminA.compte.id;
  syndicA = await connecter(ctx.app, adminA.login);
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
    // courantes (ADR 0220) ; une parcelle chacune, plus la parcelle complémentaire non géolocalisée d'une copropriété
    // sur 13 (23 déclarations, et 5 immatriculations archivées).
    expect(totaux).toEqual({ c: 300, d: 375, a: 375, p: 375 + 28 });
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

  it('remplit chaque déclaration validée de données financières et techniques complètes et cohérentes', async () => {
    const incompletes = await lignes<{ id: number }>(sql`
      SELECT d.id FROM declaration d
      WHERE d.statut IN ('COURANTE', 'IMMATRICULATION', 'AVANT_DECLARATION_ANNUELLE') AND (
        d.donnees_financieres_inconnues OR d.premier_exercice_comptable IS DISTINCT FROM false
        OR d.date_debut_exercice IS NULL OR d.date_cloture_comptes IS NULL
        OR (d.date_ag IS NULL) <> d.comptes_non_approuves OR d.date_ag > current_date OR d.date_ag <= d.date_cloture_comptes
        OR d.charges_operations_courantes IS NULL OR d.charges_operations_exceptionnelles IS NULL
        OR d.montant_dettes IS NULL OR d.montant_fond_travaux IS NULL OR d.presence_employes IS NULL
        OR d.montant_impayes_coproprietaires < d.nb_coproprietaires_impayes * 300
        OR d.periode_construction IS NULL OR d.type_chauffage IS NULL OR d.nb_ascenseurs IS NULL
        OR d.ppt_inscrit_ag IS NULL OR d.ppt IS NULL OR (d.ppt AND d.ppt_date IS NULL)
        OR d.etiq_a + d.etiq_b + d.etiq_c + d.etiq_d + d.etiq_e + d.etiq_f + d.etiq_g + d.etiq_non_determine
           <> d.nb_batiments_total
        OR d.id_compte_declarant IS NULL)`);
    expect(incompletes).toEqual([]);
    const [nonApprouves] = await lignes<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM declaration WHERE comptes_non_approuves AND date_ag IS NULL`,
    );
    expect(nonApprouves?.n).toBeGreaterThan(0);
  });

  it('distingue l’adresse et la parcelle non géolocalisées ; toujours une parcelle géolocalisée', async () => {
    const [drapeaux] = await lignes<{
      adresses: number;
      parcelles: number;
      deux: number;
      faux: number;
      sans: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE NOT a.geolocalisee)::int AS adresses,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM parcelle p WHERE p.id_declaration = c.id_declaration_courante
          AND NOT p.geolocalisee))::int AS parcelles,
        count(*) FILTER (WHERE NOT a.geolocalisee AND EXISTS (SELECT 1 FROM parcelle p
          WHERE p.id_declaration = c.id_declaration_courante AND NOT p.geolocalisee))::int AS deux,
        count(*) FILTER (WHERE c.geolocalisee <> (a.geolocalisee AND NOT EXISTS (SELECT 1 FROM parcelle p
          WHERE p.id_declaration = c.id_declaration_courante AND NOT p.geolocalisee)))::int AS faux,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM parcelle p WHERE p.id_declaration = c.id_declaration_courante
          AND p.geolocalisee))::int AS sans
      FROM copropriete c JOIN adresse a ON a.id_declaration = c.id_declaration_courante AND a.type = 'REFERENCE'`);
    expect(drapeaux?.adresses).toBeGreaterThan(0);
    expect(drapeaux?.parcelles).toBeGreaterThan(0);
    expect(drapeaux?.deux).toBeLessThan(Math.min(drapeaux!.adresses, drapeaux!.parcelles));
    expect(drapeaux?.faux).toBe(0);
    expect(drapeaux?.sans).toBe(0);
    const [coordonnees] = await lignes<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM adresse WHERE NOT geolocalisee AND (latitude IS NOT NULL OR identifiant_ban IS NOT NULL)`);
    expect(coordonnees?.n).toBe(0);
  });

  it('les demandes ont le compte déclarant de leur établissement ; quelques-unes doublent une immatriculée', async () => {
    const demandes = await lignes<{ compte: number | null; td: number; etablissement: number | null }>(sql`
      SELECT d.id_compte_declarant AS compte, d.id_teledeclarant AS td, u.id_teledeclarant AS etablissement
      FROM declaration d LEFT JOIN compte u ON u.id = d.id_compte_declarant WHERE d.statut = 'A_VALIDER'`);
    expect(demandes.length).toBe(12);
    for (const d of demandes) expect(d.etablissement).toBe(d.td);
    expect(demandes.map((d) => d.compte)).toContain(idCompteA);
    const doublons = await lignes<{ etat: string; original: string; meme: boolean }>(sql`
      SELECT c.etat, o.etat AS original, c.nom = o.nom AND c.adresse_reference = o.adresse_reference AS meme
      FROM copropriete c JOIN copropriete o ON o.id = c.id_copropriete_doublon WHERE c.doublon_signale_le IS NOT NULL`);
    expect(doublons).toHaveLength(3);
    for (const d of doublons)
      expect(d).toEqual({
        etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
        original: 'IMMATRICULEE_RATTACHEE',
        meme: true,
      });
  });

  it('une mise à jour standard se transmet telle quelle ; les comptes non approuvés se complètent', async () => {
    const [copro] = await lignes<{ id: number }>(sql`
      SELECT id FROM copropriete WHERE etat = 'IMMATRICULEE_RATTACHEE' AND id_teledeclarant_courant = ${tdA}
        AND NOT maj_comptes_non_approuves_a_faire ORDER BY id LIMIT 1`);
    const ouverte = (await syndicA.get(`/api/coproprietes/declaration/${copro!.id}/STANDARD/false`)).json();
    const corps = {
      cleCreation: ouverte.cleCreation,
      typeMaj: 'STANDARD',
      immatCopropriete: ouverte.declaration.immatCopropriete,
    };
    const transmise = await syndicA.requete({
      method: 'PUT',
      url: `/api/coproprietes/declaration/true/${copro!.id}`,
      payload: corps,
    });
    expect(transmise.statusCode, transmise.body).toBe(200);
    expect(transmise.json()).toMatchObject({ statut: 'COURANTE' });

    const [aCompleter] = await lignes<{ id: number; cloture: string; debut: string }>(sql`
      SELECT c.id, to_char(d.date_cloture_comptes, 'DD/MM/YYYY') AS cloture, to_char(d.date_debut_exercice, 'DD/MM/YYYY') AS debut
      FROM copropriete c JOIN declaration d ON d.id = c.id_declaration_courante
      WHERE c.etat = 'IMMATRICULEE_RATTACHEE' AND c.id_teledeclarant_courant = ${tdA} AND c.maj_comptes_non_approuves_a_faire
      ORDER BY c.id LIMIT 1`);
    expect(aCompleter, 'copropriété aux comptes non approuvés').toBeTruthy();
    const ouvertNA = (
      await syndicA.get(`/api/coproprietes/declaration/${aCompleter!.id}/COMPTESNONAPPROUVES/false`)
    ).json();
    const donnees = { ...ouvertNA.declaration.immatCopropriete.donneesFinancieres };
    const [j, m, a] = aCompleter!.cloture.split('/').map(Number);
    const ag = new Date(Date.UTC(a!, m! - 1, j! + 20));
    donnees.dateAg = `${String(ag.getUTCDate()).padStart(2, '0')}/${String(ag.getUTCMonth() + 1).padStart(2, '0')}/${ag.getUTCFullYear()}`;
    donnees.comptesNonApprouves = false;
    const completee = await syndicA.requete({
      method: 'PUT',
      url: `/api/coproprietes/mettreAJourDonneesFinancieres/${aCompleter!.id}`,
      payload: { cleCreation: randomUUID(), donneesFinancieres: donnees },
    });
    expect(completee.statusCode, completee.body).toBe(200);
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

  it('un complément restreint aux rangs des demandes (banc du guichet) ne double que des copropriétés qu’il crée', async () => {
    const compter = async () =>
      (await lignes<{ n: number }>(sql`SELECT count(*)::int AS n FROM copropriete`))[0]?.n ?? 0;
    const avant = await compter();
    const [{ max } = { max: 0 }] = await lignes<{ max: number }>(
      sql`SELECT max(id)::int AS max FROM copropriete`,
    );
    // Rangs 73 à 76 sur 200 : 8 demandes, dont 2 de rang 76 dont la copropriété de rang 56 n'est pas créée.
    await genererCoproprietes((r) => ctx.db.execute(r), {
      nombre: 200,
      titulaires: [],
      autres: { min: tdA, max: tdA },
      rangs: [73, 74, 75, 76],
      tailleLot: 128,
    });
    expect((await compter()) - avant).toBe(8);
    const doublons = await lignes<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM copropriete WHERE id > ${max} AND id_copropriete_doublon IS NOT NULL`,
    );
    expect(doublons[0]?.n).toBe(0);
  });
});
