import { TableauActivite } from '../../features/indicateurs/TableauActivite';
import { TableauDemandes } from '../../features/indicateurs/TableauDemandes';
import { useTableauIndicateurs } from '../../features/indicateurs/useTableauIndicateurs';
import { PageProtegee } from '../../features/session/PageProtegee';

function Indicateurs() {
  const { data } = useTableauIndicateurs();
  return (
    <>
      <h1>Indicateurs</h1>
      <p className="fr-text--lead">
        Suivi du registre par le teneur : demandes en attente, en retard au regard des jours ouvrés, et
        activité.
      </p>
      <TableauDemandes />
      {data && <TableauActivite tableau={data} />}
    </>
  );
}

/** Indicateurs du teneur (spec 1 §2 `/indicateurs-MCO`, §3 « Keeper board » ; ADR 0201). */
export function PageIndicateurs() {
  return (
    <PageProtegee authorities={['SUIVI_INDICATEURS_MCO']}>
      <Indicateurs />
    </PageProtegee>
  );
}
