import { createHash } from 'node:crypto';
import {
  actionPermiseSurType,
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
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { creerEchangesRepository } from '../../repositories/validation-echanges.repository.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { journaliser } from '../journal.js';
import { courrielPrecisionsRattachement } from '../rattachement/courriels.js';
import {
  exigerOuverte,
  MESSAGE_MANDAT_AUTRE,
  mandatDeRattachement,
  transitionMandat as transitionMandatDemande,
} from '../rattachement/guichet-commun.js';
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

/** Adresse où l'établissement demandeur lit le fil de sa demande de rattachement et y répond (ADR 0305). */
const lienEchangesRattachement = (urlPublique: string, idMandat: number) =>
  `${urlPublique}/rattacher-une-copropriete/echanges/${idMandat}`;

/**
 * Précisions sur une demande de rattachement (ADR 0305), ouverte par l'appelant (verrou MANDAT, 409 sinon) : le
 * mandat demandé rend son verrou (`libererVerrou` → `A_VALIDER`) et reste au guichet, la copropriété garde son état ;
 * la question entre dans le fil du mandat, `DEMANDE_PRECISIONS` au journal du mandat, courriel à l'établissement
 * demandeur. Une contestation n'a pas cette action (registre du domaine : 409).
 */
async function demanderPrecisionsSurRattachement(
  tx: Executeur,
  p: {
    utilisateur: UtilisateurSession;
    corps: DemandePrecision;
    idMandat: number;
    maintenant: Date;
    urlPublique: string;
  },
): Promise<ResultatActionGuichet> {
  const { utilisateur, corps, idMandat, maintenant } = p;
  // Ligne de la copropriété verrouillée d'abord : les demandes simultanées s'attendent, puis chacune relit la
  // demande dans une nouvelle requête (instantané pris après la validation de la précédente : 409 pour les autres).
  await creerRattachementRepository(tx).demandeDuMandat(idMandat, { pourMiseAJour: true });
  const { demande, type } = await exigerOuverte(tx, utilisateur, idMandat, maintenant);
  if (demande.idCopropriete !== corps.idCopropriete) {
    throw new ErreurMetier('introuvable', MESSAGE_MANDAT_AUTRE);
  }
  if (!actionPermiseSurType(type, 'demanderPrecisions')) {
    throw new ErreurMetier(
      'conflit',
      'Le registre ne prévoit pas de demande de précisions sur une contestation : validez-la ou refusez-la.',
    );
  }
  const idDocument = await enregistrerPiece(tx, corps.piece);
  const motif = corps.message.slice(0, 500);
  const libelle = demande.numeroImmatriculation ?? demande.nomCopropriete;
  await transitionMandatDemande(tx, {
    acteur: utilisateur,
    idMandat,
    statut: demande.statutMandat,
    evenement: 'libererVerrou',
    libelle,
  });
  await creerValidationRepository(tx).supprimerVerrou('MANDAT', idMandat);
  await creerEchangesRepository(tx).ajouter({
    idCopropriete: demande.idCopropriete,
    idDeclaration: null,
    idMandat,
    nature: 'DEMANDE_PRECISIONS',
    cote: 'TENEUR',
    message: corps.message,
    idCompteAuteur: utilisateur.idCompte,
    nomAuteur: 'Le teneur du registre',
    le: maintenant,
    idDocument,
  });
  await journaliser(tx, {
    acteur: utilisateur,
    typeEvenement: 'DEMANDE_PRECISIONS',
    detail: { motif },
    cible: { type: 'MANDAT', id: idMandat, libelle },
  });
  const adresse = await creerRattachementRepository(tx).adresseEtablissement(demande.idTeledeclarant);
  if (adresse) {
    await deposerCourriel(tx, {
      destinataire: adresse,
      ...courrielPrecisionsRattachement({
        nomCopropriete: demande.nomCopropriete,
        numero: demande.numeroImmatriculation ?? '',
        message: corps.message,
        avecPiece: idDocument !== null,
        lienFil: lienEchangesRattachement(p.urlPublique, idMandat),
      }),
      ...(idDocument !== null ? { idDocumentPieceJointe: idDocument } : {}),
    });
  }
  return {
    idCopropriete: demande.idCopropriete,
    etatCopropriete: demande.etatCopropriete,
    numeroImmatriculation: demande.numeroImmatriculation,
    notification: {
      titre: 'Précisions demandées',
      description:
        'La demande reste au guichet : l’établissement demandeur reçoit votre message par courriel et y répond dans le fil de la demande.',
    },
  };
}

/**
 * Demande de précisions (`POST demande-precision/sendMail`) : la demande repart au déclarant
 * (`IMMATRICULATION_DEMANDE_DE_PRECISIONS`, déclaration en brouillon pour qu'il la corrige et la redépose : ADR
 * 0142 §5 ; mandat rendu « à valider »), la question entre dans le fil de la demande avec son PDF facultatif, le
 * déclarant reçoit le message par courriel ; verrou libéré ; une transaction. Une demande de rattachement (désignée
 * par `idMandat` ou par sa copropriété) suit l'ADR 0305 : elle reste au guichet, fil propre au mandat.
 */
export function creerDemandePrecisions(db: Db, horloge: Horloge, urlPublique: string) {
  return async function demanderPrecisions(
    utilisateur: UtilisateurSession,
    corps: DemandePrecision,
  ): Promise<ResultatActionGuichet> {
    exigerDroitGuichet(utilisateur, 'demanderPrecisions');
    const maintenant = horloge();
    return db.transaction(async (tx) => {
      const idMandat = await mandatDeRattachement(tx, corps);
      if (idMandat !== null) {
        return demanderPrecisionsSurRattachement(tx, {
          utilisateur,
          corps,
          idMandat,
          maintenant,
          urlPublique,
        });
      }
      const demande = await exigerDemandeOuverte(tx, utilisateur, corps.idCopropriete, maintenant);
      if (corps.idMandat && demande.idMandat !== corps.idMandat) {
        throw new ErreurMetier('introuvable', MESSAGE_MANDAT_AUTRE);
      }
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
