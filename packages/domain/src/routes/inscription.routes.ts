import { z } from 'zod';
import { IdentifiantTexte } from '../commun/identifiant.js';
import {
  InscriptionTeledeclarant,
  SaisieCodeActivation,
  TypeInscription,
} from '../teledeclarant/inscription.js';
import { defineRoute } from './contrat.js';

const Vide = z.null();

/** Inscription des télédéclarants et activation par le code reçu par courrier (spec 2 §7.1, ADR 0050 et 0051). */
export const inscriptionRoutes = {
  inscrire: defineRoute({
    method: 'POST',
    path: '/api/teledeclarant/:type',
    summary:
      "Inscription d'un télédéclarant (syndic professionnel, syndic bénévole, étude notariale) : établissement, représentant légal, administrateur principal, attestation sur l'honneur et captcha",
    acces: 'public',
    params: z.object({ type: TypeInscription }),
    body: InscriptionTeledeclarant,
    response: Vide,
    responseFormat: 'vide',
    erreurs400Metier: true,
    limiteParMinute: 10,
    exemple: {
      params: { type: 'NON_PRO' },
      body: {
        adresseCopropriete: { voie: '12 rue des Lilas', codePostal: '69003', commune: 'Lyon' },
        representantLegal: {
          civilite: 'MME',
          nom: 'Martin',
          prenom: 'Camille',
          email: 'camille.martin@exemple.fr',
          confirmationEmail: 'camille.martin@exemple.fr',
          telephone: '0612345678',
        },
        administrateurEstRepresentant: true,
        attestationSurLHonneur: true,
        captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
      },
    },
  }),
  activer: defineRoute({
    method: 'POST',
    path: '/api/teledeclarant/activate',
    summary: "Activation du télédéclarant par le code d'activation reçu par courrier",
    acces: ['ATTENTE_ACTIVATION_TELE'],
    body: SaisieCodeActivation,
    response: Vide,
    responseFormat: 'vide',
    erreurs400Metier: true,
    exemple: { body: { codeActivation: 'ABCD2345E' } },
  }),
  regenererCode: defineRoute({
    method: 'GET',
    path: '/api/regenerate/:id',
    summary:
      "Régénère le code d'activation d'un télédéclarant en attente d'activation : nouveau courrier, ancien code annulé",
    acces: ['EDITER_TELEDECLARANT'],
    modifieEtat: true,
    params: z.object({ id: IdentifiantTexte }),
    response: z.object({
      /** Nouveau code en clair, lisible du seul teneur (par exemple pour le dicter au téléphone). */
      clef: z.string(),
    }),
    exemple: { params: { id: '987654' } },
  }),
} as const;
