import {
  analyserTexteRecherche,
  type Commune,
  type CommuneAbsorbee,
  LIMITE_RECHERCHE_COMMUNES,
} from '@registre/domain';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { commune, communeAbsorbee } from '../db/schema/index.js';

/** Colonnes d'une commune, avec ses codes postaux (base officielle des codes postaux), triés. */
const colonnesCommune = {
  codeInsee: commune.codeInsee,
  nom: commune.nom,
  type: commune.type,
  codeDepartement: commune.codeDepartement,
  codeRegion: commune.codeRegion,
  codeCommuneParente: commune.codeCommuneParente,
  codesPostaux: sql<string[]>`coalesce((
    select array_agg(distinct cp.code_postal order by cp.code_postal)
    from code_postal cp where cp.code_insee = "commune"."code_insee"
  ), '{}')`,
};

/**
 * Lecture des communes du référentiel (spec 2 §7.5) : par nom (index trigramme sur le nom sans accents), par
 * département, par code INSEE, et les communes absorbées d'une commune.
 */
export function creerCommunesRepository(db: Executeur) {
  const chercher = (filtres: (SQL | undefined)[], limite?: number) => {
    const requete = db
      .select(colonnesCommune)
      .from(commune)
      .where(and(...filtres))
      .orderBy(desc(sql`coalesce(${commune.population}, 0)`), asc(commune.nom));
    return limite ? requete.limit(limite) : requete;
  };
  const filtreNom = (terme: string): SQL | undefined => {
    const motif = analyserTexteRecherche(terme);
    return motif ? ilike(commune.nomRecherche, motif.motifIlike) : sql`false`;
  };
  return {
    /** Communes dont le nom correspond au texte, les plus peuplées d'abord. */
    async parLibelle(terme: string): Promise<Commune[]> {
      return chercher([filtreNom(terme)], LIMITE_RECHERCHE_COMMUNES);
    },
    /** Communes d'un département dont le nom correspond au texte, les plus peuplées d'abord. */
    async parDepartementEtTerme(departement: string, terme: string): Promise<Commune[]> {
      return chercher(
        [eq(commune.codeDepartement, departement), filtreNom(terme)],
        LIMITE_RECHERCHE_COMMUNES,
      );
    },
    /** Toutes les communes d'un département, par nom. */
    async parDepartement(departement: string): Promise<Commune[]> {
      return (
        db
          .select(colonnesCommune)
          .from(commune)
          .where(eq(commune.codeDepartement, departement))
          // Ordre alphabétique sans accents ni casse, indépendant de la collation de la base.
          .orderBy(sql`${commune.nomRecherche} collate "C"`, asc(commune.codeInsee))
      );
    },
    async parCodeInsee(codeInsee: string): Promise<Commune | null> {
      const [trouvee] = await db
        .select(colonnesCommune)
        .from(commune)
        .where(eq(commune.codeInsee, codeInsee));
      return trouvee ?? null;
    },
    /** Communes déléguées et associées d'une commune, par nom, avec leur préfixe cadastral. */
    async absorbees(codeInsee: string): Promise<CommuneAbsorbee[]> {
      const lignes = await db
        .select({
          code: communeAbsorbee.code,
          nom: communeAbsorbee.nom,
          type: communeAbsorbee.type,
          codeCommune: communeAbsorbee.codeCommune,
        })
        .from(communeAbsorbee)
        .where(eq(communeAbsorbee.codeCommune, codeInsee))
        .orderBy(asc(communeAbsorbee.nom), asc(communeAbsorbee.type));
      // La commune déléguée chef-lieu garde les parcelles de préfixe 000 ; les autres, leur ancien code.
      return lignes.map((l) => ({ ...l, prefixeCadastral: l.code === codeInsee ? '000' : l.code.slice(2) }));
    },
  };
}
