/// <reference types="@fastify/session" />
import type { Authority, Profil } from '@registre/domain';

/** Personne connectée, telle que la session la conserve. */
export interface UtilisateurSession {
  idCompte: number;
  login: string;
  profil: Profil;
  authorities: Authority[];
  idTeledeclarant: number | null;
  /** Compte d'origine quand un teneur est « connecté en tant que » un autre compte. */
  idCompteOrigine?: number;
  loginOrigine?: string;
  /** Identité fédérée quand la session vient de la connexion institutionnelle (ADR 0065). */
  identiteFederee?: IdentiteFedereeSession;
}

/** Personne authentifiée par le fournisseur d'identité institutionnel (OpenID Connect). */
export interface IdentiteFedereeSession {
  fournisseur: string;
  /** Identifiant chez le fournisseur (`sub`). */
  sujet: string;
  email: string;
  prenom: string | null;
  nom: string | null;
  institution: string | null;
  siret: string | null;
  niveauGeographique: string | null;
  /** Jeton d'identité, indice de la déconnexion fédérée (`id_token_hint`). */
  idToken: string | null;
  /** Charte de confidentialité acceptée pendant cette session (ISO 8601). */
  charteAccepteeLe?: string;
}

declare module 'fastify' {
  interface Session {
    utilisateur?: UtilisateurSession;
  }
}
