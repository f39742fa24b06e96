import {
  canRepondreAuTeneur,
  canValiderRattachement,
  dateParisTexte,
  type Echange,
  ErreurMetier,
  ETATS_REPONSE_PRECISIONS,
  type FilEchanges,
  NB_QUESTIONS_OUVERTES_ACCUEIL,
  type QuestionsOuvertes,
  type ReponseEchange,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import {
  creerEchangesRepository,
  type EchangeLu,
} from '../../repositories/validation-echanges.repository.js';
import { journaliser } from '../journal.js';
import type { Horloge } from './commun.js';
import { enregistrerPiece, nomDuCompte } from './demander-precisions.js';

const MESSAGE_INTROUVABLE = "Cette demande n'existe pas ou n'est pas la vôtre.";
const MESSAGE_PAS_DE_QUESTION =
  "Le teneur ne vous a pas demandé de précisions sur cette demande, ou elle a déjà été traitée : il n'y a rien à répondre.";

/** États où le déclarant peut répondre à une question du teneur (la demande n'est pas encore tranchée). */
const ETATS_REPONSE: readonly string[] = ETATS_REPONSE_PRECISIONS;

/** Longueur du début de la question montré à l'accueil. */
const LONGUEUR_EXTRAIT = 160;

/** Début d'un message, sur une ligne, coupé au mot avec « … » s'il est long. */
export function extrait(message: string): string {
  const uneLigne = message.replace(/\s+/g, ' ').trim();
  if (uneLigne.length <= LONGUEUR_EXTRAIT) return uneLigne;
  const coupe = uneLigne.slice(0, LONGUEUR_EXTRAIT);
  const espace = coupe.lastIndexOf(' ');
  return `${(espace > LONGUEUR_EXTRAIT / 2 ? coupe.slice(0, espace) : coupe).trimEnd()}…`;
}

const versEchange = (e: EchangeLu): Echange => ({
  id: e.id,
  nature: e.nature,
  cote: e.cote,
  nomAuteur: e.nomAuteur,
  le: e.le.toISOString(),
  date: dateParisTexte(e.le) ?? '',
  message: e.message,
  piece: e.piece,
});

/**
 * Accès au fil : les teneurs (guichet), et l'établissement déclarant de la demande ; tout autre appelant reçoit
 * 404 sans rien apprendre de la demande (cloisonnement).
 */
async function exigerAcces(executeur: Executeur, utilisateur: UtilisateurSession, idCopropriete: number) {
  const demandeur = await creerEchangesRepository(executeur).demandeur(idCopropriete);
  if (demandeur === null || demandeur.idDeclaration === null) {
    throw new ErreurMetier('introuvable', MESSAGE_INTROUVABLE);
  }
  const teneur = canValiderRattachement(utilisateur);
  const declarant =
    utilisateur.idTeledeclarant !== null && utilisateur.idTeledeclarant === demandeur.idTeledeclarant;
  if (!teneur && !declarant) throw new ErreurMetier('introuvable', MESSAGE_INTROUVABLE);
  return { ...demandeur, declarant };
}

/**
 * Échanges sur une demande (issue 9 §4, ADR 0193) : fil daté des demandes de précisions du teneur et des
 * réponses du déclarant, avec leurs PDF, lisible par les teneurs et par l'établissement déclarant seulement.
 */
export function creerEchanges(db: Db, horloge: Horloge) {
  return {
    async fil(utilisateur: UtilisateurSession, idCopropriete: number): Promise<FilEchanges> {
      const demande = await exigerAcces(db, utilisateur, idCopropriete);
      const echanges = (await creerEchangesRepository(db).fil(idCopropriete)).map(versEchange);
      return {
        idCopropriete,
        nomCopropriete: demande.nom,
        questionOuverte: echanges.at(-1)?.nature === 'DEMANDE_PRECISIONS',
        echanges,
      };
    },

    /**
     * Questions ouvertes de l'établissement de l'appelant (accueil du déclarant, ADR 0230) : chacune mène au fil
     * de sa demande pour y répondre. Un compte sans établissement n'en a pas.
     */
    async questionsOuvertes(utilisateur: UtilisateurSession): Promise<QuestionsOuvertes> {
      if (!canRepondreAuTeneur(utilisateur)) {
        throw new ErreurMetier('interdit', "Vous n'avez pas les droits nécessaires pour répondre au teneur.");
      }
      if (utilisateur.idTeledeclarant === null) return { total: 0, questions: [] };
      const { total, questions } = await creerEchangesRepository(db).questionsOuvertes(
        utilisateur.idTeledeclarant,
        ETATS_REPONSE,
        NB_QUESTIONS_OUVERTES_ACCUEIL,
      );
      return {
        total,
        questions: questions.map((q) => ({
          idCopropriete: q.idCopropriete,
          nomCopropriete: q.nom,
          adresseReference: q.adresseReference,
          le: q.le.toISOString(),
          date: dateParisTexte(q.le) ?? '',
          extrait: extrait(q.message),
        })),
      };
    },

    /** Réponse de l'établissement déclarant, avec son PDF facultatif (contrôlé, conservé dans la transaction). */
    async repondre(
      utilisateur: UtilisateurSession,
      idCopropriete: number,
      corps: ReponseEchange,
    ): Promise<Echange> {
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        // Les réponses simultanées à la même demande s'attendent.
        await creerValidationRepository(tx).verrouillerCopropriete(idCopropriete);
        const demande = await exigerAcces(tx, utilisateur, idCopropriete);
        if (!demande.declarant)
          throw new ErreurMetier('interdit', 'Seul l’établissement déclarant répond dans ce fil.');
        const repo = creerEchangesRepository(tx);
        const fil = await repo.fil(idCopropriete);
        if (!fil.some((e) => e.nature === 'DEMANDE_PRECISIONS') || !ETATS_REPONSE.includes(demande.etat)) {
          throw new ErreurMetier('conflit', MESSAGE_PAS_DE_QUESTION);
        }
        const idDocument = await enregistrerPiece(tx, corps.piece);
        const nomAuteur = await nomDuCompte(tx, utilisateur);
        const id = await repo.ajouter({
          idCopropriete,
          idDeclaration: demande.idDeclaration,
          nature: 'REPONSE',
          cote: 'DECLARANT',
          message: corps.message,
          idCompteAuteur: utilisateur.idCompte,
          nomAuteur,
          le: maintenant,
          idDocument,
        });
        await journaliser(tx, {
          acteur: utilisateur,
          typeEvenement: 'REPONSE_PRECISIONS',
          detail: { idEchange: id, pieceJointe: idDocument !== null },
          cible: { type: 'COPROPRIETE', id: idCopropriete, libelle: demande.nom },
        });
        const cree = (await repo.fil(idCopropriete)).find((e) => e.id === id);
        if (!cree) throw new Error('Réponse enregistrée introuvable.');
        return versEchange(cree);
      });
    },

    /** PDF joint à un message du fil. */
    async piece(
      utilisateur: UtilisateurSession,
      idCopropriete: number,
      idPiece: number,
    ): Promise<{ nom: string; contenu: Buffer }> {
      await exigerAcces(db, utilisateur, idCopropriete);
      const piece = await creerEchangesRepository(db).piece(idCopropriete, idPiece);
      if (piece === null) throw new ErreurMetier('introuvable', "Cette pièce jointe n'existe pas.");
      return piece;
    },
  };
}
