import type { StatutDeclaration, TypeMaj } from '@registre/domain';
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { declaration } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

/** Ordre des déclarations validées, comme `derniereValidee` : validation, à défaut dernière modification. */
const plusRecente = sql`coalesce(${declaration.dateValidation}, ${declaration.dateModification})`;

/**
 * Mises à jour d'une copropriété : quelle déclaration un brouillon de correction corrige
 * (`declaration.id_declaration_corrigee`, ADR 0171), les déclarations qui bornent la correction, et la dernière
 * annuelle validée qui reste après une suppression (ADR 0136).
 */
export function creerMisesAJourRepository(db: Executeur) {
  /** La plus récente des déclarations de la copropriété dans ces statuts (et de cette nature), et son instant. */
  async function plusRecenteDe(
    idCopropriete: number,
    statuts: readonly StatutDeclaration[],
    typeMaj?: TypeMaj,
  ): Promise<{ id: number; le: Date } | undefined> {
    const [ligne] = await db
      .select({ id: declaration.id, le: sql<Date>`${plusRecente}` })
      .from(declaration)
      .where(
        and(
          eq(declaration.idCopropriete, idCopropriete),
          inArray(declaration.statut, [...statuts]),
          typeMaj ? eq(declaration.typeMaj, typeMaj) : undefined,
        ),
      )
      .orderBy(desc(plusRecente), desc(declaration.id))
      .limit(1);
    return ligne;
  }

  return {
    /** Déclaration corrigée par cette déclaration ; `null` si elle n'est pas une correction. */
    async declarationCorrigee(id: number): Promise<number | null> {
      const [ligne] = await db
        .select({ id: declaration.idDeclarationCorrigee })
        .from(declaration)
        .where(eq(declaration.id, id))
        .limit(1);
      return ligne?.id ?? null;
    },

    /** Marque la déclaration (qui vient d'être créée) comme correction de `idCorrigee`, sans changer sa version. */
    async marquerCorrection(id: number, idCorrigee: number): Promise<void> {
      await db.update(declaration).set({ idDeclarationCorrigee: idCorrigee }).where(eq(declaration.id, id));
    },

    /** Brouillons de correction d'une copropriété. */
    async brouillonsDeCorrection(idCopropriete: number): Promise<Set<number>> {
      const lignes = await db
        .select({ id: declaration.id })
        .from(declaration)
        .where(
          and(
            eq(declaration.idCopropriete, idCopropriete),
            eq(declaration.statut, 'BROUILLON'),
            isNotNull(declaration.idDeclarationCorrigee),
          ),
        );
      return new Set(lignes.map((l) => l.id));
    },

    /**
     * Dernière déclaration annuelle encore corrigeable : la plus récente des mises à jour annuelles `COURANTE`
     * (une annuelle suivante l'aurait archivée).
     */
    async derniereAnnuelleCourante(idCopropriete: number): Promise<number | undefined> {
      return (await plusRecenteDe(idCopropriete, ['COURANTE'], 'ANNUELLE'))?.id;
    },

    /**
     * Déclaration d'où partait la dernière annuelle : la plus récente de celles qu'elle a archivées
     * (`AVANT_DECLARATION_ANNUELLE`) ; son exercice est l'exercice précédent de la correction (§5.5).
     */
    async derniereArchivee(idCopropriete: number): Promise<number | undefined> {
      return (await plusRecenteDe(idCopropriete, ['AVANT_DECLARATION_ANNUELLE']))?.id;
    },

    /**
     * Clôtures des exercices validés de la copropriété (immatriculation, déclaration courante, déclarations
     * archivées par une annuelle), sans `saufId` (l'annuelle qu'une correction remplace) : de quoi dater le
     * dernier changement de jour ou de mois de clôture (§5.5).
     */
    async cloturesValidees(idCopropriete: number, saufId: number | null): Promise<Date[]> {
      const lignes = await db
        .select({ cloture: declaration.dateClotureComptes })
        .from(declaration)
        .where(
          and(
            eq(declaration.idCopropriete, idCopropriete),
            inArray(declaration.statut, ['IMMATRICULATION', 'COURANTE', 'AVANT_DECLARATION_ANNUELLE']),
            isNotNull(declaration.dateClotureComptes),
            saufId === null ? undefined : ne(declaration.id, saufId),
          ),
        );
      return lignes.flatMap((l) => (l.cloture ? [l.cloture] : []));
    },

    /**
     * Instant de la dernière mise à jour annuelle validée qui reste (courante ou archivée par une annuelle
     * suivante) ; `undefined` s'il n'y en a plus.
     */
    async derniereAnnuelleValidee(idCopropriete: number): Promise<Date | undefined> {
      const ligne = await plusRecenteDe(
        idCopropriete,
        ['COURANTE', 'AVANT_DECLARATION_ANNUELLE'],
        'ANNUELLE',
      );
      return ligne ? new Date(ligne.le) : undefined;
    },
  };
}
