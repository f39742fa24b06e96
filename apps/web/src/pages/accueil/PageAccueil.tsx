import {
  categorieFicheMemoDuProfil,
  doitChargerTableauDeBordSyndic,
  type InfoCompte,
  profilLabels,
  tableauxDeBordAccueil,
  tuilesAccueil,
} from '@registre/domain';
import { lazy, Suspense } from 'react';
import { useAttributsClavis } from '../../features/clavis/clavis';
import { useSession } from '../../features/session/session';
import { SectionTutoriels } from './SectionTutoriels';
import { TuilesAccueil } from './TuilesAccueil';

/** Tableau de bord du syndic : chargé à la demande, seul un syndic le voit (ADR 0260). */
const TableauDeBordSyndic = lazy(() =>
  import('../../features/coproprietes/TableauDeBordSyndic').then((m) => ({ default: m.TableauDeBordSyndic })),
);

/** Prochaines échéances de l'établissement : chargées à la demande, avec le tableau de bord (ADR 0340). */
const ProchainesEcheances = lazy(() =>
  import('../../features/echeancier/ProchainesEcheances').then((m) => ({ default: m.ProchainesEcheances })),
);

/** Tableau des indicateurs du teneur : chargé à la demande, hors du budget de l'accueil (ADR 0110, 0201). */
const TableauDemandes = lazy(() =>
  import('../../features/indicateurs/TableauDemandes').then((m) => ({ default: m.TableauDemandes })),
);

/** Questions ouvertes du teneur à l'établissement déclarant : chargées à la demande (ADR 0230). */
const QuestionsOuvertes = lazy(() =>
  import('../../features/validations/QuestionsOuvertes').then((m) => ({ default: m.QuestionsOuvertes })),
);

/** Fiches mémo du public du profil (l'accueil institutionnel a ses guides PDF, spec 1 §2) : chargées à la demande. */
const FichesMemoAccueil = lazy(() =>
  import('../../features/aide/FichesMemoAccueil').then((m) => ({ default: m.FichesMemoAccueil })),
);

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

/**
 * Salutation de l'accueil connecté. Le compte institutionnel (compte intégré n° 1) est commun à tous les agents :
 * son nom et son identifiant sont ceux de la personne transmis par le service d'authentification.
 */
function Salutation({ compte }: { compte: InfoCompte }) {
  const institutionnel = compte.profil === 'INSTITUTIONNEL';
  const { data: identite, isPending } = useAttributsClavis(institutionnel);
  if (institutionnel && isPending) return <p role="status">Chargement…</p>;
  const prenom = institutionnel ? identite?.prenom : compte.prenom;
  const identifiant = institutionnel
    ? [identite?.email, identite?.institution].filter(Boolean).join(', ') || compte.login
    : compte.login;
  return (
    <section className="fr-pt-6w fr-pb-2w">
      <h1>{prenom ? `Bonjour ${prenom}` : 'Bonjour'}</h1>
      <p className="fr-text--lead">
        Vous êtes connecté avec le profil « {profilLabels[compte.profil]} » ({identifiant}).
      </p>
    </section>
  );
}

function FichesMemoDuProfil({ compte }: { compte: InfoCompte }) {
  const categorie = categorieFicheMemoDuProfil(compte.profil);
  if (!categorie) return null;
  return (
    <Suspense fallback={null}>
      <FichesMemoAccueil categorie={categorie} />
    </Suspense>
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
      <Salutation compte={compte} />
      {tableauxDeBordAccueil(compte).questionsOuvertes && (
        <Suspense fallback={null}>
          <QuestionsOuvertes />
        </Suspense>
      )}
      {doitChargerTableauDeBordSyndic(compte.profil) && (
        <Suspense fallback={<p role="status">Chargement du tableau de bord…</p>}>
          <TableauDeBordSyndic />
        </Suspense>
      )}
      {tableauxDeBordAccueil(compte).syndic && (
        <Suspense fallback={<p role="status">Chargement des échéances…</p>}>
          <ProchainesEcheances />
        </Suspense>
      )}
      {tableauxDeBordAccueil(compte).indicateurs && (
        <Suspense fallback={<p role="status">Chargement des indicateurs…</p>}>
          <TableauDemandes />
        </Suspense>
      )}
      <TuilesAccueil titre="Vos services" tuiles={tuilesAccueil(compte)} />
      <FichesMemoDuProfil compte={compte} />
      <SectionTutoriels />
    </>
  );
}
