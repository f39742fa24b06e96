import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { clavisRoutes } from '@registre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { clesClavis, clesSession } from '../../../api/cles-requetes';
import { appelerApi } from '../../../api/client';
import { navigateur, useEtatCharte } from '../../../features/clavis/clavis';
import { storeNotifications } from '../../../features/notifications/notifications';
import { PageProtegee } from '../../../features/session/PageProtegee';

/** Ne suit que des retours internes au site. */
function retourSur(valeur: string | null): string {
  return valeur?.startsWith('/') && !valeur.startsWith('//') ? valeur : '/';
}

/**
 * Charte de confidentialité des utilisateurs institutionnels (spec 1 §6, ADR 0066) : elle doit être acceptée
 * avant tout accès aux données ; la refuser déconnecte par le service d'authentification institutionnel.
 */
export function PageCharteConfidentialite() {
  return (
    <PageProtegee authorities={['CHART_CONFIDENTIALITE']}>
      <Charte />
    </PageProtegee>
  );
}

function Charte() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [recherche] = useSearchParams();
  const { data: etat } = useEtatCharte(true);
  const [enCours, setEnCours] = useState<'accepter' | 'refuser' | null>(null);

  const accepter = async () => {
    setEnCours('accepter');
    try {
      const nouvelEtat = await appelerApi(clavisRoutes.accepterCharte, { body: { acceptation: true } });
      client.setQueryData(clesClavis.charte(), nouvelEtat);
      storeNotifications.ajouter({
        type: 'success',
        titre: 'Charte acceptée',
        description: 'Vous pouvez utiliser les outils et les données réservés aux institutionnels.',
      });
      navigate(retourSur(recherche.get('retour')), { replace: true });
    } finally {
      setEnCours(null);
    }
  };

  const refuser = async () => {
    setEnCours('refuser');
    try {
      const url = await appelerApi(clavisRoutes.refuserCharte, { body: { refus: true } });
      client.setQueryData(clesSession.compte(), null);
      client.removeQueries({ queryKey: clesClavis.charte() });
      navigateur.ouvrir(url || '/');
    } catch (erreur) {
      setEnCours(null);
      throw erreur;
    }
  };

  return (
    <div className="fr-my-4w">
      <h1>Charte de confidentialité</h1>
      <p className="fr-text--lead">
        L'accès institutionnel au registre national d'immatriculation des copropriétés ouvre des données qui
        ne sont pas publiques. Lisez la charte puis indiquez si vous l'acceptez.
      </p>
      {etat?.acceptee && (
        <Alert
          severity="success"
          small
          className="fr-mb-3w"
          description="Vous avez déjà accepté cette charte pour votre connexion en cours."
        />
      )}
      <section aria-labelledby="titre-objet" className="fr-mb-3w">
        <h2 id="titre-objet" className="fr-h4">
          1. Objet
        </h2>
        <p>
          La présente charte fixe les conditions dans lesquelles les agents des collectivités territoriales,
          des services de l'État et des établissements publics consultent les données du registre au moyen de
          l'outil de catégorisation et des données brutes. Ces données servent exclusivement à l'exercice de
          leurs missions de service public en matière d'habitat (observation, repérage et accompagnement des
          copropriétés fragiles, politiques locales de l'habitat).
        </p>
      </section>
      <section aria-labelledby="titre-donnees" className="fr-mb-3w">
        <h2 id="titre-donnees" className="fr-h4">
          2. Données concernées
        </h2>
        <p>
          Sont concernées les informations déclarées par les syndics et les notaires : identification et
          adresse des copropriétés, nombre de lots, données financières (charges, impayés, dettes, fonds de
          travaux), procédures administratives et judiciaires, données techniques, ainsi que l'identité des
          syndics et représentants légaux. Certaines de ces données sont des données personnelles au sens du
          règlement général sur la protection des données (RGPD).
        </p>
      </section>
      <section aria-labelledby="titre-engagements" className="fr-mb-3w">
        <h2 id="titre-engagements" className="fr-h4">
          3. Engagements de l'utilisateur
        </h2>
        <ul>
          <li>n'utiliser les données que pour les missions de service public de son institution ;</li>
          <li>
            ne pas les diffuser ni les communiquer à des tiers, sauf sous une forme agrégée qui ne permet
            d'identifier ni une copropriété fragile, ni une personne ;
          </li>
          <li>
            conserver les extractions de manière sécurisée et les supprimer dès qu'elles ne sont plus utiles ;
          </li>
          <li>ne pas tenter de rapprocher les données pour identifier des copropriétaires ;</li>
          <li>
            signaler sans délai au teneur du registre toute perte, fuite ou utilisation anormale des données.
          </li>
        </ul>
      </section>
      <section aria-labelledby="titre-tracabilite" className="fr-mb-3w">
        <h2 id="titre-tracabilite" className="fr-h4">
          4. Traçabilité et sanctions
        </h2>
        <p>
          Les connexions, l'acceptation de la charte, les recherches et les téléchargements sont enregistrés
          au journal des événements du registre avec l'identité transmise par le service d'authentification.
          Un manquement peut entraîner la suspension de l'accès de l'institution et engager la responsabilité
          de son auteur.
        </p>
      </section>
      <section aria-labelledby="titre-duree" className="fr-mb-4w">
        <h2 id="titre-duree" className="fr-h4">
          5. Durée
        </h2>
        <p>
          La charte s'applique pendant toute la durée de la connexion. Elle est proposée à chaque nouvelle
          connexion institutionnelle.
        </p>
      </section>
      <ButtonsGroup
        inlineLayoutWhen="md and up"
        buttons={[
          {
            children: enCours === 'accepter' ? 'Acceptation…' : "J'accepte la charte",
            iconId: 'fr-icon-check-line',
            disabled: enCours !== null,
            onClick: () => void accepter(),
          },
          {
            children: enCours === 'refuser' ? 'Déconnexion…' : 'Je refuse et me déconnecte',
            priority: 'secondary',
            iconId: 'fr-icon-logout-box-r-line',
            disabled: enCours !== null,
            onClick: () => void refuser(),
          },
        ]}
      />
    </div>
  );
}
