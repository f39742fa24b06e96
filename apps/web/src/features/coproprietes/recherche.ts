import {
  ChampTriCopropriete,
  CriteresRechercheCopropriete,
  type ErreurChamp,
  EtatCopropriete,
  FiltreListeCopropriete,
  type SensTri,
  TAILLE_PAGE_MAX_COPROPRIETES,
} from '@registre/domain';
import { ajouterPageAuxParametres, pageDepuisParametres } from '../../components/socle/tri';

/**
 * Liste des copropriétés côté client (ADR 0161) : le filtre de la page (paramètre de spec 1 §2, par exemple
 * `/copropriete?annuelle=true`), la saisie et la page affichée vivent dans l'adresse, pour que le retour, le
 * rechargement et le partage d'un lien retrouvent la même liste.
 */

export interface SaisieListe {
  immatriculationOuNom: string;
  /** Dates « jj/mm/aaaa ». */
  dateDebutMandat: string;
  dateFinMandat: string;
  etat: '' | EtatCopropriete;
}

export const SAISIE_VIDE: SaisieListe = {
  immatriculationOuNom: '',
  dateDebutMandat: '',
  dateFinMandat: '',
  etat: '',
};

export interface PageListe {
  pageNumber: number;
  pageSize: number;
  sortField: ChampTriCopropriete | null;
  sortDirection: SensTri | null;
}

export const TAILLES_PAGE = [10, 20, 50, TAILLE_PAGE_MAX_COPROPRIETES] as const;

/** Filtre de la page : le premier paramètre de spec 1 §2 présent (et différent de « false »). */
export function filtreDepuisUrl(params: URLSearchParams): FiltreListeCopropriete {
  return (
    FiltreListeCopropriete.options.find((f) => params.has(f) && params.get(f) !== 'false') ?? 'seeAllCopro'
  );
}

export function saisieDepuisUrl(params: URLSearchParams): SaisieListe {
  const etat = EtatCopropriete.safeParse(params.get('etat'));
  return {
    immatriculationOuNom: params.get('q') ?? '',
    dateDebutMandat: params.get('debut') ?? '',
    dateFinMandat: params.get('fin') ?? '',
    etat: etat.success ? etat.data : '',
  };
}

export function pageDepuisUrl(params: URLSearchParams): PageListe {
  return pageDepuisParametres(params, ChampTriCopropriete, TAILLE_PAGE_MAX_COPROPRIETES);
}

/** Adresse d'une liste : filtre, critères renseignés, page hors défaut. */
export function urlDepuis(
  filtre: FiltreListeCopropriete,
  saisie: SaisieListe,
  page: PageListe,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set(filtre, 'true');
  if (saisie.immatriculationOuNom.trim()) params.set('q', saisie.immatriculationOuNom.trim());
  if (saisie.dateDebutMandat.trim()) params.set('debut', saisie.dateDebutMandat.trim());
  if (saisie.dateFinMandat.trim()) params.set('fin', saisie.dateFinMandat.trim());
  if (saisie.etat) params.set('etat', saisie.etat);
  return ajouterPageAuxParametres(params, page);
}

export type CriteresValides =
  | { ok: true; criteres: CriteresRechercheCopropriete }
  | { ok: false; erreurs: ErreurChamp[] };

/** Corps de la recherche, contrôlé par le schéma du domaine (mêmes messages que le serveur). */
export function criteresDepuis(
  filtre: FiltreListeCopropriete,
  saisie: SaisieListe,
  page: PageListe,
): CriteresValides {
  const brut: Record<string, unknown> = { paginationOptions: page, statut: filtre };
  if (saisie.immatriculationOuNom.trim()) brut.immatriculationOuNom = saisie.immatriculationOuNom;
  if (saisie.dateDebutMandat.trim()) brut.dateDebutMandat = saisie.dateDebutMandat.trim();
  if (saisie.dateFinMandat.trim()) brut.dateFinMandat = saisie.dateFinMandat.trim();
  if (saisie.etat) brut.etatsCopropriete = [saisie.etat];
  const resultat = CriteresRechercheCopropriete.safeParse(brut);
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
