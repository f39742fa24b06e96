import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './tableau.css';

/**
 * Tableau DSFR à bordures (structure `fr-table` complète) ; le titre n'est lu que par les lecteurs d'écran.
 * `children` : en-tête et corps du tableau.
 *
 * Plus large que la page (tableaux du teneur à 1280 px), il défile visiblement (ADR 0113) : une consigne
 * l'annonce au-dessus, la barre de défilement reste affichée sous le tableau, et la zone de défilement se
 * sélectionne au clavier (les flèches la font défiler).
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
  const zone = useRef<HTMLDivElement>(null);
  const idConsigne = useId();
  const [deborde, setDeborde] = useState(false);

  useEffect(() => {
    const element = zone.current;
    if (!element) return;
    const mesurer = () => setDeborde(element.scrollWidth > element.clientWidth + 1);
    mesurer();
    if (typeof ResizeObserver === 'undefined') return;
    const observateur = new ResizeObserver(mesurer);
    observateur.observe(element);
    const table = element.querySelector('table');
    if (table) observateur.observe(table);
    return () => observateur.disconnect();
  }, []);

  return (
    <div className={['fr-table fr-table--bordered registre-tableau', className].filter(Boolean).join(' ')}>
      {deborde && (
        <p
          id={idConsigne}
          className="fr-text--sm fr-mb-1w registre-tableau__consigne"
          data-testid="consigne-defilement"
        >
          Le tableau est plus large que l'écran : faites-le défiler horizontalement pour voir toutes les
          colonnes.
        </p>
      )}
      <div className="fr-table__wrapper">
        <div
          ref={zone}
          className="fr-table__container"
          {...(deborde
            ? { tabIndex: 0, role: 'region', 'aria-label': titre, 'aria-describedby': idConsigne }
            : {})}
        >
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
