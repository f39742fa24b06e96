import {
  type Adresse,
  aUnCritereAnnuaire,
  CHAMPS_RECHERCHE_AVANCEE,
  CHAMPS_TRI_ANNUAIRE,
  type ChampRechercheAvancee,
  type ChampTriAnnuaire,
  type CriteresRechercheAnnuaire,
  type ErreurChamp,
  ETATS_MISE_A_JOUR_ANNUAIRE,
  type EtatMiseAJourAnnuaire,
  estCodeDepartementValide,
  estCodePostalValide,
  estDateTexteValide,
  LONGUEUR_MAX_TEXTE_ANNUAIRE,
  MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
  messagesFormats,
  messagesGeneriques,
  type SensTri,
  STATUTS_PUBLICS_COPROPRIETE,
  STATUTS_RATTACHEMENT_PUBLIC,
  type StatutPublicCopropriete,
  type StatutRattachementPublic,
  TAILLE_PAGE_MAX_ANNUAIRE,
} from '@registre/domain';
import { ajouterPageAuxParametres, pageDepuisParametres } from '../../components/socle/tri';

/**
 * Recherche de l'annuaire côté client (spec 1 §2, spec 2 §5.6) : la saisie et la page affichée vivent dans
 * l'adresse de la page (`/annuaire?q=tilleuls`, `/annuaire?mode=avancee&codeDepartement=69&statut=DISSOUTE`),
 * pour que le retour depuis une fiche, le rechargement et le partage d'un lien retrouvent la même liste.
 * Seuls les champs du mode affiché (simple ou avancé) sont écrits dans l'adresse et envoyés.
 *
 * Sans zod (ADR 0260, 0285) : la page publique ne charge ni zod ni les schémas ; l'adresse est lue et la saisie
 * contrôlée à la main sur les listes et les fonctions de format du domaine (mêmes messages), le serveur
 * re-vérifiant tout par le schéma `CriteresRechercheAnnuaire`.
 */

export type ModeRecherche = 'simple' | 'avancee';

/** Adresse de la recherche simple : choisie parmi les propositions du géocodage (point) ou gardée telle quelle. */
export interface AdresseRecherchee {
  libelle: string;
  voie: string | null;
  codePostal: string | null;
  commune: string | null;
  /** Longitude et latitude de l'adresse choisie ; `null` pour une adresse non géolocalisée. */
  x: number | null;
  y: number | null;
}

/** Champs de la recherche avancée qui ne sont pas des textes saisis (listes, cases, code INSEE de l'API). */
const CHAMPS_AVANCES_NON_TEXTE = [
  'majAnnuelle',
  'majComptesNonApprouves',
  'statutsCopropriete',
  'statutsRattachement',
  'codeInsee',
] as const;
export type ChampTexteAvance = Exclude<ChampRechercheAvancee, (typeof CHAMPS_AVANCES_NON_TEXTE)[number]>;

/** Champs textuels de la recherche avancée, dans l'ordre de l'écran (spec 1 §2, liste du domaine). */
export const CHAMPS_TEXTE_AVANCES: readonly ChampTexteAvance[] = CHAMPS_RECHERCHE_AVANCEE.filter(
  (champ): champ is ChampTexteAvance => !(CHAMPS_AVANCES_NON_TEXTE as readonly string[]).includes(champ),
);

export type SaisieAnnuaire = Record<ChampTexteAvance, string> & {
  mode: ModeRecherche;
  immatriculationOuNom: string;
  adresse: AdresseRecherchee | null;
  majAnnuelle: '' | EtatMiseAJourAnnuaire;
  majComptesNonApprouves: '' | EtatMiseAJourAnnuaire;
  statutsCopropriete: StatutPublicCopropriete[];
  statutsRattachement: StatutRattachementPublic[];
};

export const SAISIE_VIDE: SaisieAnnuaire = {
  mode: 'simple',
  immatriculationOuNom: '',
  adresse: null,
  codeDepartement: '',
  commune: '',
  codePostal: '',
  voie: '',
  lieuDit: '',
  numeroImmatriculation: '',
  nom: '',
  dateDebutMandat: '',
  dateFinMandat: '',
  majAnnuelle: '',
  majComptesNonApprouves: '',
  statutsCopropriete: [],
  statutsRattachement: [],
};

export interface PageAnnuaire {
  pageNumber: number;
  pageSize: number;
  sortField: ChampTriAnnuaire | null;
  sortDirection: SensTri | null;
}

/** Tailles de page proposées (la carte montre la page affichée). */
export const TAILLES_PAGE_ANNUAIRE = [10, 20, 50, TAILLE_PAGE_MAX_ANNUAIRE] as const;

/** Paramètres de l'adresse de la page pour l'adresse cherchée (recherche simple). */
const PARAMS_ADRESSE = {
  libelle: 'adresse',
  voie: 'adresseVoie',
  codePostal: 'adresseCodePostal',
  commune: 'adresseCommune',
  x: 'x',
  y: 'y',
} as const;

const coordonnee = (texte: string | null, borne: number): number | null => {
  if (texte === null || !/^-?\d{1,3}(\.\d{1,10})?$/.test(texte)) return null;
  const valeur = Number(texte);
  return Math.abs(valeur) <= borne ? valeur : null;
};

function adresseDepuisUrl(params: URLSearchParams): AdresseRecherchee | null {
  const libelle = params.get(PARAMS_ADRESSE.libelle)?.trim() ?? '';
  if (libelle === '') return null;
  const x = coordonnee(params.get(PARAMS_ADRESSE.x), 180);
  const y = coordonnee(params.get(PARAMS_ADRESSE.y), 90);
  const geolocalisee = x !== null && y !== null;
  return {
    libelle,
    voie: params.get(PARAMS_ADRESSE.voie) || null,
    codePostal: params.get(PARAMS_ADRESSE.codePostal) || null,
    commune: params.get(PARAMS_ADRESSE.commune) || null,
    x: geolocalisee ? x : null,
    y: geolocalisee ? y : null,
  };
}

/** La valeur si elle est dans la liste, sinon `null`. */
function valeurDeLaListe<V extends string>(liste: readonly V[], valeur: string | null): V | null {
  return liste.find((v) => v === valeur) ?? null;
}

/** Saisie lue dans l'adresse de la page ; une valeur inconnue d'une liste est ignorée. */
export function saisieDepuisUrl(params: URLSearchParams): SaisieAnnuaire {
  const saisie: SaisieAnnuaire = { ...SAISIE_VIDE, statutsCopropriete: [], statutsRattachement: [] };
  saisie.mode = params.get('mode') === 'avancee' ? 'avancee' : 'simple';
  saisie.immatriculationOuNom = params.get('q') ?? '';
  saisie.adresse = adresseDepuisUrl(params);
  for (const champ of CHAMPS_TEXTE_AVANCES) saisie[champ] = params.get(champ) ?? '';
  saisie.majAnnuelle = valeurDeLaListe(ETATS_MISE_A_JOUR_ANNUAIRE, params.get('majAnnuelle')) ?? '';
  saisie.majComptesNonApprouves =
    valeurDeLaListe(ETATS_MISE_A_JOUR_ANNUAIRE, params.get('majComptesNonApprouves')) ?? '';
  const statuts = new Set(params.getAll('statut'));
  saisie.statutsCopropriete = STATUTS_PUBLICS_COPROPRIETE.filter((s) => statuts.has(s));
  const rattachements = new Set(params.getAll('rattachement'));
  saisie.statutsRattachement = STATUTS_RATTACHEMENT_PUBLIC.filter((s) => rattachements.has(s));
  return saisie;
}

/** Page, taille et tri lus dans l'adresse (page 1, 10 lignes, sans tri par défaut). */
export function pageDepuisUrl(params: URLSearchParams): PageAnnuaire {
  return pageDepuisParametres(params, { options: CHAMPS_TRI_ANNUAIRE }, TAILLE_PAGE_MAX_ANNUAIRE);
}

/** Adresse (paramètres) d'une recherche : les champs renseignés du mode affiché, la page hors défaut. */
export function urlDepuis(saisie: SaisieAnnuaire, page: PageAnnuaire): URLSearchParams {
  const params = new URLSearchParams();
  if (saisie.mode === 'avancee') {
    params.set('mode', 'avancee');
    for (const champ of CHAMPS_TEXTE_AVANCES) {
      if (saisie[champ].trim() !== '') params.set(champ, saisie[champ].trim());
    }
    if (saisie.majAnnuelle) params.set('majAnnuelle', saisie.majAnnuelle);
    if (saisie.majComptesNonApprouves) params.set('majComptesNonApprouves', saisie.majComptesNonApprouves);
    for (const statut of saisie.statutsCopropriete) params.append('statut', statut);
    for (const statut of saisie.statutsRattachement) params.append('rattachement', statut);
  } else {
    if (saisie.immatriculationOuNom.trim() !== '') params.set('q', saisie.immatriculationOuNom.trim());
    const a = saisie.adresse;
    if (a !== null && a.libelle.trim() !== '') {
      params.set(PARAMS_ADRESSE.libelle, a.libelle.trim());
      if (a.voie) params.set(PARAMS_ADRESSE.voie, a.voie);
      if (a.codePostal) params.set(PARAMS_ADRESSE.codePostal, a.codePostal);
      if (a.commune) params.set(PARAMS_ADRESSE.commune, a.commune);
      if (a.x !== null && a.y !== null) {
        params.set(PARAMS_ADRESSE.x, String(a.x));
        params.set(PARAMS_ADRESSE.y, String(a.y));
      }
    }
  }
  return ajouterPageAuxParametres(params, page);
}

/** Adresse cherchée à partir de la valeur du champ d'adresse de la déclaration (spec 1 §4). */
export function adresseRechercheeDepuis(adresse: Adresse | null): AdresseRecherchee | null {
  if (adresse === null) return null;
  const voie = [adresse.numeroVoie, adresse.voie].filter(Boolean).join(' ') || null;
  const libelle =
    adresse.libelle ?? [voie, adresse.codePostal, adresse.commune].filter(Boolean).join(' ').trim();
  if (libelle === '') return null;
  const geolocalisee = adresse.geolocalisee && adresse.longitude != null && adresse.latitude != null;
  return {
    libelle,
    // Non géolocalisée, l'adresse est cherchée par le texte de sa voie (sans numéro), son code postal et sa commune.
    voie: geolocalisee ? voie : (adresse.voie ?? null),
    codePostal: adresse.codePostal ?? null,
    commune: adresse.commune ?? null,
    x: geolocalisee ? (adresse.longitude ?? null) : null,
    y: geolocalisee ? (adresse.latitude ?? null) : null,
  };
}

/** Valeur du champ d'adresse correspondant à l'adresse cherchée (retour arrière, lien partagé). */
export function adresseDuChamp(adresse: AdresseRecherchee | null): Adresse | null {
  if (adresse === null) return null;
  const geolocalisee = adresse.x !== null && adresse.y !== null;
  return {
    libelle: adresse.libelle,
    voie: adresse.voie,
    codePostal: adresse.codePostal,
    commune: adresse.commune,
    longitude: adresse.x,
    latitude: adresse.y,
    geolocalisee,
  };
}

export type CriteresAnnuaireValides =
  | { ok: true; criteres: CriteresRechercheAnnuaire }
  | { ok: false; erreurs: ErreurChamp[] };

const tropLong = (valeur: unknown): boolean =>
  typeof valeur === 'string' && valeur.trim().length > LONGUEUR_MAX_TEXTE_ANNUAIRE;
const MESSAGE_TROP_LONG = messagesGeneriques.maxlength(LONGUEUR_MAX_TEXTE_ANNUAIRE);

/**
 * Erreurs de format (mêmes contrôles et messages que le schéma du domaine, hors longueur : message générique) ;
 * l'adresse de la recherche simple, qui peut venir d'un lien, est contrôlée comme les champs avancés.
 */
function erreursDeFormat(corps: Record<string, unknown>): ErreurChamp[] {
  const erreurs: ErreurChamp[] = [];
  const adresse = corps.adresseNonStructuree as
    | { voie?: unknown; codePostal?: unknown; commune?: unknown }
    | undefined;
  if (adresse !== undefined) {
    if (tropLong(adresse.voie) || tropLong(adresse.commune)) {
      erreurs.push({ champ: 'adresse', message: MESSAGE_TROP_LONG });
    } else if (typeof adresse.codePostal === 'string' && !estCodePostalValide(adresse.codePostal)) {
      erreurs.push({ champ: 'adresse', message: messagesFormats.codePostal });
    }
  }
  for (const champ of CHAMPS_TEXTE_AVANCES) {
    const valeur = corps[champ];
    if (typeof valeur !== 'string') continue;
    if (tropLong(valeur)) {
      erreurs.push({ champ, message: MESSAGE_TROP_LONG });
    } else if (champ === 'codeDepartement' && !estCodeDepartementValide(valeur.toUpperCase())) {
      erreurs.push({ champ, message: messagesFormats.codeDepartement });
    } else if (champ === 'codePostal' && !estCodePostalValide(valeur)) {
      erreurs.push({ champ, message: messagesFormats.codePostal });
    } else if ((champ === 'dateDebutMandat' || champ === 'dateFinMandat') && !estDateTexteValide(valeur)) {
      erreurs.push({ champ, message: messagesGeneriques.date });
    }
  }
  return erreurs;
}

/** Corps de la recherche tel que la page l'envoie : les champs renseignés du mode affiché, sans la page. */
export function corpsDepuis(saisie: SaisieAnnuaire): Record<string, unknown> {
  const corps: Record<string, unknown> = { isRechercheAvancee: saisie.mode === 'avancee' };
  if (saisie.mode === 'avancee') {
    for (const champ of CHAMPS_TEXTE_AVANCES) {
      if (saisie[champ].trim() !== '') corps[champ] = saisie[champ].trim();
    }
    if (saisie.majAnnuelle) corps.majAnnuelle = saisie.majAnnuelle;
    if (saisie.majComptesNonApprouves) corps.majComptesNonApprouves = saisie.majComptesNonApprouves;
    if (saisie.statutsCopropriete.length > 0) corps.statutsCopropriete = saisie.statutsCopropriete;
    if (saisie.statutsRattachement.length > 0) corps.statutsRattachement = saisie.statutsRattachement;
  } else {
    if (saisie.immatriculationOuNom.trim() !== '') corps.immatriculationOuNom = saisie.immatriculationOuNom;
    const a = saisie.adresse;
    if (a !== null) {
      const geolocalisee = a.x !== null && a.y !== null;
      corps.adresseNonSelectionnee = !geolocalisee;
      corps.adresseNonStructuree = {
        voie: a.voie,
        codePostal: a.codePostal,
        commune: a.commune,
        ...(geolocalisee ? { x: a.x, y: a.y } : {}),
      };
    }
  }
  return corps;
}

/**
 * Critères à envoyer, contrôlés sans zod (au moins un champ par `aUnCritereAnnuaire`, la règle même du schéma ;
 * formats de la recherche avancée par les fonctions et messages du domaine) : le serveur re-vérifie tout par
 * `CriteresRechercheAnnuaire` et rend ses erreurs en 400. Le test unitaire compare ce verdict à celui du schéma.
 */
export function criteresDepuis(saisie: SaisieAnnuaire, page: PageAnnuaire): CriteresAnnuaireValides {
  const corps = corpsDepuis(saisie);
  const erreurs = erreursDeFormat(corps);
  if (!aUnCritereAnnuaire(corps)) {
    erreurs.unshift({
      champ: saisie.mode === 'avancee' ? 'numeroImmatriculation' : 'immatriculationOuNom',
      message: MESSAGE_AU_MOINS_UN_CHAMP_ANNUAIRE,
    });
  }
  if (erreurs.length > 0) return { ok: false, erreurs };
  return { ok: true, criteres: { ...corps, paginationOptions: page } as CriteresRechercheAnnuaire };
}

/** La saisie est-elle vide (première visite) ? Aucune recherche n'est alors lancée, et aucun message affiché. */
export function estSaisieVide(saisie: SaisieAnnuaire): boolean {
  return (
    urlDepuis(saisie, { pageNumber: 1, pageSize: 10, sortField: null, sortDirection: null })
      .toString()
      .replace(/^mode=avancee&?/, '')
      .trim() === ''
  );
}
