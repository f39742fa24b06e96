import { lazy, Suspense } from 'react';
import type { ChampAdresseProps } from '../adresses/ChampAdresse';

/**
 * Champ d'adresse de la déclaration (spec 1 §4), chargé à la demande sur l'annuaire (ADR 0285) : l'autocomplétion,
 * la fenêtre de choix et leurs règles ne pèsent pas sur le premier affichage de la page publique (budget de
 * 200 Ko, ADR 0110) ; la recherche par numéro ou par nom est utilisable pendant ce chargement.
 */
const ChampAdresseDiffere = lazy(async () => {
  const [{ ChampAdresse }, { apiLocalisationAnnuaire }] = await Promise.all([
    import('../adresses/ChampAdresse'),
    import('./api'),
  ]);
  return {
    default: (props: Omit<ChampAdresseProps, 'api'>) => (
      <ChampAdresse {...props} api={apiLocalisationAnnuaire} />
    ),
  };
});

export function ChampAdresseAnnuaire(props: Omit<ChampAdresseProps, 'api'>) {
  return (
    <Suspense fallback={<p className="fr-hint-text fr-mb-4w">Chargement du champ d’adresse…</p>}>
      <ChampAdresseDiffere {...props} />
    </Suspense>
  );
}
