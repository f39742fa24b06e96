import { z } from 'zod';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { ActionCopropriete } from '../copropriete/actions-copropriete.js';
import {
  CriteresRechercheCopropriete,
  EtatCoproprieteLibelle,
  InfosActionCopropriete,
  PropositionCopropriete,
  ResultatRechercheCopropriete,
  SaisieImmatOuNom,
  TableauDeBordSyndic,
  VisualisationCopropriete,
} from '../copropriete/liste-coproprietes.schema.js';
import { defineRoute } from './contrat.js';

const ParamId = z.object({ id: IdentifiantChemin });

/**
 * Liste et consultation des copropriétés (spec 2 §7.2 ; ADR 0160 et 0161). Le périmètre dépend de l'appelant :
 * le syndic voit les copropriétés de son établissement (mandat courant, brouillons et demandes qu'il a
 * rédigés), le notaire les siennes, le teneur toutes.
 */
export const coproprietesRoutes = {
  rechercher: defineRoute({
    method: 'POST',
    path: '/api/coproprietes/rechercher',
    summary:
      'Liste paginée des copropriétés de l’appelant, filtrée et triée, avec les actions permises sur chaque ligne',
    acces: ['VISUALISER_COPRO'],
    body: CriteresRechercheCopropriete,
    response: ResultatRechercheCopropriete,
    erreurs400Metier: true,
    exemple: {
      body: {
        immatriculationOuNom: 'lilas',
        etatsCopropriete: ['IMMATRICULEE_RATTACHEE'],
        statut: 'seeAllCopro',
        paginationOptions: { pageNumber: 1, pageSize: 10, sortField: 'nom', sortDirection: 'ASC' },
      },
    },
  }),
  rechercherImmatOuNom: defineRoute({
    method: 'POST',
    path: '/api/coproprietes/rechercherImmatOuNomCopro',
    summary:
      'Propositions (10 au plus) de copropriétés de l’appelant dont l’immatriculation ou le nom correspond',
    acces: ['VISUALISER_COPRO'],
    body: SaisieImmatOuNom,
    response: z.array(PropositionCopropriete),
    exemple: { body: { immatriculationOuNom: '$AB12' } },
  }),
  visualiser: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/visualisation/:id',
    summary:
      'Données d’une copropriété de l’appelant : identification, adresses, parcelles, mandat, actions permises',
    acces: ['VISUALISER_COPRO'],
    params: ParamId,
    response: VisualisationCopropriete,
    exemple: { params: { id: 1 } },
  }),
  infosAction: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/infos/:id/:action',
    summary: 'En-tête de l’écran d’une action sur une copropriété ; refusée si l’action n’est pas permise',
    acces: ['VISUALISER_COPRO'],
    params: z.object({ id: IdentifiantChemin, action: ActionCopropriete }),
    query: z.object({ idMandat: IdentifiantChemin.optional() }),
    response: InfosActionCopropriete,
    exemple: { params: { id: 1, action: 'FICHE_SYNTHETIQUE' } },
  }),
  etats: defineRoute({
    method: 'GET',
    path: '/api/etat-copropriete',
    summary: 'États d’une copropriété et leurs libellés (filtre de la liste)',
    acces: ['VISUALISER_COPRO'],
    response: z.array(EtatCoproprieteLibelle),
  }),
  tableauDeBordSyndic: defineRoute({
    method: 'GET',
    path: '/api/coproprietes/tableauDeBordSyndic',
    summary:
      'Tableau de bord du syndic : immatriculées, mandats expirés, mises à jour requises, non géolocalisées',
    acces: ['AFFICHER_DONNEES_ADMIN_SYNDIC'],
    response: TableauDeBordSyndic,
  }),
} as const;
