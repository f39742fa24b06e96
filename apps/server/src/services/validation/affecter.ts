import {
  type AffectationTeneur,
  ErreurMetier,
  erreurSaisie,
  PROFILS_TENEUR,
  type Profil,
  type ResultatActionGuichet,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerActionSurType } from './accepter.js';
import { exigerDroitGuichet, type Horloge, MESSAGE_DEMANDE_INTROUVABLE } from './commun.js';
import { courrielAffectation } from './courriels.js';
import { nomDuCompte } from './demander-precisions.js';
import { transitionCopropriete, transitionMandat } from './transitions.js';
import { exigerDemandeOuverte, libererVerrouAbandonne } from './verrou.js';

const MESSAGE_TENEUR_INCONNU = "Ce compte n'est pas celui d'un teneur actif : choisissez un autre teneur.";

/**
 * Affectation d'une demande à un teneur (`POST affectationTeneur`, écran « affecter au teneur ») : la demande,
 * ouverte par l'appelant ou libre, est réservée au teneur désigné (le verrou passe à son nom, ADR 0030
 * `affecterTeneur`), avec la raison, journalisée et tracée ; le teneur désigné est prévenu par courriel.
 */
export function creerAffectation(db: Db, horloge: Horloge, urlPublique: string) {
  return async function affecter(
    utilisateur: UtilisateurSession,
    corps: AffectationTeneur,
  ): Promise<ResultatActionGuichet> {
    exigerDroitGuichet(utilisateur, 'affecter');
    const maintenant = horloge();
    return db.transaction(async (tx) => {
      const repo = creerValidationRepository(tx);
      const idCopropriete =
        corps.idCopropriete ?? (corps.idMandat ? await repo.coproprieteDuMandat(corps.idMandat) : null);
      if (idCopropriete === null) throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
      const demande = await exigerDemandeOuverte(tx, utilisateur, idCopropriete, maintenant, {
        ouverteOuLibre: true,
      });
      if (corps.idMandat && demande.idMandat !== corps.idMandat) {
        throw new ErreurMetier('introuvable', "Ce mandat n'est pas celui de la demande.");
      }
      exigerActionSurType(demande, 'affecter');
      const designe = await repo.compte(corps.idCompteTeneur);
      if (
        designe === null ||
        designe.statut !== 'ACTIF' ||
        !(PROFILS_TENEUR as readonly Profil[]).includes(designe.profil)
      ) {
        throw erreurSaisie('idCompteTeneur', MESSAGE_TENEUR_INCONNU);
      }
      const tenueParMoi =
        demande.etatCopropriete === 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION' &&
        demande.verrou?.idCompte === utilisateur.idCompte;
      if (!tenueParMoi) await libererVerrouAbandonne(tx, demande);
      const motif = `Affectée à ${designe.nomComplet} : ${corps.raisonAffectationTeneur}`;
      const etat = await transitionCopropriete(tx, {
        acteur: utilisateur,
        demande,
        evenement: 'affecterTeneur',
        motif,
      });
      if (demande.statutMandat === 'A_VALIDER' || demande.statutMandat === 'VALIDATION_EN_COURS') {
        await transitionMandat(tx, { acteur: utilisateur, demande, evenement: 'affecterTeneur', motif });
      }
      await repo.tracerAffectation({
        idCopropriete,
        idMandat: demande.idMandat,
        raison: corps.raisonAffectationTeneur,
        idCompteAuteur: utilisateur.idCompte,
      });
      await repo.poserVerrou('COPROPRIETE', idCopropriete, designe.id, maintenant);
      await deposerCourriel(tx, {
        destinataire: designe.email,
        ...courrielAffectation({
          nomCopropriete: demande.nomCopropriete,
          adresse: demande.adresseReference,
          raison: corps.raisonAffectationTeneur,
          par: await nomDuCompte(tx, utilisateur),
          lienGuichet: `${urlPublique}/validations`,
        }),
      });
      return {
        idCopropriete,
        etatCopropriete: etat,
        numeroImmatriculation: demande.numeroImmatriculation,
        notification: {
          titre: 'Affectation effectuée',
          description: `La demande est réservée à ${designe.nomComplet}, qui en est informé par courriel.`,
        },
      };
    });
  };
}
