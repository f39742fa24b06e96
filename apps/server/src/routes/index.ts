import type { Implementation } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';
import { routesAnnuaire } from './annuaire.js';
import { routesApiPubliqueStatistiques } from './api-publique-statistiques.js';
import { routesClavis } from './clavis.js';
import { routesCommunes } from './communes.js';
import { routesCompte } from './compte.js';
import { routesCoproprietes } from './coproprietes.js';
import { routesCoproprietesBrouillons } from './coproprietes-brouillons.js';
import { routesCoproprietesDepot } from './coproprietes-depot.js';
import { routesCourriers } from './courriers.js';
import { routesDeveloppement } from './developpement.js';
import { routesDissolution } from './dissolution.js';
import { routesEcheancier } from './echeancier.js';
import { routesFicheSynthetique } from './fiche-synthetique.js';
import { routesFichesMemo } from './fiches-memo.js';
import { routesGestionTeledeclarants } from './gestion-teledeclarants.js';
import { routesIndicateurs } from './indicateurs.js';
import { routesJournal } from './journal.js';
import { routesJustificatifs } from './justificatifs.js';
import { routesLocalisation } from './localisation.js';
import { routesMandats } from './mandats.js';
import { routesModificationAdmin } from './modification-admin.js';
import { routesNewsletter } from './newsletter.js';
import { routesNotaire } from './notaire.js';
import { routesRattachement } from './rattachement.js';
import { routesReclamation } from './reclamation.js';
import { routesReferentielsDeclaration } from './referentiels-declaration.js';
import { routesStatistiques } from './statistiques.js';
import { routesSuccesseurs } from './successeurs.js';
import { routesSysteme } from './systeme.js';
import { routesTeledeclarant } from './teledeclarant.js';
import { routesUtilisateurs } from './utilisateurs.js';
import { routesValidations } from './validations.js';

/**
 * Toutes les implémentations de routes ; un test vérifie que chaque contrat du domaine y figure.
 * Les routes de la boîte de réception de développement (`/api/dev/…`) ne sont enregistrées qu'en dehors de
 * la production (ADR 0072).
 */
export function toutesLesRoutes(services: Services): Implementation[] {
  return [
    ...routesSysteme(services),
    ...routesCompte(services),
    ...routesUtilisateurs(services),
    ...routesTeledeclarant(services),
    ...routesGestionTeledeclarants(services),
    ...routesClavis(services),
    ...routesNotaire(services),
    ...routesLocalisation(services),
    ...routesFicheSynthetique(services),
    ...routesCoproprietes(services),
    ...routesCoproprietesDepot(services),
    ...routesCommunes(services),
    ...routesReferentielsDeclaration(),
    ...routesCoproprietesBrouillons(services),
    ...routesValidations(services),
    ...routesRattachement(services),
    ...routesDissolution(services),
    ...routesJustificatifs(services),
    ...routesMandats(services),
    ...routesEcheancier(services),
    ...routesSuccesseurs(services),
    ...routesJournal(services),
    ...routesIndicateurs(services),
    ...routesNewsletter(services),
    ...routesFichesMemo(services),
    ...routesReclamation(services),
    ...routesCourriers(services),
    ...routesStatistiques(services),
    ...routesAnnuaire(services),
    ...routesModificationAdmin(services),
    ...routesApiPubliqueStatistiques(services),
    ...(services.config.routesDeveloppement ? routesDeveloppement(services) : []),
  ];
}
