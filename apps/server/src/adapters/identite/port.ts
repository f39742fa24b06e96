/**
 * Port d'identité institutionnelle (ADR 0065) : OpenID Connect, flux « code d'autorisation » avec PKCE,
 * auprès d'un fournisseur de type ProConnect. Deux adaptateurs partagent le même code client
 * (`openid-client`) : `http` vise le fournisseur configuré, `local` un vrai fournisseur `oidc-provider`
 * démarré par le serveur en développement et en test.
 */

/** Paramètres d'une demande d'autorisation, à conserver en session jusqu'au retour. */
export interface DemandeAutorisation {
  /** Adresse du fournisseur à ouvrir dans le navigateur. */
  url: string;
  state: string;
  nonce: string;
  /** Vérificateur PKCE (RFC 7636), dont seul le défi S256 part vers le fournisseur. */
  codeVerifier: string;
}

/** Ce que le fournisseur dit de la personne authentifiée (jeton d'identité et `userinfo`). */
export interface IdentiteAuthentifiee {
  sujet: string;
  email: string;
  /** Le fournisseur atteste que l'adresse est vérifiée (`email_verified`). */
  emailVerifie: boolean;
  prenom: string | null;
  nom: string | null;
  institution: string | null;
  siret: string | null;
  niveauGeographique: string | null;
  /** Jeton d'identité brut, indice de la déconnexion (`id_token_hint`). */
  idToken: string | null;
}

/** Réponse du fournisseur non conforme (state, code, jetons) : la requête est rejetée (400). */
export class ErreurReponseIdentite extends Error {}

/** Fournisseur injoignable ou en erreur : service momentanément indisponible (503). */
export class ErreurFournisseurIdentite extends Error {}

export interface PortIdentite {
  /** Nom du service affiché à l'utilisateur. */
  readonly nomService: string;
  /** Prépare une demande d'autorisation (state, nonce, PKCE) vers le fournisseur. */
  preparerConnexion(): Promise<DemandeAutorisation>;
  /**
   * Traite la réponse d'autorisation reçue sur l'adresse de retour : vérifie state, iss et PKCE, échange le
   * code contre les jetons, vérifie le jeton d'identité (nonce) et lit `userinfo`.
   */
  terminerConnexion(
    parametres: URLSearchParams,
    attendu: Pick<DemandeAutorisation, 'state' | 'nonce' | 'codeVerifier'>,
  ): Promise<IdentiteAuthentifiee>;
  /** Adresse de fin de session chez le fournisseur (déconnexion fédérée), retour vers l'accueil du site. */
  urlDeconnexion(idToken: string | null): Promise<string>;
  /** Point de fin de session annoncé par le fournisseur (`end_session_endpoint`), s'il y en a un. */
  pointFinSession(): Promise<string | null>;
  /** Libère les ressources (fournisseur local démarré). */
  fermer(): Promise<void>;
}
