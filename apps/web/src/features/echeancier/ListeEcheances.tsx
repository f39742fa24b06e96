import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { type EcheanceLue, type ProchaineEcheance, typeEcheanceLabels } from '@registre/domain';
import { Link } from 'react-router';

/** Badge d'une échéance : en retard, proche (30 jours au plus), à venir. */
export function BadgeEcheance({ echeance }: { echeance: Pick<EcheanceLue, 'joursRestants' | 'enRetard'> }) {
  if (echeance.enRetard) {
    return (
      <Badge severity="error" small noIcon>
        En retard de {-echeance.joursRestants} j
      </Badge>
    );
  }
  if (echeance.joursRestants === 0) {
    return (
      <Badge severity="warning" small noIcon>
        Aujourd’hui
      </Badge>
    );
  }
  return (
    <Badge severity={echeance.joursRestants <= 30 ? 'warning' : 'info'} small noIcon>
      Dans {echeance.joursRestants} j
    </Badge>
  );
}

/** Échéances d'un établissement (ADR 0340) : date, nature, copropriété et badge de proximité. */
export function ListeEcheances({ echeances }: { echeances: readonly EcheanceLue[] }) {
  return (
    <ul className="fr-raw-list">
      {echeances.map((e) => {
        const copropriete = [e.nomCopropriete, e.numeroImmatriculation].filter(Boolean).join(' — ');
        return (
          <li key={e.cle} className="fr-mb-2w" data-testid="echeance">
            <p className="fr-mb-1v">
              <strong>{e.date}</strong> — {typeEcheanceLabels[e.type]} <BadgeEcheance echeance={e} />
            </p>
            <p className="fr-text--sm fr-mb-0">
              {copropriete || `Copropriété n° ${e.idCopropriete}`}
              {e.type === 'REPONSE_PRECISIONS' && (
                <>
                  {' '}
                  —{' '}
                  <Link className="fr-link fr-link--sm" to={`/copropriete/echanges/${e.idCopropriete}`}>
                    Répondre au teneur
                  </Link>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Prochaine échéance sous le statut d'une ligne de la liste des copropriétés (ADR 0340). */
export function ProchaineEcheanceLigne({ echeance }: { echeance: ProchaineEcheance }) {
  return (
    <p className="fr-text--xs fr-mb-0" data-testid="prochaine-echeance">
      Prochaine échéance : {typeEcheanceLabels[echeance.type].toLowerCase()} le {echeance.date}{' '}
      <BadgeEcheance echeance={echeance} />
    </p>
  );
}
