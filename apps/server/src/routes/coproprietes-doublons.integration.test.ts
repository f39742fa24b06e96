import type { DoublonPotentiel } from '@registre/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creerDoublonsRepository } from '../repositories/doublons.repository.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { inscrireCopropriete, peuplerRegistre } from '../test/coproprietes-existantes.js';
import { tablesParcourues } from '../test/plans.js';

// `POST /api/coproprietes/doublon/nbBatimentsRef/{n}/maj` (spec 2 §7.5, ADR 0141) : comparaison de la saisie
// aux copropriétés existantes, par la requête indexée et la règle du domaine.

const URL = (n: number | string) => `/api/coproprietes/doublon/nbBatimentsRef/${n}/maj`;

/** 12 rue des Lilas, Lyon 3e. */
const LILAS = { latitude: 45.7601, longitude: 4.8512 };
const ADRESSE_LILAS = {
  numeroVoie: '12',
  voie: 'Rue des Lilas',
  codePostal: '69003',
  commune: 'Lyon',
  codeInsee: '69383',
  ...LILAS,
  geolocalisee: true,
};
const PARCELLE_LILAS = {
  codeInsee: '69383',
  prefixe: '000',
  section: 'AB',
  numero: '0012',
  geolocalisee: true,
};

const saisie = (identification: object = {}, idDeclaration?: number) => ({
  ...(idDeclaration === undefined ? {} : { idDeclaration }),
  identification: {
    nomCopropriete: 'Résidence Les Lilas',
    adressePrincipale: ADRESSE_LILAS,
    parcelle: [PARCELLE_LILAS],
    ...identification,
  },
});

let ctx: ContexteTest;
let syndic: ClientTest;
let idTeledeclarantSyndic: number;
let autreSyndic: ClientTest;
/** Copropriétés du registre. */
let immatriculee: number;
let enAttente: number;
let lointaine: number;
let brouillonDuSyndic: { idCopropriete: number; idDeclaration: number };
let brouillonDAutrui: { idDeclaration: number };

beforeAll(async () => {
  ctx = await creerContexteTest();
  const s = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' });
  idTeledeclarantSyndic = s.idTeledeclarant!;
  syndic = await connecter(ctx.app, s.login);
  const autre = await creerCompteDeTest(ctx.db, { profil: 'TELE_NONPRO_ADMIN_PRINC' });
  autreSyndic = await connecter(ctx.app, autre.login);

  // Déjà immatriculée, même parcelle (écrite sans zéros) : doublon, rattachement proposé.
  immatriculee = (
    await inscrireCopropriete(ctx.db, {
      numero: 'AB1234567',
      nom: 'RÉSIDENCE LES LILAS',
      nbBatiments: 2,
      adresse: { numero: '12', voie: 'R. des Lilas', codeInsee: '69383', codePostal: '69003', ...LILAS },
      parcelles: [{ codeInsee: '69383', section: 'AB', numero: '12' }],
    })
  ).idCopropriete;
  // Demande en attente à 30 m avec un nom presque identique : doublon, sans rattachement possible.
  enAttente = (
    await inscrireCopropriete(ctx.db, {
      etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      statutDeclaration: 'A_VALIDER',
      nom: 'Residence les Lilas',
      adresse: {
        numero: '14',
        voie: 'Rue des Lilas',
        codeInsee: '69383',
        latitude: LILAS.latitude + 30 / 111_195,
        longitude: LILAS.longitude,
      },
    })
  ).idCopropriete;
  // Même nom, autre commune, loin : jamais un doublon.
  lointaine = (
    await inscrireCopropriete(ctx.db, {
      numero: 'AC7654321',
      nom: 'Résidence Les Lilas',
      nbBatiments: 2,
      adresse: { numero: '12', voie: 'Rue des Lilas', codeInsee: '75115', latitude: 48.84, longitude: 2.29 },
    })
  ).idCopropriete;
  // Brouillons : celui du syndic (même parcelle) et celui d'un autre établissement.
  brouillonDuSyndic = await inscrireCopropriete(ctx.db, {
    etat: 'BROUILLON',
    statutDeclaration: 'BROUILLON',
    idTeledeclarant: idTeledeclarantSyndic,
    nom: 'Résidence Les Lilas',
    adresse: { numero: '12', voie: 'Rue des Lilas', codeInsee: '69383', ...LILAS },
    parcelles: [{ codeInsee: '69383', section: 'AB', numero: '0012' }],
  });
  brouillonDAutrui = await inscrireCopropriete(ctx.db, {
    etat: 'BROUILLON',
    statutDeclaration: 'BROUILLON',
    idTeledeclarant: autre.idTeledeclarant,
  });
});
afterAll(async () => {
  await ctx.fermer();
});

const comparer = (client: ClientTest, corps: object, n: number | string = 2) =>
  client.requete({ method: 'POST', url: URL(n), payload: corps });

describe('Comparaison aux copropriétés existantes (doublon/nbBatimentsRef/{n}/maj)', () => {
  it('liste les doublons, du plus ressemblant au moins ressemblant, avec le lien de rattachement', async () => {
    const reponse = await comparer(syndic, saisie());
    expect(reponse.statusCode).toBe(200);
    const doublons = reponse.json<DoublonPotentiel[]>();
    expect(doublons.map((d) => d.id)).toEqual([immatriculee, enAttente]);
    const [premier, second] = doublons;
    expect(premier).toMatchObject({
      numeroImmatriculation: 'AB1234567',
      etat: 'IMMATRICULEE_A_RATTACHER',
      motifs: ['PARCELLE_COMMUNE', 'MEME_ADRESSE', 'NOM_TRES_SEMBLABLE', 'MEME_NB_BATIMENTS'],
      lienRattachement: '/rattacher-une-copropriete?numero=AB1234567',
      distanceMetres: 0,
    });
    expect(second).toMatchObject({
      numeroImmatriculation: null,
      etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      motifs: ['ADRESSE_PROCHE', 'NOM_TRES_SEMBLABLE'],
      lienRattachement: null,
    });
    expect(doublons.map((d) => d.id)).not.toContain(lointaine);
  });

  it('n est le nombre de bâtiments comparé', async () => {
    const avec = (await comparer(syndic, saisie(), 2)).json<DoublonPotentiel[]>();
    const sans = (await comparer(syndic, saisie(), 5)).json<DoublonPotentiel[]>();
    expect(avec[0]?.motifs).toContain('MEME_NB_BATIMENTS');
    expect(sans[0]?.motifs).not.toContain('MEME_NB_BATIMENTS');
  });

  it('une saisie sans point commun avec le registre ne donne aucun doublon', async () => {
    const reponse = await comparer(
      syndic,
      saisie({
        nomCopropriete: 'Le Belvédère',
        adressePrincipale: {
          ...ADRESSE_LILAS,
          numeroVoie: '3',
          voie: 'Rue Garibaldi',
          latitude: 45.75,
          longitude: 4.86,
        },
        parcelle: [{ ...PARCELLE_LILAS, section: 'ZA' }],
      }),
    );
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toEqual([]);
  });

  it("un syndicat secondaire n'est pas le doublon de son syndicat principal", async () => {
    const doublons = (
      await comparer(
        syndic,
        saisie({ syndicatPrincipal: false, numImmatriculationCoproprietePrincipale: 'AB1-234-567' }),
      )
    ).json<DoublonPotentiel[]>();
    expect(doublons.map((d) => d.id)).not.toContain(immatriculee);
    expect(doublons.map((d) => d.id)).toContain(enAttente);
  });

  it('sa propre déclaration est exclue ; celle d’un autre établissement est introuvable (404)', async () => {
    // Sans exclusion, le brouillon du syndic (état BROUILLON) n'est de toute façon jamais une candidate.
    const propre = await comparer(syndic, saisie({}, brouillonDuSyndic.idDeclaration));
    expect(propre.statusCode).toBe(200);
    expect(propre.json<DoublonPotentiel[]>().map((d) => d.id)).not.toContain(brouillonDuSyndic.idCopropriete);
    const autrui = await comparer(syndic, saisie({}, brouillonDAutrui.idDeclaration));
    expect(autrui.statusCode).toBe(404);
    expect(autrui.json().message).toBe("Cette déclaration n'existe pas ou n'est pas la vôtre.");
    const inconnue = await comparer(autreSyndic, saisie({}, brouillonDuSyndic.idDeclaration));
    expect(inconnue.statusCode).toBe(404);
  });

  it('400 pour un nombre de bâtiments ou un corps malformé, avec un message français', async () => {
    for (const n of ['abc', '-1', '1.5', '100000']) {
      const reponse = await comparer(syndic, saisie(), n);
      expect(reponse.statusCode).toBe(400);
      expect(JSON.stringify(reponse.json().champs)).toMatch(
        /Le nombre de bâtiments est un entier de 0 à 9999/,
      );
    }
    const corps = await comparer(syndic, { identification: { parcelle: 'AB12' } });
    expect(corps.statusCode).toBe(400);
    const id = await comparer(syndic, { idDeclaration: 'un', identification: {} });
    expect(id.statusCode).toBe(400);
  });

  it('401 sans session, 403 sans le droit d’immatriculer (teneur, collaborateur de notaire)', async () => {
    const anonyme = new ClientTest(ctx.app);
    expect((await comparer(anonyme, saisie())).statusCode).toBe(401);
    for (const profil of ['TENEUR_ADMIN_PRINC', 'NOTAIRE_COLLAB'] as const) {
      const compte = await creerCompteDeTest(ctx.db, { profil });
      const client = await connecter(ctx.app, compte.login);
      expect((await comparer(client, saisie())).statusCode).toBe(403);
    }
  });
});

describe('Recherche des candidates à l’échelle du registre', () => {
  it('passe par les index, sans parcourir les tables (20 000 copropriétés)', {
    timeout: 120_000,
  }, async () => {
    await peuplerRegistre(ctx.db, 20_000);
    const depot = creerDoublonsRepository(ctx.db);
    const requete = depot.requeteCandidates(
      {
        nom: 'Résidence 4242',
        adresseReference: {
          numeroVoie: '12',
          voie: 'Rue du Peuplement',
          codeInsee: '69383',
          latitude: 46.242,
          longitude: 3.242,
          idBatiment: 'RNB4242',
        },
        parcelles: [{ codeInsee: '69383', prefixe: '000', section: 'ZZ', numero: '4243' }],
        nbBatiments: 2,
      },
      null,
    );
    const { rows } = await ctx.db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (FORMAT JSON) ${requete}`);
    const arbre = rows[0]!['QUERY PLAN'];
    const plan = JSON.stringify(arbre);
    const parcourues = tablesParcourues(arbre);
    expect(parcourues).toEqual([]);
    for (const index of [
      'parcelle_reference_cadastrale_idx',
      'copropriete_latitude_longitude_idx',
      'adresse_id_batiment_idx',
      // Demande en attente d'une candidate : par sa copropriété, pas parmi toutes les demandes en attente.
      'declaration_id_copropriete_statut_idx',
    ]) {
      expect(plan).toContain(index);
    }
    // Nom semblable dans la même commune : l'index de la commune ou celui des trigrammes du nom.
    expect(plan).toMatch(/copropriete_code_insee_idx|copropriete_nom_trgm_idx/);
    // Et la recherche répond : la copropriété 4242 est à ce point-là, la parcelle 4243 appartient à la 4242.
    const candidates = await depot.candidates(
      { nom: 'Résidence 4242', adresseReference: { latitude: 46.242, longitude: 3.242 }, parcelles: [] },
      null,
    );
    expect(candidates.some((c) => c.nom === 'Résidence 4242')).toBe(true);
  });
});
