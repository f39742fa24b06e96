import type { HeaderProps } from '@codegouvfr/react-dsfr/Header';
import { compteRoutes, type InfoCompte, menuCompte } from '@registre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { appelerApi } from '../../api/client';
import { routeDisponible } from '../../app/routes-disponibles';
import { deconnexionInstitutionnelle } from '../clavis/clavis';
import { storeNotifications } from '../notifications/notifications';
import { CLE_SESSION, useSession } from './session';

/**
 * Entrées « compte » de l'en-tête : « Se connecter » pour un visiteur ; sinon le menu du compte calculé par
 * le domaine (mon compte, mon établissement, mes comptes utilisateurs, quitter la connexion en tant que,
 * se déconnecter), limité aux pages qui existent.
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
    const teneur: InfoCompte = await appelerApi(compteRoutes.finConnexionEnTantQue);
    client.setQueryData(CLE_SESSION, teneur);
    await client.invalidateQueries();
    navigate('/');
  };
  return menuCompte(compte).flatMap((entree): HeaderProps.QuickAccessItem[] => {
    if (entree.route) {
      return routeDisponible(entree.route)
        ? [{ iconId: 'fr-icon-account-line', text: entree.titre, linkProps: { to: entree.route } }]
        : [];
    }
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
