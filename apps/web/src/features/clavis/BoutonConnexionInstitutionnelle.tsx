import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ProConnectButton } from '@codegouvfr/react-dsfr/ProConnectButton';
import { adresseConnexion, useUrlsClavis } from './clavis';

/**
 * Bouton « Connexion institutionnelle » de la page de connexion (ADR 0065) : les agents des collectivités et
 * services de l'État, et le teneur du registre, s'identifient auprès du service d'authentification
 * institutionnel (ProConnect). `retour` : page où revenir après la connexion.
 */
export function BoutonConnexionInstitutionnelle({ retour }: { retour?: string | null }) {
  const { data: urls, isPending, isError } = useUrlsClavis();
  return (
    <section aria-labelledby="titre-connexion-institutionnelle" className="fr-mb-4w">
      <h2 id="titre-connexion-institutionnelle" className="fr-h4">
        Connexion institutionnelle
      </h2>
      <p className="fr-text--sm">
        Agents des collectivités, services de l'État et teneur du registre : identifiez-vous avec votre compte
        professionnel.
      </p>
      {isPending && <p role="status">Chargement de la connexion institutionnelle…</p>}
      {(isError || urls?.disponible === false) && (
        <Alert
          severity="info"
          small
          description="La connexion institutionnelle est momentanément indisponible : réessayez plus tard."
        />
      )}
      {urls?.disponible && <ProConnectButton url={adresseConnexion(urls.urlConnexion, retour)} />}
    </section>
  );
}
