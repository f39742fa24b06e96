import type { ReactNode } from 'react';

/**
 * Tableau DSFR à bordures (structure `fr-table` complète : défilement horizontal sur petit écran) ; le
 * titre n'est lu que par les lecteurs d'écran. `children` : en-tête et corps du tableau.
 */
export function Tableau({
  titre,
  className,
  children,
}: {
  titre: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['fr-table fr-table--bordered', className].filter(Boolean).join(' ')}>
      <div className="fr-table__wrapper">
        <div className="fr-table__container">
          <div className="fr-table__content">
            <table>
              <caption className="fr-sr-only">{titre}</caption>
              {children}
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
