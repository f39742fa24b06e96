import type { VerrouDemande } from '@registre/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Verrou du guichet lu avec la demande (table `verrou_validation` jointe sous l'alias `v`, son détenteur sous
 * `cv`) : colonnes à sélectionner et lecture de la ligne. Partagé par les lectures des demandes qui portent un
 * verrou (rattachement, dissolution).
 */
export const COLONNES_VERROU: SQL = sql`v.id_compte AS verrou_id_compte,
  COALESCE(NULLIF(TRIM(CONCAT_WS(' ', cv.prenom, cv.nom)), ''), cv.login) AS verrou_nom,
  v.pris_le AS verrou_pris_le, v.actif_le AS verrou_actif_le,
  (cv.statut = 'SUPPRIME') AS verrou_compte_supprime`;

/** Colonnes de `COLONNES_VERROU` dans une ligne lue. */
export interface LigneVerrou {
  verrou_id_compte: number | null;
  verrou_nom: string | null;
  verrou_pris_le: Date | string | null;
  verrou_actif_le: Date | string | null;
  verrou_compte_supprime: boolean | null;
}

/** Verrou de la ligne, ou `null` s'il n'y en a pas. */
export function verrouDeLaLigne(l: LigneVerrou): VerrouDemande | null {
  if (l.verrou_id_compte === null) return null;
  return {
    idCompte: l.verrou_id_compte,
    nomDetenteur: l.verrou_nom ?? `compte n° ${l.verrou_id_compte}`,
    prisLe: new Date(l.verrou_pris_le as Date | string),
    actifLe: new Date(l.verrou_actif_le as Date | string),
    detenteurSupprime: l.verrou_compte_supprime === true,
  };
}
