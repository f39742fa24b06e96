/**
 * Port du Référentiel national des bâtiments (RNB, spec 2 §7.13 « building-identifier lookup by address key »).
 * Deux adaptateurs : `http` (API du RNB) et `local` (bâtiments des adresses livrées dans le dépôt). Une panne
 * ou un délai dépassé lève `ErreurServiceExterne`.
 */
export interface PortBatiments {
  /** Identifiants RNB des bâtiments actifs rattachés à une clé d'interopérabilité BAN (vide si aucun). */
  identifiantsParCleBan(cleBan: string): Promise<string[]>;
}
