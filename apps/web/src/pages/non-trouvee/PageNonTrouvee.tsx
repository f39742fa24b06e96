import { Button } from '@codegouvfr/react-dsfr/Button';

/** Page affichée pour toute adresse inconnue (spec 1 §2). */
export function PageNonTrouvee() {
  return (
    <div className="fr-my-7w fr-grid-row fr-grid-row--gutters fr-grid-row--middle">
      <div className="fr-col-12 fr-col-md-8">
        <h1>Page non trouvée</h1>
        <p className="fr-text--sm fr-mb-3w">Erreur 404</p>
        <p className="fr-text--lead fr-mb-3w">
          La page que vous cherchez est introuvable. Excusez-nous pour la gêne occasionnée.
        </p>
        <p className="fr-text--sm fr-mb-5w">
          Si vous avez tapé l'adresse web dans le navigateur, vérifiez qu'elle est correcte. La page n'est
          peut-être plus disponible.
        </p>
        <Button linkProps={{ to: '/' }}>Revenir à l'accueil</Button>
      </div>
    </div>
  );
}
