import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  construireChemin,
  type DissolutionAValider,
  dissolutionRoutes,
  formaterNumeroImmatriculation,
  justificatifsRoutes,
} from '@registre/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import { ChampRaisonRefus } from '../../features/validations/ChampRaisonRefus';
import { LienJustificatif } from '../../features/validations/LienJustificatif';

/**
 * Guichet du teneur : demande de dissolution de la copropriété id (issue 11 §2, §5 ; ADR 0320). L'ouverture
 * (`getinfosdissolution`) prend le verrou ; le teneur lit la déclaration, exécute la dissolution ou la refuse avec
 * une raison ; « Quitter sans décider » rend la demande au guichet.
 */
export function PageValidationDissolution() {
  const { id } = useParams();
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
      <h1>Demande de dissolution</h1>
      <ValidationDissolution idCopropriete={Number(id)} />
    </PageProtegee>
  );
}

function ValidationDissolution({ idCopropriete }: { idCopropriete: number }) {
  const navigate = useNavigate();
  const [demande, setDemande] = useState<DissolutionAValider | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [raison, setRaison] = useState('');
  const [erreurRaison, setErreurRaison] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);

  useEffect(() => {
    let actif = true;
    appelerApi(dissolutionRoutes.ouvrir, { params: { id: idCopropriete } })
      .then((d) => actif && setDemande(d))
      .catch((e) => actif && setErreur(messageErreur(e, "La demande n'a pas pu être ouverte.")));
    return () => {
      actif = false;
    };
  }, [idCopropriete]);

  const trancher = async (valider: boolean) => {
    if (!valider && raison.trim() === '') {
      setErreurRaison('Précisez la raison du refus : le déclarant la recevra par courriel.');
      return;
    }
    setErreurRaison(null);
    setEnCours(true);
    try {
      const resultat = await appelerApi(dissolutionRoutes.trancher, {
        body: { idCopropriete, valider, raison: valider ? null : raison },
      });
      storeNotifications.ajouter({ type: 'success', ...resultat.notification });
      navigate('/validations');
    } catch (e) {
      setErreur(messageErreur(e, "La décision n'a pas pu être enregistrée."));
    } finally {
      setEnCours(false);
    }
  };

  const quitter = async () => {
    await appelerApi(dissolutionRoutes.quitter, { params: { id: idCopropriete } }).catch(() => undefined);
    navigate('/validations');
  };

  if (erreur && !demande) return <Alert severity="error" title="Demande indisponible" description={erreur} />;
  if (!demande) return <p role="status">Ouverture de la demande…</p>;
  const d = demande.dissolution;
  const peutTrancher = demande.actions.includes('accepter');
  return (
    <>
      {erreur && <Alert severity="error" small description={erreur} className="fr-mb-3w" />}
      {demande.reprise && (
        <Alert
          severity="info"
          small
          className="fr-mb-3w"
          description="Cette demande était restée ouverte par un teneur inactif : vous l'avez reprise."
        />
      )}
      <p>
        <strong>{demande.nomCopropriete ?? 'Copropriété sans nom'}</strong>
        {demande.numeroImmatriculation
          ? `, n° ${formaterNumeroImmatriculation(demande.numeroImmatriculation)}`
          : ''}
        {demande.adresseReference ? ` — ${demande.adresseReference}` : ''}
      </p>
      <dl className="fr-mb-3w">
        <dt>Motif</dt>
        <dd>
          {d.libelleMotif}
          {d.autre ? ` : ${d.autre}` : ''}
        </dd>
        <dt>{d.libelleDateFaitGenerateur}</dt>
        <dd>{d.dateFaitGenerateur}</dd>
        <dt>Justificatif</dt>
        <dd>
          {d.libelleTypeJustif}
          {d.nomJustificatif && (
            <>
              {' : '}
              <LienJustificatif
                nom={d.nomJustificatif}
                href={construireChemin(justificatifsRoutes.dissolution.path, { id: idCopropriete })}
              />
            </>
          )}
        </dd>
        <dt>Déclarée le</dt>
        <dd>
          {d.dateDemande}
          {d.demandeur ? ` par ${d.demandeur}` : ''}
        </dd>
      </dl>
      {peutTrancher && <ChampRaisonRefus valeur={raison} onChange={setRaison} erreur={erreurRaison} />}
      <ul className="fr-btns-group fr-btns-group--inline-md">
        {peutTrancher && (
          <>
            <li>
              <Button disabled={enCours} onClick={() => void trancher(true)}>
                Exécuter la dissolution
              </Button>
            </li>
            <li>
              <Button priority="secondary" disabled={enCours} onClick={() => void trancher(false)}>
                Refuser la dissolution
              </Button>
            </li>
          </>
        )}
        <li>
          <Button priority="tertiary" onClick={() => void quitter()}>
            Quitter sans décider
          </Button>
        </li>
      </ul>
    </>
  );
}
