import {
  ajouterJours,
  CLE_SUCCESSEUR_VALIDITE_JOURS,
  cleSuccesseurValable,
  dateParisTexte,
  ErreurMetier,
  type EtablissementDuMandat,
  formaterDateTexte,
  MESSAGE_CLE_SUCCESSEUR_INVALIDE,
  type SuccessionPublique,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerSuccessionRepository } from '../../repositories/succession.repository.js';
import { empreinteCle } from '../comptes/cles.js';
import {
  estTeneur,
  identifiant,
  MESSAGE_COPROPRIETE_INTROUVABLE,
  MESSAGE_MANDAT_INTROUVABLE,
} from './commun.js';

/** Lectures de la succession (ADR 0330) : la clé publique, « successeur déclaré ? », l'établissement d'un mandat. */
export function creerLecturesSuccession(db: Db, horloge: () => Date) {
  const repo = creerSuccessionRepository(db);

  /** L'appelant voit-il ce mandat ? Le teneur, le titulaire de la copropriété, le mandataire, le successeur désigné. */
  const voit = (utilisateur: UtilisateurSession, liens: readonly (number | null)[]): boolean =>
    estTeneur(utilisateur) ||
    (utilisateur.idTeledeclarant !== null && liens.includes(utilisateur.idTeledeclarant));

  return {
    /** Sans session : la clé montre la copropriété et les deux établissements, rien d'autre ; 404 sinon. */
    async lireCle(cle: string): Promise<SuccessionPublique> {
      const mandat = await repo.mandatParCle(empreinteCle(cle));
      if (mandat === null || !cleSuccesseurValable(mandat, horloge())) {
        throw new ErreurMetier('introuvable', MESSAGE_CLE_SUCCESSEUR_INVALIDE);
      }
      const presentation = await repo.presentationSuccession(mandat.id);
      const declareLe = mandat.successeurDeclareLe as Date;
      return {
        numeroImmatriculation: presentation?.numeroImmatriculation ?? null,
        nomCopropriete: presentation?.nomCopropriete ?? null,
        predecesseur: presentation?.predecesseur ?? null,
        successeur: presentation?.successeur ?? null,
        declareeLe: dateParisTexte(declareLe) ?? '',
        valableJusquAu: dateParisTexte(ajouterJours(declareLe, CLE_SUCCESSEUR_VALIDITE_JOURS - 1)) ?? '',
      };
    },

    async isSuccesseurDeclare(utilisateur: UtilisateurSession, idTexte: string): Promise<boolean> {
      const copro = await repo.copropriete(identifiant(idTexte, MESSAGE_COPROPRIETE_INTROUVABLE));
      if (
        copro === null ||
        !voit(utilisateur, [copro.idTeledeclarantCourant, copro.mandat?.idTeledeclarantSuccesseur ?? null])
      ) {
        throw new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);
      }
      return copro.mandat?.statut === 'SUCCESSEUR_DECLARE';
    },

    async etablissementDuMandat(
      utilisateur: UtilisateurSession,
      idTexte: string,
    ): Promise<EtablissementDuMandat> {
      const mandat = await repo.mandat(identifiant(idTexte, MESSAGE_MANDAT_INTROUVABLE));
      const copro = mandat === null ? null : await repo.copropriete(mandat.idCopropriete);
      if (
        mandat === null ||
        copro === null ||
        !voit(utilisateur, [
          mandat.idTeledeclarant,
          mandat.idTeledeclarantSuccesseur,
          copro.idTeledeclarantCourant,
        ])
      ) {
        throw new ErreurMetier('introuvable', MESSAGE_MANDAT_INTROUVABLE);
      }
      const etablissement = await repo.etablissement(mandat.idTeledeclarant);
      if (etablissement === null) throw new ErreurMetier('introuvable', MESSAGE_MANDAT_INTROUVABLE);
      return {
        idMandat: mandat.id,
        statut: mandat.statut,
        dateDebutMandat: mandat.dateDebut ? formaterDateTexte(mandat.dateDebut) : null,
        dateFinMandat: mandat.dateFin ? formaterDateTexte(mandat.dateFin) : null,
        etablissement,
      };
    },
  };
}
