import { verrouTient } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerDissolutionRepository } from '../../repositories/dissolution.repository.js';
import { creerRattachementRepository } from '../../repositories/rattachement.repository.js';
import { creerValidationRepository } from '../../repositories/validation.repository.js';
import { libererDissolutionAbandonnee } from '../dissolution/guichet.js';
import { typeDemandeRattachement } from '../rattachement/guichet-commun.js';
import { libererMandatAbandonne } from '../rattachement/guichet-verrou.js';
import { libererVerrouAbandonne } from './verrou.js';

/** Demandes rendues au guichet par passage et par source, au plus. */
const LOT_LIBERATION = 200;

/** Demandes rendues au guichet par un passage, par source (ADR 0191, 0304). */
export interface VerrousLiberes {
  immatriculations: number;
  rattachements: number;
  dissolutions: number;
}

/**
 * Traitement de fond (ADR 0191, 0304) : rend au guichet les demandes restées « en cours de validation » derrière
 * un verrou qui ne tient plus (inactivité, compte du détenteur supprimé), pour les trois sources du guichet :
 * immatriculations (copropriété), rattachements et contestations (mandat demandé), dissolutions (copropriété).
 * Une transaction par demande, sous verrou de ligne de la copropriété, avec relecture : un teneur qui ouvre la
 * demande au même moment passe avant ou après, jamais en même temps. Transitions du domaine, journal
 * `LIBERATION_VERROU` sans auteur (acteur « système »).
 */
export async function libererVerrousAbandonnes(
  db: Db,
  maintenant: Date = new Date(),
): Promise<VerrousLiberes> {
  const repo = creerValidationRepository(db);
  const resultat: VerrousLiberes = { immatriculations: 0, rattachements: 0, dissolutions: 0 };

  for (const id of await repo.verrousAbandonnes(maintenant, LOT_LIBERATION)) {
    resultat.immatriculations += await db.transaction(async (tx) => {
      const repoTx = creerValidationRepository(tx);
      if (!(await repoTx.verrouillerCopropriete(id))) return 0;
      const demande = await repoTx.demandeDeLaCopropriete(id);
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

  for (const idMandat of await repo.mandatsAVerrouAbandonne(maintenant, LOT_LIBERATION)) {
    resultat.rattachements += await db.transaction(async (tx) => {
      const demande = await creerRattachementRepository(tx).demandeDuMandat(idMandat, {
        pourMiseAJour: true,
      });
      // Le mandat d'une immatriculation passe aussi « en cours de validation », mais sous le verrou de la
      // copropriété : seul un rattachement ou une contestation (verrou MANDAT) est rendu ici.
      if (
        demande === null ||
        demande.statutMandat !== 'VALIDATION_EN_COURS' ||
        typeDemandeRattachement(demande) === null ||
        verrouTient(demande.verrou, maintenant)
      ) {
        return 0;
      }
      await libererMandatAbandonne(tx, demande);
      return 1;
    });
  }

  for (const id of await repo.dissolutionsAVerrouAbandonne(maintenant, LOT_LIBERATION)) {
    resultat.dissolutions += await db.transaction(async (tx) => {
      const copro = await creerDissolutionRepository(tx).copropriete(id, { pourMiseAJour: true });
      if (
        copro === null ||
        copro.etat !== 'DISSOLUTION_EN_COURS_DE_VALIDATION' ||
        verrouTient(copro.verrou, maintenant)
      ) {
        return 0;
      }
      await libererDissolutionAbandonnee(tx, copro);
      return 1;
    });
  }
  return resultat;
}
