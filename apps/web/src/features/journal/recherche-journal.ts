import {
  CategorieEvenement,
  ChampTriJournal,
  CriteresRechercheJournal,
  type ErreurChamp,
  ModaliteEvenement,
  NB_MAX_RESULTATS_JOURNAL,
  Profil,
  type SensTri,
  TypeEvenement,
} from '@registre/domain';
import { ajouterPageAuxParametres, pageDepuisParametres } from '../../components/socle/tri';

/**
 * Recherche dans le journal côté client : la saisie et la page vivent dans l'adresse
 * (`/evenement-journal?dateDu=01/01/2026&typeEvenement=…&page=2`), pour que le retour arrière, le rechargement
 * et le partage d'un lien retrouvent la même liste (comme la recherche des télédéclarants).
 */

/** Saisie du formulaire : des textes ; une liste sans choix vaut « ». Les dates vides valent `null`. */
export interface SaisieJournal {
  dateDu: string | null;
  dateAu: string | null;
  profil: '' | Profil;
  categorie: '' | CategorieEvenement;
  typeEvenement: '' | TypeEvenement;
  modalite: '' | ModaliteEvenement;
}

export const SAISIE_JOURNAL_VIDE: SaisieJournal = {
  dateDu: null,
  dateAu: null,
  profil: '',
  categorie: '',
  typeEvenement: '',
  modalite: '',
};

export interface PageJournal {
  pageNumber: number;
  pageSize: number;
  sortField: ChampTriJournal | null;
  sortDirection: SensTri | null;
}

/** Tailles de page proposées : les 100 premiers événements restent atteignables. */
export const TAILLES_PAGE_JOURNAL = [10, 20, 50, NB_MAX_RESULTATS_JOURNAL] as const;

const valeurDe = <T extends string>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  v: string | null,
) => {
  const r = schema.safeParse(v);
  return r.success ? (r.data as T) : '';
};

/** Saisie lue dans l'adresse ; une valeur inconnue d'une liste est ignorée. */
export function saisieJournalDepuisUrl(params: URLSearchParams): SaisieJournal {
  return {
    dateDu: params.get('dateDu') || null,
    dateAu: params.get('dateAu') || null,
    profil: valeurDe(Profil, params.get('profil')),
    categorie: valeurDe(CategorieEvenement, params.get('categorie')),
    typeEvenement: valeurDe(TypeEvenement, params.get('typeEvenement')),
    modalite: valeurDe(ModaliteEvenement, params.get('modalite')),
  };
}

/** Page lue dans l'adresse : par défaut, la première, 10 lignes, du plus récent au plus ancien. */
export function pageJournalDepuisUrl(params: URLSearchParams): PageJournal {
  const page = pageDepuisParametres(params, ChampTriJournal, NB_MAX_RESULTATS_JOURNAL);
  return page.sortField === null ? { ...page, sortField: 'date', sortDirection: 'DESC' } : page;
}

/** Adresse d'une recherche : seuls les critères renseignés et la page hors défaut y figurent. */
export function urlJournalDepuis(saisie: SaisieJournal, page: PageJournal): URLSearchParams {
  const params = new URLSearchParams();
  for (const [cle, valeur] of Object.entries(saisie)) {
    if (typeof valeur === 'string' && valeur.trim() !== '') params.set(cle, valeur.trim());
  }
  const parDefaut = page.sortField === 'date' && page.sortDirection === 'DESC';
  return ajouterPageAuxParametres(
    params,
    parDefaut ? { ...page, sortField: null, sortDirection: null } : page,
  );
}

export type CriteresJournalValides =
  | { ok: true; criteres: CriteresRechercheJournal }
  | { ok: false; erreurs: ErreurChamp[] };

/** Critères à envoyer, contrôlés par le schéma du domaine : mêmes messages que le serveur. */
export function criteresJournalDepuis(saisie: SaisieJournal, page: PageJournal): CriteresJournalValides {
  const brut: Record<string, unknown> = { paginationOptions: page };
  for (const [cle, valeur] of Object.entries(saisie)) {
    if (typeof valeur === 'string' && valeur.trim() !== '') brut[cle] = valeur.trim();
  }
  const resultat = CriteresRechercheJournal.safeParse(brut);
  if (!resultat.success) {
    return {
      ok: false,
      erreurs: resultat.error.issues.map((issue) => ({
        champ: issue.path.join('.'),
        message: issue.message,
      })),
    };
  }
  return { ok: true, criteres: resultat.data };
}
