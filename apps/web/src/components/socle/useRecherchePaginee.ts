import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';

/** Critères d'une recherche lus dans l'adresse, contrôlés par le schéma du domaine. */
export type VerificationCriteres<C> =
  | { ok: true; criteres: C }
  | { ok: false; erreurs: { message: string }[] };

/** Ce que `ResultatsPagines` affiche de l'état d'une recherche. */
export interface EtatRecherche {
  erreursCriteres: readonly { message: string }[] | null;
  erreur: unknown;
  enCours: boolean;
  total: number;
}

/**
 * Recherche paginée dont les critères vivent dans l'adresse : lancée seulement si les critères sont valides,
 * page précédente gardée à l'écran pendant le chargement de la suivante, chargement annoncé (`enCours`) dès la
 * première recherche comme à chaque page, tri ou taille de page.
 */
export function useRecherchePaginee<C, R extends { totalItems: number }>({
  verification,
  cle,
  rechercher,
}: {
  verification: VerificationCriteres<C>;
  cle: (criteres: C | null) => QueryKey;
  rechercher: (criteres: C) => Promise<R>;
}): { donnees: R | undefined; etat: EtatRecherche } {
  const criteres = verification.ok ? verification.criteres : null;
  const resultat = useQuery({
    queryKey: cle(criteres),
    queryFn: () => rechercher(criteres as C),
    enabled: criteres !== null,
    placeholderData: keepPreviousData,
  });
  return {
    donnees: resultat.data,
    etat: {
      erreursCriteres: verification.ok ? null : verification.erreurs,
      erreur: resultat.isError ? resultat.error : null,
      enCours: (resultat.isPending || resultat.isPlaceholderData) && criteres !== null,
      total: resultat.data?.totalItems ?? 0,
    },
  };
}
