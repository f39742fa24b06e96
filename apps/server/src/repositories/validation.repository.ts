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
  rangDuType,
  type SensTri,
  type SourceDemande,
  type StatutMandat,
  type TypeDemandeGuichet,
  type TypeDemandeValidation,
  type TypeImmat,
  type TypeMaj,
  typesDisponiblesDeLaSource,
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
  /** Rattachement dont le dernier message du fil est une question du teneur (ADR 0305) ; `false` sinon. */
  precisionsDemandees: boolean;
  verrou: VerrouDemande | null;
}

/**
 * Demande telle que la liste du guichet la montre : celles d'un mandat (rattachement, contestation) ou d'une
 * dissolution n'ont pas de déclaration (ADR 0302).
 */
export type DemandeListee = Omit<DemandeLue, 'idDeclaration'> & { idDeclaration: number | null };

interface LigneSql extends Record<string, unknown> {
  id_copropriete: number;
  etat: EtatCopropriete;
  numero_immatriculation: string | null;
  nom: string | null;
  adresse_reference: string | null;
  id_copropriete_doublon: number | null;
  doublon_signale_le: Date | string | null;
  version: number;
  id_declaration: number | null;
  id_ref: number;
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
  precisions_demandees: boolean | null;
  verrou_id_compte: number | null;
  verrou_nom: string | null;
  verrou_pris_le: Date | string | null;
  verrou_actif_le: Date | string | null;
  verrou_compte_supprime: boolean | null;
}

const enDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** Ordre de « la plus ancienne » : dépôt (sans date en dernier), puis copropriété. */
function estAvant(a: LigneSql, b: LigneSql): boolean {
  const da = enDate(a.date_soumission)?.getTime() ?? Number.POSITIVE_INFINITY;
  const dbt = enDate(b.date_soumission)?.getTime() ?? Number.POSITIVE_INFINITY;
  return da !== dbt ? da < dbt : a.id_copropriete < b.id_copropriete;
}

function versDemande(l: LigneSql): DemandeListee {
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
    precisionsDemandees: l.precisions_demandees === true,
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

/** Demande portée par une déclaration (lectures par la copropriété : `SELECTION`). */
function versDemandeDeclaration(l: LigneSql): DemandeLue {
  return { ...versDemande(l), idDeclaration: Number(l.id_declaration) };
}

/** Colonnes du verrou du guichet (`v`) et de son détenteur (`cv`). */
const COLONNES_VERROU = sql`
         v.id_compte AS verrou_id_compte,
         COALESCE(NULLIF(TRIM(CONCAT_WS(' ', cv.prenom, cv.nom)), ''), cv.login) AS verrou_nom,
         v.pris_le AS verrou_pris_le, v.actif_le AS verrou_actif_le,
         (cv.statut = 'SUPPRIME') AS verrou_compte_supprime`;

/** Colonnes d'une demande lue (`d` : déclaration en attente, `c` : copropriété, avec `DETAIL`). */
const COLONNES = sql`
  SELECT c.id AS id_copropriete, c.etat, c.numero_immatriculation, c.nom, c.adresse_reference,
         c.id_copropriete_doublon, c.doublon_signale_le, c.version,
         d.id AS id_declaration, d.id AS id_ref, d.type_immat, d.type_maj, d.date_soumission, d.id_teledeclarant,
         d.id_compte_declarant, COALESCE(d.adresse_email_utilisateur, cd.email, cd.login) AS email_declarant,
         d.profil_demandeur, t.raison_sociale,
         m.id AS id_mandat, m.statut AS statut_mandat, false AS precisions_demandees,${COLONNES_VERROU}`;

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
 * Demande portée par un mandat (`m` : rattachement, contestation ; issue 11), aux colonnes de `COLONNES` : pas de
 * déclaration, le demandeur est le compte qui a déposé le mandat, le verrou est celui du mandat (ADR 0301).
 */
const SELECTION_MANDAT = sql`
  SELECT c.id AS id_copropriete, c.etat, c.numero_immatriculation, c.nom, c.adresse_reference,
         NULL::int AS id_copropriete_doublon, NULL::timestamptz AS doublon_signale_le, c.version,
         NULL::int AS id_declaration, m.id AS id_ref, NULL AS type_immat, NULL AS type_maj,
         COALESCE(m.date_soumission, m.date_creation) AS date_soumission, m.id_teledeclarant,
         m.id_compte_demandeur AS id_compte_declarant, COALESCE(cd.email, cd.login) AS email_declarant,
         m.profil_demandeur, t.raison_sociale,
         m.id AS id_mandat, m.statut AS statut_mandat,
         (SELECT e.nature = 'DEMANDE_PRECISIONS' FROM echange_demande e WHERE e.id_mandat = m.id
          ORDER BY e.le DESC, e.id DESC LIMIT 1) AS precisions_demandees,${COLONNES_VERROU}
  FROM mandat m
  JOIN copropriete c ON c.id = m.id_copropriete
  LEFT JOIN compte cd ON cd.id = m.id_compte_demandeur
  LEFT JOIN teledeclarant t ON t.id = m.id_teledeclarant
  LEFT JOIN verrou_validation v ON v.objet = 'MANDAT' AND v.id_objet = m.id
  LEFT JOIN compte cv ON cv.id = v.id_compte`;

/** Demande de dissolution (`x`, issue 11), aux colonnes de `COLONNES` ; verrou porté par la copropriété. */
const SELECTION_DISSOLUTION = sql`
  SELECT c.id AS id_copropriete, c.etat, c.numero_immatriculation, c.nom, c.adresse_reference,
         NULL::int AS id_copropriete_doublon, NULL::timestamptz AS doublon_signale_le, c.version,
         NULL::int AS id_declaration, x.id AS id_ref, NULL AS type_immat, NULL AS type_maj,
         x.date_demande AS date_soumission, x.id_teledeclarant_demandeur AS id_teledeclarant,
         x.id_compte_demandeur AS id_compte_declarant, COALESCE(cd.email, cd.login) AS email_declarant,
         x.profil_demandeur, t.raison_sociale,
         NULL::int AS id_mandat, NULL AS statut_mandat, false AS precisions_demandees,${COLONNES_VERROU}
  FROM dissolution x
  JOIN copropriete c ON c.id = x.id_copropriete
  LEFT JOIN compte cd ON cd.id = x.id_compte_demandeur
  LEFT JOIN teledeclarant t ON t.id = x.id_teledeclarant_demandeur
  LEFT JOIN verrou_validation v ON v.objet = 'COPROPRIETE' AND v.id_objet = c.id
  LEFT JOIN compte cv ON cv.id = v.id_compte`;

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

/** Filtre des demandes portées par une déclaration, éventuellement d'un seul type de cette source. */
function filtreDemandes(type: TypeDemandeGuichet | null): SQL {
  if (type === null) return DEMANDE_AU_GUICHET;
  return sql`${DEMANDE_AU_GUICHET} AND ${conditionType(type)}`;
}

/**
 * Demandes en attente d'une famille des indicateurs (`d` : déclaration, `c` : copropriété), définies par le
 * registre des types comme au guichet (ADR 0190, 0231) : celles des types disponibles de cette famille portés par
 * une déclaration (les indicateurs lisent les mandats et les dissolutions directement).
 */
export function filtreFamilleDemandes(famille: TypeDemandeValidation): SQL {
  const types = typesDisponiblesDeLaSource('DECLARATION').filter(
    (t) => REGISTRE_TYPES_DEMANDE[t].famille === famille,
  );
  if (types.length === 0) return sql`FALSE`;
  return sql`${DEMANDE_AU_GUICHET} AND (${sql.join(
    types.map((t) => sql`(${conditionType(t)})`),
    sql` OR `,
  )})`;
}

const liste = (valeurs: readonly string[]) =>
  sql.join(
    valeurs.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Une source de demandes pour la recherche : d'où elles viennent (`FROM`), la
 * condition des demandes en attente des types voulus, l'identifiant de la demande, la date de dépôt, la clé de
 * chaque tri, l'ordre de son index partiel du tri par défaut (le total le suit pour s'arrêter au plafond), et la
 * sélection du détail (colonnes de `COLONNES`) de quelques demandes par leur identifiant.
 */
interface SourceSql {
  source: SourceDemande;
  /**
   * `FROM` de la page (hors tri par nom) et du total : la jointure de la copropriété `c` pour une déclaration (sa
   * condition la lit), la seule table de la source pour un mandat ou une dissolution (la page 50 ne sonde pas 2 500
   * copropriétés pour rien).
   */
  depuis: SQL;
  condition: SQL;
  identifiant: SQL;
  depot: SQL;
  tri: Record<ChampTriDemandes, SQL>;
  /**
   * Clés de tri jamais nulles : triées sans clause `NULLS`, dans l'ordre par défaut de PostgreSQL, pour qu'un même
   * index croissant serve dans les deux sens (lu à rebours pour le sens décroissant).
   */
  triSansNuls: readonly ChampTriDemandes[];
  /**
   * `FROM` du tri par nom de la copropriété quand les demandes de la source sont rares : elles sont lues d'abord par
   * leur index partiel (sous-requête close au planificateur), puis leur copropriété, au lieu de parcourir l'index du
   * nom de toutes les copropriétés à leur recherche (ADR 0306). Sans lui, `depuis` (qui joint déjà `c`).
   */
  depuisTriParNom?: SQL;
  /** Identifiant de la copropriété de la demande, lu dans la table de la source quand elle en porte la colonne. */
  idCopropriete: SQL;
  ordreIndex: SQL;
  detail: SQL;
}

const NOM_TRI = sql`immutable_unaccent(lower(c.nom))`;

/**
 * Sources à lire pour une recherche (un type : sa seule source). Chacune a ses index partiels des demandes en
 * attente, dans l'ordre du tri par défaut (profil du demandeur recopié, dépôt) et du dépôt décroissant : la page
 * lit ses premières demandes dans l'ordre et s'arrête (ADR 0280, 0282, 0306).
 */
function sourcesDeLaRecherche(type: TypeDemandeGuichet | null): SourceSql[] {
  const voulus = (source: SourceDemande) =>
    typesDisponiblesDeLaSource(source).filter((t) => type === null || t === type);
  const sources: SourceSql[] = [];
  if (voulus('DECLARATION').length > 0) {
    sources.push({
      source: 'DECLARATION',
      depuis: sql`declaration d JOIN copropriete c ON c.id = d.id_copropriete`,
      condition: filtreDemandes(type),
      identifiant: sql`d.id`,
      idCopropriete: sql`c.id`,
      depot: sql`d.date_soumission`,
      tri: {
        profilDemandeur: sql`d.profil_demandeur`,
        dateDepot: sql`d.date_soumission`,
        nomCopropriete: NOM_TRI,
        // Ordre du registre : doublon, immatriculation, modification d'une demande.
        typeDemande: sql`(CASE WHEN c.id_copropriete_doublon IS NOT NULL AND d.type_maj IS DISTINCT FROM 'MODIF_DEMANDE' THEN ${rangDuType('DOUBLON')} WHEN d.type_maj = 'MODIF_DEMANDE' THEN ${rangDuType('MODIFICATION_DEMANDE')} ELSE ${rangDuType('IMMATRICULATION')} END)`,
      },
      triSansNuls: [],
      ordreIndex: sql`d.profil_demandeur, d.date_soumission, d.id_copropriete`,
      detail: SELECTION,
    });
  }
  const mandat = voulus('MANDAT');
  if (mandat.length > 0) {
    // Le drapeau et les statuts sont ceux des index partiels des rattachements en attente. L'état de la copropriété
    // n'est pas relu : le cycle de vie l'assure (elle n'entre dans l'état d'attente qu'en déposant ce mandat et n'en
    // sort qu'en le décidant), et le répéter fausse l'estimation du planificateur, qui triait alors toutes les
    // demandes au lieu de lire l'index dans l'ordre (ADR 0306). Un seul type : le drapeau de contestation du mandat.
    const condition = sql`m.demande_rattachement AND m.statut IN (${liste(STATUTS_MANDAT_AU_GUICHET)})${
      mandat.length === 1 ? sql` AND m.contestation = ${mandat[0] === 'CONTESTATION'}` : sql``
    }`;
    sources.push({
      source: 'MANDAT',
      depuis: sql`mandat m`,
      depuisTriParNom: sql`(SELECT * FROM mandat m WHERE ${condition} OFFSET 0) m JOIN copropriete c ON c.id = m.id_copropriete`,
      idCopropriete: sql`m.id_copropriete`,
      condition,
      identifiant: sql`m.id`,
      depot: sql`m.date_soumission`,
      tri: {
        profilDemandeur: sql`m.profil_demandeur`,
        dateDepot: sql`m.date_soumission`,
        nomCopropriete: NOM_TRI,
        typeDemande: sql`(CASE WHEN m.contestation THEN ${rangDuType('CONTESTATION')} ELSE ${rangDuType('RATTACHEMENT')} END)`,
      },
      // Dépôt toujours connu (contrainte `mandat_demande_rattachement_depot_check`).
      triSansNuls: ['dateDepot'],
      ordreIndex: sql`m.profil_demandeur, m.date_soumission, m.id_copropriete`,
      detail: SELECTION_MANDAT,
    });
  }
  const dissolution = voulus('DISSOLUTION');
  if (dissolution.length > 0) {
    // Une dissolution à valider est celle d'une copropriété au guichet de la dissolution (cycle de vie, ADR 0306).
    const condition = sql`x.statut = 'A_VALIDER'`;
    sources.push({
      source: 'DISSOLUTION',
      depuis: sql`dissolution x`,
      depuisTriParNom: sql`(SELECT * FROM dissolution x WHERE ${condition} OFFSET 0) x JOIN copropriete c ON c.id = x.id_copropriete`,
      idCopropriete: sql`x.id_copropriete`,
      condition,
      identifiant: sql`x.id`,
      depot: sql`x.date_demande`,
      tri: {
        profilDemandeur: sql`x.profil_demandeur`,
        dateDepot: sql`x.date_demande`,
        nomCopropriete: NOM_TRI,
        typeDemande: sql`${rangDuType('DISSOLUTION')}`,
      },
      triSansNuls: ['dateDepot'],
      ordreIndex: sql`x.profil_demandeur, x.date_demande, x.id_copropriete`,
      detail: SELECTION_DISSOLUTION,
    });
  }
  return sources;
}

/** Statuts d'un mandat demandé qui attend le guichet (ceux de l'index unique partiel, ADR 0300). */
const STATUTS_MANDAT_AU_GUICHET: readonly StatutMandat[] = ['A_VALIDER', 'VALIDATION_EN_COURS'];

/** Délai d'inactivité du verrou, en intervalle SQL. */
const INACTIVITE = sql.raw(`interval '${DUREE_INACTIVITE_VERROU_MINUTES} minutes'`);

/** Le verrou joint (`v`, détenteur `cv`) ne tient plus : absent, d'un compte supprimé ou expiré. */
const verrouNeTientPlus = (maintenant: Date) =>
  sql`(v.id_compte IS NULL OR cv.statut = 'SUPPRIME'
       OR v.actif_le + ${INACTIVITE} <= ${maintenant.toISOString()}::timestamptz)`;

/** Identifiants de `table` (alias `alias`) à l'état d'attente donné dont le verrou `objet` ne tient plus. */
async function idsAVerrouAbandonne(
  db: Executeur,
  p: {
    table: 'mandat' | 'copropriete';
    colonneEtat: 'statut' | 'etat';
    etat: string;
    objet: ObjetVerrou;
    condition?: SQL;
  },
  maintenant: Date,
  limite: number,
): Promise<number[]> {
  const r = await db.execute<{ id: number }>(
    sql`SELECT t.id FROM ${sql.raw(p.table)} t
        LEFT JOIN verrou_validation v ON v.objet = ${p.objet} AND v.id_objet = t.id
        LEFT JOIN compte cv ON cv.id = v.id_compte
        WHERE t.${sql.raw(p.colonneEtat)} = ${p.etat} AND ${verrouNeTientPlus(maintenant)}
          ${p.condition ? sql`AND ${p.condition}` : sql``}
        ORDER BY t.id LIMIT ${limite}`,
  );
  return r.rows.map((l) => l.id);
}

export interface RechercheDemandes {
  type: TypeDemandeGuichet | null;
  tri: ChampTriDemandes;
  sens: SensTri;
  offset: number;
  limit: number;
}

/** Clé d'une demande de la page : sa source et son identifiant dans la table de la source. */
interface ClePage extends Record<string, unknown> {
  source: SourceDemande;
  id_ref: number;
}

/**
 * Requête des clés d'une page de la recherche (exportée pour vérifier son plan d'exécution). Chaque source donne
 * ses `offset + limit` premières demandes dans l'ordre demandé, choisies sur sa table et la copropriété seules
 * (filtre, tri), puis les sources sont fondues et la page découpée ; le détail n'est lu ensuite que pour les
 * demandes de la page : une page lointaine ne lit pas le demandeur, le mandat et le verrou des lignes qu'elle
 * saute (ADR 0282, 0302).
 */
export function sqlPageDemandes(r: RechercheDemandes): SQL {
  const sens = r.sens === 'DESC' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const branches = sourcesDeLaRecherche(r.type).map((s) => {
    const sensSource = s.triSansNuls.includes(r.tri) ? (r.sens === 'DESC' ? sql`DESC` : sql`ASC`) : sens;
    const depuis = r.tri === 'nomCopropriete' ? (s.depuisTriParNom ?? s.depuis) : s.depuis;
    return sql`(SELECT ${s.source}::text AS source, ${s.identifiant} AS id_ref, ${s.tri[r.tri]} AS cle,
                 ${s.depot} AS depot, ${s.idCopropriete} AS id_copropriete
               FROM ${depuis} WHERE ${s.condition}
               ORDER BY ${s.tri[r.tri]} ${sensSource}, ${s.depot} ASC NULLS LAST, ${s.idCopropriete} ASC
               LIMIT ${r.offset + r.limit})`;
  });
  if (branches.length === 0) return sql`SELECT NULL::text AS source, NULL::int AS id_ref WHERE FALSE`;
  return sql`SELECT source, id_ref FROM (${sql.join(branches, sql` UNION ALL `)}) k
    ORDER BY cle ${sens}, depot ASC NULLS LAST, id_copropriete ASC, source ASC
    LIMIT ${r.limit} OFFSET ${r.offset}`;
}

/**
 * Nombre de demandes de la recherche, compté jusqu'à `PLAFOND_DEMANDES + 1` (exporté pour vérifier son plan) :
 * chaque source est comptée jusqu'au plafond, lue dans l'ordre de son index partiel du tri par défaut, pour que le
 * planificateur parcoure cet index et s'arrête au plafond au lieu de joindre toutes les demandes (ADR 0282, 0306).
 */
export function sqlTotalDemandes(type: TypeDemandeGuichet | null): SQL {
  const comptes = sourcesDeLaRecherche(type).map(
    (s) => sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${s.depuis} WHERE ${s.condition}
      ORDER BY ${s.ordreIndex} LIMIT ${PLAFOND_DEMANDES + 1}) s)`,
  );
  if (comptes.length === 0) return sql`SELECT 0 AS total`;
  return sql`SELECT (${sql.join(comptes, sql` + `)})::int AS total`;
}

/** Détail des demandes de la page, dans l'ordre de la page. */
async function detailDesCles(db: Executeur, type: TypeDemandeGuichet | null, cles: ClePage[]) {
  const parCle = new Map<string, LigneSql>();
  for (const s of sourcesDeLaRecherche(type)) {
    const ids = cles.filter((c) => c.source === s.source).map((c) => Number(c.id_ref));
    if (ids.length === 0) continue;
    const lignes = await db.execute<LigneSql>(
      sql`${s.detail} WHERE ${s.identifiant} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const l of lignes.rows) parCle.set(`${s.source}:${l.id_ref}`, l);
  }
  return cles.flatMap((c) => {
    const l = parCle.get(`${c.source}:${c.id_ref}`);
    return l ? [l] : [];
  });
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
      return ligne ? versDemandeDeclaration(ligne) : null;
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
    ): Promise<{ demandes: DemandeListee[]; total: number; totalPlafonne: boolean }> {
      return db.transaction(
        async (tx) => {
          await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
          const cles = await tx.execute<ClePage>(sqlPageDemandes(r));
          const lignes = await detailDesCles(tx, r.type, cles.rows);
          const compte = await tx.execute<{ total: number }>(sqlTotalDemandes(r.type));
          const nombre = compte.rows[0]?.total ?? 0;
          return {
            demandes: lignes.map(versDemande),
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
    async plusAncienneLibre(idCompte: number, maintenant: Date): Promise<DemandeListee | null> {
      const libre = sql`(v.id_compte IS NULL OR v.id_compte = ${idCompte} OR cv.statut = 'SUPPRIME'
                 OR v.actif_le + ${INACTIVITE} <= ${maintenant.toISOString()}::timestamptz)`;
      let plusAncienne: LigneSql | null = null;
      for (const s of sourcesDeLaRecherche(null)) {
        const r = await db.execute<LigneSql>(
          sql`${s.detail} WHERE ${s.condition} AND ${libre}
              ORDER BY ${s.depot} ASC NULLS LAST, c.id ASC LIMIT 1`,
        );
        const ligne = r.rows[0];
        if (ligne && (plusAncienne === null || estAvant(ligne, plusAncienne))) plusAncienne = ligne;
      }
      return plusAncienne ? versDemande(plusAncienne) : null;
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
      return idsAVerrouAbandonne(
        db,
        {
          table: 'copropriete',
          colonneEtat: 'etat',
          etat: 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
          objet: 'COPROPRIETE',
        },
        maintenant,
        limite,
      );
    },

    /**
     * Mandats demandés (rattachement, contestation) restés « en cours de validation » derrière un verrou `MANDAT`
     * qui ne tient plus, les plus anciens d'abord (ADR 0304).
     */
    async mandatsAVerrouAbandonne(maintenant: Date, limite: number): Promise<number[]> {
      // Pas le mandat d'une immatriculation ouverte : il est « en cours de validation » sous le verrou de la
      // copropriété, jamais sous un verrou MANDAT.
      const etats = typesDisponiblesDeLaSource('MANDAT').flatMap(
        (t) => REGISTRE_TYPES_DEMANDE[t].critere.etats,
      );
      return idsAVerrouAbandonne(
        db,
        {
          table: 'mandat',
          colonneEtat: 'statut',
          etat: 'VALIDATION_EN_COURS',
          objet: 'MANDAT',
          condition: sql`EXISTS (SELECT 1 FROM copropriete c WHERE c.id = t.id_copropriete
                           AND c.etat IN (${liste(etats)}))`,
        },
        maintenant,
        limite,
      );
    },

    /**
     * Copropriétés dont la dissolution est restée « en cours de validation » derrière un verrou qui ne tient plus
     * (ADR 0304).
     */
    async dissolutionsAVerrouAbandonne(maintenant: Date, limite: number): Promise<number[]> {
      return idsAVerrouAbandonne(
        db,
        {
          table: 'copropriete',
          colonneEtat: 'etat',
          etat: 'DISSOLUTION_EN_COURS_DE_VALIDATION',
          objet: 'COPROPRIETE',
        },
        maintenant,
        limite,
      );
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
