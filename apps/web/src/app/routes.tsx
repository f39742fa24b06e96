import { Navigate, type RouteObject, useLocation } from 'react-router';
import { PageAccessibilite } from '../pages/accessibilite/PageAccessibilite';
import { PageAccueil } from '../pages/accueil/PageAccueil';
import { PageAide } from '../pages/aide/PageAide';
import { PageActivation } from '../pages/compte/inscription/PageActivation';
import { PageChoixInscription } from '../pages/compte/inscription/PageChoixInscription';
import { PageConfirmationInscription } from '../pages/compte/inscription/PageConfirmationInscription';
import { PageFormulaireInscription } from '../pages/compte/inscription/PageFormulaireInscription';
import { AiguillageInscription } from '../pages/compte/inscription-etude/PageInscriptionEtude';
import { PageMesComptesUtilisateurs } from '../pages/compte/mes-comptes-utilisateurs/PageMesComptesUtilisateurs';
import { PageMonCompte } from '../pages/compte/mon-compte/PageMonCompte';
import { PageMonEtablissement } from '../pages/compte/mon-etablissement/PageMonEtablissement';
import { PageConnexion } from '../pages/compte/PageConnexion';
import { PageCreationMotDePasse } from '../pages/compte/PageCreationMotDePasse';
import { PageMotDePasseOublie } from '../pages/compte/PageMotDePasseOublie';
import { PageProfils } from '../pages/compte/profils/PageProfils';
import { PageBoiteDeReception } from '../pages/dev/boite-de-reception/PageBoiteDeReception';
import { PageSimulateurCertificat } from '../pages/dev/simulateur-certificat/PageSimulateurCertificat';
import { PageCharteConfidentialite } from '../pages/institutionnels/charte-confidentialite/PageCharteConfidentialite';
import { PageMentionsLegales } from '../pages/mentions-legales/PageMentionsLegales';
import { PageNonTrouvee } from '../pages/non-trouvee/PageNonTrouvee';
import { PagePlanDuSite } from '../pages/plan-du-site/PagePlanDuSite';
import { PageTeledeclarant } from '../pages/teledeclarants/PageTeledeclarant';
import { PageTeledeclarants } from '../pages/teledeclarants/PageTeledeclarants';
import { Layout } from './Layout';
import type { HandlePage } from './page';

interface PageRoutee {
  chemin: string;
  element: React.ReactNode;
  handle: HandlePage;
}

/** Pages de l'application (uniquement des pages réelles). */
const pages: PageRoutee[] = [
  { chemin: '/', element: <PageAccueil />, handle: { titre: 'Accueil' } },
  { chemin: '/aide', element: <PageAide />, handle: { titre: 'Aide' } },
  { chemin: '/mentionslegales', element: <PageMentionsLegales />, handle: { titre: 'Mentions légales' } },
  { chemin: '/accessibilite', element: <PageAccessibilite />, handle: { titre: 'Accessibilité' } },
  { chemin: '/sitemap', element: <PagePlanDuSite />, handle: { titre: 'Plan du site' } },
  { chemin: '/teledeclarants', element: <PageTeledeclarants />, handle: { titre: 'Télédéclarants' } },
  {
    chemin: '/teledeclarants/comptes-utilisateurs/:id',
    element: <PageTeledeclarant />,
    handle: { titre: 'Télédéclarant', parents: [{ libelle: 'Télédéclarants', lien: '/teledeclarants' }] },
  },
  { chemin: '/compte', element: <PageConnexion />, handle: { titre: 'Se connecter' } },
  {
    chemin: '/compte/activate',
    element: <PageCreationMotDePasse />,
    handle: { titre: 'Créer mon mot de passe', parents: [{ libelle: 'Se connecter', lien: '/compte' }] },
  },
  {
    chemin: '/compte/mot-de-passe-oublie',
    element: <PageMotDePasseOublie />,
    handle: { titre: 'Mot de passe oublié', parents: [{ libelle: 'Se connecter', lien: '/compte' }] },
  },
  {
    chemin: '/compte/inscription',
    element: <AiguillageInscription sinon={<PageChoixInscription />} />,
    handle: {
      titre: 'Créer un compte de télédéclarant',
      parents: [{ libelle: 'Se connecter', lien: '/compte' }],
    },
  },
  {
    chemin: '/compte/inscription/confirmation',
    element: <PageConfirmationInscription />,
    handle: {
      titre: 'Inscription enregistrée',
      parents: [{ libelle: 'Créer un compte de télédéclarant', lien: '/compte/inscription' }],
    },
  },
  {
    chemin: '/compte/inscription/:type',
    element: <PageFormulaireInscription />,
    handle: {
      titre: "Formulaire d'inscription",
      parents: [{ libelle: 'Créer un compte de télédéclarant', lien: '/compte/inscription' }],
    },
  },
  { chemin: '/compte/activation', element: <PageActivation />, handle: { titre: 'Activer mon compte' } },
  {
    chemin: '/institutionnels/charte-confidentialite',
    element: <PageCharteConfidentialite />,
    handle: { titre: 'Charte de confidentialité' },
  },
  { chemin: '/compte/moncompte', element: <PageMonCompte />, handle: { titre: 'Mon compte' } },
  {
    chemin: '/compte/monetablissement',
    element: <PageMonEtablissement />,
    handle: { titre: 'Mon établissement', parents: [{ libelle: 'Mon compte', lien: '/compte/moncompte' }] },
  },
  {
    chemin: '/compte/mes-comptes-utilisateurs',
    element: <PageMesComptesUtilisateurs />,
    handle: {
      titre: 'Mes comptes utilisateurs',
      parents: [{ libelle: 'Mon compte', lien: '/compte/moncompte' }],
    },
  },
  {
    chemin: '/compte/profils',
    element: <PageProfils />,
    handle: {
      titre: 'Profils',
      parents: [
        { libelle: 'Mon compte', lien: '/compte/moncompte' },
        { libelle: 'Mes comptes utilisateurs', lien: '/compte/mes-comptes-utilisateurs' },
      ],
    },
  },
];

/**
 * Redirections de la spécification (spec 1 §2) ; chacune est ajoutée en même temps que sa page cible :
 * `/reclamation` → `/aide/formulaire`, `/activate` → `/compte/activate`,
 * `/charte-confidentialite` → `/institutionnels/charte-confidentialite`.
 */
const redirections: { depuis: string; vers: string }[] = [
  { depuis: '/activate', vers: '/compte/activate' },
  { depuis: '/charte-confidentialite', vers: '/institutionnels/charte-confidentialite' },
];

/** Redirection qui conserve les paramètres de requête et l'ancre (liens des anciens courriels). */
function Redirection({ vers }: { vers: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${vers}${search}${hash}`} replace />;
}

export function pagesDuPlan(): { chemin: string; titre: string }[] {
  // Les pages à paramètre (`/compte/inscription/:type`) ne sont pas des adresses que l'on peut lier.
  return pages
    .filter((p) => !p.chemin.includes(':'))
    .map((p) => ({ chemin: p.chemin, titre: p.handle.titre }));
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...pages.map((p) => ({ path: p.chemin, element: p.element, handle: p.handle })),
      ...redirections.map((r) => ({ path: r.depuis, element: <Redirection vers={r.vers} /> })),
      // Hors plan du site ; « Page non trouvée » quand le serveur ne la sert pas (production, ADR 0072).
      {
        path: '/dev/simulateur-certificat',
        element: <PageSimulateurCertificat />,
        handle: { titre: 'Simulateur de certificat (développement)' } satisfies HandlePage,
      },
      {
        path: '/dev/boite-de-reception',
        element: <PageBoiteDeReception />,
        handle: { titre: 'Boîte de réception de développement' } satisfies HandlePage,
      },
      { path: '*', element: <PageNonTrouvee />, handle: { titre: 'Page non trouvée' } satisfies HandlePage },
    ],
  },
];
