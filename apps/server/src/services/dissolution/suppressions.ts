import {
  type ActionCopropriete,
  canAdministrerCopropriete,
  ErreurMetier,
  exigerActionCopropriete,
  formaterNumeroImmatriculation,
  type MotifSuppression,
  machineCopropriete,
  machineMandat,
  type SuppressionEffectuee,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import {
  type CoproprieteDissolution,
  creerDissolutionRepository,
} from '../../repositories/dissolution.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerTransition } from '../declarations/commun.js';
import { journaliser } from '../journal.js';
import { contexteActionDe, introuvable } from './commun.js';

const MESSAGE_INTROUVABLE = "Cette copropriété n'existe pas.";
const SIGNATURE = '\n\nLe teneur du registre national d’immatriculation des copropriétés';

const designation = (c: CoproprieteDissolution) =>
  `${c.nom ? `${c.nom}, ` : ''}${c.numeroImmatriculation ? `n° ${formaterNumeroImmatriculation(c.numeroImmatriculation)}` : `n° interne ${c.id}`}`;

/** Copropriété verrouillée, action permise par la règle du domaine (relation TENEUR, état, droits). */
async function coproprieteAutorisee(
  tx: Executeur,
  utilisateur: UtilisateurSession,
  id: number,
  action: ActionCopropriete,
): Promise<CoproprieteDissolution> {
  // Les droits d'abord : un compte qui ne peut pas supprimer n'apprend pas si la copropriété existe.
  if (!canAdministrerCopropriete(utilisateur)) {
    throw new ErreurMetier('interdit', 'Les suppressions sont réservées aux administrateurs du teneur.');
  }
  const copro = await creerDissolutionRepository(tx).copropriete(id, { pourMiseAJour: true });
  if (copro === null) throw introuvable(MESSAGE_INTROUVABLE);
  exigerActionCopropriete(action, contexteActionDe(utilisateur, copro));
  return copro;
}

/** Mandat courant supprimé (`SUPPRIME`), journalisé sur le mandat. */
async function supprimerMandatCourant(
  tx: Executeur,
  utilisateur: UtilisateurSession,
  copro: CoproprieteDissolution,
  motif: string,
): Promise<void> {
  if (copro.idMandatCourant === null || copro.statutMandatCourant === null) return;
  const resultat = machineMandat.transition(copro.statutMandatCourant, 'supprimer', { acteur: 'teneur' });
  if (!resultat.ok) return; // mandat déjà archivé ou supprimé : il reste tel quel
  await creerDeclarationRepository(tx).modifierMandat(copro.idMandatCourant, { statut: resultat.etat });
  await journaliser(tx, {
    acteur: utilisateur,
    transition: { depuis: copro.statutMandatCourant, resultat, typeEvenement: 'SUPPRESSION_MANDAT' },
    cible: { type: 'MANDAT', id: copro.idMandatCourant, libelle: copro.numeroImmatriculation ?? copro.nom },
    detail: { motif },
  });
}

/** Courriel au syndic titulaire (s'il y en a un). */
async function informerSyndic(tx: Executeur, copro: CoproprieteDissolution, sujet: string, texte: string) {
  if (copro.idTeledeclarantCourant === null) return;
  const adresse = await creerRattachementRepository(tx).adresseEtablissement(copro.idTeledeclarantCourant);
  if (adresse) await deposerCourriel(tx, { destinataire: adresse, sujet, texte: `${texte}${SIGNATURE}` });
}

/**
 * Suppressions par un administrateur du teneur, avec un motif (issue 11 §5, spec 2 §7.2 ; ADR 0321) : chacune en une
 * transaction, copropriété verrouillée, transitions des cycles de vie, journal (état avant et après, motif), courriel
 * au syndic titulaire.
 */
export function creerSuppressionsTeneur(db: Db) {
  return {
    /** `PUT coproprietes/supprimer/{id}` : la copropriété passe `SUPPRIMEE`, son mandat courant `SUPPRIME`. */
    async supprimerCopropriete(
      utilisateur: UtilisateurSession,
      id: number,
      corps: MotifSuppression,
    ): Promise<SuppressionEffectuee> {
      const motif = corps.motif.trim();
      return db.transaction(async (tx) => {
        const copro = await coproprieteAutorisee(tx, utilisateur, id, 'SUPPRIMER_COPROPRIETE');
        const transition = exigerTransition(
          machineCopropriete.transition(copro.etat, 'supprimer', { acteur: 'teneur' }),
        );
        await supprimerMandatCourant(tx, utilisateur, copro, motif);
        await creerDeclarationRepository(tx).modifierCopropriete(copro.id, { etat: transition.etat });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: copro.etat, resultat: transition },
          cible: { type: 'COPROPRIETE', id: copro.id, libelle: copro.numeroImmatriculation ?? copro.nom },
          detail: { motif },
        });
        await informerSyndic(
          tx,
          copro,
          'Registre des copropriétés : une copropriété a été supprimée du registre',
          `Bonjour,\n\nLe teneur du registre a supprimé la copropriété ${designation(copro)}, dont votre établissement était le représentant légal.\nMotif : ${motif}`,
        );
        return {
          idCopropriete: copro.id,
          etatCopropriete: transition.etat,
          notification: {
            titre: 'Suppression effectuée',
            description: `La copropriété ${designation(copro)} est supprimée du registre.`,
          },
        };
      });
    },

    /** `PUT coproprietes/supprimerMandat-rattachement/{id}` : mandat courant supprimé, copropriété à rattacher. */
    async supprimerMandat(
      utilisateur: UtilisateurSession,
      id: number,
      corps: MotifSuppression,
    ): Promise<SuppressionEffectuee> {
      const motif = corps.motif.trim();
      return db.transaction(async (tx) => {
        const copro = await coproprieteAutorisee(tx, utilisateur, id, 'SUPPRIMER_MANDAT');
        const transition = exigerTransition(
          machineCopropriete.transition(copro.etat, 'retirerRattachement', { acteur: 'teneur' }),
        );
        await supprimerMandatCourant(tx, utilisateur, copro, motif);
        await creerDeclarationRepository(tx).modifierCopropriete(copro.id, {
          etat: transition.etat,
          idMandatCourant: null,
          idTeledeclarantCourant: null,
          dateDebutMandat: null,
          dateFinMandat: null,
        });
        await journaliser(tx, {
          acteur: utilisateur,
          transition: { depuis: copro.etat, resultat: transition, typeEvenement: 'SUPPRESSION_MANDAT' },
          cible: { type: 'COPROPRIETE', id: copro.id, libelle: copro.numeroImmatriculation ?? copro.nom },
          detail: { motif },
        });
        await informerSyndic(
          tx,
          copro,
          'Registre des copropriétés : votre mandat a été supprimé par le teneur du registre',
          `Bonjour,\n\nLe teneur du registre a supprimé le mandat de votre établissement sur la copropriété ${designation(copro)} : vous n'en êtes plus le représentant légal au registre.\nMotif : ${motif}`,
        );
        return {
          idCopropriete: copro.id,
          etatCopropriete: transition.etat,
          notification: {
            titre: 'Suppression effectuée',
            description: `Le mandat de la copropriété ${designation(copro)} est supprimé ; elle est à rattacher.`,
          },
        };
      });
    },
  };
}
