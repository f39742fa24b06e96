import { MESSAGE_GEOLOCALISATION_INDISPONIBLE } from '@registre/domain';
import { ErreurServiceExterne } from '../../adapters/erreur-service.js';

/** Ce que le service de localisation dit quand le service externe répond. */
export const DISPONIBLE = { disponible: true, message: null } as const;

/**
 * Appelle un service de localisation ; s'il est en panne ou trop lent, renvoie `repli` avec le message de
 * spec 2 §8 (la saisie est gardée telle quelle, jamais d'erreur 500). Les autres erreurs remontent.
 */
export async function siDisponible<T, R>(
  appel: () => Promise<T>,
  reponse: (valeur: T) => R,
  repli: Omit<R, 'disponible' | 'message'>,
): Promise<R | (Omit<R, 'disponible' | 'message'> & { disponible: false; message: string })> {
  try {
    return reponse(await appel());
  } catch (erreur) {
    if (erreur instanceof ErreurServiceExterne) {
      return { ...repli, disponible: false, message: MESSAGE_GEOLOCALISATION_INDISPONIBLE };
    }
    throw erreur;
  }
}
