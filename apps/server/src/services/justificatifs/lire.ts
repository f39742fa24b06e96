import { canValiderRattachement, ErreurMetier } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerJustificatifsRepository,
  type JustificatifLu,
} from '../../repositories/justificatifs.repository.js';

export const MESSAGE_JUSTIFICATIF_INTROUVABLE =
  "Ce justificatif n'existe pas ou vous ne pouvez pas le consulter.";

/** PDF rendu tel que déposé, avec son nom. */
export interface PdfJustificatif {
  nom: string;
  contenu: Buffer;
}

/**
 * Le teneur qui instruit lit toute pièce ; un autre appelant seulement celle d'une demande de son établissement
 * (titulaire ou demandeur) ou qu'il a déposée lui-même. Tout refus, comme une demande inconnue ou sans pièce,
 * répond 404 sans rien apprendre de l'existence de la pièce (ADR 0350).
 */
function exigerLecture(utilisateur: UtilisateurSession, lu: { document: JustificatifLu | null } | null) {
  const document = lu?.document ?? null;
  if (document === null) throw new ErreurMetier('introuvable', MESSAGE_JUSTIFICATIF_INTROUVABLE);
  const autorise =
    canValiderRattachement(utilisateur) ||
    (utilisateur.idTeledeclarant !== null &&
      document.idTeledeclarants.includes(utilisateur.idTeledeclarant)) ||
    document.idCompteDemandeur === utilisateur.idCompte;
  if (!autorise) throw new ErreurMetier('introuvable', MESSAGE_JUSTIFICATIF_INTROUVABLE);
  return { nom: document.nom, contenu: document.contenu };
}

/** Lecture des justificatifs des demandes instruites au guichet (ADR 0350) : lecture seule, sans journal. */
export function creerLectureJustificatifs(db: Db) {
  return {
    /** Justificatif du mandat `idMandat` (mandat demandé ou en place d'un rattachement, d'une contestation). */
    async duMandat(utilisateur: UtilisateurSession, idMandat: number): Promise<PdfJustificatif> {
      return exigerLecture(utilisateur, await creerJustificatifsRepository(db).duMandat(idMandat));
    },

    /** Justificatif de la dissolution qui attend le teneur pour la copropriété `idCopropriete`. */
    async deLaDissolution(utilisateur: UtilisateurSession, idCopropriete: number): Promise<PdfJustificatif> {
      return exigerLecture(
        utilisateur,
        await creerJustificatifsRepository(db).deLaDissolutionEnAttente(idCopropriete),
      );
    },
  };
}
