import {
  type AffectationTeneur,
  actionPermiseSurType,
  ErreurMetier,
  type EtatCopropriete,
  erreurSaisie,
  messageDemandeTenue,
  PROFILS_TENEUR,
  type Profil,
  type ResultatActionGuichet,
  situationVerrou,
  type VerrouDemande,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import {
  exigerType,
  MESSAGE_MANDAT_AUTRE,
  mandatDeRattachement,
  transitionMandat as transitionMandatDemande,
} from '../rattachement/guichet-commun.js';
import { exigerActionSurType } from './accepter.js';
import { exigerDroitGuichet, type Horloge, MESSAGE_DEMANDE_INTROUVABLE } from './commun.js';
import { courrielAffectation } from './courriels.js';
import { nomDuCompte } from './demander-precisions.js';
import { transitionCopropriete, transitionMandat } from './transitions.js';
import { exigerDemandeOuverte, libererVerrouAbandonne } from './verrou.js';

const MESSAGE_TENEUR_INCONNU = "Ce compte n'est pas celui d'un teneur actif : choisissez un autre teneur.";

/** Ce que l'affectation dit de la demande affectée, quel que soit l'objet qui porte son verrou. */
interface DemandeAffectee {
  idCopropriete: number;
  etatCopropriete: EtatCopropriete;
  numeroImmatriculation: string | null;
  nomCopropriete: string | null;
  adresseReference: string | null;
}

interface Designe {
  id: number;
  nomComplet: string;
  email: string;
}

/**
 * Demande d'immatriculation (verrou COPROPRIETE, ADR 0192 §5) : copropriété et mandat demandé passent « en cours
 * de validation », le verrou de la copropriété passe au désigné.
 */
async function affecterImmatriculation(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    corps: AffectationTeneur;
    idCopropriete: number;
    maintenant: Date;
    designer: () => Promise<Designe>;
  },
): Promise<DemandeAffectee & { idMandat: number | null; designe: Designe }> {
  const { utilisateur, corps, idCopropriete, maintenant } = p;
  const demande = await exigerDemandeOuverte(tx, utilisateur, idCopropriete, maintenant, {
    ouverteOuLibre: true,
  });
  if (corps.idMandat && demande.idMandat !== corps.idMandat) {
    throw new ErreurMetier('introuvable', MESSAGE_MANDAT_AUTRE);
  }
  exigerActionSurType(demande, 'affecter');
  const designe = await p.designer();
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
  await creerValidationRepository(tx).poserVerrou('COPROPRIETE', idCopropriete, designe.id, maintenant);
  return { ...demande, etatCopropriete: etat, designe };
}

/**
 * Demande de rattachement ou contestation (verrou MANDAT, ADR 0301) : ouverte par l'appelant ou libre, jamais tenue
 * par un autre (409) ; le mandat demandé passe « en cours de validation » (`affecterTeneur`) et son verrou au
 * désigné ; la copropriété garde son état (`…_A_CONFIRMER` ou `…_CONTESTE`).
 */
async function affecterRattachement(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    corps: AffectationTeneur;
    idMandat: number;
    maintenant: Date;
    designer: () => Promise<Designe>;
  },
): Promise<DemandeAffectee & { idMandat: number; designe: Designe }> {
  const { utilisateur, corps, idMandat, maintenant } = p;
  const { demande, type } = exigerType(
    await creerRattachementRepository(tx).demandeDuMandat(idMandat, { pourMiseAJour: true }),
  );
  if (corps.idCopropriete && corps.idCopropriete !== demande.idCopropriete) {
    throw new ErreurMetier('introuvable', MESSAGE_MANDAT_AUTRE);
  }
  if (situationVerrou(demande.verrou, utilisateur.idCompte, maintenant) === 'TENU_PAR_UN_AUTRE') {
    throw new ErreurMetier('conflit', messageDemandeTenue(demande.verrou as VerrouDemande));
  }
  if (!actionPermiseSurType(type, 'affecter')) {
    throw new ErreurMetier('conflit', 'Cette action n’est pas possible pour ce type de demande.');
  }
  const designe = await p.designer();
  const motif = `Affectée à ${designe.nomComplet} : ${corps.raisonAffectationTeneur}`;
  await transitionMandatDemande(tx, {
    acteur: utilisateur,
    idMandat,
    statut: demande.statutMandat,
    evenement: 'affecterTeneur',
    libelle: demande.numeroImmatriculation,
    motif,
  });
  await creerValidationRepository(tx).poserVerrou('MANDAT', idMandat, designe.id, maintenant);
  return {
    idCopropriete: demande.idCopropriete,
    idMandat,
    etatCopropriete: demande.etatCopropriete,
    numeroImmatriculation: demande.numeroImmatriculation,
    nomCopropriete: demande.nomCopropriete,
    adresseReference: null,
    designe,
  };
}

/**
 * Affectation d'une demande à un teneur (`POST affectationTeneur`, écran « affecter au teneur ») : la demande,
 * ouverte par l'appelant ou libre, est réservée au teneur désigné (le verrou passe à son nom, ADR 0030
 * `affecterTeneur`), avec la raison, journalisée et tracée ; le teneur désigné est prévenu par courriel. Le verrou
 * est celui de la copropriété (immatriculation) ou du mandat demandé (rattachement, contestation : ADR 0301).
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
      const designer = async (): Promise<Designe> => {
        const compte = await repo.compte(corps.idCompteTeneur);
        if (
          compte === null ||
          compte.statut !== 'ACTIF' ||
          !(PROFILS_TENEUR as readonly Profil[]).includes(compte.profil)
        ) {
          throw erreurSaisie('idCompteTeneur', MESSAGE_TENEUR_INCONNU);
        }
        return compte;
      };
      const idMandatRattachement = await mandatDeRattachement(tx, corps);
      let demande: DemandeAffectee & { idMandat: number | null; designe: Designe };
      if (idMandatRattachement !== null) {
        demande = await affecterRattachement(tx, {
          utilisateur,
          corps,
          idMandat: idMandatRattachement,
          maintenant,
          designer,
        });
      } else {
        const idCopropriete =
          corps.idCopropriete ?? (corps.idMandat ? await repo.coproprieteDuMandat(corps.idMandat) : null);
        if (idCopropriete === null) throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
        demande = await affecterImmatriculation(tx, {
          utilisateur,
          corps,
          idCopropriete,
          maintenant,
          designer,
        });
      }
      const affecte = demande.designe;
      await repo.tracerAffectation({
        idCopropriete: demande.idCopropriete,
        idMandat: demande.idMandat,
        raison: corps.raisonAffectationTeneur,
        idCompteAuteur: utilisateur.idCompte,
      });
      await deposerCourriel(tx, {
        destinataire: affecte.email,
        ...courrielAffectation({
          nomCopropriete: demande.nomCopropriete,
          adresse: demande.adresseReference,
          raison: corps.raisonAffectationTeneur,
          par: await nomDuCompte(tx, utilisateur),
          lienGuichet: `${urlPublique}/validations`,
        }),
      });
      return {
        idCopropriete: demande.idCopropriete,
        etatCopropriete: demande.etatCopropriete,
        numeroImmatriculation: demande.numeroImmatriculation,
        notification: {
          titre: 'Affectation effectuée',
          description: `La demande est réservée à ${affecte.nomComplet}, qui en est informé par courriel.`,
        },
      };
    });
  };
}
