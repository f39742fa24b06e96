import { champsAdresseCoproprieteInscription, type InscriptionTeledeclarant } from '@registre/domain';
import { ChampTexte } from '../../components/formulaire';
import { ChampCommuneDuCodePostal } from './ChampCommuneDuCodePostal';

type Saisie = InscriptionTeledeclarant;
const CHAMPS = champsAdresseCoproprieteInscription;

/**
 * Adresse postale de la copropriété d'un syndic bénévole : le courrier d'activation y est envoyé. Libellés,
 * aides et limites viennent des descripteurs du domaine (ADR 0101).
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
