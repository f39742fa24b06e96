import {
  ErreurMetier,
  erreurSaisie,
  type ModificationRattachement,
  machineMandat,
  type RattachementDepose,
  typeActeurDuProfil,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDocumentRepository } from '../../repositories/document.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { exigerTransition } from '../declarations/commun.js';
import { journaliser } from '../journal.js';
import { etablissementDemandeur } from './controle.js';
import { CHAMP_JUSTIFICATIF, verifierMandatDemande } from './mandat-demande.js';

const MESSAGE_INTROUVABLE = "Cette demande de rattachement n'existe pas ou n'est pas la vôtre.";

/**
 * Modification d'une demande de rattachement ou d'une contestation par son demandeur
 * (`POST coproprietes/rattachement/modif/{flag}`, ADR 0300), en une transaction : mandat verrouillé, à son
 * établissement (404 sinon), encore `A_VALIDER` (409 une fois ouvert par le teneur ou tranché), règles §5.3,
 * nouveau justificatif avec `flag` vrai, `modifierDemande` journalisé. La copropriété ne change pas d'état.
 */
export function creerModificationRattachement(db: Db, dependances: { maintenant?: () => Date } = {}) {
  const horloge = dependances.maintenant ?? (() => new Date());

  return async function modifier(
    utilisateur: UtilisateurSession,
    nouveauJustificatif: boolean,
    corps: ModificationRattachement,
  ): Promise<RattachementDepose> {
    const idTd = etablissementDemandeur(utilisateur);
    const acteur = typeActeurDuProfil(utilisateur.profil);
    if (acteur !== 'declarant') throw new ErreurMetier('interdit', MESSAGE_INTROUVABLE);
    if (nouveauJustificatif !== Boolean(corps.justificatif)) {
      throw erreurSaisie(
        CHAMP_JUSTIFICATIF,
        nouveauJustificatif
          ? 'Joignez le nouveau justificatif du mandat.'
          : 'Un nouveau justificatif ne se joint qu’avec la modification du justificatif (flag à true).',
      );
    }
    const maintenant = horloge();
    const verifie = verifierMandatDemande(
      corps.infoRattachement,
      corps.justificatif ?? null,
      corps.avertissementsConfirmes,
      maintenant,
    );

    return db.transaction(async (tx) => {
      const repo = creerRattachementRepository(tx);
      const lu = await repo.mandatDemandePourMiseAJour(corps.idMandat);
      if (!lu || lu.idTeledeclarant !== idTd || lu.numeroImmatriculation === null) {
        throw new ErreurMetier('introuvable', MESSAGE_INTROUVABLE);
      }
      const copro = await repo.coproprieteParId(lu.idCopropriete);
      const enAttente =
        copro?.etat === 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' ||
        copro?.etat === 'IMMATRICULEE_RATTACHEMENT_CONTESTE';
      if (!copro || !enAttente || lu.statut !== 'A_VALIDER') {
        throw new ErreurMetier(
          'conflit',
          'Cette demande ne peut plus être modifiée : le teneur du registre l’examine ou l’a déjà traitée.',
        );
      }
      const transition = exigerTransition(machineMandat.transition(lu.statut, 'modifierDemande', { acteur }));
      const idDocument = verifie.document
        ? await creerDocumentRepository(tx).inserer(verifie.document)
        : null;
      const modifie = await repo.modifierMandatDemande(
        lu.id,
        lu.version,
        {
          dateDebut: verifie.dateDebut,
          dateFin: verifie.dateFin,
          adminProvisoire: verifie.adminProvisoire,
          syndicProvisoire: corps.syndicProvisoire,
          typeJustif: verifie.typeJustif,
          motifContestation: lu.contestation ? (corps.motifContestation ?? null) : null,
          ...(idDocument !== null ? { idDocument, dateTeleversement: maintenant } : {}),
        },
        maintenant,
      );
      if (!modifie) throw new ErreurMetier('conflit', 'Cette demande vient d’être modifiée : rechargez-la.');
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: lu.statut, resultat: transition },
        cible: { type: 'MANDAT', id: lu.id, libelle: lu.numeroImmatriculation },
      });
      return {
        idCopropriete: lu.idCopropriete,
        idMandat: lu.id,
        contestation: lu.contestation,
        etatCopropriete: copro.etat,
        statutMandat: transition.etat,
        notification: {
          titre: 'Modification enregistrée',
          description: 'Votre demande modifiée attend l’examen du teneur du registre.',
        },
      } satisfies RattachementDepose;
    });
  };
}
