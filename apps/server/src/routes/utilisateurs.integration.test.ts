import type { Profil } from '@registre/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compte, courriel, evenementJournal } from '../db/schema/index.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';

let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

let numero = 0;
const adresse = (prefixe = 'nouveau') => {
  numero += 1;
  return `${prefixe}.${numero}@exemple.fr`;
};

const saisie = (profil: Profil, email = adresse(), autres: Record<string, unknown> = {}) => ({
  civilite: 'M',
  nom: 'Durand',
  prenom: 'Paul',
  email,
  confirmationEmail: email,
  telephone: '01 23 45 67 89',
  profil,
  ...autres,
});

/** Un établissement avec son administrateur principal connecté. */
async function etablissement(profil: Profil = 'TELE_PRO_ADMIN_PRINC') {
  const admin = await creerCompteDeTest(ctx.db, { profil });
  return {
    idTeledeclarant: admin.idTeledeclarant!,
    admin: admin.compte,
    client: await connecter(ctx.app, admin.login),
  };
}

/** Un membre de l'établissement, et son client connecté si demandé. */
async function membre(idTeledeclarant: number, profil: Profil) {
  const cree = await creerCompteDeTest(ctx.db, { profil, idTeledeclarant });
  return { compte: cree.compte, login: cree.login, connecter: () => connecter(ctx.app, cree.login) };
}

const creer = (client: ClientTest, corps: unknown) =>
  client.requete({ method: 'POST', url: '/api/utilisateurs', payload: corps as object });
const modifier = (client: ClientTest, corps: unknown) =>
  client.requete({ method: 'PUT', url: '/api/utilisateurs', payload: corps as object });
const supprimer = (client: ClientTest, ids: unknown) =>
  client.requete({ method: 'POST', url: '/api/utilisateurs/delete-lot', payload: ids as object });

async function journal(type: string, idCible: number) {
  return ctx.db
    .select()
    .from(evenementJournal)
    .where(
      and(
        sql`${evenementJournal.typeEvenement} = ${type}`,
        eq(evenementJournal.idCible, idCible),
        sql`${evenementJournal.typeCible} = 'UTILISATEUR'`,
      ),
    );
}

async function ligneCompte(id: number) {
  const [ligne] = await ctx.db.select().from(compte).where(eq(compte.id, id));
  return ligne!;
}

const champs = (reponse: { json: () => { champs?: { champ: string }[] } }) =>
  (reponse.json().champs ?? []).map((c) => c.champ);

describe('POST /api/utilisateurs (création)', () => {
  it("crée un gestionnaire dans l'établissement, envoie le courriel de création du mot de passe et journalise", async () => {
    const { client, idTeledeclarant, admin } = await etablissement();
    const email = adresse('Gestionnaire');
    const r = await creer(client, saisie('TELE_PRO_GESTION', email));
    expect(r.statusCode).toBe(200);
    const cree = r.json();
    expect(cree).toMatchObject({
      login: email.toLowerCase(),
      profil: 'TELE_PRO_GESTION',
      statut: 'ATT_ACTIVATION',
      idTeledeclarant,
      activated: false,
      allowedToEdit: true,
      allowedToDelete: true,
      allowedToChangeProfile: true,
    });
    const ligne = await ligneCompte(cree.id);
    expect(ligne.telephone).toBe('0123456789');
    expect(ligne.cleActivationHash).not.toBeNull();
    expect(ligne.motDePasseHash).toBeNull();
    const courriels = await ctx.db
      .select()
      .from(courriel)
      .where(eq(courriel.destinataire, email.toLowerCase()));
    expect(courriels).toHaveLength(1);
    expect(courriels[0]!.texte).toContain('/compte/activate?key=');
    const entrees = await journal('CREATION_UTILISATEUR', cree.id);
    expect(entrees).toHaveLength(1);
    expect(entrees[0]!.idCompte).toBe(admin.id);
  });

  it('400 sur une saisie invalide (champs manquants, confirmation différente), sans rien créer', async () => {
    const { client } = await etablissement();
    const vide = await creer(client, {});
    expect(vide.statusCode).toBe(400);
    expect(champs(vide)).toEqual(expect.arrayContaining(['nom', 'email', 'profil']));
    const email = adresse();
    const differente = await creer(
      client,
      saisie('TELE_PRO_GESTION', email, { confirmationEmail: 'autre@exemple.fr' }),
    );
    expect(differente.statusCode).toBe(400);
    expect(champs(differente)).toContain('confirmationEmail');
    expect(await ctx.db.select().from(compte).where(eq(compte.login, email))).toHaveLength(0);
  });

  it('401 sans session, 403 pour un gestionnaire', async () => {
    expect((await creer(new ClientTest(ctx.app), saisie('TELE_PRO_GESTION'))).statusCode).toBe(401);
    const { idTeledeclarant } = await etablissement();
    const gestionnaire = await (await membre(idTeledeclarant, 'TELE_PRO_GESTION')).connecter();
    expect((await creer(gestionnaire, saisie('TELE_PRO_GESTION'))).statusCode).toBe(403);
  });

  it("403 pour un profil que l'acteur ne peut pas créer ou pour un autre établissement", async () => {
    const { idTeledeclarant } = await etablissement();
    const second = await (await membre(idTeledeclarant, 'TELE_PRO_ADMIN_SECOND')).connecter();
    expect((await creer(second, saisie('TELE_PRO_ADMIN_SECOND'))).statusCode).toBe(403);
    expect((await creer(second, saisie('TELE_NONPRO_GESTION'))).statusCode).toBe(403);
    const autre = await etablissement();
    const r = await creer(
      second,
      saisie('TELE_PRO_GESTION', adresse(), { idTeledeclarant: autre.idTeledeclarant }),
    );
    expect(r.statusCode).toBe(403);
    // L'administrateur secondaire crée bien des gestionnaires.
    expect((await creer(second, saisie('TELE_PRO_GESTION'))).statusCode).toBe(200);
  });

  it('400 quand l’adresse est déjà celle d’un autre compte', async () => {
    const { client, idTeledeclarant } = await etablissement();
    const existant = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    const r = await creer(client, saisie('TELE_PRO_GESTION', existant.login.toUpperCase()));
    expect(r.statusCode).toBe(400);
    expect(champs(r)).toEqual(['email']);
  });

  it('4 administrateurs secondaires au plus par établissement', async () => {
    const { client, idTeledeclarant } = await etablissement();
    const crees: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await creer(client, saisie('TELE_PRO_ADMIN_SECOND'));
      expect(r.statusCode).toBe(200);
      crees.push(r.json().id);
    }
    const email = adresse();
    const cinquieme = await creer(client, saisie('TELE_PRO_ADMIN_SECOND', email));
    expect(cinquieme.statusCode).toBe(400);
    expect(champs(cinquieme)).toEqual(['profil']);
    expect(cinquieme.json().message).toMatch(/limite de 4 administrateurs secondaires/);
    expect(await ctx.db.select().from(compte).where(eq(compte.login, email))).toHaveLength(0);
    // Le profil n'est plus proposé ; un gestionnaire reste possible.
    const disponibles = (await client.get('/api/profil-utilisateurs/disponible')).json();
    expect(disponibles.map((p: { code: string }) => p.code)).toEqual(['TELE_PRO_GESTION']);
    // Un gestionnaire ne peut pas non plus devenir le cinquième administrateur secondaire.
    const gestionnaire = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    const promotion = await modifier(
      client,
      saisie('TELE_PRO_ADMIN_SECOND', gestionnaire.login, { id: gestionnaire.compte.id }),
    );
    expect(promotion.statusCode).toBe(400);
    expect(champs(promotion)).toEqual(['profil']);
    // Après une suppression, la place se libère.
    expect((await supprimer(client, [crees[0]])).statusCode).toBe(200);
    expect((await creer(client, saisie('TELE_PRO_ADMIN_SECOND', email))).statusCode).toBe(200);
  });

  it('un notaire crée un collaborateur avec le jeton de contournement du captcha, qui est exigé', async () => {
    const { client } = await etablissement('NOTAIRE_NOTAIRE');
    const sans = await creer(client, saisie('NOTAIRE_COLLAB'));
    expect(sans.statusCode).toBe(400);
    expect(champs(sans)).toEqual(['captcha']);
    const faux = await creer(
      client,
      saisie('NOTAIRE_COLLAB', adresse(), { captcha: 'contournement.1.faux' }),
    );
    expect(faux.statusCode).toBe(400);
    const { jeton } = (await client.get('/api/public/captcha/bypass')).json();
    const r = await creer(client, saisie('NOTAIRE_COLLAB', adresse(), { captcha: jeton }));
    expect(r.statusCode).toBe(200);
    expect(r.json().profil).toBe('NOTAIRE_COLLAB');
    // Le notaire ne crée pas de notaire ; l'administrateur de l'étude, si.
    expect((await creer(client, saisie('NOTAIRE_NOTAIRE', adresse(), { captcha: jeton }))).statusCode).toBe(
      403,
    );
  });

  it("un notaire dont l'étude n'est pas enregistrée ne peut pas créer de compte", async () => {
    const notaire = await creerCompteDeTest(ctx.db, { profil: 'NOTAIRE_NOTAIRE' });
    await ctx.db.update(compte).set({ idTeledeclarant: null }).where(eq(compte.id, notaire.compte.id));
    const client = await connecter(ctx.app, notaire.login);
    const { jeton } = (await client.get('/api/public/captcha/bypass')).json();
    const r = await creer(client, saisie('NOTAIRE_COLLAB', adresse(), { captcha: jeton }));
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/étude notariale n'est pas enregistrée/);
  });

  it('le teneur administrateur principal crée un compte du teneur (établissement 0)', async () => {
    const teneur = await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' });
    const client = await connecter(ctx.app, teneur.login);
    const r = await creer(client, saisie('TENEUR_ASS_HOTLINE_GES'));
    expect(r.statusCode).toBe(200);
    expect(r.json().idTeledeclarant).toBeNull();
    const liste = (await client.get('/api/teledeclarant/0/utilisateurs?pageSize=100')).json();
    expect(liste.utilisateurDTOList.map((u: { id: number }) => u.id)).toContain(r.json().id);
  });
});

describe('PUT /api/utilisateurs (modification)', () => {
  it("l'administrateur principal modifie un gestionnaire et le promeut : journal et sessions du compte fermées", async () => {
    const { client, idTeledeclarant } = await etablissement();
    const gestionnaire = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    const sessionGestionnaire = await gestionnaire.connecter();
    const r = await modifier(
      client,
      saisie('TELE_PRO_ADMIN_SECOND', gestionnaire.login, { id: gestionnaire.compte.id, nom: 'Martin' }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ nom: 'Martin', profil: 'TELE_PRO_ADMIN_SECOND' });
    expect((await ligneCompte(gestionnaire.compte.id)).profil).toBe('TELE_PRO_ADMIN_SECOND');
    const [entree] = await journal('MODIFICATION_COMPTE', gestionnaire.compte.id);
    expect(entree?.detail).toMatchObject({
      ancienProfil: 'TELE_PRO_GESTION',
      nouveauProfil: 'TELE_PRO_ADMIN_SECOND',
    });
    expect((await sessionGestionnaire.get('/api/account')).statusCode).toBe(401);
  });

  it('400 sans identifiant ou sur une saisie invalide, 404 sur un compte inconnu', async () => {
    const { client } = await etablissement();
    const sansId = await modifier(client, saisie('TELE_PRO_GESTION'));
    expect(sansId.statusCode).toBe(400);
    expect(champs(sansId)).toEqual(['id']);
    expect((await modifier(client, { id: 5 })).statusCode).toBe(400);
    expect((await modifier(client, saisie('TELE_PRO_GESTION', adresse(), { id: 987_654 }))).statusCode).toBe(
      404,
    );
  });

  it('401 sans session ; un gestionnaire ne modifie pas un autre compte (403)', async () => {
    expect(
      (await modifier(new ClientTest(ctx.app), saisie('TELE_PRO_GESTION', adresse(), { id: 5 }))).statusCode,
    ).toBe(401);
    const { idTeledeclarant } = await etablissement();
    const gestionnaire = await (await membre(idTeledeclarant, 'TELE_PRO_GESTION')).connecter();
    const collegue = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    const r = await modifier(
      gestionnaire,
      saisie('TELE_PRO_GESTION', collegue.login, { id: collegue.compte.id }),
    );
    expect(r.statusCode).toBe(403);
    expect((await ligneCompte(collegue.compte.id)).nom).toBe('Testeur');
  });

  it("l'administrateur secondaire ne modifie ni un autre administrateur secondaire, ni l'administrateur principal, ni ne promeut", async () => {
    const { idTeledeclarant, admin } = await etablissement();
    const second = await (await membre(idTeledeclarant, 'TELE_PRO_ADMIN_SECOND')).connecter();
    const autreSecond = await membre(idTeledeclarant, 'TELE_PRO_ADMIN_SECOND');
    const gestionnaire = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    expect(
      (
        await modifier(
          second,
          saisie('TELE_PRO_ADMIN_SECOND', autreSecond.login, { id: autreSecond.compte.id }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await modifier(second, saisie('TELE_PRO_ADMIN_PRINC', admin.login, { id: admin.id }))).statusCode,
    ).toBe(403);
    expect(
      (
        await modifier(
          second,
          saisie('TELE_PRO_ADMIN_SECOND', gestionnaire.login, { id: gestionnaire.compte.id }),
        )
      ).statusCode,
    ).toBe(403);
    const ok = await modifier(
      second,
      saisie('TELE_PRO_GESTION', gestionnaire.login, { id: gestionnaire.compte.id, prenom: 'Jeanne' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().prenom).toBe('Jeanne');
  });

  it("403 sur le compte d'un autre établissement", async () => {
    const { client } = await etablissement();
    const autre = await etablissement();
    const etranger = await membre(autre.idTeledeclarant, 'TELE_PRO_GESTION');
    expect(
      (await modifier(client, saisie('TELE_PRO_GESTION', etranger.login, { id: etranger.compte.id })))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/teledeclarant/:id/utilisateurs et GET /api/utilisateurs/:id', () => {
  it('liste paginée en base, administrateur principal en tête, droits calculés pour la personne connectée', async () => {
    const { client, idTeledeclarant, admin } = await etablissement();
    for (let i = 0; i < 6; i += 1) await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    const page1 = await client.get(
      `/api/teledeclarant/${idTeledeclarant}/utilisateurs?pageNumber=1&pageSize=5`,
    );
    expect(page1.statusCode).toBe(200);
    expect(page1.json().totalItems).toBe(7);
    expect(page1.json().utilisateurDTOList).toHaveLength(5);
    const [premier] = page1.json().utilisateurDTOList;
    expect(premier).toMatchObject({
      id: admin.id,
      adminPrincipal: true,
      allowedToEdit: true,
      allowedToDelete: false,
      allowedToChangeProfile: false,
    });
    const page2 = await client.get(
      `/api/teledeclarant/${idTeledeclarant}/utilisateurs?pageNumber=2&pageSize=5`,
    );
    expect(page2.json().utilisateurDTOList).toHaveLength(2);
    expect(page2.json().utilisateurDTOList[0]).toMatchObject({ allowedToDelete: true, allowedToEdit: true });
    const triee = await client.get(
      `/api/teledeclarant/${idTeledeclarant}/utilisateurs?sortField=dateCreation&sortDirection=DESC&pageSize=100`,
    );
    expect(triee.json().utilisateurDTOList.at(-1).id).toBe(admin.id);
  });

  it('un compte supprimé ne figure plus dans la liste', async () => {
    const { client, idTeledeclarant } = await etablissement();
    const gestionnaire = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    await supprimer(client, [gestionnaire.compte.id]);
    const liste = (await client.get(`/api/teledeclarant/${idTeledeclarant}/utilisateurs`)).json();
    expect(liste.totalItems).toBe(1);
    expect((await client.get(`/api/utilisateurs/${gestionnaire.compte.id}`)).statusCode).toBe(404);
  });

  it('400 sur des paramètres invalides, 401 sans session, 403 pour un gestionnaire ou un autre établissement, 404 inconnu', async () => {
    const { client, idTeledeclarant } = await etablissement();
    expect(
      (await client.get(`/api/teledeclarant/${idTeledeclarant}/utilisateurs?pageSize=1000`)).statusCode,
    ).toBe(400);
    expect(
      (await client.get(`/api/teledeclarant/${idTeledeclarant}/utilisateurs?sortField=motDePasse`))
        .statusCode,
    ).toBe(400);
    expect((await client.get('/api/teledeclarant/abc/utilisateurs')).statusCode).toBe(400);
    expect((await client.get('/api/utilisateurs/abc')).statusCode).toBe(400);
    expect(
      (await new ClientTest(ctx.app).get(`/api/teledeclarant/${idTeledeclarant}/utilisateurs`)).statusCode,
    ).toBe(401);
    const gestionnaire = await (await membre(idTeledeclarant, 'TELE_PRO_GESTION')).connecter();
    expect((await gestionnaire.get(`/api/teledeclarant/${idTeledeclarant}/utilisateurs`)).statusCode).toBe(
      403,
    );
    const autre = await etablissement();
    expect((await client.get(`/api/teledeclarant/${autre.idTeledeclarant}/utilisateurs`)).statusCode).toBe(
      403,
    );
    expect((await client.get(`/api/utilisateurs/${autre.admin.id}`)).statusCode).toBe(403);
    expect((await client.get('/api/teledeclarant/987654/utilisateurs')).statusCode).toBe(404);
    expect((await client.get('/api/utilisateurs/987654')).statusCode).toBe(404);
  });

  it('le teneur consulte les comptes de tout télédéclarant, sans pouvoir les supprimer', async () => {
    const { idTeledeclarant, admin } = await etablissement();
    const teneur = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ASS_HOTLINE_ADMIN' })).login,
    );
    const liste = await teneur.get(`/api/teledeclarant/${idTeledeclarant}/utilisateurs`);
    expect(liste.statusCode).toBe(200);
    expect(liste.json().utilisateurDTOList[0]).toMatchObject({
      id: admin.id,
      allowedToDelete: false,
      allowedToEdit: true,
    });
    const fiche = await teneur.get(`/api/utilisateurs/${admin.id}`);
    expect(fiche.statusCode).toBe(200);
    expect(fiche.json().login).toBe(admin.login);
  });
});

describe('POST /api/utilisateurs/delete-lot (suppression)', () => {
  it('supprime plusieurs comptes, ferme leurs sessions, libère leurs adresses et journalise chacun', async () => {
    const { client, idTeledeclarant } = await etablissement();
    const a = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    const b = await membre(idTeledeclarant, 'TELE_PRO_ADMIN_SECOND');
    const sessionA = await a.connecter();
    expect((await sessionA.get('/api/account')).statusCode).toBe(200);
    const r = await supprimer(client, [a.compte.id, b.compte.id, a.compte.id]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ nbSupprimes: 2 });
    for (const m of [a, b]) {
      const ligne = await ligneCompte(m.compte.id);
      expect(ligne.statut).toBe('SUPPRIME');
      expect(ligne.motDePasseHash).toBeNull();
      expect(ligne.dateSuppression).not.toBeNull();
      expect(await journal('SUPPRESSION_UTILISATEUR', m.compte.id)).toHaveLength(1);
    }
    const sessions = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM session WHERE donnees->'utilisateur'->>'idCompte' = ${String(a.compte.id)}`,
    );
    expect(sessions.rows[0]).toEqual({ n: 0 });
    expect((await sessionA.get('/api/account')).statusCode).toBe(401);
    // L'adresse d'un compte supprimé peut servir à un nouveau compte.
    expect((await creer(client, saisie('TELE_PRO_GESTION', a.login))).statusCode).toBe(200);
  });

  it("tout ou rien : un compte interdit (l'administrateur principal, soi-même) ou inconnu n'en supprime aucun", async () => {
    const { client, idTeledeclarant, admin } = await etablissement();
    const gestionnaire = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    const second = await membre(idTeledeclarant, 'TELE_PRO_ADMIN_SECOND');
    const clientSecond = await second.connecter();
    const refusPrincipal = await supprimer(clientSecond, [gestionnaire.compte.id, admin.id]);
    expect(refusPrincipal.statusCode).toBe(403);
    expect(refusPrincipal.json().message).toMatch(/administrateur principal/);
    const refusSoiMeme = await supprimer(clientSecond, [gestionnaire.compte.id, second.compte.id]);
    expect(refusSoiMeme.statusCode).toBe(403);
    expect(refusSoiMeme.json().message).toMatch(/votre propre compte/);
    expect((await supprimer(client, [admin.id])).statusCode).toBe(403);
    expect((await supprimer(client, [gestionnaire.compte.id, 987_654])).statusCode).toBe(404);
    expect((await ligneCompte(gestionnaire.compte.id)).statut).toBe('ACTIF');
    expect(await journal('SUPPRESSION_UTILISATEUR', gestionnaire.compte.id)).toHaveLength(0);
  });

  it("l'administrateur secondaire ne supprime pas un autre administrateur secondaire ni un autre établissement", async () => {
    const { idTeledeclarant } = await etablissement();
    const second = await (await membre(idTeledeclarant, 'TELE_PRO_ADMIN_SECOND')).connecter();
    const autreSecond = await membre(idTeledeclarant, 'TELE_PRO_ADMIN_SECOND');
    expect((await supprimer(second, [autreSecond.compte.id])).statusCode).toBe(403);
    const autre = await etablissement();
    const etranger = await membre(autre.idTeledeclarant, 'TELE_PRO_GESTION');
    expect((await supprimer(second, [etranger.compte.id])).statusCode).toBe(403);
    expect((await ligneCompte(etranger.compte.id)).statut).toBe('ACTIF');
  });

  it('400 sur une liste vide ou invalide, 401 sans session, 403 pour un gestionnaire', async () => {
    const { client, idTeledeclarant } = await etablissement();
    expect((await supprimer(client, [])).statusCode).toBe(400);
    expect((await supprimer(client, { ids: [1] })).statusCode).toBe(400);
    expect((await supprimer(client, ['a'])).statusCode).toBe(400);
    expect((await supprimer(new ClientTest(ctx.app), [1])).statusCode).toBe(401);
    const gestionnaire = await (await membre(idTeledeclarant, 'TELE_PRO_GESTION')).connecter();
    const collegue = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    expect((await supprimer(gestionnaire, [collegue.compte.id])).statusCode).toBe(403);
  });
});

describe('listes de référence des comptes (spec 2 §7.12)', () => {
  it('statuts de compte, civilités, types et statuts de télédéclarant', async () => {
    const { client } = await etablissement();
    expect((await client.get('/api/statut-compte-utilisateurs')).json()).toContainEqual({
      code: 'ATT_ACTIVATION',
      libelle: "En attente d'activation",
    });
    expect((await client.get('/api/civilites')).json()).toEqual([
      { code: 'MME', libelle: 'Madame' },
      { code: 'M', libelle: 'Monsieur' },
    ]);
    expect((await client.get('/api/statut-teledeclarant/recherche')).json()).toHaveLength(5);
    expect((await client.get('/api/type-teledeclarant/all')).json()).toHaveLength(8);
    expect((await client.get('/api/type-teledeclarant/PRO')).json()).toEqual([
      { code: 'PRO', libelle: 'Syndic professionnel' },
    ]);
    expect(
      (await client.get('/api/type-teledeclarant-min')).json().map((t: { code: string }) => t.code),
    ).toEqual(['PRO', 'NON_PRO', 'NOTAIRE']);
    expect(
      (await client.get('/api/profil-utilisateurs/type/NOTAIRE')).json().map((p: { code: string }) => p.code),
    ).toEqual(['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB']);
    expect((await client.get('/api/profil-utilisateurs/type/INCONNU')).statusCode).toBe(400);
    expect((await client.get('/api/type-teledeclarant/INCONNU')).statusCode).toBe(400);
    expect((await new ClientTest(ctx.app).get('/api/civilites')).statusCode).toBe(401);
  });

  it('statuts suivants selon le cycle de vie et la personne connectée', async () => {
    const { client } = await etablissement();
    const teneur = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_PRINC' })).login,
    );
    expect((await teneur.get('/api/statut-teledeclarant/suivant/ACTIF')).json()).toEqual([
      { code: 'ATT_ACTIVATION', libelle: "En attente d'activation" },
      { code: 'SUPPRIME', libelle: 'Supprimé' },
    ]);
    expect((await client.get('/api/statut-teledeclarant/suivant/ACTIF')).json()).toEqual([]);
    expect((await client.get('/api/statut-teledeclarant/suivant/ATT_ACTIVATION')).json()).toEqual([
      { code: 'ACTIF', libelle: 'Actif' },
    ]);
    expect((await teneur.get('/api/statut-teledeclarant/suivant/SUPPRIME')).json()).toEqual([]);
    expect((await teneur.get('/api/statut-teledeclarant/suivant/INCONNU')).statusCode).toBe(400);
  });

  it('profils disponibles : pour un nouveau compte, puis pour un compte donné', async () => {
    const { client, idTeledeclarant, admin } = await etablissement();
    const codes = (r: { json: () => { code: string }[] }) => r.json().map((p) => p.code);
    expect(codes(await client.get('/api/profil-utilisateurs/disponible'))).toEqual([
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
    const gestionnaire = await membre(idTeledeclarant, 'TELE_PRO_GESTION');
    expect(codes(await client.get(`/api/profil-utilisateurs/disponible/${gestionnaire.compte.id}`))).toEqual([
      'TELE_PRO_GESTION',
      'TELE_PRO_ADMIN_SECOND',
    ]);
    expect(codes(await client.get(`/api/profil-utilisateurs/disponible/${admin.id}`))).toEqual([
      'TELE_PRO_ADMIN_PRINC',
    ]);
    expect((await client.get('/api/profil-utilisateurs/disponible/987654')).statusCode).toBe(404);
    const second = await (await membre(idTeledeclarant, 'TELE_PRO_ADMIN_SECOND')).connecter();
    expect(codes(await second.get('/api/profil-utilisateurs/disponible'))).toEqual(['TELE_PRO_GESTION']);
    expect((await second.get(`/api/profil-utilisateurs/disponible/${admin.id}`)).statusCode).toBe(403);
    const gestion = await gestionnaire.connecter();
    expect((await gestion.get('/api/profil-utilisateurs/disponible')).statusCode).toBe(403);
    expect((await new ClientTest(ctx.app).get('/api/profil-utilisateurs/disponible')).statusCode).toBe(401);
  });
});

describe('PUT /api/account/etablissement (Mon établissement)', () => {
  const corps = (autres: Record<string, unknown> = {}) => ({
    telephone: '+33 1 02 03 04 05',
    representantLegal: {
      civilite: 'MME',
      nom: 'Leroy',
      prenom: 'Anne',
      email: 'Anne.Leroy@Exemple.fr',
      telephone: '06 12 34 56 78',
    },
    ...autres,
  });
  const modifierEtablissement = (client: ClientTest, c: unknown) =>
    client.requete({ method: 'PUT', url: '/api/account/etablissement', payload: c as object });

  it("l'administrateur principal modifie le téléphone et le représentant légal ; journal écrit", async () => {
    const { client, idTeledeclarant } = await etablissement();
    const r = await modifierEtablissement(client, corps());
    expect(r.statusCode).toBe(204);
    const lignes = await ctx.db.execute(
      sql`SELECT telephone, representant_nom, representant_email, representant_telephone FROM teledeclarant WHERE id = ${idTeledeclarant}`,
    );
    expect(lignes.rows[0]).toEqual({
      telephone: '0102030405',
      representant_nom: 'Leroy',
      representant_email: 'anne.leroy@exemple.fr',
      representant_telephone: '0612345678',
    });
    const entrees = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          sql`${evenementJournal.typeEvenement} = 'MODIFICATION_ETABLISSEMENT'`,
          eq(evenementJournal.idCible, idTeledeclarant),
        ),
      );
    expect(entrees).toHaveLength(1);
    // Sans changement, rien n'est écrit.
    expect((await modifierEtablissement(client, corps())).statusCode).toBe(204);
    const apres = await ctx.db
      .select()
      .from(evenementJournal)
      .where(
        and(
          sql`${evenementJournal.typeEvenement} = 'MODIFICATION_ETABLISSEMENT'`,
          eq(evenementJournal.idCible, idTeledeclarant),
        ),
      );
    expect(apres).toHaveLength(1);
  });

  it('400 sur une saisie invalide, 401 sans session, 403 pour un gestionnaire et un collaborateur de notaire', async () => {
    const { client, idTeledeclarant } = await etablissement();
    const invalide = await modifierEtablissement(
      client,
      corps({ representantLegal: { civilite: 'MME', nom: '', prenom: 'A', email: 'pas-une-adresse' } }),
    );
    expect(invalide.statusCode).toBe(400);
    expect(champs(invalide)).toEqual(
      expect.arrayContaining(['representantLegal.nom', 'representantLegal.email']),
    );
    expect((await modifierEtablissement(new ClientTest(ctx.app), corps())).statusCode).toBe(401);
    const gestionnaire = await (await membre(idTeledeclarant, 'TELE_PRO_GESTION')).connecter();
    expect((await modifierEtablissement(gestionnaire, corps())).statusCode).toBe(403);
    const etude = await etablissement('NOTAIRE_ADMIN');
    const collaborateur = await (await membre(etude.idTeledeclarant, 'NOTAIRE_COLLAB')).connecter();
    expect((await modifierEtablissement(collaborateur, corps())).statusCode).toBe(403);
    expect((await modifierEtablissement(etude.client, corps())).statusCode).toBe(204);
  });
});
