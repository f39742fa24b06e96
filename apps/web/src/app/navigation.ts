import type { MainNavigationProps } from '@codegouvfr/react-dsfr/MainNavigation';
import {
  type ElementMenu,
  estGroupeMenu,
  type InfoCompte,
  lienTuile,
  menuCompte,
  menuPrincipal,
} from '@registre/domain';
import { routeDisponible } from './routes-disponibles';

/** Menu principal de l'en-tête, calculé par le domaine et limité aux pages qui existent. */
export function navigationPrincipale(
  compte: InfoCompte | null,
  cheminCourant: string,
): MainNavigationProps.Item[] {
  const actif = (route: string) => cheminCourant === route.split('?')[0];
  // Les pages du compte (mon compte, mon établissement, mes comptes utilisateurs) forment un groupe du menu
  // principal ; l'en-tête ne garde que les actions (déconnexion, fin de connexion « en tant que »).
  const pagesCompte = compte
    ? menuCompte(compte).flatMap((e) =>
        e.route && routeDisponible(e.route) ? [{ ...e, route: e.route }] : [],
      )
    : [];
  const groupeCompte: MainNavigationProps.Item[] =
    pagesCompte.length > 0
      ? [
          {
            text: 'Mon compte',
            isActive: pagesCompte.some((e) => actif(e.route)),
            menuLinks: pagesCompte.map((e) => ({
              text: e.titre,
              linkProps: { to: e.route },
              isActive: actif(e.route),
            })),
          },
        ]
      : [];
  return [...elementsPrincipaux(compte, actif), ...groupeCompte];
}

function elementsPrincipaux(
  compte: InfoCompte | null,
  actif: (route: string) => boolean,
): MainNavigationProps.Item[] {
  return menuPrincipal(compte).flatMap((element: ElementMenu): MainNavigationProps.Item[] => {
    if (estGroupeMenu(element)) {
      const liens = element.entrees.filter((e) => routeDisponible(e.route));
      if (liens.length === 0) return [];
      return [
        {
          text: element.titre,
          isActive: liens.some((e) => actif(e.route)),
          menuLinks: liens.map((e) => ({
            text: e.titre,
            linkProps: { to: lienTuile(e) },
            isActive: actif(e.route),
          })),
        },
      ];
    }
    // L'aide est déjà un accès rapide de l'en-tête : pas de doublon dans le menu principal.
    if (element.route === '/aide' || !routeDisponible(element.route)) return [];
    return [{ text: element.titre, linkProps: { to: lienTuile(element) }, isActive: actif(element.route) }];
  });
}
