import type { PaginationLettres } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import type { ActeurJournal } from '../journal.js';
import { declarerLotEnvoye } from './declarer-lot-envoye.js';
import { listerLettresAEnvoyer, listerLotsLettres } from './lister-courriers.js';
import { pdfLotLettres } from './pdf-lot.js';
import { preparerLotLettres } from './preparer-lot.js';

/** Courriers postaux du teneur (issue 9 §7, ADR 0235). L'horloge est lue ici. */
export function creerServiceCourriers(db: Db) {
  return {
    lettresAEnvoyer: (p: PaginationLettres) => listerLettresAEnvoyer(db, p),
    lots: (p: PaginationLettres) => listerLotsLettres(db, p),
    preparerLot: (acteur: ActeurJournal) => preparerLotLettres(db, acteur),
    pdfLot: (idLot: number) => pdfLotLettres(db, idLot),
    declarerEnvoye: (acteur: ActeurJournal, idLot: number, maintenant: Date = new Date()) =>
      declarerLotEnvoye(db, acteur, idLot, maintenant),
  };
}
