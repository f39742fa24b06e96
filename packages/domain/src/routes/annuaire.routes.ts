import { z } from 'zod';
import { FicheAnnuaire, ResultatRechercheAnnuaire } from '../annuaire/fiche-publique.schema.js';
import { CriteresRechercheAnnuaire } from '../annuaire/recherche-annuaire.schema.js';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { ResultatGeocodage } from '../copropriete/localisation.js';
import { defineRoute } from './contrat.js';
import { LIMITE_LOCALISATION_PAR_MINUTE, QueryAdresse } from './geocodage.routes.js';

/**
 * Annuaire public (spec 1 §2 `/annuaire`, spec 2 §7.10 ; ADR 0240 à 0243) : recherche et fiche d'une copropriété
 * visible, ouvertes à tous, limitées par adresse.
 */
export const annuaireRoutes = {
  rechercher: defineRoute({
    method: 'POST',
    path: '/api/public/annuaire/rechercherAnnuaire',
    summary:
      "Recherche de l'annuaire (simple : numéro, nom ou adresse ; avancée : champs et statuts) ; X-sicoproApp-error : nonGeolocalise ou tropDeResultats",
    acces: 'public',
    body: CriteresRechercheAnnuaire,
    response: ResultatRechercheAnnuaire,
    erreurs400Metier: true,
    apiOuverte: {},
    exemple: { body: { immatriculationOuNom: 'tilleuls' } },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/public/annuaire/coproannuairedetail/:id',
    summary: "Fiche publique d'une copropriété de l'annuaire (champs publics seulement)",
    acces: 'public',
    params: z.object({ id: IdentifiantChemin }),
    response: FicheAnnuaire,
    apiOuverte: { cacheSecondes: 300 },
    exemple: { params: { id: 1 } },
  }),
  fiche: defineRoute({
    method: 'GET',
    path: '/api/public/annuaire/coproannuairedetail/:id/fiche',
    summary: "Fiche publique (PDF) d'une copropriété de l'annuaire : champs publics seulement",
    acces: 'public',
    params: z.object({ id: IdentifiantChemin }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    apiOuverte: { cacheSecondes: 300 },
    exemple: { params: { id: 1 } },
  }),
  // Recherche par adresse du visiteur anonyme (spec 1 §4) : le géocodage du registre, sans session, même
  // limite par adresse IP que celui de la déclaration (ADR 0120, 0285).
  adressesAutocompletion: defineRoute({
    method: 'GET',
    path: '/api/public/annuaire/adresses/autocompletion',
    summary:
      "Ajout (ADR 0285) : autocomplétion d'adresse de la recherche de l'annuaire, 10 propositions au plus",
    acces: 'public',
    query: QueryAdresse,
    response: ResultatGeocodage,
    erreurs400Metier: true,
    limiteParMinute: LIMITE_LOCALISATION_PAR_MINUTE,
    exemple: { query: { q: '5 rue de la loge' } },
  }),
  adressesRecherche: defineRoute({
    method: 'GET',
    path: '/api/public/annuaire/adresses/recherche',
    summary:
      "Ajout (ADR 0285) : recherche de l'adresse saisie dans l'annuaire, avant la fenêtre de choix (spec 1 §4)",
    acces: 'public',
    query: QueryAdresse,
    response: ResultatGeocodage,
    erreurs400Metier: true,
    limiteParMinute: LIMITE_LOCALISATION_PAR_MINUTE,
    exemple: { query: { q: '5 Rue de la Loge 34000 Montpellier' } },
  }),
} as const;
