import {
  Civilite,
  civiliteLabels,
  listeProfils,
  listeReferentiel,
  monEtablissementRoutes,
  PROFILS_PAR_TYPE_TELEDECLARANT,
  referentielsCompteRoutes,
  StatutCompteUtilisateur,
  StatutTeledeclarant,
  statutCompteUtilisateurLabels,
  statutsTeledeclarantSuivants,
  statutTeledeclarantLabels,
  TYPES_TELEDECLARANT_MIN,
  TypeTeledeclarant,
  typeActeurDuProfil,
  typeTeledeclarantLabels,
  utilisateursRoutes,
} from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Comptes utilisateurs d'un établissement, « Mon établissement » et listes de référence des comptes. */
export function routesUtilisateurs(services: Services) {
  return [
    implementer(utilisateursRoutes.creer, async ({ utilisateur, body }) =>
      services.utilisateurs.creer(utilisateur, body),
    ),
    implementer(utilisateursRoutes.modifier, async ({ utilisateur, body }) =>
      services.utilisateurs.modifier(utilisateur, body),
    ),
    implementer(utilisateursRoutes.listeParTeledeclarant, async ({ utilisateur, params, query }) =>
      services.utilisateurs.lister(utilisateur, params.id, query),
    ),
    implementer(utilisateursRoutes.lire, async ({ utilisateur, params }) =>
      services.utilisateurs.lire(utilisateur, params.id),
    ),
    implementer(utilisateursRoutes.supprimerLot, async ({ utilisateur, body }) => ({
      nbSupprimes: await services.utilisateurs.supprimerLot(utilisateur, body),
    })),

    implementer(monEtablissementRoutes.modifier, async ({ utilisateur, body }) => {
      await services.monEtablissement.modifier(utilisateur, body);
      return null;
    }),
    implementer(monEtablissementRoutes.changerRepresentant, async ({ utilisateur, body }) => {
      await services.monEtablissement.changerRepresentant(utilisateur, body);
      return null;
    }),

    implementer(referentielsCompteRoutes.statutsCompte, async () =>
      listeReferentiel(statutCompteUtilisateurLabels, StatutCompteUtilisateur.options),
    ),
    implementer(referentielsCompteRoutes.profilsDisponibles, async ({ utilisateur }) =>
      services.utilisateurs.profilsDisponibles(utilisateur, null),
    ),
    implementer(referentielsCompteRoutes.profilsDisponiblesPour, async ({ utilisateur, params }) =>
      services.utilisateurs.profilsDisponibles(utilisateur, params.id),
    ),
    implementer(referentielsCompteRoutes.profilsDuType, async ({ params }) =>
      listeProfils(PROFILS_PAR_TYPE_TELEDECLARANT[params.x]),
    ),
    implementer(referentielsCompteRoutes.civilites, async () =>
      listeReferentiel(civiliteLabels, Civilite.options),
    ),
    implementer(referentielsCompteRoutes.statutsTeledeclarantRecherche, async () =>
      listeReferentiel(statutTeledeclarantLabels, StatutTeledeclarant.options),
    ),
    implementer(referentielsCompteRoutes.statutsTeledeclarantSuivants, async ({ utilisateur, params }) =>
      listeReferentiel(
        statutTeledeclarantLabels,
        statutsTeledeclarantSuivants(params.x, typeActeurDuProfil(utilisateur.profil)),
      ),
    ),
    implementer(referentielsCompteRoutes.typesTeledeclarant, async () =>
      listeReferentiel(typeTeledeclarantLabels, TypeTeledeclarant.options),
    ),
    implementer(referentielsCompteRoutes.typeTeledeclarant, async ({ params }) =>
      listeReferentiel(typeTeledeclarantLabels, [params.x]),
    ),
    implementer(referentielsCompteRoutes.typesTeledeclarantMin, async () =>
      listeReferentiel(typeTeledeclarantLabels, TYPES_TELEDECLARANT_MIN),
    ),
  ];
}
