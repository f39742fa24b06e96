import type { ResultatBatiment } from '@registre/domain';
import type { PortBatiments } from '../../adapters/batiments/port.js';
import { DISPONIBLE, siDisponible } from './indisponible.js';

/**
 * Identifiant du bâtiment (RNB) d'une adresse choisie dans la Base Adresse Nationale (spec 1 §4 : « a chosen
 * address is enriched with a building id ») : le premier bâtiment actif rattaché à la clé BAN, sinon `null`.
 */
export function creerIdentificationBatiment(batiments: PortBatiments) {
  return {
    identifier: (cleBan: string): Promise<ResultatBatiment> =>
      siDisponible(
        () => batiments.identifiantsParCleBan(cleBan),
        (ids) => ({ ...DISPONIBLE, idBatiment: ids[0] ?? null }),
        { idBatiment: null },
      ),
  };
}
