import type { CategorieFicheMemo } from '@registre/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { document, ficheMemo } from '../db/schema/index.js';
import { creerDocumentRepository, type NouveauDocument } from './document.repository.js';

/** Fiche mémo publiée, telle que la base la conserve. */
export interface LigneFicheMemo {
  nom: string;
  titre: string;
  description: string;
  taille: number;
}

/** Fiches mémo publiées : PDF dans `document`, rangés par catégorie de public (ADR 0262). */
export function creerFichesMemoRepository(db: Executeur) {
  return {
    /** Fiches d'une catégorie, dans l'ordre de lecture (index sur catégorie et ordre). */
    async lister(categorie: CategorieFicheMemo): Promise<LigneFicheMemo[]> {
      return db
        .select({
          nom: ficheMemo.nom,
          titre: ficheMemo.titre,
          description: ficheMemo.description,
          taille: document.taille,
        })
        .from(ficheMemo)
        .innerJoin(document, eq(document.id, ficheMemo.idDocument))
        .where(eq(ficheMemo.categorie, categorie))
        .orderBy(asc(ficheMemo.ordre), asc(ficheMemo.id));
    },

    /** Octets du PDF d'une fiche, par sa catégorie et son nom ; null si elle n'existe pas. */
    async lire(categorie: CategorieFicheMemo, nom: string): Promise<Buffer | null> {
      const [ligne] = await db
        .select({ contenu: document.contenu })
        .from(ficheMemo)
        .innerJoin(document, eq(document.id, ficheMemo.idDocument))
        .where(and(eq(ficheMemo.categorie, categorie), eq(ficheMemo.nom, nom)));
      return ligne ? Buffer.from(ligne.contenu) : null;
    },

    /** Publie une fiche (document et ligne dans la transaction de l'appelant) ; rien si elle existe déjà. */
    async publier(
      fiche: {
        categorie: CategorieFicheMemo;
        nom: string;
        titre: string;
        description: string;
        ordre: number;
      },
      pdf: NouveauDocument,
    ): Promise<boolean> {
      const [existe] = await db
        .select({ id: ficheMemo.id })
        .from(ficheMemo)
        .where(and(eq(ficheMemo.categorie, fiche.categorie), eq(ficheMemo.nom, fiche.nom)));
      if (existe) return false;
      const idDocument = await creerDocumentRepository(db).inserer(pdf);
      await db.insert(ficheMemo).values({ ...fiche, idDocument });
      return true;
    },
  };
}
