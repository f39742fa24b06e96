import {
  ETATS_ECHEANCIER,
  ETATS_REPONSE_PRECISIONS,
  FUSEAU_HORAIRE,
  formaterDateIso,
  JOURS_REPONSE_PRECISIONS,
  lireDateIso,
  MOIS_MAJ_COMPTES_NON_APPROUVES_APRES_CLOTURE,
  MOIS_VALIDITE_MAJ_ANNUELLE,
  ORDRE_TYPES_ECHEANCE,
  type TypeEcheance,
} from '@registre/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executeur } from './journal.repository.js';
import { questionsOuvertesDeLEtablissement } from './validation-echanges.repository.js';

/**
 * Lecture de l'échéancier d'un établissement (ADR 0340) : les dates sont calculées par la requête avec les
 * constantes du domaine (`echeancesCopropriete` ; un test d'intégration compare les deux), triées et coupées par
 * la base. Le portefeuille se lit sur l'index du périmètre (`id_teledeclarant_courant`), les questions ouvertes
 * sur celui des déclarations de l'établissement.
 */

export interface EcheanceEnBase {
  type: TypeEcheance;
  idCopropriete: number;
  numeroImmatriculation: string | null;
  nomCopropriete: string | null;
  date: Date;
}

const liste = (valeurs: readonly string[]) =>
  sql.join(
    valeurs.map((v) => sql`${v}`),
    sql`, `,
  );

/** Constante entière du domaine écrite dans la requête (le type reste connu du planificateur). */
const entier = (n: number) => sql.raw(String(Math.trunc(n)));
const rang = (type: TypeEcheance) => sql.raw(String(ORDRE_TYPES_ECHEANCE.indexOf(type)));
const texteType = (type: TypeEcheance) => sql.raw(`'${type}'::text`);

/** Jour de Paris d'un horodatage. */
const jourParis = (colonne: SQL) => sql`(${colonne} AT TIME ZONE ${sql.raw(`'${FUSEAU_HORAIRE}'`)})::date`;

/**
 * Échéances de l'établissement (toutes natures), une ligne par échéance : `id`, `type`, `rang`, `date`. La même
 * définition sert à la page et au compte.
 */
function echeancesDeLEtablissement(idTeledeclarant: number): SQL {
  return sql`WITH portefeuille AS MATERIALIZED (
      SELECT c.id, c.date_fin_mandat, c.date_derniere_maj_annuelle, c.date_immatriculation,
             c.maj_comptes_non_approuves_a_faire, c.date_cloture_dernier_exercice
      FROM copropriete c
      WHERE c.id_teledeclarant_courant = ${idTeledeclarant} AND c.etat IN (${liste(ETATS_ECHEANCIER)})
    )
    SELECT id, ${texteType('FIN_MANDAT')} AS type, ${rang('FIN_MANDAT')} AS rang, date_fin_mandat AS date
      FROM portefeuille WHERE date_fin_mandat IS NOT NULL
    UNION ALL
    SELECT id, ${texteType('MAJ_ANNUELLE')}, ${rang('MAJ_ANNUELLE')},
           coalesce((date_derniere_maj_annuelle + make_interval(months => ${entier(MOIS_VALIDITE_MAJ_ANNUELLE)}))::date,
                    ${jourParis(sql`date_immatriculation`)})
      FROM portefeuille WHERE date_derniere_maj_annuelle IS NOT NULL OR date_immatriculation IS NOT NULL
    UNION ALL
    SELECT id, ${texteType('MAJ_COMPTES_NON_APPROUVES')}, ${rang('MAJ_COMPTES_NON_APPROUVES')},
           (date_cloture_dernier_exercice + make_interval(months => ${entier(MOIS_MAJ_COMPTES_NON_APPROUVES_APRES_CLOTURE)}))::date
      FROM portefeuille WHERE maj_comptes_non_approuves_a_faire AND date_cloture_dernier_exercice IS NOT NULL
    UNION ALL
    SELECT q.id_copropriete, ${texteType('REPONSE_PRECISIONS')}, ${rang('REPONSE_PRECISIONS')},
           ${jourParis(sql`q.le`)} + ${entier(JOURS_REPONSE_PRECISIONS)}
      FROM (${questionsOuvertesDeLEtablissement(idTeledeclarant, ETATS_REPONSE_PRECISIONS)}) q`;
}

interface RangeeEcheance {
  type: TypeEcheance;
  idCopropriete: number;
  numeroImmatriculation: string | null;
  nomCopropriete: string | null;
  date: string;
  total: number;
}

export function creerEcheancierRepository(db: Executeur) {
  return {
    /**
     * Page de l'échéancier d'un établissement, dans l'ordre du domaine (date, nature, copropriété) ; `depuis` :
     * seules les échéances à cette date ou après (rappels), toutes sinon.
     */
    async page(
      idTeledeclarant: number,
      options: { offset: number; limit: number; depuis?: Date; jusquA?: Date },
    ): Promise<{ echeances: EcheanceEnBase[]; totalItems: number }> {
      const bornes = [
        ...(options.depuis ? [sql`e.date >= ${formaterDateIso(options.depuis)}::date`] : []),
        ...(options.jusquA ? [sql`e.date <= ${formaterDateIso(options.jusquA)}::date`] : []),
      ];
      const filtre = bornes.length === 0 ? sql`TRUE` : sql.join(bornes, sql` AND `);
      const resultat = await db.execute(
        sql`WITH e AS MATERIALIZED (${echeancesDeLEtablissement(idTeledeclarant)})
            SELECT e.type, e.id AS "idCopropriete", c.numero_immatriculation AS "numeroImmatriculation",
                   c.nom AS "nomCopropriete", to_char(e.date, 'YYYY-MM-DD') AS date, count(*) OVER ()::int AS total
            FROM e JOIN copropriete c ON c.id = e.id
            WHERE ${filtre}
            ORDER BY e.date, e.rang, e.id
            LIMIT ${options.limit} OFFSET ${options.offset}`,
      );
      const rangees = resultat.rows as unknown as RangeeEcheance[];
      let totalItems = rangees[0]?.total ?? 0;
      if (rangees.length === 0 && options.offset > 0) {
        const compte = await db.execute(
          sql`WITH e AS MATERIALIZED (${echeancesDeLEtablissement(idTeledeclarant)})
              SELECT count(*)::int AS total FROM e WHERE ${filtre}`,
        );
        totalItems = (compte.rows[0] as { total: number } | undefined)?.total ?? 0;
      }
      return {
        totalItems,
        echeances: rangees.map(({ total: _total, date, ...reste }) => ({
          ...reste,
          date: lireDateIso(date) as Date,
        })),
      };
    },
  };
}
