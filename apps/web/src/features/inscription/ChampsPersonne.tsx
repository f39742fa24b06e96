import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Civilite, civiliteLabels, type InscriptionTeledeclarant } from '@registre/domain';
import { useFormContext } from 'react-hook-form';
import { useEtatChamp } from '../../components/formulaire';
import { ChampTexte } from './ChampTexte';

type Saisie = InscriptionTeledeclarant;

export const AIDE_TELEPHONE = 'Exemples : 01 23 45 67 89 ou +33 1 23 45 67 89';

/**
 * Identité et coordonnées d'une personne de l'inscription (représentant légal ou administrateur principal) :
 * civilité, nom, prénom, adresse électronique saisie deux fois, téléphone.
 */
export function ChampsPersonne({
  prefixe,
  saisieAutomatique,
}: {
  prefixe: 'representantLegal' | 'administrateur';
  /** La personne qui remplit le formulaire est-elle celle-ci (remplissage automatique du navigateur) ? */
  saisieAutomatique: boolean;
}) {
  const { register } = useFormContext<Saisie>();
  const civilite = useEtatChamp<Saisie>(`${prefixe}.civilite`);
  const auto = (valeur: string) => (saisieAutomatique ? valeur : 'off');
  return (
    <>
      <RadioButtons
        legend="Civilité"
        orientation="horizontal"
        state={civilite.state}
        stateRelatedMessage={civilite.stateRelatedMessage}
        options={Civilite.options.map((valeur) => ({
          label: civiliteLabels[valeur],
          nativeInputProps: { ...register(`${prefixe}.civilite`), value: valeur },
        }))}
      />
      <div className="fr-grid-row fr-grid-row--gutters">
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte<Saisie>
            name={`${prefixe}.nom`}
            label="Nom"
            autoComplete={auto('family-name')}
            maxLength={100}
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte<Saisie>
            name={`${prefixe}.prenom`}
            label="Prénom"
            autoComplete={auto('given-name')}
            maxLength={100}
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte<Saisie>
            name={`${prefixe}.email`}
            label="Adresse électronique"
            hintText="Format attendu : nom@domaine.fr"
            type="email"
            autoComplete={auto('email')}
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte<Saisie>
            name={`${prefixe}.confirmationEmail`}
            label="Confirmation de l'adresse électronique"
            hintText="Saisissez à nouveau l'adresse"
            type="email"
            autoComplete="off"
          />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte<Saisie>
            name={`${prefixe}.telephone`}
            label="Téléphone"
            hintText={AIDE_TELEPHONE}
            type="tel"
            autoComplete={auto('tel')}
          />
        </div>
      </div>
    </>
  );
}
