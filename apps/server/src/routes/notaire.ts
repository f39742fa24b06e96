import { notaireRoutes } from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import type { Services } from '../services/index.js';

/**
 * Notaires authentifiés par certificat client (ADR 0067, 0068). Le simulateur de certificat (`/api/dev/…`)
 * n'est enregistré qu'en dehors de la production, comme la boîte de réception de développement.
 */
export function routesNotaire(services: Services) {
  const { notaires } = services;
  const routes = [
    implementer(notaireRoutes.infoCertificat, async ({ requete }) => notaires.certificat(requete)),
    implementer(notaireRoutes.etudeNotariale, async ({ requete }) => notaires.etude(requete)),
    implementer(notaireRoutes.profilNotaire, async ({ requete }) => notaires.profil(requete)),
    implementer(notaireRoutes.authentification, async ({ requete }) => notaires.authentifier(requete)),
    implementer(notaireRoutes.inscrireEtude, async ({ requete, body }) =>
      notaires.inscrireEtude(requete, body),
    ),
  ];
  if (!services.config.routesDeveloppement) return routes;
  return [
    ...routes,
    implementer(notaireRoutes.simulateur, async ({ requete }) => notaires.etatSimulateur(requete)),
    implementer(notaireRoutes.choisirCertificatSimule, async ({ requete, reponse, body }) =>
      notaires.choisirCertificatSimule(requete, reponse, body.id),
    ),
  ];
}
