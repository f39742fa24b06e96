import { ErreurMetier, type TableauDeBordSyndic } from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerListeCoproprietesRepository } from '../../repositories/liste-coproprietes.repository.js';

/** Tableau de bord du syndic (spec 1 §3 et §6) : compteurs des copropriétés dont il détient le mandat courant. */
export function creerTableauDeBordSyndic(db: Executeur) {
  const depot = creerListeCoproprietesRepository(db);
  return async (utilisateur: UtilisateurSession): Promise<TableauDeBordSyndic> => {
    if (utilisateur.idTeledeclarant === null) {
      throw new ErreurMetier('interdit', "Votre compte n'est rattaché à aucun établissement.");
    }
    return depot.tableauDeBord(utilisateur.idTeledeclarant);
  };
}
