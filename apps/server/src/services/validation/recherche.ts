import {
  type CriteresRechercheDemandes,
  decalageEtLimite,
  type LigneDemande,
  type PageDemandes,
  TRI_PAR_DEFAUT_DEMANDES,
  typesDemandeDisponibles,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { exigerDroitGuichet, type Horloge, ligneDemande } from './commun.js';

/**
 * Recherche des demandes en attente du guichet (`declarations/rechercher`, `rechercher/oldest`) : filtre par type
 * du registre, tri et pages en SQL ; tri par défaut : profil du demandeur croissant (spec 2 §9), puis date de
 * dépôt ; total compté jusqu'au plafond des demandes consultables (ADR 0282). Réservée aux teneurs.
 */
export function creerRechercheDemandes(db: Db, horloge: Horloge) {
  return {
    async rechercher(
      utilisateur: UtilisateurSession,
      criteres: CriteresRechercheDemandes,
    ): Promise<PageDemandes> {
      exigerDroitGuichet(utilisateur);
      const pagination = criteres.paginationOptions;
      const { offset, limit } = decalageEtLimite(pagination);
      const { demandes, total, totalPlafonne } = await creerValidationRepository(db).rechercher({
        type: criteres.typeDemande ?? null,
        tri: pagination.sortField ?? TRI_PAR_DEFAUT_DEMANDES.sortField,
        sens: pagination.sortDirection ?? TRI_PAR_DEFAUT_DEMANDES.sortDirection,
        offset,
        limit,
      });
      const maintenant = horloge();
      return {
        ligneDemandeDTOList: demandes.map((d) => ligneDemande(d, utilisateur.idCompte, maintenant)),
        totalItems: total,
        totalPlafonne,
      };
    },

    async plusAncienne(utilisateur: UtilisateurSession): Promise<LigneDemande | null> {
      exigerDroitGuichet(utilisateur);
      const maintenant = horloge();
      const demande = await creerValidationRepository(db).plusAncienneLibre(utilisateur.idCompte, maintenant);
      return demande === null ? null : ligneDemande(demande, utilisateur.idCompte, maintenant);
    },

    typesDemande(utilisateur: UtilisateurSession) {
      exigerDroitGuichet(utilisateur);
      return typesDemandeDisponibles();
    },
  };
}
