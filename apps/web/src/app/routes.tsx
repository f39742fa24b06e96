import { Navigate, type RouteObject } from 'react-router';
import { PageAccessibilite } from '../pages/accessibilite/PageAccessibilite';
import { PageAccueil } from '../pages/accueil/PageAccueil';
import { PageAide } from '../pages/aide/PageAide';
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
];

/**
 * Redirections de la spécification (spec 1 §2) ; chacune est ajoutée en même temps que sa page cible :
 * `/reclamation` → `/aide/formulaire`, `/activate` → `/compte/activate`,
 * `/charte-confidentialite` → `/institutionnels/charte-confidentialite`.
 */
const redirections: { depuis: string; vers: string }[] = [];

export function pagesDuPlan(): { chemin: string; titre: string }[] {
  return pages.map((p) => ({ chemin: p.chemin, titre: p.handle.titre }));
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...pages.map((p) => ({ path: p.chemin, element: p.element, handle: p.handle })),
      ...redirections.map((r) => ({ path: r.depuis, element: <Navigate to={r.vers} replace /> })),
      { path: '*', element: <PageNonTrouvee />, handle: { titre: 'Page non trouvée' } satisfies HandlePage },
    ],
  },
];
