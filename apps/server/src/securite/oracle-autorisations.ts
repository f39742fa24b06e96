import type { ContratRoute, Profil } from '@registre/domain';

/**
 * Oracle INDÉPENDANT de la matrice d'autorisations (issue 7 §2.2, ADR 0096).
 *
 * Cette table est écrite depuis la spécification et les ADR, sans lire la table des autorités
 * (`packages/domain/src/permissions/table.ts`) ni les `acces` des contrats : elle dit quelles fonctionnalités
 * chaque acteur peut utiliser. Le test `matrice-autorisations.integration.test.ts` la confronte au serveur :
 * un désaccord montre une erreur dans l'une ou l'autre, à trancher d'après la spécification.
 *
 * Sources : spec 1 §1 (utilisateurs), §2 (tuiles d'accueil par profil), §6 (règles de menu et de profil) ;
 * spec 2 §6 et §7 ; ADR 0031 (assistance du teneur), 0035 (chemins publics protégés), 0038 (profils),
 * 0055 à 0057 (comptes et établissement), 0060 et 0061 (télédéclarants), 0066 (charte), issue 7 §1.3
 * (connexion « en tant que »).
 */

/**
 * Personne qui appelle l'API : un des 16 profils, un visiteur anonyme, un teneur connecté « en tant que », ou un
 * administrateur principal de syndic dont le télédéclarant attend l'activation.
 */
export type Acteur = Profil | 'ANONYME' | 'EN_TANT_QUE' | 'EN_ATTENTE_ACTIVATION';

/** Fonctionnalités, au sens de l'utilisateur (une fonctionnalité couvre un ou plusieurs appels). */
export const FONCTIONNALITES = {
  public: 'Pages et appels publics : santé, message, captcha, connexion, inscription, mot de passe oublié',
  socleConnecte: 'Lire son compte et les listes de référence ; quitter la connexion « en tant que »',
  changerMotDePasse: 'Changer son mot de passe',
  modifierSonCompte: 'Modifier son compte (tuile « Mon compte »)',
  lireSonEtablissement: 'Consulter son établissement (tuile « Mon établissement »)',
  modifierSonEtablissement: 'Modifier son établissement (administrateur principal, notaire)',
  activerSonTeledeclarant:
    "Activer son télédéclarant avec le code reçu par courrier (en attente d'activation)",
  declarerSuccesseur: 'Déclarer un successeur (contrôles de SIRET et de compte de l’établissement)',
  validerDeclarationPredecesseur:
    'Valider la déclaration de son prédécesseur, avec la clé reçue par courriel ou depuis sa liste : le mandat du successeur est créé (syndics, ADR 0330, 0312)',
  listerUtilisateurs: 'Consulter les comptes utilisateurs de son établissement (ou de tous, pour le teneur)',
  preparerCreationUtilisateur:
    'Préparer la création d’un compte : profils possibles, adresse libre, contournement du captcha',
  creerUtilisateur: 'Créer un compte utilisateur',
  modifierUtilisateur: "Modifier le compte d'un autre utilisateur",
  supprimerUtilisateurs: 'Supprimer des comptes utilisateurs',
  listerTeledeclarants: 'Rechercher les télédéclarants (teneur)',
  lireTeledeclarant: "Consulter la fiche d'un télédéclarant (teneur)",
  modifierTeledeclarant: "Modifier un télédéclarant, régénérer son code d'activation (teneur)",
  supprimerTeledeclarant: 'Supprimer un télédéclarant (teneur)',
  seConnecterEnTantQue: "Se connecter en tant qu'un autre compte (teneur)",
  charteConfidentialite: 'Lire, accepter ou refuser la charte de confidentialité (institutionnel)',
  mettreAJourParcelles:
    "Corriger les parcelles non géolocalisées de la déclaration en vigueur d'une copropriété (mise à jour standard : syndics, notaires)",
  consulterCoproprietes:
    'Consulter la liste des copropriétés de son périmètre, leurs données et les actions possibles (tuile « Voir les copropriétés »)',
  tableauDeBordSyndic: 'Tableau de bord du syndic sur la page d’accueil (administrateurs de télédéclarant)',
  echeancierSyndic:
    'Échéancier des obligations de son établissement, sur la page d’accueil, et son flux de calendrier privé (administrateurs de télédéclarant, ADR 0340, 0341)',
  immatriculer:
    'Immatriculer une copropriété : comparaison aux copropriétés existantes, dépôt de la demande (syndics, notaires, profil par défaut)',
  immatriculerNotaire:
    "Immatriculer en tant que notaire : choix d'un syndic successeur et dépôt (notaires, pas leurs collaborateurs)",
  mettreAJourCopropriete:
    'Mettre à jour une copropriété immatriculée : mise à jour standard (syndics, notaires), annuelle et des exercices non approuvés (syndics, profil par défaut) ; signaler au teneur une erreur dans une de ses déclarations validées',
  mettreAJourComptesNonApprouves:
    'Compléter l’exercice aux comptes non approuvés d’une copropriété, supprimer les déclarations faites depuis la dernière mise à jour annuelle (droits de la mise à jour annuelle : syndics, profil par défaut ; pas les notaires)',
  relireBrouillon: "Relire le brouillon d'une déclaration, sans le modifier (teneur, assistance)",
  modifierDemande:
    "Reprendre sa demande d'immatriculation encore en attente pour la modifier, puis la redéposer (syndics, notaires ; pas les collaborateurs ni le profil par défaut, ADR 0173)",
  ecarterDeclarationPredecesseur:
    'Écarter une déclaration faite par son prédécesseur depuis la dernière mise à jour annuelle (syndic successeur, ADR 0174)',
  modificationAdministrative:
    'Corriger les données d’une copropriété immatriculée par une modification administrative motivée (administrateurs du teneur, ADR 0275)',
  supprimerDeclarationsTeneur:
    'Supprimer les déclarations d’une copropriété faites depuis la dernière mise à jour annuelle (administrateurs du teneur, ADR 0136)',
  instruireDemandes:
    'Guichet de validation : rechercher, ouvrir (verrou), lire, libérer une demande, demander des précisions, l’affecter à un teneur (quatre profils du teneur, ADR 0031 §2)',
  trancherDemandes:
    'Guichet de validation : accepter, refuser une demande, valider un doublon (teneur, sauf l’assistance gestionnaire : ADR 0031 §3-4)',
  echangerSurSaDemande:
    'Lire le fil des précisions de sa demande et y répondre (établissement déclarant : syndics, notaires, profil par défaut)',
  journalEvenements:
    'Rechercher dans le journal des événements et lire ses listes de filtres (les quatre profils du teneur, spec 1 §6)',
  courriersPostaux:
    "Lister les lettres postales à envoyer, en préparer un lot pour l'imprimeur, le télécharger et le déclarer envoyé (qui peut déjà lire un code d'activation en clair : administrateurs du teneur et assistance administrateur, ADR 0051 §6, ADR 0235)",
  traiterReclamations:
    'Lire les réclamations du formulaire de contact, leur pièce, les prendre en charge et les clore (les quatre profils du teneur : répondre aux usagers est le métier de l’assistance, ADR 0031 §2, ADR 0296)',
  rattacher:
    'Se rattacher à une copropriété immatriculée ou contester son rattachement : contrôle du numéro, mandat de la même entreprise, demande avec justificatif, réponse aux précisions du teneur (syndics, spec 1 §2 « attach » ; pas les notaires ni le profil par défaut ; ADR 0300, 0305)',
  supprimerCoproprieteTeneur:
    'Supprimer une copropriété ou son mandat courant, avec un motif (administrateurs du teneur, spec 1 §1 ; ADR 0321)',
  declarerDissolution:
    'Déclarer la dissolution d’une copropriété : le syndic titulaire pour la sienne, le notaire pour toute copropriété immatriculée (spec 1 §1, §2 ; ADR 0320)',
  mandatsSyndic:
    'Suivre les mandats de son établissement et renouveler le mandat d’une copropriété dont il est le représentant légal (syndics, spec 1 §2 « renew mandate » ; ADR 0310)',
  administrerMandats:
    'Corriger les dates d’un mandat, retirer un rattachement, supprimer un mandat (administrateurs du teneur, spec 1 §2 actions de ligne ; ADR 0310)',
  indicateurs:
    'Consulter les indicateurs du teneur, sur l’accueil et /indicateurs-MCO (les quatre profils du teneur, spec 1 §6)',
} as const;
export type Fonctionnalite = keyof typeof FONCTIONNALITES;

// Blocs écrits depuis la spécification (et non depuis la table des autorités).

/** Tout compte connecté qui a un compte à lui (spec 1 §2 : tuile « Mon compte », §6 : règles de profil). */
const COMPTE_PERSONNEL: readonly Fonctionnalite[] = [
  'public',
  'socleConnecte',
  'changerMotDePasse',
  'modifierSonCompte',
];

/**
 * Gestionnaire de syndic (spec 1 §2 : immatriculer, gérer, rattacher, mon compte, mon établissement ;
 * §6 : « edits own account only, manages condominiums » ; déclarer un successeur fait partie de la gestion).
 */
const SYNDIC_GESTIONNAIRE: readonly Fonctionnalite[] = [
  ...COMPTE_PERSONNEL,
  'lireSonEtablissement',
  'declarerSuccesseur',
  'immatriculer',
  'consulterCoproprietes',
  'immatriculer',
  'mettreAJourParcelles',
  'mettreAJourCopropriete',
  'mettreAJourComptesNonApprouves',
  'modifierDemande',
  'ecarterDeclarationPredecesseur',
  'echangerSurSaDemande',
  'rattacher',
  'declarerDissolution',
  'mandatsSyndic',
  'validerDeclarationPredecesseur',
];

/** Administrateur secondaire (spec 1 §6 : crée, modifie et supprime les comptes gestionnaires). */
const SYNDIC_ADMIN_SECONDAIRE: readonly Fonctionnalite[] = [
  ...SYNDIC_GESTIONNAIRE,
  // Spec 1 §6 : le tableau de bord du syndic est chargé pour les quatre profils d'administrateur.
  'tableauDeBordSyndic',
  'echeancierSyndic',
  'listerUtilisateurs',
  'preparerCreationUtilisateur',
  'creerUtilisateur',
  'modifierUtilisateur',
  'supprimerUtilisateurs',
];

/** Administrateur principal : en plus, son établissement (ADR 0057). */
const SYNDIC_ADMIN_PRINCIPAL: readonly Fonctionnalite[] = [
  ...SYNDIC_ADMIN_SECONDAIRE,
  'modifierSonEtablissement',
];

/** Collaborateur de notaire (spec 1 §2 : consulter ; §6 : n'ajoute pas l'étude ; ADR 0038 : établissement en lecture). */
const NOTAIRE_COLLABORATEUR: readonly Fonctionnalite[] = [
  ...COMPTE_PERSONNEL,
  'lireSonEtablissement',
  'consulterCoproprietes',
];

/**
 * Notaire (spec 1 §1 : immatricule d'office, met à jour, déclare la dissolution ; §6 : seul le notaire ajoute
 * son étude ; spec 2 §7.8 : il crée ses collaborateurs, après le contournement du captcha).
 */
const NOTAIRE: readonly Fonctionnalite[] = [
  ...NOTAIRE_COLLABORATEUR,
  'immatriculer',
  'echangerSurSaDemande',
  'mettreAJourParcelles',
  'mettreAJourCopropriete',
  'immatriculerNotaire',
  'modifierDemande',
  'modifierSonEtablissement',
  'declarerSuccesseur',
  'listerUtilisateurs',
  'preparerCreationUtilisateur',
  'creerUtilisateur',
  'declarerDissolution',
];

/** Administrateur de l'étude : en plus, modifie et supprime les comptes de l'étude (ADR 0038). */
const NOTAIRE_ADMINISTRATEUR: readonly Fonctionnalite[] = [
  ...NOTAIRE,
  'modifierUtilisateur',
  'supprimerUtilisateurs',
];

/**
 * Socle des quatre profils du teneur (spec 1 §1 : gère les comptes des télédéclarants, se connecte en tant que ;
 * §6 : guichet, suppression de télédéclarant, journal, indicateurs ; ADR 0031 §2 : liste, fiche et suppression
 * des télédéclarants, recherche des comptes de tous les télédéclarants).
 */
const TENEUR_ASSISTANCE_GESTIONNAIRE: readonly Fonctionnalite[] = [
  ...COMPTE_PERSONNEL,
  'consulterCoproprietes',
  'relireBrouillon',
  'instruireDemandes',
  'journalEvenements',
  'indicateurs',
  'traiterReclamations',
  'listerUtilisateurs',
  'listerTeledeclarants',
  'lireTeledeclarant',
  'supprimerTeledeclarant',
  'seConnecterEnTantQue',
];

/**
 * Assistance administrateur (ADR 0031 §3) : modifie un télédéclarant, régénère son code, débloque les comptes
 * de ses utilisateurs.
 */
const TENEUR_ASSISTANCE_ADMINISTRATEUR: readonly Fonctionnalite[] = [
  ...TENEUR_ASSISTANCE_GESTIONNAIRE,
  'trancherDemandes',
  'modifierTeledeclarant',
  'courriersPostaux',
  'modifierUtilisateur',
];

/** Administrateurs du teneur : en plus, la gestion des comptes du teneur (ADR 0031 §5, ADR 0038). */
const TENEUR_ADMINISTRATEUR: readonly Fonctionnalite[] = [
  ...TENEUR_ASSISTANCE_ADMINISTRATEUR,
  'supprimerDeclarationsTeneur',
  'supprimerCoproprieteTeneur',
  'modificationAdministrative',
  'administrerMandats',
  'preparerCreationUtilisateur',
  'creerUtilisateur',
  'supprimerUtilisateurs',
];

/** Profil cible et teneur de la colonne « en tant que » du test. */
export const EN_TANT_QUE = {
  teneur: 'TENEUR_ASS_HOTLINE_GES',
  cible: 'TELE_PRO_ADMIN_PRINC',
} as const satisfies { teneur: Profil; cible: Profil };

/** Ce que chaque acteur peut utiliser. */
export const ORACLE_AUTORISATIONS: Readonly<Record<Acteur, readonly Fonctionnalite[]>> = {
  ANONYME: ['public'],
  /** Spec 1 §6 : « The restricted profile is refused » : il ne se connecte pas. */
  restricted: ['public'],
  /** Spec 1 §6 : compte intégré avec la charte, la catégorisation et les données brutes seulement. */
  INSTITUTIONNEL: ['public', 'socleConnecte', 'charteConfidentialite'],
  /** Spec 1 §2 : immatriculer, consulter, mise à jour annuelle, annuaire, statistiques, compte. */
  DEFAULT: [
    ...COMPTE_PERSONNEL,
    'consulterCoproprietes',
    'immatriculer',
    'mettreAJourCopropriete',
    'mettreAJourComptesNonApprouves',
    'echangerSurSaDemande',
  ],
  TELE_PRO_ADMIN_PRINC: SYNDIC_ADMIN_PRINCIPAL,
  TELE_NONPRO_ADMIN_PRINC: SYNDIC_ADMIN_PRINCIPAL,
  TELE_PRO_ADMIN_SECOND: SYNDIC_ADMIN_SECONDAIRE,
  TELE_NONPRO_ADMIN_SECOND: SYNDIC_ADMIN_SECONDAIRE,
  TELE_PRO_GESTION: SYNDIC_GESTIONNAIRE,
  TELE_NONPRO_GESTION: SYNDIC_GESTIONNAIRE,
  NOTAIRE_ADMIN: NOTAIRE_ADMINISTRATEUR,
  NOTAIRE_NOTAIRE: NOTAIRE,
  NOTAIRE_COLLAB: NOTAIRE_COLLABORATEUR,
  TENEUR_ADMIN_PRINC: TENEUR_ADMINISTRATEUR,
  TENEUR_ADMIN_SCOND: TENEUR_ADMINISTRATEUR,
  TENEUR_ASS_HOTLINE_ADMIN: TENEUR_ASSISTANCE_ADMINISTRATEUR,
  TENEUR_ASS_HOTLINE_GES: TENEUR_ASSISTANCE_GESTIONNAIRE,
  /**
   * Issue 7 §1.3 et ADR 0086 : connecté en tant qu'un administrateur principal, l'assistant gestionnaire a ce
   * que le compte cible permet, sauf ce que son propre profil ne permet pas : changer le mot de passe, créer un
   * compte, modifier l'établissement (changer l'adresse ou le profil d'un compte est refusé par les services,
   * selon la saisie, avec leurs propres tests).
   */
  /**
   * Spec 1 §6 : ATTENTE_ACTIVATION_TELE montre le bandeau d'activation ; ADR 0038 : avant d'avoir prouvé son
   * adresse, le syndic ne garde que son compte et son établissement, et active son télédéclarant.
   */
  EN_ATTENTE_ACTIVATION: [...COMPTE_PERSONNEL, 'lireSonEtablissement', 'activerSonTeledeclarant'],
  EN_TANT_QUE: SYNDIC_ADMIN_PRINCIPAL.filter(
    (f) => !['changerMotDePasse', 'creerUtilisateur', 'modifierSonEtablissement'].includes(f),
  ),
};

/**
 * Fonctionnalités servies par chaque route (`MÉTHODE /chemin`) ; une route sert à plusieurs fonctionnalités
 * quand plusieurs écrans l'appellent. Un test vérifie que chaque contrat y figure.
 */
export const FONCTIONNALITES_DES_ROUTES: Readonly<Record<string, readonly Fonctionnalite[]>> = {
  // Routes publiques (spec 2 §7.1, §7.4, §7.10 ; ADR 0065, 0067, 0068, 0072).
  'GET /api/health': ['public'],
  'GET /api/ready': ['public'],
  'GET /api/csrf': ['public'],
  'GET /api/public/infomessage': ['public'],
  // Annuaire public et API publique ouverte (spec 2 §7.10 ; ADR 0240 à 0242) : tout le monde.
  'POST /api/public/annuaire/rechercherAnnuaire': ['public'],
  'GET /api/public/annuaire/coproannuairedetail/:id': ['public'],
  'GET /api/public/annuaire/coproannuairedetail/:id/fiche': ['public'],
  'GET /api/public/annuaire/adresses/autocompletion': ['public'],
  'GET /api/public/annuaire/adresses/recherche': ['public'],
  'GET /api/public/v1/coproprietes': ['public'],
  'GET /api/public/v1/coproprietes/:numeroImmatriculation': ['public'],
  'GET /api/public/v1/jeu-de-donnees/coproprietes.csv': ['public'],
  'GET /api/public/v1/jeu-de-donnees': ['public'],
  'GET /api/public/v1/statistiques': ['public'],
  'GET /api/public/v1/statistiques/departements': ['public'],
  'GET /api/public/v1/statistiques/regions/:codeRegion': ['public'],
  'GET /api/public/v1/statistiques/departements/:codeDepartement': ['public'],
  'GET /api/public/v1/statistiques/epci/:siren': ['public'],
  'GET /api/public/v1/statistiques/communes/:codeInsee': ['public'],
  'GET /api/public/v1/statistiques/conformite/:codeDepartement': ['public'],
  'GET /api/public/v1/statistiques/immatriculations/annees': ['public'],
  'GET /api/public/v1/statistiques/immatriculations/trimestres': ['public'],
  'GET /api/public/assistance': ['public'],
  'POST /api/public/mailjet/addcontact': ['public'],
  // Contact et réclamations (spec 2 §7.3 ; ADR 0295, 0296) : formulaire public, traitement par le teneur.
  'GET /api/public/reclamation/all-type-demandeur/:x': ['public'],
  'GET /api/public/reclamation/type-reclamation/:x': ['public'],
  'GET /api/public/reclamation/type-reclamation/:x/:y': ['public'],
  'GET /api/public/reclamation/type-reclamation-obl/:x': ['public'],
  'GET /api/public/num-immat-nom/:numImmat': ['public'],
  'POST /api/public/pdf/estValide': ['public'],
  'POST /api/public/reclamation/save': ['public'],
  'GET /api/reclamations': ['traiterReclamations'],
  'GET /api/reclamations/:id': ['traiterReclamations'],
  'GET /api/reclamations/:id/piece': ['traiterReclamations'],
  'PUT /api/reclamations/:id/statut': ['traiterReclamations'],
  'GET /api/public/newsletter/findAllNewsletterNames': ['public'],
  'GET /api/public/newsletter/telechargerNewsletter': ['public'],
  // Fiches mémo (spec 2 §7.10 ; ADR 0262) : tout le monde.
  'GET /api/public/fichesmemo/recupereNomDesFichiers': ['public'],
  'GET /api/public/fichesmemo/telecharger': ['public'],
  'GET /api/public/captcha/challenge': ['public'],
  'POST /api/public/captcha/verify': ['public'],
  'POST /api/authentication': ['public'],
  'POST /api/logout': ['public'],
  'GET /api/public/activate/verify/:key': ['public'],
  'POST /api/activate': ['public'],
  'POST /api/account/reset_password/init': ['public'],
  'POST /api/account/confirm_email': ['public'],
  'POST /api/teledeclarant/:type': ['public'],
  'GET /api/public/siret/etablissements/:siret': ['public'],
  'GET /api/public/siret/etablissements/existe/:siret': ['public'],
  'GET /api/public/teledeclarant/codesape/:x': ['public'],
  'GET /api/public/communes/codepostal/:codePostal': ['public'],
  'GET /api/public/communes/lib/:x': ['public'],
  'GET /api/public/communesabsorbees/:x': ['public'],
  'GET /api/public/commune/:dept/:term': ['public'],
  'GET /api/public/communes/findCommunesByIdDepartement/:dept': ['public'],
  'GET /api/public/commune/findOneCommuneByInseeCommune/:insee': ['public'],
  'GET /api/public/clavis/geturls': ['public'],
  'GET /api/public/clavis/isauthenticated': ['public'],
  'GET /api/public/clavis/getservicename': ['public'],
  'GET /api/public/clavis/getauthattributes': ['public'],
  'GET /api/public/clavis/logout': ['public'],
  'GET /api/public/clavis/connexion': ['public'],
  'GET /api/public/clavis/callback': ['public'],
  'GET /api/public/infocertificat': ['public'],
  'GET /api/public/etudenotariale': ['public'],
  'GET /api/public/profilnotaire': ['public'],
  'POST /api/public/notaire/authentification': ['public'],
  'POST /api/public/etudenotariale': ['public'],
  'GET /api/dev/courriels': ['public'],
  'GET /api/dev/courriels/:id': ['public'],
  'GET /api/dev/lettres': ['public'],
  'GET /api/dev/documents/:id': ['public'],
  'GET /api/dev/simulateur-certificat': ['public'],
  // Vérification publique d'une fiche synthétique par son empreinte (ADR 0116).
  'GET /api/public/fiche-synthetique/verification/:empreinte': ['public'],
  'POST /api/dev/simulateur-certificat': ['public'],
  // Compte (spec 2 §7.1, §7.12).
  'GET /api/account': ['socleConnecte'],
  'GET /api/restoreAccount': ['socleConnecte'],
  'GET /api/statut-compte-utilisateurs': ['socleConnecte'],
  'GET /api/civilites': ['socleConnecte'],
  'GET /api/statut-teledeclarant/recherche': ['socleConnecte'],
  'GET /api/statut-teledeclarant/suivant/:x': ['socleConnecte'],
  'GET /api/type-teledeclarant/all': ['socleConnecte'],
  'GET /api/type-teledeclarant/:x': ['socleConnecte'],
  'GET /api/type-teledeclarant-min': ['socleConnecte'],
  'GET /api/profil-utilisateurs/type/:x': ['socleConnecte'],
  // Listes de référence du formulaire de déclaration (spec 2 §7.5, §7.12).
  'GET /api/parametres/energieUtilisee': ['socleConnecte'],
  'GET /api/parametres/typeChauffage': ['socleConnecte'],
  'GET /api/parametres/periodeConstruction': ['socleConnecte'],
  'GET /api/typeDePiecesJustif': ['socleConnecte'],
  // Localisation des adresses, parcelles et bâtiments (spec 2 §7.13, ADR 0120) : référentiels pour toute personne
  // connectée, comme les autres listes de référence.
  'GET /api/geocodage/autocompletion': ['socleConnecte'],
  'GET /api/geocodage/recherche': ['socleConnecte'],
  'GET /api/cadastre/parcelle': ['socleConnecte'],
  'GET /api/batiments/adresse/:cleBan': ['socleConnecte'],
  'PUT /api/coproprietes/updateParcelleNonGeolocalisees/:idDeclaration': ['mettreAJourParcelles'],
  'POST /api/account/change_password': ['changerMotDePasse'],
  'POST /api/account': ['modifierSonCompte'],
  'POST /api/teledeclarant/activate': ['activerSonTeledeclarant'],
  // Établissement et successeur (spec 2 §7.4).
  'GET /api/etablissement/:id': ['lireSonEtablissement', 'lireTeledeclarant'],
  'PUT /api/account/etablissement': ['modifierSonEtablissement'],
  'PUT /api/account/etablissement/representant-legal': ['modifierSonEtablissement'],
  'GET /api/siret/check/:siret': ['declarerSuccesseur', 'modifierSonEtablissement', 'modifierTeledeclarant'],
  'GET /api/etablissements/existe-teneur/:siret/PRO': [
    'declarerSuccesseur',
    'listerTeledeclarants',
    'modifierTeledeclarant',
  ],
  'GET /api/etablissements/bdd/:siret': ['declarerSuccesseur', 'lireTeledeclarant'],
  'GET /api/etablissements/email': ['declarerSuccesseur', 'preparerCreationUtilisateur', 'lireTeledeclarant'],
  // Successeurs (issue 11 §4, spec 2 §7.4, §7.6 ; ADR 0330).
  'POST /api/teledeclarant/verifieDeclSuccPossible': ['declarerSuccesseur'],
  'POST /api/teledeclarant/successeur': ['declarerSuccesseur'],
  'DELETE /api/teledeclarant/successeur/:id': ['declarerSuccesseur'],
  'GET /api/public/successeur/:key': ['public'],
  'PUT /api/successeur': ['validerDeclarationPredecesseur'],
  'GET /api/successeur/declarations-a-valider': ['validerDeclarationPredecesseur'],
  'GET /api/coproprietes/is-successeur-declare/:id': ['consulterCoproprietes'],
  'GET /api/etablissement/mandat/:id': ['consulterCoproprietes'],
  // Utilisateurs (spec 2 §7.8, §7.12).
  'GET /api/teledeclarant/:id/utilisateurs': ['listerUtilisateurs'],
  'GET /api/utilisateurs/:id': ['listerUtilisateurs'],
  'POST /api/utilisateurs': ['creerUtilisateur'],
  'GET /api/profil-utilisateurs/disponible': ['preparerCreationUtilisateur'],
  'GET /api/public/captcha/bypass': ['preparerCreationUtilisateur'],
  'PUT /api/utilisateurs': ['modifierUtilisateur'],
  'GET /api/profil-utilisateurs/disponible/:id': ['modifierUtilisateur'],
  'POST /api/utilisateurs/delete-lot': ['supprimerUtilisateurs'],
  // Télédéclarants, côté teneur (spec 2 §7.8 ; ADR 0060, 0061).
  'POST /api/teledeclarants': ['listerTeledeclarants'],
  'GET /api/teledeclarants/:id': ['lireTeledeclarant'],
  'GET /api/utilisateurs/teledeclarant/:id': ['lireTeledeclarant'],
  'PUT /api/utilisateurs/teledeclarant': ['modifierTeledeclarant'],
  'GET /api/regenerate/:id': ['modifierTeledeclarant'],
  'DELETE /api/teledeclarants/:id': ['supprimerTeledeclarant'],
  'GET /api/teledeclarant/loginAs/:id': ['seConnecterEnTantQue'],
  // Immatriculation : doublons et dépôt (spec 2 §7.5 ; ADR 0141, 0142).
  'POST /api/coproprietes/doublon/nbBatimentsRef/:n/maj': ['immatriculer'],
  // Rattachement et contestation (spec 2 §7.6 ; ADR 0300).
  'GET /api/coproprietes/checkEtatCopro/:id': ['rattacher'],
  'GET /api/coproprietes/checkisContestationOk/:id': ['rattacher'],
  'GET /api/coproprietes/mandatMemeSiren/:id': ['rattacher'],
  'GET /api/coproprietes/rattachementEnCours/:id': ['rattacher'],
  'POST /api/coproprietes/rattachement': ['rattacher'],
  'POST /api/coproprietes/rattachement/modif/:flag': ['rattacher'],
  'GET /api/mandats/encours/validation/:n': ['instruireDemandes'],
  'GET /api/mandats/copro/validation/:id': ['instruireDemandes'],
  'GET /api/mandats/validation/contestation/info/:id': ['instruireDemandes'],
  'GET /api/mandats/quitterValidRatt/:id': ['instruireDemandes'],
  'POST /api/mandats/validation/contestation/valider': ['trancherDemandes'],
  // Précisions sur un rattachement : fil du mandat demandé (ADR 0305).
  'GET /api/mandats/echanges/:id': ['instruireDemandes', 'rattacher'],
  'POST /api/mandats/echanges/:id': ['rattacher'],
  'GET /api/mandats/echanges/:id/piece/:idPiece': ['instruireDemandes', 'rattacher'],
  // Dissolution (spec 2 §7.2, §7.7, §7.12 ; ADR 0320).
  'GET /api/coproprietes/motifdissolution': ['socleConnecte'],
  'GET /api/typeDePiecesJustif/dissolution/:motif': ['socleConnecte'],
  'GET /api/coproprietes/faitgenerateur/:motif': ['socleConnecte'],
  'GET /api/coproprietes/infos/dissolution/:id': ['declarerDissolution'],
  'PUT /api/coproprietes/infos/dissolution/:id': ['declarerDissolution'],
  'GET /api/coproprietes/getinfosdissolution/:id': ['instruireDemandes'],
  'GET /api/coproprietes/dissolution/quitter/:id': ['instruireDemandes'],
  // Justificatifs PDF des demandes (ADR 0350) : le teneur qui instruit, l'établissement titulaire ou demandeur.
  'GET /api/mandats/:id/justificatif': ['instruireDemandes', 'consulterCoproprietes'],
  'GET /api/coproprietes/dissolution/:id/justificatif': ['instruireDemandes', 'declarerDissolution'],
  'PUT /api/coproprietes/dissoudre': ['trancherDemandes'],
  'PUT /api/coproprietes/supprimer/:id': ['supprimerCoproprieteTeneur'],
  'PUT /api/coproprietes/supprimerMandat-rattachement/:id': ['supprimerCoproprieteTeneur'],
  // Opérations sur les mandats (spec 2 §7.2, §7.6 ; ADR 0310).
  'GET /api/mandats/encours': ['mandatsSyndic'],
  'GET /api/mandats/findDateDebutMandatPrec/:id/:bool': ['consulterCoproprietes'],
  'GET /api/mandats/mandatPrecArchive/:id': ['consulterCoproprietes'],
  'GET /api/coproprietes/getetat/:id': ['consulterCoproprietes'],
  'GET /api/mandats/copro/:id/:action': ['consulterCoproprietes'],
  'GET /api/mandats/copro/renouv/:id': ['mandatsSyndic'],
  'GET /api/mandats/findMandatEnCoursAvenir/:id': ['consulterCoproprietes'],
  'GET /api/mandats/courant/:id': ['consulterCoproprietes'],
  'GET /api/mandats/listeMandatSupprimable/:id': ['administrerMandats'],
  'POST /api/mandats/renouvellement': ['mandatsSyndic'],
  'GET /api/mandats/updateDateDebutMandat/:idMandat/:date': ['administrerMandats'],
  'GET /api/mandats/updateDateFinMandatArchive/:idMandat/:date': ['administrerMandats'],
  'PUT /api/coproprietes/retirer-rattachement/:id': ['administrerMandats'],
  'DELETE /api/mandats/:id': ['administrerMandats'],
  'PUT /api/coproprietes/brouillon/submit': ['immatriculer'],
  'POST /api/coproprietes/notaire/immatriculation/td/:x/submit': ['immatriculerNotaire'],
  'POST /api/teledeclarant/immatriculation/:kind/continuer': ['immatriculerNotaire'],
  // Institutionnel (ADR 0066).
  'GET /api/institutionnels/charte-confidentialite': ['charteConfidentialite'],
  'POST /api/institutionnels/charte-confidentialite/acceptation': ['charteConfidentialite'],
  'POST /api/institutionnels/charte-confidentialite/refus': ['charteConfidentialite'],
  // Liste des copropriétés (spec 1 §2 `/copropriete`, spec 2 §7.2 ; ADR 0160, 0161).
  'POST /api/coproprietes/rechercher': ['consulterCoproprietes'],
  'POST /api/coproprietes/rechercherImmatOuNomCopro': ['consulterCoproprietes'],
  'GET /api/coproprietes/visualisation/:id': ['consulterCoproprietes'],
  'GET /api/coproprietes/infos/:id/:action': ['consulterCoproprietes'],
  'GET /api/etat-copropriete': ['consulterCoproprietes'],
  'GET /api/coproprietes/tableauDeBordSyndic': ['tableauDeBordSyndic'],
  // Échéancier des obligations (issue 11 §6 ; ADR 0340).
  'GET /api/echeancier': ['echeancierSyndic'],
  'GET /api/echeancier/flux': ['echeancierSyndic'],
  'POST /api/echeancier/flux': ['echeancierSyndic'],
  'DELETE /api/echeancier/flux': ['echeancierSyndic'],
  // Flux iCalendar privé (ADR 0341) : l'adresse secrète tient lieu de session.
  'GET /api/public/echeancier/:fichier': ['public'],
  // Action de ligne « Générer la fiche synthétique » (ADR 0116) : la règle des actions juge ensuite la relation.
  'GET /api/coproprietes/:id/fiche-synthetique': ['consulterCoproprietes'],
  // Brouillons de déclaration (spec 2 §7.5 ; ADR 0130, 0131).
  'GET /api/coproprietes/new/:x': ['immatriculer'],
  'GET /api/coproprietes/brouillon/:id': ['immatriculer', 'relireBrouillon'],
  'GET /api/coproprietes/brouillons': ['immatriculer'],
  'PUT /api/coproprietes/brouillon/save/:x': ['immatriculer'],
  'DELETE /api/coproprietes/brouillon/:id': ['immatriculer'],
  'PUT /api/coproprietes/brouillon/change-etat': ['immatriculerNotaire', 'modifierDemande'],
  'GET /api/coproprietes/declaration/declaration-donnee-copropriete/:id': ['consulterCoproprietes'],
  'GET /api/coproprietes/:id/declarationsPrecedentes': ['consulterCoproprietes'],
  'GET /api/coproprietes/declaration/:id/:x/:corriger': ['mettreAJourCopropriete'],
  'PUT /api/coproprietes/declaration/:transmettre/:id': ['mettreAJourCopropriete'],
  'PUT /api/coproprietes/mettreAJourDonneesFinancieres/:id': ['mettreAJourComptesNonApprouves'],
  'PUT /api/coproprietes/supprimer-declarations': [
    'mettreAJourComptesNonApprouves',
    'supprimerDeclarationsTeneur',
  ],
  'GET /api/declarations/declarerErreur/:id': ['mettreAJourCopropriete'],
  'DELETE /api/coproprietes/declarationpredecesseur/:id': ['ecarterDeclarationPredecesseur'],
  'GET /api/coproprietes/modification-admin/:id': ['modificationAdministrative'],
  'PUT /api/coproprietes/modification-admin/:id': ['modificationAdministrative'],
  // Guichet de validation du teneur (spec 1 §2 `/validations`, §4 ; spec 2 §7.7, §7.12 ; ADR 0031, 0190).
  'POST /api/declarations/rechercher': ['instruireDemandes'],
  'GET /api/declarations/rechercher/oldest': ['instruireDemandes'],
  'GET /api/type-demande-valider-ratt-immat': ['instruireDemandes'],
  'GET /api/declarations/update-etat-encours/:idMandat': ['instruireDemandes'],
  'GET /api/declarations/update-etat-encours-sansmandat/:n': ['instruireDemandes'],
  'GET /api/declarations/unlockcopro/:n': ['instruireDemandes'],
  'GET /api/coproprietes/infos/validation/:n': ['instruireDemandes'],
  'GET /api/declarations/a-valider/:id': ['instruireDemandes'],
  'GET /api/coproprietes/infos/adresses/:id': ['instruireDemandes'],
  'GET /api/coproprietes/doublon/declaration/adressePrincipale/:id/nbBatimentsRef/:n/noType': [
    'instruireDemandes',
  ],
  'PUT /api/declarations/valider/:n': ['trancherDemandes'],
  'GET /api/mandats/refusRattachementTeneur/:immat/:idMandat': ['trancherDemandes'],
  'POST /api/affectationTeneur': ['instruireDemandes'],
  'GET /api/affectationTeneur/teneurs': ['instruireDemandes'],
  'POST /api/demande-precision/sendMail': ['instruireDemandes'],
  'GET /api/coproprietes/typeModifNotaireOk/:n': ['instruireDemandes'],
  'GET /api/coproprietes/validerDoublonCoproNotaire/:key/:n/:fusion': ['trancherDemandes'],
  // Fil des précisions d'une demande (issue 9 §4, ADR 0193) : teneurs et établissement déclarant.
  'GET /api/declarations/echanges/:n': ['instruireDemandes', 'echangerSurSaDemande'],
  'POST /api/declarations/echanges/:n': ['echangerSurSaDemande'],
  'GET /api/declarations/questions-ouvertes': ['echangerSurSaDemande'],
  'GET /api/declarations/echanges/:n/piece/:idPiece': ['instruireDemandes', 'echangerSurSaDemande'],
  // Journal des événements (spec 1 §2 `/evenement-journal`, spec 2 §7.9 ; ADR 0200).
  'GET /api/evenement-journal/profil': ['journalEvenements'],
  'GET /api/evenement-journal/categorie': ['journalEvenements'],
  'GET /api/evenement-journal/type-evenement/:category': ['journalEvenements'],
  'GET /api/evenement-journal/all-type-evenement': ['journalEvenements'],
  'GET /api/evenement-journal/type-modalite': ['journalEvenements'],
  'POST /api/evenement-journal/rechercher': ['journalEvenements'],
  // Indicateurs du teneur (spec 1 §2 `/indicateurs-MCO`, spec 2 §7.8 ; ADR 0201).
  'GET /api/indicateurMCO/allTableau': ['indicateurs'],
  // Courriers postaux du teneur (issue 9 §7 ; ADR 0235).
  'GET /api/lettres/a-envoyer': ['courriersPostaux'],
  'GET /api/lettres/lots': ['courriersPostaux'],
  'POST /api/lettres/lots': ['courriersPostaux'],
  'GET /api/lettres/lots/:id/pdf': ['courriersPostaux'],
  'PUT /api/lettres/lots/:id/envoye': ['courriersPostaux'],
  // Statistiques publiques du registre (spec 1 §2, spec 2 §7.10 ; ADR 0250 à 0252) : anonymes.
  'GET /api/public/statistiques/chargeRegion': ['public'],
  'GET /api/public/region/findRegionByCodeInseeRegion/:code': ['public'],
  'GET /api/public/statistiques/chargeDepartement/:idRegion': ['public'],
  'GET /api/public/statistiques/chargeDepartementDepuisCdInsee/:code': ['public'],
  'GET /api/public/departement/:num': ['public'],
  'GET /api/public/statistiques/chargeInterCommunalite/:num': ['public'],
  'GET /api/public/epci/chargeEpciParIdRegion/:id': ['public'],
  'GET /api/public/epci/findOneEpciBySiren/:siren': ['public'],
  'GET /api/public/statistiques/chargeCommune/:sirenEpci': ['public'],
  'GET /api/public/statistiques/commune/:codeInsee': ['public'],
  'GET /api/public/statistiques/conformite/:num': ['public'],
  'GET /api/public/statistiques/chargementAnneeGeneration/:isNationale': ['public'],
  'GET /api/public/statistiques/chargementTrimestreGeneration': ['public'],
  'GET /api/public/statistiques/telechargerRapportBo': ['public'],
};

export const cleRoute = (contrat: Pick<ContratRoute, 'method' | 'path'>) =>
  `${contrat.method} ${contrat.path}`;

/** L'oracle autorise-t-il cet acteur à appeler cette route ? (`undefined` : route absente de l'oracle) */
export function oracleAutorise(acteur: Acteur, contrat: ContratRoute): boolean | undefined {
  const fonctionnalites = FONCTIONNALITES_DES_ROUTES[cleRoute(contrat)];
  if (!fonctionnalites) return undefined;
  return fonctionnalites.some((f) => ORACLE_AUTORISATIONS[acteur].includes(f));
}
