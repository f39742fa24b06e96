import type { EtablissementEnregistre, FicheEtablissement } from '@registre/domain';
import { correspondanceRepresentantLegal } from '../../repositories/teledeclarant.correspondance.js';
import type { LigneTeledeclarant } from '../../repositories/teledeclarant.repository.js';

/** Identification enregistrée de l'établissement, avec ses lignes d'adresse l1 à l7 telles quelles. */
export function etablissementEnregistre(td: LigneTeledeclarant): EtablissementEnregistre {
  return {
    id: td.id,
    type: td.type,
    statut: td.statut,
    raisonSociale: td.raisonSociale,
    siret: td.siret,
    codeApe: td.codeApe,
    libelleActivite: td.libelleActivite,
    adresse: {
      l1: td.adresseLigne1,
      l2: td.adresseLigne2,
      l3: td.adresseLigne3,
      l4: td.adresseLigne4,
      l5: td.adresseLigne5,
      l6: td.adresseLigne6,
      l7: td.adresseLigne7,
    },
  };
}

/** Représentant légal enregistré : identité, coordonnées et adresse postale. */
export function representantLegalEnregistre(td: LigneTeledeclarant): FicheEtablissement['representantLegal'] {
  return correspondanceRepresentantLegal.depuisColonnes(td);
}
