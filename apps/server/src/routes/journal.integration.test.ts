import type { ElementReferentiel, EvenementJournal, ResultatRechercheJournal } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evenementJournal } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterProfil } from '../test/comptes.js';

let ctx: ContexteTest;
let teneur: ClientTest;
let hotline: ClientTest;
let syndic: ClientTest;
let notaire: ClientTest;

/** Jeu de données : 2030, une année que les comptes de test (connexions du jour) ne touchent pas. */
beforeAll(async () => {
  ctx = await creerContexteTest();
  teneur = await connecterProfil(ctx.app, ctx.db, 'TENEUR_ADMIN_PRINC');
  hotline = await connecterProfil(ctx.app, ctx.db, 'TENEUR_ASS_HOTLINE_GES');
  syndic = await connecterProfil(ctx.app, ctx.db, 'TELE_PRO_ADMIN_PRINC');
  notaire = await connecterProfil(ctx.app, ctx.db, 'NOTAIRE_ADMIN');
  const base = Date.UTC(2030, 0, 7, 8, 0, 0);
  const lignes: (typeof evenementJournal.$inferInsert)[] = Array.from({ length: 120 }, (_, i) => ({
    // Un événement par heure à partir du lundi 7 janvier 2030, 9 h à Paris.
    date: new Date(base + i * 3_600_000),
    idCompte: 501,
    login: 'syndic.journal@exemple.fr',
    nomComplet: 'Sylvie Syndic',
    profil: 'TELE_PRO_ADMIN_PRINC',
    categorie: 'IMMATRICULATION',
    typeEvenement: i % 4 === 0 ? 'SOUMISSION_IMMATRICULATION' : 'ENREGISTREMENT_BROUILLON',
    modalite: 'SAISIE_EN_LIGNE',
    typeCible: 'DECLARATION',
    idCible: 9000 + i,
    libelleCible: `Résidence ${i}`,
  }));
  lignes.push({
    // 14 janvier 2030 à 23 h 30 UTC : le 15 janvier à 0 h 30 à Paris.
    date: new Date(Date.UTC(2030, 0, 14, 23, 30, 5)),
    idCompte: 502,
    login: 'syndic.journal@exemple.fr',
    nomComplet: 'Sylvie Syndic',
    profil: 'TELE_PRO_ADMIN_PRINC',
    idCompteOrigine: 77,
    loginOrigine: 'teneur.hotline@exemple.fr',
    categorie: 'MISE_A_JOUR',
    typeEvenement: 'MAJ_STANDARD',
    modalite: 'CONNEXION_EN_TANT_QUE',
    typeCible: 'DECLARATION',
    idCible: 42,
    libelleCible: 'Les Tilleuls',
    detail: {
      evenement: 'enregistrer',
      ancienEtat: 'BROUILLON',
      nouvelEtat: 'COURANTE',
      motif: 'Correction du nombre de lots',
    },
  });
  await ctx.db.insert(evenementJournal).values(lignes);
}, 120_000);

afterAll(async () => {
  await ctx.fermer();
});

const rechercher = (client: ClientTest, criteres: Record<string, unknown>) =>
  client.requete({ method: 'POST', url: '/api/evenement-journal/rechercher', payload: criteres });

const JANVIER_2030 = { dateDu: '01/01/2030', dateAu: '31/01/2030' };

describe('listes de référence du journal (spec 2 §7.9)', () => {
  it('rend profils, catégories, types et modalités en {code, libelle}', async () => {
    const profils = (await teneur.get('/api/evenement-journal/profil')).json() as ElementReferentiel[];
    expect(profils.map((p) => p.code)).toContain('TENEUR_ASS_HOTLINE_GES');
    expect(profils.map((p) => p.code)).not.toContain('restricted');
    const categories = (await teneur.get('/api/evenement-journal/categorie')).json() as ElementReferentiel[];
    expect(categories).toContainEqual({ code: 'CONNEXION', libelle: 'Connexion' });
    const types = (await teneur.get('/api/evenement-journal/type-evenement/MISE_A_JOUR')).json();
    expect(types).toContainEqual({ code: 'MAJ_ANNUELLE', libelle: 'Mise à jour annuelle' });
    expect(types.map((t: ElementReferentiel) => t.code)).not.toContain('CONNEXION_REUSSIE');
    const tous = (
      await teneur.get('/api/evenement-journal/all-type-evenement')
    ).json() as ElementReferentiel[];
    expect(tous.length).toBeGreaterThan(types.length);
    expect(tous.map((t) => t.code)).toContain('CONNEXION_REUSSIE');
    const modalites = (await teneur.get('/api/evenement-journal/type-modalite')).json();
    expect(modalites).toContainEqual({ code: 'TRAITEMENT_AUTOMATIQUE', libelle: 'Traitement automatique' });
  });

  it('400 pour une catégorie inconnue', async () => {
    const r = await teneur.get('/api/evenement-journal/type-evenement/INCONNUE');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Le chemin de la requête contient des valeurs invalides.');
  });

  it.each([
    '/api/evenement-journal/profil',
    '/api/evenement-journal/categorie',
    '/api/evenement-journal/type-evenement/CONNEXION',
    '/api/evenement-journal/all-type-evenement',
    '/api/evenement-journal/type-modalite',
  ])('%s : 401 sans session, 403 pour un syndic et un notaire, 200 pour l’assistance', async (url) => {
    expect((await new ClientTest(ctx.app).get(url)).statusCode).toBe(401);
    expect((await syndic.get(url)).statusCode).toBe(403);
    expect((await notaire.get(url)).statusCode).toBe(403);
    expect((await hotline.get(url)).statusCode).toBe(200);
  });
});

describe('POST /api/evenement-journal/rechercher', () => {
  it('cherche par dates et type, du plus récent au plus ancien, jour et heure de Paris', async () => {
    const r = await rechercher(teneur, {
      dateDu: '15/01/2030',
      dateAu: '15/01/2030',
      typeEvenement: 'MAJ_STANDARD',
    });
    expect(r.statusCode, r.body).toBe(200);
    const corps = r.json() as ResultatRechercheJournal;
    expect(corps.totalItems).toBe(1);
    expect(corps.totalPlafonne).toBe(false);
    const [evenement] = corps.evenements as [EvenementJournal];
    expect(evenement).toMatchObject({
      date: '15/01/2030',
      heure: '00:30:05',
      instant: '2030-01-14T23:30:05.000Z',
      categorie: 'MISE_A_JOUR',
      modalite: 'CONNEXION_EN_TANT_QUE',
      profil: 'TELE_PRO_ADMIN_PRINC',
      auteur: {
        idUtilisateur: 502,
        nomComplet: 'Sylvie Syndic',
        loginTeneurSubstitue: 'teneur.hotline@exemple.fr',
      },
      cible: { type: 'DECLARATION', id: 42, libelle: 'Les Tilleuls' },
      detail: { ancienEtat: 'BROUILLON', nouvelEtat: 'COURANTE', motif: 'Correction du nombre de lots' },
    });
    // Le 14 janvier à Paris s'arrête à 23 h 00 UTC : l'événement de 23 h 30 UTC n'en fait pas partie.
    const veille = await rechercher(teneur, {
      dateDu: '14/01/2030',
      dateAu: '14/01/2030',
      typeEvenement: 'MAJ_STANDARD',
    });
    expect(veille.json().totalItems).toBe(0);
  });

  it('au-delà de 99 événements : total exact, pages de 10 dans les 100 premiers, tri par date croissante possible', async () => {
    const r = await rechercher(teneur, {
      ...JANVIER_2030,
      paginationOptions: { pageNumber: 1, pageSize: 10 },
    });
    const corps = r.json() as ResultatRechercheJournal;
    expect(corps.totalItems).toBe(121);
    expect(corps.evenements).toHaveLength(10);
    const instants = corps.evenements.map((e) => e.instant);
    expect(instants).toEqual([...instants].sort().reverse());
    expect(corps.evenements[0]!.typeEvenement).toBe('MAJ_STANDARD');

    const derniere = await rechercher(teneur, {
      ...JANVIER_2030,
      paginationOptions: { pageNumber: 10, pageSize: 10, sortField: 'date', sortDirection: 'ASC' },
    });
    expect(derniere.statusCode).toBe(200);
    const croissants = (derniere.json() as ResultatRechercheJournal).evenements.map((e) => e.instant);
    expect(croissants).toEqual([...croissants].sort());
    // 10e page croissante : les événements 91 à 100 (un par heure depuis le 7 janvier, 9 h à Paris).
    expect(croissants[0]).toBe(new Date(Date.UTC(2030, 0, 7, 8) + 90 * 3_600_000).toISOString());
  });

  it('filtre par catégorie, profil et modalité ; un type seul suffit', async () => {
    const soumissions = await rechercher(teneur, {
      ...JANVIER_2030,
      typeEvenement: 'SOUMISSION_IMMATRICULATION',
    });
    expect(soumissions.json().totalItems).toBe(30);
    const categorie = await rechercher(teneur, { ...JANVIER_2030, categorie: 'IMMATRICULATION' });
    expect(categorie.json().totalItems).toBe(120);
    const modalite = await rechercher(teneur, { ...JANVIER_2030, modalite: 'CONNEXION_EN_TANT_QUE' });
    expect(modalite.json().totalItems).toBe(1);
    const profil = await rechercher(teneur, { ...JANVIER_2030, profil: 'TENEUR_ADMIN_PRINC' });
    expect(profil.json().totalItems).toBe(0);
  });

  it.each([
    ['une date impossible', { dateDu: '31/02/2030' }, 'dateDu'],
    ['une date au mauvais format', { dateAu: '2030-01-31' }, 'dateAu'],
    ['une période à l’envers', { dateDu: '02/01/2030', dateAu: '01/01/2030' }, 'dateAu'],
    [
      'un type hors de la catégorie',
      { categorie: 'CONNEXION', typeEvenement: 'MAJ_ANNUELLE' },
      'typeEvenement',
    ],
    ['un profil inconnu', { profil: 'PIRATE' }, 'profil'],
    ['une modalité inconnue', { modalite: 'TELEPHONE' }, 'modalite'],
    [
      'une page au-delà des 100 premiers',
      { paginationOptions: { pageNumber: 11, pageSize: 10 } },
      'paginationOptions.pageNumber',
    ],
    [
      'un tri sur une autre colonne',
      { paginationOptions: { sortField: 'login', sortDirection: 'ASC' } },
      'paginationOptions.sortField',
    ],
    [
      'une page de plus de 100 lignes',
      { paginationOptions: { pageSize: 101 } },
      'paginationOptions.pageSize',
    ],
  ])('400 pour %s, message français sur le champ', async (_nom, criteres, champ) => {
    const r = await rechercher(teneur, criteres);
    expect(r.statusCode, r.body).toBe(400);
    const champs = r.json().champs as { champ: string; message: string }[];
    const erreur = champs.find((c) => c.champ === champ);
    expect(erreur, JSON.stringify(champs)).toBeDefined();
    expect(erreur!.message).toMatch(/[a-zé]/);
    expect(erreur!.message).not.toMatch(/Invalid|Expected|received/);
  });

  it('401 sans session, 403 pour un syndic et un notaire, 200 pour l’assistance', async () => {
    expect((await rechercher(new ClientTest(ctx.app), {})).statusCode).toBe(401);
    expect((await rechercher(syndic, {})).statusCode).toBe(403);
    expect((await rechercher(notaire, {})).statusCode).toBe(403);
    expect((await rechercher(hotline, JANVIER_2030)).statusCode).toBe(200);
  });
});
