import type { QueryClient } from '@tanstack/react-query';
import { clesSession } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { contratsClavis, contratsNotaire } from '../../api/contrats-differes';
import { navigateur } from '../clavis/clavis';
import { storeNotifications } from '../notifications/notifications';
import type { DependancesReprise } from './reprise-401';

const CLE_RELANCE = 'registre.relance-institutionnelle';

/**
 * Dépendances réelles de la reprise après 401 (reprise-401.ts) : appels du contrat, cache de session de
 * react-query, navigation du routeur, notifications, mémoire de session du navigateur. À câbler dans le client
 * de l'API par qui dispose du `QueryClient` et de la fonction de navigation.
 */
export function dependancesReprise(
  client: QueryClient,
  naviguer: (chemin: string) => void,
): DependancesReprise {
  return {
    infoCertificat: async () => appelerApi((await contratsNotaire()).infoCertificat),
    etudeNotariale: async () => appelerApi((await contratsNotaire()).etudeNotariale),
    authentifierNotaire: async () => appelerApi((await contratsNotaire()).authentification),
    urlsClavis: async () => appelerApi((await contratsClavis()).urls),
    sessionOuverte: async (compte) => {
      client.setQueryData(clesSession.compte(), compte);
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== clesSession.compte()[0] });
    },
    oublierSession: () => {
      client.setQueryData(clesSession.compte(), null);
    },
    naviguer,
    ouvrir: (url) => navigateur.ouvrir(url),
    notifier: (n) => storeNotifications.ajouter(n),
    cheminCourant: () => `${window.location.pathname}${window.location.search}`,
    derniereRelanceInstitutionnelle: () => {
      const valeur = Number(sessionStorage.getItem(CLE_RELANCE));
      return Number.isFinite(valeur) && valeur > 0 ? valeur : null;
    },
    noterRelanceInstitutionnelle: (instant) => sessionStorage.setItem(CLE_RELANCE, String(instant)),
    maintenant: () => Date.now(),
  };
}
