import {
  ETATS_IMMATRICULEE,
  type EtatCopropriete,
  formaterDateIso,
  type TableauIndicateurs,
  type TypeDemandeIndicateur,
} from '@registre/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { instantaneIndicateurs } from '../db/schema/index.js';
import { filtreFamilleDemandes } from './validation.repository.js';

/**
 * Indicateurs du teneur (ADR 0201) : des comptes par agrégation SQL sur les index des demandes en attente et du
 * journal, jamais des lignes chargées puis comptées.
 */

const FUSEAU = 'Europe/Paris';

/** Verrou consultatif du calcul de l'instantané : un seul calcul à la fois, toutes instances confondues. */
const VERROU_INSTANTANE = 281_001;

/** Instantané du tableau (ADR 0281). */
export interface InstantaneIndicateurs {
  calculeLe: Date;
  /** Jour de Paris du calcul (« aaaa-mm-jj ») : les délais en dépendent. */
  jour: string;
  /** Dernier événement du journal pris en compte. */
  dernierEvenement: number;
  tableau: TableauIndicateurs;
}

/** Début (instant) d'un jour calendaire à Paris : comparaison indexable d'un horodatage. */
const debutDuJour = (jour: Date): SQL =>
  sql`((${formaterDateIso(jour)}::date)::timestamp AT TIME ZONE ${FUSEAU})`;

/** Demandes d'un type en attente du teneur. */
export interface ComptesDemandes {
  type: TypeDemandeIndicateur;
  enCours: number;
  horsDelai: number;
  priseEnCharge: number;
  /** Dépôt de la plus ancienne demande. */
  plusAncienne: Date | null;
}

/** Premier jour (Paris) encore dans les délais, par type : les dépôts antérieurs sont hors délai. */
export type LimitesHorsDelai = Readonly<Record<TypeDemandeIndicateur, Date>>;

const listeEtats = (etats: readonly EtatCopropriete[]) =>
  sql.join(
    etats.map((e) => sql`${e}`),
    sql`, `,
  );

/** Une copropriété reste immatriculée pendant l'instruction et l'exécution de sa dissolution. */
const ETATS_COMPTES_IMMATRICULES: readonly EtatCopropriete[] = [
  ...ETATS_IMMATRICULEE,
  'DISSOLUTION_A_VALIDER',
  'DISSOLUTION_EN_COURS_DE_VALIDATION',
  'DISSOLUTION_EN_COURS',
];

interface LigneComptes extends Record<string, unknown> {
  type: TypeDemandeIndicateur;
  en_cours: string | number;
  hors_delai: string | number;
  prise_en_charge: string | number;
  plus_ancienne: Date | string | null;
}

function agregat(type: TypeDemandeIndicateur, limite: Date, depot: SQL, prise: SQL, source: SQL): SQL {
  return sql`SELECT ${type}::text AS type, count(*) AS en_cours,
      count(*) FILTER (WHERE s.depot < ${debutDuJour(limite)}) AS hors_delai,
      count(*) FILTER (WHERE s.prise) AS prise_en_charge,
      min(s.depot) AS plus_ancienne
    FROM (SELECT ${depot} AS depot, ${prise} AS prise ${source}) s`;
}

export function creerIndicateursRepository(executeur: Executeur) {
  return {
    /** Instantané du tableau, ou `null` s'il n'a jamais été calculé : une ligne lue sur sa clé. */
    async lireInstantane(): Promise<InstantaneIndicateurs | null> {
      const [ligne] = await executeur.select().from(instantaneIndicateurs).limit(1);
      return ligne
        ? {
            calculeLe: ligne.calculeLe,
            jour: ligne.jour,
            dernierEvenement: ligne.dernierEvenement,
            tableau: ligne.tableau as TableauIndicateurs,
          }
        : null;
    },

    /** Remplace l'instantané (dans la transaction du calcul). */
    async enregistrerInstantane(i: InstantaneIndicateurs): Promise<void> {
      const valeurs = {
        calculeLe: i.calculeLe,
        jour: i.jour,
        dernierEvenement: i.dernierEvenement,
        tableau: i.tableau,
      };
      await executeur
        .insert(instantaneIndicateurs)
        .values({ id: 1, ...valeurs })
        .onConflictDoUpdate({ target: instantaneIndicateurs.id, set: valeurs });
    },

    /** Attend puis prend le verrou du calcul jusqu'à la fin de la transaction. */
    async attendreVerrouInstantane(): Promise<void> {
      await executeur.execute(sql`SELECT pg_advisory_xact_lock(${VERROU_INSTANTANE})`);
    },

    /** Dernier événement du journal (clé primaire) : un événement plus récent dit que des données ont changé. */
    async dernierEvenement(): Promise<number> {
      const { rows } = await executeur.execute<{ dernier: string | null }>(
        sql`SELECT max(id) AS dernier FROM evenement_journal`,
      );
      return Number(rows[0]?.dernier ?? 0);
    },

    /**
     * Demandes en cours et hors délai de chaque type, en une requête :
     * - immatriculation et doublon : les demandes du guichet des types de cette famille, définies par le registre
     *   des types de demande comme la recherche du guichet (ADR 0190, 0231) ; dépôt de la déclaration à valider,
     *   date du signalement pour un doublon (la demande de précisions attend le déclarant : pas comptée) ;
     * - rattachement : mandat à valider ou en cours de validation sur une copropriété au rattachement à confirmer ;
     * - contestation : mandat de contestation à valider ou en cours de validation ;
     * - dissolution : demande de dissolution à valider.
     */
    async demandes(limites: LimitesHorsDelai): Promise<ComptesDemandes[]> {
      const priseImmat = sql`c.etat = 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION'`;
      const demandesDeLaFamille = (famille: 'IMMATRICULATION' | 'DOUBLON') =>
        sql`FROM declaration d JOIN copropriete c ON c.id = d.id_copropriete WHERE ${filtreFamilleDemandes(famille)}`;
      const mandats = (contestation: boolean) =>
        sql`FROM mandat m JOIN copropriete c ON c.id = m.id_copropriete
          WHERE m.statut IN ('A_VALIDER', 'VALIDATION_EN_COURS') AND m.contestation = ${contestation}
          ${contestation ? sql`` : sql`AND c.etat = 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'`}`;
      const depotMandat = sql`coalesce(m.date_soumission, m.date_creation)`;
      const priseMandat = sql`m.statut = 'VALIDATION_EN_COURS'`;
      const requete = sql.join(
        [
          agregat(
            'IMMATRICULATION',
            limites.IMMATRICULATION,
            sql`coalesce(d.date_soumission, c.date_modification)`,
            priseImmat,
            demandesDeLaFamille('IMMATRICULATION'),
          ),
          agregat('CONTESTATION', limites.CONTESTATION, depotMandat, priseMandat, mandats(true)),
          agregat('RATTACHEMENT', limites.RATTACHEMENT, depotMandat, priseMandat, mandats(false)),
          agregat(
            'DISSOLUTION',
            limites.DISSOLUTION,
            sql`x.date_demande`,
            sql`c.etat = 'DISSOLUTION_EN_COURS_DE_VALIDATION'`,
            sql`FROM dissolution x JOIN copropriete c ON c.id = x.id_copropriete WHERE x.statut = 'A_VALIDER'`,
          ),
          agregat(
            'DOUBLON',
            limites.DOUBLON,
            sql`coalesce(c.doublon_signale_le, d.date_soumission, c.date_modification)`,
            priseImmat,
            demandesDeLaFamille('DOUBLON'),
          ),
        ],
        sql` UNION ALL `,
      );
      const { rows } = await executeur.execute<LigneComptes>(requete);
      return rows.map((r) => ({
        type: r.type,
        enCours: Number(r.en_cours),
        horsDelai: Number(r.hors_delai),
        priseEnCharge: Number(r.prise_en_charge),
        plusAncienne: r.plus_ancienne === null ? null : new Date(r.plus_ancienne),
      }));
    },

    /**
     * Compteurs du tableau du teneur, en une requête : copropriétés immatriculées (compteurs par état, ADR 0162),
     * immatriculations et rattachements validés depuis `depuis`, télédéclarants et comptes actifs,
     * téléchargements et mises à jour lus sur l'index (catégorie, type, date) du journal.
     */
    async compteurs(bornes: { depuis: Date; debutAnnee: Date; debutMois: Date }): Promise<{
      nbCoproImmatriculees: number;
      nbImmatriculations: number;
      nbRattachements: number;
      nbTeledeclarants: number;
      nbUtilisateurs: number;
      nbTelechargementDonneesBrutes: number;
      nbTelechargementRapportBo: number;
      nbMajParAnnee: number;
      nbMajParMois: number;
      topEchelleGeographique: string | null;
    }> {
      const depuis = bornes.depuis.toISOString();
      const typesMaj = sql`('MAJ_STANDARD', 'MAJ_ANNUELLE', 'MAJ_COMPTES_NON_APPROUVES')`;
      const { rows } = await executeur.execute<Record<string, string | number | null>>(sql`SELECT
        (SELECT coalesce(sum(nombre), 0) FROM compteur_copropriete
          WHERE etat IN (${listeEtats(ETATS_COMPTES_IMMATRICULES)})) AS copro,
        (SELECT count(*) FROM copropriete WHERE date_immatriculation >= ${depuis}::timestamptz) AS immat,
        (SELECT count(*) FROM mandat m JOIN copropriete c ON c.id = m.id_copropriete
          WHERE m.date_validation >= ${depuis}::timestamptz
            AND c.date_immatriculation < coalesce(m.date_soumission, m.date_creation)) AS ratt,
        (SELECT count(*) FROM teledeclarant WHERE statut = 'ACTIF') AS td,
        (SELECT count(*) FROM compte WHERE statut = 'ACTIF') AS comptes,
        (SELECT count(*) FROM evenement_journal WHERE categorie = 'TELECHARGEMENT'
          AND type_evenement = 'TELECHARGEMENT_DONNEES_BRUTES') AS brutes,
        (SELECT count(*) FROM evenement_journal WHERE categorie = 'TELECHARGEMENT'
          AND type_evenement = 'TELECHARGEMENT_RAPPORT') AS rapports,
        (SELECT count(*) FROM evenement_journal WHERE categorie = 'MISE_A_JOUR'
          AND type_evenement IN ${typesMaj} AND date >= ${debutDuJour(bornes.debutAnnee)}) AS maj_annee,
        (SELECT count(*) FROM evenement_journal WHERE categorie = 'MISE_A_JOUR'
          AND type_evenement IN ${typesMaj} AND date >= ${debutDuJour(bornes.debutMois)}) AS maj_mois,
        (SELECT detail->>'niveauGeographique' FROM evenement_journal
          WHERE categorie = 'CONNEXION' AND type_evenement = 'CONNEXION_INSTITUTIONNELLE'
            AND date >= ${depuis}::timestamptz AND detail->>'niveauGeographique' IS NOT NULL
          GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1) AS top`);
      const r = rows[0] ?? {};
      const n = (cle: string) => Number(r[cle] ?? 0);
      return {
        nbCoproImmatriculees: n('copro'),
        nbImmatriculations: n('immat'),
        nbRattachements: n('ratt'),
        nbTeledeclarants: n('td'),
        nbUtilisateurs: n('comptes'),
        nbTelechargementDonneesBrutes: n('brutes'),
        nbTelechargementRapportBo: n('rapports'),
        nbMajParAnnee: n('maj_annee'),
        nbMajParMois: n('maj_mois'),
        topEchelleGeographique: (r.top as string | null | undefined) ?? null,
      };
    },
  };
}
