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
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import {
  creerEchangesRepository,
  type EchangeLu,
} from '../../repositories/validation-echanges.repository.js';
import { journaliser } from '../journal.js';
import { typeDemandeRattachement } from '../rattachement/guichet-commun.js';
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

/** Fil de la demande de rattachement portée par le mandat (ADR 0305), sans contrôle d'accès. */
export async function lireFilDuMandat(
  executeur: Executeur,
  demande: { idMandat: number; idCopropriete: number; nomCopropriete: string | null },
): Promise<FilEchanges> {
  const echanges = (await creerEchangesRepository(executeur).filDuMandat(demande.idMandat)).map(versEchange);
  return {
    idCopropriete: demande.idCopropriete,
    idMandat: demande.idMandat,
    nomCopropriete: demande.nomCopropriete,
    questionOuverte: echanges.at(-1)?.nature === 'DEMANDE_PRECISIONS',
    echanges,
  };
}

/**
 * Accès au fil d'une demande de rattachement, porté par son mandat (ADR 0305) : les teneurs, et l'établissement du
 * mandat demandé ; tout autre appelant — y compris le déclarant de l'immatriculation de la même copropriété — reçoit
 * 404. `pourMiseAJour` : ligne de la copropriété verrouillée (réponses simultanées).
 */
async function exigerAccesMandat(
  executeur: Executeur,
  utilisateur: UtilisateurSession,
  idMandat: number,
  pourMiseAJour = false,
) {
  const repo = creerRattachementRepository(executeur);
  // Verrou de ligne d'abord, puis relecture dans une nouvelle requête (instantané postérieur au verrou).
  if (pourMiseAJour) await repo.demandeDuMandat(idMandat, { pourMiseAJour });
  const demande = await repo.demandeDuMandat(idMandat);
  if (demande === null) throw new ErreurMetier('introuvable', MESSAGE_INTROUVABLE);
  const teneur = canValiderRattachement(utilisateur);
  const demandeur =
    utilisateur.idTeledeclarant !== null && utilisateur.idTeledeclarant === demande.idTeledeclarant;
  if (!teneur && !demandeur) throw new ErreurMetier('introuvable', MESSAGE_INTROUVABLE);
  return { demande, demandeur };
}

/**
 * Réponse de l'établissement demandeur écrite dans le fil (immatriculation : copropriété ; rattachement : mandat),
 * avec son PDF facultatif contrôlé et conservé dans la transaction, journalisée (`REPONSE_PRECISIONS`, ADR 0230).
 */
async function ecrireReponse(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    corps: ReponseEchange;
    maintenant: Date;
    fil: { idCopropriete: number; idDeclaration: number | null; idMandat?: number };
    cible: { type: 'COPROPRIETE' | 'MANDAT'; id: number; libelle: string | null };
  },
): Promise<Echange> {
  const repo = creerEchangesRepository(tx);
  const idDocument = await enregistrerPiece(tx, p.corps.piece);
  const id = await repo.ajouter({
    ...p.fil,
    nature: 'REPONSE',
    cote: 'DECLARANT',
    message: p.corps.message,
    idCompteAuteur: p.utilisateur.idCompte,
    nomAuteur: await nomDuCompte(tx, p.utilisateur),
    le: p.maintenant,
    idDocument,
  });
  await journaliser(tx, {
    acteur: p.utilisateur,
    typeEvenement: 'REPONSE_PRECISIONS',
    detail: { idEchange: id, pieceJointe: idDocument !== null },
    cible: p.cible,
  });
  const fil =
    p.fil.idMandat === undefined
      ? await repo.fil(p.fil.idCopropriete)
      : await repo.filDuMandat(p.fil.idMandat);
  const cree = fil.find((e) => e.id === id);
  if (!cree) throw new Error('Réponse enregistrée introuvable.');
  return versEchange(cree);
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
          idMandat: q.idMandat,
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
        return ecrireReponse(tx, {
          utilisateur,
          corps,
          maintenant,
          fil: { idCopropriete, idDeclaration: demande.idDeclaration },
          cible: { type: 'COPROPRIETE', id: idCopropriete, libelle: demande.nom },
        });
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

    /** Fil de la demande de rattachement portée par le mandat (ADR 0305). */
    async filDuMandat(utilisateur: UtilisateurSession, idMandat: number): Promise<FilEchanges> {
      const { demande } = await exigerAccesMandat(db, utilisateur, idMandat);
      return lireFilDuMandat(db, demande);
    },

    /**
     * Réponse de l'établissement demandeur dans le fil de sa demande de rattachement (ADR 0305), tant qu'une
     * question a été posée et que la demande est au guichet (409 sinon) ; PDF facultatif ; `REPONSE_PRECISIONS` au
     * journal du mandat. La demande ne change pas d'état : le teneur la reprend au guichet.
     */
    async repondreAuMandat(
      utilisateur: UtilisateurSession,
      idMandat: number,
      corps: ReponseEchange,
    ): Promise<Echange> {
      const maintenant = horloge();
      return db.transaction(async (tx) => {
        const { demande, demandeur } = await exigerAccesMandat(tx, utilisateur, idMandat, true);
        if (!demandeur) {
          throw new ErreurMetier('interdit', 'Seul l’établissement demandeur répond dans ce fil.');
        }
        const repo = creerEchangesRepository(tx);
        const fil = await repo.filDuMandat(idMandat);
        if (
          !fil.some((e) => e.nature === 'DEMANDE_PRECISIONS') ||
          typeDemandeRattachement(demande) !== 'RATTACHEMENT'
        ) {
          throw new ErreurMetier('conflit', MESSAGE_PAS_DE_QUESTION);
        }
        return ecrireReponse(tx, {
          utilisateur,
          corps,
          maintenant,
          fil: { idCopropriete: demande.idCopropriete, idDeclaration: null, idMandat },
          cible: {
            type: 'MANDAT',
            id: idMandat,
            libelle: demande.numeroImmatriculation ?? demande.nomCopropriete,
          },
        });
      });
    },

    /** PDF joint à un message du fil de la demande de rattachement portée par le mandat. */
    async pieceDuMandat(
      utilisateur: UtilisateurSession,
      idMandat: number,
      idPiece: number,
    ): Promise<{ nom: string; contenu: Buffer }> {
      await exigerAccesMandat(db, utilisateur, idMandat);
      const piece = await creerEchangesRepository(db).pieceDuMandat(idMandat, idPiece);
      if (piece === null) throw new ErreurMetier('introuvable', "Cette pièce jointe n'existe pas.");
      return piece;
    },
  };
}
