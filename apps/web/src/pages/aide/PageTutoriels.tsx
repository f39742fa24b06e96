import { DELAI_MAX_CODE_ACTIVATION_JOURS, TAILLE_MAX_FICHIER_MO } from '@registre/domain';
import { Link } from 'react-router';
import { routeDisponible } from '../../app/routes-disponibles';
import { VIDEOS } from '../../features/aide/tutoriels';
import { VideoTutoriel } from '../../features/aide/VideoTutoriel';

interface TutorielPasAPas {
  id: string;
  titre: string;
  pour: string;
  etapes: string[];
  /** Page où faire la démarche ; le lien n'est montré que si la page existe. */
  route: string;
  libelleRoute: string;
}

const TUTORIELS_PAS_A_PAS: TutorielPasAPas[] = [
  {
    id: 'creer-son-compte',
    titre: 'Créer et activer son compte de télédéclarant',
    pour: 'Syndics professionnels, syndics bénévoles, administrateurs provisoires',
    etapes: [
      'Choisissez « Se connecter », puis « Créer un compte », et votre type de télédéclarant.',
      'Syndic professionnel : saisissez le numéro SIRET de l’établissement ; son nom et son adresse sont repris du répertoire des entreprises. Syndic bénévole : saisissez l’adresse de la copropriété.',
      'Renseignez l’administrateur principal du compte (nom, prénom, adresse électronique) et validez la vérification anti-robot.',
      'Ouvrez le courriel reçu et choisissez votre mot de passe (12 caractères au moins).',
      `Un code d’activation part par courrier postal sous ${DELAI_MAX_CODE_ACTIVATION_JOURS} jours au plus. Connectez-vous et saisissez-le sur la page « Activer mon compte ».`,
    ],
    route: '/compte/inscription',
    libelleRoute: 'Créer un compte',
  },
  {
    id: 'immatriculer',
    titre: 'Immatriculer une copropriété',
    pour: 'Syndics et notaires, compte activé',
    etapes: [
      'Depuis l’accueil, choisissez « Immatriculer une copropriété ».',
      'Identification : nom de la copropriété, adresse de référence (choisissez l’adresse proposée par la liste), parcelles cadastrales, date du règlement et nombre de lots.',
      `Mandat : dates de début et de fin, et justificatif au format PDF (${TAILLE_MAX_FICHIER_MO} Mo au plus).`,
      'Procédures : indiquez les procédures judiciaires ou administratives en cours, s’il y en a.',
      'Données financières du dernier exercice approuvé, puis données techniques (bâtiments, chauffage, étiquettes énergétiques).',
      'Relisez le récapitulatif et transmettez. Si une copropriété très proche existe déjà, le registre vous propose de vous y rattacher.',
      'Le teneur du registre valide la demande : le numéro d’immatriculation apparaît dans la liste de vos copropriétés.',
    ],
    route: '/immatriculer-copropriete',
    libelleRoute: 'Immatriculer une copropriété',
  },
  {
    id: 'mise-a-jour-annuelle',
    titre: 'Faire la mise à jour annuelle',
    pour: 'Syndics, après l’assemblée générale',
    etapes: [
      'Ouvrez la liste de vos copropriétés avec le filtre « Mise à jour annuelle à faire ».',
      'Sur la ligne de la copropriété, choisissez « Mise à jour annuelle » : la dernière déclaration validée est reprise.',
      'Saisissez les données financières de l’exercice que l’assemblée générale vient d’approuver. Si elle ne les a pas approuvés, déclarez les comptes non approuvés.',
      'Vérifiez les données techniques, relisez le récapitulatif et transmettez.',
    ],
    route: '/copropriete',
    libelleRoute: 'Mes copropriétés',
  },
  {
    id: 'consulter-annuaire',
    titre: 'Vérifier qu’une copropriété est immatriculée',
    pour: 'Copropriétaires, acquéreurs, agents immobiliers',
    etapes: [
      'Ouvrez l’annuaire et cherchez la copropriété par son adresse, son nom ou son numéro d’immatriculation.',
      'Ouvrez sa fiche : statut, nombre de lots, syndic, date de la dernière mise à jour annuelle.',
      'Vous avez reçu une fiche synthétique avec un code QR ? Scannez-le : la page de vérification dit si elle correspond à la dernière déclaration validée.',
    ],
    route: '/annuaire',
    libelleRoute: 'Consulter l’annuaire',
  },
];

/**
 * Tutoriels (spec 1 §2 `/aide/tutoriels/videos`) : vidéos produites par le projet, avec sous-titres et
 * transcription, puis tutoriels pas à pas ; aucune vidéo hébergée par un tiers (ADR 0263).
 */
export function PageTutoriels() {
  return (
    <>
      <h1>Tutoriels</h1>
      <p className="fr-text--lead">
        Les démarches du registre expliquées pas à pas. Chaque vidéo a ses sous-titres et sa transcription.
      </p>
      <section aria-labelledby="titre-videos-tutoriels" className="fr-mb-6w">
        <h2 id="titre-videos-tutoriels">Vidéos</h2>
        {VIDEOS.map((v) => (
          <div key={v.id} className="fr-grid-row fr-grid-row--gutters fr-mb-4w">
            <div className="fr-col-12 fr-col-md-8">
              <VideoTutoriel video={v} />
            </div>
          </div>
        ))}
      </section>
      <section aria-labelledby="titre-pas-a-pas">
        <h2 id="titre-pas-a-pas">Pas à pas</h2>
        <ul>
          {TUTORIELS_PAS_A_PAS.map((t) => (
            <li key={t.id}>
              <a href={`#${t.id}`}>{t.titre}</a>
            </li>
          ))}
        </ul>
        {TUTORIELS_PAS_A_PAS.map((t) => (
          <section
            key={t.id}
            id={t.id}
            aria-labelledby={`titre-${t.id}`}
            className="fr-card fr-p-3w fr-mb-4w"
            data-testid="tutoriel-pas-a-pas"
          >
            <h3 id={`titre-${t.id}`} className="fr-h5">
              {t.titre}
            </h3>
            <p className="fr-text--sm fr-mb-2w">Pour : {t.pour}</p>
            <ol>
              {t.etapes.map((etape) => (
                <li key={etape}>{etape}</li>
              ))}
            </ol>
            {routeDisponible(t.route) && (
              <p className="fr-mb-0">
                <Link className="fr-link fr-icon-arrow-right-line fr-link--icon-right" to={t.route}>
                  {t.libelleRoute}
                </Link>
              </p>
            )}
          </section>
        ))}
      </section>
    </>
  );
}
