import { z } from 'zod';
import { Email, Telephone } from '../commun/formats.js';
import { NomPersonne, PrenomPersonne } from '../commun/texte.js';
import { Civilite } from '../referentiels/compte.js';
import { defineRoute } from './contrat.js';

/**
 * Modification de « Mon établissement » par son administrateur principal ou son notaire
 * (`MON_ENTREPRISE_ECRITURE`) : le téléphone et le représentant légal ; la raison sociale, le SIRET,
 * l'activité et l'adresse viennent du répertoire des entreprises et ne se modifient pas ici.
 */
export const SaisieMonEtablissement = z.object({
  telephone: Telephone.nullish(),
  representantLegal: z.object({
    civilite: Civilite,
    nom: NomPersonne,
    prenom: PrenomPersonne,
    email: Email,
    telephone: Telephone.nullish(),
  }),
});
export type SaisieMonEtablissement = z.infer<typeof SaisieMonEtablissement>;

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
} as const;
