import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import {
  authoritiesDuProfil,
  authorityLabels,
  NB_MAX_ADMINS_SECONDAIRES,
  PROFILS_ADMIN_SECONDAIRE,
  PROFILS_CREABLES,
  profilLabels,
} from '@registre/domain';
import { Link } from 'react-router';
import { PageProtegee } from '../../../features/session/PageProtegee';
import { useSession } from '../../../features/session/session';
import { profilsDeLaFamille } from '../../../features/utilisateurs/textes';

/** « Profils » : les profils des comptes de l'établissement et ce que chacun permet (spec 1 §2). */
export function PageProfils() {
  return (
    <PageProtegee authorities={['LIST_RECH_UTILISATEUR']}>
      <Profils />
    </PageProtegee>
  );
}

function Profils() {
  const { compte } = useSession();
  if (!compte) return null;
  return (
    <div className="fr-my-4w">
      <h1>Profils</h1>
      <p>
        Chaque compte de votre établissement a un profil, qui fixe ce qu'il peut faire. Un établissement
        compte au plus {NB_MAX_ADMINS_SECONDAIRES} administrateurs secondaires. Gérez les comptes depuis{' '}
        <Link to="/compte/mes-comptes-utilisateurs">Mes comptes utilisateurs</Link>.
      </p>
      <div className="fr-accordions-group">
        {profilsDeLaFamille(compte.profil).map((profil) => (
          <Accordion key={profil} label={profilLabels[profil]} titleAs="h2">
            {PROFILS_CREABLES[profil].length > 0 && (
              <p>
                <strong>Crée les comptes :</strong>{' '}
                {PROFILS_CREABLES[profil].map((p) => profilLabels[p]).join(', ')}
                {PROFILS_CREABLES[profil].some((p) => PROFILS_ADMIN_SECONDAIRE.includes(p)) &&
                  ` (${NB_MAX_ADMINS_SECONDAIRES} administrateurs secondaires au plus)`}
                .
              </p>
            )}
            <ul>
              {authoritiesDuProfil(profil).map((authority) => (
                <li key={authority}>{authorityLabels[authority]}</li>
              ))}
            </ul>
          </Accordion>
        ))}
      </div>
    </div>
  );
}
