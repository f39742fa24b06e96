import type { ParcelleCadastrale } from '@registre/domain';

/** Référence cadastrale canonique demandée au cadastre (préfixe 3 chiffres, section 2, numéro 4). */
export interface ReferenceParcelle {
  codeInsee: string;
  prefixe: string;
  section: string;
  numero: string;
}

/**
 * Port du cadastre (parcelles, spec 2 §7.13). Deux adaptateurs : `http` (API Carto, module cadastre, de l'IGN)
 * et `local` (parcelles des adresses livrées dans le dépôt). Une panne ou un délai dépassé lève
 * `ErreurServiceExterne`.
 */
export interface PortParcelles {
  /** La parcelle, avec son point central s'il est connu ; `null` si elle n'existe pas au cadastre. */
  trouverParcelle(reference: ReferenceParcelle): Promise<ParcelleCadastrale | null>;
}
