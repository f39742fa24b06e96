import {
  aujourdhuiParis,
  cleEcheance,
  decalageEtLimite,
  type EcheanceLue,
  ErreurMetier,
  echeanceDatee,
  formaterDateTexte,
  type PageEcheancier,
  type PaginationEcheancier,
} from '@registre/domain';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerEcheancierRepository, type EcheanceEnBase } from '../../repositories/echeancier.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';

/** Échéance lue en base, vue « aujourd'hui » par le domaine (retard, jours restants, clé stable). */
export function versEcheanceLue(e: EcheanceEnBase, aujourdhui: Date): EcheanceLue {
  const { joursRestants, enRetard } = echeanceDatee(e.type, e.date, aujourdhui);
  return {
    cle: cleEcheance(e.idCopropriete, e.type, e.date),
    type: e.type,
    idCopropriete: e.idCopropriete,
    numeroImmatriculation: e.numeroImmatriculation,
    nomCopropriete: e.nomCopropriete,
    date: formaterDateTexte(e.date),
    joursRestants,
    enRetard,
  };
}

/**
 * Échéancier de l'établissement de l'appelant (ADR 0340), page par page, les échéances en retard et les plus
 * proches d'abord ; l'accueil du syndic en lit la première page.
 */
export function creerLectureEcheancier(db: Executeur, horloge: () => Date) {
  const depot = creerEcheancierRepository(db);
  return async (
    utilisateur: UtilisateurSession,
    pagination: PaginationEcheancier,
  ): Promise<PageEcheancier> => {
    if (utilisateur.idTeledeclarant === null) {
      throw new ErreurMetier('interdit', "Votre compte n'est rattaché à aucun établissement.");
    }
    const aujourdhui = aujourdhuiParis(horloge());
    const { offset, limit } = decalageEtLimite({ pageNumber: pagination.page, pageSize: pagination.taille });
    const { echeances, totalItems } = await depot.page(utilisateur.idTeledeclarant, { offset, limit });
    return { totalItems, echeances: echeances.map((e) => versEcheanceLue(e, aujourdhui)) };
  };
}
