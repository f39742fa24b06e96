import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { type ResultatActionGuichet, validationsRoutes } from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { clesValidations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import { ActionsDemande } from '../../features/validations/ActionsDemande';
import { heureDe, mandatDepuisUrl } from '../../features/validations/presentation';
import { type EtatVerrou, useVerrouDemande } from '../../features/validations/useVerrouDemande';
import { VueDemande } from '../../features/validations/VueDemande';
import '../../features/declaration/declaration.css';
import '../../features/teledeclarants/teledeclarants.css';
import '../../features/validations/validations.css';

/** Qui tient la demande : l'appelant (jusqu'à quand), un autre teneur (qui, depuis quand), ou l'échec. */
function BandeauVerrou({ etat }: { etat: EtatVerrou }) {
  switch (etat.etat) {
    case 'ouverture':
      return <p role="status">Ouverture de la demande…</p>;
    case 'tenue':
      return (
        <Alert
          severity="success"
          small
          className="fr-mb-3w"
          description={`${etat.ouverte.reprise ? 'Son précédent verrou était abandonné : ' : ''}Vous traitez cette demande ; les autres teneurs la voient en cours de traitement. Sans activité de votre part, elle sera libérée à ${heureDe(etat.ouverte.verrou.expireLe)}.`}
        />
      );
    case 'tenueParAutre':
      return (
        <Alert
          severity="warning"
          className="fr-mb-3w"
          title="Demande en cours de traitement par un autre teneur"
          description={`${etat.message} Vous pouvez la lire ; les actions sont désactivées.`}
        />
      );
    case 'erreur':
      return (
        <Alert
          severity="error"
          className="fr-mb-3w"
          title="La demande n'a pas pu être ouverte"
          description={etat.message}
        />
      );
  }
}

function DemandeValidation({ n, idMandat }: { n: number; idMandat: number | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const retour = `/validations${(location.state as { retour?: string } | null)?.retour ?? ''}`;
  const { etat, relacher, quitter } = useVerrouDemande(n, idMandat);
  const [termine, setTermine] = useState<ResultatActionGuichet | null>(null);

  // Lue après l'ouverture : les actions permises dépendent du verrou.
  const infos = useQuery({
    queryKey: clesValidations.infos(n),
    queryFn: () => appelerApi(validationsRoutes.infos, { params: { n } }),
    enabled: etat.etat !== 'ouverture' && termine === null,
  });

  // Fin d'une action : la modale se referme (effet de l'enfant, joué d'abord), puis retour à la recherche.
  useEffect(() => {
    if (termine) navigate(retour);
  }, [termine, navigate, retour]);

  const terminer = (resultat: ResultatActionGuichet) => {
    relacher();
    storeNotifications.ajouter({ type: 'success', ...resultat.notification });
    void queryClient.invalidateQueries({ queryKey: clesValidations.recherches() });
    queryClient.removeQueries({ queryKey: clesValidations.demande(n) });
    setTermine(resultat);
  };

  const titre = infos.data
    ? `${infos.data.libelleTypeDemande} : ${infos.data.nomCopropriete ?? `copropriété n° ${n}`}`
    : 'Demande à valider';
  return (
    <>
      <h1>{titre}</h1>
      <BandeauVerrou etat={etat} />
      {infos.isError && (
        <Alert
          severity="error"
          className="fr-mb-3w"
          title="La demande n'a pas pu être lue"
          description={messageErreur(infos.error, 'Elle a peut-être déjà été traitée.')}
        />
      )}
      <div className="registre-validations-actions fr-mb-4w">
        {infos.data && <ActionsDemande infos={infos.data} onTermine={terminer} />}
        <Button
          priority="tertiary"
          iconId="fr-icon-arrow-left-line"
          onClick={async () => {
            await quitter();
            await queryClient.invalidateQueries({ queryKey: clesValidations.recherches() });
            navigate(retour);
          }}
        >
          Quitter la demande
        </Button>
      </div>
      {infos.data && <VueDemande infos={infos.data} />}
    </>
  );
}

function EcranDemande() {
  const { n } = useParams();
  const [params] = useSearchParams();
  const id = n !== undefined && /^[1-9]\d{0,9}$/.test(n) && Number(n) <= 2_147_483_647 ? Number(n) : null;
  if (id === null)
    return (
      <>
        <h1>Demande à valider</h1>
        <Alert severity="error" small description="L'adresse ne désigne pas une demande." />
      </>
    );
  // Une autre demande, un autre écran : le verrou de la précédente est libéré au démontage.
  return (
    <DemandeValidation key={`${id}-${params.get('mandat')}`} n={id} idMandat={mandatDepuisUrl(params)} />
  );
}

/** Une demande du guichet : lecture, verrou et actions du teneur (spec 1 §2 « validation of one request »). */
export function PageDemandeValidation() {
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
      <EcranDemande />
    </PageProtegee>
  );
}
