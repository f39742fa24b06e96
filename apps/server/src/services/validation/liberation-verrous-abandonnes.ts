import { verrouTient } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { libererVerrouAbandonne } from './verrou.js';

/** Demandes rendues au guichet par passage, au plus. */
const LOT_LIBERATION = 200;

/**
 * Traitement de fond (ADR 0191) : rend au guichet les demandes restées « en cours de validation » derrière un
 * verrou qui ne tient plus (inactivité, compte du détenteur supprimé). Une transaction par demande, sous verrou
 * de ligne : un teneur qui ouvre la demande au même moment passe avant ou après, jamais en même temps. Journal
 * `LIBERATION_VERROU` sans auteur (acteur « système »). Renvoie le nombre de demandes libérées.
 */
export async function libererVerrousAbandonnes(db: Db, maintenant: Date = new Date()): Promise<number> {
  const ids = await creerValidationRepository(db).verrousAbandonnes(maintenant, LOT_LIBERATION);
  let liberees = 0;
  for (const id of ids) {
    liberees += await db.transaction(async (tx) => {
      const repo = creerValidationRepository(tx);
      if (!(await repo.verrouillerCopropriete(id))) return 0;
      const demande = await repo.demandeDeLaCopropriete(id);
      if (
        demande === null ||
        demande.etatCopropriete !== 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION' ||
        verrouTient(demande.verrou, maintenant)
      ) {
        return 0;
      }
      await libererVerrouAbandonne(tx, demande);
      return 1;
    });
  }
  return liberees;
}
