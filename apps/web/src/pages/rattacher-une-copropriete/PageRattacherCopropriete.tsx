import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  type ControleRattachement,
  cheminsEtapeDeclaration,
  erreurControleRattachementLabels,
  formaterNumeroImmatriculation,
  type Mandat,
  MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE,
  PARTIE_DEMANDE,
  type RattachementDepose,
  rattachementRoutes,
} from '@registre/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import {
  Formulaire,
  FournisseurAvertissements,
  reporterErreursServeur,
  useAvertissements,
  useFormulaire,
} from '../../components/formulaire';
import { EtapeInfosRattachement } from '../../features/declaration/EtapesSaisie';
import {
  CHAMP_FICHIER_JUSTIFICATIF,
  JustificatifMandat,
} from '../../features/declaration/JustificatifMandat';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import '../../features/declaration/declaration.css';

/**
 * Rattachement d'une copropriété immatriculée (spec 1 §2 `/rattacher-une-copropriete`, issue 11 §1 ; ADR 0300) :
 * le syndic saisit le numéro (sous l'une de ses deux formes), le contrôle de spec 2 §8 dit s'il peut demander le
 * rattachement — ou contester celui d'un autre établissement — puis il décrit son mandat et joint son justificatif
 * PDF. L'envoi est multipart : les champs en JSON (partie `demande`), le PDF à part.
 */
export function PageRattacherCopropriete() {
  return (
    <PageProtegee authorities={['RATTACHER_COPROPRIETE']}>
      <h1>Rattacher une copropriété</h1>
      <Rattachement />
    </PageProtegee>
  );
}

/** Message de l'issue du contrôle qui empêche la demande ; `null` si la demande est possible. */
function messageBloquant(controle: ControleRattachement): string | null {
  if (controle.demandeEnAttente) return MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE;
  if (controle.error && controle.error !== 'alreadyAttached') {
    return erreurControleRattachementLabels[controle.error];
  }
  return null;
}

/** Écran de rattachement d'une copropriété tenue par un établissement de la même entreprise (même SIREN). */
function lienRattachementMemeEntreprise(numero: string, idMandat: number): string {
  return `${CHEMIN_EDITION}?numero=${encodeURIComponent(numero)}&idMandat=${idMandat}`;
}

const CHEMIN_EDITION = '/rattacher-une-copropriete/edit';

function Rattachement() {
  const navigate = useNavigate();
  const [parametres] = useSearchParams();
  const [numero, setNumero] = useState(parametres.get('numero') ?? '');
  const [erreurNumero, setErreurNumero] = useState<string | null>(null);
  const [controle, setControle] = useState<ControleRattachement | null>(null);
  const [depose, setDepose] = useState<RattachementDepose | null>(null);
  const [enCours, setEnCours] = useState(false);

  const verifier = async (evenement: React.FormEvent) => {
    evenement.preventDefault();
    setControle(null);
    setErreurNumero(null);
    if (numero.trim() === '') {
      setErreurNumero("Saisissez le numéro d'immatriculation de la copropriété (exemple : AB1-234-567).");
      return;
    }
    setEnCours(true);
    try {
      const resultat = await appelerApi(rattachementRoutes.checkEtatCopro, { params: { id: numero.trim() } });
      const bloquant = messageBloquant(resultat);
      if (bloquant) {
        setErreurNumero(bloquant);
        return;
      }
      // Copropriété tenue par un établissement de la même entreprise : son mandat est repris (spec 1 §3).
      const memeSiren = await appelerApi(rattachementRoutes.mandatMemeSiren, {
        params: { id: numero.trim() },
      });
      if (memeSiren?.idMandat) {
        navigate(lienRattachementMemeEntreprise(resultat.numImmat ?? numero.trim(), memeSiren.idMandat));
        return;
      }
      setControle(resultat);
    } catch (erreur) {
      setErreurNumero(messageErreur(erreur, "Le numéro d'immatriculation n'a pas pu être vérifié."));
    } finally {
      setEnCours(false);
    }
  };

  if (depose) {
    return (
      <>
        <Alert
          severity="success"
          title={depose.notification.titre}
          description={depose.notification.description}
          className="fr-mb-3w"
        />
        <Link className="fr-link" to="/copropriete">
          Retour à mes copropriétés
        </Link>
      </>
    );
  }

  return (
    <>
      <p>
        Votre établissement représente une copropriété déjà immatriculée au registre : demandez à y être
        rattaché. Le teneur du registre examine la demande et le justificatif de votre mandat.
      </p>
      <form onSubmit={(e) => void verifier(e)} noValidate className="fr-mb-4w">
        <Input
          label="Numéro d'immatriculation de la copropriété"
          hintText="Format attendu : AB1-234-567 ou AB1234567"
          state={erreurNumero ? 'error' : 'default'}
          stateRelatedMessage={erreurNumero ?? undefined}
          nativeInputProps={{
            name: 'numero',
            value: numero,
            autoComplete: 'off',
            maxLength: 20,
            readOnly: controle !== null,
            onChange: (e) => setNumero(e.target.value),
          }}
        />
        {controle === null ? (
          <Button type="submit" disabled={enCours}>
            Vérifier le numéro
          </Button>
        ) : (
          <Button type="button" priority="secondary" onClick={() => setControle(null)}>
            Changer de numéro
          </Button>
        )}
      </form>
      {controle && (
        <DemandeMandat
          numero={controle.numImmat ?? numero.trim()}
          contestation={controle.isDemandContestation}
          onDepose={setDepose}
        />
      )}
    </>
  );
}

interface SaisieRattachement {
  infoRattachement: {
    adminProvisoire: boolean | null;
    dateDebutMandat: string;
    dateFinMandat: string;
    typeJustifMandat: string | null;
  };
  [CHAMP_FICHIER_JUSTIFICATIF]: File[];
  syndicProvisoire: boolean;
  motifContestation: string;
}

const CHAMPS_CONNUS = [...cheminsEtapeDeclaration('infoRattachement'), 'motifContestation'];

function DemandeMandat({
  numero,
  contestation,
  onDepose,
  mandatRepris = null,
}: {
  numero: string;
  contestation: boolean;
  onDepose: (d: RattachementDepose) => void;
  /** Mandat de l'établissement de la même entreprise, repris comme point de départ. */
  mandatRepris?: Mandat | null;
}) {
  const avertissements = useAvertissements();
  const formulaire = useFormulaire<SaisieRattachement>({
    defaultValues: {
      infoRattachement: {
        adminProvisoire: mandatRepris?.adminProvisoire ?? null,
        dateDebutMandat: mandatRepris?.dateDebutMandat ?? '',
        dateFinMandat: mandatRepris?.dateFinMandat ?? '',
        typeJustifMandat: mandatRepris?.typeJustifMandat ?? null,
      },
      [CHAMP_FICHIER_JUSTIFICATIF]: [],
      syndicProvisoire: mandatRepris?.syndicProvisoire ?? false,
      motifContestation: '',
    },
  });
  const { handleSubmit, setError, formState, register } = formulaire;
  const envoyer = handleSubmit(async (saisie) => {
    const corps = new FormData();
    corps.append(
      PARTIE_DEMANDE,
      JSON.stringify({
        numeroImmatriculation: numero,
        infoRattachement: saisie.infoRattachement,
        syndicProvisoire: saisie.syndicProvisoire,
        motifContestation: contestation && saisie.motifContestation.trim() ? saisie.motifContestation : null,
        avertissementsConfirmes: avertissements.codesConfirmes,
      }),
    );
    const fichier = saisie[CHAMP_FICHIER_JUSTIFICATIF][0];
    if (fichier) corps.append('justificatif', fichier, fichier.name);
    try {
      const resultat = await appelerApi(rattachementRoutes.deposer, { body: corps as never });
      avertissements.vider();
      onDepose(resultat);
    } catch (erreur) {
      const champs = [...CHAMPS_CONNUS, CHAMP_FICHIER_JUSTIFICATIF];
      const reporte = reporterErreursServeur(erreur, setError, champs, {
        avertissements,
        versChamp: (champ) => (champ === 'justificatif' ? CHAMP_FICHIER_JUSTIFICATIF : champ),
      });
      if (!reporte)
        setError('root', {
          type: 'serveur',
          message: messageErreur(erreur, "La demande n'a pas pu être transmise."),
        });
    }
  });

  return (
    <section aria-labelledby="titre-mandat" className="fr-mb-4w">
      <h2 id="titre-mandat" className="fr-h4">
        {contestation ? 'Contester le rattachement en place' : 'Votre mandat'} —{' '}
        {formaterNumeroImmatriculation(numero)}
      </h2>
      {contestation && (
        <Alert
          severity="warning"
          small
          className="fr-mb-3w"
          description="Cette copropriété est déjà rattachée à un autre établissement : votre demande sera une contestation de ce rattachement. Le syndic en place en sera informé."
        />
      )}
      <FournisseurAvertissements avertissements={avertissements}>
        <Formulaire formulaire={formulaire} onSubmit={envoyer} aria-labelledby="titre-mandat">
          <EtapeInfosRattachement justificatif={<JustificatifMandat />} />
          <Checkbox
            className="fr-mb-3w"
            options={[
              {
                label: 'Je suis syndic provisoire de cette copropriété',
                hintText:
                  'Désigné par le règlement de copropriété, un accord des copropriétaires ou le juge, en attendant la première assemblée générale : le rattachement sera provisoire.',
                nativeInputProps: register('syndicProvisoire'),
              },
            ]}
          />
          {contestation && (
            <div className="fr-input-group fr-mb-3w">
              <label className="fr-label" htmlFor="motif-contestation">
                Motif de la contestation (facultatif)
              </label>
              <textarea
                id="motif-contestation"
                className="fr-input"
                maxLength={2000}
                rows={4}
                {...register('motifContestation')}
              />
            </div>
          )}
          <Button type="submit" disabled={formState.isSubmitting}>
            {contestation ? 'Transmettre la contestation' : 'Transmettre la demande de rattachement'}
          </Button>
        </Formulaire>
      </FournisseurAvertissements>
    </section>
  );
}

/**
 * `/rattacher-une-copropriete/edit?numero&idMandat` (spec 1 §2, §3) : la copropriété est tenue par un autre
 * établissement de la même entreprise (même SIREN) ; son mandat courant est repris comme point de départ de la
 * demande. Le contrôle et le mandat sont relus : un numéro qui ne permet plus la demande, un mandat qui n'est plus
 * celui de l'adresse ou un échec de chargement renvoient à l'accueil avec un message (spec 2 §8).
 */
export function PageRattachementMemeEntreprise() {
  return (
    <PageProtegee authorities={['RATTACHER_COPROPRIETE']}>
      <h1>Rattacher une copropriété de votre entreprise</h1>
      <RattachementMemeEntreprise />
    </PageProtegee>
  );
}

function RattachementMemeEntreprise() {
  const navigate = useNavigate();
  const [parametres] = useSearchParams();
  const numero = parametres.get('numero') ?? '';
  const idMandat = Number(parametres.get('idMandat'));
  const [lu, setLu] = useState<{ controle: ControleRattachement; mandat: Mandat } | null>(null);
  const [depose, setDepose] = useState<RattachementDepose | null>(null);

  useEffect(() => {
    let actif = true;
    const renvoyer = (description: string) => {
      storeNotifications.ajouter({ type: 'error', titre: 'Rattachement impossible', description });
      navigate('/', { replace: true });
    };
    (async () => {
      try {
        const controle = await appelerApi(rattachementRoutes.checkEtatCopro, { params: { id: numero } });
        const bloquant = messageBloquant(controle);
        if (bloquant) return renvoyer(bloquant);
        const mandat = await appelerApi(rattachementRoutes.mandatMemeSiren, { params: { id: numero } });
        if (!mandat || mandat.idMandat !== idMandat) return renvoyer(MESSAGE_MANDAT_INTROUVABLE);
        if (actif) setLu({ controle, mandat });
      } catch (erreur) {
        if (actif) renvoyer(messageErreur(erreur, "Le détail du rattachement n'a pas pu être chargé."));
      }
    })();
    return () => {
      actif = false;
    };
  }, [numero, idMandat, navigate]);

  if (depose) {
    return (
      <>
        <Alert
          severity="success"
          title={depose.notification.titre}
          description={depose.notification.description}
          className="fr-mb-3w"
        />
        <Link className="fr-link" to="/copropriete">
          Retour à mes copropriétés
        </Link>
      </>
    );
  }
  if (!lu) return <p aria-live="polite">Chargement du mandat…</p>;
  return (
    <>
      <Alert
        severity="info"
        small
        className="fr-mb-3w"
        description={`La copropriété ${formaterNumeroImmatriculation(lu.controle.numImmat ?? numero)} est tenue par un autre établissement de votre entreprise, sous un mandat du ${lu.mandat.dateDebutMandat ?? '—'} au ${lu.mandat.dateFinMandat ?? '—'}. Ses dates sont reprises ci-dessous : vérifiez-les et joignez le justificatif de votre mandat.`}
      />
      <DemandeMandat
        numero={lu.controle.numImmat ?? numero}
        contestation={lu.controle.isDemandContestation}
        onDepose={setDepose}
        mandatRepris={lu.mandat}
      />
    </>
  );
}

/** Spec 2 §8 : « mandate not found ». */
const MESSAGE_MANDAT_INTROUVABLE =
  "Le mandat indiqué n'a pas été trouvé : il n'est plus celui d'un établissement de votre entreprise pour cette copropriété.";
