import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  construireChemin,
  type DemandeOuverte,
  formaterNumeroImmatriculation,
  justificatifsRoutes,
  type MandatPresente,
  type RattachementAValider,
  type ResultatActionGuichet,
  rattachementValidationRoutes,
  typeJustifMandatLabels,
} from '@registre/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import { ModaleAffecter, ModalePrecisions } from '../../features/validations/ActionsDemande';
import { ChampRaisonRefus } from '../../features/validations/ChampRaisonRefus';
import { FilEchanges } from '../../features/validations/FilEchanges';
import { LienJustificatif } from '../../features/validations/LienJustificatif';
import '../../features/validations/validations.css';

/**
 * Guichet du teneur : demande de rattachement ou contestation de la copropriété n (issue 11 §1, §2 ; ADR 0301).
 * L'ouverture prend le verrou (porté par le mandat demandé) ; le teneur lit les deux mandats et le fil des
 * précisions, puis valide, refuse avec une raison ou demande des précisions (la demande reste au guichet, ADR 0305) ;
 * « Quitter » libère la demande.
 */
export function PageValidationRattachement() {
  const { n } = useParams();
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
      <h1>Demande de rattachement</h1>
      <ValidationRattachement n={Number(n)} />
    </PageProtegee>
  );
}

function FicheMandat({ titre, mandat }: { titre: string; mandat: MandatPresente }) {
  return (
    <section className="fr-col-12 fr-col-md-6" aria-label={titre}>
      <h2 className="fr-h5">{titre}</h2>
      <dl>
        <dt>Établissement</dt>
        <dd>
          {mandat.etablissement.raisonSociale ?? '—'} (SIRET {mandat.etablissement.siret ?? 'inconnu'})
        </dd>
        <dt>Mandat</dt>
        <dd>
          du {mandat.dateDebutMandat ?? '—'} au {mandat.dateFinMandat ?? '—'}
          {mandat.adminProvisoire ? ' (administrateur provisoire)' : ''}
          {mandat.syndicProvisoire ? ' (syndic provisoire)' : ''}
        </dd>
        <dt>Justificatif</dt>
        <dd>
          {mandat.typeJustifMandat ? typeJustifMandatLabels[mandat.typeJustifMandat] : '—'}
          {mandat.nomJustificatif && (
            <>
              {' : '}
              <LienJustificatif
                nom={mandat.nomJustificatif}
                href={construireChemin(justificatifsRoutes.mandat.path, { id: mandat.idMandat })}
              />
            </>
          )}
        </dd>
      </dl>
    </section>
  );
}

function ValidationRattachement({ n }: { n: number }) {
  const navigate = useNavigate();
  const [ouverte, setOuverte] = useState<DemandeOuverte | null>(null);
  const [demande, setDemande] = useState<RattachementAValider | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [raison, setRaison] = useState('');
  const [erreurRaison, setErreurRaison] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);
  const [affectation, setAffectation] = useState(false);
  const [precisions, setPrecisions] = useState(false);

  useEffect(() => {
    let actif = true;
    (async () => {
      try {
        const o = await appelerApi(rattachementValidationRoutes.ouvrir, { params: { n } });
        const d = await appelerApi(rattachementValidationRoutes.lire, {
          params: { id: o.idMandat as number },
        });
        if (actif) {
          setOuverte(o);
          setDemande(d);
        }
      } catch (e) {
        if (actif) setErreur(messageErreur(e, "La demande n'a pas pu être ouverte."));
      }
    })();
    return () => {
      actif = false;
    };
  }, [n]);

  const trancher = async (valider: boolean) => {
    if (!demande) return;
    if (!valider && raison.trim() === '') {
      setErreurRaison('Précisez la raison du refus : le demandeur la recevra par courriel.');
      return;
    }
    setEnCours(true);
    try {
      const resultat = await appelerApi(rattachementValidationRoutes.trancher, {
        body: { idMandat: demande.idMandat, valider, raison: valider ? null : raison },
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
    if (ouverte?.idMandat) {
      await appelerApi(rattachementValidationRoutes.quitter, { params: { id: ouverte.idMandat } }).catch(
        () => undefined,
      );
    }
    navigate('/validations');
  };

  if (erreur && !demande) return <Alert severity="error" title="Demande indisponible" description={erreur} />;
  if (!demande) return <p role="status">Ouverture de la demande…</p>;
  const peutTrancher = demande.actions.includes('accepter');
  const peutAffecter = demande.actions.includes('affecter');
  const peutDemanderPrecisions = demande.actions.includes('demanderPrecisions');
  const terminer = (resultat: ResultatActionGuichet) => {
    setAffectation(false);
    setPrecisions(false);
    storeNotifications.ajouter({ type: 'success', ...resultat.notification });
    navigate('/validations');
  };
  return (
    <>
      {erreur && <Alert severity="error" small description={erreur} className="fr-mb-3w" />}
      <p>
        <strong>{demande.libelleTypeDemande}</strong> — {demande.nomCopropriete ?? 'Copropriété sans nom'}
        {demande.numeroImmatriculation
          ? `, n° ${formaterNumeroImmatriculation(demande.numeroImmatriculation)}`
          : ''}
      </p>
      {(demande.mandatDemande.adminProvisoire || demande.mandatDemande.syndicProvisoire) && (
        <p>
          <Badge severity="warning">Rattachement provisoire</Badge>{' '}
          {demande.mandatDemande.adminProvisoire
            ? 'Le demandeur est administrateur provisoire de la copropriété.'
            : 'Le demandeur est syndic provisoire de la copropriété.'}
        </p>
      )}
      <div className="fr-grid-row fr-grid-row--gutters fr-mb-3w">
        <FicheMandat titre="Mandat demandé" mandat={demande.mandatDemande} />
        {demande.mandatEnPlace && <FicheMandat titre="Mandat en place" mandat={demande.mandatEnPlace} />}
      </div>
      {demande.motifContestation && (
        <p>
          <strong>Motif de la contestation :</strong> {demande.motifContestation}
        </p>
      )}
      <section aria-labelledby="titre-fil-rattachement" className="fr-mb-3w">
        <h2 id="titre-fil-rattachement" className="fr-h5">
          Échanges avec le demandeur
        </h2>
        <FilEchanges fil={demande.fil} />
      </section>
      {peutTrancher && <ChampRaisonRefus valeur={raison} onChange={setRaison} erreur={erreurRaison} />}
      <ul className="fr-btns-group fr-btns-group--inline-md">
        {peutTrancher && (
          <>
            <li>
              <Button disabled={enCours} onClick={() => void trancher(true)}>
                Valider la demande
              </Button>
            </li>
            <li>
              <Button priority="secondary" disabled={enCours} onClick={() => void trancher(false)}>
                Refuser la demande
              </Button>
            </li>
          </>
        )}
        {peutDemanderPrecisions && (
          <li>
            <Button priority="secondary" disabled={enCours} onClick={() => setPrecisions(true)}>
              Demander des précisions
            </Button>
          </li>
        )}
        {peutAffecter && (
          <li>
            <Button priority="secondary" disabled={enCours} onClick={() => setAffectation(true)}>
              Affecter à un teneur
            </Button>
          </li>
        )}
        <li>
          <Button priority="tertiary" onClick={() => void quitter()}>
            Quitter sans décider
          </Button>
        </li>
      </ul>
      {peutAffecter && (
        <ModaleAffecter
          ouverte={affectation}
          onFermer={() => setAffectation(false)}
          infos={{ idCopropriete: demande.idCopropriete, idMandat: demande.idMandat }}
          onTermine={terminer}
        />
      )}
      {peutDemanderPrecisions && (
        <ModalePrecisions
          ouverte={precisions}
          onFermer={() => setPrecisions(false)}
          infos={{ idCopropriete: demande.idCopropriete, idMandat: demande.idMandat }}
          onTermine={terminer}
          rattachement
        />
      )}
    </>
  );
}
