import type { Db } from '../../db/connexion.js';
import type { Horloge } from '../validation/commun.js';
import { creerControleRattachement } from './controle.js';
import { creerDemandeRattachement } from './demander.js';
import { creerDecisionRattachement } from './guichet-decision.js';
import { creerLectureRattachement } from './guichet-lecture.js';
import { creerVerrouRattachement } from './guichet-verrou.js';
import { creerModificationRattachement } from './modifier.js';

/** Rattachement d'une copropriété immatriculée et contestation (issue 11 §1, ADR 0300). */
export function creerServiceRattachement(db: Db, dependances: { urlPublique: string; maintenant?: Horloge }) {
  const horloge = dependances.maintenant ?? (() => new Date());
  return {
    ...creerControleRattachement(db),
    deposer: creerDemandeRattachement(db, dependances),
    modifier: creerModificationRattachement(db),
    /** Au guichet du teneur (ADR 0301). */
    validation: {
      ...creerVerrouRattachement(db, horloge),
      ...creerLectureRattachement(db, horloge),
      ...creerDecisionRattachement(db, dependances, horloge),
    },
  };
}
