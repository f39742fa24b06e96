import {
  type DetailReclamation,
  ErreurMetier,
  type EvenementReclamation,
  type LigneReclamation,
  machineReclamation,
  type PageReclamations,
  type RechercheReclamations,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import {
  creerReclamationRepository,
  type LigneReclamationLue,
  type ReclamationLue,
} from '../../repositories/reclamation.repository.js';

export const MESSAGE_RECLAMATION_INTROUVABLE = "Cette réclamation n'existe pas.";

function versLigne(l: LigneReclamationLue): LigneReclamation {
  return {
    ...l,
    typeDemandeur: l.typeDemandeur as LigneReclamation['typeDemandeur'],
    typeReclamation: l.typeReclamation as LigneReclamation['typeReclamation'],
    dateCreation: l.dateCreation.toISOString(),
  };
}

export function versDetail(r: ReclamationLue): DetailReclamation {
  const { nomPiece, taillePiece, ...reste } = r;
  return {
    ...reste,
    ...versLigne(r),
    precision: r.precision as DetailReclamation['precision'],
    pieceJointe: nomPiece === null ? null : { nom: nomPiece, taille: taillePiece ?? 0 },
    dateTraitement: r.dateTraitement?.toISOString() ?? null,
    actions: machineReclamation.evenementsPossibles(r.statut, 'teneur') as EvenementReclamation[],
  };
}

/** Liste du teneur (ADR 0296) : pages SQL, les plus récentes d'abord, filtre facultatif par statut. */
export async function listerReclamations(db: Db, criteres: RechercheReclamations): Promise<PageReclamations> {
  const { lignes, total } = await creerReclamationRepository(db).rechercher({
    statut: criteres.statut ?? null,
    page: criteres.page,
    taille: criteres.taille,
  });
  return { reclamations: lignes.map(versLigne), totalItems: total };
}

export async function lireReclamation(db: Db, id: number): Promise<DetailReclamation> {
  const lue = await creerReclamationRepository(db).lire(id);
  if (!lue) throw new ErreurMetier('introuvable', MESSAGE_RECLAMATION_INTROUVABLE);
  return versDetail(lue);
}

/** Pièce justificative d'une réclamation (404 sans réclamation ou sans pièce). */
export async function pieceReclamation(db: Db, id: number): Promise<{ nom: string; contenu: Buffer }> {
  const piece = await creerReclamationRepository(db).piece(id);
  if (!piece) throw new ErreurMetier('introuvable', "Cette réclamation n'a pas de pièce justificative.");
  return piece;
}
