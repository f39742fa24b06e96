import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { formaterNumeroImmatriculation, type SuccessionPublique, successeurRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { storeNotifications } from '../../features/notifications/notifications';
import { useSession } from '../../features/session/session';
import { FormulaireValidationSuccesseur } from '../../features/successeurs/FormulaireValidationSuccesseur';

/**
 * Lien reçu par le syndic désigné comme successeur (issue 11 §4 ; ADR 0330). Sans session, la page montre ce que
 * la clé désigne (copropriété, prédécesseur) et invite à se connecter ; connecté avec un compte de l'établissement
 * désigné, le successeur valide la déclaration de son prédécesseur en déclarant les dates de son mandat.
 */
export function PageSuccesseur() {
  const cle = useParams().cle ?? '';
  const succession = useQuery({
    queryKey: ['successeur', cle],
    queryFn: () => appelerApi(successeurRoutes.lireCle, { params: { key: cle } }),
    retry: false,
  });
  return (
    <>
      <h1>Valider la déclaration du prédécesseur</h1>
      {succession.isPending ? (
        <p role="status">Lecture de la déclaration…</p>
      ) : succession.isError ? (
        <Alert
          severity="error"
          title="Lien non valable"
          description={messageErreur(succession.error, 'La déclaration n’a pas pu être lue.')}
        />
      ) : (
        <Succession cle={cle} succession={succession.data} />
      )}
    </>
  );
}

function Succession({ cle, succession }: { cle: string; succession: SuccessionPublique }) {
  const { etat, compte } = useSession();
  const { pathname } = useLocation();
  return (
    <>
      <dl className="fr-mb-4w">
        <dt className="fr-text--bold">Copropriété</dt>
        <dd>
          {succession.nomCopropriete ?? '—'}
          {succession.numeroImmatriculation
            ? ` (${formaterNumeroImmatriculation(succession.numeroImmatriculation)})`
            : ''}
        </dd>
        <dt className="fr-text--bold">Syndic prédécesseur</dt>
        <dd>{succession.predecesseur ?? '—'}</dd>
        <dt className="fr-text--bold">Syndic successeur désigné</dt>
        <dd>{succession.successeur ?? '—'}</dd>
        <dt className="fr-text--bold">Déclaration</dt>
        <dd>
          faite le {succession.declareeLe}, valable jusqu’au {succession.valableJusquAu}
        </dd>
      </dl>
      {etat === 'EN_COURS' ? (
        <p role="status">Chargement de votre compte…</p>
      ) : !compte ? (
        <>
          <p>Connectez-vous avec un compte de l’établissement désigné pour valider la déclaration.</p>
          <Link className="fr-btn" to={`/compte?retour=${encodeURIComponent(pathname)}`}>
            Se connecter
          </Link>
        </>
      ) : !compte.authorities.includes('VALIDER_DECLA_PREDECESSEUR') ? (
        <Alert
          severity="warning"
          small
          description="Votre compte ne permet pas de valider la déclaration d’un prédécesseur : connectez-vous avec un compte de syndic de l’établissement désigné."
        />
      ) : (
        <FormulaireValidation cle={cle} />
      )}
    </>
  );
}

function FormulaireValidation({ cle }: { cle: string }) {
  const navigate = useNavigate();
  return (
    <FormulaireValidationSuccesseur
      cible={{ cle }}
      onValidee={(resultat) => {
        storeNotifications.ajouter({ type: 'success', ...resultat.notification });
        navigate('/copropriete');
      }}
    />
  );
}
