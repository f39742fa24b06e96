import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session';
import { CHEMIN_CHARTE, useEtatCharte } from './clavis';

/**
 * Garde de la charte de confidentialité (ADR 0066) : tant qu'un utilisateur institutionnel ne l'a pas acceptée,
 * toute page le ramène à la charte, avec la page demandée comme retour. Les autres profils ne sont pas concernés.
 */
export function GardeCharteConfidentialite({ children }: { children: ReactNode }) {
  const { compte } = useSession();
  const { pathname, search } = useLocation();
  const institutionnel = compte?.profil === 'INSTITUTIONNEL';
  const { data: charte } = useEtatCharte(institutionnel);
  if (institutionnel && charte && !charte.acceptee && pathname !== CHEMIN_CHARTE) {
    const retour = pathname === '/' ? '' : `?retour=${encodeURIComponent(pathname + search)}`;
    return <Navigate to={`${CHEMIN_CHARTE}${retour}`} replace />;
  }
  return <>{children}</>;
}
