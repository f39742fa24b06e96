import type { ResultatGeocodage } from '@registre/domain';
import type { PortGeocodage } from '../../adapters/geocodage/port.js';
import { DISPONIBLE, siDisponible } from './indisponible.js';

/**
 * Recherche d'adresses pour les formulaires de déclaration (spec 1 §4) : autocomplétion pendant la frappe, ou
 * recherche de l'adresse saisie en entier avant la fenêtre de choix. Service indisponible : aucune
 * proposition et le message §8, l'adresse restant telle que saisie.
 */
export function creerRechercheAdresses(geocodage: PortGeocodage) {
  const executer = (appel: () => ReturnType<PortGeocodage['rechercher']>): Promise<ResultatGeocodage> =>
    siDisponible(appel, (resultats) => ({ ...DISPONIBLE, resultats }), { resultats: [] });
  return {
    autocompleter: (texte: string) => executer(() => geocodage.autocompleter(texte)),
    rechercher: (texte: string) => executer(() => geocodage.rechercher(texte)),
  };
}
