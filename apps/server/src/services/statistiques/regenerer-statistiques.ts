import { bornesConformite, etatsComptesParLesStatistiques, formaterDateIso } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerStatistiquesRepository } from '../../repositories/statistiques.repository.js';

/** Bilan d'un passage de la tâche. */
export type BilanRegeneration = 'regeneres' | 'a-jour' | 'deja-en-cours';

/**
 * Recalcule les agrégats des statistiques quand c'est nécessaire (ADR 0252) : jamais calculés, jour changé à
 * Paris (la conformité dépend de la date), ou événement du journal autre qu'un téléchargement arrivé depuis
 * le dernier calcul (tout changement d'état est journalisé). Une transaction : les lecteurs voient les
 * anciens agrégats jusqu'à la validation. `force` recalcule sans condition.
 */
export async function regenererStatistiques(
  db: Db,
  maintenant: Date,
  options: { force?: boolean } = {},
): Promise<BilanRegeneration> {
  return db.transaction(async (tx) => {
    const repo = creerStatistiquesRepository(tx);
    if (!(await repo.prendreVerrouRegeneration())) return 'deja-en-cours';
    const bornes = bornesConformite(maintenant);
    const etat = await repo.etatGeneration();
    let dernier: number;
    if (etat === null || options.force || etat.jour !== formaterDateIso(bornes.jour)) {
      dernier = await repo.dernierEvenement();
    } else {
      const nouveaux = await repo.evenementsDepuis(etat.dernierEvenement);
      if (!nouveaux.donneesChangees) {
        if (nouveaux.dernier > etat.dernierEvenement) await repo.avancerDernierEvenement(nouveaux.dernier);
        return 'a-jour';
      }
      dernier = nouveaux.dernier;
    }
    await repo.regenerer({
      etats: etatsComptesParLesStatistiques(),
      bornes,
      genereLe: maintenant,
      dernierEvenement: dernier,
    });
    return 'regeneres';
  });
}
