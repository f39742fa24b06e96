/**
 * Adresses et parcelles de la copropriété (étape identification), par les composants de
 * `features/adresses` : adresse de référence et adresses complémentaires géolocalisées (choix dans la
 * modale), parcelles cadastrales.
 */
export function LocalisationCopropriete() {
  return null;
}
