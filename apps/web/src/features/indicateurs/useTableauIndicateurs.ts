import { indicateursRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { clesIndicateurs } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';

/** Tableau des indicateurs (`GET api/indicateurMCO/allTableau`), partagé par l'accueil et `/indicateurs-MCO`. */
export function useTableauIndicateurs() {
  return useQuery({
    queryKey: clesIndicateurs.tableau(),
    queryFn: () => appelerApi(indicateursRoutes.tableau),
  });
}
