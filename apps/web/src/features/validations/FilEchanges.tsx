import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { construireChemin, type FilEchanges as Fil, validationsRoutes } from '@registre/domain';
import { formaterTaille } from '../../components/formulaire';
import { heureDe } from './presentation';

/**
 * Fil des échanges d'une demande (issue 9 §4) : demandes de précisions du teneur et réponses du déclarant,
 * du plus ancien au plus récent, avec leur pièce jointe.
 */
export function FilEchanges({ fil, pourDeclarant = false }: { fil: Fil; pourDeclarant?: boolean }) {
  if (fil.echanges.length === 0) return <p>Aucun échange sur cette demande.</p>;
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
              : 'Une demande de précisions attend la réponse du déclarant.'
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
                    : 'Réponse du déclarant'}
              </strong>{' '}
              — {e.nomAuteur}, le {e.date} à {heureDe(e.le)}
            </p>
            <p className="registre-fil__message fr-mb-1w">{e.message}</p>
            {e.piece && (
              <a
                className="fr-link fr-link--download"
                download={e.piece.nom}
                href={construireChemin(validationsRoutes.pieceEchange.path, {
                  n: fil.idCopropriete,
                  idPiece: e.piece.id,
                })}
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
