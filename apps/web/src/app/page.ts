/** Métadonnées d'une route : titre de la page et fil d'Ariane (segments parents). */
export interface HandlePage {
  titre: string;
  /** Segments parents du fil d'Ariane, de la racine vers la page (l'accueil est implicite). */
  parents?: { libelle: string; lien: string }[];
}

export function estHandlePage(valeur: unknown): valeur is HandlePage {
  return typeof valeur === 'object' && valeur !== null && typeof (valeur as HandlePage).titre === 'string';
}
