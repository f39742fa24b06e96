import { type CategorieFicheMemo, ErreurMetier, type FicheMemoPubliee } from '@registre/domain';
import type { Db } from '../../db/connexion.js';
import { creerFichesMemoRepository } from '../../repositories/fiches-memo.repository.js';

/** Fiches mémo (spec 2 §7.10) : liste par public et téléchargement des PDF conservés en base (ADR 0262). */
export function creerServiceFichesMemo(db: Db) {
  const depot = creerFichesMemoRepository(db);
  return {
    async lister(categorie: CategorieFicheMemo): Promise<FicheMemoPubliee[]> {
      return depot.lister(categorie);
    },

    async telecharger(categorie: CategorieFicheMemo, nom: string): Promise<Buffer> {
      const pdf = await depot.lire(categorie, nom);
      if (!pdf) throw new ErreurMetier('introuvable', `La fiche mémo « ${nom} » n'existe pas.`);
      return pdf;
    },
  };
}
