import { Breadcrumb } from '@codegouvfr/react-dsfr/Breadcrumb';
import { TITRE_SITE } from '@registre/domain';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { estHandlePage } from './page';

/** Titre du document « <titre de la page> - <titre du site> » et fil d'Ariane de la page courante. */
export function TitreEtFilAriane() {
  const matches = useMatches();
  const handle = [...matches]
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
