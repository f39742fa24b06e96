import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FilEchanges as Fil,
  ReponseEchange,
  rattachementValidationRoutes,
  validationsRoutes,
} from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { clesValidations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import {
  ChampFichier,
  Formulaire,
  reporterErreursServeur,
  schemaFichiers,
  useActionBloquante,
  useFormulaire,
} from '../../components/formulaire';
import { enBase64 } from '../../features/declaration/api';
import { REGLES_JUSTIFICATIF } from '../../features/declaration/JustificatifMandat';
import { storeNotifications } from '../../features/notifications/notifications';
import { PageProtegee } from '../../features/session/PageProtegee';
import { ChampMessage } from '../../features/validations/champs';
import { FilEchanges } from '../../features/validations/FilEchanges';
import '../../features/validations/validations.css';

const SaisieReponse = z.object({
  message: ReponseEchange.shape.message,
  fichier: schemaFichiers(REGLES_JUSTIFICATIF),
});
type SaisieReponse = z.input<typeof SaisieReponse>;

/**
 * Demande dont on lit le fil : une immatriculation (copropriété n, `declarations/echanges/{n}`) ou un rattachement
 * (mandat demandé, `mandats/echanges/{idMandat}`, ADR 0305).
 */
type SourceFil = { type: 'immatriculation'; n: number } | { type: 'rattachement'; idMandat: number };

const cleFil = (source: SourceFil) =>
  source.type === 'immatriculation'
    ? clesValidations.filDeclarant(source.n)
    : clesValidations.filRattachement(source.idMandat);

const lireFil = (source: SourceFil): Promise<Fil> =>
  source.type === 'immatriculation'
    ? appelerApi(validationsRoutes.echanges, { params: { n: source.n } })
    : appelerApi(rattachementValidationRoutes.echanges, { params: { id: source.idMandat } });

const envoyerReponse = (source: SourceFil, body: ReponseEchange) =>
  source.type === 'immatriculation'
    ? appelerApi(validationsRoutes.repondre, { params: { n: source.n }, body })
    : appelerApi(rattachementValidationRoutes.repondre, { params: { id: source.idMandat }, body });

/** Réponse au teneur : message et PDF facultatif, ajoutés au fil de la demande. */
function FormulaireReponse({ source }: { source: SourceFil }) {
  const queryClient = useQueryClient();
  const { executer, enCours } = useActionBloquante();
  const formulaire = useFormulaire<SaisieReponse, unknown, z.output<typeof SaisieReponse>>({
    resolver: zodResolver(SaisieReponse),
    defaultValues: { message: '', fichier: [] },
  });
  const envoyer = formulaire.handleSubmit((saisie) =>
    executer(async () => {
      const fichier = saisie.fichier[0];
      try {
        await envoyerReponse(source, {
          message: saisie.message,
          piece: fichier ? { nom: fichier.name, contenu: await enBase64(fichier) } : null,
        });
      } catch (e) {
        reporterErreursServeur(e, formulaire.setError, ['message', 'piece'], {
          versChamp: (champ) => (champ.startsWith('piece') ? 'fichier' : champ),
        });
        throw e;
      }
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Réponse envoyée',
        description:
          source.type === 'immatriculation'
            ? 'Votre réponse est ajoutée au fil de la demande. Corrigez puis transmettez de nouveau votre demande.'
            : 'Votre réponse est ajoutée au fil de la demande : le teneur du registre la lira avant de décider.',
      });
      formulaire.reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cleFil(source) }),
        queryClient.invalidateQueries({ queryKey: clesValidations.questionsOuvertes() }),
      ]);
    }),
  );
  return (
    <section aria-labelledby="titre-reponse" className="fr-mt-4w">
      <h2 id="titre-reponse">Répondre au teneur</h2>
      <Formulaire formulaire={formulaire} onSubmit={envoyer} aria-label="Réponse au teneur">
        <ChampMessage nom="message" libelle="Votre réponse" longueurMax={4_000} />
        <ChampFichier name="fichier" label="Pièce jointe (facultatif)" regles={REGLES_JUSTIFICATIF} />
        <Button type="submit" disabled={enCours}>
          Envoyer ma réponse
        </Button>
      </Formulaire>
    </section>
  );
}

function EchangesDemande({ source }: { source: SourceFil }) {
  const fil = useQuery({
    queryKey: cleFil(source),
    queryFn: () => lireFil(source),
    retry: false,
  });
  const nom = fil.data?.nomCopropriete ?? `copropriété n° ${fil.data?.idCopropriete ?? ''}`;
  return (
    <>
      <h1>Échanges avec le teneur : {fil.data ? nom : '…'}</h1>
      {fil.isPending && <p role="status">Chargement du fil de la demande…</p>}
      {fil.isError && (
        <Alert
          severity="error"
          title="Le fil de cette demande n'a pas pu être lu"
          description={messageErreur(fil.error, 'Cette demande n’existe pas ou n’est pas la vôtre.')}
        />
      )}
      {fil.data && (
        <>
          <FilEchanges fil={fil.data} pourDeclarant />
          {fil.data.questionOuverte && <FormulaireReponse source={source} />}
          {source.type === 'immatriculation' ? (
            <p className="fr-mt-4w">
              Pour corriger votre demande puis la transmettre de nouveau, reprenez-la dans{' '}
              <Link to="/immatriculer-copropriete">vos brouillons</Link>.
            </p>
          ) : (
            <p className="fr-mt-4w">
              Votre demande de rattachement reste en attente : le teneur du registre décidera au vu de votre
              réponse, et vous en serez informé par courriel. <Link to="/">Retour à l’accueil</Link>
            </p>
          )}
        </>
      )}
    </>
  );
}

/** Identifiant lu dans l'adresse, ou `null` s'il n'en est pas un. */
const identifiant = (valeur: string | undefined) =>
  valeur !== undefined && /^[1-9]\d{0,9}$/.test(valeur) && Number(valeur) <= 2_147_483_647
    ? Number(valeur)
    : null;

function EcranEchanges({ type }: { type: SourceFil['type'] }) {
  const { n, idMandat } = useParams();
  const id = identifiant(type === 'immatriculation' ? n : idMandat);
  if (id === null)
    return (
      <>
        <h1>Échanges avec le teneur</h1>
        <Alert severity="error" small description="L'adresse ne désigne pas une demande." />
      </>
    );
  return (
    <EchangesDemande
      key={id}
      source={type === 'immatriculation' ? { type, n: id } : { type, idMandat: id }}
    />
  );
}

/**
 * Fil d'une demande côté déclarant (issue 9 §4, ADR 0193, 0230) : questions du teneur et réponses de
 * l'établissement, avec leurs PDF ; tant qu'une question est ouverte, le déclarant y répond ici.
 */
export function PageEchangesDemande() {
  return (
    <PageProtegee
      authorities={['IMMATRICULER_NVELLE_COPRO', 'IMMATRICULER_D_OFFICE', 'IMMATRICULER_INITIALE']}
    >
      <EcranEchanges type="immatriculation" />
    </PageProtegee>
  );
}

/**
 * Fil d'une demande de rattachement côté établissement demandeur (issue 11 §2, ADR 0305) : questions du teneur et
 * réponses, avec leurs PDF ; tant qu'une question est ouverte, le demandeur y répond ici.
 */
export function PageEchangesRattachement() {
  return (
    <PageProtegee authorities={['RATTACHER_COPROPRIETE']}>
      <EcranEchanges type="rattachement" />
    </PageProtegee>
  );
}
