import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { document, echangeDemande } from '../db/schema/index.js';

/**
 * Questions ouvertes d'un établissement (ADR 0230) : `id_copropriete`, `le` et `message` de la dernière demande de
 * précisions de chaque copropriété dans un des `etats` dont la dernière déclaration de demande est de l'établissement
 * et dont le dernier message du fil est une question. Parcourt les déclarations en cours de l'établissement par l'index
 * de leurs auteurs, puis le fil de chacune par son index. Lue par l'accueil du déclarant et par l'échéancier (ADR 0340).
 */
export function questionsOuvertesDeLEtablissement(idTeledeclarant: number, etats: readonly string[]): SQL {
  return sql`SELECT c.id AS id_copropriete, q.le, q.message
    FROM declaration d
    JOIN copropriete c ON c.id = d.id_copropriete
    JOIN LATERAL (
      SELECT nature, le, message FROM echange_demande
      WHERE id_copropriete = c.id ORDER BY le DESC, id DESC LIMIT 1
    ) q ON q.nature = 'DEMANDE_PRECISIONS'
    WHERE d.id_teledeclarant = ${idTeledeclarant}
      AND d.statut IN ('BROUILLON', 'A_VALIDER')
      AND (d.type_maj IS NULL OR d.type_maj IN ('INITIALE', 'OFFICE', 'MODIF_DEMANDE'))
      AND c.etat IN (${sql.join(
        etats.map((e) => sql`${e}`),
        sql`, `,
      )})
      AND NOT EXISTS (
        SELECT 1 FROM declaration d2
        WHERE d2.id_copropriete = c.id AND d2.id > d.id
          AND d2.statut IN ('BROUILLON', 'A_VALIDER', 'IMMATRICULATION')
          AND (d2.type_maj IS NULL OR d2.type_maj IN ('INITIALE', 'OFFICE', 'MODIF_DEMANDE'))
      )`;
}

/** Fil des échanges d'une demande (ADR 0193) : messages datés et PDF joints (table `document`). */

export type NatureEchangeLigne = 'DEMANDE_PRECISIONS' | 'REPONSE';
export type CoteEchange = 'TENEUR' | 'DECLARANT';

export interface EchangeLu {
  id: number;
  nature: NatureEchangeLigne;
  cote: CoteEchange;
  nomAuteur: string;
  le: Date;
  message: string;
  piece: { id: number; nom: string; taille: number; sha256: string } | null;
}

export interface NouvelEchange {
  idCopropriete: number;
  idDeclaration: number | null;
  nature: NatureEchangeLigne;
  cote: CoteEchange;
  message: string;
  idCompteAuteur: number;
  nomAuteur: string;
  le: Date;
  idDocument: number | null;
}

export function creerEchangesRepository(db: Executeur) {
  return {
    async ajouter(e: NouvelEchange): Promise<number> {
      const [ligne] = await db.insert(echangeDemande).values(e).returning({ id: echangeDemande.id });
      return ligne!.id;
    },

    /** Messages du fil, du plus ancien au plus récent, avec la description de leur pièce jointe. */
    async fil(idCopropriete: number): Promise<EchangeLu[]> {
      const lignes = await db
        .select({
          id: echangeDemande.id,
          nature: echangeDemande.nature,
          cote: echangeDemande.cote,
          nomAuteur: echangeDemande.nomAuteur,
          le: echangeDemande.le,
          message: echangeDemande.message,
          idPiece: document.id,
          nomPiece: document.nom,
          taillePiece: document.taille,
          sha256Piece: document.sha256,
        })
        .from(echangeDemande)
        .leftJoin(document, eq(document.id, echangeDemande.idDocument))
        .where(eq(echangeDemande.idCopropriete, idCopropriete))
        .orderBy(asc(echangeDemande.le), asc(echangeDemande.id));
      return lignes.map((l) => ({
        id: l.id,
        nature: l.nature as NatureEchangeLigne,
        cote: l.cote as CoteEchange,
        nomAuteur: l.nomAuteur,
        le: l.le,
        message: l.message,
        piece:
          l.idPiece === null
            ? null
            : {
                id: l.idPiece,
                nom: l.nomPiece ?? '',
                taille: l.taillePiece ?? 0,
                sha256: l.sha256Piece ?? '',
              },
      }));
    },

    /** Nombre de messages et dernière nature (une demande de précisions sans réponse est une question ouverte). */
    async resume(idCopropriete: number): Promise<{ nombre: number; derniere: NatureEchangeLigne | null }> {
      const [total] = await db
        .select({ n: count() })
        .from(echangeDemande)
        .where(eq(echangeDemande.idCopropriete, idCopropriete));
      const [derniere] = await db
        .select({ nature: echangeDemande.nature })
        .from(echangeDemande)
        .where(eq(echangeDemande.idCopropriete, idCopropriete))
        .orderBy(sql`${echangeDemande.le} DESC, ${echangeDemande.id} DESC`)
        .limit(1);
      return {
        nombre: total?.n ?? 0,
        derniere: (derniere?.nature as NatureEchangeLigne | undefined) ?? null,
      };
    },

    /**
     * Établissement déclarant de la demande d'immatriculation de la copropriété (sa dernière déclaration de
     * demande, en brouillon, en attente ou validée), et l'état et le nom de la copropriété ; `null` si elle n'existe pas.
     */
    async demandeur(idCopropriete: number): Promise<{
      idTeledeclarant: number | null;
      etat: string;
      nom: string | null;
      idDeclaration: number | null;
    } | null> {
      const r = await db.execute<{
        id_teledeclarant: number | null;
        etat: string;
        nom: string | null;
        id_declaration: number | null;
      }>(
        sql`SELECT c.etat, c.nom, d.id AS id_declaration, d.id_teledeclarant
            FROM copropriete c
            LEFT JOIN LATERAL (
              SELECT id, id_teledeclarant FROM declaration
              WHERE id_copropriete = c.id AND statut IN ('BROUILLON', 'A_VALIDER', 'IMMATRICULATION')
                AND (type_maj IS NULL OR type_maj IN ('INITIALE', 'OFFICE', 'MODIF_DEMANDE'))
              ORDER BY id DESC LIMIT 1
            ) d ON TRUE
            WHERE c.id = ${idCopropriete}`,
      );
      const l = r.rows[0];
      return l
        ? { idTeledeclarant: l.id_teledeclarant, etat: l.etat, nom: l.nom, idDeclaration: l.id_declaration }
        : null;
    },

    /**
     * Questions ouvertes de l'établissement (ADR 0230) : copropriétés dans un des `etats` dont la dernière
     * déclaration de demande est de l'établissement (comme `demandeur`) et dont le dernier message du fil est une
     * demande de précisions ; les plus anciennes d'abord, `limite` au plus, avec leur nombre total. Parcourt les
     * déclarations en cours de l'établissement par l'index de leurs auteurs, puis le fil de chacune par son index.
     */
    async questionsOuvertes(
      idTeledeclarant: number,
      etats: readonly string[],
      limite: number,
    ): Promise<{
      total: number;
      questions: {
        idCopropriete: number;
        nom: string | null;
        adresseReference: string | null;
        le: Date;
        message: string;
      }[];
    }> {
      const r = await db.execute<{
        id_copropriete: number;
        nom: string | null;
        adresse_reference: string | null;
        le: Date | string;
        message: string;
        total: number;
      }>(
        sql`SELECT c.id AS id_copropriete, c.nom, c.adresse_reference, q.le, q.message,
                   count(*) OVER ()::int AS total
            FROM (${questionsOuvertesDeLEtablissement(idTeledeclarant, etats)}) q
            JOIN copropriete c ON c.id = q.id_copropriete
            ORDER BY q.le ASC, c.id ASC
            LIMIT ${limite}`,
      );
      return {
        total: r.rows[0]?.total ?? 0,
        questions: r.rows.map((l) => ({
          idCopropriete: l.id_copropriete,
          nom: l.nom,
          adresseReference: l.adresse_reference,
          le: new Date(l.le),
          message: l.message,
        })),
      };
    },

    /** PDF joint à un message de ce fil (la pièce d'un autre fil n'est pas rendue). */
    async piece(idCopropriete: number, idDocument: number) {
      const [ligne] = await db
        .select({ nom: document.nom, contenu: document.contenu })
        .from(echangeDemande)
        .innerJoin(document, eq(document.id, echangeDemande.idDocument))
        .where(
          and(eq(echangeDemande.idCopropriete, idCopropriete), eq(echangeDemande.idDocument, idDocument)),
        )
        .limit(1);
      return ligne ?? null;
    },
  };
}
