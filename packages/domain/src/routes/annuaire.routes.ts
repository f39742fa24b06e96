import { z } from 'zod';
import { FicheAnnuaire, ResultatRechercheAnnuaire } from '../annuaire/fiche-publique.schema.js';
import { CriteresRechercheAnnuaire } from '../annuaire/recherche-annuaire.schema.js';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { defineRoute } from './contrat.js';

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
} as const;
