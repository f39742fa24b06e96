import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { suiviRequetes } from '../../api/suivi-requetes';

/** Indicateur de chargement global, visible tant qu'une requête est en cours (spec 1 §4). */
export function IndicateurChargement() {
  const enCours = useSyncExternalStore(
    (rappel) => suiviRequetes.abonner(rappel),
    () => suiviRequetes.enCours,
  );
  const requetes = useIsFetching() + useIsMutating();
  const actif = enCours + requetes > 0;
  return (
    <>
      <div className="registre-chargement" data-actif={actif} aria-hidden="true" />
      <p className="fr-sr-only" role="status" data-testid="indicateur-chargement" data-actif={actif}>
        {actif ? 'Chargement en cours…' : ''}
      </p>
    </>
  );
}
