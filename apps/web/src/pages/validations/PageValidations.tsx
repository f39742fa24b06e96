import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { TypeDemandeGuichet, validationsRoutes } from '@registre/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { Tableau } from '../../components/socle/Tableau';
import { PageProtegee } from '../../features/session/PageProtegee';
import { libelleProfil, libelleVerrou, ouTiret } from '../../features/validations/presentation';

const TAILLE_PAGE = 10;

/** Page et type lus dans l'adresse (`?page=2&type=DOUBLON`). */
function criteresDepuis(params: URLSearchParams) {
  const page = Number(params.get('page') ?? '1');
  const type = TypeDemandeGuichet.safeParse(params.get('type'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, type: type.success ? type.data : null };
}

function ListeDemandes() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { page, type } = criteresDepuis(params);
  const types = useQuery({
    queryKey: ['validations', 'types'],
    queryFn: () => appelerApi(validationsRoutes.typesDemande),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const recherche = useQuery({
    queryKey: ['validations', 'recherche', page, type],
    queryFn: () =>
      appelerApi(validationsRoutes.rechercher, {
        body: {
          paginationOptions: {
            pageNumber: page,
            pageSize: TAILLE_PAGE,
            sortField: null,
            sortDirection: null,
          },
          typeDemande: type,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const plusAncienne = useQuery({
    queryKey: ['validations', 'plus-ancienne'],
    queryFn: () => appelerApi(validationsRoutes.plusAncienne),
  });
  const total = recherche.data?.totalItems ?? 0;
  const nbPages = Math.max(1, Math.ceil(total / TAILLE_PAGE));
  const adresse = (p: number) =>
    `/validations?${new URLSearchParams({ page: String(p), ...(type ? { type } : {}) })}`;

  return (
    <>
      <div className="fr-grid-row fr-grid-row--gutters fr-grid-row--bottom fr-mb-3w">
        <div className="fr-col-12 fr-col-md-5">
          <Select
            label="Type de demande"
            nativeSelectProps={{
              value: type ?? '',
              onChange: (e) =>
                setParams(e.target.value ? { type: e.target.value, page: '1' } : { page: '1' }),
            }}
          >
            <option value="">Toutes les demandes</option>
            {(types.data ?? []).map((t) => (
              <option key={t.code} value={t.code}>
                {t.libelle}
              </option>
            ))}
          </Select>
        </div>
        <div className="fr-col-12 fr-col-md-7">
          <Button
            iconId="fr-icon-arrow-right-line"
            iconPosition="right"
            disabled={!plusAncienne.data}
            onClick={() =>
              plusAncienne.data && navigate(`/validations/demande/${plusAncienne.data.idCopropriete}`)
            }
          >
            Traiter la plus ancienne demande libre
          </Button>
        </div>
      </div>
      {recherche.error && (
        <Alert
          severity="error"
          title="La recherche a échoué"
          description={messageErreur(recherche.error, 'Réessayez plus tard.')}
          className="fr-mb-3w"
        />
      )}
      <p role="status">
        {recherche.isFetching
          ? 'Recherche en cours…'
          : total === 0
            ? 'Aucune demande en attente.'
            : `${total.toLocaleString('fr-FR')} demande${total > 1 ? 's' : ''} en attente — page ${page} sur ${nbPages}`}
      </p>
      {(recherche.data?.ligneDemandeDTOList.length ?? 0) > 0 && (
        <Tableau titre="Demandes en attente de validation">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Copropriété</th>
              <th scope="col">Demandeur</th>
              <th scope="col">Déposée le</th>
              <th scope="col">Échéance</th>
              <th scope="col">Traitement</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {recherche.data?.ligneDemandeDTOList.map((l) => (
              <tr key={l.idCopropriete}>
                <td>{l.libelleTypeDemande}</td>
                <td>
                  {ouTiret(l.nomCopropriete)}
                  <br />
                  <span className="fr-text--sm">{ouTiret(l.adresseReference)}</span>
                </td>
                <td>
                  {ouTiret(l.raisonSocialeDemandeur)}
                  <br />
                  <span className="fr-text--sm">{libelleProfil(l.profilDemandeur)}</span>
                </td>
                <td>{ouTiret(l.dateDepot)}</td>
                <td>
                  {ouTiret(l.echeance)}
                  {l.horsDelai && (
                    <Badge severity="error" small className="fr-ml-1w">
                      Hors délai
                    </Badge>
                  )}
                </td>
                <td>{libelleVerrou(l.verrou)}</td>
                <td>
                  <Link
                    className="fr-link"
                    to={`/validations/demande/${l.idCopropriete}`}
                    aria-label={`Ouvrir la demande ${l.libelleTypeDemande.toLowerCase()} de ${l.nomCopropriete ?? `la copropriété n° ${l.idCopropriete}`}`}
                  >
                    Ouvrir
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Tableau>
      )}
      {nbPages > 1 && (
        <Pagination
          count={nbPages}
          defaultPage={page}
          getPageLinkProps={(p) => ({ to: adresse(p) })}
          showFirstLast
        />
      )}
    </>
  );
}

/** Guichet de validation du teneur (spec 1 §2 `/validations`, §4 ; ADR 0190). */
export function PageValidations() {
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
      <h1>Validations</h1>
      <p>
        Les demandes qui attendent le teneur : ouvrir une demande vous la réserve ; un autre teneur voit
        qu’elle est en cours de traitement.
      </p>
      <ListeDemandes />
    </PageProtegee>
  );
}
