import { Alert } from '@codegouvfr/react-dsfr/Alert';
import {
  construireChemin,
  type FilEchanges as Fil,
  rattachementValidationRoutes,
  validationsRoutes,
} from '@registre/domain';
import { formaterTaille } from '../../components/formulaire';
import { heureDe } from './presentation';

/** Adresse d'une pièce du fil : celui d'une immatriculation (copropriété) ou d'un rattachement (mandat, ADR 0305). */
function lienPiece(fil: Fil, idPiece: number): string {
  return fil.idMandat !== undefined
    ? construireChemin(rattachementValidationRoutes.pieceEchange.path, { id: fil.idMandat, idPiece })
    : construireChemin(validationsRoutes.pieceEchange.path, { n: fil.idCopropriete, idPiece });
}

/**
 * Fil des échanges d'une demande (issue 9 §4, ADR 0305) : demandes de précisions du teneur et réponses du
 * déclarant ou de l'établissement demandeur d'un rattachement, du plus ancien au plus récent, avec leur pièce jointe.
 */
export function FilEchanges({ fil, pourDeclarant = false }: { fil: Fil; pourDeclarant?: boolean }) {
  if (fil.echanges.length === 0) return <p>Aucun échange sur cette demande.</p>;
  const auteur = fil.idMandat !== undefined ? 'demandeur' : 'déclarant';
  return (
    <>
      {fil.questionOuverte && (
        <Alert
          severity="info"
          small
          className="fr-mb-2w"
          description={
            pourDeclarant
              ? 'Le teneur attend votre réponse à sa demande de précisions.'
              : `Une demande de précisions attend la réponse du ${auteur}.`
          }
        />
      )}
      <ol className="registre-fil">
        {fil.echanges.map((e) => (
          <li key={e.id} className={e.cote === 'TENEUR' ? 'registre-fil__teneur' : undefined}>
            <p className="fr-text--sm fr-mb-1w">
              <strong>
                {e.nature === 'DEMANDE_PRECISIONS'
                  ? 'Demande de précisions'
                  : pourDeclarant
                    ? 'Votre réponse'
                    : `Réponse du ${auteur}`}
              </strong>{' '}
              — {e.nomAuteur}, le {e.date} à {heureDe(e.le)}
            </p>
            <p className="registre-fil__message fr-mb-1w">{e.message}</p>
            {e.piece && (
              <a
                className="fr-link fr-link--download"
                download={e.piece.nom}
                href={lienPiece(fil, e.piece.id)}
              >
                {e.piece.nom} <span className="fr-link__detail">PDF – {formaterTaille(e.piece.taille)}</span>
              </a>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
