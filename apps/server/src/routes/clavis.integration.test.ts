import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compte, evenementJournal, session } from '../db/schema/index.js';
import { creerServiceClavis } from '../services/clavis/clavis-service.js';
import { ClientTest, type ContexteTest, creerContexteTest } from '../test/app-de-test.js';
import { connecter, creerCompteDeTest } from '../test/comptes.js';
import { parcourirFournisseur } from '../test/fournisseur-identite.js';

// Parcours OpenID Connect complet contre le VRAI fournisseur local (oidc-provider) démarré par l'application.
let ctx: ContexteTest;
beforeAll(async () => {
  ctx = await creerContexteTest();
});
afterAll(async () => {
  await ctx.fermer();
});

const CALLBACK = '/api/public/clavis/callback';

async function journal(type: string) {
  return ctx.db.select().from(evenementJournal).where(sql`${evenementJournal.typeEvenement} = ${type}`);
}

/** Commence la connexion, se connecte chez le fournisseur et renvoie l'adresse de retour reçue. */
async function allerChezLeFournisseur(client: ClientTest, identite: string, retour?: string) {
  const debut = await client.get(
    `/api/public/clavis/connexion${retour ? `?retour=${encodeURIComponent(retour)}` : ''}`,
  );
  expect(debut.statusCode).toBe(302);
  const autorisation = new URL(debut.headers.location as string);
  const cookieSession = debut.cookies.find((c) => c.name === 'registre_session')?.value;
  return {
    autorisation,
    cookieSession,
    retourUrl: await parcourirFournisseur(autorisation.href, { identite }),
  };
}

/** Connexion institutionnelle complète ; renvoie le client connecté et la réponse du retour. */
async function connexionInstitutionnelle(identite: string, retour?: string) {
  const client = new ClientTest(ctx.app);
  const { retourUrl } = await allerChezLeFournisseur(client, identite, retour);
  const reponse = await client.get(`${retourUrl.pathname}${retourUrl.search}`);
  return { client, reponse };
}

describe('connexion institutionnelle (OpenID Connect, fournisseur local)', () => {
  it('geturls, getservicename et isauthenticated sans session', async () => {
    const client = new ClientTest(ctx.app);
    const urls = await client.get('/api/public/clavis/geturls');
    expect(urls.statusCode).toBe(200);
    expect(urls.json()).toMatchObject({ disponible: true, urlConnexion: '/api/public/clavis/connexion' });
    expect(urls.json().urlDeconnexion).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/session\/end$/);
    const nom = await client.get('/api/public/clavis/getservicename');
    expect(nom.headers['content-type']).toMatch(/text\/plain/);
    expect(nom.body).toMatch(/local/);
    expect((await client.get('/api/public/clavis/isauthenticated')).json()).toBe(false);
    expect((await client.get('/api/public/clavis/getauthattributes')).json()).toBeNull();
  });

  it('sans fournisseur configuré (production sans IDENTITE_ISSUER_URL), la connexion est indisponible (503)', async () => {
    const sansFournisseur = creerServiceClavis(ctx.db, { identite: null, production: true });
    const requete = {} as Parameters<typeof sansFournisseur.urls>[0];
    expect(await sansFournisseur.urls(requete)).toMatchObject({ disponible: false, urlDeconnexion: null });
    await expect(sansFournisseur.commencer(requete, undefined)).rejects.toMatchObject({
      nature: 'indisponible',
    });
  });

  it('la demande part avec PKCE S256, state et nonce, et garde ces valeurs en session', async () => {
    const client = new ClientTest(ctx.app);
    const debut = await client.get('/api/public/clavis/connexion');
    expect(debut.statusCode).toBe(302);
    const url = new URL(debut.headers.location as string);
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/public\/clavis\/callback$/);
    expect(url.searchParams.get('scope')).toContain('openid');
    // Le vérificateur ne quitte jamais le serveur : il est en session (PostgreSQL), pas dans l'URL.
    const [ligne] = await ctx.db.select().from(session).orderBy(sql`${session.expireLe} desc`).limit(1);
    const donnees = ligne?.donnees as
      | { connexionInstitutionnelle?: { state: string; codeVerifier: string } }
      | undefined;
    const enSession = donnees?.connexionInstitutionnelle;
    expect(enSession?.state).toBe(url.searchParams.get('state'));
    expect(enSession?.codeVerifier).toMatch(/^[\w-]{43,}$/);
    expect(url.href).not.toContain(enSession?.codeVerifier ?? '');
  });

  it('un agent institutionnel ouvre le compte institutionnel (id 1) avec exactement ses 3 autorisations, la session est renouvelée et le retour mène à la charte', async () => {
    const client = new ClientTest(ctx.app);
    const { retourUrl, cookieSession } = await allerChezLeFournisseur(client, 'agent-ddt-69');
    expect(cookieSession).toBeTruthy();
    const reponse = await client.get(`${retourUrl.pathname}${retourUrl.search}`);
    expect(reponse.statusCode).toBe(302);
    expect(reponse.headers.location).toBe('/institutionnels/charte-confidentialite');
    const nouveauCookie = reponse.cookies.find((c) => c.name === 'registre_session');
    expect(nouveauCookie).toBeDefined();
    expect(nouveauCookie?.value).not.toBe(cookieSession);
    const compteLu = (await client.get('/api/account')).json();
    expect(compteLu).toMatchObject({ id: 1, profil: 'INSTITUTIONNEL' });
    expect([...compteLu.authorities].sort()).toEqual([
      'CATEGORISATION',
      'CHART_CONFIDENTIALITE',
      'DONNEES_BRUTES',
    ]);
    expect((await client.get('/api/public/clavis/isauthenticated')).json()).toBe(true);
    expect((await client.get('/api/public/clavis/getauthattributes')).json()).toMatchObject({
      email: 'camille.durand@ddt-rhone.exemple.gouv.fr',
      prenom: 'Camille',
      nom: 'Durand',
      institution: 'Direction départementale des territoires du Rhône',
      niveauGeographique: 'DEPARTEMENT:69',
      idCompte: 1,
      charteAcceptee: false,
    });
    // L'identité fédérée survit à la relecture du compte (mise à jour de la session).
    expect((await client.get('/api/public/clavis/isauthenticated')).json()).toBe(true);
    const entrees = await journal('CONNEXION_INSTITUTIONNELLE');
    expect(
      entrees.some((e) => e.idCompte === 1 && e.detail?.email === 'camille.durand@ddt-rhone.exemple.gouv.fr'),
    ).toBe(true);
  });

  it("l'adresse de retour demandée est conservée jusqu'à la charte", async () => {
    const { reponse } = await connexionInstitutionnelle('agent-national', '/institutionnels/donnees-brutes');
    expect(reponse.headers.location).toBe(
      `/institutionnels/charte-confidentialite?retour=${encodeURIComponent('/institutionnels/donnees-brutes')}`,
    );
  });

  it('une adresse de retour vers un autre site est refusée (400)', async () => {
    const client = new ClientTest(ctx.app);
    for (const retour of ['//pirate.exemple', 'https://pirate.exemple', '/\\pirate.exemple']) {
      const r = await client.get(`/api/public/clavis/connexion?retour=${encodeURIComponent(retour)}`);
      expect(r.statusCode, retour).toBe(400);
    }
  });

  it("une identité du teneur dont l'adresse est celle d'un compte du teneur ouvre ce compte", async () => {
    const { compte: teneur } = await creerCompteDeTest(ctx.db, {
      profil: 'TENEUR_ADMIN_PRINC',
      login: 'demo.teneur.admin@registre.local',
    });
    const { client, reponse } = await connexionInstitutionnelle('teneur-admin', '/validations');
    expect(reponse.statusCode).toBe(302);
    expect(reponse.headers.location).toBe('/validations');
    const compteLu = (await client.get('/api/account')).json();
    expect(compteLu).toMatchObject({ id: teneur.id, profil: 'TENEUR_ADMIN_PRINC' });
    expect(compteLu.authorities).toContain('VALIDER_RATTACHEMENT_DECLARATION');
    expect((await client.get('/api/public/clavis/getauthattributes')).json()).toMatchObject({
      idCompte: teneur.id,
    });
  });

  it('une identité du teneur sans compte du teneur à son adresse ouvre le compte institutionnel', async () => {
    const { client } = await connexionInstitutionnelle('teneur-hotline');
    expect((await client.get('/api/account')).json()).toMatchObject({ id: 1, profil: 'INSTITUTIONNEL' });
  });

  it('un state différent de celui de la session est refusé (400) et ne connecte personne', async () => {
    const client = new ClientTest(ctx.app);
    const { retourUrl } = await allerChezLeFournisseur(client, 'agent-ddt-69');
    retourUrl.searchParams.set('state', 'etat-falsifie');
    const r = await client.get(`${retourUrl.pathname}${retourUrl.search}`);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/state/);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('un code reçu dans un autre navigateur (sans connexion en cours) est refusé (400)', async () => {
    const { retourUrl } = await allerChezLeFournisseur(new ClientTest(ctx.app), 'agent-ddt-69');
    const autre = new ClientTest(ctx.app);
    const r = await autre.get(`${retourUrl.pathname}${retourUrl.search}`);
    expect(r.statusCode).toBe(400);
    expect((await autre.get('/api/account')).statusCode).toBe(401);
  });

  it("un retour ouvert dans le navigateur sans connexion en cours (autre nom d'hôte) mène à la page d'erreur en français", async () => {
    const { retourUrl } = await allerChezLeFournisseur(new ClientTest(ctx.app), 'agent-ddt-69');
    // Connexion commencée sur 127.0.0.1, retour sur localhost : le cookie de session n'accompagne pas le retour.
    const r = await ctx.app.inject({
      method: 'GET',
      url: `${retourUrl.pathname}${retourUrl.search}`,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/compte/connexion-institutionnelle/erreur?motif=refus');
    expect([r.headers['set-cookie'] ?? []].flat().join('; ')).not.toMatch(/registre_identite_federee=1/);
  });

  it('un retour rejoué (même state) est refusé (400)', async () => {
    const client = new ClientTest(ctx.app);
    const { retourUrl } = await allerChezLeFournisseur(client, 'agent-ddt-69');
    expect((await client.get(`${retourUrl.pathname}${retourUrl.search}`)).statusCode).toBe(302);
    expect((await client.get(`${retourUrl.pathname}${retourUrl.search}`)).statusCode).toBe(400);
  });

  it("un code d'autorisation falsifié avec le bon state est refusé (400)", async () => {
    const client = new ClientTest(ctx.app);
    const { retourUrl } = await allerChezLeFournisseur(client, 'agent-ddt-69');
    retourUrl.searchParams.set('code', 'code-falsifie');
    const r = await client.get(`${retourUrl.pathname}${retourUrl.search}`);
    expect(r.statusCode).toBe(400);
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('une connexion annulée chez le fournisseur ramène à la page de connexion, sans session', async () => {
    const client = new ClientTest(ctx.app);
    const debut = await client.get('/api/public/clavis/connexion');
    const retourUrl = await parcourirFournisseur(debut.headers.location as string, { annuler: true });
    expect(retourUrl.searchParams.get('error')).toBe('access_denied');
    const r = await client.get(`${retourUrl.pathname}${retourUrl.search}`);
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/compte');
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('le retour sans paramètres valides donne une 400', async () => {
    const r = await new ClientTest(ctx.app).get(`${CALLBACK}?code=${'x'.repeat(3000)}`);
    expect(r.statusCode).toBe(400);
  });

  it("la déconnexion fédérée exige le jeton anti-CSRF, ferme la session et renvoie l'adresse de fin de session du fournisseur", async () => {
    const { client } = await connexionInstitutionnelle('agent-region-93');
    const sansJeton = await client.requete({
      method: 'GET',
      url: '/api/public/clavis/logout',
      sansCsrf: true,
    });
    expect(sansJeton.statusCode).toBe(403);
    expect((await client.get('/api/account')).statusCode).toBe(200);
    const r = await client.get('/api/public/clavis/logout');
    expect(r.statusCode).toBe(200);
    const url = new URL(r.body);
    expect(url.pathname).toBe('/session/end');
    expect(url.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(url.searchParams.get('post_logout_redirect_uri')).toMatch(/\/$/);
    expect((await client.get('/api/account')).statusCode).toBe(401);
    expect((await client.get('/api/public/clavis/isauthenticated')).json()).toBe(false);
    // Le fournisseur accepte cette adresse (jeton et adresse de retour valides) : il mène à la confirmation.
    const chezFournisseur = await fetch(r.body, { redirect: 'manual' });
    expect(chezFournisseur.status).toBe(200);
    expect(await chezFournisseur.text()).toContain('/session/end/confirm');
  });

  it("sans session fédérée, la déconnexion fédérée renvoie l'accueil", async () => {
    const client = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TELE_PRO_GESTION' })).login,
    );
    const r = await client.get('/api/public/clavis/logout');
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('/');
    expect((await client.get('/api/account')).statusCode).toBe(401);
  });

  it('après expiration de la session, la 401 de api/account porte reload_identity ; après déconnexion, non', async () => {
    const { client } = await connexionInstitutionnelle('agent-ddt-69');
    await ctx.db.delete(session);
    const expiree = await client.get('/api/account');
    expect(expiree.statusCode).toBe(401);
    expect(expiree.headers.reload_identity).toBe('true');
    expect(expiree.headers.ntr).toBeUndefined();
    await client.requete({ method: 'POST', url: '/api/logout' });
    const apres = await client.get('/api/account');
    expect(apres.statusCode).toBe(401);
    expect(apres.headers.reload_identity).toBeUndefined();
  });

  it('un anonyme reçoit une 401 sans en-tête de reprise', async () => {
    const r = await new ClientTest(ctx.app).get('/api/account');
    expect(r.statusCode).toBe(401);
    expect(r.headers.reload_identity).toBeUndefined();
    expect(r.headers.ntr).toBeUndefined();
  });
});

describe('charte de confidentialité', () => {
  it('401 sans session, 403 pour un profil sans CHART_CONFIDENTIALITE', async () => {
    const anonyme = new ClientTest(ctx.app);
    expect((await anonyme.get('/api/institutionnels/charte-confidentialite')).statusCode).toBe(401);
    expect(
      (
        await anonyme.requete({
          method: 'POST',
          url: '/api/institutionnels/charte-confidentialite/acceptation',
          payload: { acceptation: true },
        })
      ).statusCode,
    ).toBe(401);
    const teneur = await connecter(
      ctx.app,
      (await creerCompteDeTest(ctx.db, { profil: 'TENEUR_ADMIN_SCOND' })).login,
    );
    expect((await teneur.get('/api/institutionnels/charte-confidentialite')).statusCode).toBe(403);
    expect(
      (
        await teneur.requete({
          method: 'POST',
          url: '/api/institutionnels/charte-confidentialite/refus',
          payload: { refus: true },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("l'acceptation exige un corps explicite (400), puis vaut pour la session, est journalisée et datée sur le compte", async () => {
    const { client } = await connexionInstitutionnelle('agent-commune-lyon');
    expect((await client.get('/api/institutionnels/charte-confidentialite')).json()).toEqual({
      acceptee: false,
      accepteeLe: null,
    });
    const sansCorps = await client.requete({
      method: 'POST',
      url: '/api/institutionnels/charte-confidentialite/acceptation',
      payload: {},
    });
    expect(sansCorps.statusCode).toBe(400);
    const r = await client.requete({
      method: 'POST',
      url: '/api/institutionnels/charte-confidentialite/acceptation',
      payload: { acceptation: true },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().acceptee).toBe(true);
    expect((await client.get('/api/institutionnels/charte-confidentialite')).json().acceptee).toBe(true);
    expect((await client.get('/api/public/clavis/getauthattributes')).json().charteAcceptee).toBe(true);
    const [institutionnel] = await ctx.db.select().from(compte).where(eq(compte.id, 1));
    expect(institutionnel?.charteAccepteeLe).not.toBeNull();
    expect(
      (await journal('ACCEPTATION_CHARTE')).some(
        (e) => e.detail?.email === 'hugo.petit@mairie-lyon.exemple.fr',
      ),
    ).toBe(true);
    // Une autre personne connectée ensuite au même compte doit l'accepter à son tour.
    const { client: autre } = await connexionInstitutionnelle('agent-national');
    expect((await autre.get('/api/institutionnels/charte-confidentialite')).json().acceptee).toBe(false);
  });

  it('le refus est journalisé, ferme la session et renvoie la déconnexion fédérée', async () => {
    const { client } = await connexionInstitutionnelle('agent-region-93');
    const r = await client.requete({
      method: 'POST',
      url: '/api/institutionnels/charte-confidentialite/refus',
      payload: { refus: true },
    });
    expect(r.statusCode).toBe(200);
    expect(new URL(r.body).pathname).toBe('/session/end');
    expect((await client.get('/api/account')).statusCode).toBe(401);
    expect(
      (await journal('REFUS_CHARTE')).some((e) => e.detail?.email === 'sami.benali@region-sud.exemple.fr'),
    ).toBe(true);
  });
});
