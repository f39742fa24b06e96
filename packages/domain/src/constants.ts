/** Constantes métier et limites (spec 2 §9). */

/** Titre du site, repris dans le titre de chaque page. */
export const TITRE_SITE = 'Registre national des copropriétés';

/** Largeur minimale d'écran (px) en dessous de laquelle un avertissement s'affiche. */
export const LARGEUR_ECRAN_MINIMALE = 992;

/** Durée de mémorisation du consentement aux cookies, en jours. */
export const DUREE_CONSENTEMENT_COOKIES_JOURS = 1;

/** Taille maximale d'un fichier déposé : 5 Mo. */
export const TAILLE_MAX_FICHIER_MO = 5;
export const TAILLE_MAX_FICHIER_OCTETS = TAILLE_MAX_FICHIER_MO * 1024 * 1024;

/** Hauteur maximale de la liste d'autocomplétion d'adresse, en px. */
export const HAUTEUR_MAX_AUTOCOMPLETION_PX = 250;

/** Pagination par défaut des listes. */
export const PAGINATION_DEFAUT = {
  pageNumber: 1,
  pageSize: 10,
  sortField: null,
  sortDirection: null,
} as const;

/** Texte indicatif des champs de date. */
export const PLACEHOLDER_DATE = 'Renseignez une date';

/* Les constantes qui suivent complètent spec 2 §9 (ADR 0030 à 0040). Les dates sont écrites
 * « aaaa-mm-jj » : ce sont des dates calendaires, sans heure ni fuseau. */

/** Fuseau de référence du registre : dates du jour, échéances et noms de fichiers. */
export const FUSEAU_HORAIRE = 'Europe/Paris';

/** Langue et format des dates (spec 2 §9). */
export const LANGUE = 'fr';
export const LOCALE = 'fr-FR';
export const FORMAT_DATE = 'dd/MM/yyyy';

/** Tri par défaut de la liste du guichet de validation : par profil du demandeur, croissant. */
export const TRI_VALIDATIONS_DEFAUT = { sortField: 'profilDemandeur', sortDirection: 'ASC' } as const;

/** Autocomplétion d'adresse auprès du service national de géocodage : adresses de voie, 10 réponses au plus. */
export const AUTOCOMPLETION_ADRESSE = { type: 'StreetAddress', limite: 10 } as const;

/** Identifiant du compte institutionnel intégré (spec 1 §6). */
export const ID_UTILISATEUR_INSTITUTIONNEL = 1;

/** Longueur maximale de l'adresse d'inscription à la lettre d'information. */
export const LONGUEUR_MAX_EMAIL_NEWSLETTER = 100;

/** Longueur maximale du nom d'une copropriété. */
export const LONGUEUR_MAX_NOM_COPROPRIETE = 50;

/** Fichiers déposés : PDF seulement, 5 Mo au plus (voir `TAILLE_MAX_FICHIER_MO`). */
export const TYPES_FICHIER_AUTORISES = ['application/pdf'] as const;

/**
 * Mot de passe : 12 caractères au moins partout où un mot de passe est choisi ; 8 est la valeur par
 * défaut du composant partagé, qu'aucun écran n'utilise (ADR 0032).
 */
export const LONGUEUR_MIN_MOT_DE_PASSE = 12;
export const LONGUEUR_MIN_MOT_DE_PASSE_COMPOSANT = 8;

/** Mandat : durée strictement inférieure à 3 ans, normalement 12 mois (ADR 0020). */
export const DUREE_MAX_MANDAT_ANNEES = 3;
export const DUREE_NORMALE_MANDAT_MOIS = 12;

/** Exercice comptable : durée strictement inférieure à 18 mois, normalement 12 mois (ADR 0020). */
export const DUREE_MAX_EXERCICE_MOIS = 18;
export const DUREE_NORMALE_EXERCICE_MOIS = 12;

/** Un copropriétaire est compté débiteur au-delà de 300 euros. */
export const SEUIL_DETTE_COPROPRIETAIRE_EUROS = 300;

/** Aucune date avant le 01/01/1900. */
export const ANNEE_MIN_DATES = 1900;
export const DATE_MIN = `${ANNEE_MIN_DATES}-01-01`;

/**
 * Date de bascule du 01/01/2017 : un règlement antérieur relève de l'immatriculation par le syndic
 * (ou d'office par le notaire) ; un règlement à partir de cette date, de l'immatriculation initiale
 * par le notaire. C'est aussi la date à partir de laquelle les copropriétés nouvelles s'immatriculent.
 */
export const DATE_BASCULE_IMMATRICULATION = '2017-01-01';

/** Journal des événements : au-delà de 99 résultats, un avis s'affiche ; seuls les 100 premiers sont montrés. */
export const JOURNAL_SEUIL_AVIS_RESULTATS = 99;
export const NB_MAX_RESULTATS_JOURNAL = 100;

/** Outil de catégorisation : liste de 4 000 lignes, première page. */
export const CATEGORISATION_TAILLE_LISTE = 4000;
export const CATEGORISATION_PAGE = 1;

/** Au plus 4 administrateurs secondaires par télédéclarant (spec 2 §5.6). */
export const NB_MAX_ADMINS_SECONDAIRES = 4;

/** Le code d'activation est envoyé par courrier sous 15 jours au plus. */
export const DELAI_MAX_CODE_ACTIVATION_JOURS = 15;

/** Le teneur répond à une suspicion de doublon dans un délai d'un jour ouvré (calendrier/jours-ouvres.ts). */
export const DELAI_REPONSE_DOUBLON_JOURS_OUVRES = 1;

/** Départements d'Alsace-Moselle, qui ont deux jours fériés de plus (Vendredi saint, 26 décembre). */
export const DEPARTEMENTS_ALSACE_MOSELLE = ['57', '67', '68'] as const;

/** Nombre de lignes d'une adresse postale d'établissement. */
export const NB_LIGNES_ADRESSE = 7;

/** Nouvelles tentatives d'un effet du client (appel rejoué) : 10 au plus. */
export const NB_MAX_TENTATIVES_EFFET = 10;

/** Tailles des fenêtres modales ; XL par défaut. */
export const TAILLES_MODALE = ['SM', 'MD', 'LG', 'XL'] as const;
export type TailleModale = (typeof TAILLES_MODALE)[number];
export const TAILLE_MODALE_DEFAUT: TailleModale = 'XL';

/**
 * Communes appariées de l'outil de catégorisation : choisir l'une ajoute l'autre (ADR 0033).
 * Ce sont des identifiants internes de commune (`idCommune`), pas des codes INSEE.
 */
export const COMMUNES_APPARIEES: readonly (readonly [number, number])[] = [[34723, 34728]];

/**
 * Complète une sélection de communes avec leurs communes appariées, sans doublon et dans l'ordre
 * de la sélection (chaque commune ajoutée suit celle qui l'a appelée).
 */
export function completerCommunesAppariees(
  idsCommunes: readonly number[],
  paires: readonly (readonly [number, number])[] = COMMUNES_APPARIEES,
): number[] {
  const resultat: number[] = [];
  const ajouter = (id: number) => {
    if (!resultat.includes(id)) {
      resultat.push(id);
    }
  };
  for (const id of idsCommunes) {
    ajouter(id);
    for (const [a, b] of paires) {
      if (id === a) ajouter(b);
      if (id === b) ajouter(a);
    }
  }
  return resultat;
}

/**
 * Seuils du mandat ad hoc (article 29-1 A de la loi du 10 juillet 1965, ADR 0022) : impayés de 15 %
 * des sommes exigibles au-delà de 200 lots, 25 % sinon (voir `pourcentageSeuilMandatAdHoc`).
 */
export const MANDAT_AD_HOC = { seuilLots: 200, pourcentageGrandeCopropriete: 15, pourcentage: 25 } as const;

/** Tranche de taille d'une copropriété en nombre de lots (la règle qui l'utilise dit quels lots compter). */
export interface TrancheLots {
  readonly lotsMin: number;
  /** `null` : pas de borne haute. */
  readonly lotsMax: number | null;
}

/**
 * Calendrier d'immatriculation (loi ALUR, article 53) : plus de 200 lots au 31/12/2016, plus de 50 au
 * 31/12/2017, les autres au 31/12/2018 ; les copropriétés nouvelles dès le 01/01/2017
 * (`DATE_BASCULE_IMMATRICULATION`). La loi dit « lots » sans restriction : on compte le total des
 * lots (ADR 0040).
 */
export const CALENDRIER_IMMATRICULATION: readonly (TrancheLots & { readonly dateLimite: string })[] = [
  { lotsMin: 201, lotsMax: null, dateLimite: '2016-12-31' },
  { lotsMin: 51, lotsMax: 200, dateLimite: '2017-12-31' },
  { lotsMin: 0, lotsMax: 50, dateLimite: '2018-12-31' },
];

/**
 * Plan pluriannuel de travaux (loi Climat et résilience du 22 août 2021) : obligatoire à partir du
 * 01/01/2023 au-delà de 200 lots, du 01/01/2024 de 51 à 200 lots, du 01/01/2025 jusqu'à 50 lots
 * (ADR 0037, `declaration/plan-travaux.ts`).
 */
export const PALIERS_PLAN_PLURIANNUEL_TRAVAUX: readonly (TrancheLots & {
  readonly dateApplication: string;
})[] = [
  { lotsMin: 201, lotsMax: null, dateApplication: '2023-01-01' },
  { lotsMin: 51, lotsMax: 200, dateApplication: '2024-01-01' },
  { lotsMin: 0, lotsMax: 50, dateApplication: '2025-01-01' },
];

/** Le plan pluriannuel de travaux concerne les immeubles achevés depuis plus de 15 ans. */
export const ANCIENNETE_MIN_PLAN_TRAVAUX_ANS = 15;

/** Tranche qui contient le nombre de lots donné. */
export function trancheDeLots<T extends TrancheLots>(tranches: readonly T[], nbLots: number): T | undefined {
  return tranches.find(
    (tranche) => nbLots >= tranche.lotsMin && (tranche.lotsMax === null || nbLots <= tranche.lotsMax),
  );
}

/** Date limite d'immatriculation (« aaaa-mm-jj ») d'une copropriété existante selon son nombre de lots. */
export function dateLimiteImmatriculation(nbLots: number): string {
  const tranche = trancheDeLots(CALENDRIER_IMMATRICULATION, Math.max(0, nbLots));
  if (tranche === undefined) {
    throw new RangeError(`Nombre de lots invalide : ${nbLots}`);
  }
  return tranche.dateLimite;
}

/**
 * Page de l'application où mène un retour du fournisseur refusé, lors d'une navigation (`?motif=refus` : connexion
 * commencée sur un autre nom d'hôte, expirée ou rejouée ; `?motif=indisponible` : service injoignable). Ici et non
 * dans le contrat `clavis.routes.ts` : la table des routes web la lit sans charger zod (ADR 0260).
 */
export const CHEMIN_ERREUR_CONNEXION_INSTITUTIONNELLE = '/compte/connexion-institutionnelle/erreur';
