import {
  aujourdhuiParis,
  type DeclarationEditable,
  ErreurMetier,
  formaterDateTexte,
  type PageBrouillons,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerDeclarationRepository,
  type DeclarationLue,
} from '../../repositories/declaration.repository.js';
import { estAuteur, estTeneur, MESSAGE_BROUILLON_INTROUVABLE } from './commun.js';

/** Déclaration lue, sous la forme que le formulaire édite. */
export function versEditable(lue: DeclarationLue): DeclarationEditable {
  return {
    id: lue.entete.id,
    idCopropriete: lue.entete.idCopropriete,
    version: lue.entete.version,
    cleCreation: null,
    correction: lue.entete.idDeclarationCorrigee !== null,
    declaration: lue.declaration,
  };
}

/** Lecture d'un brouillon par son auteur (et son établissement) ou le teneur ; liste des brouillons. */
export function creerServiceLectureBrouillons(db: Db) {
  const repo = creerDeclarationRepository(db);
  return {
    /**
     * Un brouillon d'un autre établissement est « introuvable », comme un brouillon qui n'existe pas. Une demande
     * en attente (`A_VALIDER`) se relit aussi, telle quelle, par son auteur : le parcours en tire la version que
     * demande sa reprise pour la modifier (`change-etat` BROUILLON, ADR 0173, 0178) ; elle ne s'enregistre pas.
     */
    async lire(utilisateur: UtilisateurSession, id: number): Promise<DeclarationEditable> {
      const lue = await repo.lire(id);
      if (
        (lue?.entete.statut !== 'BROUILLON' && lue?.entete.statut !== 'A_VALIDER') ||
        !(estAuteur(utilisateur, lue.entete) || estTeneur(utilisateur))
      ) {
        throw new ErreurMetier('introuvable', MESSAGE_BROUILLON_INTROUVABLE);
      }
      return versEditable(lue);
    },

    async lister(
      utilisateur: UtilisateurSession,
      pagination: { pageNumber: number; pageSize: number },
    ): Promise<PageBrouillons> {
      const { lignes, total } = await repo.listerBrouillons({
        idCompte: utilisateur.idCompte,
        idTeledeclarant: utilisateur.idTeledeclarant,
        offset: (pagination.pageNumber - 1) * pagination.pageSize,
        limit: pagination.pageSize,
      });
      return {
        brouillons: lignes.map(({ total: _total, ...l }) => ({
          ...l,
          dateCreation: formaterDateTexte(aujourdhuiParis(l.dateCreation)),
          dateModification: formaterDateTexte(aujourdhuiParis(l.dateModification)),
        })),
        totalItems: total,
      };
    },
  };
}
