import { startReactDsfr } from '@codegouvfr/react-dsfr/spa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { definirGestionnaire401, ErreurAppel } from './api/client';
import { routes } from './app/routes';
import { enregistrerRoutes } from './app/routes-disponibles';
import { deciderReprise, executerReprise } from './features/session/reprise-401';
import { dependancesReprise } from './features/session/reprise-401-dependances';
import './app/registre.css';
import { clesSession } from './api/cles-requetes';

startReactDsfr({ defaultColorScheme: 'system', Link });

declare module '@codegouvfr/react-dsfr/spa' {
  interface RegisterLink {
    Link: typeof Link;
  }
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Une erreur de la demande (4xx) ne se corrige pas en réessayant.
      retry: (echecs, erreur) =>
        !(erreur instanceof ErreurAppel && erreur.status >= 400 && erreur.status < 500) && echecs < 2,
      refetchOnWindowFocus: false,
    },
  },
});

enregistrerRoutes(routes);
const router = createBrowserRouter(routes);

// Reprise de session après une 401 d'un appel de compte (spec 1 §4) : notaire par certificat,
// connexion institutionnelle, ou retour à la page de connexion.
definirGestionnaire401((reponse) =>
  executerReprise(
    deciderReprise({ ...reponse, etaitConnecte: queryClient.getQueryData(clesSession.compte()) != null }),
    dependancesReprise(queryClient, (chemin) => void router.navigate(chemin)),
  ),
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
