import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import type { VideoTutoriel as Video } from './tutoriels';

/** Vidéo produite par le projet : lecteur natif, sous-titres, image d'attente et transcription complète. */
export function VideoTutoriel({ video }: { video: Video }) {
  return (
    <>
      <figure className="fr-content-media" aria-label={video.titre}>
        <video className="fr-responsive-vid" controls preload="none" poster={video.affiche}>
          <source src={video.video} type="video/mp4" />
          <track kind="captions" src={video.sousTitres} srcLang="fr" label="Français" default />
        </video>
        <figcaption className="fr-content-media__caption">{video.titre}</figcaption>
      </figure>
      <Accordion label={`Transcription de la vidéo « ${video.titre} »`}>
        {video.transcription.map((phrase) => (
          <p key={phrase}>{phrase}</p>
        ))}
      </Accordion>
    </>
  );
}
