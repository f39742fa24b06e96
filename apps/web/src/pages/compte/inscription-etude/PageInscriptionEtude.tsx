import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  type InfoCertificat,
  type InscriptionEtude,
  MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { clesNotaire } from '../../../api/cles-requetes';
import { appelerApi } from '../../../api/client';
import { contratsNotaire } from '../../../api/contrats-differes';
import { ChampTexte } from '../../../components/formulaire/ChampTexte';
import { reporterErreursServeur } from '../../../components/formulaire/erreurs-serveur';
import { Formulaire } from '../../../components/formulaire/Formulaire';
import { resolveurDiffere } from '../../../components/formulaire/resolveur-differe';
import { useEtatChamp } from '../../../components/formulaire/useEtatChamp';
import { useFormulaire } from '../../../components/formulaire/useFormulaire';
import { storeNotifications } from '../../../features/notifications/notifications';
import { useSession } from '../../../features/session/session';

/**
 * `/compte/inscription` : avec `?numEtude=…`, inscription de l'étude notariale par un notaire identifié par
 * son certificat (spec 1 §2, ADR 0068) ; sans ce paramètre, la page de choix de l'inscription des télédéclarants.
 */
export function AiguillageInscription({ sinon }: { sinon: ReactNode }) {
  const [recherche] = useSearchParams();
  return recherche.has('numEtude') ? <PageInscriptionEtude /> : sinon;
}

const CHAMPS = [
  'numEtude',
  'siret',
  'email',
  'confirmationEmail',
  'telephone',
  'attestationSurLHonneur',
] as const;

/** Schéma du domaine chargé au premier contrôle (ADR 0286). */
const resolveurEtude = resolveurDiffere<InscriptionEtude>(() =>
  import('../resolveurs-compte').then((m) => m.resolveurInscriptionEtude),
);

export function PageInscriptionEtude() {
  const navigate = useNavigate();
  const [recherche] = useSearchParams();
  const numEtude = recherche.get('numEtude') ?? '';
  const certificat = useQuery({
    queryKey: clesNotaire.certificat(),
    queryFn: async () => appelerApi((await contratsNotaire()).infoCertificat),
  });
  const profil = useQuery({
    queryKey: clesNotaire.profil(),
    queryFn: async () => appelerApi((await contratsNotaire()).profilNotaire),
    enabled: Boolean(certificat.data?.numEtude && certificat.data.qualite),
  });
  const collaborateur = profil.data?.qualite === 'COLLABORATEUR' && !profil.data.etudeEnregistree;

  useEffect(() => {
    document.title = "Inscrire l'étude notariale - Registre national des copropriétés";
  }, []);

  // Spec 2 §8 : un collaborateur dont l'étude n'est pas inscrite reçoit l'erreur et revient à l'accueil.
  useEffect(() => {
    if (!collaborateur) return;
    storeNotifications.ajouter({
      type: 'error',
      titre: 'Étude notariale non enregistrée',
      description: MESSAGE_ETUDE_NON_ENREGISTREE_COLLABORATEUR,
    });
    navigate('/', { replace: true });
  }, [collaborateur, navigate]);

  if (certificat.isPending || (certificat.data && profil.isPending)) {
    return <p role="status">Lecture de votre certificat professionnel…</p>;
  }
  return (
    <div className="fr-my-4w">
      <h1>Inscrire votre étude notariale</h1>
      <Contenu
        numEtude={numEtude}
        certificat={certificat.data ?? null}
        etudeEnregistree={profil.data?.etudeEnregistree ?? false}
        peutAjouter={profil.data?.peutAjouterEtude ?? false}
      />
    </div>
  );
}

function Contenu({
  numEtude,
  certificat,
  etudeEnregistree,
  peutAjouter,
}: {
  numEtude: string;
  certificat: InfoCertificat | null;
  etudeEnregistree: boolean;
  peutAjouter: boolean;
}) {
  if (!certificat) {
    return (
      <Alert
        severity="warning"
        title="Certificat professionnel requis"
        description="L'inscription d'une étude se fait avec le certificat de votre clé professionnelle de notaire. Insérez votre clé puis rechargez la page."
      />
    );
  }
  if (certificat.numEtude !== numEtude) {
    return (
      <Alert
        severity="error"
        title="Numéro d'étude différent"
        description={`Votre certificat professionnel désigne l'étude ${certificat.numEtude ?? 'inconnue'}, et non l'étude ${numEtude || 'demandée'}.`}
      />
    );
  }
  if (etudeEnregistree) return <Navigate to="/" replace />;
  if (!peutAjouter) return null;
  return <FormulaireEtude certificat={certificat} numEtude={numEtude} />;
}

function FormulaireEtude({ certificat, numEtude }: { certificat: InfoCertificat; numEtude: string }) {
  const navigate = useNavigate();
  const { actualiser } = useSession();
  const formulaire = useFormulaire<InscriptionEtude>({
    resolver: resolveurEtude,
    defaultValues: {
      numEtude,
      siret: '',
      email: certificat.email ?? '',
      confirmationEmail: '',
      telephone: null,
    },
  });
  const { handleSubmit, register, setError, formState, control } = formulaire;
  const attestation = useEtatChamp<InscriptionEtude>('attestationSurLHonneur', { control });

  const inscrire = handleSubmit(async (saisie) => {
    try {
      const etude = await appelerApi((await contratsNotaire()).inscrireEtude, { body: saisie });
      await actualiser();
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Étude inscrite',
        description: `${etude.raisonSociale ?? 'Votre étude'} est inscrite au registre : vous pouvez déclarer vos copropriétés.`,
      });
      navigate('/', { replace: true });
    } catch (erreur) {
      if (!reporterErreursServeur(erreur, setError, CHAMPS)) throw erreur;
    }
  });

  return (
    <>
      <p className="fr-text--lead">
        {[certificat.prenom, certificat.nom].filter(Boolean).join(' ')}, votre étude n'est pas encore inscrite
        au registre. Indiquez son SIRET : nous vérifions au répertoire des entreprises qu'il s'agit d'un
        office notarial (code APE 69.10Z). Vous deviendrez l'administrateur du compte de l'étude.
      </p>
      <Formulaire formulaire={formulaire} onSubmit={inscrire} aria-label="Inscription de l'étude notariale">
        <Input
          label="Numéro de l'étude (code CRPCEN)"
          hintText="Lu dans votre certificat professionnel."
          nativeInputProps={{ ...register('numEtude'), readOnly: true }}
        />
        <ChampTexte
          nom="siret"
          label="SIRET de l'étude"
          aide="14 chiffres"
          inputMode="numeric"
          maxLength={17}
          facultatif={false}
        />
        <ChampTexte
          nom="email"
          label="Adresse électronique"
          aide="Elle devient votre identifiant. Format attendu : nom@domaine.fr"
          type="email"
          autoComplete="email"
          facultatif={false}
        />
        <ChampTexte
          nom="confirmationEmail"
          label="Confirmation de l'adresse électronique"
          type="email"
          autoComplete="email"
          facultatif={false}
        />
        <ChampTexte
          nom="telephone"
          label="Téléphone de l'étude (facultatif)"
          aide="Exemple : 01 23 45 67 89"
          type="tel"
          autoComplete="tel"
          facultatif
        />
        <Checkbox
          state={attestation.state}
          stateRelatedMessage={attestation.stateRelatedMessage}
          options={[
            {
              label:
                "J'atteste sur l'honneur être notaire de cette étude et l'exactitude des informations saisies.",
              nativeInputProps: { ...register('attestationSurLHonneur'), 'aria-required': true },
            },
          ]}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          Inscrire l'étude
        </Button>
      </Formulaire>
    </>
  );
}
