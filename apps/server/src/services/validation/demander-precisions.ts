import { createHash } from 'node:crypto';
import {
  type DemandePrecision,
  ErreurMetier,
  erreurSaisie,
  type PieceJointeEchange,
  type ResultatActionGuichet,
  verifierPdf,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDocumentRepository } from '../../repositories/document.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { creerEchangesRepository } from '../../repositories/validation-echanges.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { exigerActionSurType } from './accepter.js';
import { exigerDroitGuichet, type Horloge } from './commun.js';
import { courrielPrecisions } from './courriels.js';
import { transitionCopropriete, transitionDeclaration, transitionMandat } from './transitions.js';
import { exigerDemandeOuverte } from './verrou.js';

/**
 * PDF joint à un échange, contrôlé par son contenu (signature « %PDF- », 5 Mo au plus) avant toute écriture, puis
 * conservé avec son SHA-256 dans la transaction de l'appelant. Renvoie son identifiant, ou `null` sans pièce.
 */
export async function enregistrerPiece(
  tx: Executeur,
  piece: PieceJointeEchange | null | undefined,
): Promise<number | null> {
  if (!piece) return null;
  const contenu = Buffer.from(piece.contenu, 'base64');
  const erreur = verifierPdf(piece.nom, contenu);
  if (erreur) throw erreurSaisie('piece', erreur.message);
  return creerDocumentRepository(tx).inserer({
    nom: piece.nom,
    typeMime: 'application/pdf',
    sha256: createHash('sha256').update(contenu).digest('hex'),
    contenu,
  });
}

/** Nom affiché d'un compte (prénom et nom, sinon identifiant de connexion). */
export async function nomDuCompte(tx: Executeur, utilisateur: UtilisateurSession): Promise<string> {
  const compte = await creerValidationRepository(tx).compte(utilisateur.idCompte);
  return compte?.nomComplet ?? utilisateur.login;
}

/**
 * Demande de précisions (`POST demande-precision/sendMail`) : la demande repart au déclarant
 * (`IMMATRICULATION_DEMANDE_DE_PRECISIONS`, déclaration en brouillon pour qu'il la corrige et la redépose : ADR
 * 0142 §5 ; mandat rendu « à valider »), la question entre dans le fil de la demande avec son PDF facultatif, le
 * déclarant reçoit le message par courriel ; verrou libéré ; une transaction.
 */
export function creerDemandePrecisions(db: Db, horloge: Horloge, urlPublique: string) {
  return async function demanderPrecisions(
    utilisateur: UtilisateurSession,
    corps: DemandePrecision,
  ): Promise<ResultatActionGuichet> {
    exigerDroitGuichet(utilisateur, 'demanderPrecisions');
    const maintenant = horloge();
    return db.transaction(async (tx) => {
      const demande = await exigerDemandeOuverte(tx, utilisateur, corps.idCopropriete, maintenant);
      exigerActionSurType(demande, 'demanderPrecisions');
      if (demande.idCompteDeclarant === null) {
        throw new ErreurMetier(
          'conflit',
          "Le déclarant de cette demande n'a plus de compte : impossible de lui écrire.",
        );
      }
      const idDocument = await enregistrerPiece(tx, corps.piece);
      const motif = corps.message.slice(0, 500);
      await transitionDeclaration(tx, {
        acteur: utilisateur,
        demande,
        evenement: 'demanderPrecisions',
        motif,
      });
      if (demande.statutMandat === 'VALIDATION_EN_COURS') {
        await transitionMandat(tx, { acteur: utilisateur, demande, evenement: 'libererVerrou', motif });
      }
      const etat = await transitionCopropriete(tx, {
        acteur: utilisateur,
        demande,
        evenement: 'demanderPrecisions',
        motif,
      });
      await creerEchangesRepository(tx).ajouter({
        idCopropriete: demande.idCopropriete,
        idDeclaration: demande.idDeclaration,
        nature: 'DEMANDE_PRECISIONS',
        cote: 'TENEUR',
        message: corps.message,
        idCompteAuteur: utilisateur.idCompte,
        nomAuteur: 'Le teneur du registre',
        le: maintenant,
        idDocument,
      });
      await creerValidationRepository(tx).supprimerVerrou('COPROPRIETE', demande.idCopropriete);
      if (demande.emailDeclarant) {
        await deposerCourriel(tx, {
          destinataire: demande.emailDeclarant,
          ...courrielPrecisions({
            nomCopropriete: demande.nomCopropriete,
            adresse: demande.adresseReference,
            message: corps.message,
            avecPiece: idDocument !== null,
            lienSuivi: `${urlPublique}/copropriete`,
          }),
          ...(idDocument !== null ? { idDocumentPieceJointe: idDocument } : {}),
        });
      }
      return {
        idCopropriete: demande.idCopropriete,
        etatCopropriete: etat,
        numeroImmatriculation: demande.numeroImmatriculation,
        notification: {
          titre: 'Précisions demandées',
          description:
            'La demande est renvoyée au déclarant, qui reçoit votre message par courriel et y répond dans le fil de la demande.',
        },
      };
    });
  };
}
