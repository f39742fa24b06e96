import {
  EtatCopropriete,
  type ResultatRechercheCopropriete,
  type SaisieRechercheCopropriete,
} from '@registre/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copropriete } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterActeursDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';

let ctx: ContexteTest;
let syndic: ClientTest;
let syndicGestion: ClientTest;
let autreSyndic: ClientTest;
let notaire: ClientTest;
let teneur: ClientTest;
let institutionnel: ClientTest;
let td: number;
let tdAutre: number;
let tdNotaire: number;
const ids: Record<string, number> = {};

const rechercher = (client: ClientTest, corps: SaisieRechercheCopropriete) =>
  client.requete({ method: 'POST', url: '/api/coproprietes/rechercher', payload: corps });
const lignes = async (client: ClientTest, corps: SaisieRechercheCopropriete) => {
  const reponse = await rechercher(client, corps);
  expect(reponse.statusCode, reponse.body).toBe(200);
  return reponse.json() as ResultatRechercheCopropriete;
};

beforeAll(async () => {
  ctx = await creerContexteTest();
  ({ td, tdAutre, tdNotaire, syndic, syndicGestion, autreSyndic, notaire, teneur, institutionnel } =
    await connecterActeursDeTest(ctx.app, ctx.db));

  const c = (cle: string, options: Parameters<typeof creerCoproprieteDeTest>[1]) =>
    creerCoproprieteDeTest(ctx.db, options).then((r) => {
      ids[cle] = r.id;
    });
  await c('rattachee', {
    etat: 'IMMATRICULEE_RATTACHEE',
    nom: 'Résidence Les Érables',
    idTeledeclarantCourant: td,
    dateDerniereMajAnnuelle: new Date().toISOString().slice(0, 10),
    // L'immatriculation archivée par l'annuelle courante reste en vigueur si celle-ci est supprimée (ADR 0220).
    declarations: [
      { idTeledeclarant: td, statut: 'AVANT_DECLARATION_ANNUELLE', typeMaj: 'INITIALE' },
      { idTeledeclarant: td, statut: 'COURANTE', typeMaj: 'ANNUELLE' },
    ],
  });
  await c('expiree', {
    etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    nom: 'Le Clos des Tilleuls',
    idTeledeclarantCourant: td,
    statutMandat: 'EXPIRE',
    geolocalisee: false,
  });
  await c('brouillon', {
    etat: 'BROUILLON',
    nom: 'Brouillon Lilas',
    declarations: [{ idTeledeclarant: td, statut: 'BROUILLON', typeMaj: 'INITIALE' }],
  });
  await c('aValider', {
    etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    nom: 'Demande Lilas',
    declarations: [{ idTeledeclarant: td, statut: 'A_VALIDER', typeMaj: 'INITIALE' }],
  });
  await c('autrui', {
    etat: 'IMMATRICULEE_RATTACHEE',
    nom: 'Résidence d’autrui',
    idTeledeclarantCourant: tdAutre,
  });
  await c('brouillonAutrui', {
    etat: 'BROUILLON',
    nom: 'Brouillon d’autrui',
    declarations: [{ idTeledeclarant: tdAutre, statut: 'BROUILLON' }],
  });
  await c('notaire', {
    etat: 'IMMATRICULEE_A_RATTACHER',
    nom: 'Office du notaire',
    declarations: [{ idTeledeclarant: tdNotaire, statut: 'IMMATRICULATION', typeMaj: 'OFFICE' }],
  });
}, 120_000);

afterAll(async () => {
  await ctx.fermer();
});

describe('POST /api/coproprietes/rechercher', () => {
  it('le syndic voit ses copropriétés (mandat courant, brouillons et demandes à lui), pas celles des autres', async () => {
    const r = await lignes(syndic, {});
    expect(r.ligneRechercheCoproprieteDTOList.map((l) => l.id).sort()).toEqual(
      [ids.rattachee, ids.expiree, ids.brouillon, ids.aValider].sort(),
    );
    expect(r.totalItems).toBe(4);
  });

  it('le notaire voit celles de son étude, même immatriculées ; le teneur toutes sauf les brouillons', async () => {
    expect((await lignes(notaire, {})).ligneRechercheCoproprieteDTOList.map((l) => l.id)).toEqual([
      ids.notaire,
    ]);
    const tout = (await lignes(teneur, { paginationOptions: { pageSize: 100 } }))
      .ligneRechercheCoproprieteDTOList;
    const vus = tout.map((l) => l.id);
    for (const cle of ['rattachee', 'expiree', 'aValider', 'autrui', 'notaire'])
      expect(vus).toContain(ids[cle]);
    expect(vus).not.toContain(ids.brouillon);
    expect(vus).not.toContain(ids.brouillonAutrui);
  });

  it('chaque ligne porte ses colonnes et les actions que la règle permet à l’appelant', async () => {
    const r = await lignes(syndic, { paginationOptions: { sortField: 'nom', sortDirection: 'ASC' } });
    const parId = new Map(r.ligneRechercheCoproprieteDTOList.map((l) => [l.id, l]));
    const rattachee = parId.get(ids.rattachee as number);
    expect(rattachee).toMatchObject({
      nom: 'Résidence Les Érables',
      etat: 'IMMATRICULEE_RATTACHEE',
      statutMandat: 'COURANT',
      idTeledeclarant: td,
      dateFinMandat: '31/12/2027',
      majAnnuelleAJour: true,
    });
    expect(rattachee?.actions).toEqual([
      'MAJ_ANNUELLE',
      'MAJ_STANDARD',
      'FICHE_SYNTHETIQUE',
      'SUPPRIMER_DECLARATIONS',
      'CORRIGER_DERNIERE_MAJ_ANNUELLE',
      'DISSOUDRE',
      'RENOUVELER_MANDAT',
      'DECLARER_SUCCESSEUR',
    ]);
    expect(parId.get(ids.brouillon as number)?.actions).toEqual([
      'SUPPRIMER_BROUILLON',
      'ENREGISTRER_MODIFICATIONS',
    ]);
    expect(parId.get(ids.aValider as number)?.actions).toEqual(['MODIFIER_DEMANDE']);
    // Tri par nom sans accents : « Brouillon », « Demande », « Le Clos », « Résidence ».
    expect(r.ligneRechercheCoproprieteDTOList.map((l) => l.nom)).toEqual([
      'Brouillon Lilas',
      'Demande Lilas',
      'Le Clos des Tilleuls',
      'Résidence Les Érables',
    ]);
  });

  it('mandat expiré : l’administrateur peut mettre à jour, le gestionnaire non', async () => {
    const admin = (await lignes(syndic, { statut: 'mandat-expire' })).ligneRechercheCoproprieteDTOList;
    expect(admin.map((l) => l.id)).toEqual([ids.expiree]);
    expect(admin[0]?.actions).toContain('MAJ_ANNUELLE');
    const gestion = (await lignes(syndicGestion, { statut: 'mandat-expire' }))
      .ligneRechercheCoproprieteDTOList;
    expect(gestion[0]?.actions).not.toContain('MAJ_ANNUELLE');
    expect(gestion[0]?.actions).toContain('FICHE_SYNTHETIQUE');
  });

  it('filtres de la page, états, texte (contient, $ commence par, _ joker, sans accents) et pagination', async () => {
    const idsDe = async (corps: SaisieRechercheCopropriete) =>
      (await lignes(syndic, corps)).ligneRechercheCoproprieteDTOList.map((l) => l.id).sort();
    expect(await idsDe({ statut: 'coproNonGeolocalisees' })).toEqual([ids.expiree]);
    expect(await idsDe({ statut: 'annuelle' })).toEqual([ids.expiree]);
    expect(await idsDe({ statut: 'immatriculee' })).toEqual([ids.rattachee, ids.expiree].sort());
    expect(await idsDe({ etatsCopropriete: ['BROUILLON'] })).toEqual([ids.brouillon]);
    expect(await idsDe({ immatriculationOuNom: 'erables' })).toEqual([ids.rattachee]);
    expect(await idsDe({ immatriculationOuNom: 'lilas' })).toEqual([ids.brouillon, ids.aValider].sort());
    expect(await idsDe({ immatriculationOuNom: '$lilas' })).toEqual([]);
    expect(await idsDe({ immatriculationOuNom: '$le cl_s' })).toEqual([ids.expiree]);
    const page = await lignes(syndic, { paginationOptions: { pageNumber: 2, pageSize: 3 } });
    expect(page.totalItems).toBe(4);
    expect(page.ligneRechercheCoproprieteDTOList).toHaveLength(1);
  });

  it('le total du teneur filtré par états seulement vient des compteurs par état, exacts après un changement d’état', async () => {
    const compter = async () => {
      const r = await ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM copropriete WHERE etat NOT IN ('BROUILLON', 'DISSOUTE')`,
      );
      return (r.rows[0] as { n: number }).n;
    };
    const etats = EtatCopropriete.options.filter((e) => e !== 'DISSOUTE');
    const avant = await lignes(teneur, { etatsCopropriete: etats, paginationOptions: { pageSize: 1 } });
    expect(avant.totalItems).toBe(await compter());
    await ctx.db
      .update(copropriete)
      .set({ etat: 'DISSOUTE' })
      .where(eq(copropriete.id, ids.autrui as number));
    const apres = await lignes(teneur, { etatsCopropriete: etats, paginationOptions: { pageSize: 1 } });
    expect(apres.totalItems).toBe(avant.totalItems - 1);
    expect(apres.totalItems).toBe(await compter());
    await ctx.db
      .update(copropriete)
      .set({ etat: 'IMMATRICULEE_RATTACHEE' })
      .where(eq(copropriete.id, ids.autrui as number));
    expect(
      (await lignes(teneur, { etatsCopropriete: etats, paginationOptions: { pageSize: 1 } })).totalItems,
    ).toBe(avant.totalItems);
  });

  it('400 sur un corps invalide (taille de page plafonnée, état inconnu, date invalide, champ inconnu)', async () => {
    for (const corps of [
      { paginationOptions: { pageSize: 1000 } },
      { etatsCopropriete: ['INCONNU'] },
      { dateFinMandat: '31/02/2026' },
      { champInconnu: 1 },
      { paginationOptions: { sortField: 'motDePasse' } },
    ]) {
      const reponse = await rechercher(syndic, corps as SaisieRechercheCopropriete);
      expect(reponse.statusCode, JSON.stringify(corps)).toBe(400);
    }
  });

  it('401 sans session, 403 pour l’institutionnel', async () => {
    expect((await rechercher(new ClientTest(ctx.app), {})).statusCode).toBe(401);
    expect((await rechercher(institutionnel, {})).statusCode).toBe(403);
  });
});

describe('POST /api/coproprietes/rechercherImmatOuNomCopro', () => {
  it('propose les copropriétés du périmètre qui correspondent', async () => {
    const reponse = await syndic.requete({
      method: 'POST',
      url: '/api/coproprietes/rechercherImmatOuNomCopro',
      payload: { immatriculationOuNom: 'résidence' },
    });
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json().map((p: { id: number }) => p.id)).toEqual([ids.rattachee]);
    const vide = await syndic.requete({
      method: 'POST',
      url: '/api/coproprietes/rechercherImmatOuNomCopro',
      payload: {},
    });
    expect(vide.statusCode).toBe(400);
  });
});

describe('GET /api/coproprietes/visualisation/:id', () => {
  it('200 pour sa copropriété, 403 pour celle d’un autre établissement, 404 inconnue, 400 identifiant invalide', async () => {
    const propre = await syndic.get(`/api/coproprietes/visualisation/${ids.rattachee}`);
    expect(propre.statusCode).toBe(200);
    expect(propre.json()).toMatchObject({
      nomCopropriete: 'Résidence Les Érables',
      statutRattachement: 'COURANT',
    });
    const autrui = await syndic.get(`/api/coproprietes/visualisation/${ids.autrui}`);
    expect(autrui.statusCode).toBe(403);
    expect(autrui.body).not.toContain('autrui');
    expect((await syndic.get('/api/coproprietes/visualisation/999999')).statusCode).toBe(404);
    expect((await syndic.get('/api/coproprietes/visualisation/abc')).statusCode).toBe(400);
    expect(
      (await new ClientTest(ctx.app).get(`/api/coproprietes/visualisation/${ids.rattachee}`)).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/coproprietes/infos/:id/:action', () => {
  it('200 si l’action est permise, 409 si l’état l’interdit, 403 sans droit ou hors périmètre, 400 action inconnue', async () => {
    const ok = await syndic.get(`/api/coproprietes/infos/${ids.rattachee}/MAJ_ANNUELLE`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: ids.rattachee, action: 'MAJ_ANNUELLE', statutMandat: 'COURANT' });
    expect((await syndic.get(`/api/coproprietes/infos/${ids.brouillon}/MAJ_ANNUELLE`)).statusCode).toBe(409);
    expect((await syndic.get(`/api/coproprietes/infos/${ids.rattachee}/DISSOUDRE`)).statusCode).toBe(200);
    expect((await syndic.get(`/api/coproprietes/infos/${ids.brouillon}/DISSOUDRE`)).statusCode).toBe(409);
    // Mandat expiré : déclarer un successeur n'est pas possible dans cet état (ADR 0330).
    expect((await syndic.get(`/api/coproprietes/infos/${ids.expiree}/DECLARER_SUCCESSEUR`)).statusCode).toBe(
      409,
    );
    expect((await syndicGestion.get(`/api/coproprietes/infos/${ids.expiree}/MAJ_STANDARD`)).statusCode).toBe(
      403,
    );
    expect(
      (await autreSyndic.get(`/api/coproprietes/infos/${ids.rattachee}/FICHE_SYNTHETIQUE`)).statusCode,
    ).toBe(403);
    expect((await teneur.get(`/api/coproprietes/infos/${ids.rattachee}/MAJ_ANNUELLE`)).statusCode).toBe(403);
    expect((await syndic.get(`/api/coproprietes/infos/${ids.rattachee}/INCONNUE`)).statusCode).toBe(400);
    expect(
      (await syndic.get(`/api/coproprietes/infos/${ids.rattachee}/MAJ_ANNUELLE?idMandat=0`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/etat-copropriete et GET /api/coproprietes/tableauDeBordSyndic', () => {
  it('liste les états avec leurs libellés', async () => {
    const reponse = await notaire.get('/api/etat-copropriete');
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toContainEqual({ code: 'DISSOUTE', libelle: 'Dissoute' });
    expect((await institutionnel.get('/api/etat-copropriete')).statusCode).toBe(403);
  });

  it('compte les copropriétés de l’administrateur ; 403 pour le gestionnaire et le notaire, 401 sans session', async () => {
    const reponse = await syndic.get('/api/coproprietes/tableauDeBordSyndic');
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toEqual({
      coproImmatricules: 2,
      coproExpires: 1,
      coproNonAjours: 1,
      coproNonGeolocalisees: 1,
    });
    expect((await autreSyndic.get('/api/coproprietes/tableauDeBordSyndic')).json()).toMatchObject({
      coproImmatricules: 1,
      coproExpires: 0,
    });
    expect((await syndicGestion.get('/api/coproprietes/tableauDeBordSyndic')).statusCode).toBe(403);
    expect((await notaire.get('/api/coproprietes/tableauDeBordSyndic')).statusCode).toBe(403);
    expect((await new ClientTest(ctx.app).get('/api/coproprietes/tableauDeBordSyndic')).statusCode).toBe(401);
  });
});
