import { creerIdentiteHttp } from '../../adapters/identite/http.js';
import { creerIdentiteLocale } from '../../adapters/identite/local.js';
import type { PortIdentite } from '../../adapters/identite/port.js';
import type { Config } from '../../config.js';

/** Chemin de retour du fournisseur d'identité (adresse déclarée chez lui). */
export const CHEMIN_RETOUR_CLAVIS = '/api/public/clavis/callback';

/**
 * Choix de l'adaptateur d'identité (ADR 0065) : `http` quand `IDENTITE_ISSUER_URL` est renseignée ; sinon, hors
 * production, `local` (fournisseur `oidc-provider` démarré à la demande) ; en production sans configuration,
 * aucun : la connexion institutionnelle est indisponible (503) et son bouton masqué.
 */
export function creerPortIdentite(config: Config): PortIdentite | null {
  const redirectUri = `${config.urlPublique}${CHEMIN_RETOUR_CLAVIS}`;
  const postLogoutRedirectUri = `${config.urlPublique}/`;
  const { identite } = config;
  if (identite.issuerUrl && identite.clientId && identite.clientSecret) {
    return creerIdentiteHttp({
      issuerUrl: identite.issuerUrl,
      clientId: identite.clientId,
      clientSecret: identite.clientSecret,
      redirectUri,
      postLogoutRedirectUri,
      scopes: identite.scopes,
      acrValues: identite.acrValues,
      nomService: identite.nomService,
      algorithmeUserinfo: identite.algorithmeUserinfo,
      // Un émetteur en http:// n'est admis qu'hors production (fournisseur de recette sur le poste).
      autoriserHttp: config.environnement !== 'production' && identite.issuerUrl.startsWith('http://'),
    });
  }
  if (config.environnement === 'production') return null;
  return creerIdentiteLocale({
    redirectUri,
    postLogoutRedirectUri,
    scopes: identite.scopes,
    port: identite.portLocal,
  });
}
