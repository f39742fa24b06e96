import { z } from 'zod';
import { Identifiant } from '../commun/identifiant.js';
import { paginationParAdresse } from '../commun/pagination.schema.js';

/**
 * Courriers postaux du teneur (issue 9 §7, ADR 0235) : les lettres d'activation attendent d'être remises à
 * l'imprimeur ; le teneur en prépare un lot (un PDF, une lettre par page ou plus), le télécharge, puis le
 * déclare envoyé. Seules les lettres du lot sont alors marquées envoyées.
 */

/** Lettres au plus dans un lot : un PDF que l'imprimeur reçoit d'un bloc et que le serveur assemble en mémoire. */
export const TAILLE_MAX_LOT_LETTRES = 500;

/** Lignes par page des listes de lettres et de lots. */
export const TAILLE_PAGE_LETTRES = 20;
export const TAILLE_PAGE_LETTRES_MAX = 100;

/** Pagination des listes du teneur (`?page=1&taille=20`). */
export const PaginationLettres = paginationParAdresse(TAILLE_PAGE_LETTRES, TAILLE_PAGE_LETTRES_MAX);
export type PaginationLettres = z.infer<typeof PaginationLettres>;

/** Lettre qui attend d'être remise à l'imprimeur. */
export const LettreAEnvoyer = z.object({
  id: Identifiant,
  objet: z.string(),
  /** Lignes d'adresse non vides, dans l'ordre (norme postale). */
  adresse: z.array(z.string()),
  idTeledeclarant: Identifiant.nullable(),
  raisonSociale: z.string().nullable(),
  dateCreation: z.iso.datetime(),
  /** Jour « aaaa-mm-jj » avant lequel la lettre doit partir. */
  dateEnvoiPrevue: z.iso.date(),
  /** Lot déjà préparé qui la contient, ou `null`. */
  idLot: Identifiant.nullable(),
});
export type LettreAEnvoyer = z.infer<typeof LettreAEnvoyer>;

export const PageLettresAEnvoyer = z.object({
  lettres: z.array(LettreAEnvoyer),
  total: z.number().int().min(0),
  /** Lettres qui ne sont encore dans aucun lot : le prochain lot en prendra au plus `TAILLE_MAX_LOT_LETTRES`. */
  horsLot: z.number().int().min(0),
});
export type PageLettresAEnvoyer = z.infer<typeof PageLettresAEnvoyer>;

/** Lot de lettres préparé pour l'imprimeur. */
export const LotLettres = z.object({
  id: Identifiant,
  dateCreation: z.iso.datetime(),
  nomAuteur: z.string(),
  /** Lettres mises dans le lot à sa préparation. */
  nbLettres: z.number().int().min(0),
  /** Lettres du lot qui attendent encore (ni envoyées, ni annulées par un nouveau code). */
  nbAEnvoyer: z.number().int().min(0),
  /** Lettres du lot annulées depuis (code régénéré, télédéclarant activé ou supprimé) : absentes du PDF. */
  nbAnnulees: z.number().int().min(0),
  /** Instant où le teneur a déclaré le lot envoyé, ou `null`. */
  dateEnvoi: z.iso.datetime().nullable(),
  nomAuteurEnvoi: z.string().nullable(),
});
export type LotLettres = z.infer<typeof LotLettres>;

export const PageLotsLettres = z.object({
  lots: z.array(LotLettres),
  total: z.number().int().min(0),
});
export type PageLotsLettres = z.infer<typeof PageLotsLettres>;

/** Réponse de « déclarer le lot envoyé » : rejouable, une lettre n'est jamais marquée deux fois. */
export const EnvoiLotLettres = z.object({
  lot: LotLettres,
  /** Lettres marquées envoyées par cet appel (0 quand le lot l'était déjà). */
  nbMarquees: z.number().int().min(0),
  dejaEnvoye: z.boolean(),
});
export type EnvoiLotLettres = z.infer<typeof EnvoiLotLettres>;

/** Nom du fichier PDF d'un lot. */
export function nomFichierLot(idLot: number): string {
  return `lot-lettres-${idLot}.pdf`;
}
