import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  type ActionGuichet,
  type InfosValidation,
  type ResultatActionGuichet,
  TypeMotifRefus,
  typeMotifRefusLabels,
  validationsRoutes,
} from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { Modale, useActionBloquante, useModale } from '../../components/formulaire';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import { libelleProfil, libelleVerrou, ouTiret } from '../../features/validations/presentation';

type Pilotage = ReturnType<typeof useModale>;

/** Après une action : message de succès (spec 2 §8), retour à la recherche rechargée (spec 1 §4). */
function useApresAction() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (resultat: ResultatActionGuichet | undefined) => {
    if (!resultat) return;
    storeNotifications.ajouter({ type: 'success', ...resultat.notification });
    await client.invalidateQueries({ queryKey: ['validations'] });
    navigate('/validations');
  };
}

/** Modale d'une action : formulaire, erreur du serveur, bouton de confirmation. */
function ModaleAction({
  pilotage,
  titre,
  confirmer,
  executer,
  children,
}: {
  pilotage: Pilotage;
  titre: string;
  confirmer: string;
  executer: () => Promise<ResultatActionGuichet>;
  children: ReactNode;
}) {
  const action = useActionBloquante();
  const apres = useApresAction();
  const [erreur, setErreur] = useState<string | null>(null);
  const lancer = async () => {
    setErreur(null);
    try {
      const resultat = await action.executer(executer, { relancer: true });
      pilotage.fermer();
      await apres(resultat);
    } catch (e) {
      setErreur(messageErreur(e, 'L’action a échoué.'));
    }
  };
  return (
    <Modale
      {...pilotage.proprietes}
      titre={titre}
      taille="MD"
      boutons={[
        { children: 'Annuler', priority: 'secondary', disabled: action.enCours },
        { children: confirmer, doClosesModal: false, disabled: action.enCours, onClick: () => void lancer() },
      ]}
    >
      {children}
      {erreur && <Alert severity="error" small description={erreur} className="fr-mt-2w" />}
    </Modale>
  );
}

function Actions({ infos }: { infos: InfosValidation }) {
  const n = infos.idCopropriete;
  const refus = useModale();
  const precisions = useModale();
  const affectation = useModale();
  const accepter = useModale();
  const [motifs, setMotifs] = useState<TypeMotifRefus[]>([]);
  const [raison, setRaison] = useState('');
  const [message, setMessage] = useState('');
  const [teneur, setTeneur] = useState('');
  const [raisonAffectation, setRaisonAffectation] = useState('');
  const [fusion, setFusion] = useState(false);
  const possible = (a: ActionGuichet) => infos.actions.includes(a);

  const deciderDoublon = async () => {
    const { key } = await appelerApi(validationsRoutes.cleDoublon, { params: { n } });
    return appelerApi(validationsRoutes.validerDoublon, {
      params: { key, n, fusion: fusion ? 'true' : 'false' },
    });
  };

  return (
    <>
      <ul className="fr-btns-group fr-btns-group--inline-md">
        {possible('accepter') && (
          <li>
            <Button onClick={accepter.ouvrir}>Accepter la demande</Button>
          </li>
        )}
        {possible('validerDoublon') && (
          <li>
            <Button
              onClick={() => {
                setFusion(false);
                accepter.ouvrir();
              }}
            >
              Valider comme nouvelle copropriété
            </Button>
          </li>
        )}
        {possible('fusionnerDoublon') && (
          <li>
            <Button
              priority="secondary"
              onClick={() => {
                setFusion(true);
                accepter.ouvrir();
              }}
            >
              Fusionner dans la copropriété existante
            </Button>
          </li>
        )}
        {possible('refuser') && (
          <li>
            <Button priority="secondary" onClick={refus.ouvrir}>
              Refuser la demande
            </Button>
          </li>
        )}
        {possible('demanderPrecisions') && (
          <li>
            <Button priority="secondary" onClick={precisions.ouvrir}>
              Demander des précisions
            </Button>
          </li>
        )}
        {possible('affecter') && (
          <li>
            <Button priority="tertiary" onClick={affectation.ouvrir}>
              Affecter à un teneur
            </Button>
          </li>
        )}
      </ul>

      <ModaleAction
        pilotage={accepter}
        titre={infos.typeDemande === 'DOUBLON' ? 'Décider du doublon' : 'Accepter la demande'}
        confirmer="Confirmer"
        executer={() =>
          infos.typeDemande === 'DOUBLON'
            ? deciderDoublon()
            : appelerApi(validationsRoutes.accepter, { params: { n } })
        }
      >
        <p className="fr-mb-0">
          {infos.typeDemande !== 'DOUBLON'
            ? 'La copropriété recevra son numéro d’immatriculation et le déclarant en sera informé par courriel.'
            : fusion
              ? `La demande sera fusionnée dans la copropriété existante ${infos.doublon?.numeroImmatriculation ?? ''} : le déclarant sera invité à s’y rattacher.`
              : 'La demande deviendra une nouvelle copropriété immatriculée, distincte de la copropriété existante.'}
        </p>
      </ModaleAction>

      <ModaleAction
        pilotage={refus}
        titre="Confirmer le refus"
        confirmer="Confirmer le refus"
        executer={() =>
          appelerApi(validationsRoutes.refuser, {
            params: { immat: infos.numeroImmatriculation ?? String(n), idMandat: infos.idMandat ?? 0 },
            query: { typesMotifRefus: motifs, ...(raison.trim() ? { raison } : {}) },
          })
        }
      >
        <Checkbox
          legend="Motifs du refus"
          options={TypeMotifRefus.options.map((m) => ({
            label: typeMotifRefusLabels[m],
            nativeInputProps: {
              checked: motifs.includes(m),
              onChange: (e) => setMotifs(e.target.checked ? [...motifs, m] : motifs.filter((x) => x !== m)),
            },
          }))}
        />
        <Input
          label="Précision envoyée au déclarant (obligatoire avec « Autre motif »)"
          textArea
          nativeTextAreaProps={{ value: raison, onChange: (e) => setRaison(e.target.value), maxLength: 2000 }}
        />
      </ModaleAction>

      <ModaleAction
        pilotage={precisions}
        titre="Demander des précisions"
        confirmer="Envoyer la demande"
        executer={() =>
          appelerApi(validationsRoutes.demanderPrecisions, { body: { idCopropriete: n, message } })
        }
      >
        <Input
          label="Message au déclarant"
          hintText="Il le reçoit par courriel et y répond dans le fil de sa demande."
          textArea
          nativeTextAreaProps={{
            value: message,
            onChange: (e) => setMessage(e.target.value),
            maxLength: 4000,
          }}
        />
      </ModaleAction>

      <ModaleAction
        pilotage={affectation}
        titre="Affecter à un teneur"
        confirmer="Affecter"
        executer={() =>
          appelerApi(validationsRoutes.affecter, {
            body: {
              idCopropriete: n,
              idCompteTeneur: Number(teneur),
              raisonAffectationTeneur: raisonAffectation,
            },
          })
        }
      >
        <Input
          label="Numéro du compte du teneur"
          nativeInputProps={{
            value: teneur,
            onChange: (e) => setTeneur(e.target.value),
            inputMode: 'numeric',
          }}
        />
        <Input
          label="Raison de l’affectation"
          textArea
          nativeTextAreaProps={{
            value: raisonAffectation,
            onChange: (e) => setRaisonAffectation(e.target.value),
            maxLength: 1000,
          }}
        />
      </ModaleAction>
    </>
  );
}

function Demande({ n }: { n: number }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // Ouvrir la demande prend son verrou (409 : un autre teneur la tient, son message dit qui et depuis quand).
  const ouverture = useQuery({
    queryKey: ['validations', 'ouverture', n],
    queryFn: () => appelerApi(validationsRoutes.ouvrirSansMandat, { params: { n } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const infos = useQuery({
    queryKey: ['validations', 'infos', n, ouverture.status],
    queryFn: () => appelerApi(validationsRoutes.infos, { params: { n } }),
    enabled: !ouverture.isPending,
  });
  const fil = useQuery({
    queryKey: ['validations', 'fil', n],
    queryFn: () => appelerApi(validationsRoutes.echanges, { params: { n } }),
  });
  const tenue = ouverture.isSuccess;
  // Quitter l'écran libère le verrou (spec 1 §4). La libération attend un tour : un démontage suivi d'un
  // remontage immédiat (mode strict de React) ne libère rien.
  const demonte = useRef(false);
  useEffect(() => {
    if (!tenue) return;
    demonte.current = false;
    return () => {
      demonte.current = true;
      setTimeout(() => {
        if (demonte.current)
          void appelerApi(validationsRoutes.liberer, { params: { n } }).catch(() => undefined);
      }, 0);
    };
  }, [tenue, n]);

  const quitter = async () => {
    await appelerApi(validationsRoutes.liberer, { params: { n } }).catch(() => undefined);
    await client.invalidateQueries({ queryKey: ['validations'] });
    navigate('/validations');
  };

  const i = infos.data;
  return (
    <>
      {ouverture.error && (
        <Alert
          severity="warning"
          title="Demande indisponible"
          description={messageErreur(ouverture.error, 'Cette demande ne peut pas être ouverte.')}
          className="fr-mb-3w"
        />
      )}
      {infos.error && (
        <Alert
          severity="error"
          small
          description={messageErreur(infos.error, 'Demande introuvable.')}
          className="fr-mb-3w"
        />
      )}
      {i && (
        <>
          <h2 className="fr-h4">
            {i.libelleTypeDemande} — {ouTiret(i.nomCopropriete)}
          </h2>
          <dl className="registre-fiche">
            <dt>Adresse de référence</dt>
            <dd>{ouTiret(i.adresseReference)}</dd>
            <dt>Demandeur</dt>
            <dd>
              {ouTiret(i.raisonSocialeDemandeur)} ({libelleProfil(i.profilDemandeur)}),{' '}
              {ouTiret(i.emailDeclarant)}
            </dd>
            <dt>Déposée le</dt>
            <dd>{ouTiret(i.dateDepot)}</dd>
            {i.echeance && (
              <>
                <dt>Réponse attendue au plus tard le</dt>
                <dd>
                  {i.echeance}
                  {i.horsDelai ? ' (hors délai)' : ''}
                </dd>
              </>
            )}
            {i.doublon && (
              <>
                <dt>Copropriété existante très proche</dt>
                <dd>
                  {ouTiret(i.doublon.numeroImmatriculation)} — {ouTiret(i.doublon.nom)},{' '}
                  {ouTiret(i.doublon.adresseReference)}
                </dd>
              </>
            )}
            <dt>Traitement</dt>
            <dd>{libelleVerrou(i.verrou)}</dd>
          </dl>
          {i.actions.length > 0 ? (
            <Actions infos={i} />
          ) : (
            <p>Aucune action n’est possible sur cette demande pour vous en ce moment.</p>
          )}
        </>
      )}
      <h2 className="fr-h5 fr-mt-4w">Échanges avec le déclarant</h2>
      {fil.data && fil.data.echanges.length === 0 && <p>Aucun échange sur cette demande.</p>}
      {fil.data && fil.data.echanges.length > 0 && (
        <ol className="fr-raw-list">
          {fil.data.echanges.map((e) => (
            <li key={e.id} className="fr-mb-2w">
              <p className="fr-mb-0">
                <strong>
                  {e.nature === 'DEMANDE_PRECISIONS' ? 'Demande de précisions' : 'Réponse'} — {e.nomAuteur},
                  le {e.date}
                </strong>
              </p>
              <p className="fr-mb-0" style={{ whiteSpace: 'pre-line' }}>
                {e.message}
              </p>
              {e.piece && (
                <a
                  className="fr-link fr-link--download"
                  href={`/api/declarations/echanges/${n}/piece/${e.piece.id}`}
                  download
                >
                  {e.piece.nom}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="fr-mt-4w">
        <Button priority="secondary" iconId="fr-icon-arrow-left-line" onClick={() => void quitter()}>
          Quitter et revenir aux demandes
        </Button>{' '}
        <Link className="fr-link fr-ml-2w" to="/validations">
          Liste des demandes
        </Link>
      </div>
    </>
  );
}

/** Validation d'une demande (écrans « validation of one request », précisions, affectation, refus : spec 1 §2). */
export function PageDemandeValidation() {
  const { n } = useParams();
  const id = Number(n);
  return (
    <PageProtegee authorities={['VALIDER_RATTACHEMENT_DECLARATION']}>
      <h1>Validation d’une demande</h1>
      {Number.isInteger(id) && id > 0 ? (
        <Demande n={id} />
      ) : (
        <Alert severity="error" small description="Demande inconnue." />
      )}
    </PageProtegee>
  );
}
