import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { echeancierRoutes, NB_ECHEANCES_ACCUEIL } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { clesEcheancier } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { ListeEcheances } from './ListeEcheances';

/** Page de l'échéancier complet et du flux de calendrier de l'établissement. */
export const CHEMIN_ECHEANCIER = '/compte/monetablissement/echeancier';

/**
 * Prochaines échéances de l'établissement sur l'accueil du syndic (issue 11 §6, ADR 0340) : celles en retard puis
 * les plus proches ; un lien mène à l'échéancier complet. Chargé à la demande, hors du morceau d'entrée.
 */
export function ProchainesEcheances() {
  const { data, isPending, isError, error } = useQuery({
    queryKey: clesEcheancier.page(1, NB_ECHEANCES_ACCUEIL),
    queryFn: () => appelerApi(echeancierRoutes.lister, { query: { page: 1, taille: NB_ECHEANCES_ACCUEIL } }),
  });
  return (
    <section aria-labelledby="titre-prochaines-echeances" className="fr-mb-6w">
      <h2 id="titre-prochaines-echeances">Mes prochaines échéances</h2>
      {isPending && <p role="status">Chargement des échéances…</p>}
      {isError && (
        <Alert
          severity="error"
          small
          description={messageErreur(
            error,
            'Les échéances n’ont pas pu être chargées : réessayez plus tard.',
          )}
        />
      )}
      {data && data.totalItems === 0 && <p>Aucune échéance pour les copropriétés de votre établissement.</p>}
      {data && data.totalItems > 0 && <ListeEcheances echeances={data.echeances} />}
      <p className="fr-mt-2w">
        <Link className="fr-link fr-icon-arrow-right-line fr-link--icon-right" to={CHEMIN_ECHEANCIER}>
          Voir tout l’échéancier et s’abonner au calendrier
          {data && data.totalItems > 0 ? ` (${data.totalItems.toLocaleString('fr-FR')} échéances)` : ''}
        </Link>
      </p>
    </section>
  );
}
