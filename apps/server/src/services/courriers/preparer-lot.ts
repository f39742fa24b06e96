import { ErreurMetier, type LotLettres, TAILLE_MAX_LOT_LETTRES } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerCourriersRepository } from '../../repositories/courriers.repository.js';
import type { ActeurJournal } from '../journal.js';
import { journaliser } from '../journal.js';
import { versLotLettres } from './conversion.js';

export const MESSAGE_AUCUNE_LETTRE_HORS_LOT =
  "Aucune lettre n'attend d'être mise dans un lot : toutes les lettres à envoyer sont déjà dans un lot.";

/**
 * Prépare un lot pour l'imprimeur (ADR 0235), en une transaction : les lettres à envoyer qui ne sont dans aucun
 * lot, les plus urgentes d'abord et `TAILLE_MAX_LOT_LETTRES` au plus, y sont rangées ; journal
 * `PREPARATION_LOT_LETTRES`. Deux préparations simultanées font deux lots disjoints.
 */
export async function preparerLotLettres(db: Db, acteur: ActeurJournal): Promise<LotLettres> {
  return db.transaction(async (tx) => {
    const repo = creerCourriersRepository(tx);
    const ids = await repo.prendreLettresHorsLot(TAILLE_MAX_LOT_LETTRES);
    if (ids.length === 0) throw new ErreurMetier('conflit', MESSAGE_AUCUNE_LETTRE_HORS_LOT);
    const idLot = await repo.creerLot(acteur.idCompte, ids);
    await journaliser(tx, {
      acteur,
      typeEvenement: 'PREPARATION_LOT_LETTRES',
      cible: { type: 'AUCUNE', libelle: `Lot de lettres n° ${idLot}` },
      detail: { idLot, nbLettres: ids.length },
    });
    const lot = await repo.lot(idLot);
    if (!lot) throw new Error("Le lot de lettres vient d'être créé et reste introuvable.");
    return versLotLettres(lot);
  });
}
