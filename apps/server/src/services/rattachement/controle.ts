import {
  type ContestationPossible,
  type ControleRattachement,
  controlerRattachement,
  ErreurMetier,
  erreurSaisie,
  formaterDateTexte,
  type IssueControleRattachement,
  type Mandat,
  MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE,
  normaliserNumeroImmatriculation,
  type RattachementEnCours,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  type CoproprieteRattachement,
  creerRattachementRepository,
} from '../../repositories/rattachement.repository.js';

/** Établissement de l'appelant : un syndic rattache pour son établissement (ADR 0300). */
export function etablissementDemandeur(utilisateur: UtilisateurSession): number {
  if (utilisateur.idTeledeclarant === null) {
    throw new ErreurMetier(
      'interdit',
      'Seul un établissement inscrit au registre peut se rattacher à une copropriété.',
    );
  }
  return utilisateur.idTeledeclarant;
}

/** Numéro d'immatriculation canonique ; 400 sur le champ s'il n'a aucune des deux formes admises. */
export function numeroCanonique(numero: string, champ = 'numeroImmatriculation'): string {
  const canonique = normaliserNumeroImmatriculation(numero);
  if (canonique === null) {
    throw erreurSaisie(
      champ,
      "Le numéro d'immatriculation n'a pas un format valide (exemple : AB1-234-567).",
    );
  }
  return canonique;
}

/** Issue du contrôle d'après la copropriété lue, sans rien écrire. */
export function issueDuControle(
  copro: CoproprieteRattachement | null,
  idTeledeclarant: number,
): IssueControleRattachement {
  return controlerRattachement({
    copropriete: copro
      ? {
          etat: copro.etat,
          numeroImmatriculation: copro.numeroImmatriculation,
          idTeledeclarantCourant: copro.idTeledeclarantCourant,
        }
      : null,
    idTeledeclarantDemandeur: idTeledeclarant,
  });
}

/** Lectures du contrôle préalable (spec 2 §7.6) : l'issue est rendue comme résultat (spec 2 §8). */
export function creerControleRattachement(db: Db) {
  const repo = creerRattachementRepository(db);

  return {
    async checkEtatCopro(utilisateur: UtilisateurSession, numero: string): Promise<ControleRattachement> {
      const idTd = etablissementDemandeur(utilisateur);
      const canonique = numeroCanonique(numero, 'id');
      const copro = await repo.coproprieteParNumero(canonique);
      const issue = issueDuControle(copro, idTd);
      // Une demande en attente se lit aussi dans les mandats (filet : état et mandats concordent d'ordinaire).
      const enAttente = issue.demandeEnAttente || (copro !== null && (await repo.demandeEnAttente(copro.id)));
      return {
        error: issue.error,
        numImmat: copro?.numeroImmatriculation ?? null,
        isDemandContestation: issue.isDemandContestation,
        demandeEnAttente: enAttente,
      };
    },

    async checkisContestationOk(
      utilisateur: UtilisateurSession,
      numero: string,
    ): Promise<ContestationPossible> {
      const idTd = etablissementDemandeur(utilisateur);
      const copro = await repo.coproprieteParNumero(numeroCanonique(numero, 'id'));
      const issue = issueDuControle(copro, idTd);
      return {
        contestationPossible: issue.isDemandContestation && issue.evenements !== null,
        numImmat: copro?.numeroImmatriculation ?? null,
      };
    },

    /** Mandat courant tenu par un établissement de la même entreprise (même SIREN) que l'appelant. */
    async mandatMemeSiren(utilisateur: UtilisateurSession, numero: string): Promise<Mandat | null> {
      const idTd = etablissementDemandeur(utilisateur);
      const copro = await repo.coproprieteParNumero(numeroCanonique(numero, 'id'));
      if (!copro || copro.idMandatCourant === null || copro.idTeledeclarantCourant === null) return null;
      const sirenAppelant = (await repo.etablissement(idTd)).siren;
      const sirenTitulaire = (await repo.etablissement(copro.idTeledeclarantCourant)).siren;
      if (sirenAppelant === null || sirenAppelant !== sirenTitulaire) return null;
      const m = await repo.mandat(copro.idMandatCourant);
      if (!m) return null;
      return {
        idMandat: m.id,
        dateDebutMandat: m.dateDebut ? formaterDateTexte(m.dateDebut) : null,
        dateFinMandat: m.dateFin ? formaterDateTexte(m.dateFin) : null,
        adminProvisoire: m.adminProvisoire,
        syndicProvisoire: m.syndicProvisoire,
        statut: m.statut,
        typeJustifMandat: m.typeJustif,
        justificatif: null,
        dateTeleversement: m.dateTeleversement ? formaterDateTexte(m.dateTeleversement) : null,
      };
    },

    async rattachementEnCours(
      utilisateur: UtilisateurSession,
      idCopropriete: number,
    ): Promise<RattachementEnCours> {
      etablissementDemandeur(utilisateur);
      const copro = await repo.coproprieteParId(idCopropriete);
      if (!copro || copro.numeroImmatriculation === null) {
        throw new ErreurMetier('introuvable', "Cette copropriété n'est pas immatriculée au registre.");
      }
      const enCours = await repo.demandeEnAttente(copro.id);
      return { enCours, message: enCours ? MESSAGE_RATTACHEMENT_DEJA_EN_ATTENTE : null };
    },
  };
}
