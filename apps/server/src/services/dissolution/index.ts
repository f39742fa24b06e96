import type { Db } from '../../db/connexion.js';
import type { Horloge } from '../validation/commun.js';
import { creerDeclarationDissolution } from './declarer.js';
import { creerGuichetDissolution } from './guichet.js';

/** Dissolution d'une copropriété : déclaration, guichet du teneur (issue 11 §5, §2 ; ADR 0320). */
export function creerServiceDissolution(db: Db, dependances: { urlPublique: string; maintenant?: Horloge }) {
  const horloge = dependances.maintenant ?? (() => new Date());
  return {
    ...creerDeclarationDissolution(db, dependances, horloge),
    validation: creerGuichetDissolution(db, dependances, horloge),
  };
}
