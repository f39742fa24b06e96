import { type CategorieFicheMemo, categorieFicheMemoLabels } from '@registre/domain';
import { Link } from 'react-router';
import { FichesMemo } from './FichesMemo';

/** Fiches mémo du public d'un profil, sur son accueil (ADR 0262) ; chargées à la demande par l'accueil. */
export function FichesMemoAccueil({ categorie }: { categorie: CategorieFicheMemo }) {
  return (
    <section aria-labelledby="titre-fiches-accueil" className="fr-mb-6w" data-testid="fiches-memo-accueil">
      <h2 id="titre-fiches-accueil">Guides et fiches mémo</h2>
      <p>
        {categorieFicheMemoLabels[categorie]}, au format PDF. Toutes les fiches sont sur{' '}
        <Link to="/aide">la page d'aide</Link>.
      </p>
      <FichesMemo categorie={categorie} />
    </section>
  );
}
