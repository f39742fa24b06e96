import { communesRoutes, etablissementRoutes, inscriptionRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/** Établissements (spec 2 §7.4), inscription et activation des télédéclarants (spec 2 §7.1). */
export function routesTeledeclarant(services: Services) {
  const { etablissement, inscription, activation } = services;
  return [
    implementer(etablissementRoutes.rechercherParSiret, async ({ params }) =>
      etablissement.rechercher(params.siret),
    ),
    implementer(etablissementRoutes.siretDejaInscrit, async ({ params }) =>
      etablissement.siretDejaInscrit(params.siret),
    ),
    implementer(etablissementRoutes.controlerSiret, async ({ params, query }) =>
      etablissement.controlerSiret(params.siret, { copropriete: query.copropriete }),
    ),
    implementer(communesRoutes.parCodePostal, async ({ params }) =>
      services.referentiel.communesDuCodePostal(params.codePostal),
    ),
    implementer(etablissementRoutes.codeApeAutorise, async ({ params, query }) =>
      etablissement.codeApeAutorise(params.x, query.type),
    ),
    implementer(etablissementRoutes.existeChezLeTeneur, async ({ params }) =>
      etablissement.syndicProInscrit(params.siret),
    ),
    implementer(etablissementRoutes.enregistreParSiret, async ({ params }) =>
      etablissement.enregistreParSiret(params.siret),
    ),
    implementer(etablissementRoutes.emailDeLEtablissement, async ({ query, utilisateur }) =>
      etablissement.compteAvecEmail(utilisateur, query.email, query.siret),
    ),
    implementer(etablissementRoutes.fiche, async ({ params, utilisateur }) =>
      etablissement.fiche(utilisateur, params.id),
    ),
    implementer(inscriptionRoutes.inscrire, async ({ params, body }) => {
      await inscription.inscrire(params.type, body);
      return null;
    }),
    implementer(inscriptionRoutes.activer, async ({ requete, utilisateur, body }) => {
      await activation.activer(requete, utilisateur, body);
      return null;
    }),
    implementer(inscriptionRoutes.regenererCode, async ({ params, utilisateur, reponse }) => {
      reponse.header('cache-control', 'no-store');
      return activation.regenerer(utilisateur, params.id);
    }),
  ];
}
