import { useEffect } from 'react';
import { type TitrePage, titreDeclare } from '../../components/socle/titre-page';

/**
 * La page affichée remplace le titre du document et le fil d'Ariane de sa route tant qu'elle est là (le parcours
 * pendant une mise à jour dit « Mise à jour annuelle de … » au lieu d'« Immatriculer une copropriété »).
 * `page` : constante ou mémorisée ; `null` garde ceux de la route.
 */
export function useTitrePage(page: TitrePage | null): void {
  useEffect(() => {
    titreDeclare.page = page;
    titreDeclare.signaler();
    return () => {
      titreDeclare.page = null;
      titreDeclare.signaler();
    };
  }, [page]);
}
