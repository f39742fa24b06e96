import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { validationsRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { clesValidations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';

/** Adresse du fil d'une demande, où le déclarant répond au teneur (ADR 0230). */
export const lienEchangesDemande = (idCopropriete: number) => `/copropriete/echanges/${idCopropriete}`;

/** Adresse du fil d'une demande de rattachement, où l'établissement demandeur répond au teneur (ADR 0305). */
const lienEchangesRattachement = (idMandat: number) => `/rattacher-une-copropriete/echanges/${idMandat}`;

/**
 * Questions du teneur qui attendent la réponse de l'établissement (issue 9 §4, ADR 0230), sur l'accueil du
 * déclarant : rien ne s'affiche quand il n'y en a pas ; chacune mène au fil de sa demande pour y répondre.
 * Chargé à la demande, hors du morceau d'entrée.
 */
export function QuestionsOuvertes() {
  const { data, isError, error } = useQuery({
    queryKey: clesValidations.questionsOuvertes(),
    queryFn: () => appelerApi(validationsRoutes.questionsOuvertes),
  });
  if (isError)
    return (
      <Alert
        severity="error"
        small
        className="fr-mb-4w"
        description={messageErreur(error, 'Les questions du teneur n’ont pas pu être chargées.')}
      />
    );
  if (!data || data.total === 0) return null;
  const autres = data.total - data.questions.length;
  return (
    <section aria-labelledby="titre-questions-ouvertes" className="fr-mb-6w">
      <h2 id="titre-questions-ouvertes">
        {data.total === 1
          ? 'Le teneur attend votre réponse à une question'
          : `Le teneur attend votre réponse à ${data.total.toLocaleString('fr-FR')} questions`}
      </h2>
      <p>
        Répondez dans le fil de la demande (un PDF peut être joint). Une demande d’immatriculation se corrige
        ensuite et se transmet de nouveau ; une demande de rattachement reste en attente de la décision du
        teneur.
      </p>
      <ul className="registre-questions-ouvertes">
        {data.questions.map((q) => (
          <li key={q.idMandat === null ? `c${q.idCopropriete}` : `m${q.idMandat}`} className="fr-mb-2w">
            <p className="fr-mb-1v">
              <strong>{q.nomCopropriete ?? `Copropriété n° ${q.idCopropriete}`}</strong>
              {q.adresseReference && <> — {q.adresseReference}</>}
              {q.idMandat !== null && <> — demande de rattachement</>} — question du {q.date}
            </p>
            <p className="fr-text--sm fr-mb-1v">« {q.extrait} »</p>
            <Link
              className="fr-link fr-icon-arrow-right-line fr-link--icon-right"
              to={
                q.idMandat === null
                  ? lienEchangesDemande(q.idCopropriete)
                  : lienEchangesRattachement(q.idMandat)
              }
            >
              Répondre au teneur
              <span className="fr-sr-only">
                {' '}
                pour {q.nomCopropriete ?? `la copropriété n° ${q.idCopropriete}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {autres > 0 && (
        <p className="fr-text--sm">
          {autres === 1
            ? 'Une autre question attend'
            : `${autres.toLocaleString('fr-FR')} autres questions attendent`}{' '}
          votre réponse : elles s’afficheront ici une fois les plus anciennes traitées.
        </p>
      )}
    </section>
  );
}
