import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContexteKoa } from 'oidc-provider';
import { IDENTITES_LOCALES, type IdentiteLocale } from './identites-locales.js';

/**
 * Fournisseur d'identité OpenID Connect LOCAL (ADR 0065) : un vrai serveur `oidc-provider`, démarré par
 * l'application en développement et en test sur son propre port, qui simule le service institutionnel
 * (type ProConnect) avec quelques identités fictives et un formulaire de connexion minimal. Il n'est jamais
 * chargé en production (import dynamique, seulement sans IDENTITE_ISSUER_URL et hors production).
 */

/** Portées et revendications servies (noms de ProConnect, plus `institution` propre au fournisseur local). */
const REVENDICATIONS: Record<string, string[]> = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name'],
  given_name: ['given_name'],
  usual_name: ['usual_name'],
  siret: ['siret'],
  institution: ['institution', 'niveau_geographique'],
};
const PORTEES = Object.keys(REVENDICATIONS);

export interface FournisseurLocal {
  /** Identifiant de l'émetteur (http://127.0.0.1:port). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  fermer(): Promise<void>;
}

export interface OptionsFournisseurLocal {
  /** Port d'écoute ; 0 : un port libre. */
  port: number;
  /** Adresse de retour de l'application (`…/api/public/clavis/callback`). */
  redirectUri: string;
  /** Adresse où revenir après la déconnexion (accueil de l'application). */
  postLogoutRedirectUri: string;
}

const echapper = (texte: string): string =>
  texte.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  body{font-family:system-ui,sans-serif;margin:0;color:#161616;background:#f6f6f6}
  header{background:#6a1b9a;color:#fff;padding:1rem 2rem}
  header p{margin:.25rem 0 0}
  main{max-width:44rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border:1px solid #ddd}
  fieldset{border:0;padding:0;margin:0 0 1.5rem}
  legend{font-weight:700;margin-bottom:.75rem}
  .choix{display:block;padding:.5rem 0}
  .choix span{display:block;color:#3a3a3a;font-size:.9rem;margin-left:1.6rem}
  button{font-size:1rem;padding:.5rem 1rem;margin-right:1rem;cursor:pointer;border:1px solid #000091}
  .principal{background:#000091;color:#fff}
  .secondaire{background:#fff;color:#000091}
`;

/** Page HTML du fournisseur local, clairement marquée « développement ». */
function page(titre: string, contenu: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${echapper(titre)} — Fournisseur d'identité local — développement</title>
<style>${STYLE}</style>
</head>
<body>
<header role="banner">
<strong>Fournisseur d'identité local — développement</strong>
<p>Simulation du service d'authentification institutionnel : aucune donnée réelle, ne pas utiliser en production.</p>
</header>
<main>
<h1>${echapper(titre)}</h1>
${contenu}
</main>
</body>
</html>`;
}

function formulaireConnexion(uid: string): string {
  const choix = IDENTITES_LOCALES.map(
    (identite, index) => `<label class="choix" for="identite-${index}">
<input type="radio" id="identite-${index}" name="identite" value="${echapper(identite.id)}"${index === 0 ? ' checked' : ''}>
${echapper(`${identite.given_name} ${identite.family_name}`)} — ${echapper(identite.email)}
<span>${echapper(identite.description)} · ${echapper(identite.institution)}</span>
</label>`,
  ).join('\n');
  return page(
    'Se connecter',
    `<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<fieldset>
<legend>Choisissez l'identité fictive avec laquelle vous connecter</legend>
${choix}
</fieldset>
<button type="submit" class="principal">Se connecter</button>
<button type="submit" class="secondaire" formaction="/interaction/${encodeURIComponent(uid)}/abort">Annuler</button>
</form>`,
  );
}

async function lireFormulaire(requete: IncomingMessage): Promise<URLSearchParams> {
  const morceaux: Buffer[] = [];
  let taille = 0;
  for await (const morceau of requete) {
    taille += (morceau as Buffer).length;
    if (taille > 10_000) throw new Error('Formulaire trop volumineux.');
    morceaux.push(morceau as Buffer);
  }
  return new URLSearchParams(Buffer.concat(morceaux).toString('utf8'));
}

function revendications(identite: IdentiteLocale): Record<string, unknown> {
  return {
    sub: identite.id,
    email: identite.email,
    email_verified: true,
    given_name: identite.given_name,
    family_name: identite.family_name,
    usual_name: identite.family_name,
    siret: identite.siret,
    institution: identite.institution,
    niveau_geographique: identite.niveau_geographique,
  };
}

/** Clé de signature RSA des jetons, générée à chaque démarrage. */
function cleDeSignature(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export async function demarrerFournisseurLocal(options: OptionsFournisseurLocal): Promise<FournisseurLocal> {
  const [{ default: Provider }, { createMemoryAdapter }] = await Promise.all([
    import('oidc-provider'),
    import('oidc-provider/lib/adapters/memory_adapter.js'),
  ]);
  const serveur = createServer();
  await new Promise<void>((resolve, reject) => {
    serveur.once('error', reject);
    serveur.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (serveur.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'registre-coproprietes-local';
  const clientSecret = randomBytes(32).toString('base64url');
  const origineApplication = new URL(options.redirectUri).origin;
  // Les formulaires du fournisseur aboutissent, après redirection, sur l'application.
  const csp = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origineApplication}; frame-ancestors 'none'; base-uri 'none'`;

  const pageHtml = (ctx: ContexteKoa, titre: string, contenu: string) => {
    ctx.type = 'html';
    ctx.set('content-security-policy', csp);
    ctx.body = page(titre, contenu);
  };

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [cleDeSignature()] },
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      names: {
        session: 'fil_session',
        interaction: 'fil_interaction',
        resume: 'fil_interaction_resume',
      },
    },
    claims: REVENDICATIONS,
    scopes: PORTEES,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: ContexteKoa, formulaire: string) =>
          pageHtml(
            ctx,
            'Se déconnecter',
            `<p>Vous quittez le service d'authentification institutionnel simulé.</p>
${formulaire}
<button autofocus type="submit" class="principal" form="op.logoutForm" value="yes" name="logout">Se déconnecter</button>
<button type="submit" class="secondaire" form="op.logoutForm">Rester connecté</button>`,
          ),
        postLogoutSuccessSource: async (ctx: ContexteKoa) =>
          pageHtml(ctx, 'Déconnexion réussie', '<p>Vous êtes déconnecté du fournisseur local.</p>'),
      },
    },
    interactions: {
      url: async (_ctx: ContexteKoa, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: ContexteKoa, sub: string) => {
      const identite = IDENTITES_LOCALES.find((i) => i.id === sub);
      if (!identite) return undefined;
      return { accountId: sub, claims: async () => revendications(identite) };
    },
    // Client « maison » : pas d'écran de consentement, toutes les portées sont accordées.
    loadExistingGrant: async (ctx: ContexteKoa) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existant = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existant) {
        const trouve = await ctx.oidc.provider.Grant.find(existant);
        if (trouve) return trouve;
      }
      const autorisation = new ctx.oidc.provider.Grant({
        accountId: session.accountId,
        clientId: client.clientId,
      });
      autorisation.addOIDCScope(PORTEES.join(' '));
      await autorisation.save();
      return autorisation;
    },
    renderError: async (ctx: ContexteKoa, sortie: Record<string, string>) =>
      pageHtml(
        ctx,
        'Erreur du fournisseur local',
        `<p>${echapper(sortie.error ?? 'erreur')} : ${echapper(sortie.error_description ?? '')}</p>`,
      ),
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
  });
  const rappelProvider = provider.callback();

  const envoyerHtml = (reponse: ServerResponse, statut: number, html: string) => {
    reponse.writeHead(statut, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'cache-control': 'no-store',
    });
    reponse.end(html);
  };

  serveur.on('request', (requete: IncomingMessage, reponse: ServerResponse) => {
    const chemin = new URL(requete.url ?? '/', issuer).pathname;
    const interaction = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(chemin);
    if (!interaction) {
      rappelProvider(requete, reponse);
      return;
    }
    const action = interaction[2];
    void (async () => {
      try {
        const details = await provider.interactionDetails(requete, reponse);
        if (requete.method === 'GET' && !action) {
          envoyerHtml(reponse, 200, formulaireConnexion(details.uid));
          return;
        }
        if (requete.method !== 'POST') {
          envoyerHtml(reponse, 405, page('Méthode non permise', '<p>Utilisez le formulaire.</p>'));
          return;
        }
        if (action === 'abort') {
          await provider.interactionFinished(
            requete,
            reponse,
            { error: 'access_denied', error_description: 'Connexion annulée par l’utilisateur.' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const formulaire = await lireFormulaire(requete);
        const identite = IDENTITES_LOCALES.find((i) => i.id === formulaire.get('identite'));
        if (!identite) {
          envoyerHtml(reponse, 400, formulaireConnexion(details.uid));
          return;
        }
        await provider.interactionFinished(
          requete,
          reponse,
          { login: { accountId: identite.id } },
          { mergeWithLastSubmission: false },
        );
      } catch (erreur) {
        envoyerHtml(
          reponse,
          400,
          page(
            'Demande de connexion introuvable ou expirée',
            `<p>${echapper((erreur as Error).message)}</p><p>Recommencez la connexion depuis le registre.</p>`,
          ),
        );
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    fermer: () =>
      new Promise<void>((resolve) => {
        serveur.closeAllConnections();
        serveur.close(() => resolve());
      }),
  };
}
