import type { Db } from '../../db/connexion.js';
import { creerControleRattachement } from './controle.js';
import { creerDemandeRattachement } from './demander.js';
import { creerModificationRattachement } from './modifier.js';

/** Rattachement d'une copropriété immatriculée et contestation (issue 11 §1, ADR 0300). */
export function creerServiceRattachement(db: Db, dependances: { urlPublique: string }) {
  return {
    ...creerControleRattachement(db),
    deposer: creerDemandeRattachement(db, dependances),
    modifier: creerModificationRattachement(db),
  };
}
