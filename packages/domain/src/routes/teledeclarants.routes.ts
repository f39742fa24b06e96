import { z } from 'zod';
import { IdentifiantChemin } from '../commun/identifiant.js';
import {
  CriteresRechercheTeledeclarant,
  FicheTeledeclarant,
  ModificationTeledeclarant,
  ResultatRechercheTeledeclarants,
  TeledeclarantEtUtilisateurs,
} from '../teledeclarant/gestion-teledeclarant.schema.js';
import { defineRoute } from './contrat.js';

const ParamId = z.object({ id: IdentifiantChemin });

/** Bilan d'une suppression de télédéclarant (ADR 0060). */
export const BilanSuppressionTeledeclarant = z.object({
  id: z.number().int(),
  nbMandatsSupprimes: z.number().int().min(0),
  nbMandatsArchives: z.number().int().min(0),
  nbComptesSupprimes: z.number().int().min(0),
  nbRattachementsRetires: z.number().int().min(0),
});
export type BilanSuppressionTeledeclarant = z.infer<typeof BilanSuppressionTeledeclarant>;

/**
 * Gestion des télédéclarants par le teneur du registre (spec 2 §7.8, seconde partie ; ADR 0038 pour les
 * autorisations, ADR 0060 à 0062 pour les règles).
 */
export const teledeclarantsRoutes = {
  rechercher: defineRoute({
    method: 'POST',
    path: '/api/teledeclarants',
    summary: 'Recherche paginée des télédéclarants (teneur)',
    acces: ['LST_TELEDECLARANT'],
    body: CriteresRechercheTeledeclarant,
    response: ResultatRechercheTeledeclarants,
    erreurs400Metier: true,
    exemple: {
      body: { raisonSociale: 'syndic', statut: 'ACTIF', paginationOptions: { pageNumber: 1, pageSize: 10 } },
    },
  }),
  lire: defineRoute({
    method: 'GET',
    path: '/api/teledeclarants/:id',
    summary: "Fiche d'un télédéclarant : type, établissement, représentant légal, adresse, service web",
    acces: ['LIRE_TELEDECLARANT'],
    params: ParamId,
    response: FicheTeledeclarant,
    exemple: { params: { id: 987654 } },
  }),
  supprimer: defineRoute({
    method: 'DELETE',
    path: '/api/teledeclarants/:id',
    summary: "Suppression d'un télédéclarant avec ses mandats et ses comptes (teneur)",
    acces: ['SUPPRIMER_TELEDECLARANT'],
    params: ParamId,
    response: BilanSuppressionTeledeclarant,
    /** Un refus (demande en cours d'instruction) s'affiche dans la fenêtre de confirmation. */
    erreurs400Metier: true,
    exemple: { params: { id: 987654 } },
  }),
  lireAvecUtilisateurs: defineRoute({
    method: 'GET',
    path: '/api/utilisateurs/teledeclarant/:id',
    summary: 'Télédéclarant et ses comptes utilisateurs, pour son écran de mise à jour (teneur)',
    acces: ['LIRE_TELEDECLARANT'],
    params: ParamId,
    response: TeledeclarantEtUtilisateurs,
    exemple: { params: { id: 987654 } },
  }),
  modifier: defineRoute({
    method: 'PUT',
    path: '/api/utilisateurs/teledeclarant',
    summary:
      "Mise à jour d'un télédéclarant par le teneur : établissement, représentant légal, statut, certificats",
    acces: ['EDITER_TELEDECLARANT'],
    body: ModificationTeledeclarant,
    response: FicheTeledeclarant,
    erreurs400Metier: true,
    exemple: {
      body: {
        id: 987654,
        raisonSociale: 'SYNDIC DES LILAS',
        siret: '73282932000074',
        adresse: { l1: 'SYNDIC DES LILAS', l4: '12 RUE DES LILAS', l6: '69003 LYON' },
        representantLegal: { nom: 'Leroy', prenom: 'Anne', adresse: {} },
        statut: 'ACTIF',
      },
    },
  }),
} as const;
