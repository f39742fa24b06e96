import { DUREE_CONSENTEMENT_COOKIES_JOURS } from '@registre/domain';
import { Link } from 'react-router';
import { TableauTexte } from '../../components/socle/TableauTexte';
import { LIEN_ASSISTANCE } from '../../features/aide/assistance';

/**
 * Mentions légales et politique de gestion des cookies (spec 1 §2 `/mentionslegales`). Le tableau des cookies dit
 * exactement ce que le site dépose (serveur : `apps/server/src/app.ts` ; navigateur : bandeau des cookies, reprise
 * de la connexion institutionnelle) ; un test de bout en bout vérifie qu'aucun autre cookie n'apparaît.
 */
export function PageMentionsLegales() {
  return (
    <>
      <h1>Mentions légales</h1>

      <section aria-labelledby="titre-editeur" className="fr-mb-6w">
        <h2 id="titre-editeur">Éditeur</h2>
        <p>
          Le registre national d'immatriculation des copropriétés est édité pour le compte de l'État par
          l'Agence nationale de l'habitat (Anah), établissement public administratif, teneur du registre en
          application des articles L. 711-1 et suivants du code de la construction et de l'habitation.
        </p>
        <p>
          Directeur ou directrice de la publication : le directeur général ou la directrice générale de
          l'Anah.
        </p>
      </section>

      <section aria-labelledby="titre-hebergement" className="fr-mb-6w">
        <h2 id="titre-hebergement">Hébergement</h2>
        <p>
          Le site et ses données sont hébergés en France, sur les serveurs retenus par le teneur du registre
          pour les services publics numériques. Les données du registre, les sessions de connexion et les
          pièces justificatives sont conservées dans une seule base de données, sans service tiers.
        </p>
      </section>

      <section aria-labelledby="titre-donnees" className="fr-mb-6w">
        <h2 id="titre-donnees">Traitement des données personnelles</h2>
        <p>
          Le registre est un traitement de données à caractère personnel créé par l'arrêté du 10 octobre 2016.
          Il sert à tenir le registre, à informer les pouvoirs publics sur l'état des copropriétés et à
          prévenir leurs difficultés.
        </p>
        <ul>
          <li>
            <strong>Données traitées</strong> : identité et coordonnées des représentants légaux (syndics,
            administrateurs provisoires) et des utilisateurs des comptes, données des copropriétés déclarées,
            journal des actions faites sur le registre.
          </li>
          <li>
            <strong>Ce qui est public</strong> : les informations que l'article L. 711-2 rend publiques, dans
            l'annuaire ; le nom d'un syndic bénévole n'y figure pas. Les données financières ne sont pas
            publiques.
          </li>
          <li>
            <strong>Destinataires</strong> : le teneur du registre ; les services de l'État, les collectivités
            territoriales et leurs établissements publics pour leurs missions, dans l'espace institutionnel.
          </li>
          <li>
            <strong>Vos droits</strong> : accès, rectification et limitation, auprès du teneur du registre (
            <Link to={LIEN_ASSISTANCE}>contacter l'assistance</Link>). Les données d'une copropriété sont
            rectifiées par une mise à jour de son représentant légal. Vous pouvez aussi saisir la Commission
            nationale de l'informatique et des libertés (CNIL).
          </li>
          <li>
            <strong>Lettre d'information</strong> : votre adresse électronique ne sert qu'à vous envoyer la
            lettre ; vous pouvez vous désinscrire à tout moment.
          </li>
        </ul>
      </section>

      <section aria-labelledby="cookies" className="fr-mb-6w">
        <h2 id="cookies">Politique de gestion des cookies</h2>
        <p>
          Le site ne dépose que des cookies et ne garde dans votre navigateur que des informations strictement
          nécessaires à son fonctionnement. Ils ne demandent pas votre consentement et ne servent à aucun
          suivi. Aucun cookie de mesure d'audience, de publicité ou de réseau social n'est déposé, et aucune
          ressource n'est chargée depuis un autre site : la vérification anti-robot est calculée par votre
          navigateur, sans service tiers.
        </p>
        <TableauTexte
          titre="Cookies et informations conservées par le navigateur"
          entetes={['Nom', 'Rôle', 'Quand', 'Durée']}
          lignes={[
            [
              'registre_session',
              'Cookie de session : maintient votre connexion (inaccessible aux scripts de la page).',
              'Après la connexion',
              '1 heure sans activité ; supprimé à la déconnexion',
            ],
            [
              '_csrf',
              'Cookie de sécurité : secret signé qui protège les formulaires contre la falsification de requêtes.',
              'Dès la première visite',
              'Jusqu’à la fermeture du navigateur',
            ],
            [
              'XSRF-TOKEN',
              'Cookie de sécurité : jeton que la page renvoie avec chaque envoi de formulaire.',
              'Dès la première visite',
              'Jusqu’à la fermeture du navigateur',
            ],
            [
              'registre.consentement-cookies (stockage local)',
              'Souvenir de votre choix dans le bandeau des cookies, pour ne pas le redemander à chaque page.',
              'Après votre choix',
              `${DUREE_CONSENTEMENT_COOKIES_JOURS} jour`,
            ],
            [
              'scheme et scheme-website-config-default (stockage local)',
              'Thème choisi dans les « Paramètres d’affichage » (clair, sombre ou celui du système) et réglage par défaut du système de design de l’État.',
              'À l’ouverture du site',
              'Jusqu’à ce que vous le changiez ou effaciez les données du site',
            ],
            [
              'registre.relance-institutionnelle (stockage de session)',
              'Heure de la dernière reconnexion automatique d’un agent institutionnel, pour ne pas la répéter en boucle.',
              'Espace institutionnel seulement',
              'Jusqu’à la fermeture de l’onglet',
            ],
          ]}
        />
        <p>
          Vous pouvez supprimer ces cookies dans les réglages de votre navigateur ; vous serez alors
          déconnecté et les formulaires vous redemanderont un jeton de sécurité.
        </p>
      </section>

      <section aria-labelledby="titre-liens" className="fr-mb-6w">
        <h2 id="titre-liens">Liens et réutilisation</h2>
        <p>
          Tout site peut faire un lien vers ce site sans autorisation. Les données publiques du registre sont
          réutilisables librement, dans le respect des règles de réutilisation des informations publiques et
          sans chercher à identifier les personnes.
        </p>
      </section>

      <section aria-labelledby="titre-accessibilite-mentions">
        <h2 id="titre-accessibilite-mentions">Accessibilité</h2>
        <p>
          Le site est partiellement conforme au référentiel général d'amélioration de l'accessibilité :{' '}
          <Link to="/accessibilite">déclaration d'accessibilité</Link>.
        </p>
      </section>
    </>
  );
}
