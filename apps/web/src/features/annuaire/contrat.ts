/**
 * Contrat de l'annuaire chargé au premier appel (ADR 0260, 0285) : un contrat porte ses schémas zod, et
 * l'importer statiquement mettrait zod et les schémas dans le JavaScript des pages publiques de l'annuaire. Le
 * client n'a besoin que de la méthode, du chemin et des formats : le module arrive avec la première requête.
 */
export const contratsAnnuaire = () =>
  import('@registre/domain/routes/annuaire.routes').then((m) => m.annuaireRoutes);
