import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReponseEchange, validationsRoutes } from '@registre/domain';
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

/** Réponse au teneur : message et PDF facultatif, ajoutés au fil (`POST declarations/echanges/{n}`). */
function FormulaireReponse({ n }: { n: number }) {
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
        await appelerApi(validationsRoutes.repondre, {
          params: { n },
          body: {
            message: saisie.message,
            piece: fichier ? { nom: fichier.name, contenu: await enBase64(fichier) } : null,
          },
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
          'Votre réponse est ajoutée au fil de la demande. Corrigez puis transmettez de nouveau votre demande.',
      });
      formulaire.reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clesValidations.filDeclarant(n) }),
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

function EchangesDemande({ n }: { n: number }) {
  const fil = useQuery({
    queryKey: clesValidations.filDeclarant(n),
    queryFn: () => appelerApi(validationsRoutes.echanges, { params: { n } }),
    retry: false,
  });
  const nom = fil.data?.nomCopropriete ?? `copropriété n° ${n}`;
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
          {fil.data.questionOuverte && <FormulaireReponse n={n} />}
          <p className="fr-mt-4w">
            Pour corriger votre demande puis la transmettre de nouveau, reprenez-la dans{' '}
            <Link to="/immatriculer-copropriete">vos brouillons</Link>.
          </p>
        </>
      )}
    </>
  );
}

function EcranEchanges() {
  const { n } = useParams();
  const id = n !== undefined && /^[1-9]\d{0,9}$/.test(n) && Number(n) <= 2_147_483_647 ? Number(n) : null;
  if (id === null)
    return (
      <>
        <h1>Échanges avec le teneur</h1>
        <Alert severity="error" small description="L'adresse ne désigne pas une demande." />
      </>
    );
  return <EchangesDemande key={id} n={id} />;
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
      <EcranEchanges />
    </PageProtegee>
  );
}
