import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { SegmentedControl } from '@codegouvfr/react-dsfr/SegmentedControl';
import {
  reclamationRoutes,
  StatutReclamation,
  statutReclamationLabels,
  TAILLE_PAGE_RECLAMATIONS,
  typeReclamationLabels,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clesReclamations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { Tableau } from '../../components/socle/Tableau';
import { nombreDePages } from '../../components/socle/tri';
import { PageProtegee } from '../../features/session/PageProtegee';

const SEVERITE: Record<StatutReclamation, 'new' | 'info' | 'success'> = {
  NOUVELLE: 'new',
  EN_COURS: 'info',
  TRAITEE: 'success',
};

export function BadgeStatutReclamation({ statut }: { statut: StatutReclamation }) {
  return (
    <Badge severity={SEVERITE[statut]} small noIcon>
      {statutReclamationLabels[statut]}
    </Badge>
  );
}

const dateHeure = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

function Reclamations() {
  const [parametres] = useSearchParams();
  const navigate = useNavigate();
  const lu = StatutReclamation.safeParse(parametres.get('statut'));
  const statut = lu.success ? lu.data : null;
  const n = Number(parametres.get('page'));
  const page = Number.isInteger(n) && n >= 1 ? n : 1;
  const adresse = (s: StatutReclamation | null, p: number) =>
    `/reclamations?${new URLSearchParams({ ...(s ? { statut: s } : {}), page: String(p) })}`;
  const segment = (s: StatutReclamation) => ({
    label: statutReclamationLabels[s],
    nativeInputProps: { checked: statut === s, onChange: () => navigate(adresse(s, 1)) },
  });
  const { data, isPending, isError } = useQuery({
    queryKey: clesReclamations.liste(statut ?? 'tous', page),
    queryFn: () =>
      appelerApi(reclamationRoutes.rechercher, {
        query: { ...(statut ? { statut } : {}), page, taille: TAILLE_PAGE_RECLAMATIONS },
      }),
    placeholderData: (precedentes) => precedentes,
  });
  return (
    <>
      <h1>Réclamations</h1>
      <p className="fr-text--lead">
        Demandes reçues par le formulaire de contact, les plus récentes d’abord. Ouvrez une demande pour la
        lire, télécharger sa pièce, la prendre en charge ou la clore.
      </p>
      <SegmentedControl
        legend="Statut des demandes"
        segments={[
          {
            label: 'Toutes',
            nativeInputProps: { checked: statut === null, onChange: () => navigate(adresse(null, 1)) },
          },
          segment('NOUVELLE'),
          segment('EN_COURS'),
          segment('TRAITEE'),
        ]}
      />
      <p role="status" className="fr-mt-3w">
        {isPending
          ? 'Chargement des demandes…'
          : isError
            ? 'Les demandes n’ont pas pu être chargées : réessayez plus tard.'
            : data.totalItems === 0
              ? 'Aucune demande.'
              : `${data.totalItems} demande${data.totalItems > 1 ? 's' : ''}.`}
      </p>
      {data && data.reclamations.length > 0 && (
        <>
          <Tableau titre="Demandes reçues">
            <thead>
              <tr>
                <th scope="col">N°</th>
                <th scope="col">Reçue le</th>
                <th scope="col">Objet</th>
                <th scope="col">Type</th>
                <th scope="col">De</th>
                <th scope="col">Statut</th>
              </tr>
            </thead>
            <tbody>
              {data.reclamations.map((r) => (
                <tr key={r.id} data-testid="ligne-reclamation">
                  <td>{r.id}</td>
                  <td>{dateHeure(r.dateCreation)}</td>
                  <td>
                    <Link to={`/reclamations/${r.id}`}>{r.objet}</Link>
                    {r.aPieceJointe && <span className="fr-hint-text">Avec une pièce jointe</span>}
                  </td>
                  <td>{typeReclamationLabels[r.typeReclamation]}</td>
                  <td>{r.nomComplet}</td>
                  <td>
                    <BadgeStatutReclamation statut={r.statut} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Tableau>
          {data.totalItems > TAILLE_PAGE_RECLAMATIONS && (
            <Pagination
              count={nombreDePages(data.totalItems, TAILLE_PAGE_RECLAMATIONS)}
              defaultPage={page}
              getPageLinkProps={(numero) => ({ to: adresse(statut, numero) })}
            />
          )}
        </>
      )}
    </>
  );
}

/** Réclamations reçues, pour le teneur (issue 10 §6, ADR 0296). */
export function PageReclamations() {
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
      <Reclamations />
    </PageProtegee>
  );
}
