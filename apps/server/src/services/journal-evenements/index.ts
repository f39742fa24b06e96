import type { CriteresRechercheJournal } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { rechercherEvenements } from './rechercher-evenements.js';
import { referentielsJournal } from './referentiels-journal.js';

/** Journal des événements, côté teneur : listes des filtres et recherche (spec 2 §7.9). */
export function creerServiceJournalEvenements(db: Db) {
  return {
    ...referentielsJournal,
    rechercher: (criteres: CriteresRechercheJournal) => rechercherEvenements(db, criteres),
  };
}
