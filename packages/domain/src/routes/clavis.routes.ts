import { z } from 'zod';
import { texte } from '../commun/texte.js';
import { defineRoute } from './contrat.js';

/**
 * Connexion institutionnelle « Clavis » (spec 2 §7.1) : OpenID Connect, flux « code d'autorisation » avec
 * PKCE, auprès d'un fournisseur d'identité de type ProConnect (ADR 0065). Les appels de la spécification
 * sont publics (ADR 0035 §5) ; `connexion` et `retour` sont les deux étapes ajoutées qu'exige le protocole.
 */

/** Chemin de l'application où revenir après la connexion : relatif au site, jamais vers un autre site. */
export const CheminRetour = texte({ max: 500, libelle: "L'adresse de retour" }).regex(
  /^\/(?![/\\])[^\s\\]*$/,
  { error: "L'adresse de retour doit être un chemin de l'application." },
);
export type CheminRetour = z.infer<typeof CheminRetour>;

/** Adresses qui commencent la connexion et la déconnexion institutionnelles. */
export const UrlsClavis = z.object({
  /** Faux quand aucun fournisseur d'identité n'est configuré : le bouton de connexion est masqué. */
  disponible: z.boolean(),
  /** Adresse à ouvrir (navigation) pour se connecter ; accepte `?retour=/chemin`. */
  urlConnexion: z.string(),
  /**
   * Point de fin de session du fournisseur d'identité. La déconnexion passe par
   * `GET api/public/clavis/logout`, qui renvoie l'adresse complète à ouvrir.
   */
  urlDeconnexion: z.string().nullable(),
});
export type UrlsClavis = z.infer<typeof UrlsClavis>;

/** Attributs de l'identité fédérée de la session (réponse de `getauthattributes`). */
export const AttributsIdentiteFederee = z.object({
  /** Nom du service d'identité (« ProConnect », fournisseur local de développement…). */
  fournisseur: z.string(),
  /** Identifiant de la personne chez le fournisseur (`sub`). */
  sujet: z.string(),
  email: z.string(),
  prenom: z.string().nullable(),
  nom: z.string().nullable(),
  /** Institution de rattachement (collectivité, service de l'État…), si le fournisseur la donne. */
  institution: z.string().nullable(),
  siret: z.string().nullable(),
  /**
   * Niveau géographique de l'institution, sous la forme « NATIONAL », « REGION:84 », « DEPARTEMENT:69 »,
   * « EPCI:200046977 » ou « COMMUNE:69123 » ; null si le fournisseur ne le donne pas.
   */
  niveauGeographique: z.string().nullable(),
  /** Compte du registre ouvert par cette identité : institutionnel (id 1) ou compte du teneur. */
  idCompte: z.number().int().positive(),
  /** Charte de confidentialité acceptée pendant cette session (compte institutionnel). */
  charteAcceptee: z.boolean(),
});
export type AttributsIdentiteFederee = z.infer<typeof AttributsIdentiteFederee>;

/** État de la charte de confidentialité pour la personne connectée. */
export const EtatCharte = z.object({
  acceptee: z.boolean(),
  /** Date et heure de l'acceptation (ISO 8601), ou null. */
  accepteeLe: z.string().nullable(),
});
export type EtatCharte = z.infer<typeof EtatCharte>;

/** Paramètres de la réponse d'autorisation (OpenID Connect Core §3.1.2.5 et §3.1.2.6, RFC 9207). */
export const ReponseAutorisation = z.object({
  code: texte({ max: 2000, libelle: "Le code d'autorisation" }).optional(),
  state: texte({ max: 500, libelle: "L'état de la connexion" }).optional(),
  iss: texte({ max: 500, libelle: "L'émetteur" }).optional(),
  session_state: texte({ max: 500, libelle: "L'état de session" }).optional(),
  error: texte({ max: 200, libelle: "Le code d'erreur" }).optional(),
  error_description: texte({ max: 1000, libelle: "La description de l'erreur" }).optional(),
});

export const clavisRoutes = {
  urls: defineRoute({
    method: 'GET',
    path: '/api/public/clavis/geturls',
    summary: 'Adresses de connexion et de fin de session du service d’authentification institutionnel',
    acces: 'public',
    response: UrlsClavis,
  }),
  estAuthentifie: defineRoute({
    method: 'GET',
    path: '/api/public/clavis/isauthenticated',
    summary: 'Vrai quand la session vient d’une connexion institutionnelle',
    acces: 'public',
    response: z.boolean(),
  }),
  nomService: defineRoute({
    method: 'GET',
    path: '/api/public/clavis/getservicename',
    summary: 'Nom du service d’authentification institutionnel',
    acces: 'public',
    response: z.string(),
    responseFormat: 'text',
  }),
  attributs: defineRoute({
    method: 'GET',
    path: '/api/public/clavis/getauthattributes',
    summary: 'Attributs de l’identité fédérée de la session (null sans connexion institutionnelle)',
    acces: 'public',
    response: AttributsIdentiteFederee.nullable(),
  }),
  deconnexion: defineRoute({
    method: 'GET',
    path: '/api/public/clavis/logout',
    summary:
      'Déconnexion fédérée : ferme la session et renvoie l’adresse de fin de session du fournisseur à ouvrir',
    acces: 'public',
    modifieEtat: true,
    response: z.string(),
    responseFormat: 'text',
  }),
  connexion: defineRoute({
    method: 'GET',
    path: '/api/public/clavis/connexion',
    summary:
      'Ajout (ADR 0065) : commence la connexion institutionnelle (state, nonce et PKCE en session) et redirige vers le fournisseur',
    acces: 'public',
    query: z.object({ retour: CheminRetour.optional() }),
    response: z.string(),
    responseFormat: 'redirection',
    exemple: { query: { retour: '/institutionnels/donnees-brutes' } },
  }),
  retour: defineRoute({
    method: 'GET',
    path: '/api/public/clavis/callback',
    summary:
      'Ajout (ADR 0065) : retour du fournisseur d’identité (code d’autorisation), ouvre la session et redirige',
    acces: 'public',
    query: ReponseAutorisation,
    response: z.string(),
    responseFormat: 'redirection',
  }),
  etatCharte: defineRoute({
    method: 'GET',
    path: '/api/institutionnels/charte-confidentialite',
    summary: 'Ajout (ADR 0066) : la charte de confidentialité est-elle acceptée pour cette session ?',
    acces: ['CHART_CONFIDENTIALITE'],
    response: EtatCharte,
  }),
  accepterCharte: defineRoute({
    method: 'POST',
    path: '/api/institutionnels/charte-confidentialite/acceptation',
    summary: 'Ajout (ADR 0066) : acceptation de la charte de confidentialité',
    acces: ['CHART_CONFIDENTIALITE'],
    body: z.object({ acceptation: z.literal(true, { error: 'L’acceptation doit être explicite.' }) }),
    response: EtatCharte,
    exemple: { body: { acceptation: true } },
  }),
  refuserCharte: defineRoute({
    method: 'POST',
    path: '/api/institutionnels/charte-confidentialite/refus',
    summary:
      'Ajout (ADR 0066) : refus de la charte ; ferme la session et renvoie l’adresse de déconnexion fédérée à ouvrir',
    acces: ['CHART_CONFIDENTIALITE'],
    body: z.object({ refus: z.literal(true, { error: 'Le refus doit être explicite.' }) }),
    response: z.string(),
    responseFormat: 'text',
    exemple: { body: { refus: true } },
  }),
} as const;
