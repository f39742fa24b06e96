import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { validationsRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { clesValidations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';

/** Adresse du fil d'une demande, où le déclarant répond au teneur (ADR 0230). */
export const lienEchangesDemande = (idCopropriete: number) => `/copropriete/echanges/${idCopropriete}`;

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
        Répondez dans le fil de la demande (un PDF peut être joint), puis corrigez et transmettez de nouveau
        votre demande.
      </p>
      <ul className="registre-questions-ouvertes">
        {data.questions.map((q) => (
          <li key={q.idCopropriete} className="fr-mb-2w">
            <p className="fr-mb-1v">
              <strong>{q.nomCopropriete ?? `Copropriété n° ${q.idCopropriete}`}</strong>
              {q.adresseReference && <> — {q.adresseReference}</>} — question du {q.date}
            </p>
            <p className="fr-text--sm fr-mb-1v">« {q.extrait} »</p>
            <Link
              className="fr-link fr-icon-arrow-right-line fr-link--icon-right"
              to={lienEchangesDemande(q.idCopropriete)}
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
