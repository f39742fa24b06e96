import { z } from 'zod';
import { ElementReferentiel } from '../compte/referentiels-compte.js';
import { CriteresRechercheJournal, ResultatRechercheJournal } from '../journal/evenement-journal.schema.js';
import { CategorieEvenement } from '../referentiels/journal.js';
import { defineRoute } from './contrat.js';

const Liste = z.array(ElementReferentiel);
const ACCES_JOURNAL = ['RECHERCHE_EVENEMENT_JOURNAL'] as const;

/**
 * Journal des événements du teneur (spec 1 §2 `/evenement-journal`, spec 2 §7.9 ; ADR 0200) : listes de
 * référence des filtres (`{code, libelle}`) et recherche paginée.
 */
export const journalRoutes = {
  profils: defineRoute({
    method: 'GET',
    path: '/api/evenement-journal/profil',
    summary: "Profils d'auteur proposés par le filtre du journal",
    acces: ACCES_JOURNAL,
    response: Liste,
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/evenement-journal/categorie',
    summary: "Catégories d'événement",
    acces: ACCES_JOURNAL,
    response: Liste,
  }),
  typesDeLaCategorie: defineRoute({
    method: 'GET',
    path: '/api/evenement-journal/type-evenement/:category',
    summary: "Types d'événement d'une catégorie",
    acces: ACCES_JOURNAL,
    params: z.object({ category: CategorieEvenement }),
    response: Liste,
    exemple: { params: { category: 'CONNEXION' } },
  }),
  tousLesTypes: defineRoute({
    method: 'GET',
    path: '/api/evenement-journal/all-type-evenement',
    summary: "Tous les types d'événement",
    acces: ACCES_JOURNAL,
    response: Liste,
  }),
  modalites: defineRoute({
    method: 'GET',
    path: '/api/evenement-journal/type-modalite',
    summary:
      "Modalités d'un événement (saisie en ligne, service web, connexion en tant que, traitement automatique)",
    acces: ACCES_JOURNAL,
    response: Liste,
  }),
  rechercher: defineRoute({
    method: 'POST',
    path: '/api/evenement-journal/rechercher',
    summary: 'Recherche dans le journal des événements : période, profil, catégorie, type, modalité',
    acces: ACCES_JOURNAL,
    body: CriteresRechercheJournal,
    response: ResultatRechercheJournal,
    erreurs400Metier: true,
    exemple: {
      body: {
        dateDu: '01/01/2026',
        dateAu: '31/12/2026',
        categorie: 'CONNEXION',
        typeEvenement: 'CONNEXION_REUSSIE',
        paginationOptions: { pageNumber: 1, pageSize: 10 },
      },
    },
  }),
};
