import { AIDE_EMAIL, AIDE_TELEPHONE, Civilite, civiliteLabels } from '@registre/domain';
import { ChampChoix, ChampTexte } from '../../components/formulaire';

const OPTIONS_CIVILITE = Civilite.options.map((valeur) => ({ valeur, libelle: civiliteLabels[valeur] }));

/** Civilité (Madame, Monsieur) en boutons radio. */
export function ChampCivilite({
  nom = 'civilite',
  legende = 'Civilité',
}: {
  nom?: string;
  legende?: string;
}) {
  return <ChampChoix nom={nom} legende={legende} options={OPTIONS_CIVILITE} />;
}

/** Identité et coordonnées d'un compte : civilité, nom, prénom, adresse (et sa confirmation), téléphone. */
export function ChampsIdentite({ avecConfirmation = false }: { avecConfirmation?: boolean }) {
  return (
    <>
      <ChampCivilite />
      <div className="fr-grid-row fr-grid-row--gutters fr-mb-1w">
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte nom="nom" label="Nom" autoComplete="family-name" />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte nom="prenom" label="Prénom" autoComplete="given-name" />
        </div>
      </div>
      <ChampTexte
        nom="email"
        label="Adresse électronique"
        type="email"
        autoComplete="email"
        aide={AIDE_EMAIL}
      />
      {avecConfirmation && (
        <ChampTexte nom="confirmationEmail" label="Confirmation de l'adresse électronique" type="email" />
      )}
      <ChampTexte
        nom="telephone"
        label="Téléphone (facultatif)"
        type="tel"
        autoComplete="tel"
        aide={AIDE_TELEPHONE}
        facultatif
      />
    </>
  );
}
