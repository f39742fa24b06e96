import { annuaireRoutes } from './annuaire.routes.js';
import { batimentsRoutes } from './batiments.routes.js';
import { captchaRoutes } from './captcha.routes.js';
import { clavisRoutes } from './clavis.routes.js';
import { communesRoutes } from './communes.routes.js';
import { compteRoutes } from './compte.routes.js';
import type { ContratRoute } from './contrat.js';
import { coproprietesRoutes } from './coproprietes.routes.js';
import { coproprietesBrouillonsRoutes } from './coproprietes-brouillons.routes.js';
import { coproprietesDepotRoutes } from './coproprietes-depot.routes.js';
import { courriersRoutes } from './courriers.routes.js';
import { developpementRoutes } from './developpement.routes.js';
import { dissolutionRoutes } from './dissolution.routes.js';
import { echeancierRoutes } from './echeancier.routes.js';
import { etablissementRoutes } from './etablissement.routes.js';
import { ficheSynthetiqueRoutes } from './fiche-synthetique.routes.js';
import { fichesMemoRoutes } from './fiches-memo.routes.js';
import { geocodageRoutes } from './geocodage.routes.js';
import { indicateursRoutes } from './indicateurs.routes.js';
import { inscriptionRoutes } from './inscription.routes.js';
import { journalRoutes } from './journal.routes.js';
import { justificatifsRoutes } from './justificatifs.routes.js';
import { mandatsRoutes } from './mandats.routes.js';
import { modificationAdminRoutes } from './modification-admin.routes.js';
import { monEtablissementRoutes } from './mon-etablissement.routes.js';
import { newsletterRoutes } from './newsletter.routes.js';
import { notaireRoutes } from './notaire.routes.js';
import { parcellesRoutes } from './parcelles.routes.js';
import { publicRoutes } from './public.routes.js';
import { rattachementRoutes } from './rattachement.routes.js';
import { rattachementValidationRoutes } from './rattachement-validation.routes.js';
import { reclamationRoutes } from './reclamation.routes.js';
import { referentielsCompteRoutes } from './referentiels-compte.routes.js';
import { referentielsDeclarationRoutes } from './referentiels-declaration.routes.js';
import { statistiquesRoutes } from './statistiques.routes.js';
import { successeurRoutes } from './successeur.routes.js';
import { systemeRoutes } from './systeme.routes.js';
import { teledeclarantsRoutes } from './teledeclarants.routes.js';
import { utilisateursRoutes } from './utilisateurs.routes.js';
import { validationsRoutes } from './validations.routes.js';

export * from './annuaire.routes.js';
export * from './batiments.routes.js';
export * from './captcha.routes.js';
export * from './clavis.routes.js';
export * from './communes.routes.js';
export * from './compte.routes.js';
export * from './contrat.js';
export * from './coproprietes.routes.js';
export * from './coproprietes-brouillons.routes.js';
export * from './coproprietes-depot.routes.js';
export * from './courriers.routes.js';
export * from './developpement.routes.js';
export * from './dissolution.routes.js';
export * from './echeancier.routes.js';
export * from './etablissement.routes.js';
export * from './fiche-synthetique.routes.js';
export * from './fiches-memo.routes.js';
export * from './geocodage.routes.js';
export * from './indicateurs.routes.js';
export * from './inscription.routes.js';
export * from './journal.routes.js';
export * from './justificatifs.routes.js';
export * from './mandats.routes.js';
export * from './modification-admin.routes.js';
export * from './mon-etablissement.routes.js';
export * from './newsletter.routes.js';
export * from './notaire.routes.js';
export * from './parcelles.routes.js';
export * from './public.routes.js';
export * from './rattachement.routes.js';
export * from './rattachement-validation.routes.js';
export * from './reclamation.routes.js';
export * from './referentiels-compte.routes.js';
export * from './referentiels-declaration.routes.js';
export * from './statistiques.routes.js';
export * from './successeur.routes.js';
export { systemeRoutes } from './systeme.routes.js';
export * from './teledeclarants.routes.js';
export * from './utilisateurs.routes.js';
export * from './validations.routes.js';

/** Tous les contrats de l'API, regroupés par ressource : le serveur doit tous les implémenter. */
export const contrats = {
  systeme: systemeRoutes,
  newsletter: newsletterRoutes,
  fichesMemo: fichesMemoRoutes,
  reclamation: reclamationRoutes,
  compte: compteRoutes,
  communes: communesRoutes,
  captcha: captchaRoutes,
  developpement: developpementRoutes,
  etablissement: etablissementRoutes,
  inscription: inscriptionRoutes,
  teledeclarants: teledeclarantsRoutes,
  utilisateurs: utilisateursRoutes,
  monEtablissement: monEtablissementRoutes,
  referentielsCompte: referentielsCompteRoutes,
  referentielsDeclaration: referentielsDeclarationRoutes,
  clavis: clavisRoutes,
  notaire: notaireRoutes,
  geocodage: geocodageRoutes,
  parcelles: parcellesRoutes,
  batiments: batimentsRoutes,
  coproprietes: coproprietesRoutes,
  coproprietesDepot: coproprietesDepotRoutes,
  ficheSynthetique: ficheSynthetiqueRoutes,
  coproprietesBrouillons: coproprietesBrouillonsRoutes,
  validations: validationsRoutes,
  journal: journalRoutes,
  indicateurs: indicateursRoutes,
  courriers: courriersRoutes,
  statistiques: statistiquesRoutes,
  annuaire: annuaireRoutes,
  public: publicRoutes,
  modificationAdmin: modificationAdminRoutes,
  rattachement: rattachementRoutes,
  rattachementValidation: rattachementValidationRoutes,
  dissolution: dissolutionRoutes,
  mandats: mandatsRoutes,
  echeancier: echeancierRoutes,
  successeur: successeurRoutes,
  justificatifs: justificatifsRoutes,
} as const;

export function listerContrats(): ContratRoute[] {
  return Object.values(contrats).flatMap((groupe) => Object.values(groupe) as ContratRoute[]);
}
