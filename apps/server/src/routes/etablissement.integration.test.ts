import { messagesFormats } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teledeclarant } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, connecterProfil, creerCompteDeTest } from '../test/comptes.js';

let ctx: ContexteTest;
let anonyme: ClientTest;
let syndic: ClientTest;
let idSyndic: number;
let loginSyndic: string;
let institutionnel: ClientTest;
let collaborateur: ClientTest;
let teneur: ClientTest;
let hotline: ClientTest;
let gestionnaire: ClientTest;
let idNotaire: number;

beforeAll(async () => {
  ctx = await creerContexteTest();
  anonyme = new ClientTest(ctx.app);
  // Un syndic professionnel inscrit avec un SIRET du jeu local, et une étude notariale.
  const [td] = await ctx.db
    .insert(teledeclarant)
    .values({
      type: 'PRO',
      statut: 'ACTIF',
      siret: '44298765400013',
      raisonSociale: 'SYNDIC DES QUAIS',
      codeApe: '68.32A',
      libelleActivite: "Administration d'immeubles et autres biens immobiliers",
      adresseLigne1: 'SYNDIC DES QUAIS',
      adresseLigne4: '85 QUAI DES CHARTRONS',
      adresseLigne6: '33000 BORDEAUX',
      representantCivilite: 'MME',
      representantNom: 'Durand',
      representantPrenom: 'Sophie',
      representantEmail: 'sophie.durand@quais.fr',
    })
    .returning();
  idSyndic = td!.id;
  const admin = await creerCompteDeTest(ctx.db, {
    profil: 'TELE_PRO_ADMIN_PRINC',
    idTeledeclarant: idSyndic,
    login: 'admin@syndic-des-quais.fr',
  });
  loginSyndic = admin.login;
  syndic = await connecter(ctx.app, admin.login);
  const [etude] = await ctx.db
    .insert(teledeclarant)
    .values({ type: 'NOTAIRE', statut: 'ACTIF', siret: '77812345600015', raisonSociale: 'OFFICE NOTARIAL' })
    .returning();
  idNotaire = etude!.id;
  const gestion = await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION', idTeledeclarant: idSyndic });
  gestionnaire = await connecter(ctx.app, gestion.login);
  institutionnel = await connecterProfil(ctx.app, ctx.db, 'INSTITUTIONNEL');
  collaborateur = await connecterProfil(ctx.app, ctx.db, 'NOTAIRE_COLLAB');
  teneur = await connecterProfil(ctx.app, ctx.db, 'TENEUR_ADMIN_PRINC');
  hotline = await connecterProfil(ctx.app, ctx.db, 'TENEUR_ASS_HOTLINE_GES');
}, 60_000);
afterAll(async () => {
  await ctx.fermer();
});

describe('GET /api/public/siret/etablissements/{siret}', () => {
  it("renvoie l'établissement du répertoire avec le libellé NAF de la nomenclature", async () => {
    const reponse = await anonyme.get('/api/public/siret/etablissements/81234567800013');
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toMatchObject({
      siret: '81234567800013',
      raisonSociale: 'CABINET LUMIERE GESTION',
      naf: '68.32A',
      libelleNaf: "Administration d'immeubles et autres biens immobiliers",
      l4: '12 RUE DE LA REPUBLIQUE',
      l6: '69002 LYON',
    });
  });

  it('404 pour un SIRET absent du répertoire, 400 pour un SIRET mal formé', async () => {
    const inconnu = await anonyme.get('/api/public/siret/etablissements/73215498600010');
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toBe(messagesFormats.siretEtablissementInconnu);
    const malForme = await anonyme.get('/api/public/siret/etablissements/1234');
    expect(malForme.statusCode).toBe(400);
    expect(malForme.json().champs[0].message).toBe(messagesFormats.siretFormat);
    expect((await anonyme.get('/api/public/siret/etablissements/81234567800014')).statusCode).toBe(400);
  });
});

describe('GET /api/public/siret/etablissements/existe/{siret}', () => {
  it('dit si un télédéclarant non supprimé utilise déjà le SIRET', async () => {
    expect((await anonyme.get('/api/public/siret/etablissements/existe/44298765400013')).json()).toBe(true);
    expect((await anonyme.get('/api/public/siret/etablissements/existe/81234567800013')).json()).toBe(false);
    expect((await anonyme.get('/api/public/siret/etablissements/existe/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/siret/check/{siret}', () => {
  it('contrôle format, clé et existence pour une personne autorisée', async () => {
    expect((await syndic.get('/api/siret/check/81234567800013')).json()).toEqual({
      siret: '81234567800013',
      formatValide: true,
      etablissementExiste: true,
      message: null,
    });
    expect((await teneur.get('/api/siret/check/73215498600010')).json()).toMatchObject({
      formatValide: true,
      etablissementExiste: false,
      message: messagesFormats.siretEtablissementInconnu,
    });
    expect((await syndic.get('/api/siret/check/81234567800014')).json()).toMatchObject({
      formatValide: false,
      message: messagesFormats.siretCleControle,
    });
    expect((await syndic.get('/api/siret/check/12AB')).json()).toMatchObject({
      formatValide: false,
      message: messagesFormats.siretFormat,
    });
  });

  it('donne le message « SIRET de la copropriété inconnu » pour le SIRET d’un syndicat (spec 2 §8)', async () => {
    expect((await syndic.get('/api/siret/check/73215498600010?copropriete=true')).json()).toMatchObject({
      formatValide: true,
      etablissementExiste: false,
      message: messagesFormats.siretCoproprieteInconnu,
    });
    expect((await syndic.get('/api/siret/check/81234567800013?copropriete=true')).json().message).toBeNull();
    expect((await syndic.get('/api/siret/check/81234567800013?copropriete=peut-etre')).statusCode).toBe(400);
  });

  it('401 sans session, 403 sans autorisation, 400 sur une saisie trop longue', async () => {
    expect((await anonyme.get('/api/siret/check/81234567800013')).statusCode).toBe(401);
    expect((await institutionnel.get('/api/siret/check/81234567800013')).statusCode).toBe(403);
    expect((await collaborateur.get('/api/siret/check/81234567800013')).statusCode).toBe(403);
    expect((await syndic.get(`/api/siret/check/${'1'.repeat(30)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/public/teledeclarant/codesape/{x}', () => {
  it('dit si le code APE est autorisé pour le type de déclarant', async () => {
    expect((await anonyme.get('/api/public/teledeclarant/codesape/6832A')).json()).toMatchObject({
      codeApe: '68.32A',
      autorise: true,
    });
    const refuse = (await anonyme.get('/api/public/teledeclarant/codesape/10.71C')).json();
    expect(refuse).toMatchObject({ codeApe: '10.71C', autorise: false });
    expect(refuse.codesAutorises).toContain('68.32A');
    expect((await anonyme.get('/api/public/teledeclarant/codesape/69.10Z?type=NOTAIRE')).json()).toEqual({
      codeApe: '69.10Z',
      autorise: true,
      codesAutorises: ['69.10Z'],
    });
    expect(
      (await anonyme.get('/api/public/teledeclarant/codesape/68.32A?type=NOTAIRE')).json().autorise,
    ).toBe(false);
  });

  it('400 sur un code mal formé ou un type inconnu', async () => {
    const malForme = await anonyme.get('/api/public/teledeclarant/codesape/ABCDE');
    expect(malForme.statusCode).toBe(400);
    expect(malForme.json().message).toBe(messagesFormats.codeApeFormat);
    expect((await anonyme.get('/api/public/teledeclarant/codesape/68.32A?type=teneur')).statusCode).toBe(400);
  });
});

describe('GET /api/etablissements/existe-teneur/{siret}/PRO', () => {
  it('dit si un syndic professionnel est inscrit avec ce SIRET', async () => {
    expect((await syndic.get('/api/etablissements/existe-teneur/44298765400013/PRO')).json()).toBe(true);
    expect((await teneur.get('/api/etablissements/existe-teneur/77812345600015/PRO')).json()).toBe(false);
    expect((await teneur.get('/api/etablissements/existe-teneur/81234567800013/PRO')).json()).toBe(false);
  });

  it('401, 403 et 400', async () => {
    expect((await anonyme.get('/api/etablissements/existe-teneur/44298765400013/PRO')).statusCode).toBe(401);
    expect(
      (await institutionnel.get('/api/etablissements/existe-teneur/44298765400013/PRO')).statusCode,
    ).toBe(403);
    expect((await syndic.get('/api/etablissements/existe-teneur/123/PRO')).statusCode).toBe(400);
  });
});

describe('GET /api/etablissements/bdd/{siret}', () => {
  it('renvoie le télédéclarant enregistré, ou null', async () => {
    expect((await syndic.get('/api/etablissements/bdd/44298765400013')).json()).toMatchObject({
      id: idSyndic,
      type: 'PRO',
      statut: 'ACTIF',
      raisonSociale: 'SYNDIC DES QUAIS',
      adresse: { l1: 'SYNDIC DES QUAIS', l6: '33000 BORDEAUX', l2: null },
    });
    expect((await teneur.get('/api/etablissements/bdd/81234567800013')).json()).toBeNull();
  });

  it('401, 403 et 400', async () => {
    expect((await anonyme.get('/api/etablissements/bdd/44298765400013')).statusCode).toBe(401);
    expect((await collaborateur.get('/api/etablissements/bdd/44298765400013')).statusCode).toBe(403);
    expect((await teneur.get('/api/etablissements/bdd/4429876540001X')).statusCode).toBe(400);
  });
});

describe('GET /api/etablissements/email', () => {
  it("dit si l'adresse est celle d'un compte de l'établissement du SIRET, sinon de celui de la personne connectée", async () => {
    const url = (email: string, siret?: string) =>
      `/api/etablissements/email?email=${encodeURIComponent(email)}${siret ? `&siret=${siret}` : ''}`;
    expect((await teneur.get(url(loginSyndic, '44298765400013'))).json()).toBe(true);
    expect((await teneur.get(url('ADMIN@Syndic-des-quais.fr', '44298765400013'))).json()).toBe(true);
    expect((await teneur.get(url(loginSyndic, '77812345600015'))).json()).toBe(false);
    expect((await teneur.get(url(loginSyndic, '81234567800013'))).json()).toBe(false);
    expect((await syndic.get(url(loginSyndic))).json()).toBe(true);
    expect((await syndic.get(url('inconnu@exemple.fr'))).json()).toBe(false);
    expect((await teneur.get(url(loginSyndic))).json()).toBe(false);
  });

  it("hors teneur, le SIRET d'un autre établissement est ignoré : pas d'énumération des comptes d'autrui", async () => {
    const url = (email: string, siret: string) =>
      `/api/etablissements/email?email=${encodeURIComponent(email)}&siret=${siret}`;
    // Le syndic interroge avec le SIRET d'une étude notariale : la réponse porte sur son propre établissement.
    expect((await syndic.get(url(loginSyndic, '77812345600015'))).json()).toBe(true);
    expect((await syndic.get(url('inconnu@exemple.fr', '77812345600015'))).json()).toBe(false);
  });

  it("n'est pas public (pas d'énumération des comptes) : 401, 403, et 400 sur une adresse invalide", async () => {
    expect((await anonyme.get(`/api/etablissements/email?email=${loginSyndic}`)).statusCode).toBe(401);
    expect((await institutionnel.get(`/api/etablissements/email?email=${loginSyndic}`)).statusCode).toBe(403);
    expect((await syndic.get('/api/etablissements/email?email=pas-une-adresse')).statusCode).toBe(400);
    expect((await syndic.get('/api/etablissements/email')).statusCode).toBe(400);
  });
});

describe('GET /api/etablissement/{id}', () => {
  it('montre sa fiche à un utilisateur de l’établissement et au teneur', async () => {
    const fiche = (await gestionnaire.get(`/api/etablissement/${idSyndic}`)).json();
    expect(fiche).toMatchObject({
      id: idSyndic,
      siret: '44298765400013',
      raisonSociale: 'SYNDIC DES QUAIS',
      representantLegal: {
        civilite: 'MME',
        nom: 'Durand',
        email: 'sophie.durand@quais.fr',
        adresse: { pays: 'FRANCE' },
      },
      nbCopro: 0,
    });
    expect(fiche.dateCreation).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await teneur.get(`/api/etablissement/${idSyndic}`)).statusCode).toBe(200);
    expect((await hotline.get(`/api/etablissement/${idNotaire}`)).json().type).toBe('NOTAIRE');
  });

  it("répond 404 pour l'établissement d'un autre télédéclarant, comme pour un identifiant inconnu", async () => {
    const autre = await syndic.get(`/api/etablissement/${idNotaire}`);
    expect(autre.statusCode).toBe(404);
    expect((await teneur.get('/api/etablissement/987654')).statusCode).toBe(404);
    expect((await teneur.get('/api/etablissement/99999999999')).statusCode).toBe(404);
  });

  it('401, 403 et 400', async () => {
    expect((await anonyme.get(`/api/etablissement/${idSyndic}`)).statusCode).toBe(401);
    expect((await institutionnel.get(`/api/etablissement/${idSyndic}`)).statusCode).toBe(403);
    expect((await syndic.get('/api/etablissement/abc')).statusCode).toBe(400);
  });
});
