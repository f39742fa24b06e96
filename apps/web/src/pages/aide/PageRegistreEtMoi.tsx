import { Link } from 'react-router';
import { TableauTexte } from '../../components/socle/TableauTexte';

interface Public {
  id: string;
  titre: string;
  contenu: React.ReactNode;
}

const PUBLICS: Public[] = [
  {
    id: 'syndic-professionnel',
    titre: 'Vous êtes syndic professionnel ou administrateur provisoire',
    contenu: (
      <>
        <p>
          Vous immatriculez chaque copropriété dont vous êtes le représentant légal, puis vous la mettez à
          jour chaque année. Quand vous reprenez une copropriété déjà immatriculée, vous vous y rattachez au
          lieu de la créer de nouveau. L'administrateur provisoire désigné par le juge a les mêmes obligations
          pour la copropriété qu'il administre.
        </p>
        <p>
          Votre établissement a un compte de télédéclarant, activé par un code reçu par courrier : créez-le
          depuis <Link to="/compte/inscription">la page d'inscription</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'syndic-benevole',
    titre: 'Vous êtes syndic bénévole',
    contenu: (
      <p>
        Copropriétaire désigné syndic sans rémunération, ou syndicat coopératif : vous avez les mêmes
        obligations qu'un syndic professionnel (immatriculation, mise à jour annuelle, renouvellement du
        mandat). Votre nom n'apparaît pas dans l'annuaire public.
      </p>
    ),
  },
  {
    id: 'notaire',
    titre: 'Vous êtes notaire',
    contenu: (
      <p>
        Vous immatriculez la copropriété d'un immeuble que vous mettez en copropriété, vous mentionnez le
        numéro d'immatriculation dans l'acte de vente d'un lot et, si la copropriété n'est pas immatriculée,
        vous pouvez l'immatriculer d'office. Vous déclarez aussi la dissolution d'une copropriété.
      </p>
    ),
  },
  {
    id: 'coproprietaire',
    titre: 'Vous êtes copropriétaire, membre du conseil syndical ou acquéreur',
    contenu: (
      <p>
        Vous n'avez rien à déclarer. Vous pouvez vérifier dans l'annuaire que votre copropriété est
        immatriculée et à jour, et demander au syndic la fiche synthétique qu'il établit chaque année à partir
        du registre. Si le syndic ne remplit pas ses obligations, vous pouvez le mettre en demeure (voir plus
        bas).
      </p>
    ),
  },
  {
    id: 'collectivite',
    titre: 'Vous représentez une collectivité ou un organisme public',
    contenu: (
      <p>
        Vos agents accèdent en lecture à l'espace institutionnel (outil de catégorisation, données brutes de
        votre territoire) en se connectant par le service d'authentification de leur institution. Les
        statistiques et la conformité par commune sont publiques.
      </p>
    ),
  },
];

/**
 * « Le registre et moi » (spec 1 §2 `/aide/registreetmoi`) : qui doit déclarer quoi et quand, d'après la loi
 * ALUR et les articles L. 711-1 à L. 711-7 du code de la construction et de l'habitation.
 */
export function PageRegistreEtMoi() {
  return (
    <>
      <h1>Le registre et moi</h1>
      <p className="fr-text--lead">
        Le registre national d'immatriculation des copropriétés, créé par la loi ALUR du 24 mars 2014, recense
        les syndicats de copropriétaires des immeubles à usage total ou partiel d'habitation. Voici ce qu'il
        vous demande, selon qui vous êtes.
      </p>

      <section aria-labelledby="titre-obligations" className="fr-mb-6w">
        <h2 id="titre-obligations">Les obligations et leurs délais</h2>
        <TableauTexte
          titre="Obligations déclaratives au registre"
          entetes={['Obligation', 'Qui', 'Quand', 'Texte']}
          lignes={[
            [
              'Immatriculer une copropriété existante de plus de 200 lots',
              'Le syndic',
              'Au plus tard le 31 décembre 2016',
              'Loi ALUR ; CCH, art. L. 711-1 et suivants',
            ],
            [
              'Immatriculer une copropriété existante de plus de 50 lots',
              'Le syndic',
              'Au plus tard le 31 décembre 2017',
              'Loi ALUR ; CCH, art. L. 711-1 et suivants',
            ],
            [
              'Immatriculer les autres copropriétés existantes',
              'Le syndic',
              'Au plus tard le 31 décembre 2018',
              'Loi ALUR ; CCH, art. L. 711-1 et suivants',
            ],
            [
              "Immatriculer une copropriété nouvellement créée (mise en copropriété d'un immeuble)",
              'Le notaire',
              'Dès sa création, depuis le 1er janvier 2017',
              'CCH, art. L. 711-1 et suivants',
            ],
            [
              'Mettre à jour les données financières et techniques',
              'Le syndic',
              "Chaque année, dans les deux mois qui suivent l'assemblée générale qui approuve les comptes",
              'CCH, art. L. 711-2 ; décret n° 2016-1167',
            ],
            [
              'Déclarer les modifications (nouveau syndic, procédure, arrêté)',
              'Le syndic',
              'Dès le changement',
              'CCH, art. L. 711-2',
            ],
            [
              "Mentionner le numéro d'immatriculation dans l'acte de vente d'un lot",
              'Le notaire',
              'À chaque vente',
              'CCH, art. L. 711-1 et suivants',
            ],
          ]}
        />
      </section>

      <section aria-labelledby="titre-publics" className="fr-mb-6w">
        <h2 id="titre-publics">Selon qui vous êtes</h2>
        {PUBLICS.map((p) => (
          <section key={p.id} id={p.id} aria-labelledby={`titre-${p.id}`} className="fr-mb-4w">
            <h3 id={`titre-${p.id}`} className="fr-h5">
              {p.titre}
            </h3>
            {p.contenu}
          </section>
        ))}
      </section>

      <section aria-labelledby="titre-sanctions" className="fr-mb-6w">
        <h2 id="titre-sanctions">Si les obligations ne sont pas remplies</h2>
        <p>D'après l'article L. 711-6 du code de la construction et de l'habitation :</p>
        <ul>
          <li>
            le teneur du registre, un copropriétaire ou toute personne qui y a intérêt peut mettre le syndic
            en demeure, par lettre recommandée avec avis de réception, d'immatriculer la copropriété ou de
            transmettre ses données ;
          </li>
          <li>
            un mois après une mise en demeure restée sans effet, le teneur peut appliquer au syndic une
            astreinte d'au plus 20 euros par lot et par semaine de retard, jusqu'à la transmission complète
            des données ; le syndic rémunéré ne peut pas la facturer aux copropriétaires ;
          </li>
          <li>
            une copropriété non immatriculée ou dont les données ne sont pas à jour ne peut pas recevoir de
            subvention de l'État, des collectivités territoriales ou de leurs établissements publics.
          </li>
        </ul>
      </section>

      <section aria-labelledby="titre-public" className="fr-mb-6w">
        <h2 id="titre-public">Ce qui est public</h2>
        <p>
          L'article L. 711-2 rend publics le nom et l'adresse du syndicat, sa date de création, le nombre et
          la nature de ses lots, le nom du syndic, les procédures des articles 29-1 A et 29-1 de la loi du 10
          juillet 1965 ou L. 615-6 du CCH, et les arrêtés relatifs à un immeuble insalubre ou dangereux. Les
          données financières ne sont pas publiques. Tout le monde consulte{' '}
          <Link to="/consulter-les-statistiques-du-registre">les statistiques du registre</Link>.
        </p>
      </section>

      <section aria-labelledby="titre-textes">
        <h2 id="titre-textes">Textes de référence</h2>
        <ul>
          <li>
            Loi n° 2014-366 du 24 mars 2014 pour l'accès au logement et un urbanisme rénové (loi ALUR) ;
          </li>
          <li>
            code de la construction et de l'habitation, articles L. 711-1 à L. 711-7 et R. 711-1 à R. 711-21 ;
          </li>
          <li>
            décret n° 2016-1167 du 26 août 2016 relatif au registre national d'immatriculation des syndicats
            de copropriétaires ;
          </li>
          <li>
            arrêté du 10 octobre 2016 relatif au traitement de données à caractère personnel « registre
            national d'immatriculation des syndicats de copropriétaires ».
          </li>
        </ul>
      </section>
    </>
  );
}
