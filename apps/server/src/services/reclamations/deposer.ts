import {
  type DepotReclamation,
  ErreurMetier,
  erreurSaisie,
  machineReclamation,
  messagesFormats,
  normaliserNumeroImmatriculation,
  type ReclamationEnregistree,
  typeActeurDuProfil,
  typeReclamationLabels,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerAnnuaireRepository } from '../../repositories/annuaire.repository.js';
import { creerDocumentRepository } from '../../repositories/document.repository.js';
import { creerReclamationRepository } from '../../repositories/reclamation.repository.js';
import type { ServiceCaptcha } from '../captcha/captcha.js';
import { MESSAGE_CAPTCHA_INVALIDE } from '../comptes/authentification.js';
import { deposerCourriel } from '../courriels/outbox.js';
import { journaliser } from '../journal.js';
import { documentDeLaPiece } from './controler-pdf.js';

const SIGNATURE =
  '\n\nLe teneur du registre national d’immatriculation des copropriétés\n(message automatique, merci de ne pas y répondre)';

/** Accusé de réception envoyé à la personne qui a écrit. */
export function courrielAccuseReclamation(p: {
  id: number;
  prenom: string;
  objet: string;
  typeReclamation: string;
}) {
  return {
    sujet: `Registre des copropriétés : votre demande n° ${p.id} a bien été reçue`,
    texte: `Bonjour ${p.prenom},\n\nNous avons bien reçu votre demande n° ${p.id} (« ${p.typeReclamation} ») : « ${p.objet} ».\nLe teneur du registre l’étudie et vous répondra à cette adresse. Rappelez ce numéro dans toute correspondance.${SIGNATURE}`,
  };
}

/**
 * Dépôt d'une réclamation par le formulaire de contact (`POST api/public/reclamation/save`, ADR 0295). Tout est
 * contrôlé avant de consommer le captcha (saisie par le schéma, pièce par son contenu, numéro d'immatriculation
 * par l'annuaire) ; puis, en une transaction : la pièce avec son SHA-256, la réclamation (`deposer` → `NOUVELLE`),
 * le journal `DEPOT_RECLAMATION` et l'accusé de réception dans la boîte d'envoi. Une preuve de captcha ne sert
 * qu'une fois : un envoi rejoué, même simultané, est refusé (400).
 */
export function creerDepotReclamation(db: Db, captcha: ServiceCaptcha) {
  return async function deposer(
    depot: DepotReclamation,
    utilisateur: UtilisateurSession | null,
  ): Promise<ReclamationEnregistree> {
    const piece = depot.pieceJointe ? documentDeLaPiece('pieceJointe', depot.pieceJointe) : null;
    const numero = normaliserNumeroImmatriculation(depot.numImmatriculation);
    let idCopropriete: number | null = null;
    if (numero) {
      const fiche = await creerAnnuaireRepository(db).fiche({ numeroImmatriculation: numero });
      if (!fiche) throw erreurSaisie('numImmatriculation', messagesFormats.numeroImmatriculationInconnu);
      idCopropriete = fiche.id;
    }
    if (!(await captcha.consommer(depot.captcha))) throw erreurSaisie('captcha', MESSAGE_CAPTCHA_INVALIDE);
    const creation = machineReclamation.creer('deposer');
    if (!creation.ok) throw new ErreurMetier('conflit', creation.refus.message);
    // Une personne connectée signe le dépôt ; un visiteur, ou un profil sans nature d'acteur (institutionnel),
    // est journalisé sans auteur.
    const typeActeur = utilisateur ? typeActeurDuProfil(utilisateur.profil) : null;
    const acteur = typeActeur && creation.regle.acteurs.includes(typeActeur) ? utilisateur : null;

    return db.transaction(async (tx) => {
      const idDocument = piece ? await creerDocumentRepository(tx).inserer(piece) : null;
      const id = await creerReclamationRepository(tx).inserer({
        typeDemandeur: depot.typeDemandeur,
        typeReclamation: depot.typeReclamation,
        precision: depot.precision ?? null,
        objet: depot.objet,
        message: depot.message,
        civilite: depot.civilite ?? null,
        nom: depot.nom,
        prenom: depot.prenom,
        email: depot.email.trim().toLowerCase(),
        telephone: depot.telephone ?? null,
        adressePrincipale: depot.adressePrincipale?.trim() || null,
        numImmatriculation: numero,
        idCopropriete,
        idDocument,
        statut: creation.etat,
      });
      await journaliser(tx, {
        acteur,
        transition: { depuis: null, resultat: creation },
        cible: { type: 'RECLAMATION', id, libelle: depot.objet.slice(0, 300) },
        detail: {
          typeDemandeur: depot.typeDemandeur,
          typeReclamation: depot.typeReclamation,
          ...(idDocument ? { idDocument } : {}),
        },
      });
      await deposerCourriel(tx, {
        destinataire: depot.email.trim().toLowerCase(),
        ...courrielAccuseReclamation({
          id,
          prenom: depot.prenom,
          objet: depot.objet,
          typeReclamation: typeReclamationLabels[depot.typeReclamation],
        }),
      });
      return { id };
    });
  };
}
