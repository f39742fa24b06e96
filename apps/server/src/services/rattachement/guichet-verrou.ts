import {
  type DemandeOuverte,
  ErreurMetier,
  messageDemandeTenue,
  type StatutMandat,
  situationVerrou,
  type VerrouDemande,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerRattachementRepository,
  type DemandeRattachementLue,
} from '../../repositories/rattachement.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { exigerDroitGuichet, type Horloge, verrouAffiche } from '../validation/commun.js';
import {
  exigerType,
  MESSAGE_PAS_UNE_DEMANDE_DE_RATTACHEMENT,
  transitionMandat,
  typeDemandeRattachement,
} from './guichet-commun.js';

/**
 * Rend au guichet un mandat demandé resté « en cours de validation » derrière un verrou qui ne tient plus :
 * libération par le système (`libererVerrou`, journal sans auteur), ligne du verrou supprimée. À appeler sous le
 * verrou de ligne de la copropriété (`demandeDuMandat(…, { pourMiseAJour: true })`).
 */
export async function libererMandatAbandonne(
  tx: Executeur,
  demande: DemandeRattachementLue,
): Promise<StatutMandat> {
  const statut = await transitionMandat(tx, {
    acteur: null,
    idMandat: demande.idMandat,
    statut: demande.statutMandat,
    evenement: 'libererVerrou',
    libelle: demande.numeroImmatriculation,
    motif: 'Verrou abandonné (inactivité ou compte supprimé)',
  });
  await creerValidationRepository(tx).supprimerVerrou('MANDAT', demande.idMandat);
  return statut;
}

/** Verrou du guichet sur une demande de rattachement (ADR 0301) : ouverture, sortie sans agir. */
export function creerVerrouRattachement(db: Db, horloge: Horloge) {
  return {
    /** Le mandat porte-t-il une demande de rattachement ou une contestation en attente ? */
    async estDemandeDeRattachement(idMandat: number): Promise<boolean> {
      const d = await creerRattachementRepository(db).demandeDuMandat(idMandat);
      return d !== null && typeDemandeRattachement(d) !== null;
    },

    /** `GET mandats/encours/validation/{n}` : prend le verrou de la demande de la copropriété n. */
    async ouvrir(utilisateur: UtilisateurSession, idCopropriete: number): Promise<DemandeOuverte> {
      exigerDroitGuichet(utilisateur);
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const repo = creerRattachementRepository(tx);
        const idMandat = await repo.mandatEnAttente(idCopropriete);
        if (idMandat === null) throw new ErreurMetier('introuvable', MESSAGE_PAS_UNE_DEMANDE_DE_RATTACHEMENT);
        const { demande, type } = exigerType(await repo.demandeDuMandat(idMandat, { pourMiseAJour: true }));
        const verrous = creerValidationRepository(tx);
        const situation = situationVerrou(demande.verrou, utilisateur.idCompte, maintenant);
        if (situation === 'TENU_PAR_UN_AUTRE') {
          throw new ErreurMetier('conflit', messageDemandeTenue(demande.verrou as VerrouDemande));
        }
        let reprise = false;
        if (situation === 'TENU_PAR_MOI' && demande.statutMandat === 'VALIDATION_EN_COURS') {
          await verrous.prolongerVerrou('MANDAT', idMandat, utilisateur.idCompte, maintenant);
        } else {
          let statut = demande.statutMandat;
          const libelle = demande.numeroImmatriculation;
          if (statut === 'VALIDATION_EN_COURS') {
            // Verrou abandonné (expiré, détenteur supprimé) : la demande est rendue par le système, puis reprise.
            reprise = true;
            statut = await libererMandatAbandonne(tx, demande);
          }
          await transitionMandat(tx, {
            acteur: utilisateur,
            idMandat,
            statut,
            evenement: 'prendreEnValidation',
            libelle,
          });
          await verrous.poserVerrou('MANDAT', idMandat, utilisateur.idCompte, maintenant);
        }
        const relue = await repo.demandeDuMandat(idMandat);
        const verrou = verrouAffiche(relue?.verrou ?? null, utilisateur.idCompte, maintenant);
        if (verrou === null) throw new Error('Verrou posé introuvable.');
        return { idCopropriete, idMandat, typeDemande: type, verrou, reprise };
      });
    },

    /** `GET mandats/quitterValidRatt/{idMandat}` : libère le verrou de l'appelant ; sans effet sinon. */
    async quitter(utilisateur: UtilisateurSession, idMandat: number): Promise<{ libere: boolean }> {
      exigerDroitGuichet(utilisateur);
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const demande = await creerRattachementRepository(tx).demandeDuMandat(idMandat, {
          pourMiseAJour: true,
        });
        if (demande === null) return { libere: false };
        if (situationVerrou(demande.verrou, utilisateur.idCompte, maintenant) !== 'TENU_PAR_MOI') {
          return { libere: false };
        }
        if (demande.statutMandat === 'VALIDATION_EN_COURS') {
          await transitionMandat(tx, {
            acteur: utilisateur,
            idMandat,
            statut: demande.statutMandat,
            evenement: 'libererVerrou',
            libelle: demande.numeroImmatriculation,
          });
        }
        await creerValidationRepository(tx).supprimerVerrou('MANDAT', idMandat);
        return { libere: true };
      });
    },
  };
}
