import type { HeaderProps } from '@codegouvfr/react-dsfr/Header';
import { type InfoCompte, menuCompte } from '@registre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clesSession } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { contratsCompte } from '../../api/contrats-differes';
import { deconnexionInstitutionnelle } from '../clavis/clavis';
import { storeNotifications } from '../notifications/notifications';
import { useSession } from './session';

/**
 * Entrées « compte » de l'en-tête : « Se connecter » pour un visiteur ; sinon les actions du menu du compte
 * calculé par le domaine (quitter la connexion en tant que, se déconnecter). Les pages du compte sont dans le
 * menu principal.
 */
export function useEntreesCompte(): HeaderProps.QuickAccessItem[] {
  const { etat, compte, deconnecter } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  if (etat === 'EN_COURS') return [];
  if (!compte) {
    return [{ iconId: 'fr-icon-account-circle-line', text: 'Se connecter', linkProps: { to: '/compte' } }];
  }
  const quitter = async () => {
    const teneur: InfoCompte = await appelerApi((await contratsCompte()).finConnexionEnTantQue);
    client.setQueryData(clesSession.compte(), teneur);
    await client.invalidateQueries();
    navigate('/');
  };
  return menuCompte(compte).flatMap((entree): HeaderProps.QuickAccessItem[] => {
    // Les pages du compte sont dans le menu principal (groupe « Mon compte ») : ici, seulement les actions.
    if (entree.route) return [];
    if (entree.action === 'quitterConnexionEnTantQue') {
      return [
        {
          iconId: 'fr-icon-arrow-go-back-line',
          text: entree.titre,
          buttonProps: { onClick: () => void quitter() },
        },
      ];
    }
    if (entree.action === 'deconnexionInstitutionnelle') {
      return [
        {
          iconId: 'fr-icon-logout-box-r-line',
          text: entree.titre,
          buttonProps: { onClick: () => void deconnexionInstitutionnelle() },
        },
      ];
    }
    return [
      {
        iconId: 'fr-icon-logout-box-r-line',
        text: entree.titre,
        buttonProps: {
          onClick: () =>
            void deconnecter().then(() => {
              storeNotifications.ajouter({
                type: 'info',
                titre: 'Vous êtes déconnecté',
                description: 'À bientôt.',
              });
              navigate('/');
            }),
        },
      },
    ];
  });
}
