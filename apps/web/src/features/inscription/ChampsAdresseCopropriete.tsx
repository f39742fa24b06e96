import { type InscriptionTeledeclarant, LONGUEUR_MAX_LIGNE_ADRESSE } from '@registre/domain';
import { ChampCommuneDuCodePostal } from './ChampCommuneDuCodePostal';
import { ChampTexte } from './ChampTexte';

type Saisie = InscriptionTeledeclarant;

/** Adresse postale de la copropriété d'un syndic bénévole : le courrier d'activation y est envoyé. */
export function ChampsAdresseCopropriete() {
  return (
    <div className="fr-grid-row fr-grid-row--gutters">
      <div className="fr-col-12">
        <ChampTexte<Saisie>
          name="adresseCopropriete.voie"
          label="Numéro et voie"
          hintText="Par exemple : 8 rue Oberkampf"
          autoComplete="address-line1"
          maxLength={LONGUEUR_MAX_LIGNE_ADRESSE}
        />
      </div>
      <div className="fr-col-12 fr-col-md-6">
        <ChampTexte<Saisie>
          name="adresseCopropriete.complement"
          label="Appartement, étage, nom sur la boîte aux lettres"
          facultatif
          autoComplete="address-line2"
          maxLength={LONGUEUR_MAX_LIGNE_ADRESSE}
        />
      </div>
      <div className="fr-col-12 fr-col-md-6">
        <ChampTexte<Saisie>
          name="adresseCopropriete.immeuble"
          label="Bâtiment, résidence"
          facultatif
          autoComplete="address-line3"
          maxLength={LONGUEUR_MAX_LIGNE_ADRESSE}
        />
      </div>
      <div className="fr-col-12 fr-col-md-6">
        <ChampTexte<Saisie>
          name="adresseCopropriete.lieuDit"
          label="Lieu-dit ou boîte postale"
          facultatif
          maxLength={LONGUEUR_MAX_LIGNE_ADRESSE}
        />
      </div>
      <div className="fr-col-12 fr-col-md-6" />
      <div className="fr-col-12 fr-col-md-4">
        <ChampTexte<Saisie>
          name="adresseCopropriete.codePostal"
          label="Code postal"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
      </div>
      <div className="fr-col-12 fr-col-md-8">
        <ChampCommuneDuCodePostal<Saisie>
          codePostal="adresseCopropriete.codePostal"
          name="adresseCopropriete.commune"
        />
      </div>
    </div>
  );
}
