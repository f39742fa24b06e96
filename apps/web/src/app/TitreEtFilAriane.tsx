import { Breadcrumb } from '@codegouvfr/react-dsfr/Breadcrumb';
import { TITRE_SITE } from '@registre/domain';
import { useEffect, useReducer } from 'react';
import { useMatches } from 'react-router';
import { titreDeclare } from '../components/socle/titre-page';
import { estHandlePage } from './page';

/**
 * Titre du document « <titre de la page> - <titre du site> » et fil d'Ariane de la page courante : ceux de sa
 * route, ou ceux que la page déclare quand ils dépendent de ses données (`useTitrePage`).
 */
export function TitreEtFilAriane() {
  const matches = useMatches();
  titreDeclare.signaler = useReducer((n: number) => n + 1, 0)[1];
  const handle =
    titreDeclare.page ??
    [...matches]
      .reverse()
      .map((m) => m.handle)
      .find(estHandlePage);
  const titre = handle?.titre;

  useEffect(() => {
    document.title = titre ? `${titre} - ${TITRE_SITE}` : TITRE_SITE;
  }, [titre]);

  if (!handle || matches.at(-1)?.pathname === '/') return null;
  return (
    <Breadcrumb
      currentPageLabel={handle.titre}
      homeLinkProps={{ to: '/' }}
      segments={(handle.parents ?? []).map((p) => ({ label: p.libelle, linkProps: { to: p.lien } }))}
    />
  );
}
