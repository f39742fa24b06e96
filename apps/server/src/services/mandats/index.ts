import type { Db } from '../../db/connexion.js';
import { creerDatesMandat } from './dates.js';
import { creerLecturesMandats } from './lectures.js';
import { creerRenouvellementMandat } from './renouveler.js';
import { creerRetraitRattachement } from './retirer.js';
import { creerSuppressionMandat } from './supprimer.js';

/** Opérations sur les mandats (issue 11 §3 ; ADR 0310). */
export function creerServiceMandats(db: Db, dependances: { urlPublique: string; maintenant?: () => Date }) {
  const horloge = dependances.maintenant ?? (() => new Date());
  const avecHorloge = { urlPublique: dependances.urlPublique, maintenant: horloge };
  return {
    ...creerLecturesMandats(db, horloge),
    ...creerDatesMandat(db, avecHorloge),
    renouveler: creerRenouvellementMandat(db, avecHorloge),
    retirerRattachement: creerRetraitRattachement(db, avecHorloge),
    supprimer: creerSuppressionMandat(db, avecHorloge),
  };
}
