import {
  type ActionGuichet,
  canTrancherDemande,
  type DecisionDissolution,
  type DissolutionAValider,
  ErreurMetier,
  type EvenementCopropriete,
  erreurSaisie,
  MESSAGE_DEMANDE_NON_OUVERTE,
  machineCopropriete,
  messageDemandeTenue,
  type ResultatActionGuichet,
  situationVerrou,
  type VerrouDemande,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import {
  type CoproprieteDissolution,
  creerDissolutionRepository,
  type DissolutionEnregistree,
} from '../../repositories/dissolution.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerTransition } from '../declarations/commun.js';
import { type ActeurJournal, journaliser } from '../journal.js';
import { exigerDroitGuichet, type Horloge, verrouAffiche } from '../validation/commun.js';
import {
  courrielDecisionDissolution,
  introuvable,
  MESSAGE_PAS_DE_DISSOLUTION_EN_ATTENTE,
  versDissolutionLue,
} from './commun.js';

const ETATS_AU_GUICHET = ['DISSOLUTION_A_VALIDER', 'DISSOLUTION_EN_COURS_DE_VALIDATION'] as const;

/** Copropriété verrouillée (ligne) et sa demande en attente ; 404 s'il n'y en a pas. */
async function demandeSousVerrou(
  tx: Executeur,
  idCopropriete: number,
): Promise<{ copro: CoproprieteDissolution; demande: DissolutionEnregistree }> {
  const repo = creerDissolutionRepository(tx);
  const copro = await repo.copropriete(idCopropriete, { pourMiseAJour: true });
  const demande = copro ? await repo.demandeEnAttente(idCopropriete) : null;
  if (copro === null || demande === null || !(ETATS_AU_GUICHET as readonly string[]).includes(copro.etat)) {
    throw introuvable(MESSAGE_PAS_DE_DISSOLUTION_EN_ATTENTE);
  }
  return { copro, demande };
}

/** Transition de la copropriété par son cycle de vie, écrite et journalisée ; `acteur` nul : le système. */
async function changerEtat(
  tx: Executeur,
  copro: CoproprieteDissolution,
  evenement: EvenementCopropriete,
  acteur: ActeurJournal | null,
  motif?: string,
): Promise<void> {
  const resultat = exigerTransition(
    machineCopropriete.transition(copro.etat, evenement, {
      acteur: acteur === null ? 'systeme' : 'teneur',
      statutMandatCourant: copro.statutMandatCourant,
    }),
  );
  await creerDeclarationRepository(tx).modifierCopropriete(copro.id, { etat: resultat.etat });
  await journaliser(tx, {
    acteur,
    transition: { depuis: copro.etat, resultat },
    cible: { type: 'COPROPRIETE', id: copro.id, libelle: copro.numeroImmatriculation ?? copro.nom },
    ...(motif ? { detail: { motif: motif.slice(0, 1000) } } : {}),
  });
  copro.etat = resultat.etat;
}

/**
 * Rend au guichet une dissolution restée « en cours de validation » derrière un verrou qui ne tient plus :
 * libération par le système (journal sans auteur), ligne du verrou supprimée. Sous le verrou de ligne de la
 * copropriété (`copropriete(…, { pourMiseAJour: true })`). Sert aussi la tâche des verrous abandonnés (ADR 0304).
 */
export async function libererDissolutionAbandonnee(
  tx: Executeur,
  copro: CoproprieteDissolution,
): Promise<void> {
  await changerEtat(tx, copro, 'libererVerrou', null, 'Verrou abandonné (inactivité ou compte supprimé)');
  await creerValidationRepository(tx).supprimerVerrou('COPROPRIETE', copro.id);
}

const actionsDe = (utilisateur: UtilisateurSession): ActionGuichet[] =>
  canTrancherDemande(utilisateur) ? ['accepter', 'refuser'] : [];

/** Dissolution au guichet du teneur (issue 11 §2, ADR 0320) : verrou `COPROPRIETE`, décision. */
export function creerGuichetDissolution(db: Db, dependances: { urlPublique: string }, horloge: Horloge) {
  return {
    /** `GET coproprietes/getinfosdissolution/{id}` : prend (ou reprend) le verrou et rend la demande. */
    async ouvrir(utilisateur: UtilisateurSession, idCopropriete: number): Promise<DissolutionAValider> {
      exigerDroitGuichet(utilisateur);
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const { copro, demande } = await demandeSousVerrou(tx, idCopropriete);
        const verrous = creerValidationRepository(tx);
        const situation = situationVerrou(copro.verrou, utilisateur.idCompte, maintenant);
        if (situation === 'TENU_PAR_UN_AUTRE') {
          throw new ErreurMetier('conflit', messageDemandeTenue(copro.verrou as VerrouDemande));
        }
        let reprise = false;
        if (situation === 'TENU_PAR_MOI' && copro.etat === 'DISSOLUTION_EN_COURS_DE_VALIDATION') {
          await verrous.prolongerVerrou('COPROPRIETE', copro.id, utilisateur.idCompte, maintenant);
        } else {
          if (copro.etat === 'DISSOLUTION_EN_COURS_DE_VALIDATION') {
            // Verrou abandonné (expiré, détenteur supprimé) : le système rend la demande, l'appelant la reprend.
            reprise = true;
            await libererDissolutionAbandonnee(tx, copro);
          }
          await changerEtat(tx, copro, 'prendreEnValidation', utilisateur);
          await verrous.poserVerrou('COPROPRIETE', copro.id, utilisateur.idCompte, maintenant);
        }
        const relue = await creerDissolutionRepository(tx).copropriete(copro.id);
        return {
          idCopropriete: copro.id,
          numeroImmatriculation: copro.numeroImmatriculation,
          nomCopropriete: copro.nom,
          adresseReference: copro.adresseReference,
          etatCopropriete: copro.etat,
          dissolution: versDissolutionLue(demande),
          verrou: verrouAffiche(relue?.verrou ?? null, utilisateur.idCompte, maintenant),
          reprise,
          actions: actionsDe(utilisateur),
        };
      });
    },

    /** `GET coproprietes/dissolution/quitter/{id}` : rend la demande au guichet ; sans effet si le verrou n'est pas à soi. */
    async quitter(utilisateur: UtilisateurSession, idCopropriete: number): Promise<{ libere: boolean }> {
      exigerDroitGuichet(utilisateur);
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const repo = creerDissolutionRepository(tx);
        const copro = await repo.copropriete(idCopropriete, { pourMiseAJour: true });
        if (
          copro === null ||
          situationVerrou(copro.verrou, utilisateur.idCompte, maintenant) !== 'TENU_PAR_MOI'
        ) {
          return { libere: false };
        }
        if (copro.etat !== 'DISSOLUTION_EN_COURS_DE_VALIDATION') return { libere: false };
        await changerEtat(tx, copro, 'libererVerrou', utilisateur);
        await creerValidationRepository(tx).supprimerVerrou('COPROPRIETE', copro.id);
        return { libere: true };
      });
    },

    /**
     * `PUT coproprietes/dissoudre` : accepter valide puis exécute la dissolution (`DISSOLUTION_EN_COURS` puis
     * `DISSOUTE`, dans la même transaction) ; refuser (raison obligatoire) rend l'état selon le mandat courant.
     */
    async trancher(
      utilisateur: UtilisateurSession,
      decision: DecisionDissolution,
    ): Promise<ResultatActionGuichet> {
      exigerDroitGuichet(utilisateur, decision.valider ? 'accepter' : 'refuser');
      const raison = decision.raison?.trim() || null;
      if (!decision.valider && raison === null) {
        throw erreurSaisie('raison', 'Indiquez la raison du refus de la dissolution.');
      }
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const { copro, demande } = await demandeSousVerrou(tx, decision.idCopropriete);
        const situation = situationVerrou(copro.verrou, utilisateur.idCompte, maintenant);
        if (situation === 'TENU_PAR_UN_AUTRE') {
          throw new ErreurMetier('conflit', messageDemandeTenue(copro.verrou as VerrouDemande));
        }
        if (situation !== 'TENU_PAR_MOI' || copro.etat !== 'DISSOLUTION_EN_COURS_DE_VALIDATION') {
          throw new ErreurMetier('conflit', MESSAGE_DEMANDE_NON_OUVERTE);
        }
        if (decision.valider) {
          await changerEtat(tx, copro, 'validerDissolution', utilisateur);
          await changerEtat(tx, copro, 'dissoudre', utilisateur);
        } else {
          await changerEtat(tx, copro, 'refuserDissolution', utilisateur, raison ?? undefined);
        }
        const tranchee = await creerDissolutionRepository(tx).trancher(demande.id, {
          statut: decision.valider ? 'EXECUTEE' : 'REFUSEE',
          idCompteValidateur: utilisateur.idCompte,
          maintenant,
          raisonRefus: decision.valider ? null : raison,
        });
        if (!tranchee) throw new ErreurMetier('conflit', MESSAGE_PAS_DE_DISSOLUTION_EN_ATTENTE);
        await creerValidationRepository(tx).supprimerVerrou('COPROPRIETE', copro.id);

        // Courriels : au déclarant, et au syndic titulaire s'il n'est pas le déclarant.
        const rattachement = creerRattachementRepository(tx);
        const destinataires = new Set<string>();
        if (demande.idTeledeclarantDemandeur !== null) {
          const a = await rattachement.adresseEtablissement(demande.idTeledeclarantDemandeur);
          if (a) destinataires.add(a);
        }
        if (
          copro.idTeledeclarantCourant !== null &&
          copro.idTeledeclarantCourant !== demande.idTeledeclarantDemandeur
        ) {
          const a = await rattachement.adresseEtablissement(copro.idTeledeclarantCourant);
          if (a) destinataires.add(a);
        }
        const courriel = courrielDecisionDissolution({
          accepte: decision.valider,
          nom: copro.nom,
          numero: copro.numeroImmatriculation,
          raison,
          lien: `${dependances.urlPublique}/copropriete`,
        });
        for (const destinataire of destinataires) await deposerCourriel(tx, { destinataire, ...courriel });

        return {
          idCopropriete: copro.id,
          etatCopropriete: copro.etat,
          numeroImmatriculation: copro.numeroImmatriculation,
          notification: decision.valider
            ? {
                titre: 'Dissolution effectuée',
                description: 'La copropriété est désormais dissoute au registre.',
              }
            : {
                titre: 'Refus confirmé',
                description:
                  'La déclaration de dissolution est refusée ; le déclarant en est informé par courriel.',
              },
        } satisfies ResultatActionGuichet;
      });
    },
  };
}
