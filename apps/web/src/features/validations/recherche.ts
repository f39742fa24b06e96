import {
  ChampTriDemandes,
  CriteresRechercheDemandes,
  type SensTri,
  TAILLE_PAGE_MAX_DEMANDES,
  TRI_PAR_DEFAUT_DEMANDES,
  TypeDemandeGuichet,
} from '@registre/domain';
import { ajouterPageAuxParametres, pageDepuisParametres, type TriEnCours } from '../../components/socle/tri';
import type { VerificationCriteres } from '../../components/socle/useRecherchePaginee';

/**
 * Recherche du guichet côté client : le filtre par type et la page affichée vivent dans l'adresse
 * (`/validations?type=DOUBLON&page=2&tri=dateDepot&sens=DESC`), pour que le retour depuis une demande, le
 * rechargement et le partage d'un lien retrouvent la même liste.
 */

export interface PageDemandes {
  pageNumber: number;
  pageSize: number;
  sortField: ChampTriDemandes | null;
  sortDirection: SensTri | null;
}

/** Tailles de page proposées. */
export const TAILLES_PAGE_DEMANDES = [10, 20, 50, TAILLE_PAGE_MAX_DEMANDES] as const;

/** Type de demande filtré, lu dans l'adresse ; une valeur inconnue est ignorée (tous les types). */
export function typeDepuisUrl(params: URLSearchParams): TypeDemandeGuichet | null {
  const type = TypeDemandeGuichet.safeParse(params.get('type'));
  return type.success ? type.data : null;
}

/** Page, taille et tri lus dans l'adresse (page 1, 10 lignes ; sans tri : celui du serveur). */
export function pageDepuisUrl(params: URLSearchParams): PageDemandes {
  return pageDepuisParametres(params, ChampTriDemandes, TAILLE_PAGE_MAX_DEMANDES);
}

/** Adresse (paramètres) d'une recherche : le type filtré et la page hors défaut. */
export function urlDepuis(type: TypeDemandeGuichet | null, page: PageDemandes): URLSearchParams {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  return ajouterPageAuxParametres(params, page);
}

/** Corps de `declarations/rechercher` : sans tri choisi, le serveur applique le tri par défaut (spec 2 §9). */
export function criteresDepuis(
  type: TypeDemandeGuichet | null,
  page: PageDemandes,
): CriteresRechercheDemandes {
  return { paginationOptions: page, typeDemande: type };
}

/**
 * Critères de l'adresse contrôlés par le schéma du domaine, avec les messages du serveur : une page au-delà des
 * demandes consultables (`PLAFOND_DEMANDES`, ADR 0282) est refusée avant tout appel.
 */
export function verificationDepuis(
  type: TypeDemandeGuichet | null,
  page: PageDemandes,
): VerificationCriteres<CriteresRechercheDemandes> {
  const resultat = CriteresRechercheDemandes.safeParse(criteresDepuis(type, page));
  return resultat.success
    ? { ok: true, criteres: resultat.data }
    : { ok: false, erreurs: resultat.error.issues.map((issue) => ({ message: issue.message })) };
}

/**
 * Tri affiché par les en-têtes : celui de l'adresse, ou le tri par défaut du serveur (profil du demandeur
 * croissant) quand aucun n'est choisi, pour que la colonne triée soit annoncée.
 */
export function triAffiche(page: PageDemandes): PageDemandes & TriEnCours<ChampTriDemandes> {
  return page.sortField ? page : { ...page, ...TRI_PAR_DEFAUT_DEMANDES };
}
