import { Button } from '@codegouvfr/react-dsfr/Button';
import { useEffect } from 'react';

/** Affiché par les gardes de page quand le profil n'a pas l'autorisation nécessaire (spec 2 §8). */
export function AccesRefuse() {
  useEffect(() => {
    document.title = 'Accès refusé - Registre national des copropriétés';
  }, []);
  return (
    <div className="fr-my-7w">
      <h1>Accès refusé</h1>
      <p className="fr-text--lead">Vous n'avez pas les droits nécessaires pour accéder à cette page.</p>
      <Button linkProps={{ to: '/' }}>Revenir à l'accueil</Button>
    </div>
  );
}
