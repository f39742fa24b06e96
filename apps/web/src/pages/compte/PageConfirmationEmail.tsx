import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { appelerApi, ErreurAppel } from '../../api/client';
import { contratsCompte } from '../../api/contrats-differes';
import { useSession } from '../../features/session/session';

type Etat =
  | { etape: 'attente' }
  | { etape: 'envoi' }
  | { etape: 'confirmee'; reconnexionNecessaire: boolean }
  | { etape: 'refusee'; message: string };

/**
 * Confirmation d'une nouvelle adresse électronique par le lien reçu à cette adresse (ADR 0086) : l'adresse du
 * compte ne change qu'ici. La confirmation se fait par un bouton (une simple ouverture du lien, par exemple par un
 * logiciel qui analyse les courriels, ne confirme rien).
 */
export function PageConfirmationEmail() {
  const [recherche] = useSearchParams();
  const cle = recherche.get('key') ?? '';
  const { actualiser } = useSession();
  const [etat, setEtat] = useState<Etat>({ etape: 'attente' });

  const confirmer = async () => {
    setEtat({ etape: 'envoi' });
    try {
      const { reconnexionNecessaire } = await appelerApi((await contratsCompte()).confirmerEmail, {
        body: { cle },
      });
      setEtat({ etape: 'confirmee', reconnexionNecessaire });
      await actualiser();
    } catch (erreur) {
      if (erreur instanceof ErreurAppel && erreur.status === 400) {
        setEtat({ etape: 'refusee', message: erreur.erreur.champs?.[0]?.message ?? erreur.message });
        return;
      }
      throw erreur;
    }
  };

  return (
    <div className="fr-grid-row fr-grid-row--center fr-my-6w">
      <div className="fr-col-12 fr-col-md-8 fr-col-lg-6">
        <h1>Confirmer ma nouvelle adresse électronique</h1>
        {cle === '' ? (
          <Alert
            severity="error"
            title="Lien incomplet"
            description="Ouvrez le lien complet reçu par courriel à votre nouvelle adresse."
          />
        ) : etat.etape === 'confirmee' ? (
          <>
            <Alert
              severity="success"
              title="Adresse confirmée"
              description={
                etat.reconnexionNecessaire
                  ? 'Votre nouvelle adresse est enregistrée et devient votre identifiant de connexion : reconnectez-vous avec elle.'
                  : 'Votre nouvelle adresse est enregistrée.'
              }
            />
            <p className="fr-mt-3w">
              <Link to={etat.reconnexionNecessaire ? '/compte' : '/'}>
                {etat.reconnexionNecessaire ? 'Se connecter' : "Revenir à l'accueil"}
              </Link>
            </p>
          </>
        ) : etat.etape === 'refusee' ? (
          <>
            <Alert severity="error" title="Confirmation impossible" description={etat.message} />
            <p className="fr-mt-3w">
              <Link to="/compte/moncompte">Refaire la demande depuis « Mon compte »</Link>
            </p>
          </>
        ) : (
          <>
            <p>
              Confirmez que cette adresse est bien la vôtre : elle remplacera l'adresse actuelle de votre
              compte (et votre identifiant de connexion, sauf pour les notaires).
            </p>
            <Button onClick={confirmer} disabled={etat.etape === 'envoi'}>
              Confirmer ma nouvelle adresse
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
