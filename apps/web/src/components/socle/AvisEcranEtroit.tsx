import { Notice } from '@codegouvfr/react-dsfr/Notice';
import { LARGEUR_ECRAN_MINIMALE } from '@registre/domain';
import { useSyncExternalStore } from 'react';

const requete = `(max-width: ${LARGEUR_ECRAN_MINIMALE - 1}px)`;

function abonner(rappel: () => void) {
  const media = window.matchMedia(requete);
  media.addEventListener('change', rappel);
  return () => media.removeEventListener('change', rappel);
}

/** Avis affiché sous 992 px de large : l'écran est trop petit pour déclarer confortablement (spec 1 §2). */
export function AvisEcranEtroit() {
  const etroit = useSyncExternalStore(abonner, () => window.matchMedia(requete).matches);
  if (!etroit) return null;
  return (
    <Notice
      title="Votre écran est trop petit pour utiliser confortablement le registre."
      description="Pour déclarer ou mettre à jour une copropriété, utilisez de préférence un écran d'au moins 992 pixels de large."
      data-testid="avis-ecran-etroit"
    />
  );
}
