import { desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { courriel, document, lettre } from '../db/schema/index.js';
import type { Executeur } from './journal.repository.js';

export type LigneCourrielDev = typeof courriel.$inferSelect & { nomPieceJointe: string | null };
export type LigneLettreDev = typeof lettre.$inferSelect & { nomDocument: string };

export interface PageDev {
  page: number;
  taille: number;
  /** Filtre « contient » (insensible à la casse) sur le destinataire. */
  destinataire?: string | undefined;
}

/** Motif `ILIKE` qui cherche le texte tel quel (les jokers `%` et `_` saisis sont neutralisés). */
function motifContient(texte: string): string {
  return `%${texte.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Lecture de la boîte d'envoi et des lettres postales pour la boîte de réception de développement
 * (hors production seulement, ADR 0072).
 */
export function creerBoiteDeReceptionRepository(executeur: Executeur) {
  return {
    /** Courriels du plus récent au plus ancien. */
    async listerCourriels(p: PageDev): Promise<{ lignes: LigneCourrielDev[]; total: number }> {
      const filtre = p.destinataire ? ilike(courriel.destinataire, motifContient(p.destinataire)) : undefined;
      const lignes = await executeur
        .select({ ...getTableColumns(courriel), nomPieceJointe: document.nom })
        .from(courriel)
        .leftJoin(document, eq(document.id, courriel.idDocumentPieceJointe))
        .where(filtre)
        .orderBy(desc(courriel.dateCreation), desc(courriel.id))
        .limit(p.taille)
        .offset((p.page - 1) * p.taille);
      const [compte] = await executeur
        .select({ total: sql<number>`count(*)::int` })
        .from(courriel)
        .where(filtre);
      return { lignes, total: compte?.total ?? 0 };
    },

    async lireCourriel(id: number): Promise<LigneCourrielDev | null> {
      const [ligne] = await executeur
        .select({ ...getTableColumns(courriel), nomPieceJointe: document.nom })
        .from(courriel)
        .leftJoin(document, eq(document.id, courriel.idDocumentPieceJointe))
        .where(eq(courriel.id, id));
      return ligne ?? null;
    },

    /** Lettres postales de la plus récente à la plus ancienne. */
    async listerLettres(p: PageDev): Promise<{ lignes: LigneLettreDev[]; total: number }> {
      let filtre: SQL | undefined;
      if (p.destinataire) {
        const motif = motifContient(p.destinataire);
        filtre = or(
          ...[
            lettre.adresseLigne1,
            lettre.adresseLigne2,
            lettre.adresseLigne3,
            lettre.adresseLigne4,
            lettre.adresseLigne5,
            lettre.adresseLigne6,
            lettre.adresseLigne7,
          ].map((colonne) => ilike(colonne, motif)),
        );
      }
      const lignes = await executeur
        .select({ ...getTableColumns(lettre), nomDocument: document.nom })
        .from(lettre)
        .innerJoin(document, eq(document.id, lettre.idDocument))
        .where(filtre)
        .orderBy(desc(lettre.dateCreation), desc(lettre.id))
        .limit(p.taille)
        .offset((p.page - 1) * p.taille);
      const [compte] = await executeur
        .select({ total: sql<number>`count(*)::int` })
        .from(lettre)
        .where(filtre);
      return { lignes, total: compte?.total ?? 0 };
    },

    /**
     * PDF joint à un courriel ou d'une lettre postale ; `null` pour tout autre document (justificatifs
     * déposés…), que la boîte de réception n'a pas à exposer.
     */
    async documentDUnEnvoi(id: number): Promise<{ nom: string; typeMime: string; contenu: Buffer } | null> {
      const [ligne] = await executeur
        .select({ nom: document.nom, typeMime: document.typeMime, contenu: document.contenu })
        .from(document)
        .where(
          sql`${document.id} = ${id} AND (
            EXISTS (SELECT 1 FROM ${courriel} WHERE ${courriel.idDocumentPieceJointe} = ${document.id})
            OR EXISTS (SELECT 1 FROM ${lettre} WHERE ${lettre.idDocument} = ${document.id}))`,
        );
      return ligne ?? null;
    },
  };
}
