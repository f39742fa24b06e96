import type { Db } from '../../db/connexion.js';
import type { Horloge } from '../validation/commun.js';
import { creerDeclarationDissolution } from './declarer.js';
import { creerGuichetDissolution } from './guichet.js';
import { creerSuppressionsTeneur } from './suppressions.js';

/** Dissolution d'une copropriété (déclaration, guichet du teneur) et suppressions par le teneur (ADR 0320, 0321). */
export function creerServiceDissolution(db: Db, dependances: { urlPublique: string; maintenant?: Horloge }) {
  const horloge = dependances.maintenant ?? (() => new Date());
  return {
    ...creerDeclarationDissolution(db, dependances, horloge),
    validation: creerGuichetDissolution(db, dependances, horloge),
    suppressions: creerSuppressionsTeneur(db),
  };
}
