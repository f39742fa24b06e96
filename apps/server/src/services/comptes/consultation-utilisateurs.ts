import {
  type CompteUtilisateur,
  canEditerUtilisateur,
  canRechercherUtilisateursTeneur,
  type ElementReferentiel,
  ErreurMetier,
  ID_ETABLISSEMENT_TENEUR,
  listeProfils,
  type PageUtilisateurs,
  profilsAssignables,
  profilsCreables,
  type SensTri,
  type TriUtilisateurs,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerUtilisateurRepository } from '../../repositories/utilisateur.repository.js';
import {
  acteurDeSession,
  cibleDe,
  compteExistant,
  nbAdminsDe,
  versCompteUtilisateur,
} from './comptes-etablissement.js';

/** Critères de la liste paginée des comptes d'un établissement. */
export interface CriteresListeUtilisateurs {
  pageNumber: number;
  pageSize: number;
  sortField?: TriUtilisateurs | undefined;
  sortDirection?: SensTri | undefined;
}

/**
 * Consultation des comptes d'un établissement : liste paginée, fiche d'un compte, profils que l'acteur peut
 * donner. Chacun voit les comptes de son établissement ; le teneur, ceux de tous.
 */
export function creerConsultationUtilisateurs(db: Db) {
  const utilisateurs = creerUtilisateurRepository(db);

  /** L'acteur voit les comptes de cet établissement : le sien, ou tous pour la recherche du teneur. */
  async function controlerAccesEtablissement(
    acteur: ReturnType<typeof acteurDeSession>,
    idEtablissement: number,
  ): Promise<void> {
    if (idEtablissement !== ID_ETABLISSEMENT_TENEUR && !(await utilisateurs.teledeclarant(idEtablissement))) {
      throw new ErreurMetier('introuvable', "Cet établissement n'existe pas.");
    }
    if (acteur.idTeledeclarant !== idEtablissement && !canRechercherUtilisateursTeneur(acteur)) {
      throw new ErreurMetier('interdit', 'Vous ne pouvez consulter que les comptes de votre établissement.');
    }
  }

  return {
    async lister(
      utilisateur: UtilisateurSession,
      idEtablissement: number,
      criteres: CriteresListeUtilisateurs,
    ): Promise<PageUtilisateurs> {
      const acteur = acteurDeSession(utilisateur);
      await controlerAccesEtablissement(acteur, idEtablissement);
      const [page, nbAdmins] = await Promise.all([
        utilisateurs.listerParEtablissement(idEtablissement, {
          offset: (criteres.pageNumber - 1) * criteres.pageSize,
          limit: criteres.pageSize,
          tri: criteres.sortField,
          sens: criteres.sortDirection,
        }),
        nbAdminsDe(acteur, db),
      ]);
      return {
        utilisateurDTOList: page.lignes.map((ligne) => versCompteUtilisateur(ligne, acteur, nbAdmins)),
        totalItems: page.total,
      };
    },

    async lire(utilisateur: UtilisateurSession, id: number): Promise<CompteUtilisateur> {
      const acteur = acteurDeSession(utilisateur);
      const ligne = await compteExistant(id, db);
      const cible = cibleDe(ligne);
      const memeEtablissement =
        acteur.idTeledeclarant !== null && acteur.idTeledeclarant === cible.idTeledeclarant;
      if (!memeEtablissement && !canRechercherUtilisateursTeneur(acteur)) {
        throw new ErreurMetier('interdit', "Ce compte n'appartient pas à votre établissement.");
      }
      return versCompteUtilisateur(ligne, acteur, await nbAdminsDe(acteur, db));
    },

    /** Profils que l'acteur peut donner à un nouveau compte (`cible` absente) ou au compte indiqué. */
    async profilsDisponibles(
      utilisateur: UtilisateurSession,
      idCible: number | null,
    ): Promise<ElementReferentiel[]> {
      const acteur = acteurDeSession(utilisateur);
      const nbAdmins = await nbAdminsDe(acteur, db);
      if (idCible === null) {
        return acteur.idTeledeclarant === null ? [] : listeProfils(profilsCreables(acteur, nbAdmins));
      }
      const cible = cibleDe(await compteExistant(idCible, db));
      if (!canEditerUtilisateur(acteur, cible)) {
        throw new ErreurMetier('interdit', 'Vous ne pouvez pas modifier ce compte.');
      }
      return listeProfils(profilsAssignables(acteur, cible, nbAdmins));
    },
  };
}
