import { lireJson } from '../erreur-service.js';
import { DELAI_LOCALISATION_MS } from '../geocodage/ban.js';
import type { PortBatiments } from './port.js';
import { SERVICE_RNB, versIdentifiants } from './rnb.js';

/** Adaptateur de production : API du Référentiel national des bâtiments (recherche par clé BAN). */
export function creerBatimentsHttp(urlBase: string, delaiMs = DELAI_LOCALISATION_MS): PortBatiments {
  const base = urlBase.replace(/\/$/, '');
  return {
    async identifiantsParCleBan(cleBan) {
      const url = `${base}/api/alpha/buildings/address/?${new URLSearchParams({ cle_interop_ban: cleBan })}`;
      return versIdentifiants(await lireJson(SERVICE_RNB, url, delaiMs));
    },
  };
}
