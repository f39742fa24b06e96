import { z } from 'zod';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { ElementReferentiel } from '../compte/referentiels-compte.js';
import { TypeTeledeclarant } from '../referentiels/teledeclarant.js';
import { StatutTeledeclarant } from '../teledeclarant/statut-teledeclarant.js';
import { defineRoute } from './contrat.js';

const Liste = z.array(ElementReferentiel);

/**
 * Listes de référence des comptes et des télédéclarants (spec 2 §7.12) : `{code, libelle}` tirés des
 * libellés du domaine (ADR 0056). Ouvertes à toute personne connectée, sauf les profils disponibles,
 * qui dépendent des droits de gestion des comptes.
 */
export const referentielsCompteRoutes = {
  statutsCompte: defineRoute({
    method: 'GET',
    path: '/api/statut-compte-utilisateurs',
    summary: "Statuts d'un compte utilisateur",
    acces: 'connecte',
    response: Liste,
  }),
  profilsDisponibles: defineRoute({
    method: 'GET',
    path: '/api/profil-utilisateurs/disponible',
    summary: 'Profils que la personne connectée peut donner à un nouveau compte de son établissement',
    acces: ['AJOUTER_UTILISATEUR'],
    response: Liste,
  }),
  profilsDisponiblesPour: defineRoute({
    method: 'GET',
    path: '/api/profil-utilisateurs/disponible/:id',
    summary: 'Profils que la personne connectée peut donner au compte indiqué (son profil actuel en tête)',
    acces: ['EDITER_SUPPRIMER_NON_ADMIN', 'EDITER_SUPPRIMER_ADMIN', 'EDITER_TELEDECLARANT'],
    params: z.object({ id: IdentifiantChemin }),
    response: Liste,
    exemple: { params: { id: 987654 } },
  }),
  profilsDuType: defineRoute({
    method: 'GET',
    path: '/api/profil-utilisateurs/type/:x',
    summary: "Profils d'un type de déclarant (PRO, NON_PRO, NOTAIRE, teneur…)",
    acces: 'connecte',
    params: z.object({ x: TypeTeledeclarant }),
    response: Liste,
    exemple: { params: { x: 'PRO' } },
  }),
  civilites: defineRoute({
    method: 'GET',
    path: '/api/civilites',
    summary: 'Civilités',
    acces: 'connecte',
    response: Liste,
  }),
  statutsTeledeclarantRecherche: defineRoute({
    method: 'GET',
    path: '/api/statut-teledeclarant/recherche',
    summary: "Statuts d'un télédéclarant proposés à la recherche",
    acces: 'connecte',
    response: Liste,
  }),
  statutsTeledeclarantSuivants: defineRoute({
    method: 'GET',
    path: '/api/statut-teledeclarant/suivant/:x',
    summary:
      "Statuts qu'un télédéclarant peut prendre depuis le statut indiqué, selon son cycle de vie et la personne connectée",
    acces: 'connecte',
    params: z.object({ x: StatutTeledeclarant }),
    response: Liste,
    exemple: { params: { x: 'ACTIF' } },
  }),
  typesTeledeclarant: defineRoute({
    method: 'GET',
    path: '/api/type-teledeclarant/all',
    summary: 'Tous les types de déclarant',
    acces: 'connecte',
    response: Liste,
  }),
  typeTeledeclarant: defineRoute({
    method: 'GET',
    path: '/api/type-teledeclarant/:x',
    summary: "Un type de déclarant et son libellé (liste d'un élément)",
    acces: 'connecte',
    params: z.object({ x: TypeTeledeclarant }),
    response: Liste,
    exemple: { params: { x: 'NOTAIRE' } },
  }),
  typesTeledeclarantMin: defineRoute({
    method: 'GET',
    path: '/api/type-teledeclarant-min',
    summary: "Types d'établissement télédéclarant (syndic professionnel, syndic bénévole, étude notariale)",
    acces: 'connecte',
    response: Liste,
  }),
} as const;
