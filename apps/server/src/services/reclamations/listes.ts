import {
  type ChampExige,
  champConditionnelReclamationLabels,
  champsObligatoiresParTypeReclamation,
  ErreurMetier,
  type FiltreTypeDemandeur,
  type OptionListe,
  precisionReclamationLabels,
  precisionsParTypeReclamation,
  TypeDemandeur,
  type TypeReclamation,
  typeDemandeurLabels,
  typeReclamationLabels,
  typesReclamationParDemandeur,
} from '@registre/domain';

/**
 * Listes du formulaire de contact (spec 2 §7.3), tirées des référentiels du domaine : le client n'en garde aucune
 * copie (ADR 0295).
 */

/** Types de demandeur : tous, ou ceux à qui le type de demande donné est proposé. */
export function listerTypesDemandeur(filtre: FiltreTypeDemandeur): OptionListe[] {
  return TypeDemandeur.options
    .filter((code) => filtre === 'tous' || typesReclamationParDemandeur[code].includes(filtre))
    .map((code) => ({ code, libelle: typeDemandeurLabels[code] }));
}

export function listerTypesReclamation(typeDemandeur: TypeDemandeur): OptionListe[] {
  return typesReclamationParDemandeur[typeDemandeur].map((code) => ({
    code,
    libelle: typeReclamationLabels[code],
  }));
}

/** Précisions d'un type ; 400 si ce type n'est pas proposé à ce demandeur. */
export function listerPrecisions(typeDemandeur: TypeDemandeur, type: TypeReclamation): OptionListe[] {
  if (!typesReclamationParDemandeur[typeDemandeur].includes(type)) {
    throw new ErreurMetier(
      'saisie',
      `Le type de demande « ${typeReclamationLabels[type]} » n'est pas proposé au demandeur « ${typeDemandeurLabels[typeDemandeur]} ».`,
    );
  }
  return precisionsParTypeReclamation[type].map((code) => ({
    code,
    libelle: precisionReclamationLabels[code],
  }));
}

export function listerChampsObligatoires(type: TypeReclamation): ChampExige[] {
  return champsObligatoiresParTypeReclamation[type].map((champ) => ({
    champ,
    libelle: champConditionnelReclamationLabels[champ],
  }));
}
