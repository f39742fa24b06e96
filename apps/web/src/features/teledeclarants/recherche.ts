import {
  ChampTriTeledeclarant,
  CriteresRechercheTeledeclarant,
  type ErreurChamp,
  type SensTri,
  StatutTeledeclarant,
  TAILLE_PAGE_MAX_TELEDECLARANTS,
  TypeEtablissementTeledeclarant,
} from '@registre/domain';
import { ajouterPageAuxParametres, pageDepuisParametres } from '../../components/socle/tri';

/**
 * Recherche des télédéclarants côté client : la saisie du formulaire et la page affichée vivent dans
 * l'adresse de la page (`/teledeclarants?raisonSociale=…&page=2&tri=siret&sens=DESC`), pour que le retour
 * depuis une fiche, le rechargement et le partage d'un lien retrouvent la même liste.
 */

/** Critères textuels, dans l'ordre du formulaire. */
export const CHAMPS_TEXTE = [
  'raisonSociale',
  'siret',
  'codePostal',
  'commune',
  'nomAdmin',
  'prenomAdmin',
  'email',
  'codeApe',
] as const;
type ChampTexte = (typeof CHAMPS_TEXTE)[number];

/** Saisie du formulaire de recherche : que des textes (une liste sans choix vaut « »). */
export type SaisieRecherche = Record<ChampTexte, string> & {
  id: string;
  type: '' | TypeEtablissementTeledeclarant;
  statut: '' | StatutTeledeclarant;
  motDePasseCree: '' | 'oui' | 'non';
};

export const SAISIE_VIDE: SaisieRecherche = {
  id: '',
  raisonSociale: '',
  siret: '',
  type: '',
  codePostal: '',
  commune: '',
  nomAdmin: '',
  prenomAdmin: '',
  email: '',
  statut: '',
  motDePasseCree: '',
  codeApe: '',
};

export interface PageDemandee {
  pageNumber: number;
  pageSize: number;
  sortField: ChampTriTeledeclarant | null;
  sortDirection: SensTri | null;
}

/** Tailles de page proposées. */
export const TAILLES_PAGE = [10, 20, 50, TAILLE_PAGE_MAX_TELEDECLARANTS] as const;

const entierPositif = (texte: string | null): number | null =>
  texte !== null && /^[1-9]\d{0,6}$/.test(texte) ? Number(texte) : null;

/** Saisie lue dans l'adresse ; une valeur inconnue d'une liste est ignorée. */
export function saisieDepuisUrl(params: URLSearchParams): SaisieRecherche {
  const saisie: SaisieRecherche = { ...SAISIE_VIDE };
  for (const champ of CHAMPS_TEXTE) saisie[champ] = params.get(champ) ?? '';
  saisie.id = params.get('id') ?? '';
  const type = TypeEtablissementTeledeclarant.safeParse(params.get('type'));
  if (type.success) saisie.type = type.data;
  const statut = StatutTeledeclarant.safeParse(params.get('statut'));
  if (statut.success) saisie.statut = statut.data;
  const motDePasse = params.get('motDePasseCree');
  if (motDePasse === 'oui' || motDePasse === 'non') saisie.motDePasseCree = motDePasse;
  return saisie;
}

/** Page, taille et tri lus dans l'adresse (page 1, 10 lignes, sans tri par défaut). */
export function pageDepuisUrl(params: URLSearchParams): PageDemandee {
  return pageDepuisParametres(params, ChampTriTeledeclarant, TAILLE_PAGE_MAX_TELEDECLARANTS);
}

/** Adresse (paramètres) d'une recherche : seuls les critères renseignés et la page hors défaut y figurent. */
export function urlDepuis(saisie: SaisieRecherche, page: PageDemandee): URLSearchParams {
  const params = new URLSearchParams();
  for (const [cle, valeur] of Object.entries(saisie)) {
    if (valeur.trim() !== '') params.set(cle, valeur.trim());
  }
  return ajouterPageAuxParametres(params, page);
}

export type CriteresValides =
  | { ok: true; criteres: CriteresRechercheTeledeclarant }
  | { ok: false; erreurs: ErreurChamp[] };

/** Critères à envoyer, contrôlés par le schéma du domaine (mêmes messages que le serveur). */
export function criteresDepuis(saisie: SaisieRecherche, page: PageDemandee): CriteresValides {
  const erreurs: ErreurChamp[] = [];
  const id = saisie.id.trim();
  if (id !== '' && entierPositif(id) === null) {
    erreurs.push({ champ: 'id', message: "L'identifiant est un nombre entier positif." });
  }
  const brut: Record<string, unknown> = { paginationOptions: page };
  if (id !== '' && erreurs.length === 0) brut.id = Number(id);
  for (const champ of CHAMPS_TEXTE) {
    if (saisie[champ].trim() !== '') brut[champ] = saisie[champ];
  }
  if (saisie.type) brut.type = saisie.type;
  if (saisie.statut) brut.statut = saisie.statut;
  if (saisie.motDePasseCree) brut.motDePasseCree = saisie.motDePasseCree === 'oui';
  const resultat = CriteresRechercheTeledeclarant.safeParse(brut);
  if (!resultat.success) {
    for (const issue of resultat.error.issues) {
      erreurs.push({ champ: issue.path.join('.'), message: issue.message });
    }
  }
  if (erreurs.length > 0 || !resultat.success) return { ok: false, erreurs };
  return { ok: true, criteres: resultat.data };
}
