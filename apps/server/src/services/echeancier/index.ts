import type { Db } from '../../db/connexion.js';
import { creerFluxIcs } from './flux-ics.js';
import { creerLectureEcheancier } from './lire-echeancier.js';

/** Échéancier des obligations (issue 11 §6, ADR 0340) et son flux iCalendar privé (ADR 0341). */
export function creerServiceEcheancier(db: Db, options: { urlPublique: string; horloge?: () => Date }) {
  const horloge = options.horloge ?? (() => new Date());
  return {
    lire: creerLectureEcheancier(db, horloge),
    flux: creerFluxIcs(db, { urlPublique: options.urlPublique, horloge }),
  };
}
