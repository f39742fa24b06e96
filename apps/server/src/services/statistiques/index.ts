import type { RequeteTerritoire } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerTerritoiresRepository } from '../../repositories/territoires.repository.js';
import type { ActeurJournal } from '../journal.js';
import { creerConsultationStatistiques } from './consulter-statistiques.js';
import { telechargerRapportStatistiques } from './rapport-statistiques.js';
import { regenererStatistiques } from './regenerer-statistiques.js';
import { creerSeriesImmatriculations } from './series-immatriculations.js';
import { creerStatistiquesPubliques } from './statistiques-publiques.js';

/** Statistiques publiques du registre (ADR 0250 à 0252). L'horloge est lue ici, une fois par appel. */
export function creerServiceStatistiques(db: Db) {
  return {
    consultation: creerConsultationStatistiques(db),
    territoires: creerTerritoiresRepository(db),
    series: creerSeriesImmatriculations(db),
    /** Réponses de l'API publique ouverte v1 (ADR 0290). */
    publiques: creerStatistiquesPubliques(db),
    rapport: (requete: RequeteTerritoire, acteur: ActeurJournal | null, maintenant: Date = new Date()) =>
      telechargerRapportStatistiques(db, requete, acteur, maintenant),
    regenerer: (maintenant: Date = new Date(), options: { force?: boolean } = {}) =>
      regenererStatistiques(db, maintenant, options),
  };
}
