import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Table } from '@codegouvfr/react-dsfr/Table';
import { coproprietesBrouillonsRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { appelerApi } from '../../api/client';
import { clesDeclaration } from './api';
import { lienReprise, natureBrouillon } from './brouillons';

/**
 * Brouillons de déclaration de l'établissement (`GET brouillons`), du plus récent au plus ancien : chacun se
 * reprend là où il a été laissé, sur n'importe quel appareil.
 */
export function ListeBrouillons() {
  const { data, isPending, isError } = useQuery({
    queryKey: clesDeclaration.brouillons(),
    queryFn: () =>
      appelerApi(coproprietesBrouillonsRoutes.lister, { query: { pageNumber: 1, pageSize: 20 } }),
  });
  return (
    <section aria-labelledby="titre-brouillons" className="fr-mt-6w">
      <h2 id="titre-brouillons">Mes brouillons</h2>
      {isPending && <p role="status">Chargement de vos brouillons…</p>}
      {isError && (
        <Alert
          severity="error"
          small
          description="La liste de vos brouillons n'a pas pu être chargée. Réessayez plus tard."
        />
      )}
      {data && data.brouillons.length === 0 && <p>Vous n'avez aucun brouillon en cours.</p>}
      {data && data.brouillons.length > 0 && (
        <Table
          caption={`${data.totalItems} brouillon${data.totalItems > 1 ? 's' : ''} en cours`}
          headers={['Copropriété', 'Nature', 'Créé le', 'Enregistré le', 'Action']}
          data={data.brouillons.map((b) => [
            b.nomCopropriete ?? 'Sans nom',
            natureBrouillon(b),
            b.dateCreation,
            b.dateModification,
            <Link key="reprendre" className="fr-link" to={lienReprise(b)}>
              Reprendre<span className="fr-sr-only"> le brouillon {b.nomCopropriete ?? 'sans nom'}</span>
            </Link>,
          ])}
        />
      )}
    </section>
  );
}
