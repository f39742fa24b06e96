import { type InscriptionTeledeclarant, presentationAdresseCoproprieteInscription } from '@registre/domain';
import { ChampTexte } from '../../components/formulaire/ChampTexte';
import { ChampCommuneDuCodePostal } from './ChampCommuneDuCodePostal';

type Saisie = InscriptionTeledeclarant;
const CHAMPS = presentationAdresseCoproprieteInscription;

/**
 * Adresse postale de la copropriété d'un syndic bénévole : le courrier d'activation y est envoyé. Libellés,
 * aides et limites viennent de la présentation des champs du domaine, sans zod (ADR 0101, 0303).
 */
export function ChampsAdresseCopropriete() {
  return (
    <div className="fr-grid-row fr-grid-row--gutters">
      <div className="fr-col-12">
        <ChampTexte nom="adresseCopropriete.voie" descripteur={CHAMPS.voie} />
      </div>
      <div className="fr-col-12 fr-col-md-6">
        <ChampTexte nom="adresseCopropriete.complement" descripteur={CHAMPS.complement} />
      </div>
      <div className="fr-col-12 fr-col-md-6">
        <ChampTexte nom="adresseCopropriete.immeuble" descripteur={CHAMPS.immeuble} />
      </div>
      <div className="fr-col-12 fr-col-md-6">
        <ChampTexte nom="adresseCopropriete.lieuDit" descripteur={CHAMPS.lieuDit} />
      </div>
      <div className="fr-col-12 fr-col-md-6" />
      <div className="fr-col-12 fr-col-md-4">
        <ChampTexte nom="adresseCopropriete.codePostal" descripteur={CHAMPS.codePostal} inputMode="numeric" />
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
