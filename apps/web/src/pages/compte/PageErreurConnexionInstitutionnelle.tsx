import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { useSearchParams } from 'react-router';

/**
 * Retour refusé du service de connexion institutionnelle (ADR 0114) : le serveur y mène le navigateur au lieu
 * d'afficher l'erreur JSON de l'API. `?motif=indisponible` : le service ne répond pas ; sinon, le retour ne
 * correspond à aucune connexion en cours (commencée sur une autre adresse du site, expirée ou déjà utilisée).
 */
export function PageErreurConnexionInstitutionnelle() {
  const [recherche] = useSearchParams();
  const indisponible = recherche.get('motif') === 'indisponible';
  return (
    <div className="fr-my-6w fr-grid-row">
      <div className="fr-col-12 fr-col-lg-8">
        <h1>La connexion institutionnelle n'a pas abouti</h1>
        {indisponible ? (
          <Alert
            severity="error"
            title="Service de connexion indisponible"
            description="Le service de connexion institutionnelle ne répond pas pour le moment. Réessayez dans quelques minutes."
            className="fr-mb-4w"
          />
        ) : (
          <Alert
            severity="error"
            title="Connexion à recommencer"
            description="Le retour du service de connexion ne correspond à aucune connexion en cours : elle a peut-être été commencée depuis une autre adresse du site (par exemple 127.0.0.1 au lieu de localhost), a expiré ou a déjà servi. Ouvrez le registre à son adresse habituelle, puis recommencez la connexion."
            className="fr-mb-4w"
          />
        )}
        <ButtonsGroup
          inlineLayoutWhen="md and up"
          buttons={[
            { children: 'Revenir à la page de connexion', linkProps: { to: '/compte' } },
            { children: "Revenir à l'accueil", priority: 'secondary', linkProps: { to: '/' } },
          ]}
        />
      </div>
    </div>
  );
}
