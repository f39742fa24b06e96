import {
  ajouterJours,
  ajouterMois,
  aujourdhuiParis,
  cleTrimestre,
  formaterDateCompacte,
  formaterDateIso,
  type SeriePeriodes,
  type StatistiquesNiveau,
  type StatistiquesTerritoire,
  trimestreDe,
} from '@registre/domain';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete, evenementJournal, statistiqueGeneration } from '../db/schema/index.js';
import { journaliser } from '../services/journal.js';
import { regenererStatistiques } from '../services/statistiques/regenerer-statistiques.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';

let ctx: ContexteTest;
let anonyme: ClientTest;
let syndic: ClientTest;

/** Les dates des copropriétés sont relatives au jour : la conformité et les séries se lisent à la date réelle. */
const maintenant = new Date();
const jour = aujourdhuiParis(maintenant);
const annee = jour.getUTCFullYear();
const iso = (d: Date) => formaterDateIso(d);

async function placer(
  id: number,
  valeurs: Partial<{
    codeInsee: string;
    nbLots: number;
    nbLotsHab: number;
    dateDebutMandat: Date | null;
    dateFinMandat: Date | null;
    dateDerniereMajAnnuelle: Date | null;
    dateImmatriculation: Date | null;
  }>,
) {
  await ctx.db.update(copropriete).set(valeurs).where(eq(copropriete.id, id));
}

const nombreTelechargements = async () =>
  (
    await ctx.db
      .select({ n: count() })
      .from(evenementJournal)
      .where(
        and(
          eq(evenementJournal.categorie, 'TELECHARGEMENT'),
          eq(evenementJournal.typeEvenement, 'TELECHARGEMENT_RAPPORT'),
        ),
      )
  )[0]?.n ?? 0;

beforeAll(async () => {
  ctx = await creerContexteTest();
  anonyme = new ClientTest(ctx.app);
  const compte = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_ADMIN_PRINC' });
  syndic = await connecter(ctx.app, compte.login);
  const idTd = compte.idTeledeclarant!;

  // A : Lyon 3e (arrondissement compté dans Lyon), 12 lots, mandat en cours, annuelle faite il y a 3 mois.
  const a = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    idTeledeclarantCourant: idTd,
  });
  await placer(a.id, {
    codeInsee: '69383',
    nbLots: 12,
    nbLotsHab: 10,
    dateDebutMandat: ajouterMois(jour, -6),
    dateFinMandat: ajouterMois(jour, 6),
    dateDerniereMajAnnuelle: ajouterMois(jour, -3),
    dateImmatriculation: new Date(Date.UTC(annee - 1, 5, 15, 10)),
  });
  // B : Lyon 1er, 250 lots, mandat échu hier, annuelle vieille de 19 mois : ni l'un ni l'autre.
  const b = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' });
  await placer(b.id, {
    codeInsee: '69381',
    nbLots: 250,
    nbLotsHab: 200,
    dateDebutMandat: ajouterMois(jour, -12),
    dateFinMandat: ajouterJours(jour, -1),
    dateDerniereMajAnnuelle: ajouterMois(jour, -19),
    dateImmatriculation: null,
  });
  // C : brouillon à Lyon, jamais compté.
  const c = await creerCoproprieteDeTest(ctx.db, { etat: 'BROUILLON' });
  await placer(c.id, { codeInsee: '69383', nbLots: 40 });
  // D : Montpellier (Occitanie), 60 lots, sans mandat, annuelle faite ; immatriculée le 10 janvier.
  const d = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_A_RATTACHER' });
  await placer(d.id, {
    codeInsee: '34172',
    nbLots: 60,
    nbLotsHab: 50,
    dateDerniereMajAnnuelle: ajouterMois(jour, -1),
    dateImmatriculation: new Date(Date.UTC(annee, 0, 10, 10)),
  });
  // E : Bourg-en-Bresse (Ain), 5 lots, dissolution en cours : encore au registre.
  const e = await creerCoproprieteDeTest(ctx.db, { etat: 'DISSOLUTION_EN_COURS' });
  await placer(e.id, {
    codeInsee: '01053',
    nbLots: 5,
    nbLotsHab: 4,
    dateImmatriculation: new Date(Date.UTC(annee - 3, 2, 1, 10)),
  });
  await regenererStatistiques(ctx.db, maintenant, { force: true });
});

afterAll(async () => {
  await ctx.fermer();
});

const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
const du = (n: StatistiquesNiveau, code: string) => n.detail.find((t) => t.code === code);

describe('statistiques par niveau (spec 2 §7.10)', () => {
  it('chargeRegion : la France, ses 18 régions et 8 collectivités d’outre-mer, les tranches de taille et la conformité', async () => {
    const r = await anonyme.get('/api/public/statistiques/chargeRegion');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    const n = json<StatistiquesNiveau>(r);
    expect(n.genereLe).not.toBeNull();
    expect(n.territoire).toMatchObject({
      niveau: 'NATIONAL',
      code: 'FR',
      nbCoproprietes: 4,
      nbLots: 327,
      nbLotsHabitation: 264,
      tranches: { JUSQU_A_10: 1, DE_11_A_49: 1, DE_50_A_199: 1, A_PARTIR_DE_200: 1 },
      nbMandatEnCours: 1,
      nbMajAnnuelleFaite: 2,
      nbConformes: 1,
      partMandatEnCours: 25,
      partMajAnnuelleFaite: 50,
      partConformes: 25,
    });
    expect(n.detail).toHaveLength(26);
    expect(du(n, '84')).toMatchObject({ niveau: 'REGION', nom: 'Auvergne-Rhône-Alpes', nbCoproprietes: 3 });
    expect(du(n, '76')?.nbCoproprietes).toBe(1);
    expect(du(n, '11')).toMatchObject({ nbCoproprietes: 0, partConformes: null });
  });

  it('chargeDepartement : une région et ses départements ; 0 : la France et tous les départements', async () => {
    const r = json<StatistiquesNiveau>(await anonyme.get('/api/public/statistiques/chargeDepartement/84'));
    expect(r.territoire).toMatchObject({ niveau: 'REGION', code: '84', nbCoproprietes: 3 });
    expect(r.detail.every((d) => d.niveau === 'DEPARTEMENT')).toBe(true);
    expect(du(r, '69')?.nbCoproprietes).toBe(2);
    expect(du(r, '01')?.nbCoproprietes).toBe(1);
    expect(du(r, '34')).toBeUndefined();
    const tous = json<StatistiquesNiveau>(await anonyme.get('/api/public/statistiques/chargeDepartement/0'));
    expect(tous.territoire.nbCoproprietes).toBe(4);
    expect(tous.detail.length).toBeGreaterThanOrEqual(101);
    expect(tous.detail.reduce((s, d) => s + d.nbCoproprietes, 0)).toBe(4);
  });

  it('chargeDepartementDepuisCdInsee : un département, code en minuscules accepté (2a)', async () => {
    const r = await anonyme.get('/api/public/statistiques/chargeDepartementDepuisCdInsee/69');
    expect(json<StatistiquesTerritoire>(r)).toMatchObject({
      code: '69',
      nom: 'Rhône',
      nbCoproprietes: 2,
      nbConformes: 1,
    });
    const corse = await anonyme.get('/api/public/statistiques/chargeDepartementDepuisCdInsee/2a');
    expect(corse.statusCode).toBe(200);
    expect(json<StatistiquesTerritoire>(corse)).toMatchObject({ code: '2A', nbCoproprietes: 0 });
  });

  it('chargeInterCommunalite puis chargeCommune : de la Métropole de Lyon à Lyon (arrondissements regroupés)', async () => {
    const dep = json<StatistiquesNiveau>(
      await anonyme.get('/api/public/statistiques/chargeInterCommunalite/69'),
    );
    expect(dep.territoire).toMatchObject({ niveau: 'DEPARTEMENT', code: '69' });
    expect(du(dep, '200046977')).toMatchObject({ niveau: 'EPCI', nbCoproprietes: 2 });
    const epci = json<StatistiquesNiveau>(
      await anonyme.get('/api/public/statistiques/chargeCommune/200046977'),
    );
    expect(epci.territoire).toMatchObject({ niveau: 'EPCI', nbCoproprietes: 2 });
    expect(du(epci, '69123')).toMatchObject({ niveau: 'COMMUNE', nom: 'Lyon', nbCoproprietes: 2 });
    expect(epci.detail.some((c) => c.code.startsWith('6938'))).toBe(false);
  });

  it('une commune par son code INSEE, un arrondissement donnant sa commune', async () => {
    const r = json<StatistiquesTerritoire>(await anonyme.get('/api/public/statistiques/commune/69383'));
    expect(r).toMatchObject({
      niveau: 'COMMUNE',
      code: '69123',
      nom: 'Lyon',
      nbCoproprietes: 2,
      partConformes: 50,
    });
  });

  it('vue de conformité d’un département : ses communes qui ont des copropriétés, avec leurs parts', async () => {
    const r = json<StatistiquesNiveau>(await anonyme.get('/api/public/statistiques/conformite/69'));
    expect(r.territoire).toMatchObject({ code: '69', partMandatEnCours: 50, partMajAnnuelleFaite: 50 });
    expect(r.detail.map((c) => c.code)).toEqual(['69123']);
    expect(r.detail[0]).toMatchObject({ nbMandatEnCours: 1, nbMajAnnuelleFaite: 1, nbConformes: 1 });
  });

  it('une personne connectée lit les mêmes statistiques', async () => {
    const r = await syndic.get('/api/public/statistiques/chargeDepartementDepuisCdInsee/34');
    expect(r.statusCode).toBe(200);
    expect(json<StatistiquesTerritoire>(r).nbCoproprietes).toBe(1);
  });
});

describe('séries des immatriculations', () => {
  it('par année pour la France : de la première immatriculation à l’année en cours, zéros compris', async () => {
    const r = json<SeriePeriodes>(
      await anonyme.get('/api/public/statistiques/chargementAnneeGeneration/true'),
    );
    expect(r.territoire).toMatchObject({ niveau: 'NATIONAL', code: 'FR' });
    expect(r.periodes.map((p) => [p.periode, p.nbImmatriculations])).toEqual([
      [String(annee - 3), 1],
      [String(annee - 2), 0],
      [String(annee - 1), 1],
      [String(annee), 1],
    ]);
    expect(r.trimestreGeneration).toBe(cleTrimestre(annee, trimestreDe(jour)));
  });

  it('par année pour un territoire (isNationale = false)', async () => {
    const r = json<SeriePeriodes>(
      await anonyme.get(
        '/api/public/statistiques/chargementAnneeGeneration/false?niveau=DEPARTEMENT&code=69',
      ),
    );
    expect(r.territoire).toMatchObject({ niveau: 'DEPARTEMENT', code: '69', nom: 'Rhône' });
    expect(r.periodes.map((p) => p.nbImmatriculations)).toEqual([1, 0]);
  });

  it('par trimestre : huit trimestres jusqu’au trimestre en cours', async () => {
    const r = json<SeriePeriodes>(
      await anonyme.get('/api/public/statistiques/chargementTrimestreGeneration'),
    );
    expect(r.periodes).toHaveLength(8);
    expect(r.periodes.at(-1)?.periode).toBe(cleTrimestre(annee, trimestreDe(jour)));
    expect(r.periodes.reduce((s, p) => s + p.nbImmatriculations, 0)).toBe(2);
    const occitanie = json<SeriePeriodes>(
      await anonyme.get('/api/public/statistiques/chargementTrimestreGeneration?niveau=REGION&code=76'),
    );
    expect(occitanie.periodes.find((p) => p.periode === cleTrimestre(annee, 1))?.nbImmatriculations).toBe(1);
  });
});

describe('rapport téléchargé (telechargerRapportBo)', () => {
  it('XLSX daté nommé par content-disposition, avec la conformité par commune, compté au journal', async () => {
    const avant = await nombreTelechargements();
    const r = await anonyme.get('/api/public/statistiques/telechargerRapportBo?niveau=DEPARTEMENT&code=69');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain(
      `statistiques_registre_departement_69_${formaterDateCompacte(jour)}.xlsx`,
    );
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(classeur.worksheets.map((f) => f.name)).toEqual([
      'Synthèse',
      'Intercommunalité EPCI',
      'Conformité par commune',
      'Immatriculations par année',
      'Immatriculations par trimestre',
    ]);
    const conformite = classeur.getWorksheet('Conformité par commune');
    expect(conformite?.getRow(2).getCell(2).value).toBe('Lyon');
    expect(conformite?.getRow(2).getCell(3).value).toBe(2);
    expect(await nombreTelechargements()).toBe(avant + 1);
  });

  it('rapport de la France entière par défaut', async () => {
    const r = await anonyme.get('/api/public/statistiques/telechargerRapportBo');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(
      `statistiques_registre_france_${formaterDateCompacte(jour)}.xlsx`,
    );
  });
});

describe('recherches de territoires', () => {
  it('région, département, EPCI par région et par SIREN', async () => {
    expect(json(await anonyme.get('/api/public/region/findRegionByCodeInseeRegion/84'))).toEqual({
      code: '84',
      nom: 'Auvergne-Rhône-Alpes',
    });
    expect(json(await anonyme.get('/api/public/departement/69'))).toEqual({
      code: '69',
      nom: 'Rhône',
      codeRegion: '84',
    });
    const epcis = json<{ siren: string }[]>(await anonyme.get('/api/public/epci/chargeEpciParIdRegion/84'));
    expect(epcis.some((e) => e.siren === '200046977')).toBe(true);
    expect(json(await anonyme.get('/api/public/epci/findOneEpciBySiren/200046977'))).toMatchObject({
      siren: '200046977',
      type: 'MET69',
    });
  });
});

describe('mauvaises entrées : 400 sur le champ, 404 pour un territoire inconnu, jamais 500', () => {
  it.each([
    ['/api/public/statistiques/chargeDepartement/8', 400],
    ['/api/public/statistiques/chargeDepartement/99', 404],
    ['/api/public/statistiques/chargeDepartementDepuisCdInsee/999', 400],
    ['/api/public/statistiques/chargeDepartementDepuisCdInsee/970', 404],
    ['/api/public/statistiques/chargeDepartementDepuisCdInsee/100', 400],
    ['/api/public/statistiques/chargeInterCommunalite/%27%3B--', 400],
    ['/api/public/statistiques/chargeCommune/12', 400],
    ['/api/public/statistiques/chargeCommune/123456789', 404],
    ['/api/public/statistiques/commune/99999', 404],
    ['/api/public/statistiques/commune/abc', 400],
    ['/api/public/statistiques/conformite/970', 404],
    ['/api/public/statistiques/chargementAnneeGeneration/peut-etre', 400],
    ['/api/public/statistiques/chargementAnneeGeneration/false?niveau=PAYS', 400],
    ['/api/public/statistiques/chargementAnneeGeneration/false?niveau=REGION', 400],
    ['/api/public/statistiques/chargementTrimestreGeneration?niveau=EPCI&code=%25', 400],
    ['/api/public/statistiques/telechargerRapportBo?niveau=COMMUNE&code=00000', 404],
    ['/api/public/statistiques/telechargerRapportBo?niveau=REGION&code=<10 000 chiffres>', 400],
    ['/api/public/region/findRegionByCodeInseeRegion/00', 404],
    ['/api/public/region/findRegionByCodeInseeRegion/x', 400],
    ['/api/public/departement/970', 404],
    ['/api/public/epci/chargeEpciParIdRegion/99', 404],
    ['/api/public/epci/findOneEpciBySiren/000000000', 404],
  ])('%s → %i', async (url, statut) => {
    const r = await anonyme.get(url.replace('<10 000 chiffres>', '1'.repeat(10_000)));
    expect(r.statusCode).toBe(statut);
    expect(json<{ message: string }>(r).message).toMatch(/\p{L}/u);
  });

  it('un rapport refusé n’est pas compté', async () => {
    const avant = await nombreTelechargements();
    await anonyme.get('/api/public/statistiques/telechargerRapportBo?niveau=COMMUNE&code=00000');
    expect(await nombreTelechargements()).toBe(avant);
  });
});

describe('régénération des agrégats (ADR 0252)', () => {
  it('ne recalcule que si un événement autre qu’un téléchargement est arrivé, ou si le jour a changé', async () => {
    expect(await regenererStatistiques(ctx.db, maintenant)).toBe('a-jour');
    await journaliser(ctx.db, { acteur: null, typeEvenement: 'TELECHARGEMENT_RAPPORT' });
    expect(await regenererStatistiques(ctx.db, maintenant)).toBe('a-jour');
    // Une copropriété de plus, sa création journalisée : les agrégats suivent.
    const f = await creerCoproprieteDeTest(ctx.db, { etat: 'IMMATRICULEE_A_RATTACHER' });
    await placer(f.id, { codeInsee: '34172', nbLots: 3 });
    await journaliser(ctx.db, { acteur: null, typeEvenement: 'EXPIRATION_MANDAT' });
    expect(await regenererStatistiques(ctx.db, maintenant)).toBe('regeneres');
    const r = json<StatistiquesTerritoire>(
      await anonyme.get('/api/public/statistiques/chargeDepartementDepuisCdInsee/34'),
    );
    expect(r.nbCoproprietes).toBe(2);
    // Le lendemain, même sans événement : la conformité dépend de la date.
    expect(await regenererStatistiques(ctx.db, new Date(maintenant.getTime() + 86_400_000))).toBe(
      'regeneres',
    );
    const [g] = await ctx.db.select().from(statistiqueGeneration);
    expect(g?.jour).toBe(iso(aujourdhuiParis(new Date(maintenant.getTime() + 86_400_000))));
  });
});
