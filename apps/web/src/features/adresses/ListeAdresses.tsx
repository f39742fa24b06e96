import { Button } from '@codegouvfr/react-dsfr/Button';
import { type Adresse, verifierAdresseReference } from '@registre/domain';
import { useState } from 'react';
import type { ApiLocalisation } from './api-localisation';
import { ChampAdresse } from './ChampAdresse';

/** Adresses d'une copropriété, sous les noms de l'étape identification du formulaire de déclaration. */
export interface AdressesSaisies {
  adressePrincipale: Adresse | null;
  adresseSecondaire: Adresse[];
}

export interface ListeAdressesProps {
  valeur: AdressesSaisies;
  onChange: (valeur: AdressesSaisies) => void;
  /** Erreur du serveur sur l'adresse de référence (réponse 400), affichée en plus de la règle locale. */
  erreurReference?: string | null;
  /** Affiche les erreurs même si l'adresse n'a pas été touchée (après une tentative d'envoi). */
  afficherErreurs?: boolean;
  api?: ApiLocalisation;
}

/**
 * Adresse de référence et adresses complémentaires (spec 1 §3) : l'adresse de référence doit avoir un et un
 * seul numéro de voie (règle `verifierAdresseReference` du domaine, revérifiée par le serveur), montrée dès
 * que le champ a été touché.
 */
export function ListeAdresses({
  valeur,
  onChange,
  erreurReference,
  afficherErreurs = false,
  api,
}: ListeAdressesProps) {
  const [touchee, setTouchee] = useState(false);
  // Clés stables des adresses complémentaires (l'ordre change quand on en retire une).
  const [cles, setCles] = useState(() => valeur.adresseSecondaire.map((_, i) => i));
  const [prochaineCle, setProchaineCle] = useState(valeur.adresseSecondaire.length);
  const regle = verifierAdresseReference(valeur.adressePrincipale).erreurs[0]?.message ?? null;
  const erreur = erreurReference ?? (touchee || afficherErreurs ? regle : null);

  const changerComplementaire = (index: number, adresse: Adresse | null) => {
    const suivantes = [...valeur.adresseSecondaire];
    // Une adresse effacée ou retouchée reste à localiser : la place est gardée, vide.
    suivantes[index] = adresse ?? { geolocalisee: false };
    onChange({ ...valeur, adresseSecondaire: suivantes });
  };

  return (
    <fieldset className="fr-fieldset" aria-labelledby="adresses-legende">
      <legend id="adresses-legende" className="fr-fieldset__legend">
        Adresses de la copropriété
      </legend>
      <div className="fr-fieldset__element">
        <ChampAdresse
          label="Adresse de référence"
          hintText="Un seul numéro de voie (par exemple 12 ou 12 bis), puis la voie, le code postal et la commune."
          valeur={valeur.adressePrincipale}
          onChange={(adresse) => {
            setTouchee(true);
            onChange({ ...valeur, adressePrincipale: adresse });
          }}
          erreur={erreur}
          {...(api ? { api } : {})}
        />
      </div>
      {valeur.adresseSecondaire.map((adresse, index) => (
        <div className="fr-fieldset__element" key={cles[index] ?? index}>
          <ChampAdresse
            label={`Adresse complémentaire ${index + 1}`}
            valeur={adresse.libelle || adresse.voie ? adresse : null}
            onChange={(nouvelle) => changerComplementaire(index, nouvelle)}
            {...(api ? { api } : {})}
          />
          <Button
            type="button"
            priority="tertiary"
            size="small"
            iconId="fr-icon-delete-line"
            onClick={() => {
              onChange({
                ...valeur,
                adresseSecondaire: valeur.adresseSecondaire.filter((_, i) => i !== index),
              });
              setCles(cles.filter((_, i) => i !== index));
            }}
          >
            Retirer l’adresse complémentaire {index + 1}
          </Button>
        </div>
      ))}
      <div className="fr-fieldset__element">
        <Button
          type="button"
          priority="secondary"
          iconId="fr-icon-add-line"
          onClick={() => {
            onChange({
              ...valeur,
              adresseSecondaire: [...valeur.adresseSecondaire, { geolocalisee: false }],
            });
            setCles([...cles, prochaineCle]);
            setProchaineCle(prochaineCle + 1);
          }}
        >
          Ajouter une adresse complémentaire
        </Button>
      </div>
    </fieldset>
  );
}
