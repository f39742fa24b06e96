import { ErreurMetier, ETATS_MISE_A_JOUR, machineDeclaration } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import {
  creerDeclarationRepository,
  type EnteteDeclaration,
} from '../../repositories/declaration.repository.js';
import { journaliser } from '../journal.js';
import { acteurDe, estAuteur, exigerTransition } from './commun.js';
import { revenirALaDerniereValidee } from './retour-derniere-validee.js';

export const MESSAGE_DECLARATION_PREDECESSEUR_INTROUVABLE =
  'Cette déclaration est introuvable parmi celles des copropriétés dont vous êtes le représentant légal.';
export const MESSAGE_DECLARATION_A_SOI =
  'Cette déclaration est celle de votre établissement, pas de votre prédécesseur : supprimez-la avec « supprimer les déclarations depuis la dernière mise à jour annuelle ».';
export const MESSAGE_DECLARATION_FIGEE =
  "Seule une déclaration faite par votre prédécesseur depuis la dernière mise à jour annuelle peut être écartée : l'immatriculation et les déclarations archivées restent ; corrigez-les par une mise à jour, ou signalez l'erreur au teneur.";
export const MESSAGE_ETAT_SUCCESSION =
  'Vous ne pouvez écarter la déclaration de votre prédécesseur que sur une copropriété immatriculée dont vous êtes le représentant légal.';

/**
 * Contrôles, sur l'en-tête lu : l'appelant est le titulaire du mandat courant (sinon introuvable, 404) ; la
 * déclaration est d'un autre établissement, son prédécesseur (409 sinon), faite depuis la dernière annuelle.
 * Renvoie `true` si elle est déjà écartée (rejeu : rien à écrire).
 */
function controler(utilisateur: UtilisateurSession, entete: EnteteDeclaration | undefined): boolean {
  if (
    !entete ||
    utilisateur.idTeledeclarant === null ||
    entete.idTeledeclarantCourant !== utilisateur.idTeledeclarant
  ) {
    throw new ErreurMetier('introuvable', MESSAGE_DECLARATION_PREDECESSEUR_INTROUVABLE);
  }
  if (estAuteur(utilisateur, entete)) throw new ErreurMetier('conflit', MESSAGE_DECLARATION_A_SOI);
  if (entete.statut === 'SUPPRIME') return true;
  if (!(ETATS_MISE_A_JOUR as readonly string[]).includes(entete.etatCopropriete)) {
    throw new ErreurMetier('conflit', MESSAGE_ETAT_SUCCESSION);
  }
  if (entete.statut !== 'COURANTE') throw new ErreurMetier('conflit', MESSAGE_DECLARATION_FIGEE);
  return false;
}

/**
 * `DELETE coproprietes/declarationpredecesseur/{id}` (ADR 0174) : le successeur (titulaire du mandat courant)
 * écarte une déclaration que son prédécesseur (syndic précédent, notaire qui a immatriculé) a faite depuis la
 * dernière mise à jour annuelle, au lieu de la valider (`VALIDER_DECLARATION_PREDECESSEUR`, issue 11). Par le
 * cycle de vie (`supprimer`, journal SUPPRESSION_DECLARATIONS), puis la copropriété revient à la déclaration
 * validée qui reste, en une transaction, copropriété verrouillée. Rejeu : rien de plus (204).
 */
export function creerServiceEcarterDeclarationPredecesseur(db: Db) {
  return async (utilisateur: UtilisateurSession, idDeclaration: number): Promise<void> => {
    const acteur = acteurDe(utilisateur);
    const avant = (await creerDeclarationRepository(db).lireEntete(idDeclaration))?.entete;
    if (controler(utilisateur, avant) || !avant) return;
    await db.transaction(async (tx) => {
      const r = creerDeclarationRepository(tx);
      await r.coproprietePourMiseAJour(avant.idCopropriete);
      // Relue sous verrou : un second appel simultané la trouve écartée.
      const lue = (await r.lire(idDeclaration, { pourMiseAJour: true }))?.entete;
      if (controler(utilisateur, lue) || !lue) return;
      const suppression = exigerTransition(
        machineDeclaration.transition('COURANTE', 'supprimer', { acteur }),
      );
      await r.modifierEntete(lue.id, { statut: suppression.etat });
      await journaliser(tx, {
        acteur: utilisateur,
        transition: { depuis: 'COURANTE', resultat: suppression, typeEvenement: 'SUPPRESSION_DECLARATIONS' },
        cible: { type: 'DECLARATION', id: lue.id, libelle: lue.numeroImmatriculation },
        detail: { motif: 'Déclaration du prédécesseur écartée par le successeur.' },
      });
      await revenirALaDerniereValidee(tx, lue.idCopropriete);
    });
  };
}
