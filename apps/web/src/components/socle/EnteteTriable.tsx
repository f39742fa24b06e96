import { Button } from '@codegouvfr/react-dsfr/Button';
import type { TriEnCours } from './tri';

/** En-tête de colonne triable d'un tableau DSFR : bouton de tri et `aria-sort`. */
export function EnteteTriable<C extends string>({
  champ,
  libelle,
  page,
  onTrier,
}: {
  champ: C;
  libelle: string;
  page: TriEnCours<C>;
  onTrier: (champ: C) => void;
}) {
  const actif = page.sortField === champ;
  const sens = actif ? page.sortDirection : null;
  const titre = `Trier par « ${libelle} »${
    sens === 'ASC'
      ? ' (tri croissant en cours, activer pour un tri décroissant)'
      : sens === 'DESC'
        ? ' (tri décroissant en cours)'
        : ''
  }`;
  return (
    <th scope="col" aria-sort={sens === 'ASC' ? 'ascending' : sens === 'DESC' ? 'descending' : undefined}>
      <div className="fr-cell--sort">
        <span>{libelle}</span>
        <Button
          type="button"
          size="small"
          priority="tertiary"
          title={titre}
          iconId={
            sens === 'ASC'
              ? 'fr-icon-arrow-up-line'
              : sens === 'DESC'
                ? 'fr-icon-arrow-down-line'
                : 'fr-icon-arrow-up-down-line'
          }
          onClick={() => onTrier(champ)}
        />
      </div>
    </th>
  );
}
