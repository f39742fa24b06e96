import { appelerApi } from '../../api/client';
import { type ApiLocalisation, apiLocalisation } from '../adresses/api-localisation';
import { contratsAnnuaire } from './contrat';

/**
 * Localisation de l'adresse cherchée par un visiteur anonyme (ADR 0285) : le même champ et la même fenêtre de
 * choix que la déclaration (spec 1 §4), par les routes publiques du géocodage de l'annuaire. L'annuaire cherche
 * autour du point choisi : l'identifiant du bâtiment ne lui sert pas et n'est pas demandé.
 */
export const apiLocalisationAnnuaire: ApiLocalisation = {
  ...apiLocalisation,
  autocompleter: async (q: string) =>
    appelerApi((await contratsAnnuaire()).adressesAutocompletion, { query: { q } }),
  rechercher: async (q: string) => appelerApi((await contratsAnnuaire()).adressesRecherche, { query: { q } }),
  identifierBatiment: async () => ({ disponible: true, message: null, idBatiment: null }),
};
