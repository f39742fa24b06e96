import {
  type DemandeOuverte,
  ErreurMetier,
  MESSAGE_DEMANDE_NON_OUVERTE,
  messageDemandeTenue,
  REGISTRE_TYPES_DEMANDE,
  situationVerrou,
  type VerrouDemande,
  verrouTient,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerValidationRepository, type DemandeLue } from '../../repositories/validation.repository.js';
import {
  exigerDroitGuichet,
  type Horloge,
  MESSAGE_DEMANDE_INTROUVABLE,
  typeExige,
  verrouAffiche,
} from './commun.js';
import { transitionCopropriete, transitionMandat } from './transitions.js';

/**
 * Verrou du guichet (issue 9 §2, ADR 0191) : tenu dans la table `verrou_validation`, pris à l'ouverture d'une
 * demande, prolongé par l'activité de son détenteur, libéré à la sortie ou par l'action qui tranche, abandonné
 * après `DUREE_INACTIVITE_VERROU_MINUTES` ou quand le compte du détenteur est supprimé. Aucun état en mémoire :
 * la ligne de la copropriété est verrouillée (`FOR UPDATE`) pendant chaque décision, quelle que soit l'instance.
 */

/**
 * La demande (d'immatriculation) de cette copropriété est-elle tenue par un teneur ? Renvoie le verrou qui tient
 * (détenteur, depuis quand), ou `null`. Pour refuser la modification d'une demande pendant son instruction
 * (mises à jour) : appeler dans la transaction de la modification, après avoir verrouillé la copropriété.
 */
export async function demandeTenueParUnTeneur(
  executeur: Executeur,
  idCopropriete: number,
  maintenant: Date = new Date(),
): Promise<VerrouDemande | null> {
  const demande = await creerValidationRepository(executeur).demandeDeLaCopropriete(idCopropriete);
  const verrou = demande?.verrou ?? null;
  return verrouTient(verrou, maintenant) ? verrou : null;
}

/**
 * Demande en attente de la copropriété, lue après avoir verrouillé la ligne de la copropriété jusqu'à la fin de
 * la transaction (les décisions concurrentes s'attendent) ; 404 si la copropriété n'existe pas.
 */
async function demandeSousVerrouDeLigne(tx: Executeur, idCopropriete: number): Promise<DemandeLue | null> {
  const repo = creerValidationRepository(tx);
  if (!(await repo.verrouillerCopropriete(idCopropriete))) {
    throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
  }
  return repo.demandeDeLaCopropriete(idCopropriete);
}

/**
 * Demande lue sous verrou de ligne, pour agir : elle doit exister et attendre le guichet (404 sinon) et être
 * ouverte par l'appelant (409 avec qui la tient, ou « ouvrez-la d'abord »). Le verrou est prolongé.
 */
export async function exigerDemandeOuverte(
  tx: Executeur,
  utilisateur: UtilisateurSession,
  idCopropriete: number,
  maintenant: Date,
  options: { ouverteOuLibre?: boolean } = {},
): Promise<DemandeLue> {
  const repo = creerValidationRepository(tx);
  const demande = await demandeSousVerrouDeLigne(tx, idCopropriete);
  if (demande === null) throw new ErreurMetier('conflit', MESSAGE_DEMANDE_INTROUVABLE);
  typeExige(demande);
  const situation = situationVerrou(demande.verrou, utilisateur.idCompte, maintenant);
  if (situation === 'TENU_PAR_UN_AUTRE') {
    throw new ErreurMetier('conflit', messageDemandeTenue(demande.verrou as VerrouDemande));
  }
  const ouverte =
    situation === 'TENU_PAR_MOI' &&
    demande.etatCopropriete === 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION';
  if (!ouverte && !options.ouverteOuLibre) throw new ErreurMetier('conflit', MESSAGE_DEMANDE_NON_OUVERTE);
  if (ouverte) await repo.prolongerVerrou('COPROPRIETE', idCopropriete, utilisateur.idCompte, maintenant);
  return demande;
}

/**
 * Rend au guichet une copropriété restée « en cours de validation » sans verrou qui tienne (verrou expiré, compte
 * du détenteur supprimé) : libération par le système, journalisée.
 */
export async function libererVerrouAbandonne(tx: Executeur, demande: DemandeLue): Promise<void> {
  if (demande.etatCopropriete !== 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION') return;
  const motif = 'Verrou abandonné (inactivité ou compte supprimé)';
  await transitionCopropriete(tx, { acteur: null, demande, evenement: 'libererVerrou', motif });
  if (demande.statutMandat === 'VALIDATION_EN_COURS') {
    await transitionMandat(tx, { acteur: null, demande, evenement: 'libererVerrou', motif });
  }
  await creerValidationRepository(tx).supprimerVerrou('COPROPRIETE', demande.idCopropriete);
}

/** Ouverture d'une demande : prise du verrou (`update-etat-encours*`). */
export function creerOuvertureDemande(db: Db, horloge: Horloge) {
  async function ouvrir(utilisateur: UtilisateurSession, idCopropriete: number): Promise<DemandeOuverte> {
    exigerDroitGuichet(utilisateur);
    const maintenant = horloge();
    return db.transaction(async (tx) => {
      const repo = creerValidationRepository(tx);
      const demande = await demandeSousVerrouDeLigne(tx, idCopropriete);
      if (demande === null) throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
      const type = typeExige(demande);
      const situation = situationVerrou(demande.verrou, utilisateur.idCompte, maintenant);
      if (situation === 'TENU_PAR_UN_AUTRE') {
        throw new ErreurMetier('conflit', messageDemandeTenue(demande.verrou as VerrouDemande));
      }
      let reprise = false;
      if (situation === 'TENU_PAR_MOI' && demande.etatCopropriete.endsWith('EN_COURS_DE_VALIDATION')) {
        await repo.prolongerVerrou('COPROPRIETE', idCopropriete, utilisateur.idCompte, maintenant);
      } else {
        // Libre : la copropriété peut être restée « en cours » derrière un verrou abandonné.
        reprise = demande.etatCopropriete === 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION';
        await libererVerrouAbandonne(tx, demande);
        await transitionCopropriete(tx, { acteur: utilisateur, demande, evenement: 'prendreEnValidation' });
        if (demande.statutMandat === 'A_VALIDER') {
          await transitionMandat(tx, { acteur: utilisateur, demande, evenement: 'prendreEnValidation' });
        }
        await repo.poserVerrou('COPROPRIETE', idCopropriete, utilisateur.idCompte, maintenant);
      }
      const relue = await repo.demandeDeLaCopropriete(idCopropriete);
      const verrou = verrouAffiche(relue?.verrou ?? null, utilisateur.idCompte, maintenant);
      if (verrou === null) throw new Error('Verrou posé introuvable.');
      return {
        idCopropriete,
        idMandat: demande.idMandat,
        typeDemande: REGISTRE_TYPES_DEMANDE[type].code,
        verrou,
        reprise,
      };
    });
  }

  return {
    ouvrir,
    /** Ouverture par le mandat demandé avec la demande (`update-etat-encours/{idMandat}`). */
    async ouvrirParMandat(utilisateur: UtilisateurSession, idMandat: number): Promise<DemandeOuverte> {
      exigerDroitGuichet(utilisateur);
      const idCopropriete = await creerValidationRepository(db).coproprieteDuMandat(idMandat);
      if (idCopropriete === null) {
        throw new ErreurMetier(
          'introuvable',
          "Ce mandat n'existe pas ou n'est pas en attente de validation.",
        );
      }
      return ouvrir(utilisateur, idCopropriete);
    },
  };
}

/** Sortie de l'écran sans agir (`unlockcopro/{n}`) : libère le verrou de l'appelant ; sans effet sinon. */
export function creerLiberationDemande(db: Db, horloge: Horloge) {
  return async function liberer(
    utilisateur: UtilisateurSession,
    idCopropriete: number,
  ): Promise<{ libere: boolean }> {
    exigerDroitGuichet(utilisateur);
    const maintenant = horloge();
    return db.transaction(async (tx) => {
      const repo = creerValidationRepository(tx);
      const demande = await demandeSousVerrouDeLigne(tx, idCopropriete);
      if (demande === null) return { libere: false };
      if (situationVerrou(demande.verrou, utilisateur.idCompte, maintenant) !== 'TENU_PAR_MOI') {
        return { libere: false };
      }
      if (demande.etatCopropriete === 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION') {
        await transitionCopropriete(tx, { acteur: utilisateur, demande, evenement: 'libererVerrou' });
        if (demande.statutMandat === 'VALIDATION_EN_COURS') {
          await transitionMandat(tx, { acteur: utilisateur, demande, evenement: 'libererVerrou' });
        }
      }
      await repo.supprimerVerrou('COPROPRIETE', idCopropriete);
      return { libere: true };
    });
  };
}
