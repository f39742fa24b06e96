import type { Executeur } from '../../repositories/journal.repository.js';
import { creerLectureEcheancier } from './lire-echeancier.js';

/** Échéancier des obligations (issue 11 §6, ADR 0340). */
export function creerServiceEcheancier(db: Executeur, horloge: () => Date = () => new Date()) {
  return {
    lire: creerLectureEcheancier(db, horloge),
  };
}
