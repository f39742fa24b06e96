import type { EtablissementRecherche } from '@registre/domain';

/**
 * Port de recherche d'établissements par SIRET (répertoire Sirene). Deux adaptateurs :
 * `http` (API publique « Recherche d'entreprises ») et `local` (jeu d'établissements hors ligne).
 */
export interface PortEtablissements {
  /** L'établissement de ce SIRET, ou null s'il n'existe pas au répertoire. */
  trouverParSiret(siret: string): Promise<EtablissementRecherche | null>;
}
