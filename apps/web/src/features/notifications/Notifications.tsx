import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { useEffect, useSyncExternalStore } from 'react';
import { storeErreurs } from '../../api/erreurs';
import { notificationPourErreur, storeNotifications } from './notifications';

/** Zone des notifications : messages de succès et échecs de requêtes (spec 2 §8). */
export function Notifications() {
  const notifications = useSyncExternalStore(
    (rappel) => storeNotifications.abonner(rappel),
    () => storeNotifications.liste,
  );

  // Chaque erreur enregistrée donne au plus une notification, qui porte son identifiant.
  useEffect(() => {
    const notifiees = new Set<string>();
    return storeErreurs.abonner(() => {
      for (const erreur of storeErreurs.erreurs) {
        if (notifiees.has(erreur.id)) continue;
        notifiees.add(erreur.id);
        const n = notificationPourErreur(erreur);
        if (n) storeNotifications.ajouter({ ...n, id: erreur.id });
      }
    });
  }, []);

  return (
    <div className="registre-notifications" aria-live="polite">
      {notifications.map((n) => (
        <Alert
          key={n.id}
          severity={n.type}
          title={n.titre}
          description={n.description}
          closable
          onClose={() => storeNotifications.retirer(n.id)}
          small={false}
          className="fr-mb-2w"
        />
      ))}
    </div>
  );
}
