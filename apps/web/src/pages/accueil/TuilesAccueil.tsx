import { Tile } from '@codegouvfr/react-dsfr/Tile';
import { lienTuile, type TuileAccueil } from '@registre/domain';
import { routeDisponible } from '../../app/routes-disponibles';

/** Tuiles de l'accueil calculées par le domaine ; seules celles dont la page existe sont affichées. */
export function TuilesAccueil({ tuiles, titre }: { tuiles: TuileAccueil[]; titre: string }) {
  const affichees = tuiles.filter((t) => t.externe || routeDisponible(t.route));
  if (affichees.length === 0) return null;
  return (
    <section aria-labelledby="titre-tuiles" className="fr-mb-6w">
      <h2 id="titre-tuiles">{titre}</h2>
      <div className="fr-grid-row fr-grid-row--gutters">
        {affichees.map((t) => (
          <div key={t.id} className="fr-col-12 fr-col-md-4" data-testid={`tuile-${t.id}`}>
            <Tile
              title={t.titre}
              desc={t.description}
              orientation="vertical"
              linkProps={
                t.externe ? { href: t.route, target: '_blank', rel: 'noopener' } : { to: lienTuile(t) }
              }
            />
          </div>
        ))}
      </div>
    </section>
  );
}
