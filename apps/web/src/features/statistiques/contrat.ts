/**
 * Contrat des statistiques chargé au premier appel (ADR 0260, 0285) : un contrat porte ses schémas zod, et
 * l'importer statiquement mettrait zod et les schémas dans le JavaScript de la page publique des statistiques.
 */
export const contratsStatistiques = () =>
  import('@registre/domain/routes/statistiques.routes').then((m) => m.statistiquesRoutes);
