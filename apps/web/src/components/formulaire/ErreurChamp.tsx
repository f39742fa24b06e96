import { fr } from '@codegouvfr/react-dsfr';

export interface ErreurChampProps {
  /** Identifiant du message, à référencer par `aria-describedby` sur le champ. */
  id: string;
  /** Message à afficher ; rien n'est affiché quand il est absent. */
  message: string | undefined;
}

/**
 * Message d'erreur DSFR d'un champ composé à la main (les composants DSFR `Input`, `Select`, `Upload`…
 * affichent eux-mêmes le leur via `state` / `stateRelatedMessage`). Le conteneur reste présent et
 * `aria-live` pour que l'apparition du message soit annoncée.
 */
export function ErreurChamp({ id, message }: ErreurChampProps) {
  return (
    <div className={fr.cx('fr-messages-group')} aria-live="polite">
      {message !== undefined && (
        <p id={id} className={fr.cx('fr-message', 'fr-message--error')}>
          {message}
        </p>
      )}
    </div>
  );
}
