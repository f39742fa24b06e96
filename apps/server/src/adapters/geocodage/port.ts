import type { AdresseCandidate } from '@registre/domain';

/**
 * Port de géocodage (Base Adresse Nationale, spec 2 §7.13). Deux adaptateurs : `http` (API publique
 * api-adresse.data.gouv.fr) et `local` (adresses livrées dans le dépôt, hors ligne). Une panne ou un délai
 * dépassé lève `ErreurServiceExterne` : le service la traduit en « géolocalisation indisponible ».
 */
export interface PortGeocodage {
  /** Autocomplétion « StreetAddress » (numéros ou voies), 10 propositions au plus (spec 2 §9). */
  autocompleter(texte: string): Promise<AdresseCandidate[]>;
  /** Recherche d'une adresse saisie en entier (numéros, voies et lieux-dits), 10 propositions au plus. */
  rechercher(texte: string): Promise<AdresseCandidate[]>;
}
