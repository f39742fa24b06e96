import {
  type ChampTriDemandes,
  type CritereTypeDemande,
  critereExclusif,
  DUREE_INACTIVITE_VERROU_MINUTES,
  ETATS_IMMATRICULATION_AU_GUICHET,
  type EtatCopropriete,
  type ObjetVerrou,
  PLAFOND_DEMANDES,
  type Profil,
  REGISTRE_TYPES_DEMANDE,
  type SensTri,
  type StatutMandat,
  TYPES_DEMANDE_DISPONIBLES,
  type TypeDemandeGuichet,
  type TypeDemandeValidation,
  type TypeImmat,
  type TypeMaj,
  type VerrouDemande,
} from '@registre/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { affectationTeneur, compte, verrouValidation } from '../db/schema/index.js';

/**
 * Guichet de validation (ADR 0190, 0191) : verrou des demandes, demandes en attente (lecture, recherche
 * paginée en SQL). Seul code du guichet qui touche la base ; toujours appelé avec l'exécuteur de l'appelant
 * (transaction comprise).
 */

/** Demande en attente d'une copropriété, telle que le guichet la lit. */
export interface DemandeLue {
  idCopropriete: number;
  etatCopropriete: EtatCopropriete;
  numeroImmatriculation: string | null;
  nomCopropriete: string | null;
  adresseReference: string | null;
  idCoproprieteDoublon: number | null;
  doublonSignaleLe: Date | null;
  versionCopropriete: number;
  idDeclaration: number;
  typeImmat: TypeImmat | null;
  typeMaj: TypeMaj | null;
  dateSoumission: Date | null;
  idTeledeclarant: number | null;
  idCompteDeclarant: number | null;
  emailDeclarant: string | null;
  profilDemandeur: Profil | null;
  raisonSocialeDemandeur: string | null;
  idMandat: number | null;
  statutMandat: StatutMandat | null;
  verrou: VerrouDemande | null;
}

interface LigneSql extends Record<string, unknown> {
  id_copropriete: number;
  etat: EtatCopropriete;
  numero_immatriculation: string | null;
  nom: string | null;
  adresse_reference: string | null;
  id_copropriete_doublon: number | null;
  doublon_signale_le: Date | string | null;
  version: number;
  id_declaration: number;
  type_immat: TypeImmat | null;
  type_maj: TypeMaj | null;
  date_soumission: Date | string | null;
  id_teledeclarant: number | null;
  id_compte_declarant: number | null;
  email_declarant: string | null;
  profil_demandeur: Profil | null;
  raison_sociale: string | null;
  id_mandat: number | null;
  statut_mandat: StatutMandat | null;
  verrou_id_compte: number | null;
  verrou_nom: string | null;
  verrou_pris_le: Date | string | null;
  verrou_actif_le: Date | string | null;
  verrou_compte_supprime: boolean | null;
}

const enDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function versDemande(l: LigneSql): DemandeLue {
  return {
    idCopropriete: l.id_copropriete,
    etatCopropriete: l.etat,
    numeroImmatriculation: l.numero_immatriculation,
    nomCopropriete: l.nom,
    adresseReference: l.adresse_reference,
    idCoproprieteDoublon: l.id_copropriete_doublon,
    doublonSignaleLe: enDate(l.doublon_signale_le),
    versionCopropriete: l.version,
    idDeclaration: l.id_declaration,
    typeImmat: l.type_immat,
    typeMaj: l.type_maj,
    dateSoumission: enDate(l.date_soumission),
    idTeledeclarant: l.id_teledeclarant,
    idCompteDeclarant: l.id_compte_declarant,
    emailDeclarant: l.email_declarant,
    profilDemandeur: l.profil_demandeur,
    raisonSocialeDemandeur: l.raison_sociale,
    idMandat: l.id_mandat,
    statutMandat: l.statut_mandat,
    verrou:
      l.verrou_id_compte === null
        ? null
        : {
            idCompte: l.verrou_id_compte,
            nomDetenteur: l.verrou_nom ?? `compte n° ${l.verrou_id_compte}`,
            prisLe: enDate(l.verrou_pris_le) as Date,
            actifLe: enDate(l.verrou_actif_le) as Date,
            detenteurSupprime: l.verrou_compte_supprime === true,
          },
  };
}

/** Colonnes d'une demande lue (`d` : déclaration en attente, `c` : copropriété, avec `DETAIL`). */
const COLONNES = sql`
  SELECT c.id AS id_copropriete, c.etat, c.numero_immatriculation, c.nom, c.adresse_reference,
         c.id_copropriete_doublon, c.doublon_signale_le, c.version,
         d.id AS id_declaration, d.type_immat, d.type_maj, d.date_soumission, d.id_teledeclarant,
         d.id_compte_declarant, COALESCE(d.adresse_email_utilisateur, cd.email, cd.login) AS email_declarant,
         d.profil_demandeur, t.raison_sociale,
         m.id AS id_mandat, m.statut AS statut_mandat,
         v.id_compte AS verrou_id_compte,
         COALESCE(NULLIF(TRIM(CONCAT_WS(' ', cv.prenom, cv.nom)), ''), cv.login) AS verrou_nom,
         v.pris_le AS verrou_pris_le, v.actif_le AS verrou_actif_le,
         (cv.statut = 'SUPPRIME') AS verrou_compte_supprime`;

/** Jointures du détail d'une demande (chacune donne au plus une ligne) : demandeur, mandat, verrou. */
const DETAIL = sql`
  LEFT JOIN compte cd ON cd.id = d.id_compte_declarant
  LEFT JOIN teledeclarant t ON t.id = d.id_teledeclarant
  LEFT JOIN mandat m ON m.id = d.id_mandat
  LEFT JOIN verrou_validation v ON v.objet = 'COPROPRIETE' AND v.id_objet = c.id
  LEFT JOIN compte cv ON cv.id = v.id_compte`;

/** Colonnes et jointures communes : copropriété, déclaration en attente, demandeur, mandat, verrou. */
const SELECTION = sql`${COLONNES}
  FROM declaration d
  JOIN copropriete c ON c.id = d.id_copropriete
  ${DETAIL}`;

/**
 * Condition SQL d'un critère du registre (états, natures, doublon). La condition sur l'état est omise quand elle
 * est déjà assurée : la recherche ne garde que des copropriétés au guichet (`DEMANDE_AU_GUICHET`), et un critère
 * qui admet tous ces états n'ajoute rien. La répéter fausse l'estimation du planificateur (la sélectivité de l'état
 * comptée deux ou trois fois : quelques centaines de demandes attendues au lieu de 100 000), qui joignait alors
 * toutes les demandes au lieu de lire l'index dans l'ordre et s'arrêter au plafond (ADR 0282).
 */
function conditionCritere(critere: CritereTypeDemande): SQL {
  const parties: SQL[] = [];
  const etatsAssures = ETATS_IMMATRICULATION_AU_GUICHET.every((e) => critere.etats.includes(e));
  if (!etatsAssures) {
    parties.push(
      critere.etats.length === 0
        ? sql`FALSE`
        : sql`c.etat IN (${sql.join(
            critere.etats.map((e) => sql`${e}`),
            sql`, `,
          )})`,
    );
  }
  const natures = critere.typesMaj.filter((t): t is TypeMaj => t !== null);
  const avecNul = critere.typesMaj.includes(null);
  const conditionsNature: SQL[] = [];
  if (natures.length > 0) {
    conditionsNature.push(
      sql`d.type_maj IN (${sql.join(
        natures.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  if (avecNul) conditionsNature.push(sql`d.type_maj IS NULL`);
  parties.push(conditionsNature.length === 0 ? sql`FALSE` : sql`(${sql.join(conditionsNature, sql` OR `)})`);
  if (critere.doublon === true) parties.push(sql`c.id_copropriete_doublon IS NOT NULL`);
  if (critere.doublon === false) parties.push(sql`c.id_copropriete_doublon IS NULL`);
  return sql`(${sql.join(parties, sql` AND `)})`;
}

/** Demande en attente au guichet (déclaration à valider, copropriété au guichet), quel que soit son type. */
const DEMANDE_AU_GUICHET = sql`d.statut = 'A_VALIDER' AND c.etat IN (${sql.join(
  ETATS_IMMATRICULATION_AU_GUICHET.map((e) => sql`${e}`),
  sql`, `,
)})`;

/** Condition d'un type : son critère, sauf les demandes reconnues par un type placé avant lui (registre). */
function conditionType(type: TypeDemandeGuichet): SQL {
  const { inclure, exclure } = critereExclusif(type);
  const exclusions = exclure.map((c) => sql` AND NOT ${conditionCritere(c)}`);
  return sql`${conditionCritere(inclure)}${sql.join(exclusions, sql``)}`;
}

/** Filtre des demandes en attente au guichet, éventuellement d'un seul type. */
function filtreDemandes(type: TypeDemandeGuichet | null): SQL {
  if (type === null) return DEMANDE_AU_GUICHET;
  return sql`${DEMANDE_AU_GUICHET} AND ${conditionType(type)}`;
}

/**
 * Demandes en attente d'une famille des indicateurs (`d` : déclaration, `c` : copropriété), définies par le
 * registre des types comme au guichet (ADR 0190, 0231) : celles des types disponibles de cette famille. Une
 * famille sans type disponible (issue 11) ne reconnaît rien ici.
 */
export function filtreFamilleDemandes(famille: TypeDemandeValidation): SQL {
  const types = TYPES_DEMANDE_DISPONIBLES.filter((t) => REGISTRE_TYPES_DEMANDE[t].famille === famille);
  if (types.length === 0) return sql`FALSE`;
  return sql`${DEMANDE_AU_GUICHET} AND (${sql.join(
    types.map((t) => sql`(${conditionType(t)})`),
    sql` OR `,
  )})`;
}

const COLONNES_TRI: Record<ChampTriDemandes, SQL> = {
  // Profil recopié sur la déclaration (ADR 0280) : l'index partiel des demandes à valider donne cet ordre.
  profilDemandeur: sql`d.profil_demandeur`,
  dateDepot: sql`d.date_soumission`,
  nomCopropriete: sql`immutable_unaccent(lower(c.nom))`,
  // Ordre du registre : doublon, immatriculation, modification d'une demande.
  typeDemande: sql`(CASE WHEN c.id_copropriete_doublon IS NOT NULL AND d.type_maj IS DISTINCT FROM 'MODIF_DEMANDE' THEN 0 WHEN d.type_maj = 'MODIF_DEMANDE' THEN 2 ELSE 1 END)`,
};

/** Délai d'inactivité du verrou, en intervalle SQL. */
const INACTIVITE = sql.raw(`interval '${DUREE_INACTIVITE_VERROU_MINUTES} minutes'`);

export interface RechercheDemandes {
  type: TypeDemandeGuichet | null;
  tri: ChampTriDemandes;
  sens: SensTri;
  offset: number;
  limit: number;
}

/**
 * Requête d'une page de la recherche (exportée pour vérifier son plan d'exécution). Les demandes de la page sont
 * d'abord choisies sur la déclaration et la copropriété seules (filtre, tri, décalage), puis leur détail est lu
 * pour ces seules lignes : une page lointaine (décalage de quelques centaines) ne lit pas le demandeur, le mandat
 * et le verrou des lignes qu'elle saute (ADR 0282).
 */
export function sqlPageDemandes(r: RechercheDemandes): SQL {
  const sens = r.sens === 'DESC' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const ordre = sql`${COLONNES_TRI[r.tri]} ${sens}, d.date_soumission ASC NULLS LAST, d.id_copropriete ASC`;
  return sql`${COLONNES}
    FROM (SELECT d.id FROM declaration d JOIN copropriete c ON c.id = d.id_copropriete
          WHERE ${filtreDemandes(r.type)} ORDER BY ${ordre} LIMIT ${r.limit} OFFSET ${r.offset}) page
    JOIN declaration d ON d.id = page.id
    JOIN copropriete c ON c.id = d.id_copropriete
    ${DETAIL}
    ORDER BY ${ordre}`;
}

/**
 * Nombre de demandes de la recherche, compté jusqu'à `PLAFOND_DEMANDES + 1` (exporté pour vérifier son plan) :
 * les demandes sont lues dans l'ordre de l'index partiel des demandes à valider (tri par défaut), pour que le
 * planificateur parcoure cet index et s'arrête au plafond au lieu de joindre toutes les demandes (ADR 0282).
 */
export function sqlTotalDemandes(type: TypeDemandeGuichet | null): SQL {
  return sql`SELECT count(*)::int AS total FROM (
      SELECT 1 FROM declaration d JOIN copropriete c ON c.id = d.id_copropriete
      WHERE ${filtreDemandes(type)}
      ORDER BY d.profil_demandeur, d.date_soumission, d.id_copropriete
      LIMIT ${PLAFOND_DEMANDES + 1}) s`;
}

export function creerValidationRepository(db: Executeur) {
  return {
    /** Verrouille la ligne de la copropriété jusqu'à la fin de la transaction : les actions s'attendent. */
    async verrouillerCopropriete(idCopropriete: number): Promise<boolean> {
      const r = await db.execute(sql`SELECT id FROM copropriete WHERE id = ${idCopropriete} FOR UPDATE`);
      return r.rows.length > 0;
    },

    /** Demande en attente (déclaration `A_VALIDER`) de la copropriété, ou `null`. */
    async demandeDeLaCopropriete(idCopropriete: number): Promise<DemandeLue | null> {
      const r = await db.execute<LigneSql>(
        sql`${SELECTION} WHERE d.id_copropriete = ${idCopropriete} AND d.statut = 'A_VALIDER' ORDER BY d.id DESC LIMIT 1`,
      );
      const ligne = r.rows[0];
      return ligne ? versDemande(ligne) : null;
    },

    /** Copropriété de la demande qui porte ce mandat, ou `null`. */
    async coproprieteDuMandat(idMandat: number): Promise<number | null> {
      const r = await db.execute<{ id_copropriete: number }>(
        sql`SELECT id_copropriete FROM mandat WHERE id = ${idMandat}`,
      );
      return r.rows[0]?.id_copropriete ?? null;
    },

    /** Copropriété désignée par son numéro d'immatriculation. */
    async coproprieteDuNumero(numero: string): Promise<number | null> {
      const r = await db.execute<{ id: number }>(
        sql`SELECT id FROM copropriete WHERE numero_immatriculation = ${numero}`,
      );
      return r.rows[0]?.id ?? null;
    },

    /**
     * Page de demandes en attente, triée et filtrée en SQL, et leur nombre jusqu'à `PLAFOND_DEMANDES`
     * (`totalPlafonne` au-delà). Les deux lectures se font dans une transaction en lecture seule (même instantané :
     * le total et la page s'accordent) et sans plan parallèle : ces lectures bornées ne lisent que quelques
     * centaines de lignes, et le planificateur, qui ne sait pas qu'une déclaration à valider est celle d'une
     * copropriété au guichet, croit devoir en lire bien plus et lançait des processus parallèles plus chers que la
     * requête elle-même (ADR 0282).
     */
    async rechercher(
      r: RechercheDemandes,
    ): Promise<{ demandes: DemandeLue[]; total: number; totalPlafonne: boolean }> {
      return db.transaction(
        async (tx) => {
          await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
          const lignes = await tx.execute<LigneSql>(sqlPageDemandes(r));
          const compte = await tx.execute<{ total: number }>(sqlTotalDemandes(r.type));
          const nombre = compte.rows[0]?.total ?? 0;
          return {
            demandes: lignes.rows.map(versDemande),
            total: Math.min(nombre, PLAFOND_DEMANDES),
            totalPlafonne: nombre > PLAFOND_DEMANDES,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * Plus ancienne demande en attente qui n'est pas tenue par un autre teneur (verrou absent, expiré, à
     * l'appelant ou d'un compte supprimé).
     */
    async plusAncienneLibre(idCompte: number, maintenant: Date): Promise<DemandeLue | null> {
      const r = await db.execute<LigneSql>(
        sql`${SELECTION} WHERE ${filtreDemandes(null)}
            AND (v.id_compte IS NULL OR v.id_compte = ${idCompte} OR cv.statut = 'SUPPRIME'
                 OR v.actif_le + ${INACTIVITE} <= ${maintenant.toISOString()}::timestamptz)
            ORDER BY d.date_soumission ASC NULLS LAST, c.id ASC LIMIT 1`,
      );
      const ligne = r.rows[0];
      return ligne ? versDemande(ligne) : null;
    },

    /** Compte (teneur désigné, auteur d'un message) : profil, statut, nom affiché, adresse. */
    async compte(idCompte: number): Promise<{
      id: number;
      profil: Profil;
      statut: string;
      nomComplet: string;
      email: string;
      idTeledeclarant: number | null;
    } | null> {
      const r = await db.execute<{
        id: number;
        profil: Profil;
        statut: string;
        nom_complet: string;
        email: string;
        id_teledeclarant: number | null;
      }>(
        sql`SELECT id, profil, statut, COALESCE(NULLIF(TRIM(CONCAT_WS(' ', prenom, nom)), ''), login) AS nom_complet,
                   COALESCE(email, login) AS email, id_teledeclarant
            FROM compte WHERE id = ${idCompte}`,
      );
      const l = r.rows[0];
      return l
        ? {
            id: l.id,
            profil: l.profil,
            statut: l.statut,
            nomComplet: l.nom_complet,
            email: l.email,
            idTeledeclarant: l.id_teledeclarant,
          }
        : null;
    },

    /** Trace de l'affectation d'une demande à un teneur, avec sa raison. */
    /**
     * Comptes actifs des profils donnés (ceux du teneur), triés par nom, prénom puis identifiant, bornés : la
     * liste de l'écran « affecter au teneur » (index `compte_profil_idx`).
     */
    async comptesActifsDesProfils(profils: readonly Profil[], limite: number) {
      return db
        .select({ idCompte: compte.id, nom: compte.nom, prenom: compte.prenom, profil: compte.profil })
        .from(compte)
        .where(and(inArray(compte.profil, [...profils]), eq(compte.statut, 'ACTIF')))
        .orderBy(sql`${compte.nom} ASC NULLS LAST`, sql`${compte.prenom} ASC NULLS LAST`, asc(compte.id))
        .limit(limite);
    },

    async tracerAffectation(a: {
      idCopropriete: number;
      idMandat: number | null;
      raison: string;
      idCompteAuteur: number;
    }) {
      await db.insert(affectationTeneur).values(a);
    },

    /**
     * Copropriétés restées « en cours de validation » derrière un verrou qui ne tient plus (absent, expiré, ou
     * d'un compte supprimé), les plus anciennes d'abord.
     */
    async verrousAbandonnes(maintenant: Date, limite: number): Promise<number[]> {
      const r = await db.execute<{ id: number }>(
        sql`SELECT c.id FROM copropriete c
            LEFT JOIN verrou_validation v ON v.objet = 'COPROPRIETE' AND v.id_objet = c.id
            LEFT JOIN compte cv ON cv.id = v.id_compte
            WHERE c.etat = 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION'
              AND (v.id_compte IS NULL OR cv.statut = 'SUPPRIME'
                   OR v.actif_le + ${INACTIVITE} <= ${maintenant.toISOString()}::timestamptz)
            ORDER BY c.id LIMIT ${limite}`,
      );
      return r.rows.map((l) => l.id);
    },

    /** Pose (ou reprend) le verrou de l'objet au nom de ce compte. */
    async poserVerrou(
      objet: ObjetVerrou,
      idObjet: number,
      idCompte: number,
      maintenant: Date,
    ): Promise<void> {
      await db
        .insert(verrouValidation)
        .values({ objet, idObjet, idCompte, prisLe: maintenant, actifLe: maintenant })
        .onConflictDoUpdate({
          target: [verrouValidation.objet, verrouValidation.idObjet],
          set: { idCompte, prisLe: maintenant, actifLe: maintenant },
        });
    },

    /** Prolonge le verrou de son détenteur (activité sur la demande). */
    async prolongerVerrou(objet: ObjetVerrou, idObjet: number, idCompte: number, maintenant: Date) {
      await db
        .update(verrouValidation)
        .set({ actifLe: maintenant })
        .where(
          and(
            eq(verrouValidation.objet, objet),
            eq(verrouValidation.idObjet, idObjet),
            eq(verrouValidation.idCompte, idCompte),
          ),
        );
    },

    async supprimerVerrou(objet: ObjetVerrou, idObjet: number): Promise<void> {
      await db
        .delete(verrouValidation)
        .where(and(eq(verrouValidation.objet, objet), eq(verrouValidation.idObjet, idObjet)));
    },
  };
}
