import type { LettreAEnvoyer, LotLettres } from '@registre/domain';
import type { LettreLue, LotLu } from '../../repositories/courriers.repository.js';

/** Lot tel que les appels du teneur le renvoient. */
export function versLotLettres(lot: LotLu): LotLettres {
  return {
    id: lot.id,
    dateCreation: lot.dateCreation.toISOString(),
    nomAuteur: lot.nomAuteur,
    nbLettres: lot.nbLettres,
    nbAEnvoyer: lot.nbAEnvoyer,
    nbAnnulees: lot.nbAnnulees,
    dateEnvoi: lot.dateEnvoi?.toISOString() ?? null,
    nomAuteurEnvoi: lot.nomAuteurEnvoi,
  };
}

export function versLettreAEnvoyer(lettre: LettreLue): LettreAEnvoyer {
  return { ...lettre, dateCreation: lettre.dateCreation.toISOString() };
}
