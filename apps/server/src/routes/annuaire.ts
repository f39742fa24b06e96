import {
  annuaireRoutes,
  criteresDeLaRequetePublique,
  ENTETE_ERREUR_ANNUAIRE,
  publicRoutes,
  VERSION_API_PUBLIQUE,
} from '@registre/domain';
import { implementer } from '../plugins/contrats.js';
import { dispositionPieceJointe } from '../plugins/telechargement.js';
import { genererFicheAnnuaire, nomFichierFicheAnnuaire } from '../services/documents/fiche-annuaire.js';
import type { Services } from '../services/index.js';

/** Annuaire public et API publique ouverte v1 (ADR 0240 à 0243). */
export function routesAnnuaire(services: Services) {
  const { annuaire, adresses } = services;
  return [
    implementer(annuaireRoutes.adressesAutocompletion, ({ query }) => adresses.autocompleter(query.q)),
    implementer(annuaireRoutes.adressesRecherche, ({ query }) => adresses.rechercher(query.q)),
    implementer(annuaireRoutes.rechercher, async ({ body, reponse }) => {
      const resultat = await annuaire.rechercher(body);
      if (resultat.avertissement) reponse.header(ENTETE_ERREUR_ANNUAIRE, resultat.avertissement);
      reponse.header('cache-control', 'no-store');
      return resultat;
    }),
    implementer(annuaireRoutes.detail, ({ params }) => annuaire.fiches.parId(params.id)),
    implementer(annuaireRoutes.fiche, async ({ params, reponse }) => {
      const fiche = await annuaire.fiches.parId(params.id);
      const maintenant = new Date();
      reponse
        .type('application/pdf')
        .header(
          'content-disposition',
          dispositionPieceJointe(nomFichierFicheAnnuaire(fiche.numeroImmatriculation, maintenant)),
        );
      return genererFicheAnnuaire(fiche, maintenant);
    }),
    implementer(publicRoutes.rechercher, async ({ query, reponse }) => {
      const resultat = await annuaire.rechercher(criteresDeLaRequetePublique(query));
      if (resultat.avertissement) reponse.header(ENTETE_ERREUR_ANNUAIRE, resultat.avertissement);
      return {
        version: VERSION_API_PUBLIQUE,
        page: query.page,
        taille: query.taille,
        total: resultat.totalItems,
        avertissement: resultat.avertissement,
        coproprietes: resultat.coproprieteAnnuaireDTOList.map(
          ({ id: _id, distanceMetres: _d, ...ligne }) => ligne,
        ),
      };
    }),
    implementer(publicRoutes.fiche, ({ params }) => annuaire.fiches.parNumero(params.numeroImmatriculation)),
    implementer(publicRoutes.jeuDeDonnees, async ({ reponse }) => {
      reponse
        .type('text/csv; charset=utf-8')
        .header('content-disposition', dispositionPieceJointe('registre-coproprietes-donnees-publiques.csv'));
      return annuaire.jeuDeDonnees.flux();
    }),
  ];
}
