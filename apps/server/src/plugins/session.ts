/// <reference types="@fastify/session" />
import type { Authority, Profil } from '@registre/domain';
import type { IdentiteAuthentifiee } from '../adapters/identite/port.js';

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

/** Personne authentifiée par le fournisseur d'identité institutionnel (OpenID Connect), en session. */
export interface IdentiteFedereeSession extends IdentiteAuthentifiee {
  fournisseur: string;
  /** Charte de confidentialité acceptée pendant cette session (ISO 8601). */
  charteAccepteeLe?: string;
}

declare module 'fastify' {
  interface Session {
    utilisateur?: UtilisateurSession;
  }
}
