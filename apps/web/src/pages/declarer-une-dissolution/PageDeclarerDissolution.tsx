import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import {
  annuaireRoutes,
  type DissolutionDeclaree,
  dissolutionRoutes,
  faitGenerateurLabels,
  formaterNumeroImmatriculation,
  type InfosDissolution,
  MotifDissolution,
  motifDissolutionLabels,
  normaliserNumeroImmatriculation,
  PARTIE_DEMANDE,
  typeJustifDissolutionLabels,
  typesJustifDissolutionParMotif,
} from '@registre/domain';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import {
  ChampChoix,
  ChampDate,
  ChampFichier,
  ChampTexte,
  Formulaire,
  reporterErreursServeur,
  useFormulaire,
} from '../../components/formulaire';
import { REGLES_JUSTIFICATIF } from '../../features/declaration/JustificatifMandat';
import { PageProtegee } from '../../features/session/PageProtegee';

/**
 * Déclarer la dissolution d'une copropriété (spec 1 §2 `/copropriete/declarer-une-dissolution`, issue 11 §5 ;
 * ADR 0320), depuis l'action de ligne « Déclarer la dissolution » de la liste (`?id=` : la copropriété). Le syndic
 * titulaire ou un notaire choisit le motif, la date du fait générateur (pas après aujourd'hui), le type de pièce
 * accepté pour ce motif et joint le PDF ; l'envoi est multipart (champs en JSON, PDF à part).
 */
export function PageDeclarerDissolution() {
  const [parametres] = useSearchParams();
  const id = Number(parametres.get('id'));
  return (
    <PageProtegee authorities={['DISSOUDRE_COPRO']}>
      <h1>Déclarer une dissolution</h1>
      {Number.isInteger(id) && id > 0 ? <Declaration idCopropriete={id} /> : <ChoixCopropriete />}
    </PageProtegee>
  );
}

/**
 * Sans copropriété choisie (tuile de l'accueil) : le numéro d'immatriculation, cherché dans l'annuaire public
 * (une copropriété qui peut être dissoute y figure), ou la liste filtrée des copropriétés.
 */
function ChoixCopropriete() {
  const navigate = useNavigate();
  const [numero, setNumero] = useState('');
  const [erreur, setErreur] = useState<string | null>(null);
  const [enCours, setEnCours] = useState(false);

  const chercher = async (evenement: React.FormEvent) => {
    evenement.preventDefault();
    const canonique = normaliserNumeroImmatriculation(numero.trim());
    if (canonique === null) {
      setErreur("Saisissez un numéro d'immatriculation valide (exemple : AB1-234-567).");
      return;
    }
    setErreur(null);
    setEnCours(true);
    try {
      const resultat = await appelerApi(annuaireRoutes.rechercher, {
        body: {
          immatriculationOuNom: canonique,
          isRechercheAvancee: false,
          paginationOptions: { pageNumber: 1, pageSize: 10, sortDirection: null, sortField: null },
        },
      });
      const trouvee = resultat.coproprieteAnnuaireDTOList.find((l) => l.numeroImmatriculation === canonique);
      if (trouvee) navigate(`/copropriete/declarer-une-dissolution?id=${trouvee.id}`);
      else setErreur("Ce numéro d'immatriculation n'est pas reconnu.");
    } catch (e) {
      setErreur(messageErreur(e, "Le numéro d'immatriculation n'a pas pu être vérifié."));
    } finally {
      setEnCours(false);
    }
  };

  return (
    <>
      <p>
        Indiquez le numéro d'immatriculation de la copropriété, ou choisissez-la dans{' '}
        <Link className="fr-link" to="/copropriete?dissolution=true">
          la liste des copropriétés dont vous pouvez déclarer la dissolution
        </Link>
        .
      </p>
      <form onSubmit={(e) => void chercher(e)} noValidate>
        <Input
          label="Numéro d'immatriculation de la copropriété"
          hintText="Format attendu : AB1-234-567 ou AB1234567"
          state={erreur ? 'error' : 'default'}
          stateRelatedMessage={erreur ?? undefined}
          nativeInputProps={{
            name: 'numero',
            value: numero,
            autoComplete: 'off',
            maxLength: 20,
            onChange: (e) => setNumero(e.target.value),
          }}
        />
        <Button type="submit" disabled={enCours}>
          Continuer
        </Button>
      </form>
    </>
  );
}

const RETOUR = (
  <Link className="fr-link" to="/copropriete">
    Retour aux copropriétés
  </Link>
);

function Declaration({ idCopropriete }: { idCopropriete: number }) {
  const [infos, setInfos] = useState<InfosDissolution | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [declaree, setDeclaree] = useState<DissolutionDeclaree | null>(null);

  useEffect(() => {
    let actif = true;
    appelerApi(dissolutionRoutes.lire, { params: { id: idCopropriete } })
      .then((i) => actif && setInfos(i))
      .catch((e) => actif && setErreur(messageErreur(e, 'La copropriété n’a pas pu être lue.')));
    return () => {
      actif = false;
    };
  }, [idCopropriete]);

  if (declaree) {
    return (
      <>
        <Alert
          severity="success"
          title={declaree.notification.titre}
          description={declaree.notification.description}
          className="fr-mb-3w"
        />
        {RETOUR}
      </>
    );
  }
  if (erreur) {
    return (
      <>
        <Alert severity="error" title="Déclaration impossible" description={erreur} className="fr-mb-3w" />
        {RETOUR}
      </>
    );
  }
  if (!infos) return <p role="status">Chargement de la copropriété…</p>;
  const designation = `${infos.nomCopropriete ?? 'Copropriété sans nom'}${
    infos.numeroImmatriculation ? `, n° ${formaterNumeroImmatriculation(infos.numeroImmatriculation)}` : ''
  }`;
  if (infos.demandeEnAttente) {
    const d = infos.demandeEnAttente;
    return (
      <>
        <p>{designation}</p>
        <Alert
          severity="info"
          title="Une déclaration de dissolution attend le teneur du registre"
          description={`Déposée le ${d.dateDemande}${d.demandeur ? ` par ${d.demandeur}` : ''} : ${d.libelleMotif}, ${d.libelleDateFaitGenerateur.toLowerCase()} ${d.dateFaitGenerateur}.`}
          className="fr-mb-3w"
        />
        {RETOUR}
      </>
    );
  }
  return <FormulaireDissolution infos={infos} designation={designation} onDeclaree={setDeclaree} />;
}

interface SaisieDissolution {
  motif: MotifDissolution | null;
  autre: string | null;
  dateFaitGenerateur: string | null;
  typeJustifDissolution: string | null;
  fichierJustificatif: File[];
}

const CHAMPS = ['motif', 'autre', 'dateFaitGenerateur', 'typeJustifDissolution', 'fichierJustificatif'];
const OPTIONS_MOTIF = MotifDissolution.options.map((valeur) => ({
  valeur,
  libelle: motifDissolutionLabels[valeur],
}));

function FormulaireDissolution({
  infos,
  designation,
  onDeclaree,
}: {
  infos: InfosDissolution;
  designation: string;
  onDeclaree: (d: DissolutionDeclaree) => void;
}) {
  const formulaire = useFormulaire<SaisieDissolution>({
    defaultValues: {
      motif: null,
      autre: null,
      dateFaitGenerateur: null,
      typeJustifDissolution: null,
      fichierJustificatif: [],
    },
  });
  const { handleSubmit, setError, formState, control, setValue } = formulaire;
  const motif = useWatch({ control, name: 'motif' });
  const pieces = motif ? typesJustifDissolutionParMotif[motif] : [];

  // Un changement de motif peut rendre la pièce choisie inacceptable : elle est alors effacée.
  useEffect(() => {
    const choisie = formulaire.getValues('typeJustifDissolution');
    if (choisie && !(pieces as readonly string[]).includes(choisie)) setValue('typeJustifDissolution', null);
  }, [pieces, formulaire, setValue]);

  const envoyer = handleSubmit(async (saisie) => {
    const corps = new FormData();
    corps.append(
      PARTIE_DEMANDE,
      JSON.stringify({
        motif: saisie.motif,
        autre: saisie.motif === 'AUTRE' ? saisie.autre : null,
        dateFaitGenerateur: saisie.dateFaitGenerateur,
        typeJustifDissolution: saisie.typeJustifDissolution,
      }),
    );
    const fichier = saisie.fichierJustificatif[0];
    if (fichier) corps.append('justificatif', fichier, fichier.name);
    try {
      onDeclaree(
        await appelerApi(dissolutionRoutes.declarer, {
          params: { id: infos.idCopropriete },
          body: corps as never,
        }),
      );
    } catch (erreur) {
      const reporte = reporterErreursServeur(erreur, setError, CHAMPS, {
        versChamp: (champ) => (champ === 'justificatif' ? 'fichierJustificatif' : champ),
      });
      if (!reporte) {
        setError('root', {
          type: 'serveur',
          message: messageErreur(erreur, 'La déclaration n’a pas pu être transmise.'),
        });
      }
    }
  });

  return (
    <section aria-labelledby="titre-dissolution">
      <h2 id="titre-dissolution" className="fr-h4">
        {designation}
      </h2>
      <p>
        La déclaration est transmise au teneur du registre, qui l'examine avec le justificatif avant
        d'enregistrer la dissolution. Date de la demande : <strong>{infos.dateDemande}</strong>.
      </p>
      <Formulaire formulaire={formulaire} onSubmit={envoyer} aria-labelledby="titre-dissolution">
        <div className="fr-mb-3w">
          <ChampChoix
            nom="motif"
            legende="Motif de la dissolution"
            orientation="vertical"
            options={OPTIONS_MOTIF}
          />
        </div>
        {motif === 'AUTRE' && (
          <ChampTexte nom="autre" label="Précisez le motif" maxLength={500} className="fr-mb-3w" />
        )}
        <ChampDate
          name="dateFaitGenerateur"
          control={control}
          label={motif ? faitGenerateurLabels[motif] : 'Date du fait générateur'}
          requis
          className="fr-mb-3w"
        />
        {motif ? (
          <div className="fr-mb-3w">
            <ChampChoix
              nom="typeJustifDissolution"
              legende="Type de justificatif"
              orientation="vertical"
              options={pieces.map((valeur) => ({ valeur, libelle: typeJustifDissolutionLabels[valeur] }))}
            />
          </div>
        ) : (
          <p className="fr-text--sm">Choisissez d'abord le motif : le justificatif à joindre en dépend.</p>
        )}
        <ChampFichier
          name="fichierJustificatif"
          control={control}
          label="Justificatif"
          regles={REGLES_JUSTIFICATIF}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          Transmettre la déclaration de dissolution
        </Button>
      </Formulaire>
    </section>
  );
}
