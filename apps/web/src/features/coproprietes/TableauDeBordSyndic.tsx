import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Tile } from '@codegouvfr/react-dsfr/Tile';
import {
  type TableauDeBordSyndic as Compteurs,
  coproprietesRoutes,
  FILTRE_PAR_COMPTEUR,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { clesCoproprietes } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';

const LIBELLES: Record<keyof Compteurs, string> = {
  coproImmatricules: 'Copropriétés immatriculées',
  coproExpires: 'Mandats expirés',
  coproNonAjours: 'Mises à jour annuelles requises',
  coproNonGeolocalisees: 'Copropriétés non géolocalisées',
};

/**
 * Tableau de bord du syndic (spec 1 §2 et §6) : chargé pour les quatre profils d'administrateur de
 * télédéclarant ; chaque compteur ouvre la liste filtrée, et un lien mène à toutes les copropriétés.
 */
export function TableauDeBordSyndic() {
  const { data, isPending, isError, error } = useQuery({
    queryKey: clesCoproprietes.tableauDeBordSyndic(),
    queryFn: () => appelerApi(coproprietesRoutes.tableauDeBordSyndic),
  });
  return (
    <section aria-labelledby="titre-tableau-de-bord" className="fr-mb-6w">
      <h2 id="titre-tableau-de-bord">Tableau de bord de mes copropriétés</h2>
      {isPending && <p role="status">Chargement du tableau de bord…</p>}
      {isError && (
        <Alert
          severity="error"
          small
          description={messageErreur(error, 'Le tableau de bord est indisponible : réessayez plus tard.')}
        />
      )}
      {data && (
        <div className="fr-grid-row fr-grid-row--gutters">
          {(Object.keys(LIBELLES) as (keyof Compteurs)[]).map((cle) => (
            <div key={cle} className="fr-col-12 fr-col-sm-6 fr-col-lg-3">
              <Tile
                title={`${LIBELLES[cle]} : ${data[cle].toLocaleString('fr-FR')}`}
                titleAs="h3"
                detail="Voir la liste"
                linkProps={{ to: `/copropriete?${FILTRE_PAR_COMPTEUR[cle]}=true` }}
                small
              />
            </div>
          ))}
        </div>
      )}
      <p className="fr-mt-3w">
        <Link
          className="fr-link fr-icon-arrow-right-line fr-link--icon-right"
          to="/copropriete?seeAllCopro=true"
        >
          Voir toutes mes copropriétés
        </Link>
      </p>
    </section>
  );
}
