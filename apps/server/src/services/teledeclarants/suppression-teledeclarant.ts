import {
  type BilanSuppressionTeledeclarant,
  ErreurMetier,
  type EtatCopropriete,
  machineCopropriete,
  machineMandat,
  machineTeledeclarant,
  type StatutMandat,
  statutMandatLabels,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  type CoproprieteConcernee,
  creerGestionTeledeclarantsRepository,
  type MandatASupprimer,
} from '../../repositories/gestion-teledeclarants.repository.js';
import type { Executeur } from '../../repositories/journal.repository.js';
import { creerLettreRepository } from '../../repositories/lettre.repository.js';
import { journaliser } from '../journal.js';
import { MESSAGE_TELEDECLARANT_INCONNU } from './consultation-teledeclarants.js';

const MOTIF_SUPPRESSION = 'Suppression du télédéclarant par le teneur du registre';

/** Mandats laissés en l'état à la suppression : leur histoire est close. */
const STATUTS_MANDAT_CLOS: readonly StatutMandat[] = ['ARCHIVE', 'SUPPRIME'];
/** Mandats déjà remplacés par un mandat plus récent : archivés plutôt que supprimés (ADR 0060). */
const STATUTS_MANDAT_REMPLACE: readonly StatutMandat[] = ['RENOUVELLEMENT_DECLARE', 'SUCCESSEUR_VALIDE'];
/** États où la copropriété est rattachée au télédéclarant : le rattachement est retiré. */
const ETATS_RATTACHES: readonly EtatCopropriete[] = [
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
];

const designationCopropriete = (c: CoproprieteConcernee | undefined) =>
  c?.numeroImmatriculation ? `copropriété ${c.numeroImmatriculation}` : `copropriété n° ${c?.id ?? '?'}`;

type TransitionMandat = Extract<ReturnType<typeof machineMandat.transition>, { ok: true }>;

/** Mandat ouvert du télédéclarant et la transition qui le clôt (suppression ou archivage). */
interface MandatAClore {
  mandat: MandatASupprimer;
  transition: TransitionMandat;
}

/** Ce que la suppression va changer, lu et contrôlé avant toute écriture. */
interface PlanSuppression {
  mandatsAClore: MandatAClore[];
  successions: MandatASupprimer[];
  coproprietes: CoproprieteConcernee[];
  coproParId: Map<number, CoproprieteConcernee>;
}

/** Étapes d'une suppression, dans la transaction de l'appelant. */
function etapesSuppression(tx: Executeur, utilisateur: UtilisateurSession, id: number) {
  const depot = creerGestionTeledeclarantsRepository(tx);
  const cibleMandat = (plan: PlanSuppression, m: MandatASupprimer) => ({
    type: 'MANDAT' as const,
    id: m.id,
    libelle: plan.coproParId.get(m.idCopropriete)?.numeroImmatriculation ?? null,
  });

  return {
    /**
     * Lit mandats, successions et copropriétés (verrouillés) ; chaque mandat ouvert passe par la machine.
     * Un refus, ou une demande en cours d'instruction par un teneur, bloque toute la suppression.
     */
    async planifier(): Promise<PlanSuppression> {
      const mandats = await depot.mandatsPourMiseAJour(id);
      const successions = await depot.successionsDeclareesVers(id);
      const ouverts = mandats.filter((m) => !STATUTS_MANDAT_CLOS.includes(m.statut));
      const coproprietes = await depot.coproprietesPourMiseAJour(id, [
        ...new Set([...ouverts, ...successions].map((m) => m.idCopropriete)),
      ]);
      const coproParId = new Map(coproprietes.map((c) => [c.id, c]));
      const blocages: string[] = [];
      const mandatsAClore: MandatAClore[] = [];
      for (const m of ouverts) {
        const evenement = STATUTS_MANDAT_REMPLACE.includes(m.statut) ? 'archiver' : 'supprimer';
        const transition = machineMandat.transition(m.statut, evenement, { acteur: 'teneur' });
        if (transition.ok) {
          mandatsAClore.push({ mandat: m, transition });
        } else {
          blocages.push(
            `mandat n° ${m.id} (${designationCopropriete(coproParId.get(m.idCopropriete))}, ${statutMandatLabels[m.statut].toLowerCase()})`,
          );
        }
      }
      for (const c of coproprietes) {
        // Une demande ouverte au guichet (verrou dans `verrou_validation`) est « en cours de validation ».
        if (c.etat.endsWith('EN_COURS_DE_VALIDATION')) {
          blocages.push(`${designationCopropriete(c)} (demande en cours de validation par un teneur)`);
        }
      }
      if (blocages.length > 0) {
        const liste = blocages.slice(0, 5).join(' ; ');
        const reste = blocages.length > 5 ? ` et ${blocages.length - 5} autre(s)` : '';
        throw new ErreurMetier(
          'saisie',
          `Le télédéclarant ne peut pas être supprimé tant que des demandes le concernant sont en cours d'instruction : ${liste}${reste}. Traitez-les d'abord au guichet de validation.`,
        );
      }
      return { mandatsAClore, successions, coproprietes, coproParId };
    },

    /** Mandats ouverts supprimés, ou archivés s'ils sont déjà remplacés. */
    async cloreMandats(plan: PlanSuppression): Promise<void> {
      for (const { mandat, transition } of plan.mandatsAClore) {
        await depot.changerStatutMandats(
          [mandat.id],
          transition.etat,
          transition.etat === 'SUPPRIME' ? { motifSuppression: MOTIF_SUPPRESSION } : {},
        );
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: mandat.statut, resultat: transition },
          cible: cibleMandat(plan, mandat),
          detail: { motif: MOTIF_SUPPRESSION },
        });
      }
    },

    /** Successions déclarées vers lui par d'autres télédéclarants : annulées. */
    async annulerSuccessions(plan: PlanSuppression): Promise<void> {
      for (const m of plan.successions) {
        const transition = machineMandat.transition(m.statut, 'annulerSuccesseur', { acteur: 'teneur' });
        if (!transition.ok) throw new ErreurMetier('saisie', transition.refus.message);
        await depot.changerStatutMandats([m.id], transition.etat, {
          idTeledeclarantSuccesseur: null,
          emailSuccesseur: null,
          cleSuccesseurHash: null,
          successeurDeclareLe: null,
        });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: m.statut, resultat: transition },
          cible: cibleMandat(plan, m),
          detail: { motif: 'Le successeur déclaré a été supprimé par le teneur du registre' },
        });
      }
    },

    /**
     * Copropriétés qu'il représentait : détachées, rattachement retiré ; demandes de rattachement ou de
     * contestation en attente : refusées. Renvoie le nombre de rattachements retirés.
     */
    async libererCoproprietes(plan: PlanSuppression): Promise<number> {
      const clos = plan.mandatsAClore.map((a) => a.mandat);
      const retires = new Set(clos.map((m) => m.id));
      const demandesEnAttente = new Set(
        clos.filter((m) => m.statut === 'A_VALIDER').map((m) => m.idCopropriete),
      );
      let nbRattachementsRetires = 0;
      for (const c of plan.coproprietes) {
        const cible = { type: 'COPROPRIETE' as const, id: c.id, libelle: c.numeroImmatriculation };
        const representee =
          c.idTeledeclarantCourant === id || (c.idMandatCourant !== null && retires.has(c.idMandatCourant));
        if (representee) {
          const valeurs: Parameters<typeof depot.modifierCopropriete>[1] = {
            idTeledeclarantCourant: null,
            idMandatCourant: null,
            dateDebutMandat: null,
            dateFinMandat: null,
          };
          if (ETATS_RATTACHES.includes(c.etat)) {
            const transition = machineCopropriete.transition(c.etat, 'retirerRattachement', {
              acteur: 'teneur',
            });
            if (!transition.ok) throw new ErreurMetier('saisie', transition.refus.message);
            valeurs.etat = transition.etat;
            nbRattachementsRetires += 1;
            await journaliser(tx, {
              acteur: utilisateur,
              transition: { depuis: c.etat, resultat: transition },
              cible,
              detail: { motif: MOTIF_SUPPRESSION },
            });
          }
          await depot.modifierCopropriete(c.id, valeurs);
        } else if (demandesEnAttente.has(c.id)) {
          const evenement =
            c.etat === 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'
              ? 'refuserRattachement'
              : c.etat === 'IMMATRICULEE_RATTACHEMENT_CONTESTE'
                ? 'refuserContestation'
                : null;
          if (evenement === null) continue;
          const transition = machineCopropriete.transition(c.etat, evenement, {
            acteur: 'teneur',
            statutMandatCourant: c.statutMandatCourant,
          });
          if (!transition.ok) throw new ErreurMetier('saisie', transition.refus.message);
          await depot.modifierCopropriete(c.id, { etat: transition.etat });
          await journaliser(tx, {
            acteur: utilisateur,
            transition: { depuis: c.etat, resultat: transition },
            cible,
            detail: { motif: 'Demande retirée : le télédéclarant demandeur a été supprimé' },
          });
        }
      }
      return nbRattachementsRetires;
    },

    /** Comptes supprimés et leurs sessions détruites ; renvoie leur nombre. */
    async supprimerComptes(): Promise<number> {
      const comptes = await depot.supprimerComptes(id);
      await depot.detruireSessions(comptes.map((c) => c.id));
      for (const c of comptes) {
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'SUPPRESSION_UTILISATEUR',
          cible: { type: 'UTILISATEUR', id: c.id, libelle: c.login },
          detail: { motif: MOTIF_SUPPRESSION },
        });
      }
      return comptes.length;
    },

    /** Lettres d'activation pas encore remises à l'imprimeur : annulées, le code ne servira plus. */
    annulerLettres(): Promise<number> {
      return creerLettreRepository(tx).annulerLettresAEnvoyer(id);
    },
  };
}

/**
 * Suppression d'un télédéclarant avec ses mandats (spec 1 §4 « Dissolution », ADR 0060), en une
 * transaction : mandats supprimés (ou archivés s'ils sont déjà remplacés) par la machine des mandats,
 * rattachements retirés, demandes de rattachement ou de contestation en attente refusées, successions
 * déclarées vers lui annulées, comptes supprimés et leurs sessions détruites, lettres d'activation pas
 * encore parties annulées, télédéclarant supprimé par sa machine ; chaque changement est journalisé.
 * Refusée tant qu'une de ses demandes est en cours d'instruction par un teneur.
 */
export function creerSuppressionTeledeclarant(db: Db) {
  return function supprimer(
    utilisateur: UtilisateurSession,
    id: number,
  ): Promise<BilanSuppressionTeledeclarant> {
    return db.transaction(async (tx) => {
      const depot = creerGestionTeledeclarantsRepository(tx);
      const td = await depot.parIdPourMiseAJour(id);
      if (!td) throw new ErreurMetier('introuvable', MESSAGE_TELEDECLARANT_INCONNU);
      const transition = machineTeledeclarant.transition(td.statut, 'supprimer', { acteur: 'teneur' });
      if (!transition.ok) throw new ErreurMetier('saisie', transition.refus.message);

      const etapes = etapesSuppression(tx, utilisateur, id);
      const plan = await etapes.planifier();
      await etapes.cloreMandats(plan);
      await etapes.annulerSuccessions(plan);
      const nbRattachementsRetires = await etapes.libererCoproprietes(plan);
      const nbComptesSupprimes = await etapes.supprimerComptes();
      const nbLettresAnnulees = await etapes.annulerLettres();

      await depot.modifier(id, { statut: transition.etat, supprimeLe: new Date() });
      const bilan: BilanSuppressionTeledeclarant = {
        id,
        nbMandatsSupprimes: plan.mandatsAClore.filter((a) => a.transition.etat === 'SUPPRIME').length,
        nbMandatsArchives: plan.mandatsAClore.filter((a) => a.transition.etat === 'ARCHIVE').length,
        nbComptesSupprimes,
        nbRattachementsRetires,
      };
      const { id: _id, ...compteurs } = bilan;
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: td.statut, resultat: transition },
        cible: { type: 'TELEDECLARANT', id, libelle: td.raisonSociale },
        detail: { ...compteurs, nbSuccessionsAnnulees: plan.successions.length, nbLettresAnnulees },
      });
      return bilan;
    });
  };
}
