import {
  type BornesConformite,
  type EtatCopropriete,
  formaterDateIso,
  SEUILS_TRANCHES,
} from '@registre/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';

/**
 * Statistiques publiques (ADR 0252) : régénération des agrégats par commune et par trimestre, puis lectures
 * par sommes sur leurs index. Seul code qui touche aux tables `statistique_*`.
 */

/** Comptes sommés d'un territoire, tels que lus en base. */
export interface ComptesTerritoire {
  code: string;
  nom: string;
  nbCoproprietes: number;
  nbLots: number;
  nbLotsHabitation: number;
  nbJusqua10: number;
  nbDe11a49: number;
  nbDe50a199: number;
  nbAPartirDe200: number;
  nbMandatEnCours: number;
  nbMajAnnuelleFaite: number;
  nbConformes: number;
}

/** Filtre d'un territoire sur les colonnes des agrégats. */
export type FiltreTerritoire =
  | { niveau: 'NATIONAL' }
  | { niveau: 'REGION' | 'DEPARTEMENT' | 'EPCI' | 'COMMUNE'; code: string };

/** Verrou consultatif de la régénération : deux instances ne recalculent jamais en même temps. */
const VERROU_REGENERATION = 250_001;

export interface EtatGeneration {
  genereLe: Date;
  jour: string;
  dernierEvenement: number;
}

const SOMMES = sql`coalesce(sum(s.nb_coproprietes), 0) AS nb, coalesce(sum(s.nb_lots), 0) AS lots,
  coalesce(sum(s.nb_lots_habitation), 0) AS lots_hab, coalesce(sum(s.nb_jusqu_a_10), 0) AS t1,
  coalesce(sum(s.nb_de_11_a_49), 0) AS t2, coalesce(sum(s.nb_de_50_a_199), 0) AS t3,
  coalesce(sum(s.nb_a_partir_de_200), 0) AS t4, coalesce(sum(s.nb_mandat_en_cours), 0) AS mandat,
  coalesce(sum(s.nb_maj_annuelle_faite), 0) AS maj, coalesce(sum(s.nb_conformes), 0) AS conformes`;

type LigneSommes = Record<string, string | number | null>;

function versComptes(r: LigneSommes): ComptesTerritoire {
  const n = (cle: string) => Number(r[cle] ?? 0);
  return {
    code: String(r.code),
    nom: String(r.nom),
    nbCoproprietes: n('nb'),
    nbLots: n('lots'),
    nbLotsHabitation: n('lots_hab'),
    nbJusqua10: n('t1'),
    nbDe11a49: n('t2'),
    nbDe50a199: n('t3'),
    nbAPartirDe200: n('t4'),
    nbMandatEnCours: n('mandat'),
    nbMajAnnuelleFaite: n('maj'),
    nbConformes: n('conformes'),
  };
}

/** Condition d'un territoire sur une table d'agrégats d'alias `s`. */
function conditionTerritoire(filtre: FiltreTerritoire): SQL {
  switch (filtre.niveau) {
    case 'NATIONAL':
      return sql`true`;
    case 'REGION':
      return sql`s.code_region = ${filtre.code}`;
    case 'DEPARTEMENT':
      return sql`s.code_departement = ${filtre.code}`;
    case 'EPCI':
      return sql`s.siren_epci = ${filtre.code}`;
    case 'COMMUNE':
      return sql`s.code_insee = ${filtre.code}`;
  }
}

export function creerStatistiquesRepository(executeur: Executeur) {
  const lignes = async (requete: SQL) =>
    (await executeur.execute<LigneSommes>(requete)).rows.map(versComptes);

  return {
    /** Verrou de la régénération, tenu jusqu'à la fin de la transaction ; faux s'il est déjà pris. */
    async prendreVerrouRegeneration(): Promise<boolean> {
      const { rows } = await executeur.execute<{ pris: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(${VERROU_REGENERATION}) AS pris`,
      );
      return rows[0]?.pris === true;
    },

    async etatGeneration(): Promise<EtatGeneration | null> {
      const { rows } = await executeur.execute<{ genere_le: Date | string; jour: string; dernier: string }>(
        sql`SELECT genere_le, jour::text AS jour, dernier_evenement AS dernier FROM statistique_generation WHERE id = 1`,
      );
      const r = rows[0];
      return r
        ? { genereLe: new Date(r.genere_le), jour: r.jour, dernierEvenement: Number(r.dernier) }
        : null;
    },

    /**
     * Événements du journal arrivés après `depuis` : le plus récent, et s'il en est un autre qu'un
     * téléchargement (les téléchargements ne changent pas les données comptées). Parcours de la clé primaire
     * sur les seuls nouveaux événements.
     */
    async evenementsDepuis(depuis: number): Promise<{ dernier: number; donneesChangees: boolean }> {
      const { rows } = await executeur.execute<{ dernier: string | null; change: boolean | null }>(
        sql`SELECT max(id) AS dernier, bool_or(categorie <> 'TELECHARGEMENT') AS change
          FROM evenement_journal WHERE id > ${depuis}`,
      );
      const r = rows[0];
      return {
        dernier: r?.dernier == null ? depuis : Number(r.dernier),
        donneesChangees: r?.change === true,
      };
    },

    /** Identifiant du dernier événement du journal (0 sans événement). */
    async dernierEvenement(): Promise<number> {
      const { rows } = await executeur.execute<{ dernier: string | null }>(
        sql`SELECT max(id) AS dernier FROM evenement_journal`,
      );
      return Number(rows[0]?.dernier ?? 0);
    },

    /**
     * Recalcule tous les agrégats (à appeler dans une transaction : les lecteurs voient les anciens jusqu'à la
     * validation). Une copropriété est comptée dans sa commune, un arrondissement municipal dans sa commune.
     */
    async regenerer(parametres: {
      etats: readonly EtatCopropriete[];
      bornes: BornesConformite;
      genereLe: Date;
      dernierEvenement: number;
    }): Promise<void> {
      const { etats, bornes, genereLe, dernierEvenement } = parametres;
      const listeEtats = sql.join(
        etats.map((e) => sql`${e}`),
        sql`, `,
      );
      const jour = formaterDateIso(bornes.jour);
      const majDepuis = formaterDateIso(bornes.majAnnuelleDepuis);
      const mandat = sql`(c.date_debut_mandat <= ${jour}::date AND c.date_fin_mandat >= ${jour}::date)`;
      const maj = sql`(c.date_derniere_maj_annuelle >= ${majDepuis}::date)`;
      const source = sql`FROM copropriete c
        JOIN commune co ON co.code_insee = c.code_insee
        LEFT JOIN commune p ON p.code_insee = co.code_commune_parente
        WHERE c.etat IN (${listeEtats}) AND c.numero_immatriculation IS NOT NULL`;
      await executeur.execute(sql`DELETE FROM statistique_commune`);
      await executeur.execute(sql`INSERT INTO statistique_commune (code_insee, code_departement, code_region,
          siren_epci, nb_coproprietes, nb_lots, nb_lots_habitation, nb_jusqu_a_10, nb_de_11_a_49, nb_de_50_a_199,
          nb_a_partir_de_200, nb_mandat_en_cours, nb_maj_annuelle_faite, nb_conformes)
        SELECT coalesce(p.code_insee, co.code_insee), coalesce(p.code_departement, co.code_departement),
          coalesce(p.code_region, co.code_region), coalesce(p.siren_epci, co.siren_epci),
          count(*), coalesce(sum(c.nb_lots), 0), coalesce(sum(c.nb_lots_hab), 0),
          count(*) FILTER (WHERE coalesce(c.nb_lots, 0) < ${SEUILS_TRANCHES.DE_11_A_49}),
          count(*) FILTER (WHERE c.nb_lots >= ${SEUILS_TRANCHES.DE_11_A_49} AND c.nb_lots < ${SEUILS_TRANCHES.DE_50_A_199}),
          count(*) FILTER (WHERE c.nb_lots >= ${SEUILS_TRANCHES.DE_50_A_199} AND c.nb_lots < ${SEUILS_TRANCHES.A_PARTIR_DE_200}),
          count(*) FILTER (WHERE c.nb_lots >= ${SEUILS_TRANCHES.A_PARTIR_DE_200}),
          count(*) FILTER (WHERE ${mandat}), count(*) FILTER (WHERE ${maj}),
          count(*) FILTER (WHERE ${mandat} AND ${maj})
        ${source}
        GROUP BY 1, 2, 3, 4`);
      await executeur.execute(sql`DELETE FROM statistique_trimestre`);
      await executeur.execute(sql`INSERT INTO statistique_trimestre (trimestre, code_insee, code_departement,
          code_region, siren_epci, nb_immatriculations)
        SELECT date_trunc('quarter', c.date_immatriculation AT TIME ZONE 'Europe/Paris')::date,
          coalesce(p.code_insee, co.code_insee), coalesce(p.code_departement, co.code_departement),
          coalesce(p.code_region, co.code_region), coalesce(p.siren_epci, co.siren_epci), count(*)
        ${source} AND c.date_immatriculation IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5`);
      await executeur.execute(sql`INSERT INTO statistique_generation (id, genere_le, jour, dernier_evenement)
        VALUES (1, ${genereLe.toISOString()}::timestamptz, ${jour}::date, ${dernierEvenement})
        ON CONFLICT (id) DO UPDATE SET genere_le = excluded.genere_le, jour = excluded.jour,
          dernier_evenement = excluded.dernier_evenement`);
    },

    /** Avance le dernier événement pris en compte sans recalculer (seuls des téléchargements sont arrivés). */
    async avancerDernierEvenement(dernierEvenement: number): Promise<void> {
      await executeur.execute(
        sql`UPDATE statistique_generation SET dernier_evenement = ${dernierEvenement} WHERE id = 1`,
      );
    },

    /** Sommes d'un territoire (nom fourni par l'appelant). */
    async sommes(filtre: FiltreTerritoire, nom: string): Promise<ComptesTerritoire> {
      const code = filtre.niveau === 'NATIONAL' ? 'FR' : filtre.code;
      const [r] = await lignes(
        sql`SELECT ${code}::text AS code, ${nom}::text AS nom, ${SOMMES}
          FROM statistique_commune s WHERE ${conditionTerritoire(filtre)}`,
      );
      return r as ComptesTerritoire;
    },

    /** Toutes les régions, avec leurs sommes (zéro sans copropriété). */
    regions: () =>
      lignes(sql`SELECT r.code, r.nom, ${SOMMES} FROM region r
        LEFT JOIN statistique_commune s ON s.code_region = r.code GROUP BY r.code, r.nom ORDER BY r.code`),

    /** Départements d'une région (ou tous), avec leurs sommes. */
    departements: (codeRegion: string | null) =>
      lignes(sql`SELECT d.code, d.nom, ${SOMMES} FROM departement d
        LEFT JOIN statistique_commune s ON s.code_departement = d.code
        WHERE ${codeRegion === null ? sql`true` : sql`d.code_region = ${codeRegion}`}
        GROUP BY d.code, d.nom ORDER BY d.code`),

    /** Intercommunalités qui ont au moins une commune dans le département, avec leurs sommes entières. */
    epcisDuDepartement: (codeDepartement: string) =>
      lignes(sql`SELECT e.siren AS code, e.nom, ${SOMMES} FROM epci e
        LEFT JOIN statistique_commune s ON s.siren_epci = e.siren
        WHERE e.siren IN (SELECT siren_epci FROM commune WHERE code_departement = ${codeDepartement})
        GROUP BY e.siren, e.nom ORDER BY e.nom, e.siren`),

    /** Communes (hors arrondissements) d'une intercommunalité, avec leurs sommes. */
    communesDeLEpci: (siren: string) =>
      lignes(sql`SELECT c.code_insee AS code, c.nom, ${SOMMES} FROM commune c
        LEFT JOIN statistique_commune s ON s.code_insee = c.code_insee
        WHERE c.siren_epci = ${siren} AND c.code_commune_parente IS NULL
        GROUP BY c.code_insee, c.nom ORDER BY c.nom, c.code_insee`),

    /** Communes du département qui ont au moins une copropriété comptée (vue de conformité). */
    communesAvecCoproprietes: (codeDepartement: string) =>
      lignes(sql`SELECT s.code_insee AS code, c.nom, ${SOMMES} FROM statistique_commune s
        JOIN commune c ON c.code_insee = s.code_insee
        WHERE s.code_departement = ${codeDepartement}
        GROUP BY s.code_insee, c.nom ORDER BY c.nom, s.code_insee`),

    /** Immatriculations par trimestre (premier jour, « aaaa-mm-jj ») du territoire, depuis `depuis` s'il est donné. */
    async immatriculationsParTrimestre(
      filtre: FiltreTerritoire,
      depuis: string | null,
    ): Promise<{ trimestre: string; nombre: number }[]> {
      const { rows } = await executeur.execute<{ trimestre: string; nombre: string }>(
        sql`SELECT s.trimestre::text AS trimestre, sum(s.nb_immatriculations) AS nombre
          FROM statistique_trimestre s
          WHERE ${conditionTerritoire(filtre)} ${depuis === null ? sql`` : sql`AND s.trimestre >= ${depuis}::date`}
          GROUP BY s.trimestre ORDER BY s.trimestre`,
      );
      return rows.map((r) => ({ trimestre: r.trimestre, nombre: Number(r.nombre) }));
    },
  };
}
