import {
  type BrouillonEnregistre,
  type ChangementEtatBrouillon,
  ErreurMetier,
  machineCopropriete,
  machineDeclaration,
  messageDemandeTenue,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { exigerActionSurCopropriete } from '../coproprietes/infos-action-copropriete.js';
import { journaliser } from '../journal.js';
import { demandeTenueParUnTeneur } from '../validation/verrou.js';
import {
  acteurDe,
  estAuteur,
  exigerTransition,
  MESSAGE_BROUILLON_INTROUVABLE,
  MESSAGE_VERSION_DEPASSEE,
} from './commun.js';

export const MESSAGE_DEMANDE_INTROUVABLE = 'Cette demande est introuvable.';
export const MESSAGE_DEMANDE_PLUS_EN_ATTENTE =
  "Cette demande n'est plus en attente : elle a été prise en charge ou tranchée par le teneur du registre.";

/**
 * `PUT coproprietes/brouillon/change-etat` : le notaire auteur d'un brouillon d'immatriculation déclare sa
 * copropriété « future » (BROUILLON → FUTUR, `declarerFuture`, ADR 0131) ; l'auteur d'une demande encore en
 * attente la reprend pour la modifier (A_VALIDER → BROUILLON, `reprendreDemande`, ADR 0173). Sous condition de
 * version, en une transaction, journalisé.
 */
export function creerServiceChangementEtatBrouillon(db: Db) {
  async function declarerFuture(
    utilisateur: UtilisateurSession,
    corps: ChangementEtatBrouillon,
  ): Promise<BrouillonEnregistre> {
    const acteur = acteurDe(utilisateur);
    return db.transaction(async (tx) => {
      const repo = creerDeclarationRepository(tx);
      const lue = await repo.lire(corps.id, { pourMiseAJour: true });
      if (lue?.entete.statut !== 'BROUILLON' || !estAuteur(utilisateur, lue.entete)) {
        throw new ErreurMetier('introuvable', MESSAGE_BROUILLON_INTROUVABLE);
      }
      const { entete } = lue;
      if (entete.version !== corps.version) throw new ErreurMetier('conflit', MESSAGE_VERSION_DEPASSEE);
      const resultat = exigerTransition(
        machineCopropriete.transition(entete.etatCopropriete, 'declarerFuture', { acteur }),
      );
      await repo.modifierCopropriete(entete.idCopropriete, { etat: resultat.etat });
      await repo.modifierEntete(entete.id, {});
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: entete.etatCopropriete, resultat },
        cible: {
          type: 'COPROPRIETE',
          id: entete.idCopropriete,
          libelle: lue.declaration.nomCopropriete ?? null,
        },
      });
      return { id: entete.id, idCopropriete: entete.idCopropriete, version: entete.version + 1 };
    });
  }

  async function reprendreDemande(
    utilisateur: UtilisateurSession,
    corps: ChangementEtatBrouillon,
  ): Promise<BrouillonEnregistre> {
    const acteur = acteurDe(utilisateur);
    const avant = (await creerDeclarationRepository(db).lireEntete(corps.id))?.entete;
    // Une demande d'immatriculation de l'appelant, en attente ou déjà reprise (rejeu) ; sinon introuvable.
    if (
      !avant ||
      avant.typeImmat === null ||
      !['A_VALIDER', 'BROUILLON'].includes(avant.statut) ||
      !estAuteur(utilisateur, avant)
    ) {
      throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
    }
    // Règle des actions (ADR 0160) : relation, droits, et état (prise ou tranchée par le teneur : 409).
    await exigerActionSurCopropriete(db, utilisateur, avant.idCopropriete, 'MODIFIER_DEMANDE');
    return db.transaction(async (tx) => {
      const repo = creerDeclarationRepository(tx);
      const copro = await repo.coproprietePourMiseAJour(avant.idCopropriete);
      // Verrou du guichet (issue 9, ADR 0191) : une demande ouverte par un teneur ne se reprend pas (409).
      const tenue = await demandeTenueParUnTeneur(tx, avant.idCopropriete);
      if (tenue) throw new ErreurMetier('conflit', messageDemandeTenue(tenue));
      const lue = (await repo.lire(corps.id, { pourMiseAJour: true }))?.entete;
      if (!lue || !copro) throw new ErreurMetier('introuvable', MESSAGE_DEMANDE_INTROUVABLE);
      const reponse = { id: lue.id, idCopropriete: lue.idCopropriete, version: lue.version };
      // Rejeu, double clic : la demande vient d'être reprise avec cette version ; même réponse, rien d'écrit.
      if (lue.statut === 'BROUILLON' && lue.version === corps.version + 1 && lue.dateSoumission === null) {
        return reponse;
      }
      // La copropriété doit encore attendre le guichet (la reprise ne la change pas, le redépôt la garde).
      exigerTransition(machineCopropriete.transition(copro.etat, 'modifierDemande', { acteur }));
      if (lue.statut !== 'A_VALIDER') throw new ErreurMetier('conflit', MESSAGE_DEMANDE_PLUS_EN_ATTENTE);
      if (lue.version !== corps.version) throw new ErreurMetier('conflit', MESSAGE_VERSION_DEPASSEE);
      const reprise = exigerTransition(
        machineDeclaration.transition('A_VALIDER', 'reprendreDemande', { acteur }),
      );
      await repo.modifierEntete(lue.id, { statut: reprise.etat, dateSoumission: null });
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: 'A_VALIDER', resultat: reprise },
        cible: { type: 'DECLARATION', id: lue.id, libelle: copro.nom ?? null },
        detail: { motif: 'Demande reprise par son auteur pour la modifier avant de la redéposer.' },
      });
      return { ...reponse, version: lue.version + 1 };
    });
  }

  return {
    changerEtat: (utilisateur: UtilisateurSession, corps: ChangementEtatBrouillon) =>
      corps.etat === 'FUTUR' ? declarerFuture(utilisateur, corps) : reprendreDemande(utilisateur, corps),
  };
}
