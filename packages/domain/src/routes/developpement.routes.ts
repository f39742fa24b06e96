import { z } from 'zod';
import { IdentifiantChemin } from '../commun/identifiant.js';
import { erreursDuChamp, texte } from '../commun/texte.js';
import { StatutCourriel, StatutLettre } from '../referentiels/communication.js';
import { defineRoute } from './contrat.js';

/**
 * Boîte de réception de développement (ADR 0072) : hors production seulement, elle montre les courriels de
 * la boîte d'envoi et les lettres postales produites, pour suivre un parcours sans serveur de messagerie.
 * Ces routes sont publiques, mais le serveur ne les enregistre PAS en production : elles y répondent 404.
 */

/** Pièce jointe PDF d'un courriel, téléchargeable par `GET /api/dev/documents/:id`. */
export const PieceJointeDev = z.object({ idDocument: z.number().int(), nom: z.string() });
export type PieceJointeDev = z.infer<typeof PieceJointeDev>;

/** Ligne de la liste des courriels (sans le texte). */
export const ApercuCourrielDev = z.object({
  id: z.number().int(),
  destinataire: z.string(),
  sujet: z.string(),
  statut: StatutCourriel,
  tentatives: z.number().int(),
  dateCreation: z.iso.datetime(),
  dateEnvoi: z.iso.datetime().nullable(),
  pieceJointe: PieceJointeDev.nullable(),
});
export type ApercuCourrielDev = z.infer<typeof ApercuCourrielDev>;

/** Courriel complet : texte brut (et HTML éventuel), dernière erreur d'envoi. */
export const CourrielDev = ApercuCourrielDev.extend({
  texte: z.string(),
  html: z.string().nullable(),
  erreur: z.string().nullable(),
  dateProchaineTentative: z.iso.datetime(),
});
export type CourrielDev = z.infer<typeof CourrielDev>;

/** Lettre postale produite (par exemple le code d'activation d'un télédéclarant). */
export const LettreDev = z.object({
  id: z.number().int(),
  objet: z.string(),
  /** Lignes d'adresse non vides, dans l'ordre. */
  adresse: z.array(z.string()),
  statut: StatutLettre,
  dateCreation: z.iso.datetime(),
  /** Jour calendaire « aaaa-mm-jj ». */
  dateEnvoiPrevue: z.iso.date(),
  dateEnvoi: z.iso.datetime().nullable(),
  idTeledeclarant: z.number().int().nullable(),
  document: PieceJointeDev,
});
export type LettreDev = z.infer<typeof LettreDev>;

/** Nombre d'éléments par page par défaut et au plus. */
export const TAILLE_PAGE_BOITE_DEV = 20;
export const TAILLE_PAGE_BOITE_DEV_MAX = 100;

const PaginationDev = z.object({
  page: z.coerce
    .number({ error: erreursDuChamp('Le numéro de page') })
    .int()
    .min(1)
    .default(1),
  taille: z.coerce
    .number({ error: erreursDuChamp('La taille de page') })
    .int()
    .min(1)
    .max(TAILLE_PAGE_BOITE_DEV_MAX)
    .default(TAILLE_PAGE_BOITE_DEV),
  /** Filtre « contient », insensible à la casse, sur l'adresse du destinataire ou les lignes d'adresse. */
  destinataire: texte({ max: 254, libelle: 'Le destinataire recherché' }).optional(),
});

const identifiant = z.object({ id: IdentifiantChemin });

export const developpementRoutes = {
  courriels: defineRoute({
    method: 'GET',
    path: '/api/dev/courriels',
    summary:
      "Développement seulement : courriels de la boîte d'envoi, du plus récent au plus ancien (absent en production)",
    acces: 'public',
    query: PaginationDev,
    response: z.object({ courriels: z.array(ApercuCourrielDev), totalItems: z.number().int().min(0) }),
    exemple: { query: { page: 1, taille: 20, destinataire: 'exemple.fr' } },
  }),
  courriel: defineRoute({
    method: 'GET',
    path: '/api/dev/courriels/:id',
    summary:
      "Développement seulement : un courriel de la boîte d'envoi avec son texte (absent en production)",
    acces: 'public',
    params: identifiant,
    response: CourrielDev,
    exemple: { params: { id: 1 } },
  }),
  lettres: defineRoute({
    method: 'GET',
    path: '/api/dev/lettres',
    summary:
      'Développement seulement : lettres postales produites, de la plus récente à la plus ancienne (absent en production)',
    acces: 'public',
    query: PaginationDev,
    response: z.object({ lettres: z.array(LettreDev), totalItems: z.number().int().min(0) }),
    exemple: { query: { page: 1, taille: 20 } },
  }),
  document: defineRoute({
    method: 'GET',
    path: '/api/dev/documents/:id',
    summary:
      "Développement seulement : PDF joint à un courriel ou d'une lettre postale (absent en production)",
    acces: 'public',
    params: identifiant,
    // Octets du PDF (le client web le télécharge par un simple lien).
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    responseFormat: 'binary',
    exemple: { params: { id: 1 } },
  }),
} as const;
