import type { PageLettresAEnvoyer, PageLotsLettres, PaginationLettres } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerCourriersRepository } from '../../repositories/courriers.repository.js';
import { versLettreAEnvoyer, versLotLettres } from './conversion.js';

/** Lettres qui attendent l'imprimeur, les plus urgentes d'abord (pages SQL). */
export async function listerLettresAEnvoyer(db: Db, p: PaginationLettres): Promise<PageLettresAEnvoyer> {
  const repo = creerCourriersRepository(db);
  const [lettres, comptes] = await Promise.all([
    repo.lettresAEnvoyer((p.page - 1) * p.taille, p.taille),
    repo.compterAEnvoyer(),
  ]);
  return { lettres: lettres.map(versLettreAEnvoyer), total: comptes.total, horsLot: comptes.horsLot };
}

/** Lots préparés, du plus récent au plus ancien (pages SQL). */
export async function listerLotsLettres(db: Db, p: PaginationLettres): Promise<PageLotsLettres> {
  const { lots, total } = await creerCourriersRepository(db).lots((p.page - 1) * p.taille, p.taille);
  return { lots: lots.map(versLotLettres), total };
}
