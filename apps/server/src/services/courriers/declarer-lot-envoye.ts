import { type EnvoiLotLettres, ErreurMetier } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerCourriersRepository } from '../../repositories/courriers.repository.js';
import { type ActeurJournal, journaliser } from '../journal.js';
import { versLotLettres } from './conversion.js';
import { MESSAGE_LOT_INTROUVABLE } from './pdf-lot.js';

/**
 * Déclare un lot remis à la poste (ADR 0235), en une transaction sous verrou de la ligne du lot : ses lettres
 * encore à envoyer deviennent `ENVOYEE` (pas celles d'un autre lot, ni celles annulées depuis), journal
 * `ENVOI_LOT_LETTRES`. Rejouer l'appel ne marque rien de plus et n'écrit rien au journal.
 */
export async function declarerLotEnvoye(
  db: Db,
  acteur: ActeurJournal,
  idLot: number,
  maintenant: Date,
): Promise<EnvoiLotLettres> {
  return db.transaction(async (tx) => {
    const repo = creerCourriersRepository(tx);
    const verrou = await repo.verrouillerLot(idLot);
    if (!verrou) throw new ErreurMetier('introuvable', MESSAGE_LOT_INTROUVABLE);
    let nbMarquees = 0;
    if (verrou.dateEnvoi === null) {
      nbMarquees = await repo.marquerEnvoye(idLot, acteur.idCompte, maintenant);
      await journaliser(tx, {
        acteur,
        typeEvenement: 'ENVOI_LOT_LETTRES',
        cible: { type: 'AUCUNE', libelle: `Lot de lettres n° ${idLot}` },
        detail: { idLot, nbLettres: nbMarquees },
      });
    }
    const lot = await repo.lot(idLot);
    if (!lot) throw new Error('Le lot de lettres verrouillé reste introuvable.');
    return { lot: versLotLettres(lot), nbMarquees, dejaEnvoye: verrou.dateEnvoi !== null };
  });
}
