import { AUTOCOMPLETION_ADRESSE } from '@registre/domain';
import { lireJson } from '../erreur-service.js';
import { DELAI_LOCALISATION_MS, SERVICE_GEOCODAGE, typeAutocompletion, versCandidates } from './ban.js';
import type { PortGeocodage } from './port.js';

/** Adaptateur de production : API Adresse de la Base Adresse Nationale (`GET /search/`). */
export function creerGeocodageHttp(urlBase: string, delaiMs = DELAI_LOCALISATION_MS): PortGeocodage {
  const base = urlBase.replace(/\/$/, '');
  const appeler = (parametres: Record<string, string>) =>
    lireJson(SERVICE_GEOCODAGE, `${base}/search/?${new URLSearchParams(parametres)}`, delaiMs);
  const limit = String(AUTOCOMPLETION_ADRESSE.limite);
  return {
    async autocompleter(texte) {
      const brut = await appeler({ q: texte, type: typeAutocompletion(texte), autocomplete: '1', limit });
      return versCandidates(brut, 'autocompletion');
    },
    async rechercher(texte) {
      return versCandidates(await appeler({ q: texte, autocomplete: '0', limit }), 'recherche');
    },
  };
}
