import {
  ErreurMetier,
  formaterNumeroImmatriculation,
  messagesFormats,
  type NomCoproprieteImmatriculee,
  normaliserNumeroImmatriculation,
} from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerAnnuaireRepository } from '../../repositories/annuaire.repository.js';

/**
 * Nom d'une copropriété par son numéro (`num-immat-nom/{numImmat}`) : seulement une copropriété que l'annuaire
 * montre au public (ADR 0240), pour ne rien révéler de plus que lui ; sinon 404 avec le message de spec 2 §8.
 */
export async function nomCopropriete(db: Db, saisi: string): Promise<NomCoproprieteImmatriculee> {
  const numero = normaliserNumeroImmatriculation(saisi);
  const fiche = numero
    ? await creerAnnuaireRepository(db).fiche({ numeroImmatriculation: numero })
    : undefined;
  if (!numero || !fiche) throw new ErreurMetier('introuvable', messagesFormats.numeroImmatriculationInconnu);
  return { numImmatriculation: formaterNumeroImmatriculation(numero), nom: fiche.nom };
}
