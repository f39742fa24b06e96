import {
  type AvertissementAnnuaire,
  type CriteresRechercheAnnuaire,
  type ResultatRechercheAnnuaire,
  rechercheAdresseNonGeolocalisee,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerAnnuaireRepository } from '../../repositories/annuaire.repository.js';

/**
 * Recherche de l'annuaire (ADR 0241) : une requête SQL ; l'avertissement dit « trop de résultats » en priorité,
 * sinon « adresse non géolocalisée » quand l'adresse saisie n'a pas été choisie parmi les propositions.
 */
export function creerRechercheAnnuaire(db: Db, maintenant: () => Date = () => new Date()) {
  const annuaire = creerAnnuaireRepository(db);
  return async (criteres: CriteresRechercheAnnuaire): Promise<ResultatRechercheAnnuaire> => {
    const page = await annuaire.rechercher(criteres, maintenant());
    const avertissement: AvertissementAnnuaire | null =
      page.avertissement ?? (rechercheAdresseNonGeolocalisee(criteres) ? 'nonGeolocalise' : null);
    return { coproprieteAnnuaireDTOList: page.lignes, totalItems: page.totalItems, avertissement };
  };
}
