import {
  ACTIONS_QUI_TRANCHENT,
  type ActionGuichet,
  canTrancherDemande,
  ErreurMetier,
  type InfoContestation,
  instantIso,
  type RattachementAValider,
  REGISTRE_TYPES_DEMANDE,
  situationVerrou,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { exigerDroitGuichet, type Horloge, verrouAffiche } from '../validation/commun.js';
import { lireFilDuMandat } from '../validation/echanges.js';
import { exigerType, MESSAGE_PAS_UNE_DEMANDE_DE_RATTACHEMENT, presenter } from './guichet-commun.js';

/** Actions du guichet servies pour ces demandes (celles du registre du type, ADR 0301, 0305). */
const ACTIONS_RATTACHEMENT: readonly ActionGuichet[] = [
  'accepter',
  'refuser',
  'affecter',
  'demanderPrecisions',
];

/** Lectures du guichet sur une demande de rattachement ou une contestation (ADR 0301). */
export function creerLectureRattachement(db: Db, horloge: Horloge) {
  return {
    /** `GET mandats/copro/validation/{idMandat}` : la demande telle que le teneur l'examine. */
    async lire(utilisateur: UtilisateurSession, idMandat: number): Promise<RattachementAValider> {
      exigerDroitGuichet(utilisateur);
      const maintenant = horloge();
      const { demande, type } = exigerType(await creerRattachementRepository(db).demandeDuMandat(idMandat));
      const ouverteParMoi =
        situationVerrou(demande.verrou, utilisateur.idCompte, maintenant) === 'TENU_PAR_MOI' &&
        demande.statutMandat === 'VALIDATION_EN_COURS';
      const actions: ActionGuichet[] = ouverteParMoi
        ? REGISTRE_TYPES_DEMANDE[type].actions.filter(
            (a) =>
              ACTIONS_RATTACHEMENT.includes(a) &&
              (!ACTIONS_QUI_TRANCHENT.includes(a) || canTrancherDemande(utilisateur)),
          )
        : [];
      const mandatDemande = await presenter(db, idMandat);
      if (!mandatDemande) throw new ErreurMetier('introuvable', MESSAGE_PAS_UNE_DEMANDE_DE_RATTACHEMENT);
      return {
        idCopropriete: demande.idCopropriete,
        idMandat,
        typeDemande: type,
        libelleTypeDemande: REGISTRE_TYPES_DEMANDE[type].libelle,
        numeroImmatriculation: demande.numeroImmatriculation,
        nomCopropriete: demande.nomCopropriete,
        etatCopropriete: demande.etatCopropriete,
        deposeeLe: instantIso(demande.dateSoumission),
        mandatDemande,
        mandatEnPlace: await presenter(db, demande.idMandatCourant),
        motifContestation: demande.contestation ? demande.motifContestation : null,
        verrou: verrouAffiche(demande.verrou, utilisateur.idCompte, maintenant),
        actions,
        fil: await lireFilDuMandat(db, demande),
      };
    },

    /** `GET mandats/validation/contestation/info/{idMandat}` : contestant et établissement en place. */
    async infoContestation(utilisateur: UtilisateurSession, idMandat: number): Promise<InfoContestation> {
      exigerDroitGuichet(utilisateur);
      const { demande, type } = exigerType(await creerRattachementRepository(db).demandeDuMandat(idMandat));
      if (type !== 'CONTESTATION') {
        throw new ErreurMetier('conflit', 'Cette demande est un rattachement, pas une contestation.');
      }
      const contestant = await presenter(db, idMandat);
      if (!contestant) throw new ErreurMetier('introuvable', MESSAGE_PAS_UNE_DEMANDE_DE_RATTACHEMENT);
      return {
        idCopropriete: demande.idCopropriete,
        numeroImmatriculation: demande.numeroImmatriculation,
        nomCopropriete: demande.nomCopropriete,
        contestant,
        enPlace: await presenter(db, demande.idMandatCourant),
        motifContestation: demande.motifContestation,
      };
    },
  };
}
