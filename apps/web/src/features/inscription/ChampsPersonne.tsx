import { presentationPersonneInscription } from '@registre/domain';
import { ChampChoix } from '../../components/formulaire/ChampChoix';
import { ChampTexte } from '../../components/formulaire/ChampTexte';

const CHAMPS = presentationPersonneInscription;

/**
 * Identité et coordonnées d'une personne de l'inscription (représentant légal ou administrateur principal) :
 * civilité, nom, prénom, adresse électronique saisie deux fois, téléphone. Libellés, aides et limites viennent
 * de la présentation des champs du domaine, sans zod (ADR 0101, 0303).
 */
export function ChampsPersonne({
  prefixe,
  saisieAutomatique,
}: {
  prefixe: 'representantLegal' | 'administrateur';
  /** La personne qui remplit le formulaire est-elle celle-ci (remplissage automatique du navigateur) ? */
  saisieAutomatique: boolean;
}) {
  // Le remplissage automatique du navigateur ne sert que si la personne décrite est celle qui remplit.
  const auto = (valeur: string | undefined) => (saisieAutomatique && valeur ? valeur : 'off');
  return (
    <>
      <ChampChoix nom={`${prefixe}.civilite`} descripteur={CHAMPS.civilite} />
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte
            nom={`${prefixe}.nom`}
            descripteur={CHAMPS.nom}
            autoComplete={auto(CHAMPS.nom.autoComplete)}
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte
            nom={`${prefixe}.prenom`}
            descripteur={CHAMPS.prenom}
            autoComplete={auto(CHAMPS.prenom.autoComplete)}
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte
            nom={`${prefixe}.email`}
            descripteur={CHAMPS.email}
            autoComplete={auto(CHAMPS.email.autoComplete)}
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte
            nom={`${prefixe}.confirmationEmail`}
            descripteur={CHAMPS.confirmationEmail}
            autoComplete="off"
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte
            nom={`${prefixe}.telephone`}
            descripteur={CHAMPS.telephone}
            autoComplete={auto(CHAMPS.telephone.autoComplete)}
          />
        </div>
      </div>
    </>
  );
}
