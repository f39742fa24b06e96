import { Button } from '@codegouvfr/react-dsfr/Button';

/** Boutons d'un formulaire de recherche : lancer la recherche, effacer les critères. */
export function BoutonsRecherche({ onEffacer }: { onEffacer: () => void }) {
  return (
    <div className="fr-fieldset__element">
      <ul className="fr-btns-group fr-btns-group--inline-md">
        <li>
          <Button type="submit">Rechercher</Button>
        </li>
        <li>
          <Button type="button" priority="secondary" onClick={onEffacer}>
            Effacer les critères
          </Button>
        </li>
      </ul>
    </div>
  );
}
