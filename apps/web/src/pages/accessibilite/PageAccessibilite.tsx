import { Link } from 'react-router';
import { LIEN_ASSISTANCE } from '../../features/aide/assistance';

/** Pages contrôlées automatiquement à chaque version (axe, tests de bout en bout), par rubrique. */
const PAGES_CONTROLEES: { rubrique: string; pages: string[] }[] = [
  {
    rubrique: 'Pages publiques',
    pages: [
      'Accueil',
      'Aide, Le registre et moi, Tutoriels, Questions fréquentes',
      'Mentions légales, Accessibilité, Plan du site',
      "Lettres d'information et inscription",
      'Statistiques du registre',
      'Vérifier une fiche synthétique',
    ],
  },
  {
    rubrique: 'Compte',
    pages: [
      'Se connecter, Mot de passe oublié, Créer mon mot de passe',
      'Créer un compte de télédéclarant et son formulaire',
      'Mon compte, Mon établissement, Mes comptes utilisateurs',
    ],
  },
  {
    rubrique: 'Déclarer',
    pages: [
      'Immatriculer une copropriété (toutes les étapes)',
      'Copropriétés, mises à jour, parcelles non géolocalisées',
    ],
  },
  {
    rubrique: 'Teneur du registre',
    pages: ['Validations', 'Journal des événements', 'Indicateurs', 'Télédéclarants', 'Courriers postaux'],
  },
];

/**
 * Déclaration d'accessibilité (spec 1 §2 `/accessibilite`) selon le modèle du RGAA 4.1 : état de conformité,
 * pages et outils du contrôle, résultat, contenus non accessibles, dérogations, contact et voies de recours.
 */
export function PageAccessibilite() {
  return (
    <>
      <h1>Déclaration d'accessibilité</h1>
      <p>
        L'Agence nationale de l'habitat, teneur du registre, s'engage à rendre ses services numériques
        accessibles conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration
        s'applique au site du registre national d'immatriculation des copropriétés.
      </p>

      <section aria-labelledby="titre-etat" className="fr-mb-6w">
        <h2 id="titre-etat">État de conformité</h2>
        <p>
          Le site est <strong>partiellement conforme</strong> au référentiel général d'amélioration de
          l'accessibilité (RGAA), version 4.1 : aucun audit complet des 106 critères n'a encore été réalisé
          par un organisme indépendant. Cette déclaration repose sur les contrôles décrits ci-dessous.
        </p>
      </section>

      <section aria-labelledby="titre-controles" className="fr-mb-6w">
        <h2 id="titre-controles">Comment le site est contrôlé</h2>
        <ul>
          <li>
            Toutes les pages sont construites avec le système de design de l'État (DSFR), dont les composants
            sont conçus pour le RGAA.
          </li>
          <li>
            À chaque version, des tests automatiques ouvrent les pages dans le navigateur Chromium et les
            analysent avec le moteur axe-core (règles WCAG 2.1 niveaux A et AA), sur un écran de 1280 pixels
            et, pour les pages publiques, sur un écran de téléphone de 375 pixels. Une seule anomalie détectée
            bloque la mise en ligne.
          </li>
          <li>
            Les mêmes tests parcourent les formulaires au clavier, vérifient les messages d'erreur associés
            aux champs et le chargement de toutes les ressources.
          </li>
        </ul>
        <h3 className="fr-h5">Pages contrôlées</h3>
        {PAGES_CONTROLEES.map((r) => (
          <div key={r.rubrique}>
            <p className="fr-mb-1w">
              <strong>{r.rubrique}</strong>
            </p>
            <ul>
              {r.pages.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ))}
        <p>
          Résultat : aucune anomalie détectée par axe sur ces pages. Les contrôles automatiques ne couvrent
          qu'une partie des critères du RGAA (environ un tiers) : la qualité des alternatives textuelles, la
          pertinence des intitulés ou la lisibilité d'un parcours restent à vérifier par un audit manuel.
        </p>
      </section>

      <section aria-labelledby="titre-non-accessibles" className="fr-mb-6w">
        <h2 id="titre-non-accessibles">Contenus non accessibles</h2>
        <h3 className="fr-h5">Non-conformités connues</h3>
        <ul>
          <li>
            Les formulaires de déclaration d'une copropriété sont conçus pour un écran d'au moins 992 pixels
            de large : sur un écran plus étroit ils restent utilisables, mais un avertissement le signale et
            la saisie demande de faire défiler la page.
          </li>
          <li>
            Les cartes de France de la page des statistiques ne sont pas entièrement restituées par les
            lecteurs d'écran : chaque carte et chaque graphique sont suivis d'un tableau qui donne les mêmes
            chiffres.
          </li>
          <li>
            Les documents PDF produits par le registre (fiches mémo, lettres d'information, fiche synthétique)
            ont un titre et une langue déclarés, mais leur structure n'est pas balisée pour les lecteurs
            d'écran ; l'essentiel des fiches mémo se retrouve sur les pages d'aide.
          </li>
        </ul>
        <h3 className="fr-h5">Dérogations pour charge disproportionnée</h3>
        <p>Aucune.</p>
        <h3 className="fr-h5">Contenus non soumis à l'obligation d'accessibilité</h3>
        <ul>
          <li>
            Les justificatifs PDF déposés par les syndics et les notaires (contrats, procès-verbaux), qui sont
            des documents de tiers.
          </li>
        </ul>
      </section>

      <section aria-labelledby="titre-technologies" className="fr-mb-6w">
        <h2 id="titre-technologies">Technologies utilisées</h2>
        <p>HTML5, CSS, JavaScript, WAI-ARIA.</p>
        <p>
          Environnement de contrôle : Chromium récent sous Linux, moteur axe-core ; lecture complémentaire au
          clavier seul.
        </p>
      </section>

      <section aria-labelledby="titre-retour" className="fr-mb-6w">
        <h2 id="titre-retour">Retour d'information et contact</h2>
        <p>
          Si vous n'arrivez pas à accéder à un contenu ou à un service, écrivez au teneur du registre pour
          être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme :{' '}
          <Link to={LIEN_ASSISTANCE}>contacter l'assistance du registre</Link>.
        </p>
      </section>

      <section aria-labelledby="titre-recours">
        <h2 id="titre-recours">Voies de recours</h2>
        <p>
          Si vous constatez un défaut d'accessibilité vous empêchant d'accéder à un contenu ou à une
          fonctionnalité du site, que vous nous l'avez signalé et que vous n'avez pas obtenu de réponse
          satisfaisante, vous pouvez :
        </p>
        <ul>
          <li>écrire un message au Défenseur des droits par son formulaire en ligne ;</li>
          <li>contacter le délégué du Défenseur des droits dans votre région ;</li>
          <li>
            envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre
            réponse 71120, 75342 Paris CEDEX 07.
          </li>
        </ul>
      </section>
    </>
  );
}
