/**
 * Contrats des appels que fait le morceau d'entrée (session, reprise après 401, connexion institutionnelle,
 * bandeau d'information), chargés à la demande (ADR 0260) : un contrat porte ses schémas zod, et les importer
 * statiquement mettrait zod et les schémas dans le JavaScript de chaque page, accueil compris. Le client n'a
 * besoin que de la méthode, du chemin et des formats : le module du contrat arrive au premier appel.
 */
export const contratsCompte = () =>
  import('@registre/domain/routes/compte.routes').then((m) => m.compteRoutes);
export const contratsNotaire = () =>
  import('@registre/domain/routes/notaire.routes').then((m) => m.notaireRoutes);
export const contratsClavis = () =>
  import('@registre/domain/routes/clavis.routes').then((m) => m.clavisRoutes);
export const contratsSysteme = () =>
  import('@registre/domain/routes/systeme.routes').then((m) => m.systemeRoutes);
export const contratsInscription = () =>
  import('@registre/domain/routes/inscription.routes').then((m) => m.inscriptionRoutes);
export const contratsEtablissement = () =>
  import('@registre/domain/routes/etablissement.routes').then((m) => m.etablissementRoutes);
export const contratsCommunes = () =>
  import('@registre/domain/routes/communes.routes').then((m) => m.communesRoutes);
