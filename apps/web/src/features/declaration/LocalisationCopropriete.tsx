import type { Adresse, Parcelle } from '@registre/domain';
import { type FieldValues, useController, useFormContext, useFormState } from 'react-hook-form';
import { useEtatChamp } from '../../components/formulaire';
import { ListeAdresses, SaisieParcelles } from '../adresses';

/**
 * Adresses et parcelles de la copropriété (étape identification), par les composants de `features/adresses` :
 * adresse de référence et adresses complémentaires (autocomplétion, fenêtre de choix de spec 1 §4), parcelles
 * vérifiées au cadastre. Les valeurs vont dans la saisie de la déclaration ; les erreurs des règles du domaine
 * (résolveur de l'étape, réponse du serveur) s'affichent sous les composants une fois l'étape envoyée.
 */
export function LocalisationCopropriete() {
  const { control } = useFormContext<FieldValues>();
  const { isSubmitted } = useFormState({ control });
  const principale = useController({ name: 'identification.adressePrincipale', control });
  const secondaires = useController({ name: 'identification.adresseSecondaire', control });
  const parcelles = useController({ name: 'identification.parcelle', control });
  const erreurReference = useEtatChamp<FieldValues>('identification.adressePrincipale').message;
  const erreurParcelles = useEtatChamp<FieldValues>('identification.parcelle').message;
  return (
    <>
      <ListeAdresses
        valeur={{
          adressePrincipale: (principale.field.value as Adresse | null) ?? null,
          adresseSecondaire: (secondaires.field.value as Adresse[] | null) ?? [],
        }}
        onChange={(adresses) => {
          if (adresses.adressePrincipale !== principale.field.value) {
            principale.field.onChange(adresses.adressePrincipale);
            principale.field.onBlur();
          }
          if (adresses.adresseSecondaire !== secondaires.field.value)
            secondaires.field.onChange(adresses.adresseSecondaire);
        }}
        erreurReference={erreurReference ?? null}
        afficherErreurs={isSubmitted}
      />
      <SaisieParcelles
        valeur={(parcelles.field.value as Parcelle[] | null) ?? []}
        onChange={(liste) => {
          parcelles.field.onChange(liste);
          parcelles.field.onBlur();
        }}
        erreur={erreurParcelles ?? null}
        afficherErreurs={isSubmitted}
      />
    </>
  );
}
