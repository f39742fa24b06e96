import type {
  CategorieEvenement,
  ModaliteEvenement,
  Profil,
  SensTri,
  TypeCibleEvenement,
  TypeEvenement,
} from '@registre/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executeur } from '../db/connexion.js';
import { type DetailEvenement, evenementJournal } from '../db/schema/index.js';

export type { Executeur };

/** Ligne à écrire au journal. */
export interface NouvelEvenementJournal {
  idCompte: number | null;
  login: string | null;
  nomComplet: string | null;
  profil: Profil | null;
  idCompteOrigine: number | null;
  loginOrigine: string | null;
  categorie: CategorieEvenement;
  typeEvenement: TypeEvenement;
  modalite: ModaliteEvenement;
  typeCible: TypeCibleEvenement;
  idCible: number | null;
  libelleCible: string | null;
  detail: DetailEvenement | null;
}

/** Ligne lue dans le journal. */
export type LigneEvenementJournal = typeof evenementJournal.$inferSelect;

/**
 * Critères de recherche (écran du teneur, spec 2 §7.9). `dateDu` et `dateAu` sont des jours calendaires
 * (`Date` à minuit UTC, comme dans le domaine), bornes comprises, comptés à l'heure de Paris.
 */
export interface CriteresEvenements {
  dateDu?: Date | null;
  dateAu?: Date | null;
  profil?: Profil | null;
  categorie?: CategorieEvenement | null;
  typeEvenement?: TypeEvenement | null;
  modalite?: ModaliteEvenement | null;
  /** Page demandée, à partir de 1. */
  pageNumber: number;
  pageSize: number;
  /** Sens du tri par date ; du plus récent au plus ancien par défaut. */
  sens?: SensTri | null;
  /** Au-delà de ce nombre, le total n'est plus compté exactement (`totalPlafonne`). */
  plafondTotal: number;
}

export interface PageEvenements {
  evenements: LigneEvenementJournal[];
  /** Nombre d'événements qui répondent aux critères, borné par `plafondTotal`. */
  totalItems: number;
  /** Vrai quand le total atteint le plafond : il y a au moins autant d'événements. */
  totalPlafonne: boolean;
}

const FUSEAU = 'Europe/Paris';

/** Jour calendaire (minuit UTC) au format « aaaa-mm-jj ». */
function jourIso(jour: Date): string {
  return jour.toISOString().slice(0, 10);
}

function conditions(criteres: CriteresEvenements): SQL | undefined {
  const liste: SQL[] = [];
  if (criteres.dateDu) {
    // Début du jour à Paris, converti en instant : la comparaison reste indexable.
    liste.push(
      sql`${evenementJournal.date} >= (${jourIso(criteres.dateDu)}::date)::timestamp AT TIME ZONE ${FUSEAU}`,
    );
  }
  if (criteres.dateAu) {
    liste.push(
      sql`${evenementJournal.date} < ((${jourIso(criteres.dateAu)}::date + 1)::timestamp AT TIME ZONE ${FUSEAU})`,
    );
  }
  if (criteres.profil) liste.push(eq(evenementJournal.profil, criteres.profil));
  if (criteres.categorie) liste.push(eq(evenementJournal.categorie, criteres.categorie));
  if (criteres.typeEvenement) liste.push(eq(evenementJournal.typeEvenement, criteres.typeEvenement));
  if (criteres.modalite) liste.push(eq(evenementJournal.modalite, criteres.modalite));
  return liste.length > 0 ? and(...liste) : undefined;
}

/** Dépôt du journal des événements, sur la base ou dans la transaction de l'appelant. */
export function creerJournalRepository(executeur: Executeur) {
  /**
   * Les deux requêtes d'une recherche (page triée, compte borné), sans les exécuter : `rechercher` les lance,
   * les tests en lisent le plan (`EXPLAIN`) sur un journal volumineux (ADR 0200).
   */
  const requetesRecherche = (criteres: CriteresEvenements) => {
    const filtre = conditions(criteres);
    const ordre = criteres.sens === 'ASC' ? asc : desc;
    const page = executeur
      .select()
      .from(evenementJournal)
      .where(filtre)
      .orderBy(ordre(evenementJournal.date), ordre(evenementJournal.id))
      .limit(criteres.pageSize)
      .offset((criteres.pageNumber - 1) * criteres.pageSize);
    // Compter au plus `plafondTotal` lignes : le journal national compte des millions d'événements. Lues dans
    // l'ordre des dates, comme la page : le planificateur prend le même index et s'arrête au plafond (ADR 0280).
    const sousRequete = executeur
      .select({ un: sql`1` })
      .from(evenementJournal)
      .where(filtre)
      .orderBy(ordre(evenementJournal.date))
      .limit(criteres.plafondTotal)
      .as('s');
    const compte = executeur.select({ total: sql<number>`count(*)::int` }).from(sousRequete);
    return { page, compte };
  };

  return {
    /** Écrit un événement et renvoie son identifiant. */
    async inserer(ligne: NouvelEvenementJournal): Promise<number> {
      const [cree] = await executeur
        .insert(evenementJournal)
        .values(ligne)
        .returning({ id: evenementJournal.id });
      if (!cree) throw new Error("L'événement n'a pas été enregistré au journal.");
      return cree.id;
    },

    requetesRecherche,

    /** Événements qui répondent aux critères, du plus récent au plus ancien (ou l'inverse), page par page. */
    async rechercher(criteres: CriteresEvenements): Promise<PageEvenements> {
      const requetes = requetesRecherche(criteres);
      const evenements = await requetes.page;
      const [compte] = await requetes.compte;
      const totalItems = compte?.total ?? 0;
      return { evenements, totalItems, totalPlafonne: totalItems >= criteres.plafondTotal };
    },
  };
}
