import type { Db } from '../../db/connexion.js';
import { creerAnnulationSuccesseur } from './annuler.js';
import { creerDeclarationsAValider } from './declarations-a-valider.js';
import { creerDeclarationSuccesseur } from './declarer.js';
import { creerLecturesSuccession } from './lectures.js';
import { creerValidationSuccesseur } from './valider.js';

/** Successeurs (issue 11 §4, ADR 0330). */
export function creerServiceSuccesseurs(
  db: Db,
  dependances: { urlPublique: string; maintenant?: () => Date },
) {
  const horloge = dependances.maintenant ?? (() => new Date());
  return {
    ...creerDeclarationSuccesseur(db, dependances),
    valider: creerValidationSuccesseur(db, dependances),
    declarationsAValider: creerDeclarationsAValider(db, horloge),
    annuler: creerAnnulationSuccesseur(db),
    ...creerLecturesSuccession(db, horloge),
  };
}
