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
}

declare module 'fastify' {
  interface Session {
    utilisateur?: UtilisateurSession;
  }
}
