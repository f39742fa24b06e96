import { profilLabels, tuilesAccueil } from '@registre/domain';
import { useSession } from '../../features/session/session';
import { SectionTutoriels } from './SectionTutoriels';
import { TuilesAccueil } from './TuilesAccueil';

function Presentation() {
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
    </>
  );
}

/** Accueil : présentation pour le visiteur, tableau de bord par profil une fois connecté (spec 1 §2). */
export function PageAccueil() {
  const { etat, compte } = useSession();
  if (etat === 'EN_COURS') return <p role="status">Chargement…</p>;
  if (!compte) {
    return (
      <>
        <Presentation />
        <TuilesAccueil titre="Rubriques" tuiles={tuilesAccueil(null)} />
        <SectionTutoriels />
      </>
    );
  }
  return (
    <>
      <section className="fr-pt-6w fr-pb-2w">
        <h1>Bonjour{compte.prenom ? ` ${compte.prenom}` : ''}</h1>
        <p className="fr-text--lead">
          Vous êtes connecté avec le profil « {profilLabels[compte.profil]} » ({compte.login}).
        </p>
      </section>
      <TuilesAccueil titre="Vos services" tuiles={tuilesAccueil(compte)} />
      <SectionTutoriels />
    </>
  );
}
