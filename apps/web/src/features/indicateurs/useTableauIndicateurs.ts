import { indicateursRoutes } from '@registre/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clesIndicateurs } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';

/** Tableau des indicateurs (`GET api/indicateurMCO/allTableau`), partagé par l'accueil et `/indicateurs-MCO`. */
export function useTableauIndicateurs() {
  return useQuery({
    queryKey: clesIndicateurs.tableau(),
    queryFn: () => appelerApi(indicateursRoutes.tableau),
  });
}

/**
 * Bouton « Actualiser » : le serveur recalcule l'instantané (`actualiser=true`, ADR 0281) et le tableau partagé
 * prend le résultat.
 */
export function useActualiserIndicateurs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => appelerApi(indicateursRoutes.tableau, { query: { actualiser: 'true' } }),
    onSuccess: (tableau) => client.setQueryData(clesIndicateurs.tableau(), tableau),
  });
}
