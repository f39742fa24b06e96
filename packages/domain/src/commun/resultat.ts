/**
 * Résultat d'une règle métier : des erreurs bloquantes et des avertissements que la personne
 * peut confirmer pour continuer. Chaque entrée désigne le champ concerné (chemin pointé, par exemple
 * `donneesFinancieres.dateAg`) et porte le message français affiché sous ce champ.
 */
export interface Constat {
  champ: string;
  /** Code stable de la règle (par exemple `mandat.duree.max`), utile aux tests et aux journaux. */
  code: string;
  message: string;
}

export interface ResultatRegles {
  erreurs: Constat[];
  avertissements: Constat[];
}

export const resultatVide = (): ResultatRegles => ({ erreurs: [], avertissements: [] });

export function fusionnerResultats(...resultats: ResultatRegles[]): ResultatRegles {
  return {
    erreurs: resultats.flatMap((r) => r.erreurs),
    avertissements: resultats.flatMap((r) => r.avertissements),
  };
}

export function estBloquant(resultat: ResultatRegles): boolean {
  return resultat.erreurs.length > 0;
}
