import {
  type AdresseCandidate,
  batimentsRoutes,
  communesRoutes,
  geocodageRoutes,
  parcellesRoutes,
} from '@registre/domain';
import { appelerApi } from '../../api/client';

/**
 * Appels de localisation de l'étape identification (ADR 0120) : le navigateur ne parle qu'à l'API du
 * registre, qui interroge la Base Adresse Nationale, le cadastre et le RNB (ou leurs adaptateurs locaux).
 */
export const apiLocalisation = {
  autocompleter: (q: string) => appelerApi(geocodageRoutes.autocompletion, { query: { q } }),
  rechercher: (q: string) => appelerApi(geocodageRoutes.recherche, { query: { q } }),
  /** Identifiant RNB du bâtiment d'une adresse de numéro ; une voie ou un lieu-dit n'en a pas. */
  identifierBatiment: async (candidate: AdresseCandidate) =>
    candidate.properties.type === 'street' || candidate.properties.type === 'locality'
      ? { disponible: true, message: null, idBatiment: null }
      : appelerApi(batimentsRoutes.parCleBan, { params: { cleBan: candidate.properties.id } }),
  verifierParcelle: (p: { codeInsee: string; prefixe: string; section: string; numero: string }) =>
    appelerApi(parcellesRoutes.verifier, { query: p }),
  communesDuCodePostal: (codePostal: string) =>
    appelerApi(communesRoutes.parCodePostal, { params: { codePostal } }),
  communesAbsorbees: (codeInsee: string) =>
    appelerApi(communesRoutes.absorbees, { params: { x: codeInsee } }),
};

export type ApiLocalisation = typeof apiLocalisation;
