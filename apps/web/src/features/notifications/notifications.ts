import type { ErreurApi } from '@registre/domain';

export type TypeNotification = 'success' | 'error' | 'warning' | 'info';

/** Message affiché à la personne (spec 1 §3 « notification ») ; non conservé côté serveur. */
export interface Notification {
  id: string;
  type: TypeNotification;
  titre: string;
  description: string;
}

type Abonne = (notifications: Notification[]) => void;

function creerStoreNotifications() {
  let notifications: Notification[] = [];
  const abonnes = new Set<Abonne>();
  const notifier = () => {
    for (const a of abonnes) a(notifications);
  };
  return {
    ajouter(n: Omit<Notification, 'id'> & { id?: string }): string {
      const id = n.id ?? crypto.randomUUID();
      notifications = [...notifications.filter((x) => x.id !== id), { ...n, id }];
      notifier();
      return id;
    },
    retirer(id: string): void {
      notifications = notifications.filter((n) => n.id !== id);
      notifier();
    },
    get liste() {
      return notifications;
    },
    abonner(abonne: Abonne): () => void {
      abonnes.add(abonne);
      return () => abonnes.delete(abonne);
    },
  };
}

export const storeNotifications = creerStoreNotifications();

/**
 * Notification d'une requête en échec (spec 2 §8) : 403 non autorisé, moins de 500 erreur générique,
 * 500 et plus (ou serveur injoignable) erreur serveur ; détails techniques avec statut et message.
 * Renvoie null pour les statuts qui ne donnent pas de notification (401, 404).
 */
export function notificationPourErreur(erreur: ErreurApi): Omit<Notification, 'id'> | null {
  if (erreur.status === 401 || erreur.status === 404) return null;
  const details = `Détails techniques : statut ${erreur.status || 'aucun'} — ${erreur.message}`;
  if (erreur.status === 403) {
    return {
      type: 'error',
      titre: 'Action non autorisée',
      description: `Vous n'avez pas les droits nécessaires pour effectuer cette action. ${details}`,
    };
  }
  if (erreur.status > 0 && erreur.status < 500) {
    return {
      type: 'error',
      titre: 'Une erreur est survenue',
      description: `Votre demande n'a pas pu aboutir. ${details}`,
    };
  }
  return {
    type: 'error',
    titre: 'Erreur du serveur',
    description: `Le service rencontre un problème ; réessayez dans quelques instants. ${details}`,
  };
}
