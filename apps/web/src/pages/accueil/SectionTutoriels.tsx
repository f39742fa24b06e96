import { Tile } from '@codegouvfr/react-dsfr/Tile';
import { routeDisponible } from '../../app/routes-disponibles';
import { TUTORIELS, VIDEOS } from '../../features/aide/tutoriels';
import { VideoTutoriel } from '../../features/aide/VideoTutoriel';

/** Tutoriels (tuiles vers une page du site ou un lien externe) et vidéos avec sous-titres et transcription. */
export function SectionTutoriels() {
  const tutoriels = TUTORIELS.filter((t) => t.externe || routeDisponible(t.route));
  return (
    <>
      {tutoriels.length > 0 && (
        <section aria-labelledby="titre-tutoriels" className="fr-mb-6w" data-testid="section-tutoriels">
          <h2 id="titre-tutoriels">Tutoriels</h2>
          <div className="fr-grid-row fr-grid-row--gutters">
            {tutoriels.map((t) => (
              <div key={t.id} className="fr-col-12 fr-col-md-4">
                <Tile
                  title={t.titre}
                  desc={t.description}
                  orientation="vertical"
                  small
                  linkProps={
                    t.externe ? { href: t.route, target: '_blank', rel: 'noopener' } : { to: t.route }
                  }
                />
              </div>
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="titre-videos" className="fr-mb-6w" data-testid="section-videos">
        <h2 id="titre-videos">Vidéos</h2>
        {VIDEOS.map((v) => (
          <div key={v.id} className="fr-grid-row fr-grid-row--gutters">
            <div className="fr-col-12 fr-col-md-8">
              <VideoTutoriel video={v} />
            </div>
          </div>
        ))}
      </section>
    </>
  );
}
