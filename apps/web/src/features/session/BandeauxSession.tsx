import { Notice } from '@codegouvfr/react-dsfr/Notice';
import { bandeauActivation } from '@registre/domain';
import { Link } from 'react-router';
import { useSession } from './session';

/** Bandeaux liés au compte : activation en attente (spec 1 §4), connexion « en tant que » (spec 1 §6). */
export function BandeauxSession() {
  const { compte } = useSession();
  if (!compte) return null;
  const activation = bandeauActivation(compte);
  return (
    <>
      {compte.loginAs && (
        <Notice
          data-testid="bandeau-connexion-en-tant-que"
          title={`Vous êtes connecté en tant que ${[compte.prenom, compte.nom].filter(Boolean).join(' ') || compte.login} (${compte.login}).`}
          description="Utilisez « Quitter la connexion en tant que » dans l'en-tête pour revenir à votre compte."
        />
      )}
      {activation && (
        <Notice
          data-testid="bandeau-activation"
          title={activation.message}
          description={
            <Link to={activation.route} className="fr-link">
              {activation.libelleLien}
            </Link>
          }
        />
      )}
    </>
  );
}
