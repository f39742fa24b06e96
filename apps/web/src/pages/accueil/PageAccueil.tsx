import { Tile } from '@codegouvfr/react-dsfr/Tile';

/** Accueil public : présentation du registre et accès aux rubriques disponibles. */
export function PageAccueil() {
  return (
    <>
      <section className="fr-py-6w">
        <h1>Registre national d'immatriculation des copropriétés</h1>
        <p className="fr-text--lead">
          Toute copropriété comportant au moins un lot à usage d'habitation doit être immatriculée au
          registre, puis mise à jour chaque année après l'approbation des comptes.
        </p>
        <p>
          Les syndics professionnels et bénévoles, les administrateurs provisoires et les notaires y déclarent
          les copropriétés qu'ils gèrent ou dont ils reçoivent les actes. Le teneur du registre valide les
          demandes. Les particuliers, collectivités et acquéreurs consultent l'annuaire et les statistiques.
        </p>
      </section>
      <section aria-labelledby="titre-calendrier" className="fr-mb-6w">
        <h2 id="titre-calendrier">Calendrier d'immatriculation</h2>
        <ul>
          <li>copropriétés de plus de 200 lots : au plus tard le 31 décembre 2016 ;</li>
          <li>copropriétés de plus de 50 lots : au plus tard le 31 décembre 2017 ;</li>
          <li>autres copropriétés : au plus tard le 31 décembre 2018 ;</li>
          <li>copropriétés nouvellement créées : dès leur création, depuis le 1er janvier 2017.</li>
        </ul>
      </section>
      <section aria-labelledby="titre-rubriques" className="fr-mb-6w">
        <h2 id="titre-rubriques">Rubriques</h2>
        <div className="fr-grid-row fr-grid-row--gutters">
          <div className="fr-col-12 fr-col-md-4">
            <Tile
              title="Comprendre le registre"
              desc="Qui doit déclarer, quand, et quelles informations préparer."
              linkProps={{ to: '/aide' }}
              orientation="vertical"
            />
          </div>
        </div>
      </section>
    </>
  );
}
