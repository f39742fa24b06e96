import type { Authority } from './authorities.js';
import {
  aDeconnexionDansMenuCompte,
  type CompteAutorise,
  canRepondreAuTeneur,
  doitAfficherDetailIndicateurs,
  doitChargerIndicateurs,
  doitChargerTableauDeBordSyndic,
  estEnAttenteActivation,
  estProfilRefuse,
  possede,
  possedeToutes,
  possedeUne,
} from './droits.js';
import type { Profil } from './profils.js';

/**
 * Tuiles de l'accueil, menus et bandeaux selon le compte (spec 1 §2 « Home tiles by profile » et
 * spec 1 §6 « Menu and tile rules »). Fonctions pures : le client les affiche, le serveur les teste.
 */

/** Bouton secondaire d'une tuile (par exemple, le guide PDF d'un outil). */
export interface BoutonTuile {
  readonly libelle: string;
  readonly route: string;
  readonly externe: boolean;
}

/** Tuile de l'accueil : route interne, ou lien externe ouvert dans un nouvel onglet. */
export interface TuileAccueil {
  readonly id: IdTuile;
  readonly titre: string;
  readonly description: string;
  readonly route: string;
  /** Paramètres de requête « clé=valeur » joints par « & » ; absent quand il n'y en a pas. */
  readonly query?: string;
  readonly externe: boolean;
  readonly bouton?: BoutonTuile;
}

export type IdTuile =
  | 'immatriculer'
  | 'voirToutesCoproprietes'
  | 'majStandard'
  | 'majAnnuelle'
  | 'mandats'
  | 'rattacher'
  | 'gererCoproprietes'
  | 'monCompte'
  | 'monEtablissement'
  | 'validations'
  | 'journal'
  | 'consulterCoproprietes'
  | 'teledeclarants'
  | 'statistiquesEtDonnees'
  | 'declarerDissolution'
  | 'outilCategorisation'
  | 'donneesBrutes'
  | 'annuaire'
  | 'statistiques'
  | 'aide';

/** Guides PDF des institutionnels, servis comme fichiers statiques du client. */
export const GUIDES_INSTITUTIONNELS = {
  categorisation: '/documents/guide-outil-categorisation.pdf',
  donneesBrutes: '/documents/guide-donnees-brutes.pdf',
} as const;

interface DefinitionTuile extends TuileAccueil {
  /** Autorisation sans laquelle la tuile n'est pas montrée ; absente pour une tuile publique. */
  readonly autorisation?: Authority;
}

const tuile = (definition: Omit<DefinitionTuile, 'externe'> & { externe?: boolean }): DefinitionTuile => ({
  externe: false,
  ...definition,
});

/** Catalogue des tuiles. */
export const TUILES: Readonly<Record<IdTuile, DefinitionTuile>> = {
  immatriculer: tuile({
    id: 'immatriculer',
    titre: 'Immatriculer une copropriété',
    description: "Déclarez une copropriété qui n'est pas encore inscrite au registre.",
    route: '/immatriculer-copropriete',
    autorisation: 'IMMATRICULER_NVELLE_COPRO',
  }),
  voirToutesCoproprietes: tuile({
    id: 'voirToutesCoproprietes',
    titre: 'Voir toutes mes copropriétés',
    description: 'Consultez la liste des copropriétés dont vous êtes le représentant légal.',
    route: '/copropriete',
    query: 'seeAllCopro=true',
    autorisation: 'VISUALISER_COPRO',
  }),
  majStandard: tuile({
    id: 'majStandard',
    titre: 'Mettre à jour une copropriété',
    description: 'Modifiez les données de vos copropriétés à tout moment (mise à jour standard).',
    route: '/copropriete',
    query: 'standard=true',
    autorisation: 'MAJ_COPROPRIETE_STANDARD',
  }),
  majAnnuelle: tuile({
    id: 'majAnnuelle',
    titre: 'Faire la mise à jour annuelle',
    description: "Déclarez chaque année les données de l'exercice comptable approuvé en assemblée générale.",
    route: '/copropriete',
    query: 'annuelle=true',
    autorisation: 'MAJ_COPROPRIETE_ANNUELLE',
  }),
  mandats: tuile({
    id: 'mandats',
    titre: 'Gérer mes mandats',
    description: 'Renouvelez un mandat, déclarez un successeur ou suivez les mandats expirés.',
    route: '/copropriete',
    query: 'mandate=true',
    autorisation: 'RENOUVELER_MANDAT',
  }),
  rattacher: tuile({
    id: 'rattacher',
    titre: 'Rattacher une copropriété',
    description: "Devenez le représentant légal déclaré d'une copropriété déjà immatriculée.",
    route: '/rattacher-une-copropriete',
    autorisation: 'RATTACHER_COPROPRIETE',
  }),
  gererCoproprietes: tuile({
    id: 'gererCoproprietes',
    titre: 'Gérer mes copropriétés',
    description: 'Mettez à jour vos copropriétés, renouvelez leurs mandats, déclarez une dissolution.',
    route: '/copropriete',
    query: 'seeAllCopro=true',
    autorisation: 'GERER_COPROPRIETE',
  }),
  monCompte: tuile({
    id: 'monCompte',
    titre: 'Mon compte',
    description: 'Consultez et modifiez vos informations personnelles et votre mot de passe.',
    route: '/compte/moncompte',
    autorisation: 'MON_COMPTE',
  }),
  monEtablissement: tuile({
    id: 'monEtablissement',
    titre: 'Mon établissement',
    description: 'Consultez les informations de votre établissement et de son représentant légal.',
    route: '/compte/monetablissement',
    autorisation: 'MON_ENTREPRISE_LECTURE',
  }),
  validations: tuile({
    id: 'validations',
    titre: 'Valider les demandes',
    description:
      "Traitez les demandes d'immatriculation, de rattachement, de contestation et de dissolution.",
    route: '/validations',
    autorisation: 'VALIDER_RATTACHEMENT_DECLARATION',
  }),
  journal: tuile({
    id: 'journal',
    titre: 'Journal des événements',
    description: 'Recherchez les actions réalisées sur le registre.',
    route: '/evenement-journal',
    autorisation: 'RECHERCHE_EVENEMENT_JOURNAL',
  }),
  consulterCoproprietes: tuile({
    id: 'consulterCoproprietes',
    titre: 'Consulter les copropriétés',
    description: 'Recherchez une copropriété du registre et consultez sa fiche.',
    route: '/copropriete',
    query: 'seeAllCopro=true',
    autorisation: 'VISUALISER_COPRO',
  }),
  teledeclarants: tuile({
    id: 'teledeclarants',
    titre: 'Télédéclarants',
    description: 'Recherchez un télédéclarant, consultez et gérez son compte.',
    route: '/teledeclarants',
    autorisation: 'LST_TELEDECLARANT',
  }),
  statistiquesEtDonnees: tuile({
    id: 'statistiquesEtDonnees',
    titre: 'Statistiques et données',
    description: 'Consultez les statistiques du registre et téléchargez les données brutes.',
    route: '/institutionnels/donnees-brutes',
    autorisation: 'DONNEES_BRUTES',
    bouton: {
      libelle: 'Consulter les statistiques',
      route: '/consulter-les-statistiques-du-registre',
      externe: false,
    },
  }),
  declarerDissolution: tuile({
    id: 'declarerDissolution',
    titre: 'Déclarer une dissolution',
    description: "Déclarez la dissolution d'une copropriété immatriculée.",
    route: '/copropriete/declarer-une-dissolution',
    autorisation: 'DISSOUDRE_COPRO',
  }),
  outilCategorisation: tuile({
    id: 'outilCategorisation',
    titre: 'Outil de catégorisation',
    description:
      'Catégorisez les copropriétés de votre territoire, enregistrez vos recherches et vos extractions.',
    route: '/institutionnels/outil-categorisation',
    autorisation: 'CATEGORISATION',
    bouton: {
      libelle: "Guide de l'outil (PDF)",
      route: GUIDES_INSTITUTIONNELS.categorisation,
      externe: true,
    },
  }),
  donneesBrutes: tuile({
    id: 'donneesBrutes',
    titre: 'Données brutes',
    description: 'Téléchargez les données brutes du registre pour votre territoire.',
    route: '/institutionnels/donnees-brutes',
    autorisation: 'DONNEES_BRUTES',
    bouton: {
      libelle: 'Guide des données (PDF)',
      route: GUIDES_INSTITUTIONNELS.donneesBrutes,
      externe: true,
    },
  }),
  annuaire: tuile({
    id: 'annuaire',
    titre: 'Annuaire des copropriétés',
    description: 'Recherchez une copropriété immatriculée et consultez sa fiche publique.',
    route: '/annuaire',
  }),
  statistiques: tuile({
    id: 'statistiques',
    titre: 'Statistiques du registre',
    description: 'Consultez les chiffres du registre par région, département, intercommunalité et commune.',
    route: '/consulter-les-statistiques-du-registre',
  }),
  aide: tuile({
    id: 'aide',
    titre: 'Aide',
    description: 'Tutoriels, questions fréquentes et formulaire de contact.',
    route: '/aide',
  }),
};

const TUILES_TELEDECLARANT_ADMIN: readonly IdTuile[] = [
  'immatriculer',
  'voirToutesCoproprietes',
  'majStandard',
  'majAnnuelle',
  'mandats',
  'rattacher',
  'annuaire',
  'statistiques',
];
const TUILES_TELEDECLARANT_GESTION: readonly IdTuile[] = [
  'immatriculer',
  'gererCoproprietes',
  'rattacher',
  'monCompte',
  'monEtablissement',
];
const TUILES_TENEUR_ADMIN: readonly IdTuile[] = [
  'validations',
  'journal',
  'consulterCoproprietes',
  'teledeclarants',
  'annuaire',
  'statistiquesEtDonnees',
];
/** Hotline : le jeu du teneur, avec les statistiques seules (sans les données brutes) — ADR 0031. */
const TUILES_TENEUR_HOTLINE: readonly IdTuile[] = [
  'validations',
  'journal',
  'consulterCoproprietes',
  'teledeclarants',
  'annuaire',
  'statistiques',
];
const TUILES_NOTAIRE: readonly IdTuile[] = [
  'immatriculer',
  'declarerDissolution',
  'consulterCoproprietes',
  'statistiques',
  'annuaire',
];

/** Tuiles prévues pour chaque profil (spec 1 §2), avant filtrage par les autorisations du compte. */
export const TUILES_PAR_PROFIL: Readonly<Record<Profil, readonly IdTuile[]>> = {
  DEFAULT: ['immatriculer', 'consulterCoproprietes', 'majAnnuelle', 'annuaire', 'statistiques', 'monCompte'],
  restricted: [],
  INSTITUTIONNEL: ['outilCategorisation', 'donneesBrutes'],
  TELE_NONPRO_ADMIN_PRINC: TUILES_TELEDECLARANT_ADMIN,
  TELE_NONPRO_ADMIN_SECOND: TUILES_TELEDECLARANT_ADMIN,
  TELE_NONPRO_GESTION: TUILES_TELEDECLARANT_GESTION,
  TELE_PRO_ADMIN_PRINC: TUILES_TELEDECLARANT_ADMIN,
  TELE_PRO_ADMIN_SECOND: TUILES_TELEDECLARANT_ADMIN,
  TELE_PRO_GESTION: TUILES_TELEDECLARANT_GESTION,
  NOTAIRE_ADMIN: TUILES_NOTAIRE,
  NOTAIRE_NOTAIRE: TUILES_NOTAIRE,
  NOTAIRE_COLLAB: ['consulterCoproprietes', 'statistiques', 'annuaire'],
  TENEUR_ADMIN_PRINC: TUILES_TENEUR_ADMIN,
  TENEUR_ADMIN_SCOND: TUILES_TENEUR_ADMIN,
  TENEUR_ASS_HOTLINE_ADMIN: TUILES_TENEUR_HOTLINE,
  TENEUR_ASS_HOTLINE_GES: TUILES_TENEUR_HOTLINE,
};

/** Tuiles d'un visiteur non connecté. */
export const TUILES_VISITEUR: readonly IdTuile[] = ['annuaire', 'statistiques', 'aide'];

function versTuile({ autorisation: _autorisation, ...tuileAccueil }: DefinitionTuile): TuileAccueil {
  return tuileAccueil;
}

/**
 * Tuiles de l'accueil : celles du profil, sans celles dont le compte n'a pas l'autorisation
 * (un télédéclarant en attente d'activation ne voit donc que les tuiles publiques et son compte).
 * `null` : visiteur non connecté. Le profil restreint n'a aucune tuile.
 */
export function tuilesAccueil(compte: CompteAutorise | null): TuileAccueil[] {
  const ids = compte === null ? TUILES_VISITEUR : TUILES_PAR_PROFIL[compte.profil];
  return ids
    .map((id) => TUILES[id])
    .filter((definition) => definition.autorisation === undefined || possede(compte, definition.autorisation))
    .map(versTuile);
}

/** Lien complet d'une tuile ou d'une entrée : route suivie de ses paramètres de requête. */
export function lienTuile(element: { route: string; query?: string }): string {
  return element.query === undefined || element.query === ''
    ? element.route
    : `${element.route}?${element.query}`;
}

/** Paramètres de requête « clé=valeur&… » d'une tuile, sous forme d'objet. */
export function parametresTuile(element: { query?: string }): Record<string, string> {
  const paires = (element.query ?? '').split('&').filter((paire) => paire !== '');
  return Object.fromEntries(
    paires.map((paire) => {
      const [cle = '', ...valeur] = paire.split('=');
      return [decodeURIComponent(cle), decodeURIComponent(valeur.join('='))];
    }),
  );
}

// Tableaux de bord et bandeaux de l'accueil.

export interface TableauxDeBordAccueil {
  /** Compteurs du syndic (copropriétés immatriculées, mandats expirés, mises à jour dues, non géolocalisées). */
  readonly syndic: boolean;
  /** Tableau des indicateurs (demandes en cours et hors délai). */
  readonly indicateurs: boolean;
  /** Lignes de détail du tableau des indicateurs. */
  readonly detailIndicateurs: boolean;
  /** Questions du teneur qui attendent la réponse de l'établissement (demandes de précisions, ADR 0230). */
  readonly questionsOuvertes: boolean;
}

export function tableauxDeBordAccueil(compte: CompteAutorise | null): TableauxDeBordAccueil {
  if (compte === null || estProfilRefuse(compte.profil)) {
    return { syndic: false, indicateurs: false, detailIndicateurs: false, questionsOuvertes: false };
  }
  const indicateurs = doitChargerIndicateurs(compte.profil) && possede(compte, 'SUIVI_INDICATEURS_MCO');
  return {
    syndic: doitChargerTableauDeBordSyndic(compte.profil) && possede(compte, 'AFFICHER_DONNEES_ADMIN_SYNDIC'),
    indicateurs,
    detailIndicateurs: indicateurs && doitAfficherDetailIndicateurs(compte.profil),
    questionsOuvertes: canRepondreAuTeneur(compte),
  };
}

export interface Bandeau {
  readonly message: string;
  readonly libelleLien: string;
  readonly route: string;
}

/** Bandeau d'activation d'un télédéclarant qui attend son code (autorisation ATTENTE_ACTIVATION_TELE). */
export function bandeauActivation(compte: CompteAutorise | null): Bandeau | null {
  if (!estEnAttenteActivation(compte)) {
    return null;
  }
  return {
    message:
      "Votre compte n'est pas encore activé. Saisissez le code d'activation reçu par courrier (envoyé sous 15 jours au plus) pour déclarer vos copropriétés.",
    libelleLien: 'Activer mon compte',
    route: '/compte/activation',
  };
}

// Menus.

export interface EntreeMenu {
  readonly id: string;
  readonly titre: string;
  readonly route: string;
  readonly query?: string;
}

export interface GroupeMenu {
  readonly id: string;
  readonly titre: string;
  readonly entrees: readonly EntreeMenu[];
}

export type ElementMenu = EntreeMenu | GroupeMenu;

export const estGroupeMenu = (element: ElementMenu): element is GroupeMenu => 'entrees' in element;

interface DefinitionEntree extends EntreeMenu {
  /** Il suffit d'en détenir une ; une liste vide n'exige rien (spec 1 §6). */
  readonly autorisations: readonly Authority[];
}

/**
 * Les sept entrées de gestion des copropriétés (spec 1 §6) : quand le compte les détient toutes,
 * le menu complet « Immatriculer et gérer mes copropriétés » s'affiche.
 */
export const AUTHORITIES_MENU_GESTION_COMPLET: readonly Authority[] = [
  'GERER_COPROPRIETE',
  'MAJ_COPROPRIETE_STANDARD',
  'MAJ_COPROPRIETE_ANNUELLE',
  'RENOUVELER_MANDAT',
  'DECLARER_SUCCESSEUR',
  'RATTACHER_COPROPRIETE',
  'DISSOUDRE_COPRO',
];

export const estMenuGestionComplet = (compte: CompteAutorise | null): boolean =>
  compte !== null && possedeToutes(compte, AUTHORITIES_MENU_GESTION_COMPLET);

const ENTREES_COPROPRIETES: readonly DefinitionEntree[] = [
  {
    id: 'immatriculer',
    titre: 'Immatriculer une copropriété',
    route: '/immatriculer-copropriete',
    autorisations: ['IMMATRICULER_NVELLE_COPRO'],
  },
  {
    id: 'immatriculerDOffice',
    titre: "Immatriculer d'office",
    route: '/immatriculer-copropriete/identification',
    query: 'immatriculationType=OFFICE',
    autorisations: ['IMMATRICULER_D_OFFICE'],
  },
  {
    id: 'voirToutesCoproprietes',
    titre: 'Voir toutes mes copropriétés',
    route: '/copropriete',
    query: 'seeAllCopro=true',
    autorisations: ['GERER_COPROPRIETE'],
  },
  {
    id: 'majStandard',
    titre: 'Mise à jour standard',
    route: '/copropriete',
    query: 'standard=true',
    autorisations: ['MAJ_COPROPRIETE_STANDARD'],
  },
  {
    id: 'majAnnuelle',
    titre: 'Mise à jour annuelle',
    route: '/copropriete',
    query: 'annuelle=true',
    autorisations: ['MAJ_COPROPRIETE_ANNUELLE'],
  },
  {
    id: 'renouvelerMandat',
    titre: 'Renouveler un mandat',
    route: '/copropriete',
    query: 'renouveler-mandat=true',
    autorisations: ['RENOUVELER_MANDAT'],
  },
  {
    id: 'declarerSuccesseur',
    titre: 'Déclarer un successeur',
    route: '/copropriete',
    query: 'declare-new-successor=true',
    autorisations: ['DECLARER_SUCCESSEUR'],
  },
  {
    id: 'rattacher',
    titre: 'Rattacher une copropriété',
    route: '/rattacher-une-copropriete',
    autorisations: ['RATTACHER_COPROPRIETE'],
  },
  {
    id: 'dissoudre',
    titre: 'Déclarer une dissolution',
    route: '/copropriete',
    query: 'dissolution=true',
    autorisations: ['DISSOUDRE_COPRO'],
  },
];

/** Consultation des copropriétés pour qui ne les gère pas (teneur, notaire, collaborateur, profil par défaut). */
const ENTREE_CONSULTER: DefinitionEntree = {
  id: 'consulterCoproprietes',
  titre: 'Consulter les copropriétés',
  route: '/copropriete',
  query: 'seeAllCopro=true',
  autorisations: ['VISUALISER_COPRO'],
};

const ENTREES_TENEUR: readonly DefinitionEntree[] = [
  {
    id: 'validations',
    titre: 'Validations',
    route: '/validations',
    autorisations: ['VALIDER_RATTACHEMENT_DECLARATION'],
  },
  {
    id: 'indicateurs',
    titre: 'Indicateurs',
    route: '/indicateurs-MCO',
    autorisations: ['SUIVI_INDICATEURS_MCO'],
  },
  {
    id: 'journal',
    titre: 'Journal des événements',
    route: '/evenement-journal',
    autorisations: ['RECHERCHE_EVENEMENT_JOURNAL'],
  },
  // Gestion des comptes de télédéclarants (spec 1 §2, `/teledeclarants`) : une fonction du teneur, pas une
  // donnée statistique ; entrée du menu à part entière.
  {
    id: 'teledeclarants',
    titre: 'Télédéclarants',
    route: '/teledeclarants',
    autorisations: ['LST_TELEDECLARANT'],
  },
  // Lettres de code d'activation à remettre à l'imprimeur (issue 9 §7, ADR 0235) : qui lit déjà un code en clair.
  {
    id: 'courriersPostaux',
    titre: 'Courriers postaux',
    route: '/courriers-postaux',
    autorisations: ['EDITER_TELEDECLARANT'],
  },
  // Réclamations du formulaire de contact (issue 10 §6, ADR 0296) : les quatre profils du teneur.
  {
    id: 'reclamations',
    titre: 'Réclamations',
    route: '/reclamations',
    autorisations: ['VALIDER_RATTACHEMENT_DECLARATION'],
  },
];

const ENTREE_CATEGORISATION: DefinitionEntree = {
  id: 'outilCategorisation',
  titre: 'Outil de catégorisation',
  route: '/institutionnels/outil-categorisation',
  autorisations: ['CATEGORISATION'],
};

const ENTREES_STATISTIQUES_ET_DONNEES: readonly DefinitionEntree[] = [
  {
    id: 'statistiques',
    titre: 'Statistiques',
    route: '/consulter-les-statistiques-du-registre',
    autorisations: [],
  },
  {
    id: 'donneesBrutes',
    titre: 'Données brutes',
    route: '/institutionnels/donnees-brutes',
    autorisations: ['DONNEES_BRUTES'],
  },
];

const ENTREES_PUBLIQUES: readonly DefinitionEntree[] = [
  { id: 'annuaire', titre: 'Annuaire', route: '/annuaire', autorisations: [] },
  { id: 'donneesEtApi', titre: 'Données et API', route: '/donnees-et-api', autorisations: [] },
  { id: 'aide', titre: 'Aide', route: '/aide', autorisations: [] },
];

function retenir(compte: CompteAutorise | null, entrees: readonly DefinitionEntree[]): EntreeMenu[] {
  return entrees
    .filter(
      (entree) =>
        entree.autorisations.length === 0 || (compte !== null && possedeUne(compte, entree.autorisations)),
    )
    .map(({ autorisations: _autorisations, ...entree }) => entree);
}

/**
 * Menu principal (spec 1 §6) : chaque entrée suit son autorisation ; le groupe des copropriétés prend
 * le titre du menu complet quand les sept autorisations de gestion sont réunies ; les entrées du teneur
 * (validations, indicateurs, journal, télédéclarants) sont des liens simples ; « Statistiques et
 * données » regroupe les statistiques et les données brutes pour qui détient DONNEES_BRUTES, sinon
 * « Statistiques » est un lien simple.
 */
export function menuPrincipal(compte: CompteAutorise | null): ElementMenu[] {
  const menu: ElementMenu[] = [];
  const actif = compte !== null && !estProfilRefuse(compte.profil) ? compte : null;
  const copro = retenir(actif, [
    ...ENTREES_COPROPRIETES,
    ...(possede(actif, 'GERER_COPROPRIETE') ? [] : [ENTREE_CONSULTER]),
  ]);
  if (copro.length > 0) {
    menu.push({
      id: 'coproprietes',
      titre: estMenuGestionComplet(actif) ? 'Immatriculer et gérer mes copropriétés' : 'Copropriétés',
      entrees: copro,
    });
  }
  menu.push(...retenir(actif, ENTREES_TENEUR), ...retenir(actif, [ENTREE_CATEGORISATION]));
  if (possede(actif, 'DONNEES_BRUTES') && actif !== null) {
    menu.push({
      id: 'statistiquesEtDonnees',
      titre: 'Statistiques et données',
      entrees: retenir(actif, ENTREES_STATISTIQUES_ET_DONNEES),
    });
  } else {
    menu.push(...retenir(actif, ENTREES_STATISTIQUES_ET_DONNEES.slice(0, 1)));
  }
  menu.push(...retenir(actif, ENTREES_PUBLIQUES));
  return menu;
}

export type ActionMenuCompte = 'deconnexion' | 'deconnexionInstitutionnelle' | 'quitterConnexionEnTantQue';

export interface EntreeMenuCompte {
  readonly id: string;
  readonly titre: string;
  /** Route à ouvrir, ou action à déclencher. */
  readonly route?: string;
  readonly action?: ActionMenuCompte;
}

/**
 * Menu du compte (en-tête) : « Mon compte » (MON_COMPTE), « Mon établissement » (MON_ENTREPRISE_LECTURE),
 * « Mes comptes utilisateurs » (LIST_RECH_UTILISATEUR) ; en connexion « en tant que », l'entrée qui la
 * quitte ; la déconnexion, sauf pour les notaires, et par le service institutionnel pour l'institutionnel.
 */
export function menuCompte(compte: CompteAutorise & { loginAs?: boolean }): EntreeMenuCompte[] {
  const entrees: EntreeMenuCompte[] = [];
  if (estProfilRefuse(compte.profil)) {
    return entrees;
  }
  if (possede(compte, 'MON_COMPTE')) {
    entrees.push({ id: 'monCompte', titre: 'Mon compte', route: '/compte/moncompte' });
  }
  if (possede(compte, 'MON_ENTREPRISE_LECTURE')) {
    entrees.push({ id: 'monEtablissement', titre: 'Mon établissement', route: '/compte/monetablissement' });
  }
  if (possede(compte, 'LIST_RECH_UTILISATEUR')) {
    entrees.push({
      id: 'mesComptesUtilisateurs',
      titre: 'Mes comptes utilisateurs',
      route: '/compte/mes-comptes-utilisateurs',
    });
  }
  if (compte.loginAs === true) {
    entrees.push({
      id: 'quitterConnexionEnTantQue',
      titre: 'Quitter la connexion en tant que',
      action: 'quitterConnexionEnTantQue',
    });
  }
  if (compte.profil === 'INSTITUTIONNEL') {
    entrees.push({ id: 'deconnexion', titre: 'Se déconnecter', action: 'deconnexionInstitutionnelle' });
  } else if (aDeconnexionDansMenuCompte(compte.profil)) {
    entrees.push({ id: 'deconnexion', titre: 'Se déconnecter', action: 'deconnexion' });
  }
  return entrees;
}
