import { createHash } from 'node:crypto';
import { type Declaration, dateFichier } from '@registre/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ficheSynthetique } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecterActeursDeTest } from '../test/comptes.js';
import { creerCoproprieteDeTest } from '../test/coproprietes.js';
import { inscrireDeclarationValidee } from '../test/declarations.js';
import { texteDuPdf } from '../test/pdf.js';

let ctx: ContexteTest;
let syndic: ClientTest;
let syndicGestion: ClientTest;
let autreSyndic: ClientTest;
let notaire: ClientTest;
let teneur: ClientTest;
let institutionnel: ClientTest;
let anonyme: ClientTest;
let td: number;
let tdAutre: number;
let tdNotaire: number;
type Cle = 'rattachee' | 'autrui' | 'notaire' | 'sansDeclaration' | 'brouillon';
const copros = {} as Record<Cle, { id: number; numero: string | null; nom: string }>;

const contenu = (nom: string, nbLots: number): Declaration => ({
  nomCopropriete: nom,
  immatCopropriete: {
    identification: {
      nomCopropriete: nom,
      adressePrincipale: {
        numeroVoie: '8',
        voie: 'rue Oberkampf',
        codePostal: '75011',
        commune: 'Paris',
        geolocalisee: true,
      },
      dateReglementCopropriete: '15/03/1972',
      nbLots,
      nbLotsHab: 20,
      nbLotsHabBurCom: 24,
      syndicatPrincipal: true,
    },
    donneesFinancieres: {
      chargesOperationsCourantes: 54_321,
      nbCoproprietairesImpayes: 2,
      presenceEmployes: false,
    },
    donneesTechniques: {
      nbBatimentsTotal: 3,
      typeChauffage: 'COLLECTIF',
      chauffageCollectifUrbain: true,
      nbAscenseurs: 2,
    },
  },
});

/** Déclaration validée qui devient la déclaration qui fait foi de la copropriété. */
const declarationCourante = (idCopropriete: number, idTeledeclarant: number, contenu: Declaration) =>
  inscrireDeclarationValidee(ctx.db, { idCopropriete, idTeledeclarant, statut: 'COURANTE', contenu });

const url = (id: number | string) => `/api/coproprietes/${id}/fiche-synthetique`;
const verifier = (empreinte: string) =>
  anonyme.get(`/api/public/fiche-synthetique/verification/${empreinte}`);
const sha256 = (octets: Buffer) => createHash('sha256').update(octets).digest('hex');

beforeAll(async () => {
  ctx = await creerContexteTest();
  ({ td, tdAutre, tdNotaire, syndic, syndicGestion, autreSyndic, notaire, teneur, institutionnel } =
    await connecterActeursDeTest(ctx.app, ctx.db));

  copros.rattachee = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    nom: 'Résidence Oberkampf',
    idTeledeclarantCourant: td,
  });
  await declarationCourante(copros.rattachee.id, td, contenu('Résidence Oberkampf', 24));
  copros.autrui = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    nom: 'Résidence d’autrui',
    idTeledeclarantCourant: tdAutre,
  });
  await declarationCourante(copros.autrui.id, tdAutre, contenu('Résidence d’autrui', 10));
  copros.notaire = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_A_RATTACHER',
    nom: 'Office du notaire',
  });
  await declarationCourante(copros.notaire.id, tdNotaire, contenu('Office du notaire', 8));
  copros.sansDeclaration = await creerCoproprieteDeTest(ctx.db, {
    etat: 'IMMATRICULEE_RATTACHEE',
    nom: 'Sans déclaration courante',
    idTeledeclarantCourant: td,
  });
  copros.brouillon = await creerCoproprieteDeTest(ctx.db, {
    etat: 'BROUILLON',
    nom: 'Brouillon du syndic',
    declarations: [{ idTeledeclarant: td, statut: 'BROUILLON' }],
  });

  anonyme = new ClientTest(ctx.app);
}, 120_000);

afterAll(async () => {
  await ctx.fermer();
});

describe('GET /api/coproprietes/:id/fiche-synthetique', () => {
  it('200 : le titulaire du mandat courant télécharge un vrai PDF de la déclaration courante, nommé et daté', async () => {
    const r = await syndic.get(url(copros.rattachee.id));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const { numero } = copros.rattachee;
    expect(r.headers['content-disposition']).toContain(
      `filename="${numero}_fiche_synthetique_${dateFichier(new Date())}.pdf"`,
    );
    const pdf = r.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texte = texteDuPdf(pdf);
    for (const attendu of [
      'Fiche synthétique de la copropriété',
      numero!,
      'Résidence Oberkampf',
      '8 rue Oberkampf, 75011 Paris',
      'Nombre total de lots',
      '24',
      'Syndic professionnel',
      'Collectif : réseau de chaleur urbain',
      '54 321,00',
      '/fiche-synthetique/verification/',
    ]) {
      expect(texte, attendu).toContain(attendu);
    }
    // Les empreintes de la fiche émise sont conservées : celle du fichier est celle des octets reçus.
    const [ligne] = await ctx.db
      .select()
      .from(ficheSynthetique)
      .where(eq(ficheSynthetique.empreintePdf, sha256(pdf)));
    expect(ligne).toMatchObject({ idCopropriete: copros.rattachee.id, numeroImmatriculation: numero });
    expect(texte).toContain(ligne!.empreinteContenu);
  });

  it('200 aussi pour un gestionnaire du même établissement, le teneur et le notaire auteur', async () => {
    expect((await syndicGestion.get(url(copros.rattachee.id))).statusCode).toBe(200);
    expect((await teneur.get(url(copros.autrui.id))).statusCode).toBe(200);
    const parNotaire = await notaire.get(url(copros.notaire.id));
    expect(parNotaire.statusCode, parNotaire.body).toBe(200);
    expect(texteDuPdf(parNotaire.rawPayload)).toContain('Aucun représentant légal rattaché');
  });

  it('400 pour un identifiant invalide, avec un message en français', async () => {
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const r = await syndic.get(url(id));
      expect(r.statusCode, id).toBe(400);
      expect(r.json().message).toBe('Le chemin de la requête contient des valeurs invalides.');
    }
  });

  it('401 sans session ; 403 sans le droit de consulter les copropriétés', async () => {
    expect((await anonyme.get(url(copros.rattachee.id))).statusCode).toBe(401);
    expect((await institutionnel.get(url(copros.rattachee.id))).statusCode).toBe(403);
  });

  it("403 pour la copropriété d'un autre établissement, sans rien en dire ; 404 pour une copropriété inconnue", async () => {
    const r = await autreSyndic.get(url(copros.rattachee.id));
    expect(r.statusCode).toBe(403);
    expect(r.body).not.toContain('Résidence Oberkampf');
    expect((await syndic.get(url(copros.autrui.id))).statusCode).toBe(403);
    expect((await syndic.get(url(987_654))).statusCode).toBe(404);
  });

  it("409 sans déclaration qui fait foi, ou pour une copropriété qui n'est pas immatriculée", async () => {
    const sans = await syndic.get(url(copros.sansDeclaration.id));
    expect(sans.statusCode).toBe(409);
    expect(sans.json().message).toMatch(/pas encore de déclaration validée/);
    const brouillon = await syndic.get(url(copros.brouillon.id));
    expect(brouillon.statusCode).toBe(409);
    expect(brouillon.json().message).toMatch(/immatriculée/);
  });
});

describe('GET /api/public/fiche-synthetique/verification/:empreinte', () => {
  it('sans compte : courante, puis plus courante quand une autre déclaration fait foi', async () => {
    const copro = await creerCoproprieteDeTest(ctx.db, {
      etat: 'IMMATRICULEE_RATTACHEE',
      nom: 'Résidence vérifiée',
      idTeledeclarantCourant: td,
    });
    await declarationCourante(copro.id, td, contenu('Résidence vérifiée', 30));
    const premiere = (await syndic.get(url(copro.id))).rawPayload;
    const [ligne] = await ctx.db
      .select()
      .from(ficheSynthetique)
      .where(eq(ficheSynthetique.empreintePdf, sha256(premiere)));

    // Par l'empreinte du fichier comme par celle du contenu (code QR).
    for (const empreinte of [sha256(premiere), ligne!.empreinteContenu]) {
      const r = await verifier(empreinte);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({
        statut: 'COURANTE',
        numeroImmatriculation: copro.numero,
        nomCopropriete: 'Résidence vérifiée',
      });
    }

    // Une nouvelle déclaration validée fait foi : l'ancienne fiche n'est plus courante, la nouvelle l'est.
    await declarationCourante(copro.id, td, contenu('Résidence vérifiée', 32));
    const seconde = (await syndic.get(url(copro.id))).rawPayload;
    expect(texteDuPdf(seconde)).toContain('32');
    expect((await verifier(sha256(premiere))).json().statut).toBe('REMPLACEE');
    expect((await verifier(ligne!.empreinteContenu)).json().statut).toBe('REMPLACEE');
    expect((await verifier(sha256(seconde))).json().statut).toBe('COURANTE');
  });

  it('une empreinte inconnue répond « INCONNUE » sans rien révéler', async () => {
    const r = await verifier('0'.repeat(64));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      statut: 'INCONNUE',
      numeroImmatriculation: null,
      nomCopropriete: null,
      etablieLe: null,
    });
  });

  it('400 pour une empreinte mal formée, avec un message en français', async () => {
    for (const empreinte of ['abc', 'Z'.repeat(64), '0'.repeat(65)]) {
      const r = await verifier(empreinte);
      expect(r.statusCode, empreinte).toBe(400);
      expect(r.json().champs[0].message).toMatch(/64 caractères hexadécimaux/);
    }
  });
});
