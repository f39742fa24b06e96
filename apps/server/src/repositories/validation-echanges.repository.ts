import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { document, echangeDemande } from '../db/schema/index.js';

/**
 * Questions ouvertes d'un établissement (ADR 0230) : `id_copropriete`, `le` et `message` de la dernière demande de
 * précisions de chaque copropriété dans un des `etats` dont la dernière déclaration de demande est de l'établissement
 * et dont le dernier message du fil est une question. Parcourt les déclarations en cours de l'établissement par l'index
 * de leurs auteurs, puis le fil de chacune par son index. Lue par l'accueil du déclarant et par l'échéancier (ADR 0340).
 * Le fil d'une immatriculation est celui de la copropriété sans mandat (ceux des rattachements : ADR 0305).
 */
export function questionsOuvertesDeLEtablissement(idTeledeclarant: number, etats: readonly string[]): SQL {
  return sql`SELECT c.id AS id_copropriete, q.le, q.message
    FROM declaration d
    JOIN copropriete c ON c.id = d.id_copropriete
    JOIN LATERAL (
      SELECT nature, le, message FROM echange_demande
      WHERE id_copropriete = c.id AND id_mandat IS NULL ORDER BY le DESC, id DESC LIMIT 1
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

/**
 * Questions ouvertes des demandes de rattachement d'un établissement (ADR 0305) : `id_copropriete`, `id_mandat`, `le`
 * et `message` de la dernière question de chaque mandat demandé par l'établissement, encore au guichet (`A_VALIDER`
 * ou `VALIDATION_EN_COURS`, copropriété `…_RATTACHEMENT_A_CONFIRMER`), dont le dernier message est une question.
 * Parcourt les mandats de l'établissement par leur index (établissement, statut), puis le fil de chacun par le sien.
 */
function questionsOuvertesDesRattachements(idTeledeclarant: number): SQL {
  return sql`SELECT m.id_copropriete, m.id AS id_mandat, q.le, q.message
    FROM mandat m
    JOIN copropriete c ON c.id = m.id_copropriete
    JOIN LATERAL (
      SELECT nature, le, message FROM echange_demande
      WHERE id_mandat = m.id ORDER BY le DESC, id DESC LIMIT 1
    ) q ON q.nature = 'DEMANDE_PRECISIONS'
    WHERE m.id_teledeclarant = ${idTeledeclarant}
      AND m.statut IN ('A_VALIDER', 'VALIDATION_EN_COURS')
      AND c.etat = 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'`;
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
  /** Mandat demandé d'une demande de rattachement (ADR 0305) ; absent pour une immatriculation. */
  idMandat?: number | null;
  nature: NatureEchangeLigne;
  cote: CoteEchange;
  message: string;
  idCompteAuteur: number;
  nomAuteur: string;
  le: Date;
  idDocument: number | null;
}

export function creerEchangesRepository(db: Executeur) {
  async function lireFil(condition: SQL | undefined): Promise<EchangeLu[]> {
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
      .where(condition)
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
  }

  async function lirePiece(fil: SQL | undefined, idDocument: number) {
    const [ligne] = await db
      .select({ nom: document.nom, contenu: document.contenu })
      .from(echangeDemande)
      .innerJoin(document, eq(document.id, echangeDemande.idDocument))
      .where(and(fil, eq(echangeDemande.idDocument, idDocument)))
      .limit(1);
    return ligne ?? null;
  }

  return {
    async ajouter(e: NouvelEchange): Promise<number> {
      const [ligne] = await db.insert(echangeDemande).values(e).returning({ id: echangeDemande.id });
      return ligne!.id;
    },

    /**
     * Messages du fil de l'immatriculation de la copropriété (sans mandat), du plus ancien au plus récent, avec la
     * description de leur pièce jointe.
     */
    fil(idCopropriete: number): Promise<EchangeLu[]> {
      return lireFil(and(eq(echangeDemande.idCopropriete, idCopropriete), isNull(echangeDemande.idMandat)));
    },

    /** Messages du fil de la demande de rattachement portée par le mandat (ADR 0305), du plus ancien au plus récent. */
    filDuMandat(idMandat: number): Promise<EchangeLu[]> {
      return lireFil(eq(echangeDemande.idMandat, idMandat));
    },

    /** Nombre de messages et dernière nature (une demande de précisions sans réponse est une question ouverte). */
    async resume(idCopropriete: number): Promise<{ nombre: number; derniere: NatureEchangeLigne | null }> {
      const [total] = await db
        .select({ n: count() })
        .from(echangeDemande)
        .where(and(eq(echangeDemande.idCopropriete, idCopropriete), isNull(echangeDemande.idMandat)));
      const [derniere] = await db
        .select({ nature: echangeDemande.nature })
        .from(echangeDemande)
        .where(and(eq(echangeDemande.idCopropriete, idCopropriete), isNull(echangeDemande.idMandat)))
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
     * Questions ouvertes de l'établissement (ADR 0230, 0305) : copropriétés dans un des `etats` dont la dernière
     * déclaration de demande est de l'établissement (comme `demandeur`) et dont le dernier message du fil est une
     * demande de précisions, et demandes de rattachement de l'établissement dont le dernier message du fil du mandat
     * est une question ; les plus anciennes d'abord, `limite` au plus, avec leur nombre total. Chaque source parcourt
     * ses lignes par l'index de leur établissement, puis le fil de chacune par son index.
     */
    async questionsOuvertes(
      idTeledeclarant: number,
      etats: readonly string[],
      limite: number,
    ): Promise<{
      total: number;
      questions: {
        idCopropriete: number;
        idMandat: number | null;
        nom: string | null;
        adresseReference: string | null;
        le: Date;
        message: string;
      }[];
    }> {
      const r = await db.execute<{
        id_copropriete: number;
        id_mandat: number | null;
        nom: string | null;
        adresse_reference: string | null;
        le: Date | string;
        message: string;
        total: number;
      }>(
        sql`SELECT c.id AS id_copropriete, q.id_mandat, c.nom, c.adresse_reference, q.le, q.message,
                   count(*) OVER ()::int AS total
            FROM (
              SELECT i.id_copropriete, NULL::int AS id_mandat, i.le, i.message
                FROM (${questionsOuvertesDeLEtablissement(idTeledeclarant, etats)}) i
              UNION ALL
              ${questionsOuvertesDesRattachements(idTeledeclarant)}
            ) q
            JOIN copropriete c ON c.id = q.id_copropriete
            ORDER BY q.le ASC, c.id ASC, q.id_mandat ASC NULLS FIRST
            LIMIT ${limite}`,
      );
      return {
        total: r.rows[0]?.total ?? 0,
        questions: r.rows.map((l) => ({
          idCopropriete: l.id_copropriete,
          idMandat: l.id_mandat,
          nom: l.nom,
          adresseReference: l.adresse_reference,
          le: new Date(l.le),
          message: l.message,
        })),
      };
    },

    /** PDF joint à un message du fil de l'immatriculation (la pièce d'un autre fil n'est pas rendue). */
    piece(idCopropriete: number, idDocument: number) {
      return lirePiece(
        and(eq(echangeDemande.idCopropriete, idCopropriete), isNull(echangeDemande.idMandat)),
        idDocument,
      );
    },

    /** PDF joint à un message du fil du rattachement porté par le mandat (ADR 0305). */
    pieceDuMandat(idMandat: number, idDocument: number) {
      return lirePiece(eq(echangeDemande.idMandat, idMandat), idDocument);
    },
  };
}
