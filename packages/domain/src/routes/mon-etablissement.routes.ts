import { z } from 'zod';
import { SaisieChangementRepresentant } from '../teledeclarant/changement-representant.js';
import { SaisieMonEtablissement } from '../teledeclarant/mon-etablissement.formulaire.js';
import { defineRoute } from './contrat.js';

/**
 * Établissement de la personne connectée (ADR 0057). La fiche se lit par `GET api/etablissement/{id}`
 * (`etablissementRoutes.fiche`) ; la modification par le teneur passe par `PUT api/utilisateurs/teledeclarant`.
 */
export const monEtablissementRoutes = {
  modifier: defineRoute({
    method: 'PUT',
    path: '/api/account/etablissement',
    summary:
      'Modification du téléphone et du représentant légal de son établissement (administrateur principal, notaire)',
    acces: ['MON_ENTREPRISE_ECRITURE'],
    body: SaisieMonEtablissement,
    response: z.null(),
    responseFormat: 'vide',
    erreurs400Metier: true,
    exemple: {
      body: {
        telephone: '0102030405',
        representantLegal: { civilite: 'MME', nom: 'Leroy', prenom: 'Anne', email: 'anne.leroy@exemple.fr' },
      },
    },
  }),
  changerRepresentant: defineRoute({
    method: 'PUT',
    path: '/api/account/etablissement/representant-legal',
    summary:
      "Changement du représentant légal de son établissement : une autre personne remplace l'ancienne (ADR 0311)",
    acces: ['MON_ENTREPRISE_ECRITURE'],
    body: SaisieChangementRepresentant,
    response: z.null(),
    responseFormat: 'vide',
    erreurs400Metier: true,
    exemple: {
      body: { civilite: 'M', nom: 'Martin', prenom: 'Louis', email: 'louis.martin@exemple.fr' },
    },
  }),
} as const;
