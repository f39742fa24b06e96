import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  canSeConnecterEnTantQue,
  compteRoutes,
  type InfoCompte,
  possede,
  profilLabels,
  statutCompteUtilisateurLabels,
  type UtilisateurDuTeledeclarant,
} from '@registre/domain';
import { useNavigate } from 'react-router';
import { appelerApi } from '../../api/client';
import { useActionBloquante } from '../../components/formulaire';
import { Tableau } from '../../components/socle/Tableau';
import { useSession } from '../session/session';
import { dateHeure, nomComplet } from './presentation';

/** Le teneur connecté peut-il se connecter en tant que cet utilisateur (spec 1 §6) ? */
export function peutSeConnecterEnTantQue(
  compte: InfoCompte | null,
  utilisateur: UtilisateurDuTeledeclarant,
): boolean {
  if (compte === null || utilisateur.statut === 'SUPPRIME' || !possede(compte, 'LIST_RCH_USER_TENEUR'))
    return false;
  return canSeConnecterEnTantQue(
    { id: compte.id, profil: compte.profil, authorities: compte.authorities, loginAs: compte.loginAs },
    { id: utilisateur.id, profil: utilisateur.profil },
  );
}

/** Comptes utilisateurs d'un télédéclarant, avec la connexion « en tant que » pour le teneur. */
export function UtilisateursDuTeledeclarant({
  utilisateurs,
}: {
  utilisateurs: UtilisateurDuTeledeclarant[];
}) {
  const { compte, actualiser } = useSession();
  const navigate = useNavigate();
  const action = useActionBloquante();

  const seConnecterEnTantQue = async (utilisateur: UtilisateurDuTeledeclarant) => {
    const ok = await action.executer(async () => {
      await appelerApi(compteRoutes.connexionEnTantQue, { params: { id: utilisateur.id } });
      return true;
    });
    if (!ok) return;
    await actualiser();
    // Le bandeau de session (BandeauxSession) dit seul, et sur chaque page, en tant que qui on est connecté.
    navigate('/');
  };

  return (
    <section className="fr-mb-6w">
      <h2 className="fr-h4">Comptes utilisateurs</h2>
      {utilisateurs.length === 0 ? (
        <p>Aucun compte utilisateur n'est rattaché à ce télédéclarant.</p>
      ) : (
        <Tableau titre="Comptes utilisateurs du télédéclarant">
          <thead>
            <tr>
              <th scope="col">Nom et identifiant</th>
              <th scope="col">Profil</th>
              <th scope="col">Statut</th>
              <th scope="col">Mot de passe créé</th>
              <th scope="col">Dernière activité</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {utilisateurs.map((u) => (
              <tr key={u.id}>
                <td>
                  {nomComplet(u.prenom, u.nom)}
                  <span className="fr-hint-text">{u.login}</span>
                  {u.adminPrincipal && <span className="fr-hint-text">Administrateur principal</span>}
                </td>
                <td>{profilLabels[u.profil]}</td>
                <td>{statutCompteUtilisateurLabels[u.statut]}</td>
                <td>{u.motDePasseCree ? 'Oui' : 'Non'}</td>
                <td>{dateHeure(u.dateDerniereActivite)}</td>
                <td>
                  {peutSeConnecterEnTantQue(compte, u) ? (
                    <Button
                      type="button"
                      size="small"
                      priority="secondary"
                      disabled={action.enCours}
                      onClick={() => seConnecterEnTantQue(u)}
                      title={`Se connecter en tant que ${nomComplet(u.prenom, u.nom)}`}
                    >
                      Se connecter en tant que
                    </Button>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Tableau>
      )}
    </section>
  );
}
