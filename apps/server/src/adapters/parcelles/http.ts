import { lireJson } from '../erreur-service.js';
import { DELAI_LOCALISATION_MS } from '../geocodage/ban.js';
import { SERVICE_CADASTRE, versParcelle } from './apicarto.js';
import type { PortParcelles } from './port.js';

/** Adaptateur de production : API Carto de l'IGN, module cadastre (`GET /api/cadastre/parcelle`, source PCI). */
export function creerParcellesHttp(urlBase: string, delaiMs = DELAI_LOCALISATION_MS): PortParcelles {
  const base = urlBase.replace(/\/$/, '');
  return {
    async trouverParcelle({ codeInsee, prefixe, section, numero }) {
      const parametres = new URLSearchParams({
        code_insee: codeInsee,
        section,
        numero,
        com_abs: prefixe,
        source_ign: 'PCI',
      });
      return versParcelle(
        await lireJson(SERVICE_CADASTRE, `${base}/api/cadastre/parcelle?${parametres}`, delaiMs),
      );
    },
  };
}
