import { CHEMIN_ERREUR_CONNEXION_INSTITUTIONNELLE } from '@registre/domain';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { Layout } from './Layout';
import type { HandlePage } from './page';

/**
 * Chargement à la demande d'une page (ADR 0110) : chaque page est un morceau JavaScript distinct, téléchargé
 * à la première visite de sa route ; le gabarit commun (`Layout`) reste dans le morceau d'entrée.
 */
type ChargementPage = NonNullable<RouteObject['lazy']>;

function page<M>(importer: () => Promise<M>, composant: (module: M) => React.ComponentType): ChargementPage {
  return async () => ({ Component: composant(await importer()) });
}

function AucunAffichage() {
  return null;
}

interface PageRoutee {
  chemin: string;
  lazy: ChargementPage;
  handle: HandlePage;
  /** Page qui n'a de sens qu'au bout d'un parcours (confirmation) : absente du plan du site. */
  horsPlan?: true;
}

/** Pages de l'application (uniquement des pages réelles). */
const pages: PageRoutee[] = [
  {
    chemin: '/',
    lazy: page(
      () => import('../pages/accueil/PageAccueil'),
      (m) => m.PageAccueil,
    ),
    handle: { titre: 'Accueil' },
  },
  {
    chemin: '/aide',
    lazy: page(
      () => import('../pages/aide/PageAide'),
      (m) => m.PageAide,
    ),
    handle: { titre: 'Aide' },
  },
  {
    chemin: '/aide/registreetmoi',
    lazy: page(
      () => import('../pages/aide/PageRegistreEtMoi'),
      (m) => m.PageRegistreEtMoi,
    ),
    handle: { titre: 'Le registre et moi', parents: [{ libelle: 'Aide', lien: '/aide' }] },
  },
  {
    chemin: '/aide/tutoriels/videos',
    lazy: page(
      () => import('../pages/aide/PageTutoriels'),
      (m) => m.PageTutoriels,
    ),
    handle: { titre: 'Tutoriels', parents: [{ libelle: 'Aide', lien: '/aide' }] },
  },
  {
    chemin: '/aide/questionsansreponse',
    lazy: page(
      () => import('../pages/aide/PageQuestions'),
      (m) => m.PageQuestions,
    ),
    handle: { titre: 'Questions fréquentes', parents: [{ libelle: 'Aide', lien: '/aide' }] },
  },
  {
    chemin: '/aide/formulaire',
    lazy: page(
      () => import('../pages/reclamation/PageFormulaireContact'),
      (m) => m.PageFormulaireContact,
    ),
    handle: { titre: 'Nous contacter', parents: [{ libelle: 'Aide', lien: '/aide' }] },
  },
  {
    chemin: '/reclamations',
    lazy: page(
      () => import('../pages/reclamations/PageReclamations'),
      (m) => m.PageReclamations,
    ),
    handle: { titre: 'Réclamations' },
  },
  {
    chemin: '/reclamations/:id',
    lazy: page(
      () => import('../pages/reclamations/PageReclamation'),
      (m) => m.PageReclamation,
    ),
    handle: { titre: 'Réclamation', parents: [{ libelle: 'Réclamations', lien: '/reclamations' }] },
  },
  {
    chemin: '/newsletter',
    lazy: page(
      () => import('../pages/newsletter/PageNewsletter'),
      (m) => m.PageNewsletter,
    ),
    handle: { titre: "Lettres d'information" },
  },
  {
    chemin: '/donnees-et-api',
    lazy: page(
      () => import('../pages/donnees-et-api/PageDonneesEtApi'),
      (m) => m.PageDonneesEtApi,
    ),
    handle: { titre: 'Données ouvertes et API' },
  },
  {
    chemin: '/fiche-synthetique/verification',
    lazy: page(
      () => import('../pages/fiche-synthetique/PageVerificationFiche'),
      (m) => m.PageVerificationFiche,
    ),
    handle: { titre: 'Vérifier une fiche synthétique' },
  },
  {
    chemin: '/fiche-synthetique/verification/:empreinte',
    lazy: page(
      () => import('../pages/fiche-synthetique/PageVerificationFiche'),
      (m) => m.PageVerificationFiche,
    ),
    handle: { titre: 'Vérifier une fiche synthétique' },
    // Page ouverte par le code QR d'une fiche : son adresse dépend de la fiche.
    horsPlan: true,
  },
  {
    chemin: '/mentionslegales',
    lazy: page(
      () => import('../pages/mentions-legales/PageMentionsLegales'),
      (m) => m.PageMentionsLegales,
    ),
    handle: { titre: 'Mentions légales' },
  },
  {
    chemin: '/accessibilite',
    lazy: page(
      () => import('../pages/accessibilite/PageAccessibilite'),
      (m) => m.PageAccessibilite,
    ),
    handle: { titre: 'Accessibilité' },
  },
  {
    chemin: '/sitemap',
    lazy: page(
      () => import('../pages/plan-du-site/PagePlanDuSite'),
      (m) => m.PagePlanDuSite,
    ),
    handle: { titre: 'Plan du site' },
  },
  {
    chemin: '/teledeclarants',
    lazy: page(
      () => import('../pages/teledeclarants/PageTeledeclarants'),
      (m) => m.PageTeledeclarants,
    ),
    handle: { titre: 'Télédéclarants' },
  },
  {
    chemin: '/teledeclarants/comptes-utilisateurs/:id',
    lazy: page(
      () => import('../pages/teledeclarants/PageTeledeclarant'),
      (m) => m.PageTeledeclarant,
    ),
    handle: { titre: 'Télédéclarant', parents: [{ libelle: 'Télédéclarants', lien: '/teledeclarants' }] },
  },
  {
    chemin: '/validations',
    lazy: page(
      () => import('../pages/validations/PageValidations'),
      (m) => m.PageValidations,
    ),
    handle: { titre: 'Validations' },
  },
  {
    chemin: '/validations/demande/:n',
    lazy: page(
      () => import('../pages/validations/PageDemandeValidation'),
      (m) => m.PageDemandeValidation,
    ),
    handle: {
      titre: 'Validation d’une demande',
      parents: [{ libelle: 'Validations', lien: '/validations' }],
    },
    horsPlan: true,
  },
  {
    chemin: '/evenement-journal',
    lazy: page(
      () => import('../pages/evenement-journal/PageJournal'),
      (m) => m.PageJournal,
    ),
    handle: { titre: 'Journal des événements' },
  },
  {
    chemin: '/consulter-les-statistiques-du-registre',
    lazy: page(
      () => import('../pages/statistiques/PageStatistiques'),
      (m) => m.PageStatistiques,
    ),
    handle: { titre: 'Statistiques du registre' },
  },
  {
    chemin: '/annuaire',
    lazy: page(
      () => import('../pages/annuaire/PageAnnuaire'),
      (m) => m.PageAnnuaire,
    ),
    handle: { titre: 'Annuaire des copropriétés' },
  },
  {
    chemin: '/annuaire/copropriete/:id',
    lazy: page(
      () => import('../pages/annuaire/PageFicheAnnuaire'),
      (m) => m.PageFicheAnnuaire,
    ),
    handle: {
      titre: 'Copropriété de l’annuaire',
      parents: [{ libelle: 'Annuaire des copropriétés', lien: '/annuaire' }],
    },
    // Fiche d'une copropriété : son adresse dépend de la copropriété.
    horsPlan: true,
  },
  {
    chemin: '/indicateurs-MCO',
    lazy: page(
      () => import('../pages/indicateurs-mco/PageIndicateurs'),
      (m) => m.PageIndicateurs,
    ),
    handle: { titre: 'Indicateurs' },
  },
  {
    chemin: '/courriers-postaux',
    lazy: page(
      () => import('../pages/courriers-postaux/PageCourriersPostaux'),
      (m) => m.PageCourriersPostaux,
    ),
    handle: { titre: 'Courriers postaux' },
  },
  {
    chemin: '/copropriete',
    lazy: page(
      () => import('../pages/copropriete/PageCoproprietes'),
      (m) => m.PageCoproprietes,
    ),
    handle: { titre: 'Copropriétés' },
  },
  {
    chemin: '/copropriete/declarer-un-successeur/:id',
    lazy: page(
      () => import('../pages/copropriete/PageDeclarerSuccesseur'),
      (m) => m.PageDeclarerSuccesseur,
    ),
    handle: { titre: 'Déclarer un successeur', parents: [{ libelle: 'Copropriétés', lien: '/copropriete' }] },
    horsPlan: true,
  },
  {
    chemin: '/successeur/:cle',
    lazy: page(
      () => import('../pages/successeur/PageSuccesseur'),
      (m) => m.PageSuccesseur,
    ),
    handle: { titre: 'Valider la déclaration du prédécesseur' },
    // Page d'un lien reçu par courriel : son adresse porte une clé secrète.
    horsPlan: true,
  },
  {
    chemin: '/copropriete/parcelles-non-geolocalisees/:id',
    lazy: page(
      () => import('../pages/copropriete/PageParcellesNonGeolocalisees'),
      (m) => m.PageParcellesNonGeolocalisees,
    ),
    handle: {
      titre: 'Copropriétés avec parcelles non géolocalisées',
      parents: [
        { libelle: 'Copropriétés non géolocalisées', lien: '/copropriete?coproNonGeolocalisees=true' },
      ],
    },
    horsPlan: true,
  },
  {
    chemin: '/copropriete/echanges/:n',
    lazy: page(
      () => import('../pages/copropriete/PageEchangesDemande'),
      (m) => m.PageEchangesDemande,
    ),
    handle: {
      titre: 'Échanges avec le teneur',
      parents: [{ libelle: 'Copropriétés', lien: '/copropriete' }],
    },
    // Page d'une demande : son adresse dépend de la demande.
    horsPlan: true,
  },
  {
    chemin: '/compte',
    lazy: page(
      () => import('../pages/compte/PageConnexion'),
      (m) => m.PageConnexion,
    ),
    handle: { titre: 'Se connecter' },
  },
  {
    chemin: '/compte/activate',
    lazy: page(
      () => import('../pages/compte/PageCreationMotDePasse'),
      (m) => m.PageCreationMotDePasse,
    ),
    handle: { titre: 'Créer mon mot de passe', parents: [{ libelle: 'Se connecter', lien: '/compte' }] },
  },
  {
    chemin: '/compte/confirmation-email',
    lazy: page(
      () => import('../pages/compte/PageConfirmationEmail'),
      (m) => m.PageConfirmationEmail,
    ),
    handle: { titre: 'Confirmer ma nouvelle adresse électronique' },
    horsPlan: true,
  },
  {
    chemin: '/compte/mot-de-passe-oublie',
    lazy: page(
      () => import('../pages/compte/PageMotDePasseOublie'),
      (m) => m.PageMotDePasseOublie,
    ),
    handle: { titre: 'Mot de passe oublié', parents: [{ libelle: 'Se connecter', lien: '/compte' }] },
  },
  {
    chemin: '/compte/inscription',
    lazy: async () => {
      const [{ AiguillageInscription }, { PageChoixInscription }] = await Promise.all([
        import('../pages/compte/inscription-etude/PageInscriptionEtude'),
        import('../pages/compte/inscription/PageChoixInscription'),
      ]);
      return { element: <AiguillageInscription sinon={<PageChoixInscription />} /> };
    },
    handle: {
      titre: 'Créer un compte de télédéclarant',
      parents: [{ libelle: 'Se connecter', lien: '/compte' }],
    },
  },
  {
    chemin: '/compte/inscription/confirmation',
    lazy: page(
      () => import('../pages/compte/inscription/PageConfirmationInscription'),
      (m) => m.PageConfirmationInscription,
    ),
    handle: {
      titre: 'Inscription enregistrée',
      parents: [{ libelle: 'Créer un compte de télédéclarant', lien: '/compte/inscription' }],
    },
    horsPlan: true,
  },
  {
    chemin: '/compte/inscription/:type',
    lazy: page(
      () => import('../pages/compte/inscription/PageFormulaireInscription'),
      (m) => m.PageFormulaireInscription,
    ),
    handle: {
      titre: "Formulaire d'inscription",
      parents: [{ libelle: 'Créer un compte de télédéclarant', lien: '/compte/inscription' }],
    },
  },
  {
    chemin: CHEMIN_ERREUR_CONNEXION_INSTITUTIONNELLE,
    lazy: page(
      () => import('../pages/compte/PageErreurConnexionInstitutionnelle'),
      (m) => m.PageErreurConnexionInstitutionnelle,
    ),
    handle: {
      titre: 'Connexion institutionnelle impossible',
      parents: [{ libelle: 'Se connecter', lien: '/compte' }],
    },
    horsPlan: true,
  },
  {
    chemin: '/compte/activation',
    lazy: page(
      () => import('../pages/compte/inscription/PageActivation'),
      (m) => m.PageActivation,
    ),
    handle: { titre: 'Activer mon compte' },
  },
  {
    chemin: '/institutionnels/charte-confidentialite',
    lazy: page(
      () => import('../pages/institutionnels/charte-confidentialite/PageCharteConfidentialite'),
      (m) => m.PageCharteConfidentialite,
    ),
    handle: { titre: 'Charte de confidentialité' },
  },
  {
    chemin: '/compte/moncompte',
    lazy: page(
      () => import('../pages/compte/mon-compte/PageMonCompte'),
      (m) => m.PageMonCompte,
    ),
    handle: { titre: 'Mon compte' },
  },
  {
    chemin: '/compte/monetablissement',
    lazy: page(
      () => import('../pages/compte/mon-etablissement/PageMonEtablissement'),
      (m) => m.PageMonEtablissement,
    ),
    handle: { titre: 'Mon établissement', parents: [{ libelle: 'Mon compte', lien: '/compte/moncompte' }] },
  },
  {
    chemin: '/compte/monetablissement/representant-legal',
    lazy: page(
      () => import('../pages/compte/mon-etablissement/PageChangementRepresentant'),
      (m) => m.PageChangementRepresentant,
    ),
    handle: {
      titre: 'Changer de représentant légal',
      parents: [
        { libelle: 'Mon compte', lien: '/compte/moncompte' },
        { libelle: 'Mon établissement', lien: '/compte/monetablissement' },
      ],
    },
  },
  {
    chemin: '/compte/monetablissement/echeancier',
    lazy: page(
      () => import('../pages/compte/echeancier/PageEcheancier'),
      (m) => m.PageEcheancier,
    ),
    handle: {
      titre: 'Échéancier de mes copropriétés',
      parents: [
        { libelle: 'Mon compte', lien: '/compte/moncompte' },
        { libelle: 'Mon établissement', lien: '/compte/monetablissement' },
      ],
    },
  },
  {
    chemin: '/compte/mes-comptes-utilisateurs',
    lazy: page(
      () => import('../pages/compte/mes-comptes-utilisateurs/PageMesComptesUtilisateurs'),
      (m) => m.PageMesComptesUtilisateurs,
    ),
    handle: {
      titre: 'Mes comptes utilisateurs',
      parents: [{ libelle: 'Mon compte', lien: '/compte/moncompte' }],
    },
  },
  {
    chemin: '/compte/profils',
    lazy: page(
      () => import('../pages/compte/profils/PageProfils'),
      (m) => m.PageProfils,
    ),
    handle: {
      titre: 'Profils',
      parents: [
        { libelle: 'Mon compte', lien: '/compte/moncompte' },
        { libelle: 'Mes comptes utilisateurs', lien: '/compte/mes-comptes-utilisateurs' },
      ],
    },
  },
  {
    chemin: '/validations/rattachement/:n',
    lazy: page(
      () => import('../pages/validations-rattachement/PageValidationRattachement'),
      (m) => m.PageValidationRattachement,
    ),
    handle: { titre: 'Demande de rattachement', parents: [{ libelle: 'Validations', lien: '/validations' }] },
    horsPlan: true,
  },
  {
    chemin: '/validations/dissolution/:id',
    lazy: page(
      () => import('../pages/validations-dissolution/PageValidationDissolution'),
      (m) => m.PageValidationDissolution,
    ),
    handle: { titre: 'Demande de dissolution', parents: [{ libelle: 'Validations', lien: '/validations' }] },
    horsPlan: true,
  },
  {
    chemin: '/copropriete/declarer-une-dissolution',
    lazy: page(
      () => import('../pages/declarer-une-dissolution/PageDeclarerDissolution'),
      (m) => m.PageDeclarerDissolution,
    ),
    handle: {
      titre: 'Déclarer une dissolution',
      parents: [{ libelle: 'Copropriétés', lien: '/copropriete' }],
    },
    // Page d'une copropriété : son adresse dépend de la copropriété choisie dans la liste.
    horsPlan: true,
  },
  {
    chemin: '/copropriete/dates-mandat/:id/:action',
    lazy: page(
      () => import('../pages/dates-mandat/PageDatesMandat'),
      (m) => m.PageDatesMandat,
    ),
    handle: {
      titre: 'Modifier une date du mandat',
      parents: [{ libelle: 'Copropriétés', lien: '/copropriete' }],
    },
    horsPlan: true,
  },
  {
    chemin: '/copropriete/mandats-supprimables/:id',
    lazy: page(
      () => import('../pages/mandats-supprimables/PageMandatsSupprimables'),
      (m) => m.PageMandatsSupprimables,
    ),
    handle: { titre: 'Supprimer un mandat', parents: [{ libelle: 'Copropriétés', lien: '/copropriete' }] },
    horsPlan: true,
  },
  {
    chemin: '/copropriete/renouveler-mandat/:id',
    lazy: page(
      () => import('../pages/renouveler-mandat/PageRenouvelerMandat'),
      (m) => m.PageRenouvelerMandat,
    ),
    handle: { titre: 'Renouveler le mandat', parents: [{ libelle: 'Copropriétés', lien: '/copropriete' }] },
    horsPlan: true,
  },
  {
    chemin: '/rattacher-une-copropriete',
    lazy: page(
      () => import('../pages/rattacher-une-copropriete/PageRattacherCopropriete'),
      (m) => m.PageRattacherCopropriete,
    ),
    handle: { titre: 'Rattacher une copropriété' },
  },
  {
    chemin: '/rattacher-une-copropriete/echanges/:idMandat',
    lazy: page(
      () => import('../pages/copropriete/PageEchangesDemande'),
      (m) => m.PageEchangesRattachement,
    ),
    handle: {
      titre: 'Échanges avec le teneur',
      parents: [{ libelle: 'Rattacher une copropriété', lien: '/rattacher-une-copropriete' }],
    },
    // Page d'une demande : son adresse dépend de la demande (ADR 0305).
    horsPlan: true,
  },
  {
    chemin: '/rattacher-une-copropriete/edit',
    lazy: page(
      () => import('../pages/rattacher-une-copropriete/PageRattacherCopropriete'),
      (m) => m.PageRattachementMemeEntreprise,
    ),
    handle: {
      titre: 'Rattacher une copropriété de votre entreprise',
      parents: [{ libelle: 'Rattacher une copropriété', lien: '/rattacher-une-copropriete' }],
    },
    horsPlan: true,
  },
  {
    chemin: '/immatriculer-copropriete',
    lazy: page(
      () => import('../pages/immatriculer-copropriete/PageImmatriculerCopropriete'),
      (m) => m.PageImmatriculerCopropriete,
    ),
    handle: { titre: 'Immatriculer une copropriété' },
  },
  {
    chemin: '/immatriculer-copropriete/:etape',
    lazy: page(
      () => import('../pages/immatriculer-copropriete/PageImmatriculerCopropriete'),
      (m) => m.PageImmatriculerCopropriete,
    ),
    handle: {
      titre: 'Immatriculer une copropriété',
      parents: [{ libelle: 'Immatriculer une copropriété', lien: '/immatriculer-copropriete' }],
    },
  },
];

/**
 * Redirections de la spécification (spec 1 §2) ; chacune est ajoutée en même temps que sa page cible :
 * `/reclamation` → `/aide/formulaire`, `/activate` → `/compte/activate`,
 * `/charte-confidentialite` → `/institutionnels/charte-confidentialite`.
 */
const redirections: { depuis: string; vers: string }[] = [
  { depuis: '/reclamation', vers: '/aide/formulaire' },
  { depuis: '/activate', vers: '/compte/activate' },
  { depuis: '/charte-confidentialite', vers: '/institutionnels/charte-confidentialite' },
];

/** Redirection qui conserve les paramètres de requête et l'ancre (liens des anciens courriels). */
function Redirection({ vers }: { vers: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${vers}${search}${hash}`} replace />;
}

export function pagesDuPlan(): { chemin: string; titre: string; parent?: string }[] {
  // Les pages à paramètre (`/compte/inscription/:type`) ne sont pas des adresses que l'on peut lier.
  return pages
    .filter((p) => !p.chemin.includes(':') && !p.horsPlan)
    .map((p) => {
      const parent = p.handle.parents?.at(-1)?.lien;
      return { chemin: p.chemin, titre: p.handle.titre, ...(parent ? { parent } : {}) };
    });
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Rien n'est affiché avant que le morceau de la première page ne soit chargé (pas d'écran intermédiaire).
    HydrateFallback: AucunAffichage,
    children: [
      ...pages.map((p) => ({ path: p.chemin, lazy: p.lazy, handle: p.handle })),
      ...redirections.map((r) => ({ path: r.depuis, element: <Redirection vers={r.vers} /> })),
      // Hors plan du site ; « Page non trouvée » quand le serveur ne la sert pas (production, ADR 0072).
      {
        path: '/dev/simulateur-certificat',
        lazy: page(
          () => import('../pages/dev/simulateur-certificat/PageSimulateurCertificat'),
          (m) => m.PageSimulateurCertificat,
        ),
        handle: { titre: 'Simulateur de certificat (développement)' } satisfies HandlePage,
      },
      {
        path: '/dev/boite-de-reception',
        lazy: page(
          () => import('../pages/dev/boite-de-reception/PageBoiteDeReception'),
          (m) => m.PageBoiteDeReception,
        ),
        handle: { titre: 'Boîte de réception de développement' } satisfies HandlePage,
      },
      {
        path: '*',
        lazy: page(
          () => import('../pages/non-trouvee/PageNonTrouvee'),
          (m) => m.PageNonTrouvee,
        ),
        handle: { titre: 'Page non trouvée' } satisfies HandlePage,
      },
    ],
  },
];
