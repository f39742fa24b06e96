import {
  CategorieEvenement,
  categorieEvenementLabels,
  type ElementReferentiel,
  listeProfils,
  listeReferentiel,
  modaliteEvenementLabels,
  Profil,
  TypeEvenement,
  typeEvenementLabels,
  typesEvenementParCategorie,
} from '@registre/domain';

/**
 * Listes de référence des filtres du journal (spec 2 §7.9) : `{code, libelle}` tirés des référentiels du
 * domaine, dans leur ordre. Le profil « restreint », qui ne se connecte jamais, n'est pas proposé.
 */
export const referentielsJournal = {
  profils: (): ElementReferentiel[] => listeProfils(Profil.options.filter((p) => p !== 'restricted')),
  categories: (): ElementReferentiel[] =>
    listeReferentiel(categorieEvenementLabels, CategorieEvenement.options),
  typesDeLaCategorie: (categorie: CategorieEvenement): ElementReferentiel[] =>
    listeReferentiel(typeEvenementLabels, typesEvenementParCategorie[categorie]),
  tousLesTypes: (): ElementReferentiel[] => listeReferentiel(typeEvenementLabels, TypeEvenement.options),
  modalites: (): ElementReferentiel[] => listeReferentiel(modaliteEvenementLabels),
};
