import {
  annulationSuccesseurPossible,
  ErreurMetier,
  exigerActionCopropriete,
  MESSAGE_AUCUNE_DECLARATION_A_ANNULER,
  type SuccesseurDeclare,
  typeActeurDuProfil,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { creerSuccessionRepository } from '../../repositories/succession.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { identifiant, MESSAGE_COPROPRIETE_INTROUVABLE, transitionMandat } from './commun.js';
import { courrielSuccessionAnnulee } from './courriels.js';

const introuvable = () => new ErreurMetier('introuvable', MESSAGE_COPROPRIETE_INTROUVABLE);

/**
 * Le titulaire annule sa déclaration de successeur tant qu'elle n'est pas validée (`DELETE teledeclarant/successeur/
 * {id}`, ADR 0313). Une transaction, verrous dans l'ordre de la validation (mandat, puis copropriété) : annulation
 * et validation simultanées, une seule réussit. Mandat `annulerSuccesseur` → `COURANT`, successeur, adresse, clé et
 * date de déclaration effacés (la clé ne vaut plus), journal, courriel au successeur. Une copropriété dont
 * l'appelant ne détient pas le mandat, ou un appelant qui n'est pas un syndic (notaire) : 404, comme un identifiant
 * inconnu ; aucune déclaration en attente : 409.
 */
export function creerAnnulationSuccesseur(db: Db) {
  return async function annuler(
    utilisateur: UtilisateurSession,
    idTexte: string,
  ): Promise<SuccesseurDeclare> {
    const idCopropriete = identifiant(idTexte, MESSAGE_COPROPRIETE_INTROUVABLE);
    const idTd = utilisateur.idTeledeclarant;
    if (idTd === null || typeActeurDuProfil(utilisateur.profil) !== 'declarant') throw introuvable();
    return db.transaction(async (tx) => {
      const repo = creerSuccessionRepository(tx);
      const lue = await repo.copropriete(idCopropriete);
      if (lue === null || lue.idTeledeclarantCourant !== idTd || lue.idMandatCourant === null) {
        throw introuvable();
      }
      const mandat = await repo.mandatPourValidation(lue.idMandatCourant);
      const copro = await repo.copropriete(idCopropriete, { pourMiseAJour: true });
      if (copro === null || copro.idTeledeclarantCourant !== idTd) throw introuvable();
      if (mandat === null || copro.idMandatCourant !== mandat.id || !annulationSuccesseurPossible(mandat)) {
        throw new ErreurMetier('conflit', MESSAGE_AUCUNE_DECLARATION_A_ANNULER);
      }
      // La règle de l'action de ligne, que la liste applique pour la proposer.
      exigerActionCopropriete('ANNULER_DECLARATION_SUCCESSEUR', {
        etat: copro.etat,
        statutMandatCourant: mandat.statut,
        relation: 'TITULAIRE',
        compte: { profil: utilisateur.profil, authorities: utilisateur.authorities },
      });
      const statutMandat = await transitionMandat(tx, {
        utilisateur,
        idMandat: mandat.id,
        statut: mandat.statut,
        evenement: 'annulerSuccesseur',
        libelle: copro.numeroImmatriculation ?? copro.nom,
        valeurs: {
          idTeledeclarantSuccesseur: null,
          emailSuccesseur: null,
          cleSuccesseurHash: null,
          successeurDeclareLe: null,
        },
      });
      const rattachement = creerRattachementRepository(tx);
      const predecesseur = (await rattachement.etablissement(idTd)).raisonSociale;
      const adresse =
        mandat.emailSuccesseur ??
        (mandat.idTeledeclarantSuccesseur === null
          ? null
          : await rattachement.adresseEtablissement(mandat.idTeledeclarantSuccesseur));
      if (adresse) {
        await deposerCourriel(tx, {
          destinataire: adresse,
          ...courrielSuccessionAnnulee({
            nomCopropriete: copro.nom,
            numero: copro.numeroImmatriculation,
            predecesseur,
          }),
        });
      }
      return {
        idCopropriete: copro.id,
        idMandat: mandat.id,
        statutMandat,
        notification: {
          titre: 'Déclaration de successeur annulée',
          description:
            'Votre mandat est de nouveau en cours ; le successeur désigné est informé que son lien ne vaut plus.',
        },
      };
    });
  };
}
