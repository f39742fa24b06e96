import { createHash } from 'node:crypto';
import { ErreurMetier, type ErreurSignalee, type StatutDeclaration } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDeclarationRepository } from '../../repositories/declaration.repository.js';
import { creerSignalementRepository } from '../../repositories/signalement.repository.js';
import { journaliser } from '../journal.js';
import { estAuteur } from './commun.js';

export const MESSAGE_DECLARATION_INTROUVABLE = 'Cette déclaration est introuvable.';
export const MESSAGE_DECLARATION_NON_VALIDEE =
  "Seule une déclaration validée peut faire l'objet d'un signalement : un brouillon ou une demande en attente se modifie par son propre parcours.";

/** Déclarations validées : immatriculation, mise à jour courante, déclaration archivée par une annuelle. */
const STATUTS_VALIDES: readonly StatutDeclaration[] = [
  'IMMATRICULATION',
  'COURANTE',
  'AVANT_DECLARATION_ANNUELLE',
];

/**
 * Signaler au teneur une erreur dans une déclaration validée (`GET declarations/declarerErreur/{id}?erreur`,
 * ADR 0170). Le titulaire du mandat courant de la copropriété, ou l'établissement auteur de la déclaration,
 * décrit ce qui est faux ; le signalement est écrit et journalisé (SIGNALEMENT_ERREUR_DECLARATION) en une
 * transaction. Le même texte signalé de nouveau par la même personne sur la même déclaration rend le même
 * signalement, sans rien écrire (unicité en base : rejeu, double clic, appels simultanés).
 */
export function creerServiceSignalementErreur(db: Db) {
  return async (
    utilisateur: UtilisateurSession,
    idDeclaration: number,
    description: string,
  ): Promise<ErreurSignalee> => {
    const lue = await creerDeclarationRepository(db).lireEntete(idDeclaration);
    const entete = lue?.entete;
    const titulaire =
      entete !== undefined &&
      utilisateur.idTeledeclarant !== null &&
      entete.idTeledeclarantCourant === utilisateur.idTeledeclarant;
    // Ni titulaire ni auteur : la déclaration n'existe pas pour l'appelant (aucune fuite).
    if (!entete || entete.statut === 'SUPPRIME' || !(titulaire || estAuteur(utilisateur, entete))) {
      throw new ErreurMetier('introuvable', MESSAGE_DECLARATION_INTROUVABLE);
    }
    if (!STATUTS_VALIDES.includes(entete.statut)) {
      throw new ErreurMetier('conflit', MESSAGE_DECLARATION_NON_VALIDEE);
    }
    const empreinte = createHash('sha256').update(description).digest('hex');
    const reponse = (id: number, dejaSignale: boolean): ErreurSignalee => ({
      id,
      idDeclaration,
      idCopropriete: entete.idCopropriete,
      dejaSignale,
    });
    return db.transaction(async (tx) => {
      const signalements = creerSignalementRepository(tx);
      const id = await signalements.inserer({
        idDeclaration,
        idCopropriete: entete.idCopropriete,
        idCompte: utilisateur.idCompte,
        idTeledeclarant: utilisateur.idTeledeclarant,
        description,
        empreinte,
      });
      if (id === undefined) {
        const deja = await signalements.existant(idDeclaration, utilisateur.idCompte, empreinte);
        if (deja === undefined) throw new Error('Signalement en conflit introuvable.');
        return reponse(deja, true);
      }
      await journaliser(tx, {
        acteur: utilisateur,
        typeEvenement: 'SIGNALEMENT_ERREUR_DECLARATION',
        detail: { idSignalement: id, description },
        cible: { type: 'DECLARATION', id: idDeclaration, libelle: entete.numeroImmatriculation },
      });
      return reponse(id, false);
    });
  };
}
