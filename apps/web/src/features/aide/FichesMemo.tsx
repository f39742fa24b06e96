import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { type CategorieFicheMemo, fichesMemoRoutes } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { clesFichesMemo } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { tailleLisible } from '../../components/socle/taille-fichier';

/** Adresse de téléchargement d'une fiche mémo (ADR 0262). */
function lienFicheMemo(categorie: CategorieFicheMemo, nom: string): string {
  return `${fichesMemoRoutes.telecharger.path}?categorie=${categorie}&fileName=${encodeURIComponent(nom)}`;
}

/**
 * Fiches mémo d'une catégorie de public (spec 2 §7.10 `recupereNomDesFichiers`) : liens de téléchargement DSFR
 * avec le format et la taille, et une phrase qui dit ce que chaque fiche explique.
 */
export function FichesMemo({ categorie }: { categorie: CategorieFicheMemo }) {
  const { data, isPending, isError } = useQuery({
    queryKey: clesFichesMemo.categorie(categorie),
    queryFn: () => appelerApi(fichesMemoRoutes.lister, { query: { categorie } }),
    staleTime: 5 * 60_000,
  });
  if (isPending) return <p role="status">Chargement des fiches mémo…</p>;
  if (isError)
    return <Alert severity="error" small description="Les fiches mémo n'ont pas pu être chargées." />;
  if (data.length === 0) return <p>Aucune fiche n'est encore publiée pour ce public.</p>;
  return (
    <ul className="fr-raw-list" data-testid={`fiches-memo-${categorie}`}>
      {data.map((fiche) => (
        <li key={fiche.nom} className="fr-mb-3w">
          <a className="fr-link fr-link--download" download href={lienFicheMemo(categorie, fiche.nom)}>
            {fiche.titre}
            <span className="fr-link__detail">PDF – {tailleLisible(fiche.taille)}</span>
          </a>
          <p className="fr-text--sm fr-mb-0">{fiche.description}</p>
        </li>
      ))}
    </ul>
  );
}
