import {
  type ComparaisonDoublons,
  type CoproprieteComparee,
  coproprieteCompareeDeLIdentification,
  type DoublonPotentiel,
  ErreurMetier,
  lienRattachement,
  rattachementPropose,
  retenirDoublons,
} from '@registre/domain';
import type { Db, Executeur } from '../../db/connexion.js';
import type { UtilisateurSession } from '../../plugins/session.js';
import { creerDoublonsRepository } from '../../repositories/doublons.repository.js';

/** Déclaration inconnue ou d'un autre établissement : même réponse, pour ne rien révéler. */
export const MESSAGE_DECLARATION_INTROUVABLE = "Cette déclaration n'existe pas ou n'est pas la vôtre.";

/**
 * Doublons potentiels d'une copropriété déclarée (ADR 0141) : candidates lues par la requête indexée, jugées
 * par la règle du domaine, avec le lien de rattachement quand la copropriété est déjà immatriculée.
 * `executeur` est la base ou la transaction de l'appelant (dépôt).
 */
export async function rechercherDoublons(
  executeur: Executeur,
  declaree: CoproprieteComparee,
  idCoproprieteExclue: number | null,
): Promise<DoublonPotentiel[]> {
  const candidates = await creerDoublonsRepository(executeur).candidates(declaree, idCoproprieteExclue);
  return retenirDoublons(declaree, candidates).map(({ candidate, jugement }) => ({
    id: candidate.id,
    numeroImmatriculation: candidate.numeroImmatriculation,
    nom: candidate.nom,
    adresseReference: candidate.libelleAdresse,
    etat: candidate.etat,
    nbBatiments: candidate.nbBatiments,
    motifs: jugement.motifs,
    score: jugement.score,
    distanceMetres: jugement.distanceMetres,
    lienRattachement:
      candidate.numeroImmatriculation !== null &&
      rattachementPropose(candidate.etat, candidate.numeroImmatriculation)
        ? lienRattachement(candidate.numeroImmatriculation)
        : null,
  }));
}

/**
 * `POST coproprietes/doublon/nbBatimentsRef/{n}/maj` : compare la saisie en cours (identification, n bâtiments)
 * aux copropriétés existantes. Rien n'est enregistré (« maj » : la liste est recalculée à chaque appel). La
 * déclaration citée, s'il y en a une, doit être celle de l'établissement de l'appelant : sa copropriété est
 * exclue de la comparaison.
 */
export function creerComparaisonDoublons(db: Db) {
  return async function comparer(
    utilisateur: UtilisateurSession,
    nbBatiments: number,
    saisie: ComparaisonDoublons,
  ): Promise<DoublonPotentiel[]> {
    let idCoproprieteExclue: number | null = null;
    if (saisie.idDeclaration != null) {
      const proprietaire = await creerDoublonsRepository(db).auteurDeLaDeclaration(saisie.idDeclaration);
      if (
        proprietaire === null ||
        utilisateur.idTeledeclarant === null ||
        proprietaire.idTeledeclarant !== utilisateur.idTeledeclarant
      ) {
        throw new ErreurMetier('introuvable', MESSAGE_DECLARATION_INTROUVABLE);
      }
      idCoproprieteExclue = proprietaire.idCopropriete;
    }
    return rechercherDoublons(
      db,
      coproprieteCompareeDeLIdentification(saisie.identification, nbBatiments),
      idCoproprieteExclue,
    );
  };
}
