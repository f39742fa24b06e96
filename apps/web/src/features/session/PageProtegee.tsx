import type { Authority } from '@registre/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AccesRefuse } from './AccesRefuse';
import { useSession } from './session';

/**
 * Garde d'une page : il faut être connecté (sinon, retour à la connexion puis à la page demandée) et détenir
 * au moins une des autorisations listées (sinon, la page « accès refusé »).
 */
export function PageProtegee({
  authorities = [],
  children,
}: {
  authorities?: readonly Authority[];
  children: ReactNode;
}) {
  const { etat, compte } = useSession();
  const { pathname, search } = useLocation();
  if (etat === 'EN_COURS') return <p role="status">Chargement de votre compte…</p>;
  if (!compte) return <Navigate to={`/compte?retour=${encodeURIComponent(pathname + search)}`} replace />;
  if (authorities.length > 0 && !authorities.some((a) => compte.authorities.includes(a)))
    return <AccesRefuse />;
  return <>{children}</>;
}
