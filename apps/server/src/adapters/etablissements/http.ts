import { lireJson } from '../erreur-service.js';
import type { PortEtablissements } from './port.js';
import { versEtablissement } from './recherche-entreprises.js';

/** Adaptateur de production : API publique « Recherche d'entreprises » (données Sirene). */
export function creerEtablissementsHttp(urlBase: string): PortEtablissements {
  return {
    async trouverParSiret(siret) {
      const url = `${urlBase.replace(/\/$/, '')}/search?q=${encodeURIComponent(siret)}&page=1&per_page=5`;
      return versEtablissement(await lireJson('de recherche d’entreprises', url), siret);
    },
  };
}
