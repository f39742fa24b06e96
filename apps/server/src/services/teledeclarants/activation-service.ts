import {
  ajouterJours,
  DUREE_VALIDITE_CODE_ACTIVATION_JOURS,
  ErreurMetier,
  erreurSaisie,
  ID_MAX,
  machineTeledeclarant,
  messagesInscription,
  type SaisieCodeActivation,
} from '@registre/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerCompteRepository } from '../../repositories/compte.repository.js';
import { creerLettreRepository } from '../../repositories/lettre.repository.js';
import {
  creerTeledeclarantRepository,
  type LigneTeledeclarant,
} from '../../repositories/teledeclarant.repository.js';
import { origineDeSession, utilisateurDeSession } from '../comptes/session-utilisateur.js';
import { journaliser } from '../journal.js';
import {
  codeActivationCorrespond,
  detailCourrier,
  preparerCourrierActivation,
} from './courrier-activation.js';
import { MESSAGE_ETABLISSEMENT_INTROUVABLE } from './etablissement-service.js';

/** Le code a-t-il dépassé sa durée de validité (ADR 0051) ? */
export function codeActivationExpire(envoyeLe: Date | null, maintenant: Date): boolean {
  return envoyeLe !== null && ajouterJours(envoyeLe, DUREE_VALIDITE_CODE_ACTIVATION_JOURS) < maintenant;
}

/** Motif du refus d'activer un télédéclarant dans cet état (`null` : activable). */
function refusActivation(statut: LigneTeledeclarant['statut']): string | null {
  const resultat = machineTeledeclarant.transition(statut, 'activer', { acteur: 'declarant' });
  return resultat.ok ? null : resultat.refus.message;
}

/** Activation d'un télédéclarant par son code, régénération du code par le teneur (ADR 0051). */
export function creerServiceActivation(db: Db, urlPublique: string) {
  /** Recalcule les autorisations de la session depuis la base (fin de l'attente d'activation). */
  async function actualiserSession(requete: FastifyRequest, utilisateur: UtilisateurSession): Promise<void> {
    const trouve = await creerCompteRepository(db).avecTeledeclarant(utilisateur.idCompte);
    if (!trouve) return;
    requete.session.utilisateur = utilisateurDeSession(
      trouve.compte,
      trouve.teledeclarant,
      origineDeSession(utilisateur),
    );
  }

  return {
    /**
     * Saisie du code reçu par courrier (`POST api/teledeclarant/activate`) : code juste et encore valable, le
     * télédéclarant passe de `ATT_ACTIVATION` à `ACTIF` par la machine ; les lettres encore à envoyer sont
     * annulées. Les autorisations de la session sont recalculées aussitôt ; les autres comptes du même
     * établissement les retrouvent à leur prochain `GET api/account`.
     */
    async activer(
      requete: FastifyRequest,
      utilisateur: UtilisateurSession,
      saisie: SaisieCodeActivation,
    ): Promise<void> {
      const id = utilisateur.idTeledeclarant;
      if (id === null)
        throw new ErreurMetier('interdit', "Votre compte n'est rattaché à aucun établissement.");
      const maintenant = new Date();
      const teledeclarants = creerTeledeclarantRepository(db);
      // Contrôles sans transaction ni verrou : l'état, puis le code (argon2id, coûteux) ; la transaction
      // qui suit ne tient le verrou de ligne que le temps de l'écriture (famine du pool, issue 7 §1.4).
      const lu = await teledeclarants.parId(id);
      if (!lu) throw new ErreurMetier('introuvable', MESSAGE_ETABLISSEMENT_INTROUVABLE);
      const refus = refusActivation(lu.statut);
      if (refus) {
        // Déjà activé (par un autre compte de l'établissement) : la session retrouve ses autorisations.
        if (lu.statut === 'ACTIF') await actualiserSession(requete, utilisateur);
        throw new ErreurMetier('conflit', refus);
      }
      if (!(await codeActivationCorrespond(lu.codeActivationHash, saisie.codeActivation))) {
        throw erreurSaisie('codeActivation', messagesInscription.codeActivationErrone);
      }
      if (codeActivationExpire(lu.codeActivationEnvoyeLe, maintenant)) {
        throw erreurSaisie('codeActivation', messagesInscription.codeActivationExpire);
      }
      const active = await db.transaction(async (tx) => {
        const depot = creerTeledeclarantRepository(tx);
        const td = await depot.parIdPourMiseAJour(id);
        if (!td) throw new ErreurMetier('introuvable', MESSAGE_ETABLISSEMENT_INTROUVABLE);
        const resultat = machineTeledeclarant.transition(td.statut, 'activer', { acteur: 'declarant' });
        // Un envoi simultané a activé l'établissement, ou le teneur a régénéré le code entre-temps.
        if (!resultat.ok) return { refus: resultat.refus.message, statut: td.statut };
        if (td.codeActivationHash !== lu.codeActivationHash) {
          throw erreurSaisie('codeActivation', messagesInscription.codeActivationErrone);
        }
        await depot.modifier(td.id, {
          statut: resultat.etat,
          activeLe: maintenant,
          codeActivationHash: null,
        });
        const lettresAnnulees = await creerLettreRepository(tx).annulerLettresAEnvoyer(td.id);
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: td.statut, resultat },
          cible: { type: 'TELEDECLARANT', id: td.id, libelle: td.raisonSociale },
          detail: { lettresAnnulees },
        });
        return null;
      });
      // La session est recalculée après la transaction, sur une connexion qui ne tient aucun verrou.
      if (active === null || active.statut === 'ACTIF') await actualiserSession(requete, utilisateur);
      if (active !== null) throw new ErreurMetier('conflit', active.refus);
    },

    /**
     * Nouveau code d'activation à la demande du teneur (`GET api/regenerate/{id}`) : nouveau courrier,
     * lettres précédentes annulées, code en clair rendu au teneur (« clef »).
     */
    async regenerer(utilisateur: UtilisateurSession, idTexte: string): Promise<{ clef: string }> {
      const id = Number(idTexte);
      if (id > ID_MAX) throw new ErreurMetier('introuvable', MESSAGE_ETABLISSEMENT_INTROUVABLE);
      return db.transaction(async (tx) => {
        const td = await creerTeledeclarantRepository(tx).parIdPourMiseAJour(id);
        if (!td) throw new ErreurMetier('introuvable', MESSAGE_ETABLISSEMENT_INTROUVABLE);
        const resultat = machineTeledeclarant.transition(td.statut, 'regenererCodeActivation', {
          acteur: 'teneur',
        });
        if (!resultat.ok) throw new ErreurMetier('conflit', resultat.refus.message);
        const courrier = await preparerCourrierActivation(tx, td, { urlPublique, maintenant: new Date() });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: td.statut, resultat },
          cible: { type: 'TELEDECLARANT', id: td.id, libelle: td.raisonSociale },
          detail: detailCourrier(courrier),
        });
        return { clef: courrier.code };
      });
    },
  };
}
