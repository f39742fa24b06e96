import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcourirFournisseur } from '../../test/fournisseur-identite.js';
import type { FournisseurLocal } from './fournisseur-local.js';
import { creerIdentiteHttp, type OptionsIdentiteHttp } from './http.js';
import { creerIdentiteLocale } from './local.js';
import { ErreurFournisseurIdentite, ErreurReponseIdentite } from './port.js';

// Test de contrat de l'adaptateur `http` : il parle à un VRAI serveur OpenID Connect (oidc-provider), le
// fournisseur local démarré par l'adaptateur `local`.
const REDIRECT_URI = 'http://localhost:3999/api/public/clavis/callback';
const APRES_DECONNEXION = 'http://localhost:3999/';

const local = creerIdentiteLocale({
  redirectUri: REDIRECT_URI,
  postLogoutRedirectUri: APRES_DECONNEXION,
  scopes: 'openid email given_name usual_name siret',
  port: 0,
});
let fournisseur: FournisseurLocal;
let options: OptionsIdentiteHttp;

beforeAll(async () => {
  fournisseur = await local.fournisseur();
  options = {
    issuerUrl: fournisseur.issuer,
    clientId: fournisseur.clientId,
    clientSecret: fournisseur.clientSecret,
    redirectUri: REDIRECT_URI,
    postLogoutRedirectUri: APRES_DECONNEXION,
    scopes: 'openid email given_name usual_name siret institution',
    nomService: 'ProConnect (test)',
    autoriserHttp: true,
  };
});
afterAll(async () => {
  await local.fermer();
});

describe("adaptateur http du port d'identité contre un vrai fournisseur OpenID Connect", () => {
  it("mène le flux « code d'autorisation » avec PKCE et lit l'identité (jeton d'identité et userinfo)", async () => {
    const port = creerIdentiteHttp(options);
    const demande = await port.preparerConnexion();
    const url = new URL(demande.url);
    expect(url.origin).toBe(fournisseur.issuer);
    expect(url.searchParams.get('client_id')).toBe(fournisseur.clientId);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBe(demande.state);
    expect(url.searchParams.get('nonce')).toBe(demande.nonce);
    const retour = await parcourirFournisseur(demande.url, { identite: 'agent-region-93' });
    expect(retour.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(retour.searchParams.get('iss')).toBe(fournisseur.issuer);
    const identite = await port.terminerConnexion(retour.searchParams, demande);
    expect(identite).toMatchObject({
      sujet: 'agent-region-93',
      email: 'sami.benali@region-sud.exemple.fr',
      prenom: 'Sami',
      nom: 'Benali',
      institution: 'Région Provence-Alpes-Côte d’Azur',
      niveauGeographique: 'REGION:93',
      siret: '23130002100012',
    });
    expect(identite.idToken).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuse un vérificateur PKCE qui ne correspond pas au défi', async () => {
    const port = creerIdentiteHttp(options);
    const demande = await port.preparerConnexion();
    const retour = await parcourirFournisseur(demande.url, { identite: 'agent-ddt-69' });
    const autre = await port.preparerConnexion();
    await expect(
      port.terminerConnexion(retour.searchParams, { ...demande, codeVerifier: autre.codeVerifier }),
    ).rejects.toBeInstanceOf(ErreurReponseIdentite);
  });

  it('refuse un nonce différent de celui de la demande et un state inattendu', async () => {
    const port = creerIdentiteHttp(options);
    const demande = await port.preparerConnexion();
    const retour = await parcourirFournisseur(demande.url, { identite: 'agent-ddt-69' });
    await expect(
      port.terminerConnexion(retour.searchParams, { ...demande, state: 'autre-etat' }),
    ).rejects.toBeInstanceOf(ErreurReponseIdentite);
    await expect(
      port.terminerConnexion(retour.searchParams, { ...demande, nonce: 'autre-nonce' }),
    ).rejects.toBeInstanceOf(ErreurReponseIdentite);
  });

  it('un mauvais secret client est refusé par le point de jeton', async () => {
    const port = creerIdentiteHttp({ ...options, clientSecret: 'secret-faux' });
    const demande = await port.preparerConnexion();
    const retour = await parcourirFournisseur(demande.url, { identite: 'agent-ddt-69' });
    await expect(port.terminerConnexion(retour.searchParams, demande)).rejects.toBeInstanceOf(
      ErreurReponseIdentite,
    );
  });

  it("construit l'adresse de fin de session avec l'indice du jeton d'identité, ou l'identifiant du client", async () => {
    const port = creerIdentiteHttp(options);
    expect(await port.pointFinSession()).toBe(`${fournisseur.issuer}/session/end`);
    const avecJeton = new URL(await port.urlDeconnexion('ey.jeton.signe'));
    expect(avecJeton.searchParams.get('id_token_hint')).toBe('ey.jeton.signe');
    expect(avecJeton.searchParams.get('post_logout_redirect_uri')).toBe(APRES_DECONNEXION);
    const sansJeton = new URL(await port.urlDeconnexion(null));
    expect(sansJeton.searchParams.get('client_id')).toBe(fournisseur.clientId);
  });

  it('un fournisseur injoignable est une indisponibilité, et un émetteur http:// est refusé sans autorisation explicite', async () => {
    const injoignable = creerIdentiteHttp({ ...options, issuerUrl: 'http://127.0.0.1:9', delaiSecondes: 2 });
    await expect(injoignable.preparerConnexion()).rejects.toBeInstanceOf(ErreurFournisseurIdentite);
    const nonSecurise = creerIdentiteHttp({ ...options, autoriserHttp: false });
    await expect(nonSecurise.preparerConnexion()).rejects.toBeInstanceOf(ErreurFournisseurIdentite);
  });

  it('le formulaire du fournisseur local est marqué « développement » et protégé par sa propre politique de sécurité', async () => {
    const port = creerIdentiteHttp(options);
    const demande = await port.preparerConnexion();
    const premiere = await fetch(demande.url, { redirect: 'manual' });
    const cookie = premiere.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(premiere.headers.get('location')!, fournisseur.issuer), {
      headers: { cookie },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3999");
    const html = await page.text();
    expect(html).toContain("Fournisseur d'identité local — développement");
    expect(html).toContain('<html lang="fr">');
  });
});
