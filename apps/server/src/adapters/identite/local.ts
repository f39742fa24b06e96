import type { FournisseurLocal } from './fournisseur-local.js';
import { creerIdentiteHttp } from './http.js';
import { ErreurFournisseurIdentite, type PortIdentite } from './port.js';

export interface OptionsIdentiteLocale {
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Portées demandées ; `institution` (propre au fournisseur local) y est ajoutée. */
  scopes: string;
  /** Port du fournisseur local (0 : port libre). */
  port: number;
}

/** Nom du service affiché quand le fournisseur local est utilisé. */
export const NOM_SERVICE_LOCAL = 'Fournisseur d’identité local (développement)';

/**
 * Adaptateur `local` du port d'identité : démarre au premier usage un vrai fournisseur OpenID Connect
 * (`oidc-provider`, fournisseur-local.ts) sur son propre port, puis s'y connecte avec EXACTEMENT le code de
 * l'adaptateur `http` (`openid-client`). Rien n'est simulé côté client : seul le fournisseur est local.
 */
export function creerIdentiteLocale(options: OptionsIdentiteLocale): PortIdentite & {
  /** Fournisseur démarré (pour les tests). */
  fournisseur(): Promise<FournisseurLocal>;
} {
  let demarrage: Promise<{ fournisseur: FournisseurLocal; port: PortIdentite }> | undefined;
  const scopes = options.scopes.split(/\s+/).includes('institution')
    ? options.scopes
    : `${options.scopes} institution`;

  const pret = () => {
    demarrage ??= import('./fournisseur-local.js')
      .then(({ demarrerFournisseurLocal }) =>
        demarrerFournisseurLocal({
          port: options.port,
          redirectUri: options.redirectUri,
          postLogoutRedirectUri: options.postLogoutRedirectUri,
        }),
      )
      .then((fournisseur) => ({
        fournisseur,
        port: creerIdentiteHttp({
          issuerUrl: fournisseur.issuer,
          clientId: fournisseur.clientId,
          clientSecret: fournisseur.clientSecret,
          redirectUri: options.redirectUri,
          postLogoutRedirectUri: options.postLogoutRedirectUri,
          scopes,
          nomService: NOM_SERVICE_LOCAL,
          autoriserHttp: true,
        }),
      }))
      .catch((erreur: unknown) => {
        demarrage = undefined;
        throw new ErreurFournisseurIdentite(
          `démarrage du fournisseur local : ${(erreur as Error).message ?? 'échec'}`,
        );
      });
    return demarrage;
  };

  return {
    nomService: NOM_SERVICE_LOCAL,
    async preparerConnexion() {
      return (await pret()).port.preparerConnexion();
    },
    async terminerConnexion(parametres, attendu) {
      return (await pret()).port.terminerConnexion(parametres, attendu);
    },
    async urlDeconnexion(idToken) {
      return (await pret()).port.urlDeconnexion(idToken);
    },
    async pointFinSession() {
      return (await pret()).port.pointFinSession();
    },
    async fournisseur() {
      return (await pret()).fournisseur;
    },
    async fermer() {
      if (!demarrage) return;
      const enCours = demarrage;
      demarrage = undefined;
      await (await enCours.catch(() => undefined))?.fournisseur.fermer();
    },
  };
}
