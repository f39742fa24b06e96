/** Déclaration du paquet `@socialgouv/jours-feries` (CommonJS, sans types). */
declare module '@socialgouv/jours-feries' {
  /**
   * Jours fériés français de l'année, par nom (« Fête Nationale », « Ascension »…). Les dates sont
   * construites à minuit dans le fuseau du processus. `alsace` ajoute le Vendredi saint et la
   * Saint-Étienne (Alsace-Moselle).
   */
  function joursFeries(annee: number, options?: { alsace?: boolean }): Record<string, Date>;
  export = joursFeries;
}
