import { Navigate, type RouteObject, useLocation } from 'react-router';
import { PageAccessibilite } from '../pages/accessibilite/PageAccessibilite';
import { PageAccueil } from '../pages/accueil/PageAccueil';
import { PageAide } from '../pages/aide/PageAide';
import { PageConnexion } from '../pages/compte/PageConnexion';
import { PageCreationMotDePasse } from '../pages/compte/PageCreationMotDePasse';
import { PageMotDePasseOublie } from '../pages/compte/PageMotDePasseOublie';
import { PageMentionsLegales } from '../pages/mentions-legales/PageMentionsLegales';
import { PageNonTrouvee } from '../pages/non-trouvee/PageNonTrouvee';
import { PagePlanDuSite } from '../pages/plan-du-site/PagePlanDuSite';
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
];

/**
 * Redirections de la spécification (spec 1 §2) ; chacune est ajoutée en même temps que sa page cible :
 * `/reclamation` → `/aide/formulaire`, `/activate` → `/compte/activate`,
 * `/charte-confidentialite` → `/institutionnels/charte-confidentialite`.
 */
const redirections: { depuis: string; vers: string }[] = [{ depuis: '/activate', vers: '/compte/activate' }];

/** Redirection qui conserve les paramètres de requête et l'ancre (liens des anciens courriels). */
function Redirection({ vers }: { vers: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${vers}${search}${hash}`} replace />;
}

export function pagesDuPlan(): { chemin: string; titre: string }[] {
  return pages.map((p) => ({ chemin: p.chemin, titre: p.handle.titre }));
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...pages.map((p) => ({ path: p.chemin, element: p.element, handle: p.handle })),
      ...redirections.map((r) => ({ path: r.depuis, element: <Redirection vers={r.vers} /> })),
      { path: '*', element: <PageNonTrouvee />, handle: { titre: 'Page non trouvée' } satisfies HandlePage },
    ],
  },
];
