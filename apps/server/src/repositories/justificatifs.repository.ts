import { sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';

/**
 * Justificatifs PDF des demandes instruites au guichet (ADR 0350) : les octets du document et ce qu'il faut pour
 * décider qui peut les lire (établissement titulaire ou demandeur, compte demandeur). Lecture seule.
 */

/** Justificatif lu, avec les parties de la demande qui y ont accès. */
export interface JustificatifLu {
  nom: string;
  contenu: Buffer;
  /** Établissements qui peuvent le lire (titulaire du mandat, établissement du demandeur) ; sans les nuls. */
  idTeledeclarants: number[];
  idCompteDemandeur: number | null;
}

interface LigneJustificatif extends Record<string, unknown> {
  nom: string | null;
  contenu: Buffer | null;
  id_teledeclarant_titulaire: number | null;
  id_teledeclarant_demandeur: number | null;
  id_compte_demandeur: number | null;
}

/** `null` : pas de demande ; `{ document: null }` : une demande sans pièce. */
type Lecture = { document: JustificatifLu | null } | null;

function versLecture(l: LigneJustificatif | undefined): Lecture {
  if (!l) return null;
  if (l.nom === null || l.contenu === null) return { document: null };
  return {
    document: {
      nom: l.nom,
      contenu: l.contenu,
      idTeledeclarants: [l.id_teledeclarant_titulaire, l.id_teledeclarant_demandeur].filter(
        (id): id is number => id !== null,
      ),
      idCompteDemandeur: l.id_compte_demandeur,
    },
  };
}

export function creerJustificatifsRepository(db: Executeur) {
  return {
    /** Justificatif du mandat, avec son établissement titulaire et celui du compte qui l'a demandé. */
    async duMandat(idMandat: number): Promise<Lecture> {
      const r = await db.execute<LigneJustificatif>(sql`
        SELECT d.nom, d.contenu, m.id_teledeclarant AS id_teledeclarant_titulaire,
               c.id_teledeclarant AS id_teledeclarant_demandeur, m.id_compte_demandeur
        FROM mandat m
        LEFT JOIN document d ON d.id = m.id_document
        LEFT JOIN compte c ON c.id = m.id_compte_demandeur
        WHERE m.id = ${idMandat}`);
      return versLecture(r.rows[0]);
    },

    /** Justificatif de la demande de dissolution de la copropriété qui attend le teneur (la plus récente). */
    async deLaDissolutionEnAttente(idCopropriete: number): Promise<Lecture> {
      const r = await db.execute<LigneJustificatif>(sql`
        SELECT d.nom, d.contenu, NULL::integer AS id_teledeclarant_titulaire,
               s.id_teledeclarant_demandeur, s.id_compte_demandeur
        FROM dissolution s
        LEFT JOIN document d ON d.id = s.id_document
        WHERE s.id_copropriete = ${idCopropriete} AND s.statut = 'A_VALIDER'
        ORDER BY s.id DESC LIMIT 1`);
      return versLecture(r.rows[0]);
    },
  };
}
