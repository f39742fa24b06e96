import { champsMonEtablissement } from '@registre/domain';
import { ChampChoix, ChampTexte } from '../../../components/formulaire';

const CHAMPS = champsMonEtablissement.representantLegal;

/**
 * Identité et coordonnées du représentant légal (civilité, nom, prénom, adresse électronique, téléphone), communes à
 * la modification de l'établissement (`prefixe` « representantLegal. ») et au changement de représentant (ADR 0311).
 */
export function ChampsRepresentantLegal({ prefixe = '' }: { prefixe?: string }) {
  return (
    <>
      <ChampChoix nom={`${prefixe}civilite`} descripteur={CHAMPS.civilite} />
      <div className="fr-grid-row fr-grid-row--gutters fr-mb-1w">
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte nom={`${prefixe}nom`} descripteur={CHAMPS.nom} />
        </div>
        <div className="fr-col-12 fr-col-md-6">
          <ChampTexte nom={`${prefixe}prenom`} descripteur={CHAMPS.prenom} />
        </div>
      </div>
      <ChampTexte nom={`${prefixe}email`} descripteur={CHAMPS.email} />
      <ChampTexte nom={`${prefixe}telephone`} descripteur={CHAMPS.telephone} />
    </>
  );
}
