import * as client from 'openid-client';
import {
  type DemandeAutorisation,
  ErreurFournisseurIdentite,
  ErreurReponseIdentite,
  type IdentiteAuthentifiee,
  type PortIdentite,
} from './port.js';

export interface OptionsIdentiteHttp {
  /** Identifiant de l'émetteur, dont on découvre la configuration (`/.well-known/openid-configuration`). */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Adresse de retour déclarée chez le fournisseur (`…/api/public/clavis/callback`). */
  redirectUri: string;
  /** Adresse où revenir après la déconnexion fédérée. */
  postLogoutRedirectUri: string;
  scopes: string;
  acrValues?: string | undefined;
  nomService: string;
  /** Réponse `userinfo` signée (ProConnect) : algorithme attendu. */
  algorithmeUserinfo?: string | undefined;
  /** Autorise un émetteur en http:// (fournisseur local de développement seulement). */
  autoriserHttp?: boolean;
  /** Délai maximal de chaque appel au fournisseur, en secondes. */
  delaiSecondes?: number;
}

const texte = (valeur: unknown): string | null =>
  typeof valeur === 'string' && valeur.trim() !== '' ? valeur.trim() : null;

/** Erreur réseau ou réponse 5xx du fournisseur : indisponibilité, sinon réponse invalide. */
function traduireErreur(erreur: unknown, etape: string): Error {
  if (erreur instanceof ErreurReponseIdentite || erreur instanceof ErreurFournisseurIdentite) return erreur;
  const e = erreur as { name?: string; status?: number; error?: string; message?: string };
  const reseau = e.name === 'TypeError' || e.name === 'TimeoutError' || e.name === 'AbortError';
  if (reseau || (typeof e.status === 'number' && e.status >= 500)) {
    return new ErreurFournisseurIdentite(`${etape} : ${e.message ?? 'fournisseur injoignable'}`);
  }
  return new ErreurReponseIdentite(`${etape} : ${e.error ?? e.message ?? 'réponse invalide'}`);
}

/**
 * Adaptateur `http` du port d'identité : client OpenID Connect (`openid-client`) de l'émetteur configuré.
 * Flux « code d'autorisation » avec PKCE (S256), state et nonce ; la configuration de l'émetteur est découverte
 * au premier usage puis gardée en mémoire (une nouvelle tentative suit un échec).
 */
export function creerIdentiteHttp(options: OptionsIdentiteHttp): PortIdentite {
  let configuration: Promise<client.Configuration> | undefined;

  const decouvrir = (): Promise<client.Configuration> => {
    configuration ??= client
      .discovery(
        new URL(options.issuerUrl),
        options.clientId,
        {
          client_secret: options.clientSecret,
          ...(options.algorithmeUserinfo ? { userinfo_signed_response_alg: options.algorithmeUserinfo } : {}),
        },
        client.ClientSecretPost(options.clientSecret),
        {
          execute: options.autoriserHttp ? [client.allowInsecureRequests] : [],
          timeout: options.delaiSecondes ?? 8,
        },
      )
      .catch((erreur: unknown) => {
        configuration = undefined;
        throw new ErreurFournisseurIdentite(
          `découverte de ${options.issuerUrl} : ${(erreur as Error).message ?? 'échec'}`,
        );
      });
    return configuration;
  };

  return {
    nomService: options.nomService,

    async preparerConnexion(): Promise<DemandeAutorisation> {
      const config = await decouvrir();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: options.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(options.acrValues ? { acr_values: options.acrValues } : {}),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async terminerConnexion(parametres, attendu): Promise<IdentiteAuthentifiee> {
      const config = await decouvrir();
      const urlRetour = new URL(options.redirectUri);
      urlRetour.search = parametres.toString();
      let jetons: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        jetons = await client.authorizationCodeGrant(config, urlRetour, {
          pkceCodeVerifier: attendu.codeVerifier,
          expectedState: attendu.state,
          expectedNonce: attendu.nonce,
          idTokenExpected: true,
        });
      } catch (erreur) {
        throw traduireErreur(erreur, 'échange du code');
      }
      const revendicationsJeton = jetons.claims();
      if (!revendicationsJeton)
        throw new ErreurReponseIdentite("le fournisseur n'a pas fourni de jeton d'identité");
      let infos: Record<string, unknown> = {};
      try {
        infos = await client.fetchUserInfo(config, jetons.access_token, revendicationsJeton.sub);
      } catch (erreur) {
        throw traduireErreur(erreur, 'lecture de userinfo');
      }
      const tout: Record<string, unknown> = { ...revendicationsJeton, ...infos };
      const email = texte(tout.email);
      if (!email) throw new ErreurReponseIdentite("le fournisseur n'a pas transmis d'adresse électronique");
      return {
        sujet: revendicationsJeton.sub,
        email: email.toLowerCase(),
        emailVerifie: tout.email_verified === true,
        prenom: texte(tout.given_name),
        nom: texte(tout.usual_name) ?? texte(tout.family_name),
        institution: texte(tout.institution) ?? texte(tout.organizational_unit),
        siret: texte(tout.siret),
        niveauGeographique: texte(tout.niveau_geographique),
        idToken: jetons.id_token ?? null,
      };
    },

    async urlDeconnexion(idToken) {
      const config = await decouvrir();
      if (!config.serverMetadata().end_session_endpoint) return options.postLogoutRedirectUri;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: options.postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : { client_id: options.clientId }),
      }).href;
    },

    async pointFinSession() {
      const config = await decouvrir();
      return config.serverMetadata().end_session_endpoint ?? null;
    },

    async fermer() {},
  };
}
